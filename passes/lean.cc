/* lean.cc — pass "pgoipo-lean": only the loops that carry the program keep
 * GCC's unrolling and peeling.
 *
 * -fprofile-use turns on -funroll-loops and -fpeel-loops for the whole
 * program, and GCC's unrollers then copy every loop the profile saw run:
 * loops that run often enough for GCC to think them worth it but too
 * seldom to matter grow the code a hot path runs (SQLite: the simulated I1
 * misses halve without any unrolling), while the loops that do carry the
 * program pay their loop control on every iteration without it (lz4's
 * xxhash loop, zstd's match loops).  So the decision is per loop: a loop
 * whose header count reaches the count at `lean-loop-cutoff` of the
 * program's summary (by default the hot threshold of Algorithm 20.10.5;
 * the profile index's summary, else the unit's) is left to GCC; every other
 * loop gets what `#pragma GCC unroll 1` gives (loop->unroll = 1: no RTL
 * unrolling, no peeling, no complete unrolling beyond one iteration).
 *
 * A GIMPLE pass right before "cunrolli", the first pass that unrolls or
 * peels (after IPA, so the counts are the profile's); the mark stays on the
 * loop through the RTL unroller.  A loop with the user's #pragma GCC unroll
 * is left alone; so is everything when the user gave -funroll-loops or
 * -fpeel-loops, or neither is on.  All loops, not only innermost ones.
 *
 * Dump (dump=lean; per function):
 *   keep FUNCTION loop N header-count=C entered=E blocks=B
 *   lean FUNCTION loop N header-count=C entered=E blocks=B reason=cold|neutral|below-cutoff|unknown
 *   leave FUNCTION loop N header-count=C entered=E blocks=B reason=untrained|for-size|hot-copy|short
 * (blocks: the loop's basic blocks, loop->num_nodes: without lean-short
 * the pass computes nothing, not even the dominators a body walk needs)
 *   totals loops=N kept=N lean=N threshold=T left=N
 * (leave: with leave-untrained, a loop of a function the training run never
 * entered is left to GCC, which optimizes that function for size; with
 * the opt-in leave-for-size, a loop lean would mark that GCC optimizes
 * for size: GCC unrolls it only where that does not grow the code, which
 * the mark would forbid; with the opt-in lean-short, a short neutral
 * innermost loop with an induction-variable exit, entered at least as
 * often as its function, which GCC peels: the pass then sets the loops up
 * as "cunrolli" does, for the scalar evolutions that find the exit)
 */
#include "gcc-common.h"
#include "passes.h"

#include "loop-rule.h"

#include "tree-scalar-evolution.h"
#include "tree-ssa-loop.h"

/* The function whose inlined copy LOOP's header is in (the innermost one),
 * or NULL_TREE: the loop is the function's own. */
static tree copy_origin(class loop *loop)
{
	for (gimple_stmt_iterator gsi = gsi_start_bb(loop->header); !gsi_end_p(gsi);
	     gsi_next(&gsi)) {
		for (tree b = gimple_block(gsi_stmt(gsi)); b && TREE_CODE(b) == BLOCK;
		     b = BLOCK_SUPERCONTEXT(b)) {
			if (!inlined_function_outer_scope_p(b))
				continue;
			tree o = block_ultimate_origin(b);
			if (o && TREE_CODE(o) == FUNCTION_DECL)
				return o;
		}
	}
	return NULL_TREE;
}

/* lean-short: whether an exit of LOOP tests an induction variable of a
 * constant step (`for (k = 2; k < size; k++)`, whatever the bound: before
 * lim it may still be a load in the loop, which GCC cannot count yet).
 * Needs scalar evolutions, and they the loop optimizer's preheaders. */
static bool loop_counted(class loop *loop)
{
	basic_block *bbs = get_loop_body(loop);
	bool found = false;

	for (unsigned i = 0; i < loop->num_nodes && !found; i++) {
		if (!loop_exits_from_bb_p(loop, bbs[i]))
			continue;
		gimple *g = last_nondebug_stmt(bbs[i]);
		if (!g || gimple_code(g) != GIMPLE_COND)
			continue;
		tree ops[2] = { gimple_cond_lhs(g), gimple_cond_rhs(g) };
		for (int k = 0; k < 2 && !found; k++) {
			affine_iv iv;
			found = TREE_CODE(ops[k]) == SSA_NAME &&
				simple_iv(loop, loop, ops[k], &iv, false) && !integer_zerop(iv.step);
		}
	}
	free(bbs);
	return found;
}

static bool lean_gate(function *)
{
	/* What -fprofile-use turned on; an option the user gave is the user's. */
	return pgoipo_opts.lean && (flag_unroll_loops || flag_peel_loops) &&
	       !OPTION_SET_P(flag_unroll_loops) && !OPTION_SET_P(flag_peel_loops);
}

static unsigned int lean_execute(function *fun)
{
	const char *name = IDENTIFIER_POINTER(DECL_ASSEMBLER_NAME(fun->decl));
	unsigned loops = 0, kept = 0, left = 0;

	if (!current_loops || !pgoipo_profile_init())
		return 0;
	uint64_t threshold = pgoipo_count_at_cutoff(pgoipo_opts.lean_loop_cutoff);
	cgraph_node *node = cgraph_node::get(fun->decl);
	bool untrained = pgoipo_opts.leave_untrained && node && pgoipo_untrained(node);
	/* lean-short reads the loops' induction variables: set up as
	 * "cunrolli", the next pass, does (the same preheaders and exits, so
	 * its own set-up finds them made and the code is what it would be). */
	bool scev = pgoipo_opts.lean_short && number_of_loops(fun) > 1;
	int64_t fn_entered = pgoipo_count(ENTRY_BLOCK_PTR_FOR_FN(fun)->count);
	if (scev) {
		FILE *dump = pgoipo_gcc_dump_off();
		loop_optimizer_init(LOOPS_NORMAL | LOOPS_HAVE_RECORDED_EXITS);
		scev_initialize();
		dump_file = dump;
	}
	PGOIPO_FOR_EACH_LOOP(fun, loop) {
		if (loop->unroll)	/* the user's #pragma GCC unroll */
			continue;
		int64_t count = pgoipo_count(loop->header->count);
		enum ext_summary_class cls = pgoipo_classify(loop->header->count);
		const char *why;
		enum ext_loop_lean v = ext_loop_lean_judge(count, cls,
							   threshold, pgoipo_opts.leave_untrained,
							   untrained, pgoipo_opts.leave_for_size,
							   optimize_loop_nest_for_size_p(loop), &why);
		/* the BLOCK walk only where the rule can act */
		if (v == EXT_LOOP_LEAN && count < 0 && pgoipo_opts.leave_hot_copy) {
			tree origin = copy_origin(loop);
			v = ext_loop_lean_copy(v, count, pgoipo_opts.leave_hot_copy,
					       origin && pgoipo_hot_loop_origin(origin), &why);
		}
		int64_t entries = pgoipo_loop_entries(loop);
		bool counted = scev && v == EXT_LOOP_LEAN && !loop->inner && loop_counted(loop);
		/* a search: another exit than the one its count bounds */
		bool search = counted && !single_exit(loop);
		v = ext_loop_lean_short(v, count, cls, entries, fn_entered, !loop->inner, counted,
					search, pgoipo_opts.lean_short, &why);
		static const char *const word[] = { "keep", "lean", "leave" };
		loops++;
		if (v == EXT_LOOP_LEAN)
			loop->unroll = 1;
		else if (v == EXT_LOOP_KEEP)
			kept++;
		else
			left++;
		if (dump_file) {
			fprintf(dump_file, "%s %s loop %d header-count=%" PRId64 " entered=%" PRId64
				" blocks=%u", word[v], name, loop->num, count,
				entries, loop->num_nodes);
			if (why)
				fprintf(dump_file, " reason=%s", why);
			fputc('\n', dump_file);
		}
	}
	if (scev) {
		FILE *dump = pgoipo_gcc_dump_off();
		scev_finalize();
		loop_optimizer_finalize();
		dump_file = dump;
	}
	if (dump_file)
		fprintf(dump_file, "totals loops=%u kept=%u lean=%u threshold=%" PRIu64 " left=%u\n",
			loops, kept, loops - kept - left, threshold, left);
	pgoipo_ipa_dump_done();
	return 0;
}

PGOIPO_GIMPLE_PASS(lean, OPTGROUP_LOOP, PROP_cfg | PROP_loops)
