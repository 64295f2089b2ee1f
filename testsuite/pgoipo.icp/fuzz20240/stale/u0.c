/* gen-icp 20240, unit 0 */
#include "fz.h"


__attribute__((noinline)) unsigned long f0(unsigned long a)
{
	unsigned long r = (a >> 2);
	return r;
}

unsigned long f1(unsigned long a, unsigned long b)
{
	unsigned long r = (((a ^ a) * (56446UL * b)) + ((92735UL - 2885UL) - b));
	for (unsigned long k = 0; k < (a & 3UL); k++)
		r = r * 31UL + k;
	if (r & 1UL)
		r ^= f0(r >> 3);
	return r;
}

__attribute__((noinline)) unsigned long f2(unsigned long a)
{
	unsigned long r = (a >> 1);
	return r;
}

unsigned long f3_v2(unsigned long a, unsigned long b)
{
	unsigned long r = (((a ^ b) & (93564UL * a)) ^ a);
	for (unsigned long k = 0; k < (a & 3UL); k++)
		r = r * 31UL + k;
	if (r & 1UL)
		r ^= f1(r >> 3, a);
	return r;
}

unsigned long f4(unsigned long a)
{
	unsigned long r = ((((391UL + a)) >> 34) + (((10615UL + (a >> 3))) >> 9));
	if (r & 1UL)
		r ^= f3_v2(r >> 3, a);
	return r;
}

static unsigned long f5(unsigned long a, unsigned long b)
{
	unsigned long r = (((b * b) - a) & (48240UL & (8965UL | 62774UL)));
	for (unsigned long k = 0; k < (a & 3UL); k++)
		r = r * 31UL + k;
	fz_state += r & 7UL;
	if (r & 1UL)
		r ^= f2(r >> 3);
	return r;
}
fn2 get_f5(void) { return f5; }

unsigned long f6(unsigned long a, unsigned long b)
{
	unsigned long r = 63425UL;
	fz_state += r & 7UL;
	if (r & 1UL)
		r ^= f1(r >> 3, a);
	return r;
}

fn2 t2[4];
void init_t2(void)
{
	t2[0] = f5;
	t2[1] = f3_v2;
	t2[2] = f6;
	t2[3] = f3_v2;
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
			acc = acc * 1099511628211UL ^ t1[fz_pick(mode, i * 1117UL + 170UL, 5)](acc, i);
		acc = acc * 1099511628211UL ^ t2[fz_pick(mode, i * 1367UL + 144UL, 4)](acc, i);
		for (unsigned long j = 0; j < (i & 3UL) + 1; j++)
			acc = acc * 1099511628211UL ^ t2[fz_pick(mode, i * 205UL + 289UL, 4)](acc, i);
	}
	printf("phase 0 %lu %lu\n", acc, fz_state);
	for (unsigned long i = 0; i < n; i++) {
		{
			struct fz_op op = { t0[fz_pick(mode, i * 201UL + 500UL, 4)], 30 };
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
