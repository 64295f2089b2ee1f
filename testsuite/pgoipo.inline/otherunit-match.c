/* otherunit-match.c — count2 and its callers in its own unit
 * (otherunit.exp; hotcallee.h).  count is static inline here, or
 * another unit's (-DCOUNT_ELSEWHERE: otherunit-count.c). */
#ifndef COUNT_ELSEWHERE
#define COUNT_LINKAGE static inline
#endif
#define COUNT2_LINKAGE
#define UNTRAINED_LINKAGE
#include "hotcallee.h"

UNTRAINED(0) UNTRAINED(1)
