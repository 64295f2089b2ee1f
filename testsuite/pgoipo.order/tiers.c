/* pgoipo order --tiers and --cold-parts: work and hot_step are hot (GCC
 * puts them in .text.hot.*), work and main have split cold parts
 * (work.cold, main.cold in .text.unlikely.*), rare runs once. */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) long work(long x)
{
	if (x < 0) {
		fprintf(stderr, "negative %ld\n", x);
		fprintf(stderr, "really %ld %ld\n", x, x * 2);
		abort();
	}
	return x * 3 + 1;
}

__attribute__((noinline)) long hot_step(long x)
{
	return work(x) ^ (x >> 1);
}

__attribute__((noinline)) long rare(long x)
{
	return x * 7;
}

int main(int argc, char **argv)
{
	long s = 0, n = argc > 1 ? atol(argv[1]) : 1000000;

	for (long i = 0; i < n; i++)
		s += hot_step(i);
	s += rare(s);
	printf("%ld\n", s);
	return 0;
}
