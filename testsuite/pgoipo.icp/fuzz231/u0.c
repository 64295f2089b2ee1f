/* gen-icp 231, unit 0 */
#include "fz.h"

unsigned long f0(unsigned long a);
unsigned long f4(unsigned long a, unsigned long b);
unsigned long f2(unsigned long a);

unsigned long f1(unsigned long a, unsigned long b)
{
	unsigned long r = (((a + a) - (89511UL & 53464UL)) * ((b - a) + 71623UL));
	for (unsigned long k = 0; k < (a & 3UL); k++)
		r = r * 31UL + k;
	fz_state += r & 7UL;
	if (r & 1UL)
		r ^= f0(r >> 3);
	return r;
}

unsigned long f6(unsigned long a)
{
	unsigned long r = (56531UL * 51018UL);
	if (r & 1UL)
		r ^= f4(r >> 3, a);
	return r;
}

unsigned long f7(unsigned long a)
{
	unsigned long r = (55737UL ^ a);
	if (r & 1UL)
		r ^= f2(r >> 3);
	return r;
}

unsigned long f9(unsigned long a, unsigned long b)
{
	unsigned long r = a;
	return r;
}

__attribute__((noinline)) unsigned long f10(unsigned long a, unsigned long b)
{
	unsigned long r = ((((b) >> 11) * (47676UL + a)) * a);
	return r;
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
	for (unsigned long i = 0; i < n; i++) {
		acc = (acc << 7 | acc >> 57) + fz_apply1(t0[fz_pick(mode, i * 1499UL + 927UL, 8)], acc + i);
		acc = (acc << 7 | acc >> 57) + fz_apply2(t0[fz_pick(mode, i * 1881UL + 157UL, 8)], acc + i);
		{
			struct fz_op op = { t0[fz_pick(mode, i * 923UL + 928UL, 8)], 27 };
			acc = acc * 31UL + op.fn(acc ^ op.k);
		}
	}
	printf("phase 0 %lu %lu\n", acc, fz_state);
	for (unsigned long i = 0; i < n; i++) {
		acc = (acc << 7 | acc >> 57) + fz_apply2(t0[fz_pick(mode, i * 1151UL + 839UL, 8)], acc + i);
		{
			struct fz_op op = { t0[fz_pick(mode, i * 1379UL + 45UL, 8)], 23 };
			acc = acc * 31UL + op.fn(acc ^ op.k);
		}
	}
	printf("phase 1 %lu %lu\n", acc, fz_state);
	for (unsigned long i = 0; i < n; i++) {
		{
			struct fz_op op = { t0[fz_pick(mode, i * 41UL + 596UL, 8)], 14 };
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
