/* Unit a of unchecked.exp's comdat test: N calls of mix_item here, 3N in
 * unit b; linked first, so its copies of mix_item and step_item are the
 * ones that ran and count all 4N calls. */
#include <cstdio>
#include <cstdlib>
#include "comdat.h"

volatile int sink;

void note(int x)
{
	sink = x;
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 1000;
	long s = 0;
	for (int i = 0; i < n; i++)
		s += mix_item<long>(i);	/* site a */
	s += run_b(3 * n);
	printf("%ld\n", s);
	return 0;
}
