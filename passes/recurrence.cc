/* recurrence.cc — pass "pgoipo-recurrence": a loop of multiplying
 * recurrences stays scalar.
 *
 * A loop whose header PHIs carry integer values that come back to them
 * through a multiplication — hash lanes such as xxHash's XXH32, four of
 * v = rotl(v + x * P2, 13) * P1 — is a loop GCC's SLP vectorizer likes: the
 * four lanes are isomorphic, and its cost model, which counts the vector
 * statements against the scalar ones, finds one vector cheaper than four.
 * But such a loop runs at the latency of its recurrence, not at the
 * throughput of its statements: the scalar lanes run side by side, each a
 * short chain of imul, add and rotate, while the vector lanes share one
 * chain through an integer vector multiplication, which x86 does not have
 * (SSE2: GCC synthesizes it from shifts and adds, 14 dependent statements
 * for one of XXH32's constants) or has with several times imul's latency
 * (SSE4.1's pmulld).  lz4's XXH32 loop, vectorized by every GCC from 11 to
 * 16 with or without a profile, runs almost twice the instructions of the
 * scalar loop and twice its time (BENCHMARKS.md "scalar-recurrence").
 * Clang 14 leaves it scalar, and xxHash itself puts an empty asm into its
 * round for the same reason when SSE4.1 is on.
 *
 * So every loop with at least two such recurrences (ext_loop_scalar_reason)
 * is kept out of SLP (pgoipo_keep_loop_scalar: the loop from GCC 13 on, the
 * whole function with GCC 11 and 12).  The rule does not depend on the
 * counts — the recurrence costs its latency on every iteration however
 * often the loop runs, and the scalar code is also the smaller — so a
 * measured run unlike the training run gets the same code; the dump gives
 * each loop's header count.  A GIMPLE pass right before "slp" in the loop
 * pipeline (after the loop vectorizer, which cannot vectorize such a cycle:
 * it is neither a reduction nor an induction).  Off without SLP.
 *
 * A recurrence: a header PHI of integer type whose value on the latch edge
 * is computed from the PHI's own value by assignments inside the loop (a
 * load, a call or another PHI ends the chain), with a MULT_EXPR among
 * them.
 *
 * Dump (dump=recurrence; per function, only loops with a recurrence):
 *   scalar FUNCTION loop N header-count=C lanes=L scope=loop|function
 *   leave FUNCTION loop N header-count=C lanes=1 reason=one-lane
 *   totals loops=N scalar=N left=N
 */
#include "gcc-common.h"
#include "passes.h"

#include "loop-rule.h"

/* How an SSA name's value stands to the PHI being followed. */
enum reach { REACH_UNSEEN, REACH_NONE, REACH_PLAIN, REACH_MULT };

struct walk {
	tree phi_result;
	class loop *loop;
	unsigned char *seen;	/* enum reach per SSA version */
	vec<unsigned> touched;	/* the versions set, to clear them again */
};

/* Whether NAME's value comes from w->phi_result through assignments inside
 * w->loop, and through a multiplication (REACH_MULT). */
static enum reach follow(struct walk *w, tree name)
{
	if (name == w->phi_result)
		return REACH_PLAIN;
	if (!name || TREE_CODE(name) != SSA_NAME)
		return REACH_NONE;
	unsigned v = SSA_NAME_VERSION(name);
	if (w->seen[v] != REACH_UNSEEN)
		return (enum reach)w->seen[v];
	gimple *def = SSA_NAME_DEF_STMT(name);
	w->seen[v] = REACH_NONE;	/* also while it is being followed */
	w->touched.safe_push(v);
	if (!is_gimple_assign(def) || !gimple_bb(def) ||
	    !flow_bb_inside_loop_p(w->loop, gimple_bb(def)))
		return REACH_NONE;
	bool mult = gimple_assign_rhs_code(def) == MULT_EXPR;
	enum reach r = REACH_NONE;
	for (unsigned i = 1; i < gimple_num_ops(def); i++) {
		enum reach op = follow(w, gimple_op(def, i));
		if (op == REACH_NONE)
			continue;
		if (op == REACH_MULT || mult)
			r = REACH_MULT;
		else if (r == REACH_NONE)
			r = REACH_PLAIN;
	}
	w->seen[v] = r;
	return r;
}

/* The header PHIs of LOOP that are multiplying integer recurrences. */
static unsigned recurrences(class loop *loop, struct walk *w)
{
	unsigned lanes = 0;

	if (!loop->latch)	/* several latches: not in the loop pipeline */
		return 0;
	edge latch = loop_latch_edge(loop);
	w->loop = loop;
	for (gphi_iterator gsi = gsi_start_phis(loop->header); !gsi_end_p(gsi); gsi_next(&gsi)) {
		gphi *phi = gsi.phi();
		tree res = gimple_phi_result(phi);
		if (virtual_operand_p(res) || !INTEGRAL_TYPE_P(TREE_TYPE(res)))
			continue;
		w->phi_result = res;
		if (follow(w, PHI_ARG_DEF_FROM_EDGE(phi, latch)) == REACH_MULT)
			lanes++;
		for (unsigned i = 0; i < w->touched.length(); i++)
			w->seen[w->touched[i]] = REACH_UNSEEN;
		w->touched.truncate(0);
	}
	return lanes;
}

static bool recurrence_gate(function *)
{
	return pgoipo_opts.scalar_recurrence && flag_tree_slp_vectorize;
}

static unsigned int recurrence_execute(function *fun)
{
	const char *name = IDENTIFIER_POINTER(DECL_ASSEMBLER_NAME(fun->decl));
	unsigned loops = 0, scalar = 0, left = 0;
	struct walk w = {};

	if (!current_loops) {
		pgoipo_ipa_dump_done();
		return 0;
	}
	w.seen = XCNEWVEC(unsigned char, num_ssa_names);
	w.touched.create(0);
	PGOIPO_FOR_EACH_LOOP(fun, loop) {
		unsigned lanes = recurrences(loop, &w);
		loops++;
		if (!lanes)
			continue;
		const char *why = ext_loop_scalar_reason(lanes);
		int64_t count = pgoipo_count(loop->header->count);
		if (why) {
			left++;
			if (dump_file)
				fprintf(dump_file, "leave %s loop %d header-count=%" PRId64
					" lanes=%u reason=%s\n", name, loop->num, count, lanes, why);
			continue;
		}
		scalar++;
		bool whole = pgoipo_keep_loop_scalar(fun, loop);
		if (dump_file)
			fprintf(dump_file, "scalar %s loop %d header-count=%" PRId64
				" lanes=%u scope=%s\n", name, loop->num, count, lanes,
				whole ? "function" : "loop");
	}
	w.touched.release();
	XDELETEVEC(w.seen);
	if (dump_file)
		fprintf(dump_file, "totals loops=%u scalar=%u left=%u\n", loops, scalar, left);
	pgoipo_ipa_dump_done();	/* the pass's own lines, not the bodies */
	return 0;
}

PGOIPO_GIMPLE_PASS(recurrence, OPTGROUP_LOOP, PROP_cfg | PROP_loops)
