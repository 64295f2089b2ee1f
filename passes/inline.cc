/* inline.cc — pass "pgoipo-inline": hotness-thresholded inlining
 * (Algorithm 20.10.5, second loop) and the report of every site, with the
 * count scaling of Theorem 20.10.4 checked (inline-check.cc).
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
 * inline-promoted=COST (a promoted target's budget; off), inline-promoted-gain=10
 * (a promoted target forced only if GCC estimates inlining it saves that
 * percentage of the call's time), inline-gain=PCT (the same for a direct
 * site; off), inline-gain-large=PCT (the same for a direct site that would
 * more than double its caller; off), inline-growth=20
 * (percent of max(unit size, --param large-unit-insns)).
 *
 * Dump lines (dump=inline; dump=cold for pgoipo-cold), grammar in docs/dump-lines.md:
 *   inline   SITE -> CALLEE count=N entry=E class=C cost=K budget=B by=pgoipo|gcc
 *   keep-out SITE -> CALLEE count=N entry=E class=cold cost=K budget=B by=pgoipo|gcc
 *   refuse   SITE -> CALLEE count=N entry=E class=C cost=K budget=B reason=WHY
 *   leave    SITE -> CALLEE count=N entry=E class=C cost=K budget=B reason=WHY result=inlined|call
 *   gain     SITE -> CALLEE count=N entry=E class=hot cost=K budget=B saved=S whole=W gain=P.P% min=M%
 *   gain-loop SITE -> CALLEE count=N entry=E class=hot cost=K budget=B saved=S whole=W gain=P.P% caller=F min=M%
 *   gain-large SITE -> CALLEE count=N entry=E class=hot cost=K budget=B saved=S whole=W gain=P.P% caller=F caller-entry=R caller-cost=Q share=P.P% min=M%
 *   scale    SITE -> G count=N entry=E factor=F depth=D
 *   scaled   SITE -> G: G-SITE -> H original=C count=X expected=Y
 *   conserved|violation G-SITE -> H original=C copies=X remaining=Y dropped=Z zeroed=W diff=D tolerance=T
 *   guess-drained G entry=N left=L   (guess-drained: G's body keeps its shape as a guess)
 *   unchecked G reason=WHY ...      (part (a) cannot be followed for G)
 *   context-insensitive G copies=K contexts=M branches=B indirect-calls=I (Theorem 20.10.4(b) ...)
 *   totals ...
 * Remarks: -fopt-info-inline (optimized: forced inlines; missed: kept out, refused).
 */
#include "gcc-common.h"
#include "passes.h"

/* ---- deciding every site ---- */

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
	cgraph_node *caller = pgoipo_caller_root(e);

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

/* Copies of one callee that pgoipo forced so far in the unit (inline-copies). */
struct copies_made {
	int uid;
	size_t count;
};

struct force_state {
	int64_t cap, footprint_cap, footprint_count, footprint_floor, hot_size, used;
	unsigned sites, hot, cold, neutral, inlined, by_pgoipo, by_gcc, kept_out, refused, left;
	unsigned external;
	vec<copies_made> made;		/* any order */
	vec<cgraph_node *> copied;	/* callees pgoipo forced, in order (guess-drained) */
};

/* The copies of CALLEE pgoipo forced so far in the unit; with ADD, one more. */
static size_t copies_so_far(struct force_state *st, cgraph_node *callee, bool add)
{
	int uid = callee->get_uid();
	for (unsigned i = 0; i < st->made.length(); i++)
		if (st->made[i].uid == uid)
			return add ? ++st->made[i].count : st->made[i].count;
	if (add) {
		copies_made c = { uid, 1 };
		st->made.safe_push(c);
	}
	return add;
}

/* Whether inline-copies refuses site S of cost COST to CALLEE: a
 * ranked site as it was ranked, another (in a copy pgoipo inlined) by the
 * price of one more copy after those made so far. */
static bool copies_refuse(struct force_state *st, inline_site *s, cgraph_node *callee,
			  int64_t cost)
{
	if (!pgoipo_opts.inline_copies)
		return false;
	if (s->copies_ranked)
		return s->copies_out;
	return !ext_inline_copy_fits(cost, copies_so_far(st, callee, false),
				     pgoipo_opts.inline_hot, pgoipo_opts.inline_copies);
}

static void site_line(cgraph_edge *e, cgraph_node *callee, enum ext_summary_class cls,
		      int64_t cost, struct ext_inline_line l)
{
	if (!dump_file)
		return;
	pgoipo_print_inline_site(dump_file, l.word, e, callee, cls, cost);
	fprintf(dump_file, " %s=%s", l.key, l.value);
	if (l.result)
		fprintf(dump_file, " result=%s", l.result);
	fputc('\n', dump_file);
}

static void undecide_copy(cgraph_node *copy)
{
	for (cgraph_edge *x = copy->callees; x; x = x->next_callee) {
		inline_site *s = pgoipo_inline_site_get(x);
		if (s)
			s->decided = false;
		if (!x->inline_failed)
			undecide_copy(x->callee);
	}
}

/* X in hundredths, rounded. */
static int64_t centi(double x)
{
	return (int64_t)(x >= 0 ? x * 100 + 0.5 : x * 100 - 0.5);
}

/* PERMILLE as a percentage with one decimal ("-3.7%"). */
static void print_tenths_pct(FILE *f, int64_t permille)
{
	int64_t mag = permille < 0 ? -permille : permille;
	fprintf(f, "%s%lld.%lld%%", permille < 0 ? "-" : "", (long long)(mag / 10),
		(long long)(mag % 10));
}

/* The function E's call is in (the root of its inline tree, whose
 * prologue pays for what is inlined into it) and its size now, in seed
 * units (-1 unknown). */
static cgraph_node *caller_root_cost(cgraph_edge *e, int64_t *own)
{
	cgraph_node *root = pgoipo_caller_root(e);
	ipa_size_summary *ss = ipa_size_summaries->get(root);
	*own = ss ? ext_inline_cost_of_growth(ss->size) : -1;
	return root;
}

static bool body_loops(cgraph_node *callee);

/* The head of a gain rule's dump line (WORD: gain, gain-loop, gain-large):
 * the site and GCC's estimates, SAVED of WHOLE as PERMILLE. */
static void print_gain(const char *word, cgraph_edge *e, cgraph_node *callee,
		       enum ext_summary_class cls, int64_t cost, int64_t saved, int64_t whole,
		       int64_t permille)
{
	pgoipo_print_inline_site(dump_file, word, e, callee, cls, cost);
	fprintf(dump_file, " saved=%lld whole=%lld gain=", (long long)saved, (long long)whole);
	print_tenths_pct(dump_file, permille);
}

/* The verdicts of ext_inline_judge_gain, ext_inline_judge_gain_loop and
 * ext_inline_judge_gain_large on
 * site E that V forces (promoted when E is the direct edge of a speculative
 * call), from GCC's estimates (hundredths of its time units): the callee's
 * time at E in E's context and out of it, and the call statement's own;
 * and, when SAY, pgoipo-inline's "gain" line with them (inline-gain,
 * inline-promoted-gain), and its "gain-loop" or "gain-large" line when
 * inline-gain-loop or inline-gain-large leaves the site. */
static enum ext_inline_verdict site_gain(const struct ext_inline_rule *r, cgraph_edge *e,
					 cgraph_node *callee, enum ext_summary_class cls,
					 int64_t cost, enum ext_inline_verdict v, bool say,
					 const char **why)
{
	unsigned min = ext_inline_gain_pct(r, e->speculative);
	unsigned large = e->speculative ? 0 : r->gain_large_pct;
	unsigned loop = e->speculative ? 0 : r->gain_loop_pct;
	if (!min && !large && !loop)
		return v;
	sreal out_of_context;
	sreal in_context = estimate_edge_time(e, &out_of_context);
	ipa_call_summary *cs = ipa_call_summaries->get(e);
	int64_t call = cs ? (int64_t)cs->call_stmt_time * 100 : 0;
	int64_t whole = centi(out_of_context.to_double()) + call;
	int64_t saved = whole - centi(in_context.to_double());
	int64_t permille = whole > 0 ? saved * 1000 / whole : 0;
	v = ext_inline_judge_gain(r, v, e->speculative, saved, whole, why);
	if (min && dump_file && say) {
		print_gain("gain", e, callee, cls, cost, saved, whole, permille);
		fprintf(dump_file, " min=%u%%\n", min);
	}
	if ((!loop && !large) || v != INLINE_FORCE)
		return v;
	int64_t own;
	cgraph_node *root = caller_root_cost(e, &own);
	if (loop) {
		enum ext_inline_verdict w = ext_inline_judge_gain_loop(r, v, e->speculative, saved,
								       whole, body_loops(callee),
								       body_loops(root), why);
		if (w != v && dump_file && say) {
			print_gain("gain-loop", e, callee, cls, cost, saved, whole, permille);
			fprintf(dump_file, " caller=%s min=%u%%\n", root->asm_name(), loop);
		}
		v = w;
	}
	if (!large || v != INLINE_FORCE)
		return v;
	int64_t n = pgoipo_count(e->count), entry = pgoipo_count(root->count);
	enum ext_inline_verdict w = ext_inline_judge_gain_large(r, v, e->speculative, saved,
								whole, cost, own, n, entry, why);
	if (w != v && dump_file && say) {
		print_gain("gain-large", e, callee, cls, cost, saved, whole, permille);
		fprintf(dump_file, " caller=%s caller-entry=%lld caller-cost=%lld share=",
			root->asm_name(), (long long)entry, (long long)own);
		print_tenths_pct(dump_file, n * 1000 / entry);
		fprintf(dump_file, " min=%u%%\n", large);
	}
	return w;
}

/* The verdict of ext_inline_judge_rare on site E of cost COST that V
 * forces, against the function E's call is in (caller_root_cost): its
 * entry count and its size now; and, when SAY and the site is left,
 * pgoipo-inline's "rare" line with them. */
static enum ext_inline_verdict rare_large(const struct ext_inline_rule *r, cgraph_edge *e,
					  cgraph_node *callee, enum ext_summary_class cls,
					  int64_t cost, enum ext_inline_verdict v, bool say,
					  const char **why)
{
	int64_t own;
	cgraph_node *root = caller_root_cost(e, &own);
	int64_t n = pgoipo_count(e->count), entry = pgoipo_count(root->count);
	enum ext_inline_verdict w = ext_inline_judge_rare(r, v, n, entry, cost, own, why);
	if (w != v && dump_file && say) {
		pgoipo_print_inline_site(dump_file, "rare", e, callee, cls, cost);
		fprintf(dump_file, " caller=%s caller-entry=%lld caller-cost=%lld share=",
			root->asm_name(), (long long)entry, (long long)own);
		print_tenths_pct(dump_file, n * 1000 / entry);
		fprintf(dump_file, " min=%u%%\n", r->rare_pct);
	}
	return w;
}

struct other_call {
	cgraph_edge *site;
	bool found;
};

/* Whether the function E's call is in goes away: nothing calls it and it
 * goes away without direct calls (a body IPA-CP replaced by its clones,
 * not yet removed). */
static bool in_dead_function(cgraph_edge *e)
{
	cgraph_node *root = pgoipo_caller_root(e);
	return !root->callers && root->will_be_removed_from_program_if_no_direct_calls_p();
}

/* Whether NODE has a call other than EXCEPT that stays a call, in a
 * function that does not go away. */
static bool call_stays(cgraph_node *node, cgraph_edge *except)
{
	for (cgraph_edge *c = node->callers; c; c = c->next_caller)
		if (c != except && c->inline_failed && !in_dead_function(c))
			return true;
	return false;
}

static bool find_other_call(cgraph_node *node, void *data)
{
	struct other_call *o = (struct other_call *)data;
	o->found = node->address_taken || call_stays(node, o->site);
	return o->found;
}

/* Whether CALLEE's out-of-line body stays for a call other than E: a
 * direct call of it (through its aliases) that stays a call, or its
 * address taken (leave-drain, with body_loops below). */
static bool body_stays(cgraph_edge *e, cgraph_node *callee)
{
	struct other_call o = { e, false };
	callee->call_for_symbol_and_aliases(find_other_call, &o, true);
	return o.found;
}

/* Whether CALLEE's body (the profile's counts, as read) has a block that
 * ran more often than the body was entered: a loop (leave-drain). */
static bool body_loops(cgraph_node *callee)
{
	function *fn = DECL_STRUCT_FUNCTION(callee->decl);
	if (!fn || !fn->cfg)
		return false;
	return pgoipo_max_block_count(fn) > pgoipo_count(ENTRY_BLOCK_PTR_FOR_FN(fn)->count);
}

/* The verdict of ext_inline_where_body_stays on site E that V forces. */
static enum ext_inline_verdict drains_body(const struct ext_inline_rule *r, cgraph_edge *e,
					   cgraph_node *callee, enum ext_inline_verdict v,
					   const char **why)
{
	if (!r->leave_drain)
		return v;
	return ext_inline_where_body_stays(r, v, pgoipo_count(e->count), pgoipo_count(callee->count),
					   body_stays(e, callee) && body_loops(callee),
					   pgoipo_hot_threshold(), pgoipo_cold_threshold(), why);
}

/* The rule's verdict on site E (to CALLEE) of class CLS and cost COST, and
 * its reason word in *WHY: as pgoipo-cold saw the site when BEFORE (GCC's
 * inliner took it or pgoipo-cold kept it out), else with the site's share
 * of the callee's calls now; LEAVE under no-inline.  SAY: the site is
 * being decided (its lines go to the dump), not only counted. */
static enum ext_inline_verdict site_verdict(const struct ext_inline_rule *r, cgraph_edge *e,
					    cgraph_node *callee, enum ext_summary_class cls,
					    int64_t cost, bool before, bool say, const char **why)
{
	enum ext_inline_verdict v = INLINE_LEAVE;

	*why = NULL;
	if (cost == COST_UNKNOWN)
		*why = "cost-unknown";
	else if (before)
		v = ext_inline_judge(r, cls, cost, why);
	else
		v = ext_inline_judge_share(r, cls, cost, pgoipo_count(e->count),
					   pgoipo_inline_check_entry(callee), why);
	/* A promoted target: the direct edge of a speculative call. */
	v = ext_inline_judge_promoted(r, v, cost, e->speculative, why);
	if (v == INLINE_FORCE && e->inline_failed)
		v = site_gain(r, e, callee, cls, cost, v, say, why);
	if (v == INLINE_FORCE && e->inline_failed)
		v = rare_large(r, e, callee, cls, cost, v, say, why);
	if (v == INLINE_FORCE && e->inline_failed)
		v = drains_body(r, e, callee, v, why);
	inline_site *s = pgoipo_inline_site_get(e);
	v = ext_inline_where_trained(r, v, s && s->caller_untrained, s && s->callee_untrained,
				     why);
	v = ext_inline_where_callee_hot(r, v, s && s->callee_hot, why);
	v = ext_inline_where_declared_inline(r, v, s && s->callee_declared_inline, why);
	v = ext_inline_where_last_call(r, v, s && s->last_call, s && s->caller_untrained, why);
	v = ext_inline_where_hot_body(r, v, s && s->hot_body, why);
	if (!pgoipo_opts.inlining && v != INLINE_LEAVE) {
		v = INLINE_LEAVE;
		*why = "no-inline";
	}
	return v;
}

/* Decide one site of a caller's inline tree and say so, with the count,
 * class and cost it was decided on; true when pgoipo inlined it.  A site
 * GCC's inliner took is judged as pgoipo-cold saw it (before that inliner);
 * any other with its count and cost now. */
static bool decide_site(cgraph_edge *e, struct force_state *st)
{
	enum availability avail;
	cgraph_node *callee = pgoipo_site_callee(e, &avail);
	inline_site *s = pgoipo_inline_site(e);
	struct ext_inline_rule r = pgoipo_inline_rule();
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
	int64_t cost = before ? s->cost : pgoipo_site_cost(e, callee);
	switch (cls) {
	case EXT_CLASS_HOT: st->hot++; break;
	case EXT_CLASS_COLD: st->cold++; break;
	default: st->neutral++; break;
	}
	enum ext_inline_verdict v = site_verdict(&r, e, callee, cls, cost, before, true, &why);

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
	if (!why && copies_refuse(st, s, callee, cost))
		why = "hot-copies";
	if (!why && pgoipo_count(e->count) < st->footprint_count)
		why = "hot-footprint";
	int growth = why ? 0 : estimate_edge_growth(e);
	if (!why)
		why = ext_inline_growth_refusal(st->cap, st->footprint_cap, st->used, growth);
	if (why) {
		st->refused++;
		site_line(e, callee, cls, cost, ext_inline_line_of(v, why, INLINE_FATE_REFUSED, why));
		pgoipo_inline_remark(e, MSG_MISSED_OPTIMIZATION, "pgoipo: hot call to %s not inlined: %s\n",
		       callee->asm_name(), why);
		return false;
	}
	st->inlined++;
	st->by_pgoipo++;
	if (pgoipo_opts.inline_copies)
		copies_so_far(st, callee, true);
	if (growth > 0)
		st->used += growth;
	site_line(e, callee, cls, cost, ext_inline_line_of(v, why, INLINE_FATE_FORCED, NULL));
	pgoipo_inline_remark(e, MSG_OPTIMIZED_LOCATIONS,
	       "pgoipo: inlined hot call to %s (count %lld, cost %lld < %lld)\n",
	       callee->asm_name(), (long long)pgoipo_count(e->count), (long long)cost,
	       (long long)r.hot_budget);
	s->forced = true;
	if (!st->copied.contains(callee))
		st->copied.safe_push(callee);
	FILE *saved = dump_file;	/* inline_call writes GCC's own lines */
	dump_file = NULL;
	/* As GCC's inline_to_all_callers does: the caller's summary rebuilt
	 * from scratch afterwards (reset), not patched incrementally, whose
	 * cached call sizes can disagree with the edges after GCC's inliner
	 * and trip GCC's consistency check (-fchecking, or any dump on). */
	cgraph_node *to = pgoipo_caller_root(e);
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
			inline_site *s = pgoipo_inline_site_get(sites[i]);
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

/* The unit's hot code, in GCC size units: the out-of-line functions (with
 * what GCC's inliner put into them) entered at a hot count or with a hot
 * call site, where pgoipo's inlining adds code. */
static int64_t hot_code_size(void)
{
	cgraph_node *node;
	int64_t size = 0;

	FOR_EACH_DEFINED_FUNCTION(node) {
		if (node->inlined_to || node->alias || node->thunk || !node->analyzed
		    || !ipa_size_summaries->get(node) || !inline_account_function_p(node))
			continue;
		if (pgoipo_classify(node->count) == EXT_CLASS_HOT || pgoipo_calls_hot(node, false))
			size += ipa_size_summaries->get(node)->size;
	}
	return size;
}

/* The sites the rule would force now, in ORDER's functions: hot, within
 * budget, not inlined, legal (what decide_site forces before its copies
 * and footprint tests). */
static void forced_candidates(const auto_vec<cgraph_node *> &order, vec<cgraph_edge *> *out)
{
	struct ext_inline_rule r = pgoipo_inline_rule();

	if (!pgoipo_opts.inlining)
		return;
	for (unsigned i = 0; i < order.length(); i++) {
		auto_vec<cgraph_edge *> sites;
		if (order[i]->inlined_to)
			continue;
		collect_sites(order[i], &sites);
		for (unsigned j = 0; j < sites.length(); j++) {
			cgraph_edge *e = sites[j];
			enum availability avail;
			cgraph_node *callee = pgoipo_site_callee(e, &avail);
			inline_site *s = pgoipo_inline_site_get(e);
			const char *why;
			if (!e->inline_failed || !callee || (s && s->kept_out))
				continue;
			enum ext_summary_class cls = pgoipo_classify(e->count);
			if (cls != EXT_CLASS_HOT
			    || site_verdict(&r, e, callee, cls, pgoipo_site_cost(e, callee), false,
					    false, &why)
				       != INLINE_FORCE
			    || cannot_inline(e, callee, avail))
				continue;
			out->safe_push(e);
		}
	}
}

struct copy_site {
	int uid;
	ext_inline_copy copy;
};

static int cmp_copy_site(const void *a, const void *b)
{
	const copy_site *x = (const copy_site *)a, *y = (const copy_site *)b;
	if (x->uid != y->uid)
		return (x->uid > y->uid) - (x->uid < y->uid);
	return (x->copy.key > y->copy.key) - (x->copy.key < y->copy.key);
}

/* inline-copies: rank the candidate SITES by callee, hottest first (equal
 * counts in SITES' order, which is fixed: bottom-up, then the caller's
 * edges), and mark the sites each callee's price leaves out; a "copies"
 * line for each callee that has some. */
static void rank_copies(const vec<cgraph_edge *> &sites)
{
	auto_vec<copy_site> all;
	auto_vec<ext_inline_copy> group;

	if (!pgoipo_opts.inline_copies)
		return;
	for (unsigned i = 0; i < sites.length(); i++) {
		enum availability avail;
		cgraph_node *callee = pgoipo_site_callee(sites[i], &avail);
		copy_site c = { callee->get_uid(),
				{ pgoipo_count(sites[i]->count), pgoipo_site_cost(sites[i], callee), i } };
		all.safe_push(c);
		pgoipo_inline_site(sites[i])->copies_ranked = true;
	}
	all.qsort(cmp_copy_site);
	for (unsigned i = 0; i < all.length();) {
		unsigned j = i;
		group.truncate(0);
		for (; j < all.length() && all[j].uid == all[i].uid; j++)
			group.safe_push(all[j].copy);
		size_t n = group.length();
		size_t admitted = ext_inline_copies_admitted(group.address(), n,
							     pgoipo_opts.inline_hot,
							     pgoipo_opts.inline_copies);
		for (size_t k = admitted; k < n; k++)
			pgoipo_inline_site(sites[group[k].key])->copies_out = true;
		if (admitted < n && dump_file) {
			enum availability avail;
			cgraph_node *callee = pgoipo_site_callee(sites[group[0].key], &avail);
			fprintf(dump_file, "copies %s sites=%u admitted=%u price=%u%%\n",
				callee->asm_name(), (unsigned)n, (unsigned)admitted,
				pgoipo_opts.inline_copies);
		}
		i = j;
	}
}

/* The least count a hot site needs under the footprint cap: the candidate
 * SITES that inline-copies admits, hottest first, until their growth fills
 * the cap.  The cap then goes to the hottest sites of the unit, not to the
 * first ones of the bottom-up order (callees first), which spent it on
 * leaves. */
static int64_t footprint_count(const vec<cgraph_edge *> &sites, const struct force_state *st)
{
	auto_vec<ext_inline_candidate> cands;

	if (st->footprint_cap < 0)
		return 0;
	for (unsigned i = 0; i < sites.length(); i++) {
		cgraph_edge *e = sites[i];
		inline_site *s = pgoipo_inline_site_get(e);
		if (s && s->copies_out)
			continue;
		ext_inline_candidate c = { pgoipo_count(e->count), estimate_edge_growth(e) };
		cands.safe_push(c);
	}
	return ext_inline_footprint_count(cands.address(), cands.length(), st->footprint_cap);
}

/* Whether NODE's out-of-line body stays (guess-drained): its address is
 * taken, it is visible outside the unit, or a call of it stays a call. */
static bool stays_offline(cgraph_node *node)
{
	return node->address_taken || !node->will_be_removed_from_program_if_no_direct_calls_p() ||
	       call_stays(node, NULL);
}

/* NODE's calls, and the bodies inlined into it with theirs, as local
 * estimates (the counts' values kept, their IPA quality dropped), to match
 * NODE's count: GCC's checker wants a call's count compatible with its
 * caller's. */
static void calls_as_estimates(cgraph_node *node)
{
	for (cgraph_edge *e = node->callees; e; e = e->next_callee) {
		e->count = e->count.guessed_local();
		if (!e->inline_failed) {
			e->callee->count = e->callee->count.guessed_local();
			calls_as_estimates(e->callee);
		}
	}
	for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee)
		e->count = e->count.guessed_local();
}

/* guess-drained: a callee whose training count pgoipo's copies took all
 * of (the rest cold) while its out-of-line body stays (a call of it stays
 * a call, its address is taken, or it is visible outside the unit) and
 * loops (body_loops: it does more work per call than a call costs) keeps
 * the shape of its training counts as a guess: its count becomes the
 * entry count it had, as a local estimate, so that GCC scales its body by
 * 1 and drops the counts' IPA quality instead of scaling them to zero
 * (execute_fixup_cfg).  The body is then compiled for speed, for the
 * branch probabilities the training measured, not as never run.  The
 * copies keep their counts (the check above has run on them). */
static void guess_drained(struct force_state *st)
{
	for (unsigned i = 0; i < st->copied.length(); i++) {
		cgraph_node *node = st->copied[i];
		if (node->inlined_to || !node->definition || node->alias || !stays_offline(node) ||
		    !body_loops(node))
			continue;
		int64_t was = pgoipo_inline_check_entry(node), now = pgoipo_count(node->count);
		if (was < 0 || now < 0 || pgoipo_classify(node->count) != EXT_CLASS_COLD ||
		    ext_summary_classify(was, pgoipo_hot_threshold(), pgoipo_cold_threshold()) ==
			    EXT_CLASS_COLD)
			continue;
		node->count = profile_count::from_gcov_type(was).guessed_local();
		calls_as_estimates(node);
		if (node->frequency == NODE_FREQUENCY_UNLIKELY_EXECUTED)
			node->frequency = NODE_FREQUENCY_NORMAL;
		if (dump_file)
			fprintf(dump_file, "guess-drained %s entry=%" PRId64 " left=%" PRId64 "\n",
				node->asm_name(), was, now);
	}
}

static bool inline_gate(function *)
{
	return pgoipo_inline_sites_exist();
}

static unsigned int inline_execute(function *)
{
	struct force_state st = {};
	auto_vec<cgraph_node *> order;
	cgraph_node *node;
	struct pgoipo_inline_check_totals check;

	if (!pgoipo_profile_init())
		return 0;
	st.cap = ext_inline_growth_cap(pgoipo_inline_check_unit_size(), param_large_unit_insns,
				   pgoipo_opts.inline_growth);
	st.hot_size = hot_code_size();
	st.footprint_floor = ext_inline_footprint_floor(pgoipo_opts.inline_footprint_floor,
							param_large_unit_insns);
	st.footprint_cap = ext_inline_footprint_cap(st.hot_size, st.footprint_floor,
						   pgoipo_opts.inline_footprint);
	bottom_up(&order);
	if (dump_file)
		pgoipo_dump_thresholds();
	{
		auto_vec<cgraph_edge *> cands;
		forced_candidates(order, &cands);
		rank_copies(cands);
		st.footprint_count = footprint_count(cands, &st);
	}
	if (dump_file) {
		struct ext_inline_rule r = pgoipo_inline_rule();
		char footprint[96] = "none", count[24] = "none";
		if (st.footprint_count != INT64_MAX)
			snprintf(count, sizeof count, "%" PRId64, st.footprint_count);
		if (st.footprint_cap >= 0)
			snprintf(footprint, sizeof footprint,
				 "%" PRId64 " footprint-count=%s footprint-floor=%" PRId64,
				 st.footprint_cap, count, st.footprint_floor);
		fprintf(dump_file,
			"budgets hot=%" PRId64 " cold=%" PRId64 " gcc-units hot=%" PRId64
			" cold=%" PRId64 " growth-cap=%" PRId64 " hot-size=%" PRId64
			" footprint-cap=%s inline=%s\n",
			r.hot_budget, r.cold_budget, ext_inline_budget_in_gcc_units(r.hot_budget),
			ext_inline_budget_in_gcc_units(r.cold_budget), st.cap, st.hot_size,
			footprint,
			pgoipo_opts.inlining ? "on" : "off");
	}
	/* Decide (and with no-inline, only report) every site, bottom-up. */
	for (unsigned i = 0; i < order.length(); i++)
		if (!order[i]->inlined_to)
			decide_sites(order[i], &st);
	/* Then the scaling of every inlined copy, GCC's and pgoipo's. */
	pgoipo_inline_check_report(order, &check);
	if (pgoipo_opts.guess_drained)
		guess_drained(&st);

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
			st.used, st.cap, pgoipo_inline_check_unit_size(), unit_size_after);
		fprintf(dump_file,
			"totals-scaling checked=%u violations=%u scale-violations=%u"
			" context-insensitive=%u unchecked=%u\n",
			check.checked, check.violations, check.scale_violations, check.insensitive,
			check.unchecked);
	}
	pgoipo_inline_check_stop();
	st.made.release();
	st.copied.release();
	pgoipo_inline_sites_free();
	pgoipo_ipa_dump_done();
	return st.by_pgoipo ? TODO_remove_functions : 0;
}

PGOIPO_IPA_PASS(inline, OPTGROUP_INLINE, NULL, NULL)
