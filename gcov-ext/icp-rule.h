/* icp-rule.h — which indirect-call targets are worth promoting
 * (Algorithm 20.10.5, first loop; the thresholds of LLVM's
 * IndirectCallPromotion: icp-remaining-percent-threshold,
 * icp-total-percent-threshold, icp-max-prom).
 *
 * The targets of a site are walked in decreasing count.  With the site's
 * count TOTAL and REMAINING = TOTAL minus the counts already promoted, a
 * target with COUNT is promoted iff
 *
 *     promoted < max
 *     COUNT * 100 >= total_pct * TOTAL          (default 5%)
 *     COUNT * 100 >= remaining_pct * REMAINING  (default 30%)
 *
 * and the caller can call it (resolution is the plugin's business: a target
 * that cannot be called is refused without changing REMAINING).  Example: the
 * seed's site of 1000000 with inc 999000 and dbl 1000 promotes inc (99.9%)
 * and refuses dbl (0.1% < 5%); 45/35/20 promotes all three (45 >= 30% of 100,
 * 35 >= 30% of 55, 20 >= 30% of 20); eight targets of 12.5% promote none.
 */
#ifndef PGOIPO_ICP_RULE_H
#define PGOIPO_ICP_RULE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

struct icp_rule {
	unsigned max;		/* targets per site */
	unsigned remaining_pct;	/* of the count not yet promoted */
	unsigned total_pct;	/* of the site's count */
};

enum icp_verdict {
	ICP_PROMOTE,
	ICP_MAX_REACHED,
	ICP_BELOW_TOTAL,
	ICP_BELOW_REMAINING,
};

enum icp_verdict icp_judge(const struct icp_rule *rule, uint64_t count, uint64_t total,
			   uint64_t remaining, unsigned promoted);

/* "promote", or the refusal's reason as a dump word ("max-reached", ...). */
const char *icp_verdict_name(enum icp_verdict v);

#ifdef __cplusplus
}
#endif
#endif
