/* commands.h — the subcommands of the `pgoipo` command.
 *
 * Each subcommand is one file cmd-NAME.c with an entry point that receives the
 * arguments after its name (argv[0] is the subcommand's name) and returns the
 * process exit status: 0 success, 1 bad input (message printed), 2 bad usage. */
#ifndef PGOIPO_COMMANDS_H
#define PGOIPO_COMMANDS_H

#include <stdio.h>

int ext_cmd_show(int argc, char **argv);
int ext_cmd_index(int argc, char **argv);
int ext_cmd_order(int argc, char **argv);
int ext_cmd_report(int argc, char **argv);

/* `pgoipo order --check BINARY ORDERFILE` with its lines written to OUT
 * (FORMAT: an enum ext_orderfile_format, OF_AUTO to detect it); errors go
 * to stderr.  The exit status of --check: 0 all in order, 1 not (or an
 * error). */
int ext_cmd_order_check(FILE *out, int format, const char *binary, const char *orderfile);

/* Print "pgoipo: error: <fmt...>" to stderr. */
void ext_cmd_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Print "pgoipo: warning: <fmt...>" to stderr. */
void ext_cmd_warning(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
