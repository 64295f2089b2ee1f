/* A multi-target dispatcher: a bytecode loop that calls its operations
 * through a table of function pointers, like an interpreter's handlers.
 *
 *   ./dispatch MIX N     MIX = three    45% add, 35% mul, 20% xor
 *                              skewed   60% add, 25% mul, 10% xor, 5% others
 *                              uniform  eight operations, 12.5% each
 *
 * The indirect call site in run() sees the whole mix, so
 * its value profile is exactly the mix: the test of Algorithm 20.10.5's
 * promotion rule (three targets at 45/35/20 are all promoted by the default
 * thresholds; eight uniform targets none).  The site in finish() runs once. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef unsigned long (*op_fn)(unsigned long acc, unsigned long arg);

unsigned long op_add(unsigned long acc, unsigned long arg) { return acc + arg; }
unsigned long op_mul(unsigned long acc, unsigned long arg) { return acc * (arg | 1); }
unsigned long op_xor(unsigned long acc, unsigned long arg) { return acc ^ (arg << 7); }
unsigned long op_sub(unsigned long acc, unsigned long arg) { return acc - arg; }
unsigned long op_rot(unsigned long acc, unsigned long arg) { return (acc << (arg & 31)) | (acc >> (64 - (arg & 31) - 1)); }
unsigned long op_neg(unsigned long acc, unsigned long arg) { return ~acc + arg; }
unsigned long op_shr(unsigned long acc, unsigned long arg) { return acc >> (arg & 7) | arg; }
unsigned long op_mix(unsigned long acc, unsigned long arg) { return acc * 31 + arg * 17; }

static op_fn ops[8] = { op_add, op_mul, op_xor, op_sub, op_rot, op_neg, op_shr, op_mix };

enum mix { THREE, SKEWED, UNIFORM };

/* The program to interpret: opcode i of N, deterministic for each mix. */
static unsigned char opcode(enum mix mix, long i)
{
	long r = i % 20;

	switch (mix) {
	case THREE:
		return r < 9 ? 0 : r < 16 ? 1 : 2;
	case SKEWED:
		return r < 12 ? 0 : r < 17 ? 1 : r < 19 ? 2 : 3 + (i / 20) % 5;
	default:
		return i % 8;
	}
}

/* noinline, as finish: the loop the examples and tests look at stays a
 * function of its own, whichever GCC inlines a function called once (pgoipo's
 * leave-hot-body leaves this call to GCC, which would inline it into main) */
__attribute__((noinline)) static unsigned long run(const unsigned char *code, long n)
{
	unsigned long acc = 1;
	for (long i = 0; i < n; i++)
		acc = ops[code[i]](acc, (unsigned long)i);
	return acc;
}

/* A site that runs once: cold by any threshold, never worth a guard. */
__attribute__((noinline)) static unsigned long finish(const unsigned char *code, long n,
						      unsigned long acc)
{
	return n > 0 ? ops[code[n - 1]](acc, 1) : acc;
}

int main(int argc, char **argv)
{
	const char *mix = argc > 1 ? argv[1] : "three";
	long n = argc > 2 ? atol(argv[2]) : 1000000;
	unsigned char *code = malloc(n > 0 ? n : 1);
	enum mix m = !strcmp(mix, "three") ? THREE : !strcmp(mix, "skewed") ? SKEWED : UNIFORM;

	if (!code)
		return 1;
	for (long i = 0; i < n; i++)
		code[i] = opcode(m, i);
	printf("%s %ld %lu\n", mix, n, finish(code, n, run(code, n)));
	free(code);
	return 0;
}
