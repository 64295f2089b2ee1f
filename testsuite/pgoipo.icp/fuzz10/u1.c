/* gen-icp 10, unit 1 */
#include "fz.h"


unsigned long f1(unsigned long a, unsigned long b)
{
	unsigned long r = (((19156UL) >> 17) - (b & (a + a)));
	for (unsigned long k = 0; k < (a & 3UL); k++)
		r = r * 31UL + k;
	fz_state += r & 7UL;
	return r;
}

unsigned long f4(unsigned long a, unsigned long b)
{
	unsigned long r = b;
	return r;
}

fn1 t2[4];
fn1 get_f0(void);
unsigned long f3(unsigned long a);
unsigned long f3(unsigned long a);
unsigned long f2(unsigned long a);
void init_t2(void)
{
	t2[0] = get_f0();
	t2[1] = f3;
	t2[2] = f3;
	t2[3] = f2;
}

unsigned long fz_apply1(fn1 f, unsigned long x) { return f(x) + 3UL; }

unsigned long drive1(int mode, unsigned long n, unsigned long acc)
{
	for (unsigned long i = 0; i < n; i++) {
		acc = acc * 1099511628211UL ^ t0[fz_pick(mode, i * 969UL + 717UL, 4)](acc + i);
		{
			struct fz_op op = { t0[fz_pick(mode, i * 1783UL + 974UL, 4)], 12 };
			acc = acc * 31UL + op.fn(acc ^ op.k);
		}
		acc = (acc << 7 | acc >> 57) + fz_apply2(t3[fz_pick(mode, i * 885UL + 956UL, 7)], acc + i);
	}
	return acc;
}

