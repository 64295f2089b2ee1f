// ./callbackxx MODE N: N calls through the table, 70 % to one slot;
// MODE train or measure (different sequences, same shape).
#include <cstdio>
#include <cstdlib>
#include <string>
#include "ops/ops.h"

int main(int argc, char **argv)
{
	std::string mode = argc > 1 ? argv[1] : "measure";
	long n = argc > 2 ? std::atol(argv[2]) : 1000000;
	unsigned salt = mode == "train" ? 3 : 7;
	long s = 0;

	for (long i = 0; i < n; i++) {
		unsigned r = (unsigned)((i * 2654435761u + salt) % 100);
		std::size_t slot = r < 70 ? 0 : r < 95 ? 1 : 2 + r % (ops::size() - 2);
		s = ops::get(slot)(s) % 1000000007;
	}
	std::printf("%s %ld %ld\n", mode.c_str(), n, s);
	return 0;
}
