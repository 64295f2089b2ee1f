/* gen-icp 231, unit 1 */
#include "fz.h"

unsigned long f2(unsigned long a);

unsigned long f3(unsigned long a, unsigned long b)
{
	unsigned long r = (((b ^ (13176UL + 45575UL))) >> 35);
	for (unsigned long k = 0; k < (a & 3UL); k++)
		r = r * 31UL + k;
	fz_state += r & 7UL;
	if (r & 1UL)
		r ^= f2(r >> 3);
	return r;
}

unsigned long f4(unsigned long a, unsigned long b)
{
	unsigned long r = ((39543UL | (7351UL & 91630UL)) ^ (b * (26545UL + b)));
	for (unsigned long k = 0; k < (a & 3UL); k++)
		r = r * 31UL + k;
	return r;
}

static unsigned long f5(unsigned long a)
{
	unsigned long r = ((50907UL) >> 2);
	return r;
}
fn1 get_f5(void) { return f5; }

unsigned long f14(unsigned long a)
{
	unsigned long r = ((((23595UL * 33098UL) + ((a >> 5) & a))) >> 4);
	if (r & 1UL)
		r ^= f3(r >> 3, a);
	return r;
}

fn1 t0[8];
unsigned long f8(unsigned long a);
unsigned long f0(unsigned long a);
unsigned long f6(unsigned long a);
unsigned long f6(unsigned long a);
unsigned long f2(unsigned long a);
unsigned long f11(unsigned long a);
unsigned long f6(unsigned long a);
void init_t0(void)
{
	t0[0] = f8;
	t0[1] = f0;
	t0[2] = f6;
	t0[3] = f6;
	t0[4] = f2;
	t0[5] = f11;
	t0[6] = f14;
	t0[7] = f6;
}

unsigned long fz_apply1(fn1 f, unsigned long x) { return f(x) + 3UL; }

unsigned long drive1(int mode, unsigned long n, unsigned long acc)
{
	for (unsigned long i = 0; i < n; i++) {
		acc = acc * 1099511628211UL ^ t0[fz_pick(mode, i * 1611UL + 24UL, 8)](acc + i);
		acc = (acc << 7 | acc >> 57) + fz_apply2(t0[fz_pick(mode, i * 69UL + 614UL, 8)], acc + i);
		acc = (acc << 7 | acc >> 57) + fz_apply2(t0[fz_pick(mode, i * 1193UL + 354UL, 8)], acc + i);
	}
	return acc;
}

