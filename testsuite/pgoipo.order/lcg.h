// llvm-cgprofile with C++: comdat (inline, template) functions defined in both units.
#include <vector>
struct Acc { long s = 0; void add(long x) { s += x * 3 + (x >> 2); } };
inline long twice(long x) { static long calls; calls++; return x * 2 + (calls & 1); }
long other(long n);
