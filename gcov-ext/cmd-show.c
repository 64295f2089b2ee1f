/* cmd-show.c — `pgoipo show`: not implemented yet (see the issue that adds it). */
#include "commands.h"

int pgoipo_cmd_show(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	pgoipo_error("'show' is not implemented yet");
	return 2;
}
