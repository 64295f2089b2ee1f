/* gen-icp 231, unit 2 */
#include "fz.h"

unsigned long f7(unsigned long a);

__attribute__((noinline)) unsigned long f0(unsigned long a)
{
	unsigned long r = ((((a >> 4) - (a >> 7)) | (a >> 1)) * (((a >> 2) + a) | (22855UL & (a >> 2))));
	fz_state += r & 7UL;
	return r;
}

unsigned long f2(unsigned long a)
{
	unsigned long r = a;
	for (unsigned long k = 0; k < (a & 3UL); k++)
		r = r * 31UL + k;
	if (r & 1UL)
		r ^= f0(r >> 3);
	return r;
}

unsigned long f8(unsigned long a)
{
	unsigned long r = a;
	for (unsigned long k = 0; k < (a & 3UL); k++)
		r = r * 31UL + k;
	fz_state += r & 7UL;
	if (r & 1UL)
		r ^= f7(r >> 3);
	return r;
}

unsigned long f11(unsigned long a)
{
	unsigned long r = (((a & 90051UL) * ((548UL) >> 39)) - ((a ^ 37276UL) * (a - (a >> 3))));
	return r;
}

unsigned long f12(unsigned long a)
{
	unsigned long r = 79368UL;
	for (unsigned long k = 0; k < (a & 3UL); k++)
		r = r * 31UL + k;
	return r;
}

unsigned long f13(unsigned long a, unsigned long b)
{
	unsigned long r = (b * a);
	return r;
}

__attribute__((noinline)) unsigned long fz_apply2(fn1 f, unsigned long x)
{
	return f(x ^ 5UL) - 1UL;
}

unsigned long drive2(int mode, unsigned long n, unsigned long acc)
{
	for (unsigned long i = 0; i < n; i++) {
		acc = acc * 1099511628211UL ^ t0[fz_pick(mode, i * 1545UL + 820UL, 8)](acc + i);
		{
			struct fz_op op = { t0[fz_pick(mode, i * 191UL + 857UL, 8)], 26 };
			acc = acc * 31UL + op.fn(acc ^ op.k);
		}
		acc = (acc << 7 | acc >> 57) + fz_apply1(t0[fz_pick(mode, i * 1807UL + 443UL, 8)], acc + i);
	}
	return acc;
}

