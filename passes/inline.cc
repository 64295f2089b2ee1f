/* inline.cc — passes "pgoipo-cold" and "pgoipo-inline": hotness-thresholded
 * inlining (Algorithm 20.10.5, second loop) and the count scaling of
 * Theorem 20.10.4, reported and checked.
 *
 * Every direct call site is classified by its count against the program-wide
 * thresholds (profile index; per-unit fallback), and the callee's cost is
 * 5 x GCC's estimated growth of the caller (gcov-ext/inline-rule.h):
 *
 *     hot site,  cost < inline-hot (3000)   inlined, also where GCC's size
 *                                           limits refuse it, if legal
 *     cold site, cost >= inline-cold (45)   kept out of line, also where GCC
 *                                           would inline it (a static
 *                                           function called once, on an
 *                                           error path)
 *     anything else                         GCC decides as usual
 *
 *     before:  for (...) h = mix_block (w, h);     count 10^6, cost 370:
 *              GCC refuses (max-inline-insns-auto)
 *     after:   the body of mix_block in the loop
 *
 * Two passes, because GCC 12 allows each half only on one side of its
 * inliner ("inline"):
 *   pgoipo-cold    IPA pass right before "inline".  Keeps cold sites out of
 *                  line by giving the edge a final inline_failed code and
 *                  call_stmt_cannot_inline_p (the flag alone ICEs in
 *                  can_inline_edge_p; GCC 12 sets the flag nowhere else, so it
 *                  also marks pgoipo's edges).  Both are streamed, so a
 *                  decision made here holds under LTO too.  Records the counts
 *                  the inliner starts from, for the check below.
 *   pgoipo-inline  IPA pass after "inline" (and after "pgoipo-keep", so that
 *                  promoted targets are direct speculative edges again).
 *                  Decides every site bottom-up over the call graph, hottest
 *                  first in each caller, and forces the hot ones GCC left
 *                  out within the unit-growth cap: inline_call() here works
 *                  in cc1 and in lto1 (before "inline" it ICEs in lto1); the
 *                  calls of a body it inlines are decided again in the
 *                  caller.  One line per site, then the scaling of every
 *                  inlined copy and the check of Theorem 20.10.4, totals.
 *
 * Legal means what GCC's can_inline_edge_p checks (static there, so repeated
 * here): a body, not interposable, both optimized, summaries say inlinable
 * (noinline, -fno-inline, alloca/setjmp/va_start ...), same EH personality,
 * target and optimization options, sanitizer attributes, not recursive along
 * the inline chain, not in -Os, -Og or -O1 / -fno-inline-small-functions
 * code (unless declared inline).  A cold call to an always_inline
 * function, cold calls in a flatten function and promoted (speculative) calls
 * are not kept out.
 *
 * Options: inline (on), inline-hot=3000, inline-cold=45 (seed units),
 * inline-growth=20 (percent of max(unit size, --param large-unit-insns)).
 *
 * Dump lines (dump=inline; dump=cold for the first pass), grammar in README:
 *   inline   SITE -> CALLEE count=N entry=E class=C cost=K budget=B by=pgoipo|gcc
 *   keep-out SITE -> CALLEE count=N entry=E class=cold cost=K budget=B by=pgoipo|gcc
 *   refuse   SITE -> CALLEE count=N entry=E class=C cost=K budget=B reason=WHY
 *   leave    SITE -> CALLEE count=N entry=E class=C cost=K budget=B reason=WHY result=inlined|call
 *   scale    SITE -> G count=N entry=E factor=F depth=D
 *   scaled   SITE -> G: G-SITE -> H original=C count=X expected=Y
 *   conserved|violation G-SITE -> H original=C copies=X remaining=Y dropped=Z zeroed=W diff=D tolerance=T
 *   context-insensitive G copies=K contexts=M branches=B indirect-calls=I (Theorem 20.10.4(b) ...)
 *   totals ...
 * Remarks: -fopt-info-inline (optimized: forced inlines; missed: kept out, refused).
 */
#include "gcc-common.h"
#include "pgoipo.h"
#include "pgoipo-profile.h"

#include "inline-rule.h"

#define COST_UNKNOWN INT64_MIN

/* ---- what each call edge was decided (follows the edge into copies) ---- */

struct inline_site {
	bool kept_out;		/* pgoipo-cold kept it out of line */
	bool decided;		/* pgoipo-inline has decided it in this caller */
	bool forced;		/* pgoipo-inline inlined it */
	bool copied;		/* an inlined edge copied along with its caller's
				   body: decided where it was first inlined */
	enum ext_summary_class cls;	/* class when pgoipo-cold saw it */
	int64_t cost;		/* seed units when pgoipo-cold saw it; COST_UNKNOWN */
	const char *refused;	/* why pgoipo-cold could not keep a cold site out */
};

class site_summary : public call_summary<inline_site *> {
public:
	site_summary(symbol_table *symtab) : call_summary<inline_site *>(symtab) {}
	/* Inlining copies the callee's edges: an edge that was inlined already
	 * comes along as part of the body; one that was not is a new site of
	 * the caller, decided there. */
	void duplicate(cgraph_edge *src_edge, cgraph_edge *, inline_site *src,
		       inline_site *dst) final override
	{
		*dst = *src;
		dst->copied = !src_edge->inline_failed;
		dst->decided = false;
	}
};

static site_summary *site_sums;

static inline_site *site_of(cgraph_edge *e)
{
	inline_site *s = site_sums->get(e);
	if (!s) {
		s = site_sums->get_create(e);
		/* call_summary does not zero what it allocates. */
		memset(s, 0, sizeof *s);
		s->cls = EXT_CLASS_NEUTRAL;
		s->cost = COST_UNKNOWN;
	}
	return s;
}

/* ---- counts before inlining, for Theorem 20.10.4 ---- */

/* One call statement of a function: all its edges (an indirect call and its
 * speculations are one statement). */
struct stmt_snap {
	int64_t key;
	int64_t original;
	char *label;		/* "G at FILE:LINE:COL -> H" */
	int64_t copies, remaining, dropped;
	int64_t zeroed;		/* shares of copies where GCC proved the call dead */
};

struct fn_snap {
	tree decl;
	char *name;
	int64_t entry;
	int64_t callers;	/* sum of the counts of its call sites (-1 unknown) */
	bool branches;		/* a block with two successors (cc1), or calls
				   counted differently from the entry (lto1) */
	unsigned indirect;	/* indirect call sites */
	bool body_gone;		/* an out-of-line body lost its edges */
	vec<stmt_snap> stmts;	/* in the body's order */
	hash_map<int_hash<int64_t, INT64_MIN, INT64_MAX>, unsigned> *by_key;
	int64_t copies, remaining, dropped;
	unsigned n_copies;
};

static vec<fn_snap> snaps;
static hash_map<int_hash<int, -1, -2>, unsigned> *snap_index;
static cgraph_node_hook_list *removal_hook;
static int64_t unit_size_before;

/* A call statement: the statement in cc1, its uid in lto1 (no bodies). */
static int64_t stmt_key(cgraph_edge *e)
{
	return e->call_stmt ? (int64_t)(uintptr_t)e->call_stmt : (int64_t)e->lto_stmt_uid;
}

static fn_snap *snap_of(tree decl)
{
	if (!snap_index)
		return NULL;
	unsigned *i = snap_index->get(DECL_UID(decl));
	return i ? &snaps[*i] : NULL;
}

static stmt_snap *stmt_of(fn_snap *f, cgraph_edge *e)
{
	unsigned *i = f->by_key->get(stmt_key(e));
	return i ? &f->stmts[*i] : NULL;
}

static const char *callee_name(cgraph_edge *e)
{
	if (e->indirect_unknown_callee || e->speculative)
		return "(indirect)";
	return e->callee->ultimate_alias_target()->asm_name();
}

static bool has_branches(cgraph_node *node)
{
	if (!node->has_gimple_body_p() || in_lto_p)
		return false;
	function *fn = DECL_STRUCT_FUNCTION(node->decl);
	if (!fn || !fn->cfg)
		return false;
	basic_block bb;
	FOR_EACH_BB_FN(bb, fn) {
		unsigned n = 0;
		edge x;
		edge_iterator ei;
		FOR_EACH_EDGE(x, ei, bb->succs)
			if (!(x->flags & (EDGE_EH | EDGE_ABNORMAL | EDGE_FAKE)))
				n++;
		if (n >= 2)
			return true;
	}
	return false;
}

static void snap_edge(fn_snap *f, cgraph_edge *e)
{
	stmt_snap *s = stmt_of(f, e);
	int64_t c = pgoipo_count(e->count);

	if (!s) {
		char site[512];
		stmt_snap n = {};
		n.key = stmt_key(e);
		n.label = xasprintf("%s -> %s", pgoipo_site(e, site, sizeof site), callee_name(e));
		f->stmts.safe_push(n);
		f->by_key->put(n.key, f->stmts.length() - 1);
		s = &f->stmts.last();
	}
	if (c >= 0 && s->original >= 0)
		s->original += c;
	else
		s->original = -1;
	/* Without a body (lto1), a call counted differently from the entry is
	 * the evidence of a branch. */
	if (in_lto_p && f->entry >= 0 && c >= 0 && c != f->entry)
		f->branches = true;
}

/* GCC redirects a call that a copy's known arguments make unreachable to
 * __builtin_unreachable and sets its count to 0 (ipa-fnsummary.cc,
 * redirect_to_unreachable). */
static bool proved_dead(cgraph_edge *e)
{
	return e->inline_failed == CIF_UNREACHABLE;
}

static void on_node_removal(cgraph_node *node, void *)
{
	fn_snap *f = snap_of(node->decl);
	int64_t c = pgoipo_count(node->count);

	if (!f)
		return;
	if (c > 0)
		f->dropped += c;
	for (int pass = 0; pass < 2; pass++)
		for (cgraph_edge *e = pass ? node->indirect_calls : node->callees; e;
		     e = e->next_callee) {
			stmt_snap *s = stmt_of(f, e);
			int64_t ec = pgoipo_count(e->count);
			if (s && ec > 0)
				s->dropped += ec;
		}
}

static void take_snapshot(void)
{
	cgraph_node *node;

	snap_index = new hash_map<int_hash<int, -1, -2>, unsigned>;
	unit_size_before = 0;
	FOR_EACH_DEFINED_FUNCTION(node) {
		if (node->inlined_to || node->alias || node->thunk || !node->analyzed)
			continue;
		if (ipa_size_summaries->get(node) && inline_account_function_p(node))
			unit_size_before += ipa_size_summaries->get(node)->size;
		int64_t entry = pgoipo_count(node->count);
		if (entry < 0 || snap_index->get(DECL_UID(node->decl)))
			continue;
		fn_snap f = {};
		f.decl = node->decl;
		f.name = xstrdup(node->asm_name());
		f.entry = entry;
		for (cgraph_edge *e = node->callers; e && f.callers >= 0; e = e->next_caller)
			f.callers = pgoipo_count(e->count) >= 0 ? f.callers + pgoipo_count(e->count) : -1;
		f.branches = has_branches(node);
		f.by_key = new hash_map<int_hash<int64_t, INT64_MIN, INT64_MAX>, unsigned>;
		snaps.safe_push(f);
		fn_snap *p = &snaps.last();
		snap_index->put(DECL_UID(node->decl), snaps.length() - 1);
		for (cgraph_edge *e = node->callees; e; e = e->next_callee)
			snap_edge(p, e);
		for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee) {
			p->indirect++;
			snap_edge(p, e);
		}
	}
	removal_hook = symtab->add_cgraph_removal_hook(on_node_removal, NULL);
}

static void free_snapshot(void)
{
	if (removal_hook)
		symtab->remove_cgraph_removal_hook(removal_hook);
	removal_hook = NULL;
	for (unsigned i = 0; i < snaps.length(); i++) {
		for (unsigned j = 0; j < snaps[i].stmts.length(); j++)
			free(snaps[i].stmts[j].label);
		snaps[i].stmts.release();
		delete snaps[i].by_key;
		free(snaps[i].name);
	}
	snaps.release();
	delete snap_index;
	snap_index = NULL;
}

/* ---- shared ---- */

static struct ext_inline_rule rule(void)
{
	struct ext_inline_rule r = { pgoipo_opts.inline_hot, pgoipo_opts.inline_cold,
				 pgoipo_opts.inline_share };
	return r;
}

static cgraph_node *caller_root(cgraph_edge *e)
{
	return e->caller->inlined_to ? e->caller->inlined_to : e->caller;
}

/* The callee a site would inline, or NULL when there is no body to inline
 * (declarations, builtins): those are not sites of this policy. */
static cgraph_node *site_callee(cgraph_edge *e, enum availability *avail)
{
	if (e->indirect_unknown_callee || !e->callee)
		return NULL;
	cgraph_node *callee = e->callee->ultimate_alias_target(avail, caller_root(e));
	if (!callee || !callee->definition || callee->alias)
		return NULL;
	return callee;
}

/* Seed units: 5 x GCC's estimated growth of the caller. */
static int64_t site_cost(cgraph_edge *e, cgraph_node *callee)
{
	if (!e->inline_failed || !callee->analyzed || !ipa_fn_summaries->get(callee)
	    || !ipa_call_summaries->get(e) || !ipa_size_summaries->get(callee))
		return COST_UNKNOWN;
	return ext_inline_cost_of_growth(estimate_edge_growth(e));
}

static void print_cost(FILE *f, int64_t cost)
{
	if (cost == COST_UNKNOWN)
		fprintf(f, " cost=?");
	else
		fprintf(f, " cost=%" PRId64, cost);
}

/* The callee's entry count before inlining took shares of it. */
static int64_t callee_entry(cgraph_node *callee)
{
	fn_snap *g = snap_of(callee->decl);
	return g ? g->entry : pgoipo_count(callee->count);
}

static void print_site(FILE *f, const char *verb, cgraph_edge *e, cgraph_node *callee,
		       enum ext_summary_class cls, int64_t cost)
{
	char site[512];
	struct ext_inline_rule r = rule();

	fprintf(f, "%s %s -> %s count=", verb, pgoipo_site(e, site, sizeof site), callee->asm_name());
	int64_t n = pgoipo_count(e->count), entry = callee_entry(callee);
	n >= 0 ? fprintf(f, "%" PRId64, n) : fprintf(f, "unknown");
	entry >= 0 ? fprintf(f, " entry=%" PRId64, entry) : fprintf(f, " entry=unknown");
	fprintf(f, " class=%s", ext_summary_class_name(cls));
	print_cost(f, cost);
	if (cls == EXT_CLASS_NEUTRAL)
		fprintf(f, " budget=-");
	else
		fprintf(f, " budget=%" PRId64, ext_inline_budget(&r, cls));
}

static void remark(cgraph_edge *e, dump_flags_t kind, const char *fmt, ...)
    ATTRIBUTE_PRINTF(3, 4);

static void remark(cgraph_edge *e, dump_flags_t kind, const char *fmt, ...)
{
	if (!dump_enabled_p())
		return;
	va_list ap;
	va_start(ap, fmt);
	char *text = xvasprintf(fmt, ap);
	va_end(ap);
	if (e->call_stmt)
		dump_printf_loc(kind, e->call_stmt, "%s", text);
	else
		dump_printf_loc(kind, dump_user_location_t::from_function_decl(caller_root(e)->decl),
				"%s", text);
	free(text);
}

/* ---- pgoipo-cold ---- */

/* Why a cold site may not be kept out of line, or NULL. */
static const char *cannot_keep_out(cgraph_edge *e, cgraph_node *callee)
{
	/* GCC will not inline it anyway. */
	if (cgraph_inline_failed_type(e->inline_failed) == CIF_FINAL_ERROR)
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
	if (lookup_attribute("flatten", DECL_ATTRIBUTES(caller_root(e)->decl)))
		return "flatten";
	return NULL;
}

namespace {

const pass_data pass_data_pgoipo_cold = {
	IPA_PASS, "pgoipo-cold", OPTGROUP_INLINE, TV_NONE, 0, 0, 0, 0, 0,
};

class pass_pgoipo_cold : public ipa_opt_pass_d {
public:
	pass_pgoipo_cold(gcc::context *ctxt)
		: ipa_opt_pass_d(pass_data_pgoipo_cold, ctxt, NULL, NULL, NULL, NULL, NULL, NULL, 0,
				 NULL, NULL)
	{
	}
	unsigned int execute(function *) final override;
};

} // namespace

unsigned int pass_pgoipo_cold::execute(function *)
{
	cgraph_node *node;
	unsigned sites = 0, cold = 0, kept = 0;
	struct ext_inline_rule r = rule();

	if (!pgoipo_profile_init())
		return 0;
	if (!site_sums)
		site_sums = new site_summary(symtab);
	free_snapshot();
	take_snapshot();
	if (dump_file)
		fprintf(dump_file, "thresholds hot=%" PRIu64 " cold=%" PRIu64 " source=%s\n",
			pgoipo_hot_threshold(), pgoipo_cold_threshold(), pgoipo_threshold_source());

	FOR_EACH_DEFINED_FUNCTION(node) {
		if (node->inlined_to)
			continue;
		for (cgraph_edge *e = node->callees; e; e = e->next_callee) {
			enum availability avail;
			cgraph_node *callee = site_callee(e, &avail);
			if (!callee)
				continue;
			sites++;
			/* The cost before inlining, for the report of what GCC inlines. */
			inline_site *s = site_of(e);
			enum ext_summary_class cls = pgoipo_classify(e->count);
			int64_t cost = site_cost(e, callee);
			s->cls = cls;
			s->cost = cost;
			if (cls != EXT_CLASS_COLD)
				continue;
			cold++;
			const char *why;
			if (!pgoipo_opts.inlining || cost == COST_UNKNOWN || !e->inline_failed
			    || ext_inline_judge(&r, cls, cost, &why) != INLINE_KEEP_OUT)
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
				print_site(dump_file, "keep-out", e, callee, cls, cost);
				fputs(" by=pgoipo\n", dump_file);
			}
			remark(e, MSG_MISSED_OPTIMIZATION,
			       "pgoipo: cold call to %s kept out of line (count %lld, cost %lld >= %lld)\n",
			       callee->asm_name(), (long long)pgoipo_count(e->count), (long long)cost,
			       (long long)r.cold_budget);
		}
	}
	if (dump_file)
		fprintf(dump_file, "totals sites=%u cold=%u kept-out=%u unit-size=%" PRId64
			" inline=%s\n", sites, cold, kept, unit_size_before,
			pgoipo_opts.inlining ? "on" : "off");
	pgoipo_ipa_dump_done();
	return 0;
}

opt_pass *make_pass_pgoipo_cold(gcc::context *ctxt)
{
	return new pass_pgoipo_cold(ctxt);
}

/* ---- pgoipo-inline: deciding every site ---- */

static bool sanitize_attrs_match(tree caller, tree callee)
{
	static const unsigned codes[] = { SANITIZE_ADDRESS, SANITIZE_THREAD, SANITIZE_UNDEFINED,
					  SANITIZE_UNDEFINED_NONDEFAULT, SANITIZE_POINTER_COMPARE,
					  SANITIZE_POINTER_SUBTRACT };
	for (unsigned i = 0; i < ARRAY_SIZE(codes); i++)
		if (sanitize_flags_p(codes[i], caller) != sanitize_flags_p(codes[i], callee))
			return false;
	return sanitize_coverage_p(caller) == sanitize_coverage_p(callee);
}

/* "gcc-final (GCC's reason)" for an edge GCC itself marked not inlinable. */
static const char *final_error_reason(cgraph_inline_failed_t code)
{
	static char *text[CIF_N_REASONS];

	if (!text[code])
		text[code] = xasprintf("gcc-final (%s)", cgraph_inline_failed_string(code));
	return text[code];
}

/* Why E may not be inlined, or NULL: GCC's can_inline_edge_p and the
 * correctness part of can_inline_edge_by_limits_p, conservatively. */
static const char *cannot_inline(cgraph_edge *e, cgraph_node *callee, enum availability avail)
{
	cgraph_node *caller = caller_root(e);

	if (e->call_stmt_cannot_inline_p)
		return "kept-out";
	if (lookup_attribute("noinline", DECL_ATTRIBUTES(callee->decl)))
		return "noinline";
	if (cgraph_inline_failed_type(e->inline_failed) == CIF_FINAL_ERROR)
		return final_error_reason(e->inline_failed);
	if (!callee->analyzed || callee->thunk)
		return "no-body";
	if (avail <= AVAIL_INTERPOSABLE)
		return "interposable";
	if (!opt_for_fn(callee->decl, optimize) || !opt_for_fn(caller->decl, optimize))
		return "not-optimized";
	/* Choices of the user a hot site does not overrule: -Os, -Og (GCC does
	 * no IPA inlining of small functions there), -O1 and
	 * -fno-inline-small-functions (only functions declared inline). */
	if (opt_for_fn(caller->decl, optimize_size))
		return "optimize-size";
	if (opt_for_fn(caller->decl, optimize_debug))
		return "optimize-debug";
	if (!opt_for_fn(caller->decl, flag_inline_small_functions)
	    && !DECL_DECLARED_INLINE_P(callee->decl))
		return "no-inline-small-functions";
	if (callee->calls_comdat_local)
		return "uses-comdat-local";
	if (DECL_FUNCTION_PERSONALITY(caller->decl) && DECL_FUNCTION_PERSONALITY(callee->decl)
	    && DECL_FUNCTION_PERSONALITY(caller->decl) != DECL_FUNCTION_PERSONALITY(callee->decl))
		return "eh-personality";
	if (is_tm_pure(callee->decl) && !is_tm_pure(caller->decl))
		return "tm-pure";
	if (!targetm.target_option.can_inline_p(caller->decl, callee->decl))
		return "target-options";
	ipa_fn_summary *info = ipa_fn_summaries->get(callee);
	if (!info || !info->inlinable)
		return "not-inlinable";
	if (!sanitize_attrs_match(caller->decl, callee->decl))
		return "sanitize-attributes";
	if (DECL_FUNCTION_SPECIFIC_OPTIMIZATION(caller->decl)
	    != DECL_FUNCTION_SPECIFIC_OPTIMIZATION(callee->decl))
		return "optimization-options";
	if (callee->externally_visible && flag_live_patching == LIVE_PATCHING_INLINE_ONLY_STATIC)
		return "live-patching";
	if (!ipa_call_summaries->get(e))
		return "no-summary";
	/* Recursion: the callee anywhere on the inline chain of the site. */
	for (cgraph_node *n = e->caller; n; n = n->inlined_to ? n->callers->caller : NULL)
		if (n->decl == callee->decl)
			return "recursive";
	return NULL;
}

struct force_state {
	int64_t cap, used;
	unsigned sites, hot, cold, neutral, inlined, by_pgoipo, by_gcc, kept_out, refused, left;
	unsigned external;
};

static void site_line(cgraph_edge *e, cgraph_node *callee, enum ext_summary_class cls,
		      int64_t cost, struct ext_inline_line l)
{
	if (!dump_file)
		return;
	print_site(dump_file, l.word, e, callee, cls, cost);
	fprintf(dump_file, " %s=%s", l.key, l.value);
	if (l.result)
		fprintf(dump_file, " result=%s", l.result);
	fputc('\n', dump_file);
}

static void undecide_copy(cgraph_node *copy)
{
	for (cgraph_edge *x = copy->callees; x; x = x->next_callee) {
		inline_site *s = site_sums->get(x);
		if (s)
			s->decided = false;
		if (!x->inline_failed)
			undecide_copy(x->callee);
	}
}

/* Decide one site of a caller's inline tree and say so, with the count,
 * class and cost it was decided on; true when pgoipo inlined it.  A site
 * GCC's inliner took is judged as pgoipo-cold saw it (before that inliner);
 * any other with its count and cost now. */
static bool decide_site(cgraph_edge *e, struct force_state *st)
{
	enum availability avail;
	cgraph_node *callee = site_callee(e, &avail);
	inline_site *s = site_of(e);
	struct ext_inline_rule r = rule();
	bool inlined = !e->inline_failed;
	const char *why;

	s->decided = true;
	if (!callee) {
		st->external++;
		return false;
	}
	if (inlined && s->copied)
		return false;
	st->sites++;
	bool before = inlined || s->kept_out;
	enum ext_summary_class cls = before && s->cost != COST_UNKNOWN ? s->cls
								: pgoipo_classify(e->count);
	int64_t cost = before ? s->cost : site_cost(e, callee);
	switch (cls) {
	case EXT_CLASS_HOT: st->hot++; break;
	case EXT_CLASS_COLD: st->cold++; break;
	default: st->neutral++; break;
	}
	enum ext_inline_verdict v = INLINE_LEAVE;
	if (cost == COST_UNKNOWN)
		why = "cost-unknown";
	else if (before)
		v = ext_inline_judge(&r, cls, cost, &why);
	else
		v = ext_inline_judge_share(&r, cls, cost, pgoipo_count(e->count), callee_entry(callee),
				       &why);
	if (!pgoipo_opts.inlining && v != INLINE_LEAVE) {
		v = INLINE_LEAVE;
		why = "no-inline";
	}

	if (s->kept_out || inlined || v != INLINE_FORCE) {
		enum ext_inline_fate fate = s->kept_out ? INLINE_FATE_KEPT_OUT
					    : inlined ? INLINE_FATE_BY_GCC : INLINE_FATE_CALL;
		struct ext_inline_line l = ext_inline_line_of(v, why, fate, s->refused);
		if (fate == INLINE_FATE_BY_GCC) {
			st->inlined++;
			st->by_gcc++;
		} else if (fate == INLINE_FATE_KEPT_OUT || v == INLINE_KEEP_OUT) {
			st->kept_out++;
		} else {
			st->left++;
		}
		site_line(e, callee, cls, cost, l);
		return false;
	}

	/* A hot site within budget that GCC did not inline. */
	why = cannot_inline(e, callee, avail);
	int growth = why ? 0 : estimate_edge_growth(e);
	if (!why && !ext_inline_growth_fits(st->cap, st->used, growth))
		why = "unit-growth";
	if (why) {
		st->refused++;
		site_line(e, callee, cls, cost, ext_inline_line_of(v, why, INLINE_FATE_REFUSED, why));
		remark(e, MSG_MISSED_OPTIMIZATION, "pgoipo: hot call to %s not inlined: %s\n",
		       callee->asm_name(), why);
		return false;
	}
	st->inlined++;
	st->by_pgoipo++;
	if (growth > 0)
		st->used += growth;
	site_line(e, callee, cls, cost, ext_inline_line_of(v, why, INLINE_FATE_FORCED, NULL));
	remark(e, MSG_OPTIMIZED_LOCATIONS,
	       "pgoipo: inlined hot call to %s (count %lld, cost %lld < %lld)\n",
	       callee->asm_name(), (long long)pgoipo_count(e->count), (long long)cost,
	       (long long)r.hot_budget);
	s->forced = true;
	FILE *saved = dump_file;	/* inline_call writes GCC's own lines */
	dump_file = NULL;
	/* As GCC's inline_to_all_callers does: the caller's summary rebuilt
	 * from scratch afterwards (reset), not patched incrementally, whose
	 * cached call sizes can disagree with the edges after GCC's inliner
	 * and trip GCC's consistency check (-fchecking, or any dump on). */
	cgraph_node *to = caller_root(e);
	inline_call(e, true, NULL, NULL, false);
	ipa_update_overall_fn_summary(to);
	dump_file = saved;
	/* The copy's calls are sites of this caller now, with their share of
	 * the count: decide them here again (as a bottom-up inliner puts the
	 * inlined body's calls on its worklist). */
	undecide_copy(e->callee);
	return true;
}

static void collect_sites(cgraph_node *node, vec<cgraph_edge *> *out)
{
	for (cgraph_edge *e = node->callees; e; e = e->next_callee) {
		out->safe_push(e);
		if (!e->inline_failed)
			collect_sites(e->callee, out);
	}
}

static int cmp_site_count(const void *a, const void *b)
{
	cgraph_edge *x = *(cgraph_edge *const *)a, *y = *(cgraph_edge *const *)b;
	int64_t cx = pgoipo_count(x->count), cy = pgoipo_count(y->count);
	if (cx != cy)
		return cx > cy ? -1 : 1;
	return (int)x->lto_stmt_uid - (int)y->lto_stmt_uid;
}

/* The sites of NODE (its own and those of the bodies inlined into it),
 * hottest first; after each inlining the tree changed, so collect again.
 * Each site is decided once in NODE, the calls of a body pgoipo inlines once
 * more (recursion is refused, so this ends). */
static void decide_sites(cgraph_node *node, struct force_state *st)
{
	bool again = true;

	while (again) {
		auto_vec<cgraph_edge *> sites;
		again = false;
		collect_sites(node, &sites);
		sites.qsort(cmp_site_count);
		for (unsigned i = 0; i < sites.length(); i++) {
			inline_site *s = site_sums->get(sites[i]);
			if (s && s->decided)
				continue;
			if (decide_site(sites[i], st)) {
				again = true;
				break;
			}
		}
	}
}

/* Defined functions in bottom-up order (callees first), out-of-line bodies only. */
static unsigned bottom_up(auto_vec<cgraph_node *> *out)
{
	cgraph_node **order = XCNEWVEC(cgraph_node *, symtab->cgraph_count);
	int n = ipa_reduced_postorder(order, false, NULL);

	for (int i = 0; i < n; i++)
		if (!order[i]->inlined_to && !order[i]->alias && !order[i]->thunk)
			out->safe_push(order[i]);
	ipa_free_postorder_info();
	free(order);
	return out->length();
}

/* ---- pgoipo-inline: Theorem 20.10.4 ---- */

static unsigned depth_of(cgraph_node *copy)
{
	unsigned d = 0;
	for (cgraph_node *n = copy; n->inlined_to; n = n->callers->caller)
		d++;
	return d;
}

/* The copy of g that E inlined: its count, g's entry before inlining, and
 * each of its call statements' counts against c * n / N. */
static void report_scaling(cgraph_edge *e, unsigned *violations)
{
	cgraph_node *copy = e->callee;
	fn_snap *g = snap_of(copy->decl);
	char site[512];
	int64_t n = pgoipo_count(copy->count);

	if (!g || n < 0)
		return;
	pgoipo_site(e, site, sizeof site);
	unsigned depth = depth_of(copy);
	if (dump_file)
		fprintf(dump_file, "scale %s -> %s count=%" PRId64 " entry=%" PRId64
			" factor=%.6f depth=%u\n", site, g->name, n, g->entry,
			g->entry > 0 ? (double)n / g->entry : 0.0, depth);
	/* The copy's counts per statement of the body. */
	unsigned len = g->stmts.length();
	auto_vec<int64_t> sum;
	auto_vec<char> found, dead;
	auto_vec<char *> parts;	/* "inc:999+(indirect):1" for a promoted call */
	sum.safe_grow_cleared(len);
	found.safe_grow_cleared(len);
	dead.safe_grow_cleared(len);
	parts.safe_grow_cleared(len);
	for (int pass = 0; pass < 2; pass++)
		for (cgraph_edge *x = pass ? copy->indirect_calls : copy->callees; x;
		     x = x->next_callee) {
			stmt_snap *st = stmt_of(g, x);
			int64_t c = pgoipo_count(x->count);
			if (!st || c < 0)
				continue;
			unsigned i = st - g->stmts.address();
			sum[i] += c;
			dead[i] |= proved_dead(x);
			char *part = xasprintf("%s%s%s:%" PRId64, parts[i] ? parts[i] : "",
					       parts[i] ? "+" : "", x->indirect_unknown_callee ? "(indirect)"
					       : x->callee->ultimate_alias_target()->asm_name(), c);
			free(parts[i]);
			parts[i] = part;
			found[i]++;
		}
	int64_t tol = ext_inline_scale_tolerance(g->n_copies + depth);
	for (unsigned i = 0; i < len; i++) {
		stmt_snap *st = &g->stmts[i];
		if (!found[i] || st->original < 0)
			continue;
		int64_t expected = ext_inline_scaled_count(st->original, n, g->entry);
		bool off = !dead[i] && (sum[i] - expected > tol || expected - sum[i] > tol);
		if (dump_file) {
			fprintf(dump_file, "scaled %s -> %s: %s original=%" PRId64 " count=%" PRId64
				" expected=%" PRId64 "%s%s%s\n", site, g->name, st->label, st->original,
				sum[i], expected, found[i] > 1 ? " edges=" : "",
				found[i] > 1 ? parts[i] : "", dead[i] ? " dead (GCC proved the call"
				" unreachable in this copy: count 0)" : "");
			if (off)
				fprintf(dump_file, "violation %s -> %s: %s count=%" PRId64
					" expected=%" PRId64 " tolerance=%" PRId64
					" (Theorem 20.10.4: copy not scaled by n/N)\n",
					site, g->name, st->label, sum[i], expected, tol);
		}
		if (off) {
			(*violations)++;
			if (pgoipo_opts.verbose)
				warning(0, "pgoipo: the copy of %s at %s is not scaled by n/N: count %"
					PRId64 ", expected %" PRId64, g->name, site, sum[i], expected);
		}
	}
	for (unsigned i = 0; i < len; i++)
		free(parts[i]);
}

static void report_copies(cgraph_node *node, unsigned *violations)
{
	for (cgraph_edge *e = node->callees; e; e = e->next_callee)
		if (!e->inline_failed) {
			report_scaling(e, violations);
			report_copies(e->callee, violations);
		}
}

/* Where the counts of every snapshot function went: its copies, the
 * out-of-line body, or bodies removed meanwhile (counted by the removal hook).
 * Once, after all inlining. */
static void tally_copies(void)
{
	cgraph_node *node;

	FOR_EACH_FUNCTION(node) {
		fn_snap *f = snap_of(node->decl);
		if (!f || node->alias || node->thunk)
			continue;
		int64_t c = pgoipo_count(node->count);
		bool copy = node->inlined_to != NULL;
		if (copy)
			f->n_copies++;
		if (c > 0)
			(copy ? f->copies : f->remaining) += c;
		if (!copy && !node->analyzed)
			f->body_gone = true;
		for (int pass = 0; pass < 2; pass++)
			for (cgraph_edge *e = pass ? node->indirect_calls : node->callees; e;
			     e = e->next_callee) {
				stmt_snap *s = stmt_of(f, e);
				int64_t ec = pgoipo_count(e->count);
				if (s && ec > 0)
					(copy ? s->copies : s->remaining) += ec;
				/* One edge per statement once it is dead. */
				if (s && copy && c > 0 && proved_dead(e))
					s->zeroed += ext_inline_scaled_count(s->original, c, f->entry);
			}
	}
}

static bool check_one(const char *key, const stmt_snap *st, const fn_snap *f, int64_t tol)
{
	struct ext_inline_balance b = { st->original, st->copies, st->remaining, st->dropped,
				    st->zeroed };
	int64_t diff;
	enum ext_inline_balance_verdict v = ext_inline_check_balance(&b, tol, &diff);

	if (dump_file) {
		fprintf(dump_file,
			"%s %s original=%" PRId64 " copies=%" PRId64 " remaining=%" PRId64
			" dropped=%" PRId64 " zeroed=%" PRId64 " diff=%" PRId64 " tolerance=%" PRId64,
			v == INLINE_CONSERVED ? "conserved" : "violation", key, b.original, b.copies,
			b.remaining, b.dropped, b.zeroed, diff, tol);
		if (v == INLINE_ZEROED)
			fprintf(dump_file, " (Theorem 20.10.4(a): copies where GCC proved the call"
				" dead got 0, not their share)");
		else if (v == INLINE_VIOLATED && f->callers >= 0 && f->callers < f->entry)
			/* The theorem needs sum(n) = N; a body reused as the only
			 * copy is scaled by n/N and the rest is gone. */
			fprintf(dump_file, " (Theorem 20.10.4(a): the call sites add up to %" PRId64
				" of %" PRId64 " entries, sum of n != N)", f->callers, f->entry);
		else if (v == INLINE_VIOLATED)
			fprintf(dump_file, " (Theorem 20.10.4(a))");
		fputc('\n', dump_file);
	}
	if (v != INLINE_CONSERVED && pgoipo_opts.verbose)
		warning(0, "pgoipo: counts of %s not conserved by inlining: sum %" PRId64
			", original %" PRId64, key, b.original + diff, b.original);
	return v == INLINE_CONSERVED;
}

/* Theorem 20.10.4(a) for every function with an inline copy, and (b) where
 * its counts are shared out among several contexts. */
static void check_conservation(unsigned *checked, unsigned *violations, unsigned *insensitive)
{
	for (unsigned i = 0; i < snaps.length(); i++) {
		fn_snap *f = &snaps[i];
		if (!f->n_copies)
			continue;
		if (f->body_gone) {
			if (dump_file)
				fprintf(dump_file, "unchecked %s reason=out-of-line body removed\n",
					f->name);
			continue;
		}
		int64_t tol = ext_inline_scale_tolerance(f->n_copies);
		char *key = concat(f->name, " entry", NULL);
		stmt_snap entry = {};
		entry.original = f->entry;
		entry.copies = f->copies;
		entry.remaining = f->remaining;
		entry.dropped = f->dropped;
		(*checked)++;
		*violations += !check_one(key, &entry, f, tol);
		free(key);
		for (unsigned j = 0; j < f->stmts.length(); j++) {
			stmt_snap *s = &f->stmts[j];
			if (s->original < 0)
				continue;
			(*checked)++;
			*violations += !check_one(s->label, s, f, tol);
		}
		unsigned contexts = f->n_copies + (f->remaining > 0);
		if (contexts >= 2 && (f->branches || f->indirect)) {
			(*insensitive)++;
			if (dump_file)
				fprintf(dump_file,
					"context-insensitive %s copies=%u contexts=%u branches=%s"
					" indirect-calls=%u (Theorem 20.10.4(b): every copy has %s's"
					" counts scaled by n/N; a context-sensitive profile would"
					" count each copy's own branches and call targets)\n",
					f->name, f->n_copies, contexts, f->branches ? "yes" : "no",
					f->indirect, f->name);
		}
	}
}

namespace {

const pass_data pass_data_pgoipo_inline = {
	IPA_PASS, "pgoipo-inline", OPTGROUP_INLINE, TV_NONE, 0, 0, 0, 0, 0,
};

class pass_pgoipo_inline : public ipa_opt_pass_d {
public:
	pass_pgoipo_inline(gcc::context *ctxt)
		: ipa_opt_pass_d(pass_data_pgoipo_inline, ctxt, NULL, NULL, NULL, NULL, NULL, NULL,
				 0, NULL, NULL)
	{
	}
	bool gate(function *) final override { return site_sums != NULL; }
	unsigned int execute(function *) final override;
};

} // namespace

unsigned int pass_pgoipo_inline::execute(function *)
{
	struct force_state st = {};
	auto_vec<cgraph_node *> order;
	cgraph_node *node;
	unsigned checked = 0, violations = 0, insensitive = 0;

	if (!pgoipo_profile_init())
		return 0;
	st.cap = ext_inline_growth_cap(unit_size_before, param_large_unit_insns,
				   pgoipo_opts.inline_growth);
	if (dump_file) {
		struct ext_inline_rule r = rule();
		fprintf(dump_file, "thresholds hot=%" PRIu64 " cold=%" PRIu64 " source=%s\n",
			pgoipo_hot_threshold(), pgoipo_cold_threshold(), pgoipo_threshold_source());
		fprintf(dump_file,
			"budgets hot=%" PRId64 " cold=%" PRId64 " gcc-units hot=%" PRId64
			" cold=%" PRId64 " growth-cap=%" PRId64 " inline=%s\n",
			r.hot_budget, r.cold_budget, ext_inline_budget_in_gcc_units(r.hot_budget),
			ext_inline_budget_in_gcc_units(r.cold_budget), st.cap,
			pgoipo_opts.inlining ? "on" : "off");
	}
	/* Decide (and with no-inline, only report) every site, bottom-up. */
	bottom_up(&order);
	for (unsigned i = 0; i < order.length(); i++)
		if (!order[i]->inlined_to)
			decide_sites(order[i], &st);
	/* Then the scaling of every inlined copy, GCC's and pgoipo's. */
	tally_copies();
	for (unsigned i = 0; i < order.length(); i++)
		if (!order[i]->inlined_to)
			report_copies(order[i], &violations);
	unsigned scale_violations = violations;
	check_conservation(&checked, &violations, &insensitive);

	int64_t unit_size_after = 0;
	FOR_EACH_DEFINED_FUNCTION(node)
		if (!node->inlined_to && !node->alias && !node->thunk && node->analyzed
		    && ipa_size_summaries->get(node) && inline_account_function_p(node))
			unit_size_after += ipa_size_summaries->get(node)->size;
	if (dump_file) {
		fprintf(dump_file,
			"totals sites=%u hot=%u cold=%u neutral=%u inlined=%u by-pgoipo=%u by-gcc=%u"
			" kept-out=%u refused=%u left=%u external=%u\n",
			st.sites, st.hot, st.cold, st.neutral, st.inlined, st.by_pgoipo, st.by_gcc,
			st.kept_out, st.refused, st.left, st.external);
		fprintf(dump_file,
			"totals growth=%" PRId64 " cap=%" PRId64 " unit-size=%" PRId64 "->%" PRId64 "\n",
			st.used, st.cap, unit_size_before, unit_size_after);
		fprintf(dump_file,
			"totals-scaling checked=%u violations=%u scale-violations=%u"
			" context-insensitive=%u\n",
			checked, violations, scale_violations, insensitive);
	}
	free_snapshot();
	/* Done: no more hooks on every edge GCC copies from here on. */
	delete site_sums;
	site_sums = NULL;
	pgoipo_ipa_dump_done();
	return st.by_pgoipo ? TODO_remove_functions : 0;
}

opt_pass *make_pass_pgoipo_inline(gcc::context *ctxt)
{
	return new pass_pgoipo_inline(ctxt);
}
