/* The program's own functions that plt.c calls (plt.exp). */
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
