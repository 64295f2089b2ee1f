/* A static function (profile.exp, static): no public symbol names its
 * profile id; the index records its unit. */
#include <stdio.h>
volatile long sink;
__attribute__((noinline)) static long twice(long x) { return 2 * x + sink; }
int main(void) { long s = 0; for (long i = 0; i < 5000; i++) s += twice(i); printf("%ld\n", s); return 0; }
