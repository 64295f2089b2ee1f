/* otherunit.h — leave-other-unit's program (otherunit.exp): hotcallee.c
 * in two units for -flto.  otherunit-match.c defines count2 (zstd's
 * ZSTD_count_2segments, an external function here) with count inlined in
 * it, and two callers the training run never enters; otherunit-main.c has
 * the hot caller fast and fourteen more such callers. */
#include <stddef.h>

#define SIZE 4096

size_t count2(const unsigned char *ip, const unsigned char *match, const unsigned char *iend,
	      const unsigned char *mend, const unsigned char *istart);

#define UNTRAINED(k)                                                                 \
	__attribute__((noinline)) size_t untrained##k(const unsigned char *data, unsigned n) \
	{                                                                            \
		size_t s = 0;                                                        \
		for (unsigned i = 0; i < n; i++) {                                   \
			unsigned p = (i * (2246822519u + k)) % (SIZE / 2);           \
			unsigned q = (i * (3266489917u + k)) % (SIZE / 2);           \
			s += count2(data + p, data + q, data + SIZE, data + q + 48, data); \
		}                                                                    \
		return s;                                                            \
	}
#define DECLARE(k) size_t untrained##k(const unsigned char *data, unsigned n);
DECLARE(0) DECLARE(1)
