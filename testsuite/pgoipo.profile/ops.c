/* The targets of the running example's indirect call, in a unit of their own
 * (the case pgoipo exists for: promotion to a function of another unit). */
__attribute__((noinline)) long inc(long x) { return x + 1; }
__attribute__((noinline)) long dbl(long x) { return 2 * x; }
