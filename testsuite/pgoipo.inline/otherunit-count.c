/* otherunit-count.c — count in a unit of its own (-DCOUNT_ELSEWHERE:
 * otherunit.exp); without it, only a declaration. */
#include <stddef.h>

size_t count(const unsigned char *in, const unsigned char *match, const unsigned char *limit);
#ifdef COUNT_ELSEWHERE
#define COUNT_LINKAGE
#include "otherunit-count.h"
#endif
