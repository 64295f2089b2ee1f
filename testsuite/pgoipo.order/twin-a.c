/* Two units with a static function of the same name (helper), calls between
 * them through a pointer (an "icall" record whose id a "def" record of
 * twin-b.c gives to its own static helper): checks that each unit's name
 * finds its own static, also after `ld -r` and in an archive.  The
 * .pgoipo.cgprofile section is written by hand as the plugin writes it. */
#include <stdio.h>

int run_b(int);
int (*b_helper(void))(int);
volatile int sink;

__attribute__((noinline, noclone)) static int helper(int x)
{
	return x * 2 + sink;
}

__attribute__((noinline, noclone)) int run_a(int n)
{
	int (*other)(int) = b_helper();
	int s = 0;

	for (int i = 0; i < n; i++)
		s += helper(i);
	for (int i = 0; i < n / 20; i++)
		s += other(i);
	return s;
}

int main(void)
{
	printf("%d\n", run_a(1000) + run_b(500));
	return 0;
}

asm(".pushsection .pgoipo.cgprofile,\"e\",@progbits\n"
    ".ascii \"pgoipo-cgprofile 1\\n\"\n"
    ".ascii \"unit twin-a.c\\n\"\n"
    ".ascii \"func helper 1000\\n\"\n"
    ".ascii \"func main 1\\n\"\n"
    ".ascii \"func run_a 1\\n\"\n"
    ".ascii \"edge main run_a 1\\n\"\n"
    ".ascii \"edge main run_b 1\\n\"\n"
    ".ascii \"edge run_a b_helper 1\\n\"\n"
    ".ascii \"edge run_a helper 1000\\n\"\n"
    ".ascii \"icall run_a 777 50\\n\"\n"
    ".popsection");
