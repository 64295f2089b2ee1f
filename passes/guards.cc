/* guards.cc — pass "pgoipo-guards": a re-created promotion stays only where
 * its guard pays.
 *
 * A guard in front of a target that stays out of line runs the same call as
 * the indirect call did, plus a compare and a branch; it gains only where
 * the branches predict better than the indirect call.  This IPA pass, after
 * both inliners (after "pgoipo-inline"; in lto1 in WPA), prices each
 * promotion pgoipo-keep re-created and nothing inlined with the model of
 * gcov-ext/icp-rule.h (icp-keep-mispredict): a guard stays if the
 * mispredicts it saves pay for the instructions it adds; the others go back
 * to the plain indirect call.
 *
 * Dump (dump=guards):
 *   guard SITE -> NAME count=N mispredicts-saved=S guard-insns=C
 *   drop SITE -> NAME count=N mispredicts-saved=S guard-insns=C reason=cost
 *   totals sites=N guards=N dropped=N icp-keep-mispredict=P
 * Remarks: -fopt-info-ipa-missed for each drop.
 */
#include "gcc-common.h"
#include "passes.h"

#include "icp-rule.h"

/* Whether the guard of plan target I pays (icp-rule.h's model, option
 * icp-keep-mispredict) when the targets with GUARDED set (the plan's, then
 * the ones left to the indirect call) are tested already. */
static bool guard_pays(const icp_site *plan, const unsigned char *guarded, unsigned i,
		       double *saved, double *cost)
{
	uint64_t counts[2 * GCOV_TOPN_MAXIMUM_TRACKED_VALUES];
	unsigned n = 0;

	for (unsigned k = 0; k < plan->n; k++)
		counts[n++] = plan->t[k].count > 0 ? (uint64_t)plan->t[k].count : 0;
	for (unsigned k = 0; k < plan->n_rest; k++)
		counts[n++] = plan->rest[k].count > 0 ? (uint64_t)plan->rest[k].count : 0;
	return ext_icp_guard_pays(counts, guarded, n, plan->total > 0 ? (uint64_t)plan->total : 0, i,
			      pgoipo_opts.icp_keep_mispredict, saved, cost);
}

/* The promotions pgoipo-keep re-created and nothing inlined since (GCC's
 * inliner, then pgoipo-inline): each stays a guarded direct call only if
 * the mispredicts it saves pay for its compare and branch; the others go
 * back to the plain indirect call.  Guards tested first are decided first,
 * each against the guards already decided (inlined ones included). */
static void guards_site(cgraph_edge *e, icp_site *plan, unsigned *kept, unsigned *dropped)
{
	char site[512];
	unsigned char guarded[2 * GCOV_TOPN_MAXIMUM_TRACKED_VALUES] = {};
	cgraph_edge *spec[GCOV_TOPN_MAXIMUM_TRACKED_VALUES];
	bool candidate[GCOV_TOPN_MAXIMUM_TRACKED_VALUES];

	pgoipo_site(e, site, sizeof site);
	for (unsigned i = 0; i < plan->n; i++) {
		spec[i] = pgoipo_speculation_to(e, plan->t[i].name);
		candidate[i] = spec[i] && plan->t[i].recreated && spec[i]->inline_failed;
		guarded[i] = spec[i] && !candidate[i];
	}
	for (unsigned i = 0; i < plan->n; i++) {
		double saved = 0, cost = 0;
		if (!candidate[i])
			continue;
		if (guard_pays(plan, guarded, i, &saved, &cost)) {
			guarded[i] = 1;
			(*kept)++;
			if (dump_file)
				fprintf(dump_file,
					"guard %s -> %s count=%" PRId64 " mispredicts-saved=%.4f"
					" guard-insns=%.4f\n",
					site, plan->t[i].name, plan->t[i].count, saved, cost);
			continue;
		}
		(*dropped)++;
		if (dump_file)
			fprintf(dump_file,
				"drop %s -> %s count=%" PRId64 " mispredicts-saved=%.4f"
				" guard-insns=%.4f reason=cost\n",
				site, plan->t[i].name, plan->t[i].count, saved, cost);
		if (dump_enabled_p() && e->call_stmt) {
			char why[160];
			snprintf(why, sizeof why, "its guard costs %.2f instructions per call and "
				 "saves %.4f mispredicts", cost, saved);
			dump_printf_loc(MSG_MISSED_OPTIMIZATION, e->call_stmt,
					"indirect call not promoted to %s: %s\n", plan->t[i].name,
					why);
		}
		FILE *saved_dump = dump_file;	/* GCC announces the removal there */
		dump_file = NULL;
		cgraph_edge::resolve_speculation(spec[i], NULL);
		dump_file = saved_dump;
		/* The remaining direct edges of the site, in test order again. */
		for (unsigned k = i + 1; k < plan->n; k++)
			spec[k] = pgoipo_speculation_to(e, plan->t[k].name);
	}
}

static bool guards_gate(function *)
{
	return pgoipo_opts.icp && pgoipo_opts.icp_keep && pgoipo_icp_plans;
}

static unsigned int guards_execute(function *)
{
	cgraph_node *node;
	unsigned sites = 0, kept = 0, dropped = 0;

	FOR_EACH_FUNCTION(node) {
		unsigned node_dropped = dropped;
		for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee) {
			icp_site *plan = pgoipo_icp_plans->get(e);
			if (!plan || !plan->n || !e->speculative)
				continue;
			sites++;
			guards_site(e, plan, &kept, &dropped);
		}
		if (dropped != node_dropped)
			ipa_update_overall_fn_summary(node->inlined_to ? node->inlined_to : node);
	}
	if (dump_file)
		fprintf(dump_file, "totals sites=%u guards=%u dropped=%u icp-keep-mispredict=%u\n",
			sites, kept, dropped, pgoipo_opts.icp_keep_mispredict);
	pgoipo_ipa_dump_done();
	return 0;
}

PGOIPO_IPA_PASS(guards, OPTGROUP_IPA, NULL, NULL)
