/* gen-icp 10, unit 2 */
#include "fz.h"


static __attribute__((noinline)) unsigned long f0(unsigned long a)
{
	unsigned long r = (((((a >> 5) * 57922UL)) >> 34) + ((55790UL - (a >> 2)) * ((a >> 1) * 76487UL)));
	return r;
}
fn1 get_f0(void) { return f0; }

__attribute__((noinline)) unsigned long f3(unsigned long a)
{
	unsigned long r = (((a) >> 2) ^ (((74845UL ^ a)) >> 39));
	return r;
}

static __attribute__((noinline)) unsigned long f5(unsigned long a, unsigned long b)
{
	unsigned long r = a;
	fz_state += r & 7UL;
	return r;
}
fn2 get_f5(void) { return f5; }

fn1 t0[4];
unsigned long f2(unsigned long a);
unsigned long f2(unsigned long a);
unsigned long f2(unsigned long a);
void init_t0(void)
{
	t0[0] = f2;
	t0[1] = f2;
	t0[2] = f2;
	t0[3] = f0;
}

fn2 t1[6];
unsigned long f4(unsigned long a, unsigned long b);
unsigned long f4(unsigned long a, unsigned long b);
unsigned long f1(unsigned long a, unsigned long b);
unsigned long f1(unsigned long a, unsigned long b);
void init_t1(void)
{
	t1[0] = f5;
	t1[1] = f4;
	t1[2] = f4;
	t1[3] = f1;
	t1[4] = f1;
	t1[5] = f5;
}

__attribute__((noinline)) unsigned long fz_apply2(fn1 f, unsigned long x)
{
	return f(x ^ 5UL) - 1UL;
}

unsigned long drive2(int mode, unsigned long n, unsigned long acc)
{
	for (unsigned long i = 0; i < n; i++) {
		{
			struct fz_op op = { t3[fz_pick(mode, i * 833UL + 810UL, 7)], 2 };
			acc = acc * 31UL + op.fn(acc ^ op.k);
		}
	}
	return acc;
}

