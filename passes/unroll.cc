/* unroll.cc — pass "pgoipo-unroll": very hot loops with promoted calls,
 * unrolled in GIMPLE.
 *
 * A very hot loop (lean-loop-hot) whose body tests promoted targets (the
 * guards `if (f == &target)` of indirect-call promotion) cannot be left to
 * the RTL unroller: -ftracer, which -fprofile-use turns on, copies the loop's
 * exit test into every guarded path before it, the loop then has one exit
 * per path, and the RTL unroller cannot count it.  This GIMPLE pass, right
 * before "split-paths" and "tracer", unrolls such a loop itself (unless it
 * calls a function on more than an eighth of its iterations) with GCC's
 * tree_unroll_loop (a runtime-checked unrolled loop plus the original one
 * for the remaining iterations), by the RTL unroller's own limits
 * (max-unrolled-insns, max-average-unrolled-insns, max-unroll-times, a
 * power of 2), and marks both loops `unroll 1` so that nothing unrolls them
 * again.  GCC 12 leaves the unrolled loop with the count of its entry, so
 * the counts of both loops are set again from the profile (see
 * repair_unrolled_profile).
 *
 * Dump (dump=unroll):
 *   unroll FUNCTION loop N header-count=C entered=E insns=K factor=F
 *   counts FUNCTION loop N unrolled-header=C remainder-header=C
 *   skip FUNCTION loop N header-count=C entered=E insns=K reason=calls|size|not-countable|iv-may-wrap
 *   totals loops=N unroll=N hot-count=C
 */
#include "gcc-common.h"
#include "passes.h"

#include "loop-rule.h"

#include "cfghooks.h"
#include "tree-scalar-evolution.h"
#include "tree-ssa-loop-niter.h"
#include "tree-ssa-loop.h"

/* Whether LOOP's body has a guard of a promoted call: a condition comparing
 * a pointer with the address of a function. */
static bool loop_has_guard(class loop *loop)
{
	basic_block *bbs = get_loop_body(loop);
	bool found = false;

	for (unsigned i = 0; i < loop->num_nodes && !found; i++) {
		gimple *g = last_nondebug_stmt(bbs[i]);
		if (!g || gimple_code(g) != GIMPLE_COND)
			continue;
		tree ops[2] = { gimple_cond_lhs(g), gimple_cond_rhs(g) };
		for (int k = 0; k < 2; k++)
			if (TREE_CODE(ops[k]) == ADDR_EXPR &&
			    TREE_CODE(TREE_OPERAND(ops[k], 0)) == FUNCTION_DECL)
				found = true;
	}
	free(bbs);
	return found;
}

/* Whether LOOP calls a function (not inlined) on more than an eighth of
 * its iterations: such a loop is bound by its calls, and copies of it gain
 * little for their size (examples/callback, 4 copies: 0.6 % fewer
 * instructions, the same wall time). */
static bool loop_has_hot_call(class loop *loop)
{
	basic_block *bbs = get_loop_body(loop);
	int64_t header = pgoipo_count(loop->header->count);
	bool found = false;

	for (unsigned i = 0; i < loop->num_nodes && !found; i++) {
		int64_t c = pgoipo_count(bbs[i]->count);
		if (c < 0 || c * 8 <= header)
			continue;
		for (gimple_stmt_iterator gsi = gsi_start_bb(bbs[i]); !gsi_end_p(gsi); gsi_next(&gsi))
			if (is_gimple_call(gsi_stmt(gsi)) && !gimple_call_internal_p(gsi_stmt(gsi)) &&
			    !gimple_call_builtin_p(gsi_stmt(gsi), BUILT_IN_NORMAL)) {
				found = true;
				break;
			}
	}
	free(bbs);
	return found;
}

/* Set the counts of LOOP's blocks from the header's COUNT and the edge
 * probabilities, in topological order of the body without its back edges
 * (an innermost loop's body is acyclic once they are gone). */
static void set_loop_counts(class loop *loop, profile_count count)
{
	basic_block *bbs = get_loop_body(loop);
	unsigned n = loop->num_nodes, done = 0;
	int *pending = XCNEWVEC(int, last_basic_block_for_fn(cfun));
	basic_block *work = XNEWVEC(basic_block, n);
	unsigned nwork = 0;
	edge e;
	edge_iterator ei;

	for (unsigned i = 0; i < n; i++) {
		if (bbs[i] == loop->header)
			continue;
		FOR_EACH_EDGE(e, ei, bbs[i]->preds)
			if (flow_bb_inside_loop_p(loop, e->src))
				pending[bbs[i]->index]++;
	}
	loop->header->count = count;
	work[nwork++] = loop->header;
	while (nwork) {
		basic_block bb = work[--nwork];
		done++;
		if (bb != loop->header) {
			profile_count c = profile_count::zero();
			FOR_EACH_EDGE(e, ei, bb->preds)
				if (flow_bb_inside_loop_p(loop, e->src))
					c += e->src->count.apply_probability(e->probability);
			bb->count = c;
		}
		FOR_EACH_EDGE(e, ei, bb->succs)
			if (e->dest != loop->header && flow_bb_inside_loop_p(loop, e->dest) &&
			    --pending[e->dest->index] == 0)
				work[nwork++] = e->dest;
	}
	gcc_checking_assert(done == n);
	free(work);
	free(pending);
	free(bbs);
}

/* GCC 12's tree_unroll_loop leaves the unrolled loop with the count of its
 * entry (its header scaled to the preheader: 1 for a loop entered once) and
 * the remainder loop with the count of the whole original loop, so the hot
 * copies would be optimized for size (examples/callback: idiv for each
 * modulo) and placed as cold.  With HEADER iterations over ENTERED entries
 * and FACTOR copies, the remainder runs about min(HEADER, ENTERED *
 * (FACTOR - 1) / 2) iterations, the unrolled loop the rest divided by FACTOR. */
static void repair_unrolled_profile(class loop *loop, class loop *rest, profile_count header,
				    int64_t entered, unsigned factor)
{
	int64_t h = pgoipo_count(header);

	if (h <= 0 || entered < 0)
		return;
	int64_t r = ext_loop_remainder_count(h, entered, factor);
	set_loop_counts(loop, header.apply_scale((h - r) / factor, h));
	if (rest)
		set_loop_counts(rest, header.apply_scale(r, h));
}

/* The factor for a loop of NINSNS instructions, by the RTL unroller's limits. */
static unsigned unroll_factor(unsigned ninsns)
{
	return ext_loop_unroll_factor(ninsns, param_max_unrolled_insns, param_max_unroll_times);
}

/* A loop the pass looked at, measured before the loop optimizer is set up. */
struct unroll_cand {
	class loop *loop;
	int64_t count, entered;
	unsigned ninsns;
};

/* One dump line: "VERDICT FUNCTION loop N header-count=C entered=E
 * insns=K TAIL". */
static void dump_loop(const char *verdict, const char *name, const struct unroll_cand *c,
		      const char *tail)
{
	if (dump_file)
		fprintf(dump_file, "%s %s loop %d header-count=%" PRId64 " entered=%" PRId64
			" insns=%u %s\n", verdict, name, c->loop->num, c->count, c->entered,
			c->ninsns, tail);
}

static bool unroll_gate(function *)
{
	return pgoipo_opts.lean_loop_hot && flag_tracer;
}

static unsigned int unroll_execute(function *fun)
{
	const char *name = IDENTIFIER_POINTER(DECL_ASSEMBLER_NAME(fun->decl));
	unsigned loops = 0, unrolled = 0, todo = 0;
	auto_vec<struct unroll_cand> cands;
	char tail[64];

	if (!current_loops || !pgoipo_profile_init())
		return 0;
	uint64_t very_hot = pgoipo_very_hot_count();
	PGOIPO_FOR_EACH_INNERMOST_LOOP(fun, loop) {
		struct unroll_cand c = { loop, pgoipo_count(loop->header->count),
					 pgoipo_loop_entries(loop), 0 };
		if (loop->unroll || !loop_has_guard(loop) ||
		    !ext_loop_unroll_candidate(c.count, pgoipo_classify(loop->header->count),
					       c.entered, very_hot))
			continue;
		/* Decided before the loop optimizer is set up, which alone
		 * changes the code: only loops that will be unrolled go on. */
		c.ninsns = tree_num_loop_insns(loop, &eni_size_weights);
		const char *why = loop_has_hot_call(loop) ? "calls"
				  : unroll_factor(c.ninsns) < 2 ? "size" : NULL;
		if (why) {
			loops++;
			snprintf(tail, sizeof tail, "reason=%s", why);
			dump_loop("skip", name, &c, tail);
			continue;
		}
		cands.safe_push(c);
	}
	pgoipo_unroll_fn unroll_fn = pgoipo_tree_unroll_loop();
	if (cands.is_empty() || !unroll_fn) {
		if (dump_file)
			fprintf(dump_file, "totals loops=%u unroll=0 hot-count=%" PRIu64 "\n", loops,
				very_hot);
		pgoipo_ipa_dump_done();
		return 0;
	}
	FILE *dump = pgoipo_gcc_dump_off();
	loop_optimizer_init(LOOPS_NORMAL | LOOPS_HAVE_RECORDED_EXITS);
	rewrite_into_loop_closed_ssa(NULL, TODO_update_ssa);
	scev_initialize();
	dump_file = dump;
	for (unsigned i = 0; i < cands.length(); i++) {
		const struct unroll_cand *c = &cands[i];
		class loop *loop = c->loop;
		unsigned factor = unroll_factor(c->ninsns);
		const char *why = NULL;
		class tree_niter_desc desc;

		loops++;
		if (!can_unroll_loop_p(loop, factor, &desc))
			why = "not-countable";
		/* tree_unroll_loop turns an exit test base + i * step != bound
		 * into "<": right only if the IV does not wrap, which after
		 * ivopts (this pass runs late) it may: ivtmp += 0x5b6c...  with
		 * a bound computed modulo 2^64 (scripts/fuzz-icp, seed 231:
		 * a loop of 7 iterations never ended). */
		else if (!desc.control.no_overflow)
			why = "iv-may-wrap";
		if (why) {
			snprintf(tail, sizeof tail, "reason=%s", why);
			dump_loop("skip", name, c, tail);
			continue;
		}
		snprintf(tail, sizeof tail, "factor=%u", factor);
		dump_loop("unroll", name, c, tail);
		unsigned before = number_of_loops(fun);
		profile_count header = loop->header->count;
		class loop *rest = NULL;
		dump = pgoipo_gcc_dump_off();
		initialize_original_copy_tables();
		PGOIPO_CALL_UNROLL(unroll_fn, loop, factor, &desc);
		free_original_copy_tables();
		dump_file = dump;
		loop->unroll = 1;
		for (unsigned j = before; j < number_of_loops(fun); j++)
			if (class loop *l = get_loop(fun, j)) {
				l->unroll = 1;
				if (!l->inner && !rest)
					rest = l;
			}
		repair_unrolled_profile(loop, rest, header, c->entered, factor);
		if (dump_file)
			fprintf(dump_file, "counts %s loop %d unrolled-header=%" PRId64
				" remainder-header=%" PRId64 "\n", name, loop->num,
				pgoipo_count(loop->header->count),
				rest ? pgoipo_count(rest->header->count) : (int64_t)0);
		unrolled++;
		todo |= TODO_cleanup_cfg;
	}
	dump = pgoipo_gcc_dump_off();
	scev_finalize();
	/* As GCC's own loop passes leave it: the loop structure kept, the
	 * properties this pass asked for no longer promised (preheaders,
	 * simple latches, recorded exits, loop-closed SSA).  Left set, a
	 * later pass that copies a latch (-ftracer) adds "may have multiple
	 * latches" to them, and the next loop fixup stops at an assertion
	 * (GCC 13.5, apply_loop_flags; scripts/fuzz-icp seed 3). */
	loop_optimizer_finalize();
	dump_file = dump;
	if (dump_file)
		fprintf(dump_file, "totals loops=%u unroll=%u hot-count=%" PRIu64 "\n", loops, unrolled,
			very_hot);
	pgoipo_ipa_dump_done();
	return todo;
}

PGOIPO_GIMPLE_PASS(unroll, OPTGROUP_LOOP, PROP_cfg | PROP_ssa | PROP_loops)
