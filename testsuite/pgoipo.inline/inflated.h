/* Inline functions of both units of unchecked.exp's inflated test.  The
 * linker keeps unit a's copies (the first object); unit b's counters of
 * mid_item and leaf_item count only what ran of them inlined into unit b's
 * own functions.  leaf_item is too big for the early inliner; in the
 * instrumented build GCC's IPA inliner puts it into mid_item, and
 * mid_item into run_p, whose call looks hot, but not into run_q, whose
 * call looks never run: that call went to unit a's copy. */
extern volatile int sink;
void note(int x);

template <typename T> inline T leaf_item(T r, T x, int k)
{
	r = r * 3 + (x >> (k & 3));
	if (r & 8)
		note((int)r);
	else
		r ^= 0x55;
	if (r & 0x100)
		r += x * 7;
	return r;
}

template <typename T> inline T mid_item(T x)
{
	T r = leaf_item<T>(x, x, 1);	/* leaf */
	for (int k = 0; k < 4; k++) {
		r = r * 3 + (x >> (k & 3));
		if (r & 8)
			sink = (int)r;
	}
	return r;
}

long run_p(int n);
long run_q(int n);
