/* guess.cc — pass "pgoipo-guess": a function the training never entered
 * keeps GCC's own estimate of its profile (option guess-untrained).
 *
 * GCC's PGO compiles a function whose counts are all zero as never executed:
 * for size, into .text.unlikely, its loops not unrolled.  When the measured
 * run does execute it (a training that covered other operations than the
 * measured run: lz4 trained on -1 and run with -9, xz's other match finder),
 * the program pays for that.  -fprofile-partial-training makes GCC keep its
 * static estimate for such functions instead, but it also turns every
 * zero count of the functions the training did run into a guess, which
 * costs the interpreters (BENCHMARKS.md "guess-untrained").  This pass does
 * the first half only: right after GCC's "profile" pass read the counts, a
 * function the training never entered (pgoipo_untrained: entry count 0, no
 * count in its body) gets the profile -fprofile-partial-training would have
 * left it — its blocks' counts back to the local estimate GCC made before
 * reading the profile, the status "guessed", the call edges' counts from
 * their blocks — the steps of GCC's own drop_profile (predict.cc), which
 * does the same for a COMDAT copy whose counts the linker discarded.  The
 * functions the training ran are not touched.
 *
 * The dropped function's counts are then no training counts for pgoipo's
 * other passes either: its sites and loops are "unknown" (count=unknown in
 * pgoipo-inline, reason=unknown in pgoipo-lean).
 *
 * Only in cc1, where the profile is read; lto1 reads the result from the
 * objects.  Nothing to do for a unit compiled with -fprofile-partial-training
 * (GCC did it) or without -fguess-branch-probability (no estimate to keep).
 *
 * Options untrained-loop-niter=N (default 8), no-untrained-ivopts,
 * no-untrained-tracer and untrained-tracer-probability=PCT (opt-in): such a
 * function also gets the unit's options with --param avg-loop-niter=N,
 * -fno-ivopts, -fno-tracer, --param tracer-min-branch-probability=PCT as
 * its own (untrained_node below).
 * Option untrained-rep-strings (default on, x86): it gets the unit's target
 * options with -mstringop-strategy=rep_byte as its own (rep_strings_node
 * below).
 *
 * Dump (dump=guess), one line per function the pass gave back its estimate:
 *   guess deep blocks=7 reason=untrained
 *   no-ivopts deep                  (no-untrained-ivopts)
 *   no-tracer deep                  (no-untrained-tracer)
 *   loop-niter deep n=8             (untrained-loop-niter=8, the default)
 *   tracer-probability deep p=80    (untrained-tracer-probability=80)
 *   rep-strings deep                (untrained-rep-strings)
 *   totals functions=4 untrained=1 guessed=1
 */
#include "gcc-common.h"
#include "passes.h"

/* The steps of GCC's drop_profile (predict.cc; static there) for a function
 * never entered, then its frequency from its attributes alone, as when no
 * profile was read (cold stays cold, main runs once). */
static void guess(cgraph_node *node, function *fn)
{
	basic_block bb;

	FOR_ALL_BB_FN(bb, fn)
		bb->count = bb->count.guessed_local();
	fn->cfg->count_max = fn->cfg->count_max.guessed_local();
	for (cgraph_edge *e = node->callees; e; e = e->next_callee)
		e->count = gimple_bb(e->call_stmt)->count;
	for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee)
		e->count = gimple_bb(e->call_stmt)->count;
	node->count = ENTRY_BLOCK_PTR_FOR_FN(fn)->count;
	profile_status_for_fn(fn) = PROFILE_GUESSED;
	node->frequency = NODE_FREQUENCY_NORMAL;
	push_cfun(fn);
	compute_function_frequency();
	pop_cfun();
}

/* no-untrained-ivopts, no-untrained-tracer, untrained-loop-niter,
 * untrained-tracer-probability: the optimization node the guessed functions
 * get as their own, the unit's options with -fno-ivopts, -fno-tracer,
 * --param avg-loop-niter=N and/or --param tracer-min-branch-probability=PCT
 * (*IVOPTS, *TRACER, *NITER, *PROB: whether each applies), once per unit;
 * NULL_TREE when none does (untrained-loop-niter=0 or the unit's own
 * avg-loop-niter, and the others at their defaults; or the unit compiled
 * without the pass).  GCC's speed cost model of ivopts, run on a
 * guessed profile, can choose induction variables that cost a loop more
 * than the size model GCC PGO uses for code never run; the tracer, which
 * -fprofile-use turns on and -O2 does not, duplicates tails along the
 * paths a guessed profile only guesses (bzip2's decompressor, BENCHMARKS.md
 * "untrained-ivopts").  avg-loop-niter is the iterations per entry GCC
 * assumes for a loop it has no estimate of, which is every loop of unknown
 * bound in a guessed function (its counts are not reliable, so
 * estimate_numbers_of_iterations takes none from them); ivopts' speed cost
 * model weighs a loop's setup against that many iterations.  With GCC's 10
 * it rewrites the exit tests of unRLE_obuf_to_output_FAST's run-output
 * loop, which runs as many times per entry as a run of equal bytes is
 * long, and bzip2's decompressor then runs an instruction more per output
 * byte (BENCHMARKS.md "untrained-loop-niter").  The tracer's cutoff: a
 * function without a measured profile has the tracer follow an edge its
 * estimate gives 50 % or more (GCC's tracer-min-branch-probability), one
 * with a measured profile 80 % (-feedback); GCC 11's tracer, run on the
 * estimate with 50 %, duplicates tails that cost lz4's untrained HC
 * compressor 6 % more instructions than with 80 (BENCHMARKS.md "GCC 11's
 * tracer in untrained code").  Every guessed function,
 * not only those with loops: under -flto cc1 has no loop tree here. */
static tree untrained_node(bool *ivopts, bool *tracer, bool *niter, bool *prob)
{
	*ivopts = !pgoipo_opts.untrained_ivopts && flag_ivopts;
	*tracer = !pgoipo_opts.untrained_tracer && flag_tracer;
	*niter = pgoipo_opts.untrained_loop_niter &&
		 (int)pgoipo_opts.untrained_loop_niter != param_avg_loop_niter;
	*prob = !*tracer && flag_tracer && pgoipo_opts.untrained_tracer_probability &&
		(int)pgoipo_opts.untrained_tracer_probability != param_tracer_min_branch_probability;
	if (!*ivopts && !*tracer && !*niter && !*prob)
		return NULL_TREE;
	gcc_options opts = global_options, opts_set = global_options_set;
	if (*niter) {
		opts.x_param_avg_loop_niter = pgoipo_opts.untrained_loop_niter;
		opts_set.x_param_avg_loop_niter = 1;
	}
	if (*prob) {
		opts.x_param_tracer_min_branch_probability =
			pgoipo_opts.untrained_tracer_probability;
		opts_set.x_param_tracer_min_branch_probability = 1;
	}
	if (*ivopts) {
		opts.x_flag_ivopts = 0;
		opts_set.x_flag_ivopts = 1;
	}
	if (*tracer) {
		opts.x_flag_tracer = 0;
		opts_set.x_flag_tracer = 1;
	}
	return build_optimization_node(&opts, &opts_set);
}

/* untrained-rep-strings: the target node the guessed functions get as
 * their own, the unit's target options with -mstringop-strategy=rep_byte,
 * once per unit; NULL_TREE when the option is off, the target has no such
 * option (it is x86's), or the unit chose a strategy itself.  A memcpy or
 * memset whose size is not a constant is a call in GCC's speed code (x86's
 * decide_alg: a libcall for an unknown size) and rep movsb / rep stosb in
 * its size code, which GCC PGO gives a function the training never ran; on
 * a CPU with fast short rep moves (FSRM) the call is the slower one: gzip's
 * decompressor after a training without decompression runs 7-9 % slower
 * for its match copies (BENCHMARKS.md "The mismatched decompressors on a
 * real CPU").  The strategy is a target option that ix86_can_inline_p does
 * not compare, so GCC's inliner still inlines across the two nodes (test
 * pgoipo.inline/repstr.exp).  A default: it is GCC PGO's own code for
 * such a function on every CPU, so it cannot lose to GCC PGO where short
 * rep moves are slow.  x86 only: the #ifdef is the target's, not
 * GCC's version (every GCC from 11 to 16 has the option). */
static tree rep_strings_node(void)
{
#ifdef ix86_stringop_alg
	if (!pgoipo_opts.untrained_rep_strings || global_options_set.x_ix86_stringop_alg)
		return NULL_TREE;
	gcc_options opts = global_options, opts_set = global_options_set;
	opts.x_ix86_stringop_alg = rep_prefix_1_byte;
	opts_set.x_ix86_stringop_alg = rep_prefix_1_byte;
	return build_target_option_node(&opts, &opts_set);
#else
	return NULL_TREE;
#endif
}

/* Whether a function's own options node OWN (its optimization or target
 * node) is the unit's, UNIT: no optimize or target attribute of its own
 * (under -flto every function carries optimization_default_node, the
 * unit's).  Only such a function gets untrained_node's or rep_strings_node's
 * options; GCC's inliner still inlines across the two (no attribute), into
 * the caller's options. */
static bool unit_options(tree own, tree unit)
{
	return !own || own == unit;
}

/* leave-hot-copy: the DECL_UIDs of the functions pgoipo_hot_loop_origin
 * names, noted by this pass for pgoipo-lean, in the order noted (one unit
 * per cc1; on the heap: GCC's default bitmap obstack does not outlive a
 * pass). */
static vec<int> hot_loop_origins;

bool pgoipo_hot_loop_origin(tree fndecl)
{
	for (unsigned i = 0; i < hot_loop_origins.length(); i++)
		if (hot_loop_origins[i] == (int)DECL_UID(fndecl))
			return true;
	return false;
}

static void note_hot_loops(cgraph_node *node, function *fn, uint64_t threshold)
{
	int64_t entry = pgoipo_count(node->count), most = pgoipo_max_block_count(fn);

	if (entry < 0 || most <= entry || (uint64_t)most < threshold)
		return;
	hot_loop_origins.safe_push(DECL_UID(node->decl));
	if (dump_file)
		fprintf(dump_file, "hot-loops %s count=%" PRId64 " entry=%" PRId64 "\n",
			node->asm_name(), most, entry);
}

static bool guess_gate(function *)
{
	return pgoipo_opts.guess_untrained && !pgoipo_in_lto1();
}

static unsigned int guess_execute(function *)
{
	cgraph_node *node;
	unsigned functions = 0, untrained = 0, guessed = 0;
	bool ivopts, tracer, niter, prob;
	tree untrained_opts = untrained_node(&ivopts, &tracer, &niter, &prob);
	tree rep_strings = rep_strings_node();

	if (!pgoipo_profile_init())
		return 0;
	if (dump_file)
		pgoipo_dump_thresholds();
	uint64_t threshold = pgoipo_count_at_cutoff(pgoipo_opts.lean_loop_cutoff);
	FOR_EACH_DEFINED_FUNCTION(node) {
		if (!node->has_gimple_body_p())
			continue;
		function *fn = DECL_STRUCT_FUNCTION(node->decl);
		functions++;
		if (profile_status_for_fn(fn) != PROFILE_READ)
			continue;
		if (!pgoipo_untrained(node)) {
			if (pgoipo_opts.leave_hot_copy)
				note_hot_loops(node, fn, threshold);
			continue;
		}
		untrained++;
		if (!opt_for_fn(node->decl, flag_guess_branch_prob) ||
		    opt_for_fn(node->decl, flag_profile_partial_training))
			continue;
		guess(node, fn);
		guessed++;
		if (dump_file)
			fprintf(dump_file, "guess %s blocks=%d reason=untrained\n", node->asm_name(),
				n_basic_blocks_for_fn(fn) - NUM_FIXED_BLOCKS);
		if (rep_strings && unit_options(DECL_FUNCTION_SPECIFIC_TARGET(node->decl),
						target_option_default_node)) {
			DECL_FUNCTION_SPECIFIC_TARGET(node->decl) = rep_strings;
			if (dump_file)
				fprintf(dump_file, "rep-strings %s\n", node->asm_name());
		}
		if (!untrained_opts || !unit_options(DECL_FUNCTION_SPECIFIC_OPTIMIZATION(node->decl),
						     optimization_default_node))
			continue;
		DECL_FUNCTION_SPECIFIC_OPTIMIZATION(node->decl) = untrained_opts;
		if (ivopts && dump_file)
			fprintf(dump_file, "no-ivopts %s\n", node->asm_name());
		if (tracer && dump_file)
			fprintf(dump_file, "no-tracer %s\n", node->asm_name());
		if (niter && dump_file)
			fprintf(dump_file, "loop-niter %s n=%u\n", node->asm_name(),
				pgoipo_opts.untrained_loop_niter);
		if (prob && dump_file)
			fprintf(dump_file, "tracer-probability %s p=%u\n", node->asm_name(),
				pgoipo_opts.untrained_tracer_probability);
	}
	if (dump_file) {
		fprintf(dump_file, "totals functions=%u untrained=%u guessed=%u\n", functions,
			untrained, guessed);
		pgoipo_ipa_dump_done();
	}
	return 0;
}

PGOIPO_SIMPLE_IPA_PASS(guess, OPTGROUP_IPA)
