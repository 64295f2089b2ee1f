/* icp-plan.cc — the ICP plan that pgoipo-icp makes and pgoipo-speculate,
 * pgoipo-keep, pgoipo-guards and pgoipo-cgprofile follow (passes.h). */
#include "gcc-common.h"
#include "passes.h"

icp_summary *pgoipo_icp_plans;

cgraph_node *pgoipo_declare_external(const char *name, gcall *call)
{
	/* Never for a name the unit knows as anything but a function. */
	if (symtab_node::get_for_asmname(get_identifier(name)))
		return NULL;
	tree fntype = gimple_call_fntype(call);
	tree decl = build_fn_decl(name, fntype);

	SET_DECL_ASSEMBLER_NAME(decl, get_identifier(name));
	DECL_ARTIFICIAL(decl) = 1;
	DECL_IGNORED_P(decl) = 1;
	/* The call may throw exactly when the indirect call may. */
	TREE_NOTHROW(decl) = gimple_call_nothrow_p(call);
	/* Weak: with a stale index (the function renamed, made static or
	 * removed since the training run) the program still links; the
	 * address is then 0, which no function pointer the guard sees equals,
	 * and the fallback makes the call.  When the symbol is defined, as
	 * usual, the linker binds it as before (PIE: lea and a direct call). */
	declare_weak(decl);

	FILE *saved = dump_file;	/* get_create announces the node there */
	dump_file = NULL;
	cgraph_node *n = cgraph_node::get_create(decl);
	dump_file = saved;
	return n;
}

/* GCC's make_speculative writes a line of its own into the current dump. */
void pgoipo_make_speculative(cgraph_edge *e, cgraph_node *target, profile_count count,
			     unsigned id)
{
	FILE *saved = dump_file;

	dump_file = NULL;
	e->make_speculative(target, count, id);
	dump_file = saved;
}

/* The symbol a speculative direct edge D was made for: its reference keeps
 * naming it when the edge itself has been redirected to a clone, inlined,
 * or moved to another body by identical code folding.  NULL if absent. */
static symtab_node *speculation_ref_target(cgraph_edge *d)
{
	ipa_ref *ref;

	for (unsigned i = 0; d->caller->iterate_reference(i, ref); i++)
		if (ref->speculative && ref->speculative_id == d->speculative_id
		    && ref->stmt == (gimple *)d->call_stmt && ref->lto_stmt_uid == d->lto_stmt_uid)
			return ref->referred;
	return NULL;
}

/* The function D calls in the end: through clones and aliases. */
static cgraph_node *final_callee(cgraph_node *n)
{
	while (n->clone_of)
		n = n->clone_of;
	return n->ultimate_alias_target();
}

cgraph_edge *pgoipo_speculation_to(cgraph_edge *e, const char *name)
{
	cgraph_node *planned = cgraph_node::get_for_asmname(get_identifier(name));
	cgraph_node *planned_final = planned ? final_callee(planned) : NULL;

	if (!e->speculative)
		return NULL;
	for (cgraph_edge *d = e->first_speculative_call_target(); d;
	     d = d->next_speculative_call_target()) {
		symtab_node *ref = speculation_ref_target(d);
		if (ref && !strcmp(ref->asm_name(), name))
			return d;
		if (planned_final && final_callee(d->callee) == planned_final)
			return d;
		cgraph_node *ref_fn = ref ? dyn_cast<cgraph_node *>(ref) : NULL;
		if (planned_final && ref_fn && final_callee(ref_fn) == planned_final)
			return d;
	}
	return NULL;
}

profile_count pgoipo_site_count_now(cgraph_edge *e)
{
	profile_count now = e->count;

	if (e->speculative)
		for (cgraph_edge *d = e->first_speculative_call_target(); d;
		     d = d->next_speculative_call_target())
			now += d->count;
	return now;
}

void pgoipo_icp_residuals(void (*fn)(cgraph_node *caller, int64_t id, int64_t count, void *data),
			  void *data)
{
	cgraph_node *node;

	if (!pgoipo_icp_plans)
		return;
	FOR_EACH_FUNCTION(node) {
		cgraph_node *caller = node->inlined_to ? node->inlined_to : node;
		for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee) {
			icp_site *plan = pgoipo_icp_plans->get(e);
			if (!plan || plan->total <= 0)
				continue;
			profile_count now = pgoipo_site_count_now(e);
			for (unsigned i = 0; i < plan->n_rest; i++) {
				int64_t c = pgoipo_count(now.apply_scale(plan->rest[i].count,
									 plan->total));
				if (c > 0)
					fn(caller, plan->rest[i].id, c, data);
			}
		}
	}
}
