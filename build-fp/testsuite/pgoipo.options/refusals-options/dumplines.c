/* A program whose dumps hold many of the lines and reasons of
 * docs/dump-lines.md, for pgoipo.options/dumplines.exp: pgoipo-icp refuses
 * a target whose prototype takes more parameters than the call passes, a
 * weak definition, targets beyond icp-max and one below icp-total;
 * pgoipo-inline meets a recursive hot call, a noinline callee, a callee
 * called from two hot sites of unequal share (inline-share).
 *
 *   ./prog N        N rounds (the training and the measured run alike)
 */
#include <stdio.h>
#include <stdlib.h>

typedef long (*fn1)(long);

long two(long a, long b) { (void)b; return a + 1; }	/* called with one argument */
__attribute__((weak, section(".text.wk"))) long wk(long x) { return x * 3 + 1; }

long t1(long x) { return x + 11; }
long t2(long x) { return x ^ 0x55; }
long t3(long x) { return x * 5 + 3; }
long t4(long x) { return (x >> 1) + 7; }
long t5(long x) { return x - 9; }
long t6(long x) { return x * 7; }

static fn1 volatile odd[2];
static fn1 volatile mix[6];
static volatile long depth = 6;

/* Hot and recursive: its inner calls are recursive sites. */
static long walk(long n, long x)
{
	if (n < 2)
		return x + n;
	return walk(n - 1, x * 3 + 1) + walk(n - 2, x ^ n) % 1000003;
}

static __attribute__((noinline)) long stubborn(long x) { return x * 31 + 17; }

/* Big enough that GCC's own limits leave it out of line at a hot site. */
unsigned long blend(unsigned long h, unsigned long w)
{
	h ^= w + 0x9e3779b9 + (h << 6) + (h >> 2);
	w = w * 6364136223846793005UL + 1442695040888963407UL;
	h += (w >> 17) ^ (h << 3);
	h ^= w + 0x7f4a7c15 + (h << 5) + (h >> 3);
	w = w * 2862933555777941757UL + 3037000493UL;
	h += (w >> 19) ^ (h << 7);
	h ^= w + 0x165667b1 + (h << 4) + (h >> 5);
	w = w * 3935559000370003845UL + 2691343689449507681UL;
	h += (w >> 23) ^ (h << 2);
	h ^= w + 0x27d4eb2f + (h << 7) + (h >> 1);
	w = w * 6364136223846793005UL + 1UL;
	h += (w >> 29) ^ (h << 9);
	return h % 1000000007;
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 100000, s = 1;
	unsigned long h = 0;

	odd[0] = (fn1)two;
	odd[1] = wk;
	fn1 order[6] = { t1, t2, t3, t4, t5, t6 };
	for (int i = 0; i < 6; i++)
		mix[i] = order[i];
	for (long i = 0; i < n; i++) {
		s = odd[0](s) % 1000003;
		s = odd[1](s) % 1000003;
		/* 49/20/15/10/5/1 %: three promoted, then icp-max, one below icp-total */
		long r = i % 100;
		int k = r < 49 ? 0 : r < 69 ? 1 : r < 84 ? 2 : r < 94 ? 3 : r < 99 ? 4 : 5;
		s = mix[k](s) % 1000003;
		s = (s + stubborn(s)) % 1000003;
		h = blend(h, s);
		if (i % 5 == 0)
			h = blend(h, i);
		s = (s + walk(depth, s)) % 1000003;
	}
	printf("%ld %lu\n", s, h);
	return 0;
}
