/* A short neutral loop (lean-short.exp): carry's loop carries the program;
 * find's, a search for a clause's next watch as in MiniSat's propagate,
 * runs its header twice per entry (once or three times) on 4000 entries:
 * neutral.  -fprofile-use
 * (-fpeel-loops) peels it by its few iterations; lean forbids that.
 * walk's loop runs as often, but follows a chain to what it looks for, as
 * Lua's hash-chain walk does: no exit tests an induction variable.
 * seldom's loop is find's, but seldom is called five times as often as
 * the loop is entered: the loop lies off its function's common path. */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) long carry(const int *a, long n)
{
	long s = 0;
	for (long i = 0; i < n; i++)
		s += a[i] * (i | 1);
	return s;
}

__attribute__((noinline)) int find(const int *c, int n, int key)
{
	int k;
	for (k = 2; k < n; k++)
		if (c[k] != key)
			break;
	return k;
}

__attribute__((noinline)) int walk(const int *next, int i, int key)
{
	while (next[i] != key)
		i = next[i];
	return i;
}

__attribute__((noinline)) int seldom(const int *c, int n, int key, int r)
{
	int k;
	if (r % 5)
		return 0;
	for (k = 2; k < n; k++)
		if (c[k] != key)
			break;
	return k;
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 1000, m = argc > 2 ? atoi(argv[2]) : 8;
	int a[1000], c[8] = { 0, 0, 7, 7, 3, 1, 2, 5 }, nx[8] = { 1, 2, 3, 4, 5, 6, 7, 0 };
	long s = 0;
	if (n > 1000)
		n = 1000;
	if (m > 8)
		m = 8;
	for (int i = 0; i < 1000; i++)
		a[i] = i;
	for (int r = 0; r < 20000; r++) {
		s += carry(a, n);
		s += seldom(c, m, r % 2 ? 7 : 9, r);
		/* key 7 on every other call: header 3 times, else once */
		if (r % 5 == 0) {
			s += find(c, m, r % 2 ? 7 : 9);
			/* from 0: header 3 times, from 2: once */
			s += walk(nx, r % 2 ? 0 : 2, 3);
		}
	}
	printf("%ld\n", s);
	return 0;
}
