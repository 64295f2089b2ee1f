/* C++ for pgoipo order (cxx.exp): one local name, two functions, one
 * section name.  get's IPA-SRA clone _Z3getRK3Bigi.isra.0 is a LOCAL of
 * each unit that calls get: in clone-a.cc inside twice's COMDAT group
 * (twice, whose address is taken, is its only caller), in clone-b.cc
 * outside any group (run_b calls it).  Both are in a section named
 * .text._Z3getRK3Bigi.isra.0 (ninja-build: std::string::compare's and
 * _Rb_tree::_M_erase's clones, 2 functions out of place with gold).  The
 * call graphs are written by hand, as the plugin writes them, so that the
 * order is the same with every GCC. */
struct Big {
	int a[16];
};

inline __attribute__((noinline)) int get(const Big &b, int unused)
{
	return b.a[3] * 3 + b.a[5];
}

inline __attribute__((noinline)) int twice(const Big &b)
{
	return get(b, 7) * 2 + b.a[1];
}

extern "C" int run_a(int n);
extern "C" int run_b(int n);
extern volatile int sink;
