/* Three loops with run-time trip counts (lean.exp): sum's carries the
 * program (20000 calls x N iterations), mid's is hot but runs a quarter as
 * often, scale's runs, but seldom (neutral).  -fprofile-use (-funroll-loops)
 * would unroll all three. */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) long sum(const long *a, long n)
{
	long s = 0;
	for (long i = 0; i < n; i++)
		s += a[i] * (i | 1);
	return s;
}

__attribute__((noinline)) long mid(const long *a, long n)
{
	long s = 0;
	for (long i = 0; i < n; i++)
		s ^= a[i] + i;
	return s;
}

__attribute__((noinline)) void scale(long *a, long n, long k)
{
	for (long i = 0; i < n; i++)
		a[i] = a[i] * k % 1000;
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000, a[1000], s = 0;
	if (n > 1000)
		n = 1000;
	for (long i = 0; i < 1000; i++)
		a[i] = i;
	for (int r = 0; r < 20000; r++) {
		s += sum(a, n);
		if (r % 4 == 0)
			s += mid(a, n);
		if (r % 2000 == 0)
			scale(a, n, r + 3);
	}
	printf("%ld\n", s);
	return 0;
}
