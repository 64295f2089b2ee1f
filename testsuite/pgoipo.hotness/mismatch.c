/* Six profiled functions (mismatch.exp): built with the index of its own
 * training run, and with the running example's index, whose only name in
 * common with it is main. */
#include <stdio.h>

volatile long sink;

__attribute__((noinline)) long f1(long x) { return x + sink; }
__attribute__((noinline)) long f2(long x) { return f1(x) * 2; }
__attribute__((noinline)) long f3(long x) { return f2(x) - 1; }
__attribute__((noinline)) static long f4(long x) { return f3(x) ^ 5; }
__attribute__((noinline)) long f5(long x) { return f4(x) + f1(x); }

int main(void)
{
	long s = 0;

	for (long i = 0; i < 10000; i++)
		s += f5(i);
	printf("%ld\n", s);
	return 0;
}
