/* gen-icp 20240, unit 1 */
#include "fz.h"


fn1 t0[4];
unsigned long f0(unsigned long a);
unsigned long f2(unsigned long a);
unsigned long f2(unsigned long a);
unsigned long f2(unsigned long a);
void init_t0(void)
{
	t0[0] = f0;
	t0[1] = f2;
	t0[2] = f2;
	t0[3] = f2;
}

fn2 t1[5];
fn2 get_f5(void);
fn2 get_f5(void);
fn2 get_f5(void);
unsigned long f6(unsigned long a, unsigned long b);
unsigned long f3_v2(unsigned long a, unsigned long b);
void init_t1(void)
{
	t1[0] = get_f5();
	t1[1] = get_f5();
	t1[2] = get_f5();
	t1[3] = f6;
	t1[4] = f3_v2;
}

unsigned long fz_apply1(fn1 f, unsigned long x) { return f(x) + 3UL; }

unsigned long drive1(int mode, unsigned long n, unsigned long acc)
{
	for (unsigned long i = 0; i < n; i++) {
		{
			struct fz_op op = { t0[fz_pick(mode, i * 125UL + 561UL, 4)], 14 };
			acc = acc * 31UL + op.fn(acc ^ op.k);
		}
	}
	return acc;
}

