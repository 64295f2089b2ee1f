/* See worked-a.c.  The icall record names a target id no input defines
 * (a library function, say): it is dropped and counted. */

int syntax_error(int);

__attribute__((noinline, noclone)) int lex(int x)
{
	if (x == 7 || x == 8)
		return syntax_error(x);
	return x & 3;
}

__attribute__((noinline, noclone)) int parse(int x)
{
	int s = 0;

	for (int i = 0; i < 9; i++)
		s += lex(x * 9 + i);
	return s;
}

asm(".pushsection .pgoipo.cgprofile,\"e\",@progbits\n"
    ".ascii \"pgoipo-cgprofile 1\\n\"\n"
    ".ascii \"unit worked-b.c\\n\"\n"
    ".ascii \"func lex 900\\n\"\n"
    ".ascii \"func parse 100\\n\"\n"
    ".ascii \"edge lex syntax_error 2\\n\"\n"
    ".ascii \"edge parse lex 900\\n\"\n"
    ".ascii \"icall parse 99 1\\n\"\n"
    ".popsection");
