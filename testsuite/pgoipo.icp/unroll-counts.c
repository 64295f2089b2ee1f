/* A hot loop of promoted indirect calls, each result taken modulo a
 * constant (unroll.exp, unroll-counts, compiled as mod.c): pgoipo-unroll
 * unrolls it and sets the counts of the copies from the profile, so that
 * they stay hot and keep GCC's multiply-shift instead of idiv. */
#include <stdio.h>
#include <stdlib.h>
typedef long (*op_fn)(long, long);
long op_add(long a, long b) { return a + b; }
long op_sub(long a, long b) { return a - b; }
long op_mul(long a, long b) { return a * (b | 1); }
static op_fn ops[3] = { op_add, op_sub, op_mul };
__attribute__((noinline)) static long run(long n)
{
	long s = 1;
	for (long i = 0; i < n; i++)
		s = ops[i % 3](s, i) % 1000003;
	return s;
}
int main(int argc, char **argv)
{
	printf("%ld\n", run(argc > 1 ? atol(argv[1]) : 1000));
	return 0;
}
