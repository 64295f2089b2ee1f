/* error.c — see error.h. */
#include "error.h"

#include <stdarg.h>
#include <stdio.h>

int ext_error_set(struct ext_error *e, const char *fmt, ...)
{
	va_list ap;

	if (!e)
		return -1;
	va_start(ap, fmt);
	vsnprintf(e->msg, sizeof e->msg, fmt, ap);
	va_end(ap);
	return -1;
}
