/* A callee that loops, scan (64 iterations a call), called hot from run, a
 * larger function with a loop of its own: inlining scan saves one call an
 * entry, a small part of the call's time. */
#include <stdio.h>
#include <stdlib.h>

#define N 4096
unsigned buf[N];

unsigned long scan(unsigned from)
{
	unsigned long s = 0;

	for (unsigned i = 0; i < 64; i++) {
		unsigned v = buf[(from + i) & (N - 1)];
		if (v & 1)
			s += v * (i | 1);
		else if (v & 2)
			s ^= (unsigned long)v << (i & 15);
		else if (v & 4)
			s -= v >> 3;
		else
			s = s * 33 + v;
		if ((s & 0xff) == 0x7f)
			s += buf[(s >> 8) & (N - 1)];
	}
	return s;
}

__attribute__((noinline)) unsigned long run(long n)
{
	unsigned long h = 1, acc = 0;

	for (long i = 0; i < n; i++) {
		h = h * 6364136223846793005UL + 1442695040888963407UL;
		unsigned k = (unsigned)(h >> 40);
		if ((k & 3) == 0)
			acc += scan(k);
		else if ((k & 3) == 1)
			acc ^= (acc << 7) + k;
		else if ((k & 3) == 2)
			acc = acc * 31 + buf[k & (N - 1)];
		else if ((k & 12) == 0)
			acc -= k >> 3;
		else if ((k & 12) == 4)
			acc += (acc >> 11) ^ buf[(k >> 4) & (N - 1)];
		else if ((k & 12) == 8)
			acc = (acc << 3) - buf[(k >> 6) & (N - 1)] + k;
		else {
			acc ^= h >> 17;
			acc += buf[(acc >> 5) & (N - 1)] * 3;
			if (acc & 0x100)
				buf[(acc >> 9) & (N - 1)] ^= k;
		}
		buf[k & (N - 1)] += (unsigned)acc;
	}
	return acc ^ h;
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000000;

	for (int i = 0; i < N; i++)
		buf[i] = i * 2654435761u;
	printf("%016lx\n", run(n));
	return 0;
}
