/* gen-icp 3, unit 1 */
#include "fz.h"

unsigned long f2(unsigned long a);
unsigned long f1_v2(unsigned long a, unsigned long b);

static unsigned long f0(unsigned long a)
{
	unsigned long r = a;
	fz_state += r & 7UL;
	return r;
}
fn1 get_f0(void) { return f0; }

static unsigned long f3(unsigned long a, unsigned long b)
{
	unsigned long r = ((((a + b)) >> 13) - 49526UL);
	fz_state += r & 7UL;
	if (r & 1UL)
		r ^= f2(r >> 3);
	return r;
}
fn2 get_f3(void) { return f3; }

unsigned long f7_v2(unsigned long a)
{
	unsigned long r = (((5093UL - 15173UL) ^ ((a >> 5) * 53346UL)) * 88667UL);
	if (r & 1UL)
		r ^= f1_v2(r >> 3, a);
	return r;
}

unsigned long f8(unsigned long a)
{
	unsigned long r = ((((a + a)) >> 32)) / ((((a * (a >> 6)) - ((a >> 4) ^ a))) | 1UL);
	for (unsigned long k = 0; k < (a & 3UL); k++)
		r = r * 31UL + k;
	fz_state += r & 7UL;
	return r;
}

unsigned long fz_apply1(fn1 f, unsigned long x) { return f(x) + 3UL; }

unsigned long drive1(int mode, unsigned long n, unsigned long acc)
{
	for (unsigned long i = 0; i < n; i++) {
		{
			struct fz_op op = { t2[fz_pick(mode, i * 501UL + 869UL, 8)], 39 };
			acc = acc * 31UL + op.fn(acc ^ op.k);
		}
	}
	return acc;
}

