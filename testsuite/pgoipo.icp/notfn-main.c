/* A unit with a global variable named like a function of another unit: a
 * stale or colliding index may name the variable as an indirect-call target
 * (test pgoipo.icp/stale.exp, not-a-function). */
#include <stdio.h>
#include <stdlib.h>

int counter = 7;

typedef int (*fn)(int);
extern fn pick(int i);

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 1000;
	long s = 0;

	for (int i = 0; i < n; i++)
		s += pick(i)(i);
	printf("%ld %d\n", s, counter);
	return 0;
}
