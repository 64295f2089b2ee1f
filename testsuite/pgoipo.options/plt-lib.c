/* The program's own functions that plt.c calls (plt.exp), and parse_hex,
 * which nothing calls: a call of strtoul the training never ran. */
#include <stdlib.h>

unsigned long parse_hex(const char *p)
{
	return strtoul(p, NULL, 16);
}

unsigned helper(unsigned x)
{
	return x & 7;
}

__attribute__((visibility("hidden"))) unsigned hidden_helper(unsigned x)
{
	return x >> 3;
}

unsigned weak_helper(unsigned x)
{
	return x ^ 5;
}
