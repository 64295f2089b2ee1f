/* otherunit-main.c — the hot caller of count2, fourteen callers the
 * training never enters, and main (otherunit.h).  ./prog N K also runs
 * untrainedK, which calls the out-of-line count2 N times. */
#include <stdio.h>
#include <stdlib.h>
#include "otherunit.h"

static unsigned char buffer[SIZE + 64];
static const unsigned char *volatile base = buffer;

__attribute__((noinline)) static size_t fast(const unsigned char *data, unsigned n)
{
	size_t s = 0;
	for (unsigned i = 0; i < n; i++) {
		unsigned p = (i * 2654435761u) % (SIZE / 2);
		unsigned q = (i * 40503u) % (SIZE / 2);
		s += count2(data + p, data + q, data + SIZE, data + q + 64, data);
	}
	return s;
}

UNTRAINED(2) UNTRAINED(3) UNTRAINED(4) UNTRAINED(5) UNTRAINED(6) UNTRAINED(7)
UNTRAINED(8) UNTRAINED(9) UNTRAINED(10) UNTRAINED(11) UNTRAINED(12) UNTRAINED(13)
UNTRAINED(14) UNTRAINED(15)

static size_t (*const untrained[16])(const unsigned char *, unsigned) = {
	untrained0, untrained1, untrained2, untrained3, untrained4, untrained5,
	untrained6, untrained7, untrained8, untrained9, untrained10, untrained11,
	untrained12, untrained13, untrained14, untrained15,
};

int main(int argc, char **argv)
{
	unsigned n = argc > 1 ? (unsigned)atoi(argv[1]) : 0;
	size_t s = 0;

	for (unsigned i = 0; i < sizeof buffer; i++)
		buffer[i] = (unsigned char)("abcab"[(i * 7 + i / 13) % 5]);
	s += fast(base, n);
	if (argc > 2)
		s += untrained[atoi(argv[2]) & 15](base, n);
	printf("%zu\n", s);
	return 0;
}
