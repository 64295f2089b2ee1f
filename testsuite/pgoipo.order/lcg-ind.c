/* llvm-cgprofile: an indirect call that stays indirect (four targets at
 * 29, 26, 24 and 21 %: none reaches icp-remaining's 30 %); its targets are functions of this unit,
 * so the section names them as edges of main. */
#include <stdio.h>
#include <stdlib.h>

typedef long (*op_fn)(long);
__attribute__((noinline)) static long op_a(long x) { return x + 1; }
__attribute__((noinline)) static long op_b(long x) { return x * 3; }
__attribute__((noinline)) static long op_c(long x) { return x ^ 0x55; }
__attribute__((noinline)) static long op_d(long x) { return x - 7; }
static op_fn ops[4] = { op_a, op_b, op_c, op_d };

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 200000, s = 0;

	for (long i = 0; i < n; i++) {
		long r = i % 100;
		s = ops[r < 29 ? 0 : r < 55 ? 1 : r < 79 ? 2 : 3](s) % 1000003;
	}
	printf("%ld\n", s);
	return 0;
}
