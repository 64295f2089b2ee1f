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

struct ext_icp_rule {
	unsigned max;		/* targets per site */
	unsigned remaining_pct;	/* of the count not yet promoted */
	unsigned total_pct;	/* of the site's count */
};

enum ext_icp_verdict {
	ICP_PROMOTE,
	ICP_MAX_REACHED,
	ICP_BELOW_TOTAL,
	ICP_BELOW_REMAINING,
};

enum ext_icp_verdict ext_icp_judge(const struct ext_icp_rule *rule, uint64_t count, uint64_t total,
			   uint64_t remaining, unsigned promoted);

/* "promote", or the refusal's reason as a dump word ("max-reached", ...). */
const char *ext_icp_verdict_name(enum ext_icp_verdict v);

/* What a guard costs and saves when the target is NOT inlined (pgoipo-keep,
 * option icp-keep-mispredict).  An inlined target pays for its guard with
 * the call it removes; a guarded direct call to an out-of-line target runs
 * the same call as the indirect one plus a compare and a branch
 * (ICP_GUARD_INSNS), and gains only where the branches predict better than
 * the indirect call did.
 *
 * The model takes the calls of a site as independent draws from its value
 * profile (shares p_i = count_i / total; the part of TOTAL no count covers
 * is targets the profile did not track, each taken to be a different one):
 *   - the indirect call predicts the last target: it misses with
 *     1 - sum p_i^2 (summed over the targets that reach it, renormalized
 *     to the share R that reaches it, times R);
 *   - guard j, reached by the share R_j of the calls not matched by the
 *     guards before it, is a branch taken with q = p_j / R_j: it misses
 *     R_j * min(q, 1 - q);
 *   - each guard a call reaches costs ICP_GUARD_INSNS instructions.
 * Example (examples/callback, trained): shares .70/.25 and .05 spread over
 * three targets.  Indirect only: 1 - (.49 + .0625 + 3 * .0167^2) = .4467
 * misses per call.  Guard .70 first: .3 (its branch) + .3 * (1 - (.8333^2 +
 * 3 * .0556^2)) = .3889, saving .0578 per call for 2 instructions: it pays
 * when a mispredict costs at least 35 instructions.  A second guard for .25
 * then saves .0056 more for .6 instructions: it needs 108. */
#define ICP_GUARD_INSNS 2

/* Expected mispredicts per call of a site with target counts COUNTS[0..N)
 * (any order; the guards are tested in the order given) when the targets
 * with GUARDED[i] set are tested first and the others reach the indirect
 * call.  TOTAL is the site's count (>= the sum; 0: the sum). */
double ext_icp_mispredict_rate(const uint64_t *counts, const unsigned char *guarded, unsigned n,
			   uint64_t total);
/* Expected guard instructions per call for the same site. */
double ext_icp_guard_insns(const uint64_t *counts, const unsigned char *guarded, unsigned n,
		       uint64_t total);
/* Whether also guarding target CAND (GUARDED[CAND] clear) pays when a
 * mispredict costs PENALTY instructions: the mispredicts it saves per call,
 * times PENALTY, at least the instructions it adds per call.  *SAVED and
 * *COST (either may be NULL) receive those two per-call numbers.  PENALTY
 * 0 means "always": the guard pays. */
int ext_icp_guard_pays(const uint64_t *counts, const unsigned char *guarded, unsigned n,
		   uint64_t total, unsigned cand, unsigned penalty, double *saved, double *cost);

#ifdef __cplusplus
}
#endif
#endif
