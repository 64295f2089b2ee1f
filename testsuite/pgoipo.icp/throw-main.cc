// An indirect call whose hottest target throws now and then; the targets are
// defined in throw-targets.cc and not declared here.  A promoted call must
// keep its exception edges: every throw is still caught below.
#include <cstdio>
#include <cstdlib>

typedef long (*step_fn)(long);
step_fn pick(long i);

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 200000;
	long s = 0, caught = 0;

	for (long i = 0; i < n; i++) {
		try {
			s = (s + pick(i)(i)) % 1000003;
		} catch (long v) {
			caught += v;
		}
	}
	std::printf("%ld %ld %ld\n", n, s, caught);
	return 0;
}
