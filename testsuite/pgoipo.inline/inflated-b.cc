/* Unit b of unchecked.exp's inflated test: in the instrumented build,
 * mid_item was inlined into run_p (counted by unit b's counters) and not
 * into run_q (its calls went to unit a's copy), so unit b's profile has
 * mid_item's sites add up to 3N while its entry count is N. */
#include "inflated.h"

long (*volatile mid_b)(long) = mid_item<long>;
volatile int on = 1;

long run_p(int n)
{
	long s = 0;
	for (int i = 0; i < n; i++)
		s += mid_item<long>(i);		/* site p */
	return s;
}

long run_q(int n)
{
	long s = 0;
	for (int i = 0; i < n; i++)
		if (__builtin_expect_with_probability(on, 1, 0.0))
			s += mid_item<long>(i ^ 5);	/* site q */
	return s;
}
