/* hotcallee.c — leave-hot-callee: a callee with one hot call site, many
 * cold ones, and calls in its body (zstd's ZSTD_count_2segments, which
 * calls ZSTD_count).
 *
 * count2 calls count and is called from fast (the training run's loop: a
 * hot site) and from sixteen functions the training run never enters
 * (untrained0..15: cold sites, count 0).  ./prog N K also runs untrainedK,
 * which calls the out-of-line count2 N times.  Built with -DONE_UNTRAINED,
 * untrained0 alone: its cold site is count2's last call once the hot one
 * is inlined. */

#define COUNT_LINKAGE static inline
#define COUNT2_LINKAGE static inline
#define UNTRAINED_LINKAGE static
#include "hotcallee.h"

FAST
#ifdef ONE_UNTRAINED
UNTRAINED(0)

static size_t (*const untrained[16])(const unsigned char *, unsigned) = { untrained0 };
#define UNTRAINED_MASK 0
#else
UNTRAINED(0) UNTRAINED(1) UNTRAINED(2) UNTRAINED(3) UNTRAINED(4) UNTRAINED(5)
UNTRAINED(6) UNTRAINED(7) UNTRAINED(8) UNTRAINED(9) UNTRAINED(10) UNTRAINED(11)
UNTRAINED(12) UNTRAINED(13) UNTRAINED(14) UNTRAINED(15)

static size_t (*const untrained[16])(const unsigned char *, unsigned) = {
	untrained0, untrained1, untrained2, untrained3, untrained4, untrained5,
	untrained6, untrained7, untrained8, untrained9, untrained10, untrained11,
	untrained12, untrained13, untrained14, untrained15,
};
#define UNTRAINED_MASK 15
#endif

MAIN(UNTRAINED_MASK)
