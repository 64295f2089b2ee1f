/* declared.c — leave-declared-inline and leave-last-call: callees called
 * hot from one function and at count 0 from another (leveldb's DecodeEntry,
 * `static inline`, in Block::Iter::ParseNextKey and in the binary search of
 * Block::Iter::Seek, which a sequential training never runs).
 *
 * Each callee is called from next (the training run's loop: hot sites) and
 * from seek (never entered in the training: cold sites, count 0):
 *   decode        static, declared inline; one cold site (its last call)
 *   decode_plain  static, not declared inline; one cold site (its last call)
 *   two_cold      static; two cold sites: the body serves both
 *   visible       external linkage: its body stays whatever is inlined
 *   in_hot        static; its cold site is in next, on a branch the
 *                 training never takes: its last call, in a hot caller
 * ./prog N S also runs S searches.  noclone: the tests find the calls by
 * name (IPA-CP would clone them). */
#include <stdio.h>
#include <stdlib.h>

#define SIZE 4096
static unsigned char buffer[SIZE + 64];
static const unsigned char *volatile base = buffer;
static volatile unsigned size = SIZE;

__attribute__((noclone)) static inline const unsigned char *decode(const unsigned char *p, const unsigned char *limit,
					  unsigned *shared, unsigned *fresh)
{
	if (limit - p < 3)
		return NULL;
	*shared = p[0];
	*fresh = p[1];
	if ((*shared | *fresh) < 128) {
		p += 2;
	} else {
		*shared = (unsigned)(p[0] & 127) | (unsigned)p[1] << 7;
		*fresh = (unsigned)(p[2] & 127) | (unsigned)p[3] << 7;
		p += 4;
	}
	if ((unsigned)(limit - p) < *fresh)
		return NULL;
	return p;
}

__attribute__((noclone)) static const unsigned char *decode_plain(const unsigned char *p, const unsigned char *limit,
								    unsigned *shared, unsigned *fresh)
{
	if (limit - p < 5)
		return NULL;
	unsigned wide = p[0] >> 7;
	*shared = wide ? (unsigned)(p[1] & 63) << 6 | p[2] : p[1];
	*fresh = wide ? (unsigned)(p[3] & 63) << 6 | p[4] : p[2];
	p += wide ? 5 : 3;
	return (unsigned)(limit - p) < *fresh ? NULL : p;
}

#define DECODE_BODY(skip)                                                       \
	if (limit - p < 5)                                                      \
		return NULL;                                                    \
	unsigned wide = p[0] >> 7;                                              \
	*shared = wide ? (unsigned)(p[1] & 63) << 6 | p[2] : p[1];              \
	*fresh = wide ? (unsigned)(p[3] & 63) << 6 | p[4] : p[2];               \
	p += wide ? 5 : (skip);                                                 \
	return (unsigned)(limit - p) < *fresh ? NULL : p;

__attribute__((noclone)) static const unsigned char *two_cold(const unsigned char *p, const unsigned char *limit,
								unsigned *shared, unsigned *fresh)
{
	DECODE_BODY(2)
}

__attribute__((noclone)) const unsigned char *visible(const unsigned char *p, const unsigned char *limit,
						      unsigned *shared, unsigned *fresh)
{
	DECODE_BODY(4)
}

__attribute__((noclone)) static const unsigned char *in_hot(const unsigned char *p, const unsigned char *limit,
							      unsigned *shared, unsigned *fresh)
{
	DECODE_BODY(1)
}

static volatile unsigned rare_index = ~0u;

__attribute__((noinline)) static unsigned long next(const unsigned char *data, unsigned n)
{
	const unsigned char *limit = data + size;
	unsigned long s = 0;
	for (unsigned i = 0; i < n; i++) {
		unsigned a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0;
		const unsigned char *p = data + (i * 2654435761u) % SIZE;
		const unsigned char *q = decode(p, limit, &a, &b);
		const unsigned char *r = decode_plain(p, limit, &c, &d);
		const unsigned char *t = two_cold(p, limit, &e, &f);
		const unsigned char *u = visible(p, limit, &g, &h);
		const unsigned char *v = in_hot(p, limit, &a, &c);
		s += a + b + c + d + e + f + g + h + (q ? 1 : 0) + (r ? 2 : 0) + (t ? 4 : 0) + (u ? 8 : 0) +
		     (v ? 16 : 0);
		if (i == rare_index && in_hot(p + 1, limit, &e, &g))
			s += e ^ g;
	}
	return s;
}

/* A binary search over 16-byte records, as leveldb's Seek over restart
 * points; two_cold is called twice. */
__attribute__((noinline)) static unsigned long seek(const unsigned char *data, unsigned target)
{
	const unsigned char *limit = data + size;
	unsigned left = 0, right = SIZE / 16 - 1;
	unsigned long x = 0;

	while (left < right) {
		unsigned mid = (left + right + 1) / 2, a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0;
		const unsigned char *q = decode(data + mid * 16, limit, &a, &b);
		const unsigned char *r = decode_plain(data + mid * 16, limit, &c, &d);
		const unsigned char *t = two_cold(data + mid * 16, limit, &e, &f);
		const unsigned char *u = visible(data + mid * 16, limit, &g, &h);
		if (!q || !r || !t || !u || a + c + e + g > target)
			right = mid - 1;
		else
			left = mid;
		x += b ^ d ^ f ^ h;
	}
	if (two_cold(data + left * 16, limit, &right, &left))
		x++;
	return x + left;
}

int main(int argc, char **argv)
{
	unsigned n = argc > 1 ? (unsigned)atoi(argv[1]) : 0;
	unsigned long s = 0;

	for (unsigned i = 0; i < sizeof buffer; i++)
		buffer[i] = (unsigned char)(i * 37 + i / 7);
	s += next(base, n);
	for (unsigned i = 0, k = argc > 2 ? (unsigned)atoi(argv[2]) : 0; i < k; i++)
		s += seek(base, i * 131 % 512);
	printf("%lu\n", s);
	return 0;
}
