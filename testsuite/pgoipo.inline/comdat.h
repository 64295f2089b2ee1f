/* Inline functions of both units of unchecked.exp's comdat test: C++
 * emits each in both objects as a comdat with its counters, and the
 * linker keeps the first object's copy, which then counts the calls of
 * both units.  step_item is too big for the early inliner: GCC's IPA
 * inliner puts it into mix_item, then mix_item into its one caller. */
extern volatile int sink;
void note(int x);

template <typename T> T step_item(T r, T x, int k)
{
	r = r * 3 + (x >> (k & 3));
	if (r & 8)
		note((int)r);	/* note */
	else
		r ^= 0x55;
	if (r & 0x100)
		r += x * 7;
	return r;
}

template <typename T> T mix_item(T x)
{
	T r = step_item<T>(x, x, 1);	/* step */
	for (int k = 0; k < 8; k++) {
		r = r * 3 + (x >> (k & 3));
		if (r & 8)
			sink = (int)r;
		else
			r ^= 0x55;
	}
	return r;
}

long run_b(int n);
