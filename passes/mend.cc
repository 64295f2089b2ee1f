/* mend.cc — pass "pgoipo-mend": counts GCC's own CFG changes lost.
 *
 * GCC keeps a block's count beside its edges' probabilities; a pass that
 * reshapes the CFG must set both.  Some do not: GCC 12's control-dependent
 * DCE ("cddce2"), cleaning up after the conditions of an inlined
 * `if (a || b) return x;` (gawk's force_string in str_lookup), makes one
 * forwarder block of several, gives it the count of the edges it was made
 * from (0: the training never took them) and then redirects to it an edge
 * that carries every entry of the function.  The block reads 0 "(precise)":
 * probably never executed.  Every later decision believes it — the RTL's
 * hot/cold partitioning puts the block into .text.unlikely, and
 * fixup_partitions then the blocks it alone dominates: the rest of the
 * function, the code the training ran on every call.  gawk's str_lookup
 * (its hash, its bucket search, 486,000 calls) runs from .text.unlikely,
 * with GCC PGO as with pgoipo, which adds its own inlining there.
 *
 * The rule (ext_summary_mended): a block whose count is a zero of the profile
 * while edges that their sources always take enter it with C > 0 of the
 * training's executions gets count C.  A block cannot run less often than
 * it is entered; a 0 beside such an entry is a count lost, not one measured.
 * An edge of probability below 1 is no evidence: the cases of a switch that
 * GCC threaded or lowered can carry shares spread evenly over them (gawk's
 * r_interpret: 48 cases at 0.8 %; CPython's sre_ucs1_match: 110) beside
 * cases the training never ran, which stay at 0.  Blocks are visited in
 * reverse post-order, so that a mended block's out-edges (counts follow the
 * block's count) mend the next.  Only counts change, never the code: what
 * GCC does with them is its own.  A GIMPLE pass right after "optimized",
 * the last GIMPLE pass (and before pgoipo-cgprofile, which reads the call
 * blocks' counts), in the functions whose counts are the training's.
 *
 * Dump (dump=mend; per function, only in a function with a block it
 * changes; incoming: the counts of the entering edges their sources always
 * take; preds: all the block's predecessors):
 *   mend FUNCTION bb N count=0 incoming=C preds=K
 *   totals blocks=N mended=N
 */
#include "gcc-common.h"
#include "passes.h"

/* Whether E's source always goes on through E (probability 1, of any
 * quality).  A count lost shows on such an edge; a share of a multi-way
 * branch (a switch's case) may carry a probability GCC guessed or spread
 * evenly over the cases after a transformation, beside a case the training
 * never ran: no evidence that the flow went there. */
static bool always_taken(edge e)
{
	return e->probability.initialized_p() && !(e->probability < profile_probability::always());
}

static bool mend_gate(function *fun)
{
	return pgoipo_opts.mend_counts && fun->cfg &&
	       profile_status_for_fn(fun) == PROFILE_READ &&
	       pgoipo_count(ENTRY_BLOCK_PTR_FOR_FN(fun)->count) > 0;
}

static unsigned int mend_execute(function *fun)
{
	const char *name = IDENTIFIER_POINTER(DECL_ASSEMBLER_NAME(fun->decl));
	int *rpo = XNEWVEC(int, n_basic_blocks_for_fn(fun));
	int n = pre_and_rev_post_order_compute_fn(fun, NULL, rpo, false);
	unsigned mended = 0;

	for (int i = 0; i < n; i++) {
		basic_block bb = BASIC_BLOCK_FOR_FN(fun, rpo[i]);
		profile_count in = profile_count::zero();
		edge e;
		edge_iterator ei;

		FOR_EACH_EDGE(e, ei, bb->preds)
			if (always_taken(e))
				in += e->count().ipa();
		int64_t incoming = pgoipo_count(in);
		if (!ext_summary_mended(pgoipo_count(bb->count), incoming))
			continue;
		bb->count = in;
		mended++;
		if (dump_file)
			fprintf(dump_file, "mend %s bb %d count=0 incoming=%" PRId64 " preds=%u\n",
				name, bb->index, incoming, EDGE_COUNT(bb->preds));
	}
	XDELETEVEC(rpo);
	if (dump_file && mended)
		fprintf(dump_file, "totals blocks=%d mended=%u\n", n, mended);
	pgoipo_ipa_dump_done();
	return 0;
}

PGOIPO_GIMPLE_PASS(mend, OPTGROUP_NONE, PROP_cfg)
