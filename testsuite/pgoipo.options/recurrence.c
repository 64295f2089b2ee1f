/* Loops for recurrence.exp.  hash4's four lanes are XXH32's: each comes
 * back to its header PHI through two multiplications, and GCC's SLP puts
 * them into one vector.  poly's one lane has a multiplication too (nothing
 * for SLP to group); sums's four lanes recur through additions only, and
 * scale's floating-point lanes through multiplications: none of these is a
 * recurrence pgoipo-recurrence keeps scalar. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define P1 2654435761U
#define P2 2246822519U

static unsigned rotl(unsigned x, int r)
{
	return (x << r) | (x >> (32 - r));
}

static unsigned round32(unsigned acc, unsigned in)
{
	acc += in * P2;
	acc = rotl(acc, 13);
	return acc * P1;
}

__attribute__((noinline)) unsigned hash4(const unsigned char *p, size_t len, unsigned *state)
{
	unsigned v1 = state[0], v2 = state[1], v3 = state[2], v4 = state[3];
	const unsigned char *end = p + len;
	unsigned w[4];

	while (p + 16 <= end) {
		memcpy(w, p, 16);
		v1 = round32(v1, w[0]);
		v2 = round32(v2, w[1]);
		v3 = round32(v3, w[2]);
		v4 = round32(v4, w[3]);
		p += 16;
	}
	state[0] = v1;
	state[1] = v2;
	state[2] = v3;
	state[3] = v4;
	return rotl(v1, 1) + rotl(v2, 7) + rotl(v3, 12) + rotl(v4, 18);
}

__attribute__((noinline)) unsigned poly(const unsigned char *p, size_t len)
{
	unsigned h = 5381;
	for (size_t i = 0; i < len; i++)
		h = h * 33 + p[i];
	return h;
}

__attribute__((noinline)) unsigned sums(const unsigned *p, size_t n, unsigned *state)
{
	unsigned s1 = state[0], s2 = state[1], s3 = state[2], s4 = state[3];
	for (size_t i = 0; i + 4 <= n; i += 4) {
		s1 += p[i];
		s2 += p[i + 1];
		s3 += p[i + 2];
		s4 += p[i + 3];
	}
	state[0] = s1;
	state[1] = s2;
	state[2] = s3;
	state[3] = s4;
	return s1 ^ s2 ^ s3 ^ s4;
}

__attribute__((noinline)) double scale(const double *p, size_t n, double *state)
{
	double a = state[0], b = state[1];
	for (size_t i = 0; i + 2 <= n; i += 2) {
		a = a * 0.5 + p[i];
		b = b * 0.5 + p[i + 1];
	}
	state[0] = a;
	state[1] = b;
	return a + b;
}

int main(int argc, char **argv)
{
	size_t len = argc > 1 ? (size_t)atol(argv[1]) : 4096;
	unsigned char *buf = malloc(len + 16);
	unsigned state[4] = { 1, 2, 3, 4 }, acc = 0;
	double d[64], ds[2] = { 0, 0 };

	for (size_t i = 0; i < len + 16; i++)
		buf[i] = (unsigned char)(i * 7 + 3);
	for (int i = 0; i < 64; i++)
		d[i] = i / 8.0;
	for (int r = 0; r < 200; r++) {
		acc ^= hash4(buf, len, state);
		acc += poly(buf, len);
		acc ^= sums((const unsigned *)(const void *)buf, len / 4, state);
		scale(d, 64, ds);
	}
	printf("%u %.3f\n", acc, ds[0] + ds[1]);
	free(buf);
	return 0;
}
