/* cmd-order.c — `pgoipo order`: not implemented yet (see the issue that adds it). */
#include "commands.h"

int pgoipo_cmd_order(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	pgoipo_error("'order' is not implemented yet");
	return 2;
}
