/* Hot and cold call sites: Algorithm 20.10.5's inlining policy at work.
 *
 *   ./hotcold N        mixes N blocks of eight words and prints a checksum;
 *                      a block whose first word is 0xbad (never, for any N)
 *                      is reported on stderr.
 *
 * mix_block()      about 100 instructions, called in the hot loop and once
 *                  at the end: GCC's PGO inliner leaves the hot call (its
 *                  growth is over max-inline-insns-auto); pgoipo inlines it
 *                  (a hot site of cost < 3000) and keeps the cold call out of
 *                  line (cost >= 45).
 * report_block()   static, called once, on the error path that never runs:
 *                  GCC inlines it (a function called once costs nothing to
 *                  inline); pgoipo keeps it out of line (a cold site of cost
 *                  >= 45), so main's hot loop stays small.
 * trace_block()    hot, but noinline: nobody inlines it.
 */
#include <stdio.h>
#include <stdlib.h>

#define ROTL(x, r) (((x) << (r)) | ((x) >> (64 - (r))))

unsigned long mix_block(const unsigned long *w, unsigned long h)
{
	unsigned long a = h ^ w[0], b = h + w[1], c = h * 31 + w[2], d = h - w[3];

	a += b; d ^= a; d = ROTL(d, 13); c += d; b ^= c; b = ROTL(b, 7);
	a += b; d ^= a; d = ROTL(d, 29); c += d; b ^= c; b = ROTL(b, 11);
	a ^= w[4] * 0x9e3779b97f4a7c15UL; b ^= w[5] * 0xc2b2ae3d27d4eb4fUL;
	c ^= w[6] * 0x165667b19e3779f9UL; d ^= w[7] * 0x27d4eb2f165667c5UL;
	a += b; d ^= a; d = ROTL(d, 17); c += d; b ^= c; b = ROTL(b, 23);
	a += b; d ^= a; d = ROTL(d, 31); c += d; b ^= c; b = ROTL(b, 19);
	a ^= w[0] >> 3; b ^= w[1] >> 5; c ^= w[2] >> 7; d ^= w[3] >> 11;
	a += b; d ^= a; d = ROTL(d, 37); c += d; b ^= c; b = ROTL(b, 41);
	a += b; d ^= a; d = ROTL(d, 43); c += d; b ^= c; b = ROTL(b, 47);
	a ^= w[4] >> 13; b ^= w[5] >> 17; c ^= w[6] >> 19; d ^= w[7] >> 23;
	a += b; d ^= a; d = ROTL(d, 53); c += d; b ^= c; b = ROTL(b, 59);
	return a ^ b ^ c ^ d;
}

static unsigned long reported;

static void report_block(long i, const unsigned long *w, unsigned long h)
{
	fprintf(stderr, "hotcold: bad block %ld (hash so far %016lx):\n", i, h);
	for (int k = 0; k < 8; k++)
		fprintf(stderr, "  w[%d] = %016lx%s\n", k, w[k], w[k] == 0xbad ? " <- marker" : "");
	if (++reported > 10) {
		fprintf(stderr, "hotcold: too many bad blocks, giving up\n");
		exit(2);
	}
}

__attribute__((noinline)) unsigned long trace_block(unsigned long h, long i)
{
	return h ^ (unsigned long)i;
}

volatile unsigned long sink;

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000000;
	unsigned long w[8] = { 1, 2, 3, 4, 5, 6, 7, 8 }, h = 0;

	for (long i = 0; i < n; i++) {
		w[i & 7] += (unsigned long)i | 0x1000;
		if (w[0] == 0xbad)
			report_block(i, w, h);
		h = mix_block(w, h);
		sink = trace_block(h, i);
	}
	/* Once more over the final block: a cold site of the same function,
	 * which stays a call (and makes mix_block a function with two callers,
	 * also under -flto). */
	h = mix_block(w, h ^ (unsigned long)n);
	printf("%016lx\n", h);
	return 0;
}
