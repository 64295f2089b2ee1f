/* Theorem 20.10.4's example: inlining scales a context-insensitive profile.
 *
 *   ./context N M      calls choose(p, ...) N times with p = 1 from one
 *                      site and M times with p = 0 from another; prints a sum.
 *
 * choose() is "if (p) A else B": over the whole run its branch to B is taken
 * M times out of N + M entries.  Inlined at the first site (N calls, all with
 * p = 1), its copy gets the scaled count M * N / (N + M) on the way to B,
 * where the true count is 0; the copies and the out-of-line body still add
 * up to the original counts (part (a)).  pgoipo's inline dump shows both:
 * the "scaled" line of each copy and the "conserved" lines.
 */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) long path_a(long x) { return x * 3 + 1; }
__attribute__((noinline)) long path_b(long x) { return x / 2; }

/* Big enough that GCC's early inliner (which runs before the profile is
 * read, so its copies would be counted per context) leaves it alone. */
long choose(int p, long x)
{
	long r;

	if (p) {
		r = path_a(x);
		r ^= r >> 7;
		r *= 0x2545f491;
		r ^= r >> 13;
	} else {
		r = path_b(x);
		r ^= r << 5;
		r *= 0x9e3779b1;
		r ^= r >> 17;
	}
	return r & 0xffff;
}

volatile long sink;
/* The sites pass p from memory, as a program whose callers differ by data
 * would: GCC cannot see that p is always 1 at one site and 0 at the other.
 * (With constants it does, and zeroes the dead call in each copy instead of
 * scaling it; testsuite/pgoipo.inline/inline.exp checks that variant too.) */
volatile int one = 1, zero = 0;

int main(int argc, char **argv)
{
	long n = argc > 2 ? atol(argv[1]) : 3000, m = argc > 2 ? atol(argv[2]) : 1000;
	long s = 0;

	for (long i = 0; i < n; i++)
		s += choose(one, i);		/* site k1: p = 1, n times */
	for (long i = 0; i < m; i++)
		s += choose(zero, i);	/* site k2: p = 0, m times */
	sink = s;
	printf("%ld\n", s);
	return 0;
}
