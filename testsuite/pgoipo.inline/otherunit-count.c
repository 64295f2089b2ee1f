/* otherunit-count.c — count in a unit of its own with -DCOUNT_ELSEWHERE
 * (otherunit.exp; hotcallee.h); without it, declarations only. */
#ifdef COUNT_ELSEWHERE
#define COUNT_LINKAGE
#endif
#include "hotcallee.h"
