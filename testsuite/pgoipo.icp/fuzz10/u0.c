/* gen-icp 10, unit 0 */
#include "fz.h"


unsigned long f2(unsigned long a)
{
	unsigned long r = 98414UL;
	fz_state += r & 7UL;
	return r;
}

fn1 t3[7];
fn1 get_f0(void);
unsigned long f3(unsigned long a);
void init_t3(void)
{
	t3[0] = f2;
	t3[1] = get_f0();
	t3[2] = f2;
	t3[3] = f2;
	t3[4] = f3;
	t3[5] = f2;
	t3[6] = f2;
}

unsigned long fz_state;

unsigned fz_pick(int mode, unsigned long x, unsigned size)
{
	x = x * 0x9e3779b97f4a7c15UL;
	x ^= x >> 29;
	unsigned r = (unsigned)(x % 100UL);
	switch (mode) {
	case 0: return r < 80 ? 0 : (unsigned)(x >> 40) % size;
	case 1: return (unsigned)(x >> 40) % size;
	case 2: return r < 70 ? size - 1 : r < 90 ? size / 2 : 0;
	default: return size > 2 ? 2 : 0;
	}
}

#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
	int mode = argc > 1 ? atoi(argv[1]) : 0;
	unsigned long n = argc > 2 ? strtoul(argv[2], 0, 10) : 1000, acc = 1;

	init_t0();
	init_t1();
	init_t2();
	init_t3();
	for (unsigned long i = 0; i < n; i++) {
		acc = acc * 1099511628211UL ^ t1[fz_pick(mode, i * 1615UL + 542UL, 6)](acc, i);
		{
			struct fz_op op = { t0[fz_pick(mode, i * 1453UL + 977UL, 4)], 19 };
			acc = acc * 31UL + op.fn(acc ^ op.k);
		}
		for (unsigned long j = 0; j < (i & 3UL) + 1; j++)
			acc = acc * 1099511628211UL ^ t0[fz_pick(mode, i * 437UL + 703UL, 4)](acc + i);
	}
	printf("phase 0 %lu %lu\n", acc, fz_state);
	for (unsigned long i = 0; i < n; i++) {
		acc = acc * 1099511628211UL ^ t1[fz_pick(mode, i * 381UL + 93UL, 6)](acc, i);
		acc = acc * 1099511628211UL ^ t3[fz_pick(mode, i * 23UL + 698UL, 7)](acc + i);
		{
			struct fz_op op = { t3[fz_pick(mode, i * 215UL + 760UL, 7)], 38 };
			acc = acc * 31UL + op.fn(acc ^ op.k);
		}
	}
	printf("phase 1 %lu %lu\n", acc, fz_state);
	acc = drive1(mode, n, acc);
	printf("drive1 %lu %lu\n", acc, fz_state);
	acc = drive2(mode, n / 2, acc);
	printf("drive2 %lu %lu\n", acc, fz_state);
	return 0;
}
