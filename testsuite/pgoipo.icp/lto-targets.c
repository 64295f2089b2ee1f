/* The targets of lto-main.c's indirect call (lto.exp, lto-guards): noinline
 * and neither const nor pure, so that no inliner takes them and
 * pgoipo-guards prices each guard on its own. */
long calls;
__attribute__((noinline)) long t_scale(long x) { calls++; return x * 3 + 1; }
__attribute__((noinline)) long t_offset(long x) { calls++; return x + 12345; }
__attribute__((noinline)) long t_a(long x) { calls++; return x ^ 5; }
__attribute__((noinline)) long t_b(long x) { calls++; return x / 2; }
__attribute__((noinline)) long t_c(long x) { calls++; return x - 7; }
typedef long (*fn)(long);
static fn t[5] = { t_scale, t_offset, t_a, t_b, t_c };
fn pick(unsigned k) { return t[k]; }
void set_pick(unsigned k, unsigned from) { t[k % 5] = t[from % 5]; }
