/* pgoipo order --rest=tiers: work and hot_step run in training (ordered),
 * later_a and later_b never do (GCC keeps its estimate for them under
 * guess-untrained: .text.later_a, .text.later_b), oops is declared cold
 * (.text.unlikely.oops), work has a split cold part (work.cold). */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) long work(long x)
{
	if (x < 0) {
		fprintf(stderr, "work: %ld is below zero\n", x);
		exit(2);
	}
	return x * 5 - 3;
}

__attribute__((noinline)) long hot_step(long x)
{
	return work(x) + (x & 7);
}

__attribute__((noinline, cold)) long oops(long x)
{
	fprintf(stderr, "oops %ld\n", x);
	return -x;
}

__attribute__((noinline)) long later_a(long x)
{
	for (long i = 0; i < x; i++)
		x ^= i * 5;
	return x;
}

__attribute__((noinline)) long later_b(long x)
{
	return later_a(x + 1) * 9;
}

int main(int argc, char **argv)
{
	long s = 0, n = argc > 1 ? atol(argv[1]) : 1000000;

	for (long i = 0; i < n; i++)
		s += hot_step(i);
	if (argc > 2)
		s += later_b(s & 1023);
	if (argc > 3)
		s += oops(s);
	printf("%ld\n", s);
	return 0;
}
