/* loop-rule.c — see loop-rule.h. */
#include "loop-rule.h"

uint64_t ext_loop_very_hot_count(uint64_t max_count, unsigned pct)
{
	if (!pct || !max_count)
		return UINT64_MAX;
	return (uint64_t)(((unsigned __int128)max_count * pct + 99) / 100);
}

const char *ext_loop_lean_reason(int64_t count, enum ext_summary_class cls, uint64_t threshold)
{
	if (count < 0)
		return "unknown";
	if ((uint64_t)count >= threshold)
		return NULL;
	return cls == EXT_CLASS_HOT ? "below-cutoff" : ext_summary_class_name(cls);
}

enum ext_loop_lean ext_loop_lean_judge(int64_t count, enum ext_summary_class cls,
				       uint64_t threshold, int leave_untrained, int untrained,
				       int leave_for_size, int for_size, const char **why)
{
	if (leave_untrained && untrained) {
		*why = "untrained";
		return EXT_LOOP_LEAVE;
	}
	*why = ext_loop_lean_reason(count, cls, threshold);
	if (!*why)
		return EXT_LOOP_KEEP;
	if (leave_for_size && for_size) {
		*why = "for-size";
		return EXT_LOOP_LEAVE;
	}
	return EXT_LOOP_LEAN;
}

enum ext_loop_lean ext_loop_lean_copy(enum ext_loop_lean verdict, int64_t count,
				      int leave_hot_copy, int hot_origin, const char **why)
{
	if (verdict != EXT_LOOP_LEAN || count >= 0 || !leave_hot_copy || !hot_origin)
		return verdict;
	*why = "hot-copy";
	return EXT_LOOP_LEAVE;
}

enum ext_loop_lean ext_loop_lean_short(enum ext_loop_lean verdict, int64_t count,
				       enum ext_summary_class cls, int64_t entered,
				       int64_t fn_entered, int innermost, int counted, int search,
				       unsigned short_trips, const char **why)
{
	if (verdict != EXT_LOOP_LEAN || !short_trips || !innermost || !counted || !search ||
	    cls != EXT_CLASS_NEUTRAL || fn_entered <= 0 ||
	    entered / EXT_LOOP_SHORT_ENTRIES < fn_entered ||
	    count <= 0 || entered <= 0 || count >= (int64_t)short_trips * entered)
		return verdict;
	*why = "short";
	return EXT_LOOP_LEAVE;
}

int ext_loop_unroll_candidate(int64_t count, enum ext_summary_class cls, int64_t entered,
			      uint64_t very_hot)
{
	return count >= 0 && (uint64_t)count >= very_hot && cls == EXT_CLASS_HOT && entered > 0 &&
	       count >= EXT_LOOP_MIN_TRIPS * entered;
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

const char *ext_loop_scalar_reason(unsigned lanes)
{
	return lanes >= EXT_LOOP_SCALAR_LANES ? NULL : "one-lane";
}
