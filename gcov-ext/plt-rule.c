/* plt-rule.c — see plt-rule.h. */
#include "plt-rule.h"

#include <stddef.h>

const char *ext_plt_reason(const struct ext_plt_callee *c)
{
	if (c->code == EXT_PLT_SHARED)
		return "shared";
	if (c->code != EXT_PLT_PIE)
		return "not-pie";
	if (c->local)
		return "local";
	if (c->own)
		return "own";
	if (c->weak)
		return "weak";
	if (c->count <= 0)
		return "unexecuted";
	return NULL;
}
