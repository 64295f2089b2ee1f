/* The seed's scaling example (Lesson 20.10, section 3, "Scaling"): one
 * function's value profile shared by two callers.
 *
 *   ./apply N M      run_inc calls apply(inc, ...) N times, run_dbl calls
 *                    apply(dbl, ...) M times; prints the results.
 *
 * apply's indirect call has the context-insensitive value profile
 * {inc: N, dbl: M}: pgoipo-icp promotes inc there (a guarded direct call).
 * When apply is inlined into both callers, each copy gets the counts scaled
 * by its share n / (N + M) (Theorem 20.10.4): the copy in run_dbl tests for
 * inc first, with a scaled count of about N * M / (N + M) (999 for 10^6 and
 * 10^3), although f is never inc there.  pgoipo's inline dump shows it
 * ("scaled ... edges=inc:999+(indirect):1") and names apply as
 * context-insensitive; a context-sensitive profile (CSPGO) would give the
 * copy {dbl: M}.
 *
 * The callers take f from a table anybody may write: passed as a constant
 * (apply(inc, ...)), GCC's IPA would see which function each inlined copy
 * calls and make the call direct itself, profile or not.
 */
#include <stdio.h>
#include <stdlib.h>

typedef long (*op_t)(long);

__attribute__((noinline)) long inc(long x) { return x + 1; }
__attribute__((noinline)) long dbl(long x) { return 2 * x; }

long calls[2];
op_t ops[2] = { inc, dbl };

/* Bigger than GCC's early inliner takes (it runs before the profile is read
 * and would make the profile per caller): it counts and clamps. */
long apply(op_t f, long x, int which)
{
	long r = f(x);

	calls[which & 1]++;
	if (r > 1000003)
		r %= 1000003;
	if (r < 0)
		r = -r;
	return r;
}

__attribute__((noinline)) long run_inc(long n)
{
	long s = 0;
	for (long i = 0; i < n; i++)
		s = apply(ops[0], s, 0);
	return s;
}

__attribute__((noinline)) long run_dbl(long n)
{
	long s = 1;
	for (long i = 0; i < n; i++)
		s = apply(ops[1], s, 1);
	return s;
}

int main(int argc, char **argv)
{
	long n = argc > 2 ? atol(argv[1]) : 1000000, m = argc > 2 ? atol(argv[2]) : 1000;
	long a = run_inc(n), b = run_dbl(m);

	printf("%ld %ld %ld %ld\n", a, b, calls[0], calls[1]);
	return 0;
}
