/* A short neutral loop (lean-short.exp): carry's loop carries the program;
 * find's, a search for a clause's next watch as in MiniSat's propagate,
 * runs for each clause of a watch list, twice per call of find, and its
 * header 1.5 times per entry (once or twice): neutral.  -fprofile-use
 * (-fpeel-loops) peels it by its few iterations; lean forbids that.
 * once's loop is find's search run once per call of its function, as
 * SQLite's sqlite3_strnicmp runs its loop: lean keeps its mark.  fill's
 * loop runs as often as find's, but its one exit is its count (a bit
 * buffer's refill, as in gzip's inflate_codes): no search, lean.
 * walk's loop runs as often as find's, but follows a chain to what it
 * looks for, as Lua's hash-chain walk does: no exit tests an induction
 * variable.  seldom's loop is once's, but seldom is called five times as
 * often as the loop is entered: the loop lies off its function's common
 * path. */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) long carry(const int *a, long n)
{
	long s = 0;
	for (long i = 0; i < n; i++)
		s += a[i] * (i | 1);
	return s;
}

__attribute__((noinline)) int find(const int *c, int n, int key, int w)
{
	int s = 0;
	for (int j = 0; j < w; j++, c += 8) {
		int k;
		for (k = 2; k < n; k++)
			if (c[k] != key)
				break;
		s += k;
	}
	return s;
}

__attribute__((noinline)) int once(const int *c, int n, int key)
{
	int k;
	for (k = 2; k < n; k++)
		if (c[k] != key)
			break;
	return k;
}

__attribute__((noinline)) unsigned fill(const unsigned char *p, int need, int w)
{
	unsigned b = 0;
	for (int j = 0; j < w; j++) {
		int k = 0;
		while (k < need) {
			b |= (unsigned)*p++ << k;
			k += 8;
		}
		b ^= (unsigned)j;
	}
	return b;
}

__attribute__((noinline)) int walk(const int *next, int i, int key, int w)
{
	int s = 0;
	for (int j = 0; j < w; j++) {
		int p = i;
		while (next[p] != key)
			p = next[p];
		s += p;
	}
	return s;
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
	int w = argc > 3 ? atoi(argv[3]) : 2;
	int a[1000], c[16] = { 0, 0, 7, 3, 3, 1, 2, 5, 0, 0, 7, 3, 3, 1, 2, 5 };
	int nx[8] = { 1, 2, 3, 4, 5, 6, 7, 0 };
	unsigned char bytes[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
	long s = 0;
	if (n > 1000)
		n = 1000;
	if (m > 8)
		m = 8;
	if (w > 2)
		w = 2;
	for (int i = 0; i < 1000; i++)
		a[i] = i;
	for (int r = 0; r < 20000; r++) {
		s += carry(a, n);
		s += seldom(c, m, r % 2 ? 7 : 9, r);
		/* key 7 on every other call: header twice, else once */
		if (r % 5 == 0) {
			s += find(c, m, r % 2 ? 7 : 9, w);
			s += once(c, m, r % 2 ? 7 : 9);
			/* 1 bit: 1 byte, 0 bits: none */
			s += fill(bytes, r % 2, w);
			/* from 0: header 3 times, from 2: once */
			s += walk(nx, r % 2 ? 0 : 2, 3, w);
		}
	}
	printf("%ld\n", s);
	return 0;
}
