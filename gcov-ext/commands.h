/* commands.h — the subcommands of the `pgoipo` command.
 *
 * Each subcommand is one file cmd-NAME.c with an entry point that receives the
 * arguments after its name (argv[0] is the subcommand's name) and returns the
 * process exit status: 0 success, 1 bad input (message printed), 2 bad usage. */
#ifndef PGOIPO_COMMANDS_H
#define PGOIPO_COMMANDS_H

int ext_cmd_show(int argc, char **argv);
int ext_cmd_index(int argc, char **argv);
int ext_cmd_order(int argc, char **argv);

/* Print "pgoipo: error: <fmt...>" to stderr. */
void ext_cmd_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Print "pgoipo: warning: <fmt...>" to stderr. */
void ext_cmd_warning(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
