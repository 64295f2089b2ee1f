/* gen-icp 2, unit 0 */
#include "fz.h"


static unsigned long f1(unsigned long a, unsigned long b)
{
	unsigned long r = (b - ((5042UL | a) | a));
	for (unsigned long k = 0; k < (a & 3UL); k++)
		r = r * 31UL + k;
	return r;
}
fn2 get_f1(void) { return f1; }

__attribute__((noinline)) unsigned long f5(unsigned long a, unsigned long b)
{
	unsigned long r = ((35463UL ^ 44888UL) * ((a ^ a) + (b ^ 61200UL)));
	for (unsigned long k = 0; k < (a & 3UL); k++)
		r = r * 31UL + k;
	return r;
}

fn1 t0[1];
fn1 get_f0(void);
void init_t0(void)
{
	t0[0] = get_f0();
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
	for (unsigned long i = 0; i < n; i++) {
		for (unsigned long j = 0; j < (i & 3UL) + 1; j++)
			acc = acc * 1099511628211UL ^ t1[fz_pick(mode, i * 1329UL + 93UL, 6)](acc, i);
	}
	printf("phase 0 %lu %lu\n", acc, fz_state);
	for (unsigned long i = 0; i < n; i++) {
		acc = acc * 1099511628211UL ^ t1[fz_pick(mode, i * 1125UL + 910UL, 6)](acc, i);
		for (unsigned long j = 0; j < (i & 3UL) + 1; j++)
			{
				struct fz_op op = { t0[fz_pick(mode, i * 1107UL + 503UL, 1)], 29 };
				acc = acc * 31UL + op.fn(acc ^ op.k);
			}
	}
	printf("phase 1 %lu %lu\n", acc, fz_state);
	for (unsigned long i = 0; i < n; i++) {
		acc = acc * 1099511628211UL ^ t1[fz_pick(mode, i * 695UL + 692UL, 6)](acc, i);
		{
			struct fz_op op = { t0[fz_pick(mode, i * 1689UL + 827UL, 1)], 7 };
			acc = acc * 31UL + op.fn(acc ^ op.k);
		}
	}
	printf("phase 2 %lu %lu\n", acc, fz_state);
	acc = drive1(mode, n, acc);
	printf("drive1 %lu %lu\n", acc, fz_state);
	acc = drive2(mode, n / 2, acc);
	printf("drive2 %lu %lu\n", acc, fz_state);
	return 0;
}
