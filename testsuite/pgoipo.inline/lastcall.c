/* lastcall.c — leave-last-call: a cold call site that is its callee's last
 * call once the hot sites are inlined (leveldb's DecodeEntry, hot in
 * Block::Iter::ParseNextKey and at count 0 in Block::Iter::Seek's binary
 * search; xz's helper2, called once from code the training never ran).
 *
 * Three callees, each called hot from next (the training run's loop) and at
 * count 0 from seek (never entered in the training):
 *   last       static, one cold site: its last call
 *   two_cold   static, two cold sites: the body serves both
 *   visible    external linkage: its body stays whatever is inlined
 * ./prog N S also runs S searches.  noclone: the test finds the calls by
 * name (IPA-CP would clone them). */
#include <stdio.h>
#include <stdlib.h>

#define SIZE 4096
static unsigned char buffer[SIZE + 64];
static const unsigned char *volatile base = buffer;
static volatile unsigned size = SIZE;

#define DECODE_BODY(skip)                                                       \
	if (limit - p < 5)                                                      \
		return NULL;                                                    \
	unsigned wide = p[0] >> 7;                                              \
	*shared = wide ? (unsigned)(p[1] & 63) << 6 | p[2] : p[1];              \
	*fresh = wide ? (unsigned)(p[3] & 63) << 6 | p[4] : p[2];               \
	p += wide ? 5 : (skip);                                                 \
	return (unsigned)(limit - p) < *fresh ? NULL : p;

__attribute__((noclone)) static const unsigned char *last(const unsigned char *p, const unsigned char *limit,
							    unsigned *shared, unsigned *fresh)
{
	DECODE_BODY(3)
}

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

__attribute__((noinline)) static unsigned long next(const unsigned char *data, unsigned n)
{
	const unsigned char *limit = data + size;
	unsigned long s = 0;
	for (unsigned i = 0; i < n; i++) {
		unsigned a = 0, b = 0, c = 0, d = 0, e = 0, f = 0;
		const unsigned char *p = data + (i * 2654435761u) % SIZE;
		const unsigned char *q = last(p, limit, &a, &b);
		const unsigned char *r = two_cold(p, limit, &c, &d);
		const unsigned char *t = visible(p, limit, &e, &f);
		s += a + b + c + d + e + f + (q ? 1 : 0) + (r ? 2 : 0) + (t ? 4 : 0);
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
		unsigned mid = (left + right + 1) / 2, a = 0, b = 0, c = 0, d = 0, e = 0, f = 0;
		const unsigned char *q = last(data + mid * 16, limit, &a, &b);
		const unsigned char *r = two_cold(data + mid * 16, limit, &c, &d);
		const unsigned char *t = visible(data + mid * 16, limit, &e, &f);
		if (!q || !r || !t || a + c + e > target)
			right = mid - 1;
		else
			left = mid;
		x += b ^ d ^ f;
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
