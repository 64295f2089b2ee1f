/* See clone.h. */
#include "clone.h"
#include <cstdio>

volatile int sink;
int (*volatile twice_ptr)(const Big &) = twice;

extern "C" __attribute__((noinline)) int run_a(int n)
{
	Big g{};
	int s = 0;

	for (int i = 0; i < n; i++) {
		g.a[3] = i + sink;
		s += twice(g);
	}
	return s;
}

int main()
{
	std::printf("%d\n", run_a(3000) + run_b(5000));
	return 0;
}

asm(".pushsection .pgoipo.cgprofile,\"e\",@progbits\n"
    ".ascii \"pgoipo-cgprofile 1\\n\"\n"
    ".ascii \"unit clone-a.cc\\n\"\n"
    ".ascii \"func _Z3getRK3Bigi.isra.0 3000\\n\"\n"
    ".ascii \"func _Z5twiceRK3Big 3000\\n\"\n"
    ".ascii \"func main 1\\n\"\n"
    ".ascii \"func run_a 1\\n\"\n"
    ".ascii \"edge _Z5twiceRK3Big _Z3getRK3Bigi.isra.0 3000\\n\"\n"
    ".ascii \"edge main run_a 1\\n\"\n"
    ".ascii \"edge main run_b 1\\n\"\n"
    ".ascii \"edge run_a _Z5twiceRK3Big 3000\\n\"\n"
    ".popsection");
