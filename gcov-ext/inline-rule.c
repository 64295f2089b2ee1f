/* inline-rule.c — see inline-rule.h. */
#include <stdlib.h>

#include "inline-rule.h"

int64_t ext_inline_cost_of_growth(int64_t gcc_growth)
{
	return gcc_growth * INLINE_COST_PER_INSN;
}

int64_t ext_inline_budget_in_gcc_units(int64_t budget)
{
	return budget / INLINE_COST_PER_INSN;
}

int64_t ext_inline_budget(const struct ext_inline_rule *rule, enum ext_summary_class cls)
{
	switch (cls) {
	case EXT_CLASS_HOT: return rule->hot_budget;
	case EXT_CLASS_COLD: return rule->cold_budget;
	default: return 0;
	}
}

enum ext_inline_verdict ext_inline_judge(const struct ext_inline_rule *rule, enum ext_summary_class cls,
				 int64_t cost, const char **why)
{
	switch (cls) {
	case EXT_CLASS_HOT:
		if (cost < rule->hot_budget) {
			*why = "hot";
			return INLINE_FORCE;
		}
		*why = "hot-over-budget";
		return INLINE_LEAVE;
	case EXT_CLASS_COLD:
		/* The budget is min(T, cold): at or over it, never; under it,
		 * whatever the compiler's T says. */
		if (cost >= rule->cold_budget) {
			*why = "cold";
			return INLINE_KEEP_OUT;
		}
		*why = "cold-under-budget";
		return INLINE_LEAVE;
	default:
		*why = "neutral";
		return INLINE_LEAVE;
	}
}

enum ext_inline_verdict ext_inline_judge_share(const struct ext_inline_rule *rule, enum ext_summary_class cls,
				       int64_t cost, int64_t n, int64_t entry, const char **why)
{
	enum ext_inline_verdict v = ext_inline_judge(rule, cls, cost, why);

	if (v == INLINE_FORCE && rule->hot_share && n >= 0 && entry > 0 &&
	    (__int128)n * 100 < (__int128)rule->hot_share * entry) {
		*why = "hot-minor-share";
		return INLINE_LEAVE;
	}
	return v;
}

enum ext_inline_verdict ext_inline_where_trained(const struct ext_inline_rule *rule,
						 enum ext_inline_verdict verdict,
						 int caller_untrained, int callee_untrained,
						 const char **why)
{
	if (!rule->leave_untrained || !caller_untrained || !callee_untrained ||
	    verdict == INLINE_LEAVE)
		return verdict;
	*why = "untrained";
	return INLINE_LEAVE;
}

enum ext_inline_verdict ext_inline_where_callee_hot(const struct ext_inline_rule *rule,
						    enum ext_inline_verdict verdict, int callee_hot,
						    const char **why)
{
	if (!rule->leave_hot_callee || !callee_hot || verdict != INLINE_KEEP_OUT)
		return verdict;
	*why = "hot-callee";
	return INLINE_LEAVE;
}

int ext_inline_gcc_keeps_cold_out(int64_t offline, unsigned cold_sites, int64_t cold_growth,
				  int any_final)
{
	if (offline <= 0 || any_final)
		return 1;
	return cold_sites >= 2 && cold_growth > offline;
}

enum ext_inline_verdict ext_inline_where_declared_inline(const struct ext_inline_rule *rule,
							 enum ext_inline_verdict verdict,
							 int declared_inline, const char **why)
{
	if (!rule->leave_declared_inline || !declared_inline || verdict != INLINE_KEEP_OUT)
		return verdict;
	*why = "declared-inline";
	return INLINE_LEAVE;
}

enum ext_inline_verdict ext_inline_where_last_call(const struct ext_inline_rule *rule,
						   enum ext_inline_verdict verdict, int last_call,
						   int caller_untrained, const char **why)
{
	if (!rule->leave_last_call || !last_call || !caller_untrained ||
	    verdict != INLINE_KEEP_OUT)
		return verdict;
	*why = "last-call";
	return INLINE_LEAVE;
}

enum ext_inline_verdict ext_inline_where_hot_body(const struct ext_inline_rule *rule,
						  enum ext_inline_verdict verdict, int hot_body,
						  const char **why)
{
	if (!rule->leave_hot_body || !hot_body || verdict != INLINE_KEEP_OUT)
		return verdict;
	*why = "hot-body";
	return INLINE_LEAVE;
}

enum ext_inline_verdict ext_inline_where_body_stays(const struct ext_inline_rule *rule,
						    enum ext_inline_verdict verdict, int64_t n,
						    int64_t left, int body_stays, uint64_t hot,
						    uint64_t cold, const char **why)
{
	if (!rule->leave_drain || verdict != INLINE_FORCE || !body_stays || n < 0 || left < 0 ||
	    n > left)
		return verdict;
	if (ext_summary_classify(left, hot, cold) == EXT_CLASS_COLD ||
	    ext_summary_classify(left - n, hot, cold) != EXT_CLASS_COLD)
		return verdict;
	*why = "drains-body";
	return INLINE_LEAVE;
}

enum ext_inline_verdict ext_inline_judge_promoted(const struct ext_inline_rule *rule,
						  enum ext_inline_verdict verdict, int64_t cost,
						  int promoted, const char **why)
{
	if (verdict != INLINE_FORCE || !promoted || rule->promoted_budget <= 0 ||
	    cost < rule->promoted_budget)
		return verdict;
	*why = "promoted-over-budget";
	return INLINE_LEAVE;
}

unsigned ext_inline_gain_pct(const struct ext_inline_rule *rule, int promoted)
{
	return promoted ? rule->promoted_gain : rule->gain;
}

enum ext_inline_verdict ext_inline_judge_gain(const struct ext_inline_rule *rule,
					      enum ext_inline_verdict verdict, int promoted,
					      int64_t saved, int64_t whole, const char **why)
{
	unsigned pct = ext_inline_gain_pct(rule, promoted);
	if (verdict != INLINE_FORCE || !pct || whole <= 0 ||
	    (__int128)saved * 100 >= (__int128)whole * pct)
		return verdict;
	*why = promoted ? "promoted-low-gain" : "low-gain";
	return INLINE_LEAVE;
}

enum ext_inline_verdict ext_inline_judge_gain_large(const struct ext_inline_rule *rule,
						    enum ext_inline_verdict verdict, int promoted,
						    int64_t saved, int64_t whole, int64_t cost,
						    int64_t caller_cost, int64_t n,
						    int64_t caller_entry, const char **why)
{
	if (verdict != INLINE_FORCE || promoted || !rule->gain_large_pct || whole <= 0 ||
	    caller_cost < 0 || cost <= caller_cost || n < 0 || caller_entry <= 0 ||
	    (__int128)n * 2 >= (__int128)caller_entry ||
	    (__int128)saved * 100 >= (__int128)whole * rule->gain_large_pct)
		return verdict;
	*why = "low-gain-large";
	return INLINE_LEAVE;
}

enum ext_inline_verdict ext_inline_judge_gain_loop(const struct ext_inline_rule *rule,
						   enum ext_inline_verdict verdict, int promoted,
						   int64_t saved, int64_t whole, int loops,
						   int caller_loops, const char **why)
{
	if (verdict != INLINE_FORCE || promoted || !rule->gain_loop_pct || !loops ||
	    !caller_loops || whole <= 0 ||
	    (__int128)saved * 100 >= (__int128)whole * rule->gain_loop_pct)
		return verdict;
	*why = "low-gain-loop";
	return INLINE_LEAVE;
}

enum ext_inline_verdict ext_inline_judge_rare(const struct ext_inline_rule *rule,
					      enum ext_inline_verdict verdict, int64_t n,
					      int64_t caller_entry, int64_t cost,
					      int64_t caller_cost, const char **why)
{
	if (verdict != INLINE_FORCE || !rule->rare_pct || n < 0 || caller_entry <= 0 ||
	    caller_cost < 0 || cost <= caller_cost ||
	    (__int128)n * 100 >= (__int128)caller_entry * rule->rare_pct)
		return verdict;
	*why = "rare-large";
	return INLINE_LEAVE;
}

int64_t ext_inline_growth_cap(int64_t unit_size, int64_t floor, unsigned pct)
{
	int64_t base = unit_size > floor ? unit_size : floor;
	return (int64_t)((__int128)base * pct / 100);
}

int ext_inline_growth_fits(int64_t cap, int64_t used, int64_t growth)
{
	/* Inlining that shrinks the caller always fits. */
	return growth <= 0 || used + growth <= cap;
}

int64_t ext_inline_footprint_cap(int64_t hot_size, int64_t floor, unsigned pct)
{
	if (!pct)
		return -1;
	return ext_inline_growth_cap(hot_size > 0 ? hot_size : 0, floor, pct);
}

int64_t ext_inline_footprint_floor(unsigned option, int64_t large_unit_insns)
{
	return option == EXT_INLINE_FLOOR_UNSET ? large_unit_insns : (int64_t)option;
}

static int cmp_candidate(const void *a, const void *b)
{
	const struct ext_inline_candidate *x = a, *y = b;

	if (x->count != y->count)
		return x->count > y->count ? -1 : 1;
	return (x->growth > y->growth) - (x->growth < y->growth);
}

int64_t ext_inline_footprint_count(struct ext_inline_candidate *sites, size_t n, int64_t cap)
{
	int64_t used = 0;

	if (cap < 0 || n == 0)
		return 0;
	qsort(sites, n, sizeof *sites, cmp_candidate);
	for (size_t i = 0; i < n; i++) {
		if (!ext_inline_growth_fits(cap, used, sites[i].growth)) {
			/* This count is not admitted: the sites before it of a
			 * higher count are (their count is the least admitted). */
			int64_t c = sites[i].count;
			while (i > 0 && sites[i - 1].count == c)
				i--;
			return i == 0 ? INT64_MAX : sites[i - 1].count;
		}
		if (sites[i].growth > 0)
			used += sites[i].growth;
	}
	return 0;
}

static int cmp_copy(const void *a, const void *b)
{
	const struct ext_inline_copy *x = a, *y = b;

	if (x->count != y->count)
		return x->count > y->count ? -1 : 1;
	return (x->key > y->key) - (x->key < y->key);
}

int ext_inline_copy_fits(int64_t cost, size_t made, int64_t budget, unsigned pct)
{
	/* In 128 bits: costs and budgets reach 10^6, PCT 10^3, MADE any. */
	__int128 price = (__int128)cost * (100 + (__int128)made * pct);
	return price < (__int128)budget * 100;
}

size_t ext_inline_copies_admitted(struct ext_inline_copy *sites, size_t n, int64_t budget,
				  unsigned pct)
{
	if (pct == 0)
		return n;
	qsort(sites, n, sizeof *sites, cmp_copy);
	for (size_t i = 0; i < n; i++)
		if (!ext_inline_copy_fits(sites[i].cost, i, budget, pct))
			return i;
	return n;
}

const char *ext_inline_growth_refusal(int64_t unit_cap, int64_t footprint_cap, int64_t used,
				      int64_t growth)
{
	if (!ext_inline_growth_fits(unit_cap, used, growth))
		return "unit-growth";
	if (footprint_cap >= 0 && !ext_inline_growth_fits(footprint_cap, used, growth))
		return "hot-footprint";
	return NULL;
}

int64_t ext_inline_scaled_count(int64_t c, int64_t n_site, int64_t n_entry)
{
	if (n_entry <= 0 || c <= 0 || n_site <= 0)
		return 0;
	/* Round half up, in 128 bits: counts reach 2^60 in long runs. */
	__int128 num = (__int128)c * n_site;
	return (int64_t)((num * 2 + n_entry) / (2 * (__int128)n_entry));
}

int64_t ext_inline_scale_tolerance(unsigned scalings)
{
	/* Half a count per rounding, rounded up, never below one count. */
	int64_t t = (scalings + 1) / 2;
	return t < 1 ? 1 : t;
}

static int within(int64_t d, int64_t tolerance)
{
	return d <= tolerance && d >= -tolerance;
}

enum ext_inline_balance_verdict ext_inline_check_balance(const struct ext_inline_balance *b,
						 int64_t tolerance, int64_t *diff)
{
	int64_t d = b->copies + b->remaining + b->dropped - b->original;

	*diff = d;
	if (within(d, tolerance))
		return INLINE_CONSERVED;
	if (b->zeroed > 0 && within(d + b->zeroed, tolerance))
		return INLINE_ZEROED;
	return INLINE_VIOLATED;
}


int ext_inline_copy_checkable(int64_t n_site, int64_t n_entry)
{
	return n_entry > 0 || n_site <= 0;
}

const char *ext_inline_unchecked_reason(const struct ext_inline_trace *t, int64_t tolerance)
{
	if (t->recursive)
		return "recursive";
	if (!ext_inline_copy_checkable(t->copies, t->entry))
		return "no-entry-count";
	if (t->balanced)
		return NULL;
	int premise = t->sites >= 0 && within(t->sites - t->entry, tolerance);
	if (!premise && (t->body_reused || t->copies - t->entry > tolerance))
		return "sites-not-entry";
	if (t->in_reused_body)
		return "in-reused-body";
	if (t->in_inflated_copy)
		return "in-inflated-copy";
	return NULL;
}

struct ext_inline_line ext_inline_line_of(enum ext_inline_verdict verdict, const char *why,
					  enum ext_inline_fate fate, const char *detail)
{
	struct ext_inline_line l = { NULL, NULL, NULL, NULL };

	switch (fate) {
	case INLINE_FATE_KEPT_OUT:
		l.word = "keep-out", l.key = "by", l.value = "pgoipo";
		break;
	case INLINE_FATE_BY_GCC:
		if (verdict == INLINE_FORCE)
			l.word = "inline", l.key = "by", l.value = "gcc";
		else if (verdict == INLINE_KEEP_OUT)
			/* A cold site pgoipo-cold could not keep out (always_inline,
			 * flatten, a promotion) or did not see (an edge GCC's
			 * inliner made). */
			l.word = "refuse", l.key = "reason",
			l.value = detail ? detail : "not-seen-before-inlining";
		else
			l.word = "leave", l.key = "reason", l.value = why, l.result = "inlined";
		break;
	case INLINE_FATE_CALL:
		if (verdict == INLINE_KEEP_OUT)	/* GCC's inliner left it out on its own */
			l.word = "keep-out", l.key = "by", l.value = "gcc";
		else
			l.word = "leave", l.key = "reason", l.value = why, l.result = "call";
		break;
	case INLINE_FATE_FORCED:
		l.word = "inline", l.key = "by", l.value = "pgoipo";
		break;
	case INLINE_FATE_REFUSED:
		l.word = "refuse", l.key = "reason", l.value = detail;
		break;
	}
	return l;
}
