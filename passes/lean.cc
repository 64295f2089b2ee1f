/* lean.cc — pass "pgoipo-lean": the small hot loops that lean still unrolls.
 *
 * `lean` turns off the -funroll-loops and -fpeel-loops that -fprofile-use
 * adds (plugin/options.cc): copying loop bodies everywhere grows the code a
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
#include "passes.h"

#include "loop-rule.h"

#include "tree-ssa-loop.h"

static bool lean_gate(function *)
{
	return pgoipo_opts.lean && (pgoipo_opts.lean_loop_insns || pgoipo_opts.lean_loop_hot) &&
	       !flag_unroll_loops;
}

static unsigned int lean_execute(function *fun)
{
	const char *name = IDENTIFIER_POINTER(DECL_ASSEMBLER_NAME(fun->decl));
	unsigned loops = 0, unroll = 0;

	if (!current_loops || !pgoipo_profile_init())
		return 0;
	uint64_t very_hot = pgoipo_very_hot_count();
	PGOIPO_FOR_EACH_INNERMOST_LOOP(fun, loop) {
		if (loop->unroll)	/* the user's #pragma GCC unroll */
			continue;
		int64_t count = pgoipo_count(loop->header->count);
		int64_t entered = pgoipo_loop_entries(loop);
		int64_t insns = tree_num_loop_insns(loop, &eni_size_weights);
		const char *why = ext_loop_lean_skip(pgoipo_classify(loop->header->count), count,
						     entered, insns, pgoipo_opts.lean_loop_insns,
						     very_hot);
		loops++;
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

PGOIPO_GIMPLE_PASS(lean, OPTGROUP_LOOP, PROP_cfg | PROP_loops)
