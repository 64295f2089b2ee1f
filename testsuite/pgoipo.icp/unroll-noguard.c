/* A very hot counted loop without indirect calls (unroll.exp,
 * unroll-noguard, compiled as sum.c): it has no guards for pgoipo-unroll,
 * so it is left to the RTL unroller, which pgoipo-lean lets have it. */
#include <stdio.h>
#include <stdlib.h>
__attribute__((noinline)) long sum(const long *a, long n)
{
	long s = 0;
	for (long i = 0; i < n; i++)
		s += a[i] * (i | 1);
	return s;
}
int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000, a[1000], s = 0;
	for (long i = 0; i < 1000; i++)
		a[i] = i;
	for (int r = 0; r < 2000; r++)
		s += sum(a, n);
	printf("%ld\n", s);
	return 0;
}
