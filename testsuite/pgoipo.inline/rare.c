/* A small hot function, take, that hands out numbers from a pool and, once
 * in 512 calls, refills the pool through refill, a function several times
 * take's size: the site is hot by the program's threshold (3,906 calls,
 * above the counts of spread's 1,024 cases) but runs on 0.4 % of take's
 * entries.  Inlined, refill's registers and
 * frame would be saved and restored on every call of take. */
#include <stdio.h>
#include <stdlib.h>

#define POOL 256

unsigned long pool[POOL];
int avail, size = POOL;
unsigned long seed = 1;

unsigned long refill(unsigned long x)
{
	unsigned long s0 = x | 1, s1 = x * 0x2545f4914f6cdd1dUL + 1, w = 0;

	for (int i = 0; i < size; i++) {
		/* xorshift128+, then a murmur-style finish of the sum */
		unsigned long t = s0, u = s1;
		s0 = u;
		t ^= t << 23; t ^= t >> 17; t ^= u ^ (u >> 26);
		s1 = t;
		unsigned long v = s0 + s1;
		v ^= v >> 33; v *= 0xff51afd7ed558ccdUL;
		v ^= v >> 33; v *= 0xc4ceb9fe1a85ec53UL;
		v ^= v >> 33;
		w += v >> 7 | v << 57;
		w = w * 6364136223846793005UL + 1442695040888963407UL;
		w ^= w >> 29 ^ (v << 11);
		pool[i] = v ^ (w >> 3) ^ (w << 5);
	}
	avail = size;
	return s0 ^ s1 ^ w;
}

__attribute__((noinline)) unsigned long take(void)
{
	if (avail == 0)
		seed = refill(seed);
	return pool[--avail];
}

/* A thousand blocks of about a thousand runs each: the profile's tail,
 * which brings the hot threshold down to where refill's call counts. */
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
	unsigned long h = 0;

	if (argc > 2 && atoi(argv[2]) > 0 && atoi(argv[2]) <= POOL)
		size = atoi(argv[2]);

	for (long i = 0; i < n; i++) {
		h ^= take() + (unsigned long)i;
		spread(i);
	}
	printf("%016lx\n", h);
	return 0;
}
