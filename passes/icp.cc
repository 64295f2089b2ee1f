/* icp.cc — passes "pgoipo-icp" and "pgoipo-keep": indirect-call promotion.
 *
 * Algorithm 20.10.5, first loop.  For each indirect call with a value
 * profile, the targets are walked in decreasing count and promoted by the
 * rule of gcov-ext/icp-rule.h (icp-max, icp-remaining, icp-total); each
 * promotion becomes a guarded direct call with the indirect call kept as the
 * fallback:
 *
 *     before:  s = f (x);                     value profile {inc: 999000, dbl: 1000}
 *     after:   if (f == inc) s = inc (x);     branch weights 999000 : 1000
 *              else          s = f (x);
 *
 * What stock GCC 12 does not: several targets per site (not only one with
 * >= 50%); targets defined in another unit, without LTO — a public function
 * of another unit is named by the profile index (profile=FILE) and called
 * through an external declaration with the call's own type; and the
 * promotion survives when the target is not inlined.
 *
 * Two passes, because GCC's inliner drops the speculative edges it does not
 * inline:
 *   pgoipo-icp       SIMPLE_IPA right after "pgoipo-hotness" (so after GCC's
 *                    "profile", while the value profiles are still on the
 *                    call statements): decides which targets become
 *                    speculative edges (so the inliner can inline them), removes the value
 *                    profile so GCC's own promotion leaves the site alone,
 *                    and records the plan in a call summary (which follows
 *                    the edge into inline clones).
 *   pgoipo-speculate IPA before "static-var", whose generate_summary makes
 *                    the speculative edges after GCC's other summaries (see
 *                    "deferred speculation" below).
 *   pgoipo-keep      IPA right after "inline": re-creates the promotions the
 *                    inliner dropped (icp-keep, default on), hottest target
 *                    tested first.
 *
 * Refused, with the reason in the dump: a cold site (unless icp-cold), a
 * target below the thresholds, a static function of another unit (the index
 * knows its unit but no symbol can reach it), an id that is neither a
 * function of this unit nor one in the index, a target whose prototype takes another
 * number of arguments, an interposable target that may be discarded.
 *
 * Dump lines (dump=icp; dump=keep for the last three):
 *   site SITE count=N targets=K class=C
 *   promote SITE -> NAME id=ID count=N total=T share=P% remaining-share=R% where=W
 *   refuse SITE -> NAME id=ID count=N total=T share=P% remaining-share=R% reason=WHY
 *   keep SITE -> NAME count=N                 (icp-keep re-created it)
 *   inlined SITE -> NAME                      (the inliner took it)
 *   totals ...
 * Remarks: -fopt-info-ipa-optimized / -fopt-info-ipa-missed.
 */
#include "gcc-common.h"
#include "pgoipo.h"
#include "pgoipo-profile.h"

#include "icp-rule.h"

/* Speculative ids 128.. mark pgoipo's promotions: GCC's verifier wants ids
 * below 256, stock ipa-profile uses 0..31 and ipa-devirt 0. */
#define SPEC_ID_BASE 128

/* The plan for one site: what was promoted, to re-create it after inlining. */
struct icp_target_plan {
	const char *name;	/* assembler name of the target */
	int64_t count;		/* its count in the value profile */
	bool external;		/* declared by pgoipo (defined in another unit) */
	bool recreated;		/* pgoipo-keep re-created its dropped speculation */
};

struct icp_site {
	int64_t total;		/* the site's count when decided */
	tree fntype;		/* the call's function type */
	unsigned n;
	struct icp_target_plan t[GCOV_TOPN_MAXIMUM_TRACKED_VALUES];
	/* The targets left to the indirect call (for pgoipo-cgprofile). */
	unsigned n_rest;
	struct icall_target rest[GCOV_TOPN_MAXIMUM_TRACKED_VALUES];
};

class icp_summary : public call_summary<icp_site *> {
public:
	icp_summary(symbol_table *symtab) : call_summary<icp_site *>(symtab) {}
	/* An inline clone of the caller gets the same plan. */
	void duplicate(cgraph_edge *, cgraph_edge *, icp_site *src, icp_site *dst) final override
	{
		*dst = *src;
	}
};

static icp_summary *icp_sums;

/* ---- resolving a target ---- */

static unsigned prototype_params(tree fntype, bool *variadic)
{
	unsigned n = 0;
	tree t;

	*variadic = stdarg_p(fntype);
	for (t = TYPE_ARG_TYPES(fntype); t && t != void_list_node; t = TREE_CHAIN(t))
		n++;
	return n;
}

/* An external declaration of NAME for a call of type FNTYPE: the direct call
 * then has exactly the ABI of the indirect call it replaces. */
static cgraph_node *declare_external(const char *name, gcall *call)
{
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

/* Find the target with profile id ID for the call of E.  On success *WHERE
 * says how it was found; on failure *WHY says why not. */
static cgraph_node *resolve_target(cgraph_edge *e, int64_t id, const char **name,
				   const char **where, const char **why, bool *external)
{
	cgraph_node *n = pgoipo_unit_function(id);

	*external = false;
	*name = NULL;
	if (n) {
		*where = "unit";
	} else {
		*name = pgoipo_index_name(id);
		if (!*name) {
			static char buf[512];
			const char *unit = pgoipo_index_local(id);
			if (unit) {
				snprintf(buf, sizeof buf, "static-in-other-unit (%s)", unit);
				*why = buf;
			} else {
				*why = pgoipo_opts.profile
					? "unknown-id (not a function of the indexed program)"
					: "unknown-id (not in this unit; no profile index)";
			}
			return NULL;
		}
		n = cgraph_node::get_for_asmname(get_identifier(*name));
		if (n) {
			*where = "declared";
		} else if (e->call_stmt) {
			n = declare_external(*name, e->call_stmt);
			*where = "other-unit";
			*external = true;
		} else {
			*why = "no-declaration";
			return NULL;
		}
	}
	*name = n->asm_name();

	/* A definition here that the linker may replace or drop (weak, comdat).
	 * An external declaration is vouched for by the index: the symbol is
	 * defined in the program the profile was taken from. */
	if (n->definition && n->get_availability() <= AVAIL_INTERPOSABLE
	    && n->can_be_discarded_p()) {
		*why = "interposable-discardable";
		return NULL;
	}
	if (e->call_stmt && prototype_p(TREE_TYPE(n->decl))) {
		bool variadic;
		unsigned params = prototype_params(TREE_TYPE(n->decl), &variadic);
		unsigned args = gimple_call_num_args(e->call_stmt);
		if (params > args || (params < args && !variadic)) {
			*why = "parameter-count-mismatch";
			return NULL;
		}
	}
	return n;
}

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

/* GCC's make_speculative writes a line of its own into the current dump;
 * keep pgoipo's dumps to pgoipo's line format. */
static void make_speculative(cgraph_edge *e, cgraph_node *target, profile_count count,
			     unsigned id)
{
	FILE *saved = dump_file;

	dump_file = NULL;
	e->make_speculative(target, count, id);
	dump_file = saved;
}

/* ---- deferred speculation ----
 *
 * pgoipo-icp decides in the SIMPLE_IPA stage, where the value profiles are,
 * but GCC's regular IPA passes compute their summaries after it, and some
 * of them (IPA-SRA's argument flow, modref's escape points) attach what they
 * learn about a call statement to node->get_edge (stmt), which for a
 * speculative call is the direct edge: the indirect fallback would carry
 * nothing, and IPA-SRA then removed a parameter the fallback still passes
 * (a wrong program under -flto, found by scripts/fuzz-icp).  GCC's own
 * speculation is made after the summaries, which the edge duplication hooks
 * then copy to the direct edges; pgoipo's is made at the same point: pass
 * pgoipo-speculate's generate_summary, the last one before the summaries
 * are streamed (-flto) or the IPA passes run.  Until then the plan on the
 * indirect edge names the targets (an external declaration without
 * references does not survive the unreachable-node removal in between).
 *
 * Dump (dump=speculate): speculate SITE -> NAME count=N, tested first last. */

/* The node a promotion to NAME calls, as resolve_target found it. */
static cgraph_node *speculation_target(const char *name, bool external, gcall *call)
{
	cgraph_node *n = cgraph_node::get_for_asmname(get_identifier(name));

	if (!n && external && call)
		n = declare_external(name, call);
	return n ? speculation_node(n) : NULL;
}

/* pgoipo-speculate's generate_summary: every indirect edge whose plan
 * promotes targets and that is not speculative yet gets its edges. */
static void speculate_planned_sites(void)
{
	cgraph_node *node;

	if (!icp_sums)
		return;
	FOR_EACH_DEFINED_FUNCTION(node) {
		bool made = false;
		for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee) {
			icp_site *plan = icp_sums->get(e);
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
					make_speculative(e, n, count, SPEC_ID_BASE + t);
					made = true;
				}
			}
		}
		if (made && ipa_fn_summaries && ipa_fn_summaries->get(node))
			ipa_update_overall_fn_summary(node);
	}
}

/* ---- pgoipo-icp ---- */

struct icp_totals {
	unsigned sites, sites_promoted, promoted, refused, other_unit, cold_sites;
};

static void remark(cgraph_edge *e, bool optimized, const char *fmt, const char *name,
		   int64_t count, int64_t total)
{
	if (!dump_enabled_p() || !e->call_stmt)
		return;
	dump_printf_loc(optimized ? MSG_OPTIMIZED_LOCATIONS : MSG_MISSED_OPTIMIZATION,
			e->call_stmt, fmt, name, (long long)count, (long long)total);
}

static void dump_target(const char *verdict, const char *site, const char *name, int64_t id,
			int64_t count, int64_t total, int64_t remaining, const char *key,
			const char *value)
{
	if (!dump_file)
		return;
	fprintf(dump_file,
		"%s %s -> %s id=%" PRId64 " count=%" PRId64 " total=%" PRId64
		" share=%.2f%% remaining-share=%.2f%% %s=%s\n",
		verdict, site, name ? name : "?", id, count, total,
		total > 0 ? 100.0 * count / total : 0.0,
		remaining > 0 ? 100.0 * count / remaining : 0.0, key, value);
}

/* Decide one site and create its speculative edges. */
static void promote_site(cgraph_edge *e, struct icp_totals *tot)
{
	struct icall_profile p;
	char site[512];
	struct ext_icp_rule rule = { pgoipo_opts.icp_max, pgoipo_opts.icp_remaining,
				 pgoipo_opts.icp_total };
	icp_site plan;

	if (!pgoipo_icall_profile(e, &p) || !p.n)
		return;
	int64_t total = pgoipo_count(e->count);
	if (total <= 0)
		return;
	tot->sites++;
	enum ext_summary_class cls = pgoipo_classify(e->count);
	pgoipo_site(e, site, sizeof site);
	if (dump_file)
		fprintf(dump_file, "site %s count=%" PRId64 " targets=%u class=%s\n", site, total,
			p.n, ext_summary_class_name(cls));

	plan.total = total;
	plan.fntype = gimple_call_fntype(e->call_stmt);
	plan.n = 0;
	plan.n_rest = 0;
	int64_t remaining = total;
	for (unsigned i = 0; i < p.n; i++) {
		int64_t count = MIN(p.t[i].count, total);
		const char *name = pgoipo_name_of_id(p.t[i].id), *where = NULL, *why = NULL;
		bool external = false;

		if (cls == EXT_CLASS_COLD && !pgoipo_opts.icp_cold) {
			why = "cold-site";
		} else {
			enum ext_icp_verdict v = ext_icp_judge(&rule, count, total, remaining, plan.n);
			if (v != ICP_PROMOTE)
				why = ext_icp_verdict_name(v);
		}
		cgraph_node *n = NULL;
		if (!why)
			n = resolve_target(e, p.t[i].id, &name, &where, &why, &external);
		if (!n) {
			plan.rest[plan.n_rest].id = p.t[i].id;
			plan.rest[plan.n_rest].count = count;
			plan.n_rest++;
			tot->refused++;
			dump_target("refuse", site, name, p.t[i].id, count, total, remaining, "reason", why);
			remark(e, false, "not promoting indirect call to %s with count %lld out of %lld\n",
			       name ? name : "unknown target", count, total);
			continue;
		}
		dump_target("promote", site, name, p.t[i].id, count, total, remaining, "where", where);
		remark(e, true, "promoted indirect call to %s with count %lld out of %lld\n", name,
		       count, total);
		plan.t[plan.n].name = xstrdup(name);
		plan.t[plan.n].count = count;
		plan.t[plan.n].external = external;
		plan.n++;
		remaining -= count;
		tot->other_unit += external;
	}
	if (cls == EXT_CLASS_COLD)
		tot->cold_sites++;
	if (!plan.n) {
		*icp_sums->get_create(e) = plan;
		pgoipo_icall_profile_remove(e);
		return;
	}
	tot->sites_promoted++;
	tot->promoted += plan.n;

	/* The speculative edges are made by pgoipo-speculate (see "deferred
	 * speculation"). */
	*icp_sums->get_create(e) = plan;
	pgoipo_icall_profile_remove(e);
}

/* The count of indirect edge E's site now: the indirect edge plus its
 * speculations.  An inline copy of the caller has its share of the original. */
static profile_count site_count_now(cgraph_edge *e)
{
	profile_count now = e->count;

	if (e->speculative)
		for (cgraph_edge *d = e->first_speculative_call_target(); d;
		     d = d->next_speculative_call_target())
			now += d->count;
	return now;
}

/* Without icp the value profiles are only recorded, for pgoipo-cgprofile;
 * GCC's own promotion keeps them. */
static void record_site(cgraph_edge *e)
{
	struct icall_profile p;
	icp_site plan = {};

	if (!pgoipo_icall_profile(e, &p) || !p.n || pgoipo_count(e->count) <= 0)
		return;
	plan.total = pgoipo_count(e->count);
	for (unsigned i = 0; i < p.n; i++)
		plan.rest[plan.n_rest++] = p.t[i];
	*icp_sums->get_create(e) = plan;
}

void pgoipo_icp_residuals(void (*fn)(cgraph_node *caller, int64_t id, int64_t count, void *data),
			  void *data)
{
	cgraph_node *node;

	if (!icp_sums)
		return;
	FOR_EACH_FUNCTION(node) {
		cgraph_node *caller = node->inlined_to ? node->inlined_to : node;
		for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee) {
			icp_site *plan = icp_sums->get(e);
			if (!plan || plan->total <= 0)
				continue;
			profile_count now = site_count_now(e);
			for (unsigned i = 0; i < plan->n_rest; i++) {
				int64_t c = pgoipo_count(now.apply_scale(plan->rest[i].count,
									 plan->total));
				if (c > 0)
					fn(caller, plan->rest[i].id, c, data);
			}
		}
	}
}

namespace {

const pass_data pass_data_pgoipo_icp = {
	SIMPLE_IPA_PASS, "pgoipo-icp", OPTGROUP_IPA, TV_NONE, 0, 0, 0, 0, 0,
};

class pass_pgoipo_icp : public simple_ipa_opt_pass {
public:
	pass_pgoipo_icp(gcc::context *ctxt) : simple_ipa_opt_pass(pass_data_pgoipo_icp, ctxt) {}
	bool gate(function *) final override { return !in_lto_p; }
	unsigned int execute(function *) final override;
};

} // namespace

unsigned int pass_pgoipo_icp::execute(function *)
{
	cgraph_node *node;
	struct icp_totals tot = {};

	if (!pgoipo_profile_init())
		return 0;
	if (!icp_sums)
		icp_sums = new icp_summary(symtab);
	if (dump_file)
		fprintf(dump_file, "thresholds hot=%" PRIu64 " cold=%" PRIu64 " source=%s\n",
			pgoipo_hot_threshold(), pgoipo_cold_threshold(), pgoipo_threshold_source());
	FOR_EACH_DEFINED_FUNCTION(node) {
		if (!node->has_gimple_body_p())
			continue;
		for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee)
			if (pgoipo_opts.icp)
				promote_site(e, &tot);
			else
				record_site(e);
	}
	if (!pgoipo_opts.icp) {
		if (dump_file)
			fprintf(dump_file, "disabled (no-icp): value profiles only recorded\n");
		pgoipo_ipa_dump_done();
		return 0;
	}
	if (dump_file)
		fprintf(dump_file,
			"totals sites=%u promoted-sites=%u promoted=%u refused=%u other-unit=%u"
			" cold-sites=%u\n",
			tot.sites, tot.sites_promoted, tot.promoted, tot.refused, tot.other_unit,
			tot.cold_sites);
	pgoipo_ipa_dump_done();
	return 0;
}

opt_pass *make_pass_pgoipo_icp(gcc::context *ctxt)
{
	return new pass_pgoipo_icp(ctxt);
}

/* ---- pgoipo-speculate ---- */

namespace {

const pass_data pass_data_pgoipo_speculate = {
	IPA_PASS, "pgoipo-speculate", OPTGROUP_IPA, TV_NONE, 0, 0, 0, 0, 0,
};

/* Only its generate_summary does something: it makes pgoipo-icp's
 * promotions speculative edges once every other summary exists. */
class pass_pgoipo_speculate : public ipa_opt_pass_d {
public:
	pass_pgoipo_speculate(gcc::context *ctxt)
		: ipa_opt_pass_d(pass_data_pgoipo_speculate, ctxt, speculate_planned_sites, NULL,
				 NULL, NULL, NULL, NULL, 0, NULL, NULL)
	{
	}
	bool gate(function *) final override { return true; }
	unsigned int execute(function *) final override
	{
		pgoipo_ipa_dump_done();
		return 0;
	}
};

} // namespace

opt_pass *make_pass_pgoipo_speculate(gcc::context *ctxt)
{
	return new pass_pgoipo_speculate(ctxt);
}

/* ---- pgoipo-keep ---- */

static bool same_site(cgraph_edge *a, cgraph_edge *b)
{
	return a->call_stmt == b->call_stmt && a->lto_stmt_uid == b->lto_stmt_uid;
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

/* The speculative direct edge of indirect edge E to NAME, or NULL: the same
 * symbol, or one that ends in the same function (ICF may have merged the
 * planned target into another, which a second guard would duplicate). */
static cgraph_edge *speculation_to(cgraph_edge *e, const char *name)
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
	profile_count now = site_count_now(e);
	if (dump_file && (dump_flags & TDF_DETAILS))
		for (cgraph_edge *d = e->caller->callees; d; d = d->next_callee)
			if (d->speculative && same_site(d, e))
				fprintf(dump_file, "  speculation %s -> %s id=%u inlined=%d\n", site,
					d->callee->dump_name(), d->speculative_id, !d->inline_failed);

	for (unsigned i = 0; i < plan->n; i++) {
		cgraph_edge *d = speculation_to(e, plan->t[i].name);
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
			n = declare_external(plan->t[i].name, e->call_stmt);
		if (!n || n->inlined_to) {
			if (dump_file)
				fprintf(dump_file, "lost %s -> %s reason=target-gone\n", site,
					plan->t[i].name);
			continue;
		}
		profile_count count = now.apply_scale(plan->t[i].count, plan->total);
		make_speculative(e, n, count, SPEC_ID_BASE + i);
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

	if (!icp_sums)
		icp_sums = new icp_summary(symtab);
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
				*icp_sums->get_create(e) = plan;
		}
	}
}

namespace {

const pass_data pass_data_pgoipo_keep = {
	IPA_PASS, "pgoipo-keep", OPTGROUP_IPA, TV_NONE, 0, 0, 0, 0, 0,
};

class pass_pgoipo_keep : public ipa_opt_pass_d {
public:
	pass_pgoipo_keep(gcc::context *ctxt)
		: ipa_opt_pass_d(pass_data_pgoipo_keep, ctxt, NULL, NULL, snapshot_speculations,
				 NULL, NULL, NULL, 0, NULL, NULL)
	{
	}
	bool gate(function *) final override { return pgoipo_opts.icp && (icp_sums || flag_wpa); }
	unsigned int execute(function *) final override;
};

} // namespace

unsigned int pass_pgoipo_keep::execute(function *)
{
	cgraph_node *node;
	unsigned sites = 0, kept = 0, inlined = 0;

	FOR_EACH_FUNCTION(node) {
		unsigned node_kept = 0;
		for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee) {
			icp_site *plan = icp_sums->get(e);
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

opt_pass *make_pass_pgoipo_keep(gcc::context *ctxt)
{
	return new pass_pgoipo_keep(ctxt);
}

/* ---- pgoipo-guards ---- */

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
		spec[i] = speculation_to(e, plan->t[i].name);
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
			spec[k] = speculation_to(e, plan->t[k].name);
	}
}

namespace {

const pass_data pass_data_pgoipo_guards = {
	IPA_PASS, "pgoipo-guards", OPTGROUP_IPA, TV_NONE, 0, 0, 0, 0, 0,
};

class pass_pgoipo_guards : public ipa_opt_pass_d {
public:
	pass_pgoipo_guards(gcc::context *ctxt)
		: ipa_opt_pass_d(pass_data_pgoipo_guards, ctxt, NULL, NULL, NULL, NULL, NULL, NULL,
				 0, NULL, NULL)
	{
	}
	bool gate(function *) final override
	{
		return pgoipo_opts.icp && pgoipo_opts.icp_keep && icp_sums;
	}
	unsigned int execute(function *) final override;
};

} // namespace

unsigned int pass_pgoipo_guards::execute(function *)
{
	cgraph_node *node;
	unsigned sites = 0, kept = 0, dropped = 0;

	FOR_EACH_FUNCTION(node) {
		unsigned node_dropped = dropped;
		for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee) {
			icp_site *plan = icp_sums->get(e);
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

opt_pass *make_pass_pgoipo_guards(gcc::context *ctxt)
{
	return new pass_pgoipo_guards(ctxt);
}
