/* The running example's loop, calling the targets in ops.c. */
int printf(const char *, ...);
typedef long (*op_t)(long);
long inc(long x);
long dbl(long x);
long apply(op_t f, long x) { return f(x); }
int main(void) {
  op_t ops[2] = {inc, dbl};
  long s = 0;
  for (long i = 0; i < 1000000; i++)
    s = apply(ops[(i % 1000) == 999], s) % 1000003;
  printf("%ld\n", s);
  return 0;
}
