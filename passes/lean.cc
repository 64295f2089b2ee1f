/* lean.cc — pass "pgoipo-lean": the small hot loops that lean still unrolls.
 *
 * `lean` turns off the -funroll-loops and -fpeel-loops that -fprofile-use
 * adds (plugin/pgoipo.cc): copying loop bodies everywhere grows the code a
 * hot path runs.  A hot innermost loop with a small body is the exception:
 * its copies are few bytes, and without them every iteration pays the loop
 * control again (the seed's running example runs 3.4 % more instructions).
 * This GIMPLE pass, right after "optimized", marks such loops as `#pragma
 * GCC unroll` would without a factor (loop->unroll = USHRT_MAX,
 * cfun->has_unroll): the RTL unroller then decides for them alone, with its
 * own parameters, exactly as under -funroll-loops.
 *
 * A loop qualifies when it is innermost, its header's count is hot
 * (Algorithm 20.10.5's threshold), it runs at least 16 iterations per entry
 * on average, and either
 *   - its header count is very hot: at least `lean-loop-hot` % (default 50)
 *     of the program's largest count (the index's, else the unit's largest
 *     block count) — the few loops that carry the program, where the loop
 *     control lean would leave in costs the most and the copies are few;
 *     the seed's running example gets back the 3.4 % more instructions lean
 *     alone ran; SQLite has three such loops (no instruction change there,
 *     272 bytes more), Lua none; or
 *   - its body is at most `lean-loop-insns` instructions (GCC's size
 *     estimate; opt-in, default 0): on SQLite the 71 loops it marks at 12
 *     save 0.004 % of the instructions and the simulated I1 misses grow 15 %.
 * It runs only when lean took the unrolling away (the user did not give
 * -funroll-loops); a loop with the user's #pragma GCC unroll is left alone.
 * The RTL unroller may still decide not to unroll a marked loop (one it
 * cannot count, one with branches it would unroll "stupidly").
 *
 * Dump (dump=lean; per function):
 *   unroll FUNCTION loop N header-count=C entered=E insns=K [very-hot]
 *   skip FUNCTION loop N header-count=C entered=E insns=K [very-hot] reason=cold|trips|size
 *   totals loops=N unroll=N hot-count=C     (C: the very-hot count; 2^64-1: none)
 */
#include "gcc-common.h"
#include "pgoipo.h"
#include "pgoipo-profile.h"

#include "cfghooks.h"
#include "tree-scalar-evolution.h"
#include "tree-ssa-loop-niter.h"
#include "tree-ssa-loop.h"

namespace {

const pass_data pass_data_pgoipo_lean = {
	GIMPLE_PASS, "pgoipo-lean", OPTGROUP_LOOP, TV_NONE, PROP_cfg | PROP_loops, 0, 0, 0, 0,
};

class pass_pgoipo_lean : public gimple_opt_pass {
public:
	pass_pgoipo_lean(gcc::context *ctxt) : gimple_opt_pass(pass_data_pgoipo_lean, ctxt) {}
	bool gate(function *) final override
	{
		return pgoipo_opts.lean && (pgoipo_opts.lean_loop_insns || pgoipo_opts.lean_loop_hot) &&
		       !flag_unroll_loops;
	}
	unsigned int execute(function *fun) final override;
};

} // namespace

/* Iterations per entry a loop needs on average: unrolling a loop that runs
 * a few times per entry only adds a remainder loop. */
#define LEAN_MIN_TRIPS 16

/* How often the loop was entered: its header's count from outside. */
static int64_t loop_entries(class loop *loop)
{
	edge e;
	edge_iterator ei;
	int64_t n = 0;

	FOR_EACH_EDGE(e, ei, loop->header->preds)
		if (!flow_bb_inside_loop_p(loop, e->src)) {
			int64_t c = pgoipo_count(e->count());
			if (c < 0)
				return -1;
			n += c;
		}
	return n;
}

/* The count a loop's header needs to be very hot (lean-loop-hot % of the
 * largest count): unrolled whatever its size.  UINT64_MAX: none is. */
static uint64_t very_hot_count(void)
{
	if (!pgoipo_opts.lean_loop_hot || !pgoipo_max_count())
		return UINT64_MAX;
	return ((unsigned __int128)pgoipo_max_count() * pgoipo_opts.lean_loop_hot + 99) / 100;
}

unsigned int pass_pgoipo_lean::execute(function *fun)
{
	const char *name = IDENTIFIER_POINTER(DECL_ASSEMBLER_NAME(fun->decl));
	unsigned loops = 0, unroll = 0;

	if (!current_loops || !pgoipo_profile_init())
		return 0;
	uint64_t very_hot = very_hot_count();
	PGOIPO_FOR_EACH_INNERMOST_LOOP(fun, loop) {
		if (loop->unroll)	/* the user's #pragma GCC unroll */
			continue;
		int64_t count = pgoipo_count(loop->header->count);
		int64_t entered = loop_entries(loop);
		int64_t insns = tree_num_loop_insns(loop, &eni_size_weights);
		const char *why = NULL;
		loops++;
		if (pgoipo_classify(loop->header->count) != COUNT_HOT)
			why = "cold";
		else if (entered <= 0 || count < LEAN_MIN_TRIPS * entered)
			why = "trips";
		else if (insns > (int64_t)pgoipo_opts.lean_loop_insns && (uint64_t)count < very_hot)
			why = "size";
		if (!why) {
			loop->unroll = USHRT_MAX;
			fun->has_unroll = true;
			unroll++;
		}
		if (dump_file)
			fprintf(dump_file, "%s %s loop %d header-count=%" PRId64 " entered=%" PRId64
				" insns=%" PRId64 "%s%s%s\n", why ? "skip" : "unroll", name, loop->num,
				count, entered, insns, (uint64_t)count >= very_hot ? " very-hot" : "",
				why ? " reason=" : "", why ? why : "");
	}
	if (dump_file)
		fprintf(dump_file, "totals loops=%u unroll=%u hot-count=%" PRIu64 "\n", loops, unroll,
			very_hot);
	pgoipo_ipa_dump_done();
	return 0;
}

opt_pass *make_pass_pgoipo_lean(gcc::context *ctxt)
{
	return new pass_pgoipo_lean(ctxt);
}

/* ---- pgoipo-unroll ----
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
namespace {

const pass_data pass_data_pgoipo_unroll = {
	GIMPLE_PASS, "pgoipo-unroll", OPTGROUP_LOOP, TV_NONE, PROP_cfg | PROP_ssa | PROP_loops, 0, 0,
	0, 0,
};

class pass_pgoipo_unroll : public gimple_opt_pass {
public:
	pass_pgoipo_unroll(gcc::context *ctxt) : gimple_opt_pass(pass_data_pgoipo_unroll, ctxt) {}
	bool gate(function *) final override
	{
		return pgoipo_opts.lean && pgoipo_opts.lean_loop_hot && !flag_unroll_loops &&
		       flag_tracer;
	}
	unsigned int execute(function *fun) final override;
};

} // namespace

/* Whether LOOP's body has a guard of a promoted call: a condition comparing
 * a pointer with the address of a function. */
static bool loop_has_guard(class loop *loop)
{
	basic_block *bbs = get_loop_body(loop);
	bool found = false;

	for (unsigned i = 0; i < loop->num_nodes && !found; i++) {
		gimple *g = last_stmt(bbs[i]);
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
	int64_t r = entered * (int64_t)(factor - 1) / 2;
	if (r > h)
		r = h;
	set_loop_counts(loop, header.apply_scale((h - r) / factor, h));
	if (rest)
		set_loop_counts(rest, header.apply_scale(r, h));
}

/* The factor for a loop of NINSNS instructions: the largest power of 2
 * within max-unroll-times and max-unrolled-insns. */
static unsigned unroll_factor(unsigned ninsns)
{
	unsigned factor = ninsns ? param_max_unrolled_insns / ninsns : 0;

	if (factor > (unsigned)param_max_unroll_times)
		factor = param_max_unroll_times;
	while (factor & (factor - 1))
		factor &= factor - 1;
	return factor;
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

/* GCC's loop functions called below write lines of their own into the
 * current dump (preheaders made, the loop tree, SSA updates, blocks
 * removed): without -details, keep them out of pgoipo's line format. */
static FILE *gcc_dump_off(void)
{
	FILE *saved = dump_file;

	if (!(dump_flags & TDF_DETAILS))
		dump_file = NULL;
	return saved;
}

unsigned int pass_pgoipo_unroll::execute(function *fun)
{
	const char *name = IDENTIFIER_POINTER(DECL_ASSEMBLER_NAME(fun->decl));
	unsigned loops = 0, unrolled = 0, todo = 0;
	auto_vec<struct unroll_cand> cands;
	char tail[64];

	if (!current_loops || !pgoipo_profile_init())
		return 0;
	uint64_t very_hot = very_hot_count();
	PGOIPO_FOR_EACH_INNERMOST_LOOP(fun, loop) {
		struct unroll_cand c = { loop, pgoipo_count(loop->header->count),
					 loop_entries(loop), 0 };
		if (loop->unroll || c.count < 0 || (uint64_t)c.count < very_hot ||
		    pgoipo_classify(loop->header->count) != COUNT_HOT || c.entered <= 0 ||
		    c.count < LEAN_MIN_TRIPS * c.entered || !loop_has_guard(loop))
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
	FILE *dump = gcc_dump_off();
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
		dump = gcc_dump_off();
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
	dump = gcc_dump_off();
	scev_finalize();
	loops_state_clear(LOOP_CLOSED_SSA);
	dump_file = dump;
	if (dump_file)
		fprintf(dump_file, "totals loops=%u unroll=%u hot-count=%" PRIu64 "\n", loops, unrolled,
			very_hot);
	pgoipo_ipa_dump_done();
	return todo;
}

opt_pass *make_pass_pgoipo_unroll(gcc::context *ctxt)
{
	return new pass_pgoipo_unroll(ctxt);
}
