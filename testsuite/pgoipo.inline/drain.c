/* leave-drain: match, a static function with a loop, takes all its
 * training calls from run's fast loop; run's lazy loop, which the training
 * (./prog 0 N) never runs, calls it too (./prog 2 N runs both loops).  Forcing the fast site would take
 * all of match's counts into the copy and leave its out-of-line body, which
 * the lazy loop still calls, compiled as never run. */
#include <stdio.h>
#include <stdlib.h>

static unsigned char text[8192];
static int limit_fast = 32, limit_lazy = 64;

static int match(const unsigned char *p, const unsigned char *q, int max)
{
	int n = 0, score = 0;

	while (n < max && p[n] == q[n])
		n++;
	for (int i = 0; i < n; i += 3) {
		score += p[i] * 3 + (q[i] ^ (i & 15));
		if (score > 1000)
			score -= 997;
	}
	if (n >= 4) {
		int bonus = (p[n & 7] ^ q[n & 3]) & 3;
		n += bonus;
		if (n > max)
			n = max;
	}
	switch (score & 7) {
	case 1: n += p[1] == q[2]; break;
	case 3: n -= p[2] == q[1] && n > 0; break;
	case 5: n ^= (score >> 4) & 1; break;
	default: break;
	}
	if (n == max && p[0] == 'z')
		n--;
	return n;
}

static long run(int lazy, int rounds)
{
	long total = 0;
	int pos = 1;

	for (int r = 0; r < rounds; r++) {
		int a = (pos * 31) & 4095, b = (pos * 17 + r) & 4095;
		if (lazy) {
			int m1 = match(text + a, text + b, limit_lazy);
			int m2 = match(text + a + 1, text + b, limit_lazy);
			total += m1 > m2 ? m1 : m2 + 1;
		} else {
			total += match(text + a, text + b, limit_fast);
		}
		pos = pos * 1103515245 + 12345;
	}
	return total;
}

int main(int argc, char **argv)
{
	int lazy = argc > 1 ? atoi(argv[1]) : 0;
	int rounds = argc > 2 ? atoi(argv[2]) : 1000;

	if (argc > 3)
		limit_fast = limit_lazy = atoi(argv[3]);

	for (int i = 0; i < (int)sizeof text; i++)
		text[i] = "abcab"[(i * 7 + i / 13) % 5];
	/* 2: both loops (volatile: no clone of run per mode, which GCC 16's
	 * IPA-CP makes, keeping the original's counts as well) */
	volatile int fast = 0, slow = 1;
	printf("%ld\n", lazy == 2 ? run(fast, rounds) + run(slow, rounds) : run(lazy, rounds));
	return 0;
}
