/* Targets pgoipo-icp must refuse although they are hot: a target whose
 * prototype takes another number of parameters than the call passes, and a
 * weak definition in a section of its own (the linker may replace or drop
 * it).  The table is volatile so that -O2 keeps the calls indirect. */
#include <stdio.h>

typedef long (*fn1)(long);

long two(long a, long b) { (void)b; return a + 1; }	/* called with one argument */
__attribute__((weak, section(".text.wk"))) long wk(long x) { return x * 3 + 1; }

static fn1 volatile table[2];

int main(void)
{
	long s = 0;

	table[0] = (fn1)two;
	table[1] = wk;
	for (long i = 0; i < 100000; i++) {
		s = table[0](s) % 1000003;
		s = table[1](s) % 1000003;
	}
	printf("%ld\n", s);
	return 0;
}
