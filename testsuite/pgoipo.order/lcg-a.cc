#include "lcg.h"
#include <cstdio>
#include <cstdlib>
static long local_helper(long x) { return twice(x) ^ 5; }
int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 200000; Acc a; std::vector<long> v;
  for (long i = 0; i < n; i++) { a.add(local_helper(i) ^ mix3<long>(i)); if (i % 1000 == 0) v.push_back(i); }
  printf("%ld %zu %ld\n", a.s, v.size(), other(n));
}
