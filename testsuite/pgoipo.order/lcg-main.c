/* llvm-cgprofile: main calls run (lcg-run.c) in a loop; run calls two
 * static functions of its unit, one hot, one less so. */
#include <stdio.h>
#include <stdlib.h>

long run(long i);

__attribute__((noinline)) static long finish(long s)
{
	return s % 1000003;
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 200000, s = 0;

	for (long i = 0; i < n; i++)
		s += run(i);
	printf("%ld\n", finish(s));
	return 0;
}
