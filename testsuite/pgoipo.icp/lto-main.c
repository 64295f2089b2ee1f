/* The unit with main of the lto-guards test (lto.exp): a hot indirect call
 * whose targets are all in lto-targets.c, another unit, picked 70/25/5 %:
 * t_scale, t_offset, then t_a, t_b and t_c.  A second argument changes the
 * table, so that GCC cannot fold pick(). */
#include <stdio.h>
#include <stdlib.h>
typedef long (*fn)(long);
fn pick(unsigned k);
void set_pick(unsigned k, unsigned from);
int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 100000, s = 0;
	if (argc > 2)	/* the table can change: GCC cannot fold pick() */
		set_pick(0, (unsigned)atoi(argv[2]));
	for (long i = 0; i < n; i++) {
		unsigned r = (unsigned)((i * 2654435761u + 3) % 100);
		s = pick(r < 70 ? 0 : r < 95 ? 1 : 2 + r % 3)(s) % 1000000007;
	}
	printf("%ld\n", s);
	return 0;
}
