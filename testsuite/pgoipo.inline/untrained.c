/* untrained.c — leave-untrained: a function the training run never enters.
 *
 * ./prog N mixes N words (the training run); ./prog N deep also runs
 * deep(), which the training run never enters: its call of helper (a static
 * function called once, which GCC inlines, never entered either) and its
 * loops have count 0; so has its call of shared, which the training runs
 * from main.  main's call of rare is a cold site of a function the training
 * does run. */
#include <stdio.h>
#include <stdlib.h>

static unsigned table[64];

static unsigned helper(unsigned x)
{
	unsigned h = x;
	for (int i = 0; i < 4; i++) {
		h = h * 2654435761u + table[(h >> 7) & 63];
		h ^= h >> 13;
		h += table[h & 63] * (unsigned)i;
	}
	if (h & 1)
		h = (h << 3) ^ table[(h >> 3) & 63];
	return h;
}

static unsigned shared(unsigned x)
{
	unsigned h = x;
	for (int i = 0; i < 3; i++) {
		h = h * 2246822519u + table[(h >> 9) & 63];
		h ^= h >> 15;
	}
	if (h & 4)
		h = (h >> 2) ^ table[(h >> 5) & 63];
	return h;
}

__attribute__((noinline)) static unsigned deep(unsigned n)
{
	unsigned h = 0;
	for (unsigned i = 0; i < n; i++)
		h += helper(i ^ h);
	return h + shared(h);
}

static unsigned rare(unsigned x)
{
	unsigned h = x;
	for (int i = 0; i < 8; i++) {
		h = h * 40503u + table[(h >> 5) & 63];
		h ^= h >> 11;
	}
	if (h & 2)
		h = (h << 5) ^ table[(h >> 9) & 63];
	return h;
}

int main(int argc, char **argv)
{
	unsigned n = argc > 1 ? (unsigned)atoi(argv[1]) : 0;
	unsigned s = 0;

	for (unsigned i = 0; i < 64; i++)
		table[i] = i * 2246822519u;
	for (unsigned i = 0; i < n; i++)
		s += table[i & 63] ^ (s >> 3);
	s += shared(s);
	if (argc > 2)
		s += deep(n);
	if (n == 12345)
		s += rare(s);
	printf("%u\n", s);
	return 0;
}
