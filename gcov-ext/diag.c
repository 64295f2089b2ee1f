/* diag.c — the command's messages, in GCC's "prog: error: ..." style. */
#include "commands.h"

#include <stdarg.h>
#include <stdio.h>

static void vmessage(const char *kind, const char *fmt, va_list ap)
{
	fprintf(stderr, "pgoipo: %s: ", kind);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
}

void ext_cmd_error(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vmessage("error", fmt, ap);
	va_end(ap);
}

void ext_cmd_warning(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vmessage("warning", fmt, ap);
	va_end(ap);
}
