/* inline-check.cc — Theorem 20.10.4, reported and checked for pgoipo-inline.
 *
 * GCC's inliner scales the counts of an inlined copy as the theorem says:
 * inlining g (entry count N) at a site executed n times gives each count c
 * of the copy c * n / N, and takes the same from the out-of-line body.
 * pgoipo-cold records every function's entry and call counts before any
 * inlining (pgoipo_inline_check_start) and follows the bodies GCC removes;
 * after all inlining, pgoipo-inline prints one "scale" line per inlined copy
 * and one "scaled" line per call statement of it, then checks per function
 * with copies that the copies, the out-of-line body and what went with
 * removed bodies add up to the original counts (part (a)), and names the
 * functions whose counts are shared out among several contexts (part (b)).
 * Where part (a) cannot be followed (recursive inlining, no entry count,
 * call sites that do not add up to the entry count and a body GCC reused
 * for the last copy: ext_inline_unchecked_reason) the function is
 * "unchecked" with the reason, never a violation.
 * Dump lines: docs/dump-lines.md, pgoipo-inline.
 */
#include "gcc-common.h"
#include "passes.h"

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
	cgraph_node *node;	/* the out-of-line body; NULL once removed */
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
	bool recursive;		/* a copy of it inside itself */
	fn_snap *in_reused;	/* a copy of it inside the reused body of this one */
	fn_snap *in_inflated;	/* a copy of it inside a copy of this one, whose
				   sites and copies took more than its entry */
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
	if (node == f->node)
		f->node = NULL;
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

/* The sum of the counts of NODE's call sites, also those that call it
 * through an alias (a C++ constructor's callers call C1, an alias of its C2
 * body); -1 when one is unknown. */
static int64_t site_counts(cgraph_node *node)
{
	int64_t sum = 0;
	ipa_ref *ref;

	for (cgraph_edge *e = node->callers; e; e = e->next_caller) {
		if (pgoipo_count(e->count) < 0)
			return -1;
		sum += pgoipo_count(e->count);
	}
	FOR_EACH_ALIAS(node, ref) {
		int64_t c = site_counts(dyn_cast<cgraph_node *>(ref->referring));
		if (c < 0)
			return -1;
		sum += c;
	}
	return sum;
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
		f.node = node;
		f.name = xstrdup(node->asm_name());
		f.entry = entry;
		f.callers = site_counts(node);
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

void pgoipo_inline_check_start(void)
{
	free_snapshot();
	take_snapshot();
}

void pgoipo_inline_check_stop(void)
{
	free_snapshot();
}

int64_t pgoipo_inline_check_unit_size(void)
{
	return unit_size_before;
}

int64_t pgoipo_inline_check_entry(cgraph_node *callee)
{
	fn_snap *g = snap_of(callee->decl);
	return g ? g->entry : pgoipo_count(callee->count);
}

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
		bool checkable = ext_inline_copy_checkable(n, g->entry);
		bool off = checkable && !dead[i] && (sum[i] - expected > tol || expected - sum[i] > tol);
		if (dump_file) {
			char want[32] = "?";	/* no entry count: no n/N */
			if (checkable)
				snprintf(want, sizeof want, "%" PRId64, expected);
			fprintf(dump_file, "scaled %s -> %s: %s original=%" PRId64 " count=%" PRId64
				" expected=%s%s%s%s\n", site, g->name, st->label, st->original,
				sum[i], want, found[i] > 1 ? " edges=" : "",
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

/* Whether F's call sites added up to its entry count before inlining (the
 * premise of Theorem 20.10.4(a)). */
static bool sites_add_up(const fn_snap *f)
{
	int64_t d = f->callers - f->entry;
	return f->callers >= 0 && d <= ext_inline_scale_tolerance(f->n_copies)
	       && -d <= ext_inline_scale_tolerance(f->n_copies);
}

/* Where each copy lies: inside a copy of its own function (recursive
 * inlining), inside a body GCC reused as the last copy of a function
 * whose sites did not add up to its entry count (the body shrank to that
 * site's count, and the copies in it with it), or inside a copy of a
 * function whose sites added up to more than its entry count and whose
 * copies took that much (each copy got its site's n, and the copies in
 * them their share of that: more than the entry count allows).  After
 * tally_copies. */
static void trace_copies(void)
{
	cgraph_node *node;

	FOR_EACH_FUNCTION(node) {
		fn_snap *f;
		if (!node->inlined_to || !(f = snap_of(node->decl)))
			continue;
		for (cgraph_node *a = node->callers->caller;; a = a->callers->caller) {
			/* Also a copy inside the nested copies of another
			 * function's recursive inlining. */
			for (cgraph_node *b = a; b->inlined_to && !f->recursive;
			     b = b->callers->caller)
				if (b->callers->caller->decl == a->decl)
					f->recursive = true;
			if (a->decl == f->decl)
				f->recursive = true;
			if (!a->inlined_to)
				break;
			fn_snap *fa = snap_of(a->decl);
			if (!fa || fa == f || sites_add_up(fa))
				continue;
			if (fa->node == a)
				f->in_reused = fa;
			else if (fa->copies - fa->entry > ext_inline_scale_tolerance(fa->n_copies))
				f->in_inflated = fa;
		}
	}
}

/* Part (a) for one count: *DIFF gets copies + remaining + dropped - original. */
static enum ext_inline_balance_verdict verdict_of(const stmt_snap *st, int64_t tol, int64_t *diff)
{
	struct ext_inline_balance b = { st->original, st->copies, st->remaining, st->dropped,
				    st->zeroed };
	return ext_inline_check_balance(&b, tol, diff);
}

static bool check_one(const char *key, const stmt_snap *st, const fn_snap *f, int64_t tol)
{
	int64_t diff;
	enum ext_inline_balance_verdict v = verdict_of(st, tol, &diff);

	if (dump_file) {
		fprintf(dump_file,
			"%s %s original=%" PRId64 " copies=%" PRId64 " remaining=%" PRId64
			" dropped=%" PRId64 " zeroed=%" PRId64 " diff=%" PRId64 " tolerance=%" PRId64,
			v == INLINE_CONSERVED ? "conserved" : "violation", key, st->original,
			st->copies, st->remaining, st->dropped, st->zeroed, diff, tol);
		if (v == INLINE_ZEROED)
			fprintf(dump_file, " (Theorem 20.10.4(a): copies where GCC proved the call"
				" dead got 0, not their share)");
		else if (v == INLINE_VIOLATED && f->callers >= 0 && f->callers < f->entry)
			/* The theorem needs sum(n) = N; the out-of-line body
			 * kept the difference (else G is unchecked), so the gap
			 * is there all the same. */
			fprintf(dump_file, " (Theorem 20.10.4(a): the call sites add up to %" PRId64
				" of %" PRId64 " entries, sum of n != N)", f->callers, f->entry);
		else if (v == INLINE_VIOLATED)
			fprintf(dump_file, " (Theorem 20.10.4(a))");
		fputc('\n', dump_file);
	}
	if (v != INLINE_CONSERVED && pgoipo_opts.verbose)
		warning(0, "pgoipo: counts of %s not conserved by inlining: sum %" PRId64
			", original %" PRId64, key, st->original + diff,
			st->original);
	return v == INLINE_CONSERVED;
}

/* The entry count of F as a count of part (a). */
static stmt_snap entry_of(const fn_snap *f)
{
	stmt_snap entry = {};
	entry.original = f->entry;
	entry.copies = f->copies;
	entry.remaining = f->remaining;
	entry.dropped = f->dropped;
	return entry;
}

/* Whether every count of F (its ENTRY and its calls) adds up. */
static bool balanced(const fn_snap *f, const stmt_snap *entry, int64_t tol)
{
	int64_t diff;

	if (verdict_of(entry, tol, &diff) != INLINE_CONSERVED)
		return false;
	for (unsigned j = 0; j < f->stmts.length(); j++)
		if (f->stmts[j].original >= 0
		    && verdict_of(&f->stmts[j], tol, &diff) != INLINE_CONSERVED)
			return false;
	return true;
}

/* "unchecked G reason=WHY ...": what the counts of G did that part (a)
 * cannot follow (ext_inline_unchecked_reason). */
static void unchecked_line(const fn_snap *f, const char *why)
{
	fprintf(dump_file, "unchecked %s reason=%s", f->name, why);
	if (!strcmp(why, "sites-not-entry")) {
		if (f->callers >= 0)
			fprintf(dump_file, " sites=%" PRId64, f->callers);
		else
			fprintf(dump_file, " sites=unknown");
		fprintf(dump_file, " entry=%" PRId64 " copies=%" PRId64 " remaining=%" PRId64
			" body=%s", f->entry, f->copies, f->remaining,
			f->node && f->node->inlined_to ? "reused" : "kept");
	} else if (!strcmp(why, "in-reused-body")) {
		fprintf(dump_file, " of=%s", f->in_reused->name);
	} else if (!strcmp(why, "in-inflated-copy")) {
		fprintf(dump_file, " of=%s entry=%" PRId64 " copies=%" PRId64,
			f->in_inflated->name, f->entry, f->copies);
	} else {
		fprintf(dump_file, " entry=%" PRId64 " copies=%" PRId64, f->entry, f->copies);
	}
	fputc('\n', dump_file);
}

/* Theorem 20.10.4(a) for every function with an inline copy, and (b) where
 * its counts are shared out among several contexts. */
static void check_conservation(unsigned *checked, unsigned *violations, unsigned *insensitive,
			       unsigned *unchecked)
{
	for (unsigned i = 0; i < snaps.length(); i++) {
		fn_snap *f = &snaps[i];
		if (!f->n_copies)
			continue;
		if (f->body_gone) {
			(*unchecked)++;
			if (dump_file)
				fprintf(dump_file, "unchecked %s reason=out-of-line body removed\n",
					f->name);
			continue;
		}
		int64_t tol = ext_inline_scale_tolerance(f->n_copies);
		stmt_snap entry = entry_of(f);
		struct ext_inline_trace t = { f->entry, f->callers, f->copies, f->recursive,
					      f->node && f->node->inlined_to, f->in_reused != NULL,
					      balanced(f, &entry, tol), f->in_inflated != NULL };
		const char *why = ext_inline_unchecked_reason(&t, tol);
		if (why) {
			(*unchecked)++;
			if (dump_file)
				unchecked_line(f, why);
			continue;
		}
		char *key = concat(f->name, " entry", NULL);
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

void pgoipo_inline_check_report(const vec<cgraph_node *> &roots,
				struct pgoipo_inline_check_totals *t)
{
	unsigned violations = 0;

	tally_copies();
	trace_copies();
	for (unsigned i = 0; i < roots.length(); i++)
		if (!roots[i]->inlined_to)
			report_copies(roots[i], &violations);
	t->scale_violations = violations;
	t->checked = 0;
	t->insensitive = 0;
	t->unchecked = 0;
	check_conservation(&t->checked, &violations, &t->insensitive, &t->unchecked);
	t->violations = violations;
}
