/* lean-size.c: rare () runs only when the program is given a second
 * argument, which the training run is not; its loop of three iterations is
 * one GCC unrolls completely without growing the code. */
#include <stdio.h>
#include <stdlib.h>

int table[3];

__attribute__((noinline)) int rare(int x)
{
	int s = 0;
	for (int i = 0; i < 3; i++)
		s += table[i] * x;
	return s;
}

__attribute__((noinline)) int work(int n)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		s += i % 7;
	return s;
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 10;
	int s = work(n);
	if (argc > 2)
		s += rare(atoi(argv[2]));
	printf("%d\n", s);
	return 0;
}
