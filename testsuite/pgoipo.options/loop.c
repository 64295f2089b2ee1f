/* A hot loop whose trip count is only known at run time (lean.exp):
 * -fprofile-use (-funroll-loops) unrolls it, the plain -O2 build does not. */
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
	for (int r = 0; r < 20000; r++)
		s += sum(a, n);
	printf("%ld\n", s);
	return 0;
}
