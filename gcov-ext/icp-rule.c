/* icp-rule.c — see icp-rule.h. */
#include "icp-rule.h"

/* a * pct >= b * 100 without overflow for counts up to 2^64 / 100:
 * compare in 128 bits. */
static int at_least_pct(uint64_t count, unsigned pct, uint64_t of)
{
	return (unsigned __int128)count * 100 >= (unsigned __int128)of * pct;
}

enum ext_icp_verdict ext_icp_judge(const struct ext_icp_rule *rule, uint64_t count, uint64_t total,
			   uint64_t remaining, unsigned promoted)
{
	/* The thresholds first: "max-reached" only for a target that would
	 * otherwise have been promoted. */
	if (!at_least_pct(count, rule->total_pct, total))
		return ICP_BELOW_TOTAL;
	if (!at_least_pct(count, rule->remaining_pct, remaining))
		return ICP_BELOW_REMAINING;
	if (promoted >= rule->max)
		return ICP_MAX_REACHED;
	return ICP_PROMOTE;
}

const char *ext_icp_verdict_name(enum ext_icp_verdict v)
{
	switch (v) {
	case ICP_PROMOTE: return "promote";
	case ICP_MAX_REACHED: return "max-reached";
	case ICP_BELOW_TOTAL: return "below-total";
	case ICP_BELOW_REMAINING: return "below-remaining";
	}
	return "?";
}

/* The model of icp-rule.h.  Shares are of TOTAL; the surplus of TOTAL over
 * the counts reaches the indirect call and always misses there. */
static uint64_t site_total(const uint64_t *counts, unsigned n, uint64_t total)
{
	uint64_t sum = 0;

	for (unsigned i = 0; i < n; i++)
		sum += counts[i];
	return total > sum ? total : sum;
}

double ext_icp_mispredict_rate(const uint64_t *counts, const unsigned char *guarded, unsigned n,
			   uint64_t total)
{
	double t = (double)site_total(counts, n, total), reach = 1.0, miss = 0.0, same = 0.0;

	if (t <= 0.0)
		return 0.0;
	for (unsigned i = 0; i < n; i++) {
		double p = (double)counts[i] / t;
		if (!guarded[i] || reach <= 0.0)
			continue;
		double q = p / reach;
		miss += reach * (q < 1.0 - q ? q : 1.0 - q);
		reach -= p;
	}
	if (reach <= 1e-12)
		return miss;
	/* The indirect call: the targets that reach it, renormalized. */
	for (unsigned i = 0; i < n; i++)
		if (!guarded[i]) {
			double r = (double)counts[i] / t / reach;
			same += r * r;
		}
	return miss + reach * (1.0 - same);
}

double ext_icp_guard_insns(const uint64_t *counts, const unsigned char *guarded, unsigned n,
		       uint64_t total)
{
	double t = (double)site_total(counts, n, total), reach = 1.0, insns = 0.0;

	if (t <= 0.0)
		return 0.0;
	for (unsigned i = 0; i < n; i++)
		if (guarded[i] && reach > 0.0) {
			insns += ICP_GUARD_INSNS * reach;
			reach -= (double)counts[i] / t;
		}
	return insns;
}

int ext_icp_guard_pays(const uint64_t *counts, const unsigned char *guarded, unsigned n,
		   uint64_t total, unsigned cand, unsigned penalty, double *saved, double *cost)
{
	unsigned char with[256];
	double s, c;

	if (n > sizeof with || cand >= n)
		return penalty == 0;
	for (unsigned i = 0; i < n; i++)
		with[i] = guarded[i] || i == cand;
	s = ext_icp_mispredict_rate(counts, guarded, n, total) -
	    ext_icp_mispredict_rate(counts, with, n, total);
	c = ext_icp_guard_insns(counts, with, n, total) - ext_icp_guard_insns(counts, guarded, n, total);
	if (saved)
		*saved = s;
	if (cost)
		*cost = c;
	return penalty == 0 || s * penalty >= c;
}
