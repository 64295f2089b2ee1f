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

/* GCC's size estimate of the loop's body. */
static int64_t loop_insns(class loop *loop)
{
	basic_block *bbs = get_loop_body(loop);
	int64_t n = 0;

	for (unsigned i = 0; i < loop->num_nodes; i++)
		for (gimple_stmt_iterator gsi = gsi_start_bb(bbs[i]); !gsi_end_p(gsi); gsi_next(&gsi))
			n += estimate_num_insns(gsi_stmt(gsi), &eni_size_weights);
	free(bbs);
	return n;
}

unsigned int pass_pgoipo_lean::execute(function *fun)
{
	const char *name = IDENTIFIER_POINTER(DECL_ASSEMBLER_NAME(fun->decl));
	unsigned loops = 0, unroll = 0;

	if (!current_loops || !pgoipo_profile_init())
		return 0;
	/* The count a loop's header needs to be unrolled whatever its size. */
	uint64_t very_hot = UINT64_MAX;
	if (pgoipo_opts.lean_loop_hot && pgoipo_max_count())
		very_hot = ((unsigned __int128)pgoipo_max_count() * pgoipo_opts.lean_loop_hot + 99) / 100;
	PGOIPO_FOR_EACH_INNERMOST_LOOP(fun, loop) {
		if (loop->unroll)	/* the user's #pragma GCC unroll */
			continue;
		int64_t count = pgoipo_count(loop->header->count);
		int64_t entered = loop_entries(loop);
		int64_t insns = loop_insns(loop);
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
