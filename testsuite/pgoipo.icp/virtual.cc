// C++ virtual calls: three classes at 55/35/10 % behind one call site, and
// their deleting destructors behind unique_ptr's delete.  Promotion and the
// speculative devirtualization of ipa-devirt meet on the same sites.
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <vector>
struct Shape { virtual ~Shape() {} virtual long area(long k) const = 0; };
struct Sq : Shape { long s; Sq(long s) : s(s) {} long area(long k) const override { return s * s + k; } };
struct Re : Shape { long w, h; Re(long w, long h) : w(w), h(h) {} long area(long k) const override { return w * h - k; } };
struct Tr : Shape { long b, h; Tr(long b, long h) : b(b), h(h) {} long area(long k) const override { return b * h / 2 + (k & 3); } };
int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 100000;
  std::vector<std::unique_ptr<Shape>> v;
  for (long i = 0; i < 1000; i++) {
    long r = i % 20;
    if (r < 11) v.emplace_back(new Sq(i)); else if (r < 18) v.emplace_back(new Re(i, 3)); else v.emplace_back(new Tr(i, 5));
  }
  long s = 0;
  for (long j = 0; j < n; j++) s += v[j % 1000]->area(j);
  std::printf("%ld\n", s);
}
