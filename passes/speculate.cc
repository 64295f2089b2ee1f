/* speculate.cc — pass "pgoipo-speculate": pgoipo-icp's promotions become
 * GCC's speculative edges.
 *
 * pgoipo-icp decides in the SIMPLE_IPA stage, where the value profiles are,
 * but GCC's regular IPA passes compute their summaries after it, and some
 * of them (IPA-SRA's argument flow, modref's escape points) attach what they
 * learn about a call statement to node->get_edge (stmt), which for a
 * speculative call is the direct edge: the indirect fallback would carry
 * nothing, and IPA-SRA then removed a parameter the fallback still passes
 * (a wrong program under -flto, found by scripts/fuzz-icp).  GCC's own
 * speculation is made after the summaries, which the edge duplication hooks
 * then copy to the direct edges; pgoipo's is made at the same point: this
 * IPA pass, registered before "static-var", does its work in
 * generate_summary, the last one before the summaries are streamed (-flto)
 * or the IPA passes run.  Until then the plan on the indirect edge names the
 * targets (an external declaration without references does not survive the
 * unreachable-node removal in between).  Its execute only ends the dump.
 *
 * Dump (dump=speculate): speculate SITE -> NAME count=N [gone], one line per
 * promoted target, the one tested first last; gone: the symbol no longer
 * exists and nothing is made for it.
 */
#include "gcc-common.h"
#include "passes.h"

/* The node to speculate on for target N: the local alias of an
 * interposable definition (the guard still compares against the address
 * the program sees, and the body can be inlined, as stock ipa-profile
 * does), else N. */
static cgraph_node *speculation_node(cgraph_node *n)
{
	if (n->definition && !n->can_be_discarded_p()) {
		cgraph_node *alias = dyn_cast<cgraph_node *>(n->noninterposable_alias());
		if (alias)
			n = alias;
	}
	return n;
}

/* The node a promotion to NAME calls, as resolve_target found it. */
static cgraph_node *speculation_target(const char *name, bool external, gcall *call)
{
	cgraph_node *n = cgraph_node::get_for_asmname(get_identifier(name));

	if (!n && external && call)
		n = pgoipo_declare_external(name, call);
	return n ? speculation_node(n) : NULL;
}

/* pgoipo-speculate's generate_summary: every indirect edge whose plan
 * promotes targets and that is not speculative yet gets its edges. */
static void speculate_planned_sites(void)
{
	cgraph_node *node;

	if (!pgoipo_icp_plans)
		return;
	FOR_EACH_DEFINED_FUNCTION(node) {
		bool made = false;
		for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee) {
			icp_site *plan = pgoipo_icp_plans->get(e);
			if (!plan || !plan->n || e->speculative)
				continue;
			char site[512];
			pgoipo_site(e, site, sizeof site);
			/* The edge created last is tested first: create the coldest
			 * first.  Direct counts are shares of the site's count
			 * before any is taken (each one taken lowers e->count). */
			profile_count site_count = e->count;
			for (unsigned t = plan->n; t-- > 0;) {
				cgraph_node *n = speculation_target(plan->t[t].name, plan->t[t].external,
								    e->call_stmt);
				profile_count count = site_count.apply_scale(plan->t[t].count, plan->total);
				if (dump_file)
					fprintf(dump_file, "speculate %s -> %s count=%" PRId64 "%s\n", site,
						n ? n->asm_name() : plan->t[t].name, pgoipo_count(count),
						n ? "" : " gone");
				if (n) {
					pgoipo_make_speculative(e, n, count, SPEC_ID_BASE + t);
					made = true;
				}
			}
		}
		if (made && ipa_fn_summaries && ipa_fn_summaries->get(node))
			ipa_update_overall_fn_summary(node);
	}
}

static bool speculate_gate(function *)
{
	return true;
}

static unsigned int speculate_execute(function *)
{
	pgoipo_ipa_dump_done();
	return 0;
}

PGOIPO_IPA_PASS(speculate, OPTGROUP_IPA, speculate_planned_sites, NULL)
