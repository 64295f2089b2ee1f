/* gen-icp 2, unit 1 */
#include "fz.h"

unsigned long f5(unsigned long a, unsigned long b);

unsigned long f3(unsigned long a, unsigned long b)
{
	unsigned long r = (a + b);
	fz_state += r & 7UL;
	return r;
}

__attribute__((noinline)) unsigned long f6(unsigned long a, unsigned long b)
{
	unsigned long r = ((92119UL + (14827UL | b)) | 11340UL);
	if (r & 1UL)
		r ^= f5(r >> 3, a);
	return r;
}

unsigned long f7(unsigned long a, unsigned long b)
{
	unsigned long r = (((52285UL | a) | (a & b))) / (((((33291UL + b)) >> 40)) | 1UL);
	fz_state += r & 7UL;
	return r;
}

unsigned long fz_apply1(fn1 f, unsigned long x) { return f(x) + 3UL; }

unsigned long drive1(int mode, unsigned long n, unsigned long acc)
{
	for (unsigned long i = 0; i < n; i++) {
		acc = (acc << 7 | acc >> 57) + fz_apply2(t0[fz_pick(mode, i * 249UL + 197UL, 1)], acc + i);
	}
	return acc;
}

