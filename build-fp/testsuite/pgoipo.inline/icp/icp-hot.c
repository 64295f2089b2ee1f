/* A hot indirect call whose only target is a medium-sized function:
 * pgoipo-icp promotes it, GCC's inliner finds the target too big and drops
 * the speculation, pgoipo-keep puts it back, and pgoipo-inline inlines the
 * hot direct call behind the guard. */
#include <stdio.h>
#include <stdlib.h>

typedef unsigned long (*step_fn)(unsigned long);

#define ROTL(x, r) (((x) << (r)) | ((x) >> (64 - (r))))

unsigned long heavy(unsigned long x)
{
	unsigned long a = x ^ 0x9e3779b97f4a7c15UL, b = x * 31 + 7, c = x - 3, d = ~x;

	a += b; d ^= a; d = ROTL(d, 13); c += d; b ^= c; b = ROTL(b, 7);
	a += b; d ^= a; d = ROTL(d, 29); c += d; b ^= c; b = ROTL(b, 11);
	a *= 0xc2b2ae3d27d4eb4fUL; b *= 0x165667b19e3779f9UL;
	a += b; d ^= a; d = ROTL(d, 17); c += d; b ^= c; b = ROTL(b, 23);
	a += b; d ^= a; d = ROTL(d, 31); c += d; b ^= c; b = ROTL(b, 19);
	a ^= x >> 3; b ^= x >> 5; c ^= x >> 7; d ^= x >> 11;
	a += b; d ^= a; d = ROTL(d, 37); c += d; b ^= c; b = ROTL(b, 41);
	a += b; d ^= a; d = ROTL(d, 43); c += d; b ^= c; b = ROTL(b, 47);
	a *= 0x27d4eb2f165667c5UL; c *= 0x9e3779b97f4a7c15UL;
	a += b; d ^= a; d = ROTL(d, 5); c += d; b ^= c; b = ROTL(b, 3);
	return a ^ b ^ c ^ d;
}

unsigned long light(unsigned long x) { return x + 1; }

step_fn table[2] = { heavy, light };
volatile int which;	/* always 0: heavy */

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 100000;
	unsigned long h = 1;

	for (long i = 0; i < n; i++)
		h = table[which](h) + (unsigned long)i;
	printf("%016lx\n", h);
	return 0;
}
