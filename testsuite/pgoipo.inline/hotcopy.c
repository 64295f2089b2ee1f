/* leave-hot-copy: checksum, a small external function whose loop carries
 * the training run (./prog 0 N: encode), is inlined by GCC into decode,
 * which the training never enters.  guess-untrained gives decode GCC's
 * estimate, so the copy's loop has no count, and lean would mark it lean
 * (no unrolling), where checksum's own body keeps GCC's unrolling. */
#include <stdio.h>
#include <stdlib.h>

unsigned long table[256];
unsigned long crc = ~0ul;

unsigned long checksum(const unsigned char *s, unsigned n)
{
	unsigned long c = crc;

	while (n--)
		c = table[(c ^ *s++) & 0xff] ^ (c >> 8);
	crc = c;
	return c;
}

static unsigned char buf[4096];

unsigned long encode(int rounds)
{
	unsigned long t = 0;

	for (int r = 0; r < rounds; r++) {
		buf[(r * 37) & 4095] = (unsigned char)r;
		t += checksum(buf, sizeof buf);
	}
	return t;
}

unsigned long decode(int rounds)
{
	unsigned long t = 0;

	for (int r = 0; r < rounds; r++) {
		buf[(r * 11) & 4095] ^= (unsigned char)(r >> 3);
		t ^= checksum(buf + (r & 15), 2048) + (unsigned long)r;
	}
	return t;
}

int main(int argc, char **argv)
{
	int mode = argc > 1 ? atoi(argv[1]) : 0;
	int rounds = argc > 2 ? atoi(argv[2]) : 100;

	for (unsigned i = 0; i < 256; i++) {
		unsigned long c = i;
		for (int k = 0; k < 8; k++)
			c = c & 1 ? 0xedb88320ul ^ (c >> 1) : c >> 1;
		table[i] = c;
	}
	printf("%lx\n", mode ? decode(rounds) : encode(rounds));
	return 0;
}
