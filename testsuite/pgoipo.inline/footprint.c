/* Two hot call sites over GCC's limits, one in a leaf that the bottom-up
 * order decides first (user -> mix_a, n calls), one in main (-> mix_b, 2n
 * calls).  With a footprint cap that holds one of them, pgoipo-inline takes
 * the hotter one, in main.  The words reach mix_a and mix_b through a
 * pointer main computes at run time, so that no release's IPA-CP clones
 * them for a constant argument (GCC 16 would, then inline the clones).
 *
 *   ./footprint N      prints a hash */
#include <stdio.h>
#include <stdlib.h>

#define ROTL(x, r) (((x) << (r)) | ((x) >> (64 - (r))))
#define ROUNDS(a, b, c, d, w)                                                         \
	a += b; d ^= a; d = ROTL(d, 13); c += d; b ^= c; b = ROTL(b, 7);              \
	a += b; d ^= a; d = ROTL(d, 29); c += d; b ^= c; b = ROTL(b, 11);             \
	a ^= w[4] * 0x9e3779b97f4a7c15UL; b ^= w[5] * 0xc2b2ae3d27d4eb4fUL;           \
	c ^= w[6] * 0x165667b19e3779f9UL; d ^= w[7] * 0x27d4eb2f165667c5UL;           \
	a += b; d ^= a; d = ROTL(d, 17); c += d; b ^= c; b = ROTL(b, 23);             \
	a += b; d ^= a; d = ROTL(d, 31); c += d; b ^= c; b = ROTL(b, 19);             \
	a ^= w[0] >> 3; b ^= w[1] >> 5; c ^= w[2] >> 7; d ^= w[3] >> 11;              \
	a += b; d ^= a; d = ROTL(d, 37); c += d; b ^= c; b = ROTL(b, 41);

unsigned long mix_a(const unsigned long *w, unsigned long h)
{
	unsigned long a = h ^ w[0], b = h + w[1], c = h * 31 + w[2], d = h - w[3];
	ROUNDS(a, b, c, d, w)
	return a ^ b ^ c ^ d;
}

unsigned long mix_b(const unsigned long *w, unsigned long h)
{
	unsigned long a = h + w[0], b = h ^ w[1], c = h * 17 + w[2], d = h - w[3];
	ROUNDS(a, b, c, d, w)
	return a ^ b ^ c ^ d;
}

static unsigned long words[9] = { 1, 2, 3, 4, 5, 6, 7, 8, 9 };

__attribute__((noinline)) unsigned long user(const unsigned long *w, long n, unsigned long h)
{
	for (long i = 0; i < n; i++)
		h = mix_a(w, h + (unsigned long)i);
	return h;
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 100000;
	const unsigned long *w = words + (argc > 2);
	unsigned long h = 0;

	for (long i = 0; i < 2 * n; i++)
		h = mix_b(w, h ^ (unsigned long)i);
	h = user(w, n, h);
	printf("%016lx\n", h);
	return 0;
}
