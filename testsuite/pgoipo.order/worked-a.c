/* The seed's worked example ("Post-link optimization", Algorithm 20.10.6) as
 * a program in three units: main and eval here, parse and lex in worked-b.c,
 * syntax_error (the seed's "error"; glibc exports error(), which would make
 * lld warn about ordering a shared symbol) in worked-c.c, so that the input
 * order numbers lex before it and the last merge of the algorithm
 * (lex-syntax_error) keeps the seed's direction.  The calls happen as often as
 * the call graph says; the .pgoipo.cgprofile section is written by hand the
 * way the plugin writes it:
 *   w(parse,lex) = 900, w(main,eval) = 300, w(main,parse) = 100,
 *   w(lex,syntax_error) = 2, w(eval,syntax_error) = 1.
 * setup (called once, left out of the hand-written section) and usage (cold,
 * never called) are not ordered.  Without the asm statement the sources are
 * the input of the end-to-end test with the plugin (order.exp, "plugin"). */
#include <stdio.h>

int parse(int);
int syntax_error(int);
volatile int sink;

__attribute__((noinline, noclone)) int eval(int x)
{
	return x == 150 ? syntax_error(x) : x * 3;
}

__attribute__((noinline, noclone)) void setup(void)
{
	sink = 0;
}

__attribute__((noinline, noclone, cold)) void usage(void)
{
	puts("usage: worked");
}

int main(int argc, char **argv)
{
	int s = 0;

	(void)argv;
	if (argc > 5)
		usage();
	setup();
	for (int i = 0; i < 300; i++)
		s += eval(i + sink);
	for (int i = 0; i < 100; i++)
		s += parse(i + sink);
	printf("%d\n", s);
	return 0;
}

asm(".pushsection .pgoipo.cgprofile,\"e\",@progbits\n"
    ".ascii \"pgoipo-cgprofile 1\\n\"\n"
    ".ascii \"unit worked-a.c\\n\"\n"
    ".ascii \"func eval 300\\n\"\n"
    ".ascii \"func main 1\\n\"\n"
    ".ascii \"edge eval syntax_error 1\\n\"\n"
    ".ascii \"edge main eval 300\\n\"\n"
    ".ascii \"edge main parse 100\\n\"\n"
    ".ascii \"edge main printf 1\\n\"\n"
    ".popsection");
