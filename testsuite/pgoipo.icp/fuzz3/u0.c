/* gen-icp 3, unit 0 */
#include "fz.h"


unsigned long f2(unsigned long a)
{
	unsigned long r = ((89839UL) >> 2);
	return r;
}

unsigned long f5(unsigned long a)
{
	unsigned long r = ((a >> 5) & (((a >> 6)) >> 37));
	fz_state += r & 7UL;
	return r;
}

fn1 t0[7];
unsigned long f7_v2(unsigned long a);
fn1 get_f0(void);
void init_t0(void)
{
	t0[0] = f2;
	t0[1] = f7_v2;
	t0[2] = f2;
	t0[3] = get_f0();
	t0[4] = f2;
	t0[5] = f5;
	t0[6] = f2;
}

fn1 t2[8];
unsigned long f7_v2(unsigned long a);
unsigned long f8(unsigned long a);
fn1 get_f0(void);
void init_t2(void)
{
	t2[0] = f5;
	t2[1] = f5;
	t2[2] = f2;
	t2[3] = f2;
	t2[4] = f7_v2;
	t2[5] = f8;
	t2[6] = f5;
	t2[7] = get_f0();
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
			acc = acc * 1099511628211UL ^ t1[fz_pick(mode, i * 23UL + 335UL, 5)](acc, i);
		for (unsigned long j = 0; j < (i & 3UL) + 1; j++)
			acc = acc * 1099511628211UL ^ t2[fz_pick(mode, i * 287UL + 899UL, 8)](acc + i);
	}
	printf("phase 0 %lu %lu\n", acc, fz_state);
	for (unsigned long i = 0; i < n; i++) {
		for (unsigned long j = 0; j < (i & 3UL) + 1; j++)
			acc = acc * 1099511628211UL ^ t2[fz_pick(mode, i * 1865UL + 635UL, 8)](acc + i);
		acc = (acc << 7 | acc >> 57) + fz_apply1(t2[fz_pick(mode, i * 1747UL + 951UL, 8)], acc + i);
	}
	printf("phase 1 %lu %lu\n", acc, fz_state);
	for (unsigned long i = 0; i < n; i++) {
		acc = acc * 1099511628211UL ^ t2[fz_pick(mode, i * 767UL + 131UL, 8)](acc + i);
	}
	printf("phase 2 %lu %lu\n", acc, fz_state);
	acc = drive1(mode, n, acc);
	printf("drive1 %lu %lu\n", acc, fz_state);
	acc = drive2(mode, n / 2, acc);
	printf("drive2 %lu %lu\n", acc, fz_state);
	return 0;
}
