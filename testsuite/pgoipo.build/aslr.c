/* The driver's training at fixed addresses (driver.exp): a training run
   whose profile holds addresses.  For a memcpy of a size it does not know,
   -fprofile-generate records the bits of the destination ("ior"), here a
   heap block and a stack buffer, whose addresses the system randomizes
   from run to run unless the run is under setarch -R. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void fill(char *dst, const char *src, size_t n)
{
	memcpy(dst, src, n);
}

int main(int argc, char **argv)
{
	size_t n = argc > 1 ? strtoul(argv[1], NULL, 10) : 64;
	char *heap = malloc(n + 1), *src = malloc(n + 1), stack[256];
	unsigned long sum = 0;

	if (!heap || !src || n > sizeof stack)
		return 1;
	memset(src, 'a', n);
	for (int i = 0; i < 1000; i++) {
		fill(heap, src, n);
		fill(stack, heap, n);
		sum += (unsigned char)stack[i % n];
	}
	printf("%lu\n", sum);
	free(heap);
	free(src);
	return 0;
}
