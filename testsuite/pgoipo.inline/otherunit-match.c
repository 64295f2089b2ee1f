/* otherunit-match.c — count2 and two of its callers (otherunit.exp;
 * hotcallee.h).  count2 is external, or static inline in each unit
 * (-DCOUNT2_STATIC, zstd's shape); count is static inline here, or
 * another unit's (-DCOUNT_ELSEWHERE: otherunit-count.c). */
#ifndef COUNT_ELSEWHERE
#define COUNT_LINKAGE static inline
#endif
#ifdef COUNT2_STATIC
#define COUNT2_LINKAGE static inline
#else
#define COUNT2_LINKAGE
#endif
#define UNTRAINED_LINKAGE
#include "hotcallee.h"

UNTRAINED(0) UNTRAINED(1)
