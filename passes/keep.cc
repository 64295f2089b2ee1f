/* keep.cc — pass "pgoipo-keep": the promotions GCC's inliner dropped, back.
 *
 * GCC's inliner removes the speculative edges it does not inline (stock
 * GCC's own ICP is only worth it when the target is inlined).  This IPA
 * pass, right after "inline" (summaries still exist here, freed a few passes
 * on; in lto1 it runs in WPA), re-creates them as guarded direct calls
 * (icp-keep, default on), hottest target tested first, so that
 * pgoipo-inline may still inline them and pgoipo-guards can price those
 * left out of line.  Under LTO the plan made in cc1 exists only as the
 * speculative edges it created; read_summary reads it back from them.
 *
 * Dump (dump=keep):
 *   inlined SITE -> NAME              the inliner inlined the promoted target
 *   keep SITE -> NAME count=N         re-created as a guarded direct call
 *   lost SITE -> NAME reason=target-gone
 *   totals sites=N inlined=N kept=N icp-keep=on|off
 */
#include "gcc-common.h"
#include "passes.h"

static bool same_site(cgraph_edge *a, cgraph_edge *b)
{
	return a->call_stmt == b->call_stmt && a->lto_stmt_uid == b->lto_stmt_uid;
}

static void unlink_callee(cgraph_edge *d)
{
	if (d->prev_callee)
		d->prev_callee->next_callee = d->next_callee;
	else
		d->caller->callees = d->next_callee;
	if (d->next_callee)
		d->next_callee->prev_callee = d->prev_callee;
	d->prev_callee = d->next_callee = NULL;
}

static int cmp_edge_count(const void *a, const void *b)
{
	cgraph_edge *x = *(cgraph_edge *const *)a, *y = *(cgraph_edge *const *)b;
	int64_t cx = pgoipo_count(x->count), cy = pgoipo_count(y->count);
	if (cx != cy)
		return cx > cy ? -1 : 1;
	return (int)x->speculative_id - (int)y->speculative_id;
}

/* GCC wants the direct edges of one speculative call to form an interval of
 * the caller's callee list, and expands the first of them as the outermost
 * test.  Put them together at the head so that the hottest is tested first.
 * Inlining the caller's body copies a site's edges in list order, each to
 * the head of the new list — reversing them once — so a site in an inline
 * clone is put coldest first. */
static void order_speculations(cgraph_edge *e)
{
	cgraph_edge *list[256];
	unsigned n = 0;
	cgraph_node *caller = e->caller;
	bool reversed_later = caller->inlined_to != NULL;

	for (cgraph_edge *d = caller->callees; d; d = d->next_callee)
		if (d->speculative && same_site(d, e) && n < ARRAY_SIZE(list))
			list[n++] = d;
	if (!n)
		return;
	qsort(list, n, sizeof list[0], cmp_edge_count);
	for (unsigned k = 0; k < n; k++) {
		cgraph_edge *d = list[reversed_later ? k : n - 1 - k];
		unlink_callee(d);
		d->next_callee = caller->callees;
		if (caller->callees)
			caller->callees->prev_callee = d;
		caller->callees = d;
	}
	/* The call site hash (big functions) must name the first direct edge;
	 * set_call_stmt with the same statement re-enters it. */
	if (caller->call_site_hash && e->call_stmt)
		cgraph_edge::set_call_stmt(caller->callees, e->call_stmt, false);
}

static unsigned keep_site(cgraph_edge *e, icp_site *plan, unsigned *inlined)
{
	char site[512];
	unsigned kept = 0;

	pgoipo_site(e, site, sizeof site);
	profile_count now = pgoipo_site_count_now(e);
	if (dump_file && (dump_flags & TDF_DETAILS))
		for (cgraph_edge *d = e->caller->callees; d; d = d->next_callee)
			if (d->speculative && same_site(d, e))
				fprintf(dump_file, "  speculation %s -> %s id=%u inlined=%d\n", site,
					d->callee->dump_name(), d->speculative_id, !d->inline_failed);

	for (unsigned i = 0; i < plan->n; i++) {
		cgraph_edge *d = pgoipo_speculation_to(e, plan->t[i].name);
		if (d) {
			if (!d->inline_failed) {
				(*inlined)++;
				if (dump_file)
					fprintf(dump_file, "inlined %s -> %s\n", site, plan->t[i].name);
			}
			continue;
		}
		cgraph_node *n = cgraph_node::get_for_asmname(get_identifier(plan->t[i].name));
		if (!n && plan->t[i].external && e->call_stmt)
			n = pgoipo_declare_external(plan->t[i].name, e->call_stmt);
		/* A target that was defined when the plan was made and is
		 * not now lost its body to remove_unreachable_nodes (no
		 * address taken any more, every direct call redirected to an
		 * IPA-CP clone): a call to it would reach the linker as an
		 * undefined reference. */
		if (!n || n->inlined_to || n->body_removed ||
		    (!plan->t[i].external && !n->definition)) {
			if (dump_file)
				fprintf(dump_file, "lost %s -> %s reason=target-gone\n", site,
					plan->t[i].name);
			continue;
		}
		profile_count count = now.apply_scale(plan->t[i].count, plan->total);
		pgoipo_make_speculative(e, n, count, SPEC_ID_BASE + i);
		plan->t[i].recreated = true;
		kept++;
		if (dump_file)
			fprintf(dump_file, "keep %s -> %s count=%" PRId64 "\n", site, plan->t[i].name,
				pgoipo_count(count));
	}
	/* Always: inlining the caller clones its edges in reverse order. */
	order_speculations(e);
	return kept;
}

/* Under LTO the plan made in cc1 exists only as the speculative edges it
 * created (streamed with the call graph, recognisable by their ids); read it
 * back from them in WPA, before the inliner drops any. */
static void snapshot_speculations(void)
{
	cgraph_node *node;

	if (!pgoipo_icp_plans)
		pgoipo_icp_plans = new icp_summary(symtab);
	FOR_EACH_FUNCTION(node) {
		for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee) {
			if (!e->speculative)
				continue;
			icp_site plan = {};
			profile_count total = e->count;
			for (cgraph_edge *d = e->first_speculative_call_target(); d;
			     d = d->next_speculative_call_target()) {
				total += d->count;
				if (d->speculative_id < SPEC_ID_BASE || plan.n == ARRAY_SIZE(plan.t))
					continue;
				cgraph_node *target = d->callee->ultimate_alias_target();
				plan.t[plan.n].name = xstrdup(target->asm_name());
				plan.t[plan.n].count = pgoipo_count(d->count);
				plan.t[plan.n].external = !target->definition;
				plan.n++;
			}
			plan.total = pgoipo_count(total);
			if (plan.n && plan.total > 0)
				*pgoipo_icp_plans->get_create(e) = plan;
		}
	}
}

static bool keep_gate(function *)
{
	return pgoipo_opts.icp && (pgoipo_icp_plans || flag_wpa);
}

static unsigned int keep_execute(function *)
{
	cgraph_node *node;
	unsigned sites = 0, kept = 0, inlined = 0;

	FOR_EACH_FUNCTION(node) {
		unsigned node_kept = 0;
		for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee) {
			icp_site *plan = pgoipo_icp_plans->get(e);
			if (!plan || !plan->n)
				continue;
			sites++;
			if (pgoipo_opts.icp_keep)
				node_kept += keep_site(e, plan, &inlined);
		}
		if (node_kept)
			ipa_update_overall_fn_summary(node->inlined_to ? node->inlined_to : node);
		kept += node_kept;
	}
	if (dump_file)
		fprintf(dump_file, "totals sites=%u inlined=%u kept=%u icp-keep=%s\n", sites, inlined,
			kept, pgoipo_opts.icp_keep ? "on" : "off");
	pgoipo_ipa_dump_done();
	return 0;
}

PGOIPO_IPA_PASS(keep, OPTGROUP_IPA, NULL, snapshot_speculations)
