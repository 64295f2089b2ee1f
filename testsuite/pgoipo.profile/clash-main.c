/* Calls both functions of colliding profile ids (clash-a.c, clash-b.c)
 * through one pointer. */
#include <stdio.h>

int cb_ehkpcmfxq(int x);
int cb_rshih(int x);

int main(void)
{
	int (*volatile f)(int) = cb_ehkpcmfxq;
	long sum = 0;

	for (int i = 0; i < 1000; i++) {
		f = i % 10 ? cb_ehkpcmfxq : cb_rshih;
		sum += f(i);
	}
	printf("%ld\n", sum);
	return 0;
}
