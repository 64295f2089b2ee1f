/* Unit a of unchecked.exp's inflated test: linked first, so its copy of
 * mid_item is the out-of-line one that ran. */
#include <cstdio>
#include <cstdlib>
#include "inflated.h"

volatile int sink;
long (*volatile mid_a)(long) = mid_item<long>;

void note(int x)
{
	sink = x;
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 1000;
	long s = run_p(n) + run_q(2 * n);
	printf("%ld\n", s);
	return 0;
}
