/* See twin-a.c. */
volatile int sink_b;

__attribute__((noinline, noclone)) static int helper(int x)
{
	return x * 3 + sink_b;
}

int (*b_helper(void))(int)
{
	return helper;
}

__attribute__((noinline, noclone)) int run_b(int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)
		s += helper(i);
	return s;
}

asm(".pushsection .pgoipo.cgprofile,\"e\",@progbits\n"
    ".ascii \"pgoipo-cgprofile 1\\n\"\n"
    ".ascii \"unit twin-b.c\\n\"\n"
    ".ascii \"func b_helper 1\\n\"\n"
    ".ascii \"func helper 550\\n\"\n"
    ".ascii \"func run_b 1\\n\"\n"
    ".ascii \"def 777 helper\\n\"\n"
    ".ascii \"edge run_b helper 500\\n\"\n"
    ".popsection");
