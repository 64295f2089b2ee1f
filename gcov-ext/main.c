/* main.c — the `pgoipo` command: dispatch to subcommands.
 *
 *   pgoipo show  PATH...            what a training run recorded (.gcda files)
 *   pgoipo index -o FILE PATH...    program-wide profile index for the plugin
 *   pgoipo order -o FILE OBJ...     function order for gold, lld and GNU ld
 *   pgoipo report -o DIR BINARY     what the profile changed, as a page and JSON
 *   pgoipo --help | --version
 */
#include "commands.h"

#include <stdio.h>
#include <string.h>

static const struct subcommand {
	const char *name;
	int (*run)(int argc, char **argv);
	const char *what;
} subcommands[] = {
	{ "show", ext_cmd_show, "print the profiles recorded in .gcda files" },
	{ "index", ext_cmd_index, "write the program-wide profile index read by the plugin" },
	{ "order", ext_cmd_order, "write a function order from the objects' call graphs" },
	{ "report", ext_cmd_report, "write a page (HTML, SVG) and JSON of what the profile changed" },
};

#define N_SUBCOMMANDS (sizeof subcommands / sizeof subcommands[0])

static void usage(FILE *out)
{
	fprintf(out, "Usage: pgoipo COMMAND [OPTION]... [ARG]...\n"
		     "Profile-guided interprocedural optimization for GCC: the toolkit\n"
		     "beside the plugin (-fplugin=pgoipo).\n\nCommands:\n");
	for (size_t i = 0; i < N_SUBCOMMANDS; i++)
		fprintf(out, "  %-8s %s\n", subcommands[i].name, subcommands[i].what);
	fprintf(out, "\n  --help     this text; `pgoipo COMMAND --help` for a command\n"
		     "  --version  print the version\n");
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		usage(stderr);
		return 2;
	}
	if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
		usage(stdout);
		return 0;
	}
	if (!strcmp(argv[1], "--version") || !strcmp(argv[1], "version")) {
		printf("pgoipo %s\n", PGOIPO_VERSION);
		return 0;
	}
	for (size_t i = 0; i < N_SUBCOMMANDS; i++)
		if (!strcmp(argv[1], subcommands[i].name))
			return subcommands[i].run(argc - 1, argv + 1);
	ext_cmd_error("unknown command '%s' (try 'pgoipo --help')", argv[1]);
	return 2;
}
