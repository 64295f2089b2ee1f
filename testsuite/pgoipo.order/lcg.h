// llvm-cgprofile with C++: comdat (inline, template) functions defined in both units.
#include <vector>
struct Acc { long s = 0; void add(long x) { s += x * 3 + (x >> 2); } };
inline long twice(long x) { static long calls; calls++; return x * 2 + (calls & 1); }
// A template of ours, out of line on every release (llvm-cgprofile.exp):
// GCC 16 inlines std::vector's members here into their one caller in each
// unit, where GCC 12 calls them.
template <typename T> __attribute__((noinline)) T mix3(T x) { return x * 3 + (x >> 5); }
long other(long n);
