/* Sites of calls GCC makes without a source location (split.exp): ipa-split
 * moves the rarely taken tail of check into check.part.0 and calls it with
 * no location.  The dumps place such a call at the call of the inlined copy
 * of check that holds it (main's two calls), or at check's definition. */
#include <stdio.h>

volatile int sink;
int table[64];

static int check(int x, int y)
{
	if (__builtin_expect(x != y, 1))
		return x < y;
	for (int i = 0; i < 64; i++) {
		table[i] += x * i + sink;
		if (table[i] > 1000)
			table[i] -= y;
		sink += table[i] ^ i;
	}
	for (int i = 63; i > 0; i--)
		table[i - 1] += table[i] / 3 + sink;
	return table[x & 63] > table[y & 63];
}

int main(void)
{
	int s = 0;

	for (int i = 0; i < 100000; i++)
		s += check(i & 255, (i * 7) & 255);
	for (int i = 0; i < 100; i++)
		s += check(i, i);
	printf("%d\n", s);
	return 0;
}
