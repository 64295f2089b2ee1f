/* otherunit-main.c — the hot caller of count2, fourteen callers the
 * training never enters, and main (otherunit.exp; hotcallee.h); with
 * -DCOUNT2_STATIC its own copy of count2 (and count).
 * ./prog N K also runs untrainedK, which calls the out-of-line count2 N
 * times. */
#define UNTRAINED_LINKAGE
#ifdef COUNT2_STATIC
#ifndef COUNT_ELSEWHERE
#define COUNT_LINKAGE static inline
#endif
#define COUNT2_LINKAGE static inline
#endif
#include "hotcallee.h"

size_t untrained0(const unsigned char *data, unsigned n);
size_t untrained1(const unsigned char *data, unsigned n);

FAST
UNTRAINED(2) UNTRAINED(3) UNTRAINED(4) UNTRAINED(5) UNTRAINED(6) UNTRAINED(7)
UNTRAINED(8) UNTRAINED(9) UNTRAINED(10) UNTRAINED(11) UNTRAINED(12) UNTRAINED(13)
UNTRAINED(14) UNTRAINED(15)

static size_t (*const untrained[16])(const unsigned char *, unsigned) = {
	untrained0, untrained1, untrained2, untrained3, untrained4, untrained5,
	untrained6, untrained7, untrained8, untrained9, untrained10, untrained11,
	untrained12, untrained13, untrained14, untrained15,
};

MAIN(15)
