/* One local name, two functions, one section name (cxx.exp, "clone"):
 * get's IPA-SRA clone _Z3getRK3Bigi.isra.0 (cxx.h) is a LOCAL of each unit
 * that calls get: here inside twice's COMDAT group (twice, whose address is
 * taken, is its only caller), in clone-b.cc outside any group (run_b calls
 * it).  Both are in a section named .text._Z3getRK3Bigi.isra.0
 * (ninja-build: std::string::compare's and _Rb_tree::_M_erase's clones).
 * The call graphs are written by hand, as the plugin writes them, so that
 * the order is the same with every GCC. */
#include "cxx.h"
#include <cstdio>

extern "C" int run_b(int n);
volatile int sink;
int (*volatile twice_ptr)(const Big &) = twice;

extern "C" __attribute__((noinline)) int run_a(int n)
{
	Big g{};
	int s = n;

	while (n--)
		s ^= twice((g.a[3] += n + sink, g));
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
