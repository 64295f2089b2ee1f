/* Unit b of unchecked.exp's comdat test: its copies of mix_item and
 * step_item were not linked, so its profile has them never entered. */
#include "comdat.h"

long run_b(int n)
{
	long s = 0;
	for (int i = 0; i < n; i++)
		s += mix_item<long>(i ^ 5);	/* site b */
	return s;
}
