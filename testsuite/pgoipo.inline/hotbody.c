/* A compressor's shape (gzip's deflate and deflate_fast): compress, called
 * once a run, hands level 1 to fast, a static function called from there
 * alone whose loop is the run's hot code, and runs its own loop, lazy, for
 * the other levels, which the training (level 1) never runs.  The site
 * compress -> fast runs once: cold by its count, while fast's body is hot
 * and goes away with the call when inlined. */
#include <stdio.h>
#include <stdlib.h>

#define N 4096
unsigned char buf[N];

static unsigned long fast(long n)
{
	unsigned long h = 0;

	for (long i = 0; i < n; i++) {
		h = h * 31 + buf[i & (N - 1)];
		if (h & 0x100000)
			h ^= (unsigned long)i << 3;
		if ((h & 0xff) == 0x5a)
			h += buf[(i >> 3) & (N - 1)] * 0x2545f4914f6cdd1dUL;
		h ^= h >> 29;
	}
	return h;
}

__attribute__((noinline)) unsigned long compress(long n, int level)
{
	if (level <= 3)
		return fast(n);
	unsigned long h = 7, prev = 0;
	for (long i = 0; i < n; i++) {
		unsigned long c = buf[i & (N - 1)];
		if (c > prev)
			h = (h ^ c) * 0x9e3779b97f4a7c15UL;
		else
			h += c << (i & 7);
		prev = c;
	}
	return h;
}

/* Many blocks of a few hundred runs each: the profile's tail, which keeps
 * a count of 1 cold. */
volatile unsigned long sink;
#define C(k) case k: sink += (k) * 7919UL; break;
#define C4(k) C(k) C(k + 1) C(k + 2) C(k + 3)
#define C16(k) C4(k) C4(k + 4) C4(k + 8) C4(k + 12)
#define C64(k) C16(k) C16(k + 16) C16(k + 32) C16(k + 48)
#define C256(k) C64(k) C64(k + 64) C64(k + 128) C64(k + 192)

__attribute__((noinline)) void spread(long i)
{
	switch (i & 1023) {
	C256(0) C256(256) C256(512) C256(768)
	}
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000000;
	int level = argc > 2 ? atoi(argv[2]) : 1;

	for (int i = 0; i < N; i++)
		buf[i] = (unsigned char)(i * 2654435761u >> 13);
	for (long i = 0; i < 300000; i++)
		spread(i);
	printf("%016lx\n", compress(n, level));
	return 0;
}
