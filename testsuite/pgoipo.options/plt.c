/* skip-plt (plt.exp): functions of other modules called through the GOT.
 * run N WORD: N rounds of strtoul (libc), helper and hidden_helper (plt-lib.c)
 * and weak_helper (declared weak, defined in plt-lib.c); getenv only when
 * N is over a million, which the training never is. */
#include <stdio.h>
#include <stdlib.h>

extern unsigned helper(unsigned);
extern unsigned hidden_helper(unsigned) __attribute__((visibility("hidden")));
extern unsigned weak_helper(unsigned) __attribute__((weak));

static unsigned __attribute__((noinline)) run(unsigned long n, const char *word)
{
	unsigned s = 0;

	for (unsigned long i = 0; i < n; i++) {
		s += (unsigned)strtoul(word, NULL, 10) + helper((unsigned)i);
		s += hidden_helper((unsigned)i);
		if (weak_helper)
			s += weak_helper((unsigned)i);
	}
	if (n > 1000000) {
		const char *e = getenv("PLT_NEVER");
		s += e ? (unsigned)strtoul(e, NULL, 10) : 1;
	}
	return s;
}

int main(int argc, char **argv)
{
	unsigned long n = argc > 1 ? strtoul(argv[1], NULL, 10) : 10;

	printf("%u\n", run(n, argc > 2 ? argv[2] : "7"));
	return 0;
}
