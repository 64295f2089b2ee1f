/* loop-rule.c — see loop-rule.h. */
#include "loop-rule.h"

uint64_t ext_loop_very_hot_count(uint64_t max_count, unsigned pct)
{
	if (!pct || !max_count)
		return UINT64_MAX;
	return (uint64_t)(((unsigned __int128)max_count * pct + 99) / 100);
}

const char *ext_loop_lean_skip(enum ext_summary_class cls, int64_t count, int64_t entered,
			       int64_t insns, unsigned max_insns, uint64_t very_hot)
{
	if (cls != EXT_CLASS_HOT)
		return "cold";
	if (entered <= 0 || count < EXT_LOOP_MIN_TRIPS * entered)
		return "trips";
	if (insns > (int64_t)max_insns && (uint64_t)count < very_hot)
		return "size";
	return NULL;
}

unsigned ext_loop_unroll_factor(unsigned ninsns, unsigned max_insns, unsigned max_times)
{
	unsigned factor = ninsns ? max_insns / ninsns : 0;

	if (factor > max_times)
		factor = max_times;
	while (factor & (factor - 1))
		factor &= factor - 1;
	return factor;
}

int64_t ext_loop_remainder_count(int64_t header, int64_t entered, unsigned factor)
{
	int64_t r = entered * (int64_t)(factor ? factor - 1 : 0) / 2;

	return r > header ? header : r;
}
