/* cmd-index.c — `pgoipo index`: not implemented yet (see the issue that adds it). */
#include "commands.h"

int pgoipo_cmd_index(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	pgoipo_error("'index' is not implemented yet");
	return 2;
}
