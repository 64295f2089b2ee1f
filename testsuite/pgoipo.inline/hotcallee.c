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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SIZE 4096
static unsigned char buffer[SIZE + 64];
static const unsigned char *volatile base = buffer;

static inline size_t count(const unsigned char *in, const unsigned char *match,
			   const unsigned char *limit)
{
	const unsigned char *start = in;
	const unsigned char *loop_limit = limit - (sizeof(size_t) - 1);

	if (in < loop_limit) {
		size_t a, b;
		memcpy(&a, match, sizeof a);
		memcpy(&b, in, sizeof b);
		if (a ^ b)
			return (size_t)__builtin_ctzll(a ^ b) >> 3;
		in += sizeof(size_t);
		match += sizeof(size_t);
		while (in < loop_limit) {
			memcpy(&a, match, sizeof a);
			memcpy(&b, in, sizeof b);
			if (!(a ^ b)) {
				in += sizeof(size_t);
				match += sizeof(size_t);
				continue;
			}
			in += __builtin_ctzll(a ^ b) >> 3;
			return (size_t)(in - start);
		}
	}
	if (in < limit - 3 && !memcmp(match, in, 4)) {
		in += 4;
		match += 4;
	}
	if (in < limit - 1 && !memcmp(match, in, 2)) {
		in += 2;
		match += 2;
	}
	if (in < limit && *match == *in)
		in++;
	return (size_t)(in - start);
}

static inline size_t count2(const unsigned char *ip, const unsigned char *match,
			    const unsigned char *iend, const unsigned char *mend,
			    const unsigned char *istart)
{
	const unsigned char *vend = ip + (mend - match) < iend ? ip + (mend - match) : iend;
	size_t len = count(ip, match, vend);
	if (match + len != mend)
		return len;
	return len + count(ip + len, istart, iend);
}

__attribute__((noinline)) static size_t fast(const unsigned char *data, unsigned n)
{
	size_t s = 0;
	for (unsigned i = 0; i < n; i++) {
		unsigned p = (i * 2654435761u) % (SIZE / 2);
		unsigned q = (i * 40503u) % (SIZE / 2);
		s += count2(data + p, data + q, data + SIZE, data + q + 64, data);
	}
	return s;
}

#define UNTRAINED(k)                                                                 \
	__attribute__((noinline)) static size_t untrained##k(const unsigned char *data, unsigned n) \
	{                                                                            \
		size_t s = 0;                                                        \
		for (unsigned i = 0; i < n; i++) {                                   \
			unsigned p = (i * (2246822519u + k)) % (SIZE / 2);           \
			unsigned q = (i * (3266489917u + k)) % (SIZE / 2);           \
			s += count2(data + p, data + q, data + SIZE, data + q + 48, data); \
		}                                                                    \
		return s;                                                            \
	}
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

int main(int argc, char **argv)
{
	unsigned n = argc > 1 ? (unsigned)atoi(argv[1]) : 0;
	size_t s = 0;

	for (unsigned i = 0; i < sizeof buffer; i++)
		buffer[i] = (unsigned char)("abcab"[(i * 7 + i / 13) % 5]);
	s += fast(base, n);
	if (argc > 2)
		s += untrained[atoi(argv[2]) & UNTRAINED_MASK](base, n);
	printf("%zu\n", s);
	return 0;
}
