/* cold.cc — pass "pgoipo-cold": cold call sites stay out of line.
 *
 * Algorithm 20.10.5, second loop, the cold half: a call site whose count is
 * cold (<= the cold threshold; program-wide from the profile index, else the
 * unit's) and whose callee costs at least inline-cold (45 seed units, 5 per
 * instruction: gcov-ext/inline-rule.h) is kept out of line, also where GCC
 * would inline it (a static function called once, on an error path).
 *
 * In GCC 12 a cold edge can only be forbidden before the inliner looks at
 * it: this IPA pass runs right before "inline" (after "fnsummary", so the
 * size estimates exist) and gives the edge a final inline_failed code and
 * call_stmt_cannot_inline_p (the flag alone ICEs in can_inline_edge_p; GCC 12
 * sets the flag nowhere else, so it also marks pgoipo's edges).  Both are
 * streamed, so a decision made here holds under LTO too (in lto1 it runs in
 * WPA).  It also records the class and cost of every site for
 * pgoipo-inline's report, and starts the Theorem 20.10.4 check
 * (inline-check.cc).  A cold call to an always_inline function, cold calls
 * in a flatten function and promoted (speculative) calls are not kept out;
 * with leave-untrained, neither is a call in a function the training run
 * never entered to another such function (pgoipo-inline reports those:
 * leave ... reason=untrained); with leave-hot-callee, neither
 * is a call GCC keeps out itself (gcc_keeps_out) of a function with a hot
 * call site and a hot call in its body (leave ... reason=hot-callee: a
 * kept-out site drops out of GCC's estimate of the callee's growth, which
 * moves the callee's hot sites ahead of the calls in its body in GCC's
 * queue; docs/design.md, "Cold sites and GCC's queue"); under -flto,
 * with leave-merged-callee (the default), neither is such a call of a body
 * merged from several units' copies (merged_callee); with
 * leave-declared-inline, neither is a call of a
 * function declared inline (leave ... reason=declared-inline); with
 * leave-last-call, neither is a static function's last call, its other
 * sites all hot, in a function the training run never entered (leave ...
 * reason=last-call: the body would stay for it alone, and GCC inlines a
 * function into its last caller).
 *
 * Dump (dump=cold):
 *   thresholds hot=N cold=N source=...
 *   keep-out SITE -> CALLEE count=N entry=E class=cold cost=K budget=B by=pgoipo
 *   totals sites=N cold=N kept-out=N unit-size=S inline=on|off
 * Remarks: -fopt-info-inline-missed.
 */
#include "gcc-common.h"
#include "passes.h"

/* Why a cold site may not be kept out of line, or NULL. */
static const char *cannot_keep_out(cgraph_edge *e, cgraph_node *callee)
{
	/* GCC will not inline it anyway.  (Not so a call of another unit's
	 * function in lto1's WPA: GCC's inliner recomputes its "body not
	 * available" after this pass.) */
	if (pgoipo_final_failure(e))
		return "";
	/* pgoipo-icp's promotions: GCC's inliner drops what it does not
	 * inline, and pgoipo-keep puts it back. */
	if (e->speculative)
		return "speculative";
	/* always_inline must be inlined (GCC errors otherwise); flatten is the
	 * user's explicit request to inline everything in the caller. */
	if (DECL_DISREGARD_INLINE_LIMITS(callee->decl)
	    || lookup_attribute("always_inline", DECL_ATTRIBUTES(callee->decl)))
		return "always-inline";
	if (lookup_attribute("flatten", DECL_ATTRIBUTES(pgoipo_caller_root(e)->decl)))
		return "flatten";
	return NULL;
}

/* Answers per function, asked once each (a callee's body or callers are
 * read once, not at each of its call sites): 0 not asked yet, 1 no, 2 yes.
 * MEMO NULL: the option that asks is off, and the answer is no. */
static bool ask_once(signed char *memo, cgraph_node *node, bool (*ask)(cgraph_node *))
{
	if (!memo)
		return false;
	signed char *m = &memo[node->get_uid()];
	if (!*m)
		*m = ask(node) ? 2 : 1;
	return *m == 2;
}

/* call_for_symbol_and_aliases callback: whether NODE has a hot call site. */
static bool has_hot_caller(cgraph_node *node, void *)
{
	for (cgraph_edge *e = node->callers; e; e = e->next_caller)
		if (pgoipo_classify(e->count) == EXT_CLASS_HOT)
			return true;
	return false;
}

/* Whether NODE has a hot call site, through its aliases too (ipa-icf makes
 * one body of the identical per-unit copies of a static inline function
 * under LTO, the others its aliases), as GCC's estimate of its growth
 * counts them. */
static bool has_hot_site(cgraph_node *node)
{
	return node->call_for_symbol_and_aliases(has_hot_caller, NULL, true);
}

/* call_for_symbol_and_aliases callback: counts in *DATA the call sites of
 * NODE that are not inlined yet and not hot. */
static bool count_other_calls(cgraph_node *node, void *data)
{
	unsigned *n = (unsigned *)data;
	for (cgraph_edge *e = node->callers; e; e = e->next_caller)
		if (e->inline_failed && pgoipo_classify(e->count) != EXT_CLASS_HOT)
			++*n;
	return false;
}

/* Whether a cold call of NODE is its last call once the hot ones are
 * inlined: NODE goes away with its last direct call (GCC's test for the
 * size a function saves when inlined everywhere, offline_size in
 * ipa-inline-analysis.cc: not external, static or local, its address not
 * taken), and it has exactly one call site that is not hot (the cold one
 * asked about), through its aliases too. */
static bool last_call_of(cgraph_node *node)
{
	if (DECL_EXTERNAL(node->decl) || !node->will_be_removed_from_program_if_no_direct_calls_p())
		return false;
	unsigned others = 0;
	node->call_for_symbol_and_aliases(count_other_calls, &others, true);
	return others == 1;
}

/* Whether CALLEE's body ran hot (a block of it at least the hot
 * threshold's count) and E, its call in CALLER (not inlined anywhere),
 * runs on at least half of CALLER's entries: ext_inline_where_hot_body's
 * question, with last_call's. */
static bool site_hot_body(cgraph_edge *e, cgraph_node *caller, cgraph_node *callee)
{
	function *fn = DECL_STRUCT_FUNCTION(callee->decl);
	int64_t n = pgoipo_count(e->count), entry = pgoipo_count(caller->count);
	if (!fn || !fn->cfg || n < 0 || entry <= 0 || n * 2 < entry)
		return false;
	int64_t most = pgoipo_max_block_count(fn);
	/* unsigned: a profile without a hot count has the threshold UINT64_MAX */
	return most >= 0 && (uint64_t)most >= pgoipo_hot_threshold();
}

/* The size GCC saves by inlining NODE into every caller: offline_size of
 * ipa-inline-analysis.cc (static there), the size of a function that goes
 * away with its last direct call, a share of it for a COMDAT one, 0 for
 * one that stays (external, address taken, exported). */
static int offline_size(cgraph_node *node)
{
	ipa_size_summary *s = ipa_size_summaries->get(node);

	if (!s || DECL_EXTERNAL(node->decl))
		return 0;
	if (node->will_be_removed_from_program_if_no_direct_calls_p())
		return s->size;
	if (DECL_COMDAT(node->decl) && node->can_remove_if_no_direct_calls_p()) {
		int prob = opt_for_fn(node->decl, param_comdat_sharing_probability);
		return (s->size * (100 - prob) + 50) / 100;
	}
	return 0;
}

/* GCC's growth_positive_p over the calls that stay: the growth of the
 * callee's sites GCC calls cold (not maybe_hot_p), through its aliases;
 * a site already final is GCC's "grows" at once. */
struct stay_growth {
	int64_t growth;
	unsigned sites;
	bool final;
};

static bool add_stay_growth(cgraph_node *node, void *data)
{
	struct stay_growth *g = (struct stay_growth *)data;

	for (cgraph_edge *e = node->callers; e; e = e->next_caller) {
		if (!e->inline_failed)
			continue;
		if (pgoipo_final_failure(e))
			g->final = true;
		else if (!e->maybe_hot_p() && ipa_call_summaries->get(e)) {
			g->growth += estimate_edge_growth(e);
			g->sites++;
		}
	}
	return false;
}

/* Whether GCC keeps NODE's cold sites out of line itself, at every step
 * of its inliner (ext_inline_gcc_keeps_cold_out).  Asked once (memo), at
 * the first of NODE's sites leave-hot-callee considers; a site of NODE
 * pgoipo-cold marked before that is final, and GCC's growth_positive_p
 * then keeps the others out too. */
static bool gcc_keeps_cold_out(cgraph_node *node)
{
	int offline = offline_size(node);
	struct stay_growth g = { 0, 0, false };
	if (offline > 0)
		node->call_for_symbol_and_aliases(add_stay_growth, &g, true);
	return ext_inline_gcc_keeps_cold_out(offline, g.sites, g.growth, g.final);
}

/* Under leave-untrained and leave-last-call: whether NODE was never
 * entered in the training run.  Under leave-hot-callee: whether it has a
 * hot call site.  Under leave-last-call: whether its one cold call is its
 * last (last_call_of). */
static signed char *untrained_memo, *hot_callee_memo, *last_call_memo;

static bool untrained(cgraph_node *node)
{
	return ask_once(untrained_memo, node, pgoipo_untrained);
}

static bool hot_callee(cgraph_node *node)
{
	return ask_once(hot_callee_memo, node, has_hot_site);
}

/* Whether NODE's body (with what is inlined into it) has a hot call GCC may
 * still inline: then the order in which GCC's inliner takes NODE's hot
 * sites and the calls in its body decides what its out-of-line body keeps
 * (zstd's ZSTD_count_2segments calling ZSTD_count). */
static bool has_pending_hot_call(cgraph_node *node)
{
	return pgoipo_calls_hot(node, true);
}

static signed char *keeps_cold_memo, *pending_hot_memo;

static bool pending_hot_call(cgraph_node *node)
{
	return ask_once(pending_hot_memo, node, has_pending_hot_call);
}

static bool keeps_cold_out(cgraph_node *node)
{
	return ask_once(keeps_cold_memo, node, gcc_keeps_cold_out);
}

/* Whether leave-hot-callee may leave the cold site E of CALLEE to GCC:
 * CALLEE's body has a hot call GCC may still inline (so the order of GCC's
 * queue matters), and GCC keeps E out of line itself -- E is not hot to
 * GCC, inlining it grows the caller by more than max-inline-insns-size,
 * and GCC keeps every cold site of CALLEE out. */
static bool gcc_keeps_out(cgraph_edge *e, cgraph_node *callee)
{
	return pending_hot_call(callee) && !e->maybe_hot_p() &&
	       estimate_edge_growth(e) > opt_for_fn(e->caller->decl, param_max_inline_insns_size) &&
	       keeps_cold_out(callee);
}

/* call_for_symbol_and_aliases callback: whether NODE (the callee or one
 * of its aliases) comes from another LTO input file than FILE. */
static bool from_other_file(cgraph_node *node, void *file)
{
	return node->lto_file_data != (struct lto_file_decl_data *)file;
}

/* Under leave-merged-callee: whether CALLEE is, in lto1's WPA, a body
 * merged from several units' copies.  ipa-icf makes one body of the
 * per-unit copies of a static function of a header (zstd's
 * ZSTD_count_2segments) and the other copies its aliases; the body has no
 * LTO input file of its own (GCC 12) or keeps one copy's, its aliases
 * coming from the others (GCC 16).  The LTO symbol table merges a C++
 * inline function each unit emitted (ninja's std::string constructor)
 * into a body without a file.  Clones keep what they were cloned from.  A
 * build without LTO has a copy per unit, whose cold sites its own unit's
 * keep-outs decide. */
static bool merged_callee(cgraph_edge *e, cgraph_node *callee)
{
	if (pgoipo_opts.leave_hot_callee)
		return true;
	if (!in_lto_p || !pgoipo_caller_root(e)->lto_file_data)
		return false;
	return !callee->lto_file_data ||
	       callee->call_for_symbol_and_aliases(from_other_file, callee->lto_file_data, true);
}

static bool last_call(cgraph_node *node)
{
	return ask_once(last_call_memo, node, last_call_of);
}

static bool cold_gate(function *)
{
	return true;
}

static unsigned int cold_execute(function *)
{
	cgraph_node *node;
	unsigned sites = 0, cold = 0, kept = 0;
	struct ext_inline_rule r = pgoipo_inline_rule();

	if (!pgoipo_profile_init())
		return 0;
	pgoipo_inline_sites_create();
	pgoipo_inline_check_start();
	pgoipo_dump_thresholds();
	if (pgoipo_opts.leave_untrained || pgoipo_opts.leave_last_call)
		untrained_memo = XCNEWVEC(signed char, symtab->cgraph_max_uid);
	if (pgoipo_opts.leave_hot_callee || pgoipo_opts.leave_merged_callee) {
		hot_callee_memo = XCNEWVEC(signed char, symtab->cgraph_max_uid);
		keeps_cold_memo = XCNEWVEC(signed char, symtab->cgraph_max_uid);
		pending_hot_memo = XCNEWVEC(signed char, symtab->cgraph_max_uid);
	}
	if (pgoipo_opts.leave_last_call || pgoipo_opts.leave_hot_body)
		last_call_memo = XCNEWVEC(signed char, symtab->cgraph_max_uid);

	FOR_EACH_DEFINED_FUNCTION(node) {
		if (node->inlined_to)
			continue;
		bool caller_untrained = untrained(node);
		for (cgraph_edge *e = node->callees; e; e = e->next_callee) {
			enum availability avail;
			cgraph_node *callee = pgoipo_site_callee(e, &avail);
			if (!callee)
				continue;
			sites++;
			/* The cost before inlining, for the report of what GCC inlines. */
			inline_site *s = pgoipo_inline_site(e);
			enum ext_summary_class cls = pgoipo_classify(e->count);
			int64_t cost = pgoipo_site_cost(e, callee);
			s->cls = cls;
			s->cost = cost;
			s->caller_untrained = caller_untrained;
			s->callee_untrained = pgoipo_opts.leave_untrained && caller_untrained &&
					      untrained(callee);
			s->callee_declared_inline = DECL_DECLARED_INLINE_P(callee->decl);
			if (cls != EXT_CLASS_COLD)
				continue;
			cold++;
			const char *why;
			if (!pgoipo_opts.inlining || cost == COST_UNKNOWN || !e->inline_failed)
				continue;
			enum ext_inline_verdict v = ext_inline_judge(&r, cls, cost, &why);
			v = ext_inline_where_trained(&r, v, s->caller_untrained,
						     s->callee_untrained, &why);
			if (v == INLINE_KEEP_OUT && r.leave_hot_callee && merged_callee(e, callee) &&
			    hot_callee(callee) && gcc_keeps_out(e, callee)) {
				s->callee_hot = true;
				v = ext_inline_where_callee_hot(&r, v, 1, &why);
			}
			v = ext_inline_where_declared_inline(&r, v, s->callee_declared_inline, &why);
			/* Asked only where the rule can leave the site. */
			s->last_call = v == INLINE_KEEP_OUT && caller_untrained && last_call(callee);
			v = ext_inline_where_last_call(&r, v, s->last_call, caller_untrained, &why);
			/* Asked only where the rule can leave the site. */
			s->hot_body = v == INLINE_KEEP_OUT && r.leave_hot_body &&
				      site_hot_body(e, node, callee) && last_call(callee);
			v = ext_inline_where_hot_body(&r, v, s->hot_body, &why);
			if (v != INLINE_KEEP_OUT)
				continue;
			if ((why = cannot_keep_out(e, callee))) {

				if (*why)
					s->refused = why;
				continue;
			}
			e->inline_failed = CIF_FUNCTION_NOT_INLINABLE;
			e->call_stmt_cannot_inline_p = 1;
			s->kept_out = true;
			kept++;
			if (dump_file) {
				pgoipo_print_inline_site(dump_file, "keep-out", e, callee, cls, cost);
				fputs(" by=pgoipo\n", dump_file);
			}
			pgoipo_inline_remark(e, MSG_MISSED_OPTIMIZATION,
			       "pgoipo: cold call to %s kept out of line (count %lld, cost %lld >= %lld)\n",
			       callee->asm_name(), (long long)pgoipo_count(e->count), (long long)cost,
			       (long long)r.cold_budget);
		}
	}
	XDELETEVEC(untrained_memo);
	untrained_memo = NULL;
	XDELETEVEC(hot_callee_memo);
	hot_callee_memo = NULL;
	XDELETEVEC(keeps_cold_memo);
	keeps_cold_memo = NULL;
	XDELETEVEC(pending_hot_memo);
	pending_hot_memo = NULL;
	XDELETEVEC(last_call_memo);
	last_call_memo = NULL;
	if (dump_file)
		fprintf(dump_file, "totals sites=%u cold=%u kept-out=%u unit-size=%" PRId64
			" inline=%s\n", sites, cold, kept, pgoipo_inline_check_unit_size(),
			pgoipo_opts.inlining ? "on" : "off");
	pgoipo_ipa_dump_done();
	return 0;
}

PGOIPO_IPA_PASS(cold, OPTGROUP_INLINE, NULL, NULL)
