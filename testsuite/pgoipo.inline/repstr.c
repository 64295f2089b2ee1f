/* repstr.c — untrained-rep-strings: memory copied and set with sizes not
 * known at compile time, in a function the training never enters.
 *
 * ./prog N copies N records of varying lengths through copy_trained (the
 * training run; sizes of a known range, which GCC's speed code copies
 * inline); ./prog N x also runs copy_untrained, which the training never
 * enters: its memcpy and memset have sizes of no known bound (a call in
 * GCC's speed code, rep movsb / rep stosb in its size code),
 * and it calls blend, a static inline function the training runs (from
 * copy_trained), too large for GCC's early inliner and inlined by its IPA
 * inliner into both. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char src[4096], dst[4096];
static size_t limit;	/* set at run time: the copies' sizes have no known bound */

static inline unsigned blend(unsigned h, const char *p, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		h = h * 31 + (unsigned char)p[i];
		if (h & 1)
			h ^= h >> 7;
		else
			h += (h << 3) ^ (unsigned)i;
		h = (h >> 11) | (h << 21);
	}
	if (h % 3 == 0)
		h = h * 2654435761u + (unsigned)n;
	else if (h % 5 == 1)
		h ^= (unsigned)n << 9;
	return h;
}

__attribute__((noinline)) static unsigned copy_trained(unsigned n)
{
	unsigned h = 0;
	for (unsigned i = 0; i < n; i++) {
		size_t len = 1 + (i * 7) % 200;
		memcpy(dst + (i % 64), src + (i % 97), len);
		h = blend(h, dst, 8);
	}
	return h;
}

__attribute__((noinline)) static unsigned copy_untrained(unsigned n)
{
	unsigned h = 0;
	for (unsigned i = 0; i < n; i++) {
		size_t len = 3 + (i * 13) % limit;
		memcpy(dst + (i % 32), src + (i % 101), len);
		memset(dst + 300 + (i % 16), (int)i, len / 2);
		h = blend(h, dst + 300, 8) ^ (unsigned)len;
	}
	return h;
}

int main(int argc, char **argv)
{
	unsigned n = argc > 1 ? (unsigned)atoi(argv[1]) : 0;
	unsigned s;

	limit = 247 + (size_t)argc;

	for (unsigned i = 0; i < sizeof src; i++)
		src[i] = (char)(i * 2654435761u >> 24);
	s = copy_trained(n);
	if (argc > 2)
		s += copy_untrained(n);
	printf("%u\n", s);
	return 0;
}
