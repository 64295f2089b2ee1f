/* A cross-unit callback loop: the caller knows its callbacks only as
 * pointers from a registry (registry.c); they are defined in callbacks.c, and
 * this file has no declaration of them.  Without LTO, neither GCC nor Clang
 * can promote these indirect calls: the targets are in another unit.
 *
 *   ./callback MODE N    MODE = train | measure (different sequences, same shape)
 *                             | private (the hot callback is a static function
 *                               of callbacks.c: no other unit can call it)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef long (*callback_fn)(long);

callback_fn registry_get(unsigned slot);
unsigned registry_size(void);

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "measure";
	long n = argc > 2 ? atol(argv[2]) : 1000000;
	unsigned salt = strcmp(mode, "train") ? 7 : 3;
	unsigned hot = strcmp(mode, "private") ? 0 : 4;
	long s = 0;

	for (long i = 0; i < n; i++) {
		/* 70% the hot slot, 25% slot 1, the rest spread over the others. */
		unsigned r = (unsigned)((i * 2654435761u + salt) % 100);
		unsigned slot = r < 70 ? hot : r < 95 ? 1 : 2 + r % (registry_size() - 2);
		s = registry_get(slot)(s) % 1000000007;
	}
	printf("%s %ld %ld\n", mode, n, s);
	return 0;
}
