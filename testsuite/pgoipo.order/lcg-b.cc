#include "lcg.h"
long other(long n) { long s = 0; std::vector<long> v; for (long i = 0; i < n; i++) { s += twice(i) + mix3<long>(i); if (i % 500 == 0) v.push_back(s); } return s + (long)v.size(); }
