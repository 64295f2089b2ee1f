/* gen-icp 2, unit 2 */
#include "fz.h"

unsigned long f3(unsigned long a, unsigned long b);

static unsigned long f0(unsigned long a)
{
	unsigned long r = ((a >> 6) - ((a - (a >> 7)) + (a ^ (a >> 2))));
	for (unsigned long k = 0; k < (a & 3UL); k++)
		r = r * 31UL + k;
	fz_state += r & 7UL;
	return r;
}
fn1 get_f0(void) { return f0; }

__attribute__((noinline)) unsigned long f2(unsigned long a)
{
	unsigned long r = ((a >> 4) + ((a) >> 22));
	return r;
}

unsigned long f4(unsigned long a)
{
	unsigned long r = a;
	return r;
}

__attribute__((noinline)) unsigned long f8(unsigned long a, unsigned long b)
{
	unsigned long r = (((a & b) & (56401UL - a)) * ((a + a) * (a * b)));
	if (r & 1UL)
		r ^= f3(r >> 3, a);
	return r;
}

unsigned long f9(unsigned long a)
{
	unsigned long r = ((a + (6576UL & a)) - (a >> 4));
	return r;
}

fn2 t1[6];
unsigned long f7(unsigned long a, unsigned long b);
unsigned long f5(unsigned long a, unsigned long b);
unsigned long f6(unsigned long a, unsigned long b);
unsigned long f3(unsigned long a, unsigned long b);
fn2 get_f1(void);
fn2 get_f1(void);
void init_t1(void)
{
	t1[0] = f7;
	t1[1] = f5;
	t1[2] = f6;
	t1[3] = f3;
	t1[4] = get_f1();
	t1[5] = get_f1();
}

fn2 t2[7];
unsigned long f3(unsigned long a, unsigned long b);
unsigned long f7(unsigned long a, unsigned long b);
unsigned long f6(unsigned long a, unsigned long b);
unsigned long f6(unsigned long a, unsigned long b);
fn2 get_f1(void);
unsigned long f5(unsigned long a, unsigned long b);
void init_t2(void)
{
	t2[0] = f8;
	t2[1] = f3;
	t2[2] = f7;
	t2[3] = f6;
	t2[4] = f6;
	t2[5] = get_f1();
	t2[6] = f5;
}

__attribute__((noinline)) unsigned long fz_apply2(fn1 f, unsigned long x)
{
	return f(x ^ 5UL) - 1UL;
}

unsigned long drive2(int mode, unsigned long n, unsigned long acc)
{
	for (unsigned long i = 0; i < n; i++) {
		acc = acc * 1099511628211UL ^ t2[fz_pick(mode, i * 593UL + 939UL, 7)](acc, i);
	}
	return acc;
}

