/* tracerprob.c — untrained-tracer-probability: the tracer in a function the
 * training run never enters.
 *
 * ./prog N builds a list of N nodes and sums it (the training run);
 * ./prog N walk also runs walk(), which the training never enters: its
 * branches keep GCC's estimates, one of them (v == k, GCC's opcode
 * heuristic) between GCC's tracer cutoffs for code without a measured
 * profile (50 %) and with one (80 %). */
#include <stdio.h>
#include <stdlib.h>

struct node {
	struct node *next;
	unsigned v;
};

__attribute__((noinline)) static unsigned walk(struct node *n, unsigned k)
{
	unsigned h = 0;
	while (n) {
		unsigned v = n->v;
		if (v == k)
			h += 7;
		else
			h ^= v;
		h = h * 31 + (v >> 3);
		if (h & 8)
			h += v;
		n = n->next;
	}
	return h;
}

int main(int argc, char **argv)
{
	unsigned n = argc > 1 ? (unsigned)atoi(argv[1]) : 10, h = 0;
	struct node *list = NULL;

	for (unsigned i = 0; i < n; i++) {
		struct node *x = malloc(sizeof *x);
		if (!x)
			return 1;
		x->v = i * 2654435761u;
		x->next = list;
		list = x;
	}
	if (argc > 2)
		h = walk(list, 12345);
	for (struct node *p = list; p; p = p->next)
		h += p->v >> 5;
	printf("%u\n", h);
	while (list) {
		struct node *next = list->next;
		free(list);
		list = next;
	}
	return 0;
}
