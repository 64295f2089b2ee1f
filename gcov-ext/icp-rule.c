/* icp-rule.c — see icp-rule.h. */
#include "icp-rule.h"

/* a * pct >= b * 100 without overflow for counts up to 2^64 / 100:
 * compare in 128 bits. */
static int at_least_pct(uint64_t count, unsigned pct, uint64_t of)
{
	return (unsigned __int128)count * 100 >= (unsigned __int128)of * pct;
}

enum icp_verdict icp_judge(const struct icp_rule *rule, uint64_t count, uint64_t total,
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

const char *icp_verdict_name(enum icp_verdict v)
{
	switch (v) {
	case ICP_PROMOTE: return "promote";
	case ICP_MAX_REACHED: return "max-reached";
	case ICP_BELOW_TOTAL: return "below-total";
	case ICP_BELOW_REMAINING: return "below-remaining";
	}
	return "?";
}
