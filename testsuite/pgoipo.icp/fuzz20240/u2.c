/* gen-icp 20240, unit 2 */
#include "fz.h"


__attribute__((noinline)) unsigned long fz_apply2(fn1 f, unsigned long x)
{
	return f(x ^ 5UL) - 1UL;
}

unsigned long drive2(int mode, unsigned long n, unsigned long acc)
{
	for (unsigned long i = 0; i < n; i++) {
		acc = acc * 1099511628211UL ^ t2[fz_pick(mode, i * 1301UL + 328UL, 4)](acc, i);
		acc = acc * 1099511628211UL ^ t1[fz_pick(mode, i * 379UL + 286UL, 5)](acc, i);
	}
	return acc;
}

