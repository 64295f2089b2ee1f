/* See clone-a.cc. */
#include "cxx.h"

extern "C" __attribute__((noinline)) int run_b(int n)
{
	Big g{};
	int s = 0;

	for (int i = 0; i < n; i++) {
		g.a[5] = i - sink;
		s += get(g, i);
	}
	return s;
}

asm(".pushsection .pgoipo.cgprofile,\"e\",@progbits\n"
    ".ascii \"pgoipo-cgprofile 1\\n\"\n"
    ".ascii \"unit clone-b.cc\\n\"\n"
    ".ascii \"func _Z3getRK3Bigi.isra.0 5000\\n\"\n"
    ".ascii \"func run_b 1\\n\"\n"
    ".ascii \"edge run_b _Z3getRK3Bigi.isra.0 5000\\n\"\n"
    ".popsection");
