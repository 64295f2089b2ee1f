/* unchecked.exp's recursive test: a recursive walk of a tree, which GCC's
 * inliner inlines into itself (recursive inlining, up to --param
 * max-inline-recursive-depth), as it does build and build.part.0, and
 * with walk the copies of visit inlined into it. */
#include <stdio.h>
#include <stdlib.h>

struct node {
	struct node *left, *right;
	int value;
};

volatile int sink;

void note(int x)
{
	sink = x;
}

static struct node *build(int depth, int *next)
{
	if (depth == 0)
		return NULL;
	struct node *n = malloc(sizeof *n);
	n->value = (*next)++;
	n->left = build(depth - 1, next);
	n->right = build(depth - 1, next);
	return n;
}

/* Inlined into walk before walk into itself: its copies nest too. */
static int visit(const struct node *n)
{
	int r = n->value;
	for (int k = 0; k < 3; k++) {
		if ((r >> k) & 1)
			note(r + k);
		r = r * 3 + k;
	}
	return r;
}

static long walk(const struct node *n)
{
	if (!n)
		return 0;
	return visit(n) + walk(n->left) + walk(n->right);
}

int main(int argc, char **argv)
{
	int depth = argc > 1 ? atoi(argv[1]) : 10, next = 0;
	struct node *root = build(depth, &next);
	long s = 0;
	for (int i = 0; i < 100; i++)
		s += walk(root);
	printf("%ld\n", s);
	return 0;
}
