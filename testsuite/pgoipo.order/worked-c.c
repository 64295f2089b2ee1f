/* See worked-a.c. */
__attribute__((noinline, noclone)) int syntax_error(int x)
{
	return -x;
}

asm(".pushsection .pgoipo.cgprofile,\"e\",@progbits\n"
    ".ascii \"pgoipo-cgprofile 1\\n\"\n"
    ".ascii \"unit worked-c.c\\n\"\n"
    ".ascii \"func syntax_error 3\\n\"\n"
    ".popsection");
