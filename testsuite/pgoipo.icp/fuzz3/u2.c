/* gen-icp 3, unit 2 */
#include "fz.h"


__attribute__((noinline)) unsigned long f1_v2(unsigned long a, unsigned long b)
{
	unsigned long r = 34446UL;
	fz_state += r & 7UL;
	return r;
}

unsigned long f4_v2(unsigned long a, unsigned long b)
{
	unsigned long r = (((a * 51035UL) * (75518UL ^ b)) ^ b);
	for (unsigned long k = 0; k < (a & 3UL); k++)
		r = r * 31UL + k;
	return r;
}

static unsigned long f6_v2(unsigned long a, unsigned long b)
{
	unsigned long r = (((a * 53937UL) * 20754UL) | a);
	for (unsigned long k = 0; k < (a & 3UL); k++)
		r = r * 31UL + k;
	return r;
}
fn2 get_f6(void) { return f6_v2; }

fn2 t1[5];
fn2 get_f3(void);
void init_t1(void)
{
	t1[0] = get_f3();
	t1[1] = f1_v2;
	t1[2] = f6_v2;
	t1[3] = f6_v2;
	t1[4] = f1_v2;
}

__attribute__((noinline)) unsigned long fz_apply2(fn1 f, unsigned long x)
{
	return f(x ^ 5UL) - 1UL;
}

unsigned long drive2(int mode, unsigned long n, unsigned long acc)
{
	for (unsigned long i = 0; i < n; i++) {
		acc = acc * 1099511628211UL ^ t1[fz_pick(mode, i * 1261UL + 155UL, 5)](acc, i);
		{
			struct fz_op op = { t2[fz_pick(mode, i * 417UL + 480UL, 8)], 46 };
			acc = acc * 31UL + op.fn(acc ^ op.k);
		}
	}
	return acc;
}

