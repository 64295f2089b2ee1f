/* The running example of Lesson 20.10 (seed 000): an indirect call whose value
 * profile is {inc: 999000, dbl: 1000} after the early inliner put apply into main. */
#include <stdio.h>

typedef long (*op_t)(long);
__attribute__((noinline)) long inc(long x) { return x + 1; }
__attribute__((noinline)) long dbl(long x) { return 2 * x; }
long apply(op_t f, long x) { return f(x); }

int main(int argc, char **argv)
{
	op_t ops[2] = {inc, dbl};
	long s = 0;
	(void)argv;
	for (long i = 0; i < 1000000; i++)
		s = apply(ops[(i % 1000) == 999], s) % 1000003;   /* inc 99.9% of the time */
	printf("%ld\n", s + argc - 1);
	return 0;
}
