/* inline-rule.h — the inlining policy of Algorithm 20.10.5 (second loop) and
 * the count arithmetic of Theorem 20.10.4, without GCC.
 *
 * Costs are in the seed's units, which are LLVM's InlineCost units: one
 * instruction costs INLINE_COST_PER_INSN (5, InlineConstants::InstrCost).
 * GCC's size estimates (ipa_size_summary::size, estimate_edge_growth) count
 * instructions (estimate_num_insns with eni_size_weights, about one per
 * GIMPLE statement, which is about one LLVM IR instruction), so the cost of
 * inlining a call is
 *
 *     cost = 5 * growth        growth = GCC's estimated growth of the caller
 *                                       at that site (callee body in the
 *                                       site's context minus the call)
 *
 * and the budgets 3000 / 45 are 600 / 9 of GCC's size units.  docs/design.md ("Cost
 * units") has the calibration against clang's own inline costs
 * (scripts/calibrate-inline-cost).
 *
 * The policy per call site, with T the compiler's own threshold:
 *
 *     hot site  (count >= hot threshold)   T = hot budget (3000):
 *               cost < 3000  -> inline, also where GCC's limits refuse
 *     cold site (count <= cold threshold)  T = min(T, cold budget 45), no bonuses:
 *               cost >= 45   -> keep out of line, also where GCC would inline
 *     otherwise, and a hot site over its budget or a cold one under it:
 *               the compiler decides as usual
 *
 * Theorem 20.10.4: inlining g (entry count N) at a site executed n times
 * gives each count c of g's copy the count c * n / N.  (a) The copies
 * (sum of n over the sites = N) and what stays in the out-of-line body add up
 * to c.  The compiler rounds each scaling to a whole count and scales one copy
 * after another from what is left, so a copy can be off by half a count per
 * scaling it went through: the tolerance is half a count per scaling, rounded
 * up, at least one (ext_inline_scale_tolerance).
 */
#ifndef PGOIPO_INLINE_RULE_H
#define PGOIPO_INLINE_RULE_H

#include "summary.h"

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define INLINE_COST_PER_INSN 5		/* LLVM InlineConstants::InstrCost */
#define INLINE_HOT_BUDGET_DEFAULT 3000	/* Alg 20.10.5; LLVM -hot-callsite-threshold */
#define INLINE_COLD_BUDGET_DEFAULT 45	/* Alg 20.10.5; LLVM -inline-cold-callsite-threshold */
#define INLINE_GROWTH_PCT_DEFAULT 20

enum ext_inline_verdict {
	INLINE_FORCE,		/* hot and cheap enough: inline even over GCC's limits */
	INLINE_KEEP_OUT,	/* cold and too costly: keep out of line */
	INLINE_LEAVE,		/* the compiler decides */
};

struct ext_inline_rule {
	int64_t hot_budget;	/* seed units */
	int64_t cold_budget;	/* seed units */
	unsigned hot_share;	/* percent; 0: the seed's rule (off) */
	int leave_untrained;	/* ext_inline_where_trained; 0: off */
	int leave_hot_callee;	/* ext_inline_where_callee_hot; 0: off */
	int64_t promoted_budget;	/* seed units; ext_inline_judge_promoted; 0: off */
	int leave_declared_inline;	/* ext_inline_where_declared_inline; 0: off */
	int leave_last_call;	/* ext_inline_where_last_call; 0: off */
	unsigned promoted_gain;	/* percent; ext_inline_judge_gain, promoted sites; 0: off */
	unsigned rare_pct;	/* percent; ext_inline_judge_rare; 0: off */
	unsigned gain;		/* percent; ext_inline_judge_gain, direct sites; 0: off */
	int leave_drain;	/* ext_inline_where_body_stays; 0: off */
	unsigned gain_large_pct;	/* percent; ext_inline_judge_gain_large; 0: off */
	int leave_hot_body;	/* ext_inline_where_hot_body; 0: off */
	unsigned gain_loop_pct;	/* percent; ext_inline_judge_gain_loop; 0: off */
};

/* The seed's cost of a GCC growth estimate (GCC size units), and the GCC
 * size units a budget stands for (rounded down). */
int64_t ext_inline_cost_of_growth(int64_t gcc_growth);
int64_t ext_inline_budget_in_gcc_units(int64_t budget);

/* The verdict for a site of class CLS whose callee costs COST.  *WHY gets a
 * word for the dump: "hot", "cold", "neutral", "hot-over-budget",
 * "cold-under-budget". */
enum ext_inline_verdict ext_inline_judge(const struct ext_inline_rule *rule, enum ext_summary_class cls,
				 int64_t cost, const char **why);

/* ext_inline_judge, and then, with RULE->hot_share > 0, a hot site whose count
 * N is below hot_share percent of the callee's entry count ENTRY is left
 * to the compiler (*WHY "hot-minor-share"): the callee stays hot out of
 * line for its other callers, so inlining it here copies hot code (the
 * I1 footprint grows) for a minority of its calls.  Not the seed's rule:
 * an option, off by default.  N or ENTRY below 0 (unknown): no change. */
enum ext_inline_verdict ext_inline_judge_share(const struct ext_inline_rule *rule, enum ext_summary_class cls,
				       int64_t cost, int64_t n, int64_t entry, const char **why);

/* Where the rule acts: with RULE->leave_untrained, a site whose caller and
 * callee the training run both never entered (CALLER_UNTRAINED,
 * CALLEE_UNTRAINED: ext_summary_untrained) is left to the compiler whatever
 * VERDICT the judge gave (*WHY "untrained"); otherwise VERDICT and *WHY
 * stand.  The counts there are all 0: they say nothing about a measured run
 * that enters the caller, and under the training run neither function runs,
 * so keeping the site out of line buys nothing the profile can show, while
 * it costs where the measured run differs (xz: `helper2`, called once, kept
 * out of `lzma_lzma_optimum_normal`, which `xz -6` runs and `xz -2` never
 * does).  GCC's own PGO optimizes such a caller for size.  A callee that
 * did run stays out: its out-of-line body is compiled for its counts, a
 * copy in the untrained caller would take the caller's count 0 and be
 * compiled for size (ninja: the std::map insert its dry run calls from
 * functions its training never entered). */
enum ext_inline_verdict ext_inline_where_trained(const struct ext_inline_rule *rule,
						 enum ext_inline_verdict verdict,
						 int caller_untrained, int callee_untrained,
						 const char **why);

/* With RULE->leave_hot_callee, a site the judge keeps out of line
 * (VERDICT INLINE_KEEP_OUT) whose callee has a hot call site elsewhere and
 * a hot call in its body, and that GCC keeps out itself
 * (ext_inline_gcc_keeps_cold_out; CALLEE_HOT: all of these) is left to the
 * compiler (*WHY "hot-callee"); otherwise VERDICT and *WHY stand.  GCC
 * does not inline such a site (it is cold to GCC too: "call is unlikely
 * and code size would grow"); what the
 * keep-out changes is GCC's estimate of the callee's growth, which leaves
 * out the sites marked not inlinable: the callee's growth looks small,
 * its hot sites move ahead in GCC's queue, and GCC inlines it into its hot
 * callers before it inlines the calls in its body.  Its out-of-line body
 * then keeps only the rest of its count, too little for GCC to inline
 * anything into it, and a measured run that reaches it from code the
 * training never ran runs those calls (zstd -3: ZSTD_count_2segments
 * calling ZSTD_count, BENCHMARKS.md "leave-hot-callee"). */
enum ext_inline_verdict ext_inline_where_callee_hot(const struct ext_inline_rule *rule,
						    enum ext_inline_verdict verdict, int callee_hot,
						    const char **why);

/* Whether GCC keeps a callee's cold sites out of line itself at every step
 * of its inliner, so that leave-hot-callee may leave them to it: GCC
 * inlines a cold site only where the program does not grow
 * (growth_positive_p), which never holds when the callee's body stays
 * anyway (OFFLINE, the size GCC saves by inlining it everywhere, is 0), or
 * when a site is already final (ANY_FINAL), or when its COLD_SITES (the
 * sites not hot to GCC) are two or more and grow the program by
 * COLD_GROWTH, more than OFFLINE: inlining into the callee grows both
 * sides, inlining its hot sites removes none of them.  One cold site is
 * the callee's last call once the hot ones are inlined, and GCC inlines it
 * ("called once"). */
int ext_inline_gcc_keeps_cold_out(int64_t offline, unsigned cold_sites, int64_t cold_growth,
				  int any_final);

/* With RULE->leave_declared_inline, a site the judge keeps out of line
 * (VERDICT INLINE_KEEP_OUT) whose callee the programmer declared inline
 * (DECLARED_INLINE: the `inline` keyword, or a C++ member function
 * defined in its class body) is left to the compiler (*WHY
 * "declared-inline"); otherwise VERDICT and *WHY stand.  GCC's own PGO
 * refuses such a cold site as it refuses any ("call is unlikely and code
 * size would grow"), but inlines a static callee at its last call site
 * once its other sites are inlined ("called once"), which the keep-out
 * forbids (leveldb: DecodeEntry, `static inline`, in Block::Iter::Seek,
 * which the sequential training never searched and the measured run calls
 * 300,103 times).  The rule follows the programmer's hint, not GCC's
 * reason: a static callee not declared inline stays kept out. */
enum ext_inline_verdict ext_inline_where_declared_inline(const struct ext_inline_rule *rule,
							 enum ext_inline_verdict verdict,
							 int declared_inline, const char **why);

/* With RULE->leave_last_call, a site the judge keeps out of line (VERDICT
 * INLINE_KEEP_OUT) that is its callee's last call (LAST_CALL: the callee
 * goes away with its last direct call -- static, its address not taken --
 * and every other call site of it is hot) in a caller the training run
 * never entered (CALLER_UNTRAINED: ext_summary_untrained) is left to the
 * compiler (*WHY "last-call"); otherwise VERDICT and *WHY stand.  A
 * keep-out saves code by keeping one body out of line for many cold calls;
 * at a callee's last call it saves none: the hot sites take their copies,
 * and the body stays for this one call.  GCC inlines such a callee into its last caller and
 * removes the body ("called once", within its own limits of size and loop
 * depth), which the keep-out forbids; a measured run that reaches the site
 * then pays a call for nothing (leveldb: DecodeEntry in Block::Iter::Seek,
 * 300,103 calls; xz: helper2, called once from lzma_lzma_optimum_normal;
 * the training entered neither caller).  A callee with another cold site
 * stays kept out: there the body serves both.  So does a last call in a
 * caller the training ran, hot loop or cold entry count: the seed's "no
 * bonuses" at a cold site, LLVM's too, withholds the last-call-to-static
 * bonus, because the inlined body grows a caller that runs (and may be
 * inlined into hot code itself); in a caller never entered it grows
 * nothing the profile saw run. */
enum ext_inline_verdict ext_inline_where_last_call(const struct ext_inline_rule *rule,
						   enum ext_inline_verdict verdict, int last_call,
						   int caller_untrained, const char **why);

/* With RULE->leave_hot_body, a site the judge keeps out of line (VERDICT
 * INLINE_KEEP_OUT) is left to the compiler (*WHY "hot-body") when HOT_BODY
 * holds: it is its callee's last call (static, its address not taken,
 * every other call site of it hot: the body goes away with it), a block of
 * the callee's body ran at least the hot threshold's count, and the site
 * runs on at least half its caller's entries.  A keep-out saves no code
 * there, and the callee's body is not cold: kept out, it stays a function
 * of its own, and the caller, entered as rarely as the site, loses the hot
 * loop GCC's "called once" inlining gives it, and with it how GCC compiles
 * the caller's other code (gzip -6 under GCC 16: `deflate_fast`, called
 * once by `deflate`, whose lazy-match loop the -1 training never ran:
 * with `deflate_fast` kept out that loop runs 123.9M instructions, inlined
 * as GCC PGO does 113.8M; GCC 12 compiles both alike).  A site on a rare
 * path of its caller stays kept out (the inlined body's frame would be paid
 * on every entry).  Otherwise VERDICT and *WHY stand. */
enum ext_inline_verdict ext_inline_where_hot_body(const struct ext_inline_rule *rule,
						  enum ext_inline_verdict verdict, int hot_body,
						  const char **why);

/* With RULE->promoted_budget > 0, a promoted site (the direct call to a
 * target of an indirect call, guarded by a compare of the pointer: PROMOTED)
 * that VERDICT forces is forced only if its cost COST is below that
 * budget; at or over it, it is left to the compiler (*WHY
 * "promoted-over-budget"), whose own PGO inlines a promoted target only
 * within its usual limits and otherwise drops the guard.  The profile
 * says which target the training run called; a measured run that calls
 * another pays for a large inlined target on the guard's other side: the
 * caller's frame grows for the inlined body (more callee-saved registers
 * pushed and popped, a stack frame) on every call, inlined path taken or
 * not (xz: `lzma_mf_find` with `lzma_mf_hc4_find`, cost 830, inlined for
 * `xz -2`'s training; `xz -6` calls `lzma_mf_bt4_find` through the
 * pointer, 36 instructions a call instead of GCC PGO's 22).  Other
 * verdicts, and every verdict with the budget 0 (off), stand. */
enum ext_inline_verdict ext_inline_judge_promoted(const struct ext_inline_rule *rule,
						  enum ext_inline_verdict verdict, int64_t cost,
						  int promoted, const char **why);

/* The gain rules, inline-promoted-gain and inline-gain: a site that
 * VERDICT forces is forced only if inlining it saves at least the rule's
 * percentage of the call's estimated time (ext_inline_gain_pct: a
 * PROMOTED site's RULE->promoted_gain, a direct one's RULE->gain; 0: off):
 * SAVED of WHOLE, in one unit (the compiler's estimates: SAVED the
 * callee's time that the site's context removes plus the call's own time,
 * WHOLE the callee's time out of context plus the call's).  Below it the
 * inlined body mainly saves a call and a return.  For a promoted target a
 * measured run that calls another target through the pointer pays for it
 * on the guard's other side: the caller's frame grows for the inlined body
 * on every call (xz: `lzma_mf_hc4_find` in `lzma_mf_find`, gain 7.1 %,
 * 14 instructions a call more for `lzma_mf_bt4_find`; SQLite's forced
 * promoted sites 13.1–53.7 %, Lua's 17.7 %); left to the compiler then
 * (*WHY "promoted-low-gain"), whose inliner keeps a promotion only for a
 * target it inlines.  For a direct site the callee does much work per call
 * (a loop, calls of its own) while its copy adds to the hot code the I1
 * cache holds (SQLite: `speedtest1_run`, cost 795, forced into four sites
 * of `testset_main`); *WHY "low-gain".  Other verdicts and WHOLE <= 0 (no
 * estimate) stand. */
unsigned ext_inline_gain_pct(const struct ext_inline_rule *rule, int promoted);
enum ext_inline_verdict ext_inline_judge_gain(const struct ext_inline_rule *rule,
					      enum ext_inline_verdict verdict, int promoted,
					      int64_t saved, int64_t whole, const char **why);

/* With RULE->gain_large_pct > 0, a direct site (not PROMOTED) that VERDICT
 * forces is left to the compiler (*WHY "low-gain-large") when all three
 * hold: GCC estimates that inlining it saves under gain_large_pct percent
 * of the call's time (SAVED of WHOLE, as ext_inline_judge_gain); its cost
 * COST exceeds CALLER_COST, the own size of the function the call is in
 * (the root of its inline tree, whose prologue pays), in the same units;
 * and its count N is under half that function's entry count CALLER_ENTRY.
 * The copy then more than doubles a caller for little more than the call
 * and return it saves, and the caller's frame grows for the callee's body
 * (callee-saved registers pushed and popped) on every entry, the site's
 * path taken or not: on most of them for nothing, and on all of them for
 * a measured run that takes another path (GNU grep under GCC 16:
 * `bmexec_trans`, cost 1,390, gain 1.1 %, forced into `kwsexec`, cost 815,
 * on 28 % of its entries, for the `-i` searches of the training; the
 * measured `-E` search calls the other site, 14 instructions a call more).
 * A site on most of its caller's entries pays its frame where it gains
 * (LevelDB: `SkipList::Insert`, the one call of `MemTable::Add`, gain
 * 0.9 %).  inline-rare's rule with a low gain in place of a rare share;
 * inline-gain's without the size and share conditions leaves sites that
 * pay in a large caller (ninja's push_back copies, 1.4 %).  Other
 * verdicts, promoted sites (their own inline-promoted-gain), WHOLE <= 0
 * (no estimate) and unknown counts or sizes (below 0) stand. */
enum ext_inline_verdict ext_inline_judge_gain_large(const struct ext_inline_rule *rule,
						    enum ext_inline_verdict verdict, int promoted,
						    int64_t saved, int64_t whole, int64_t cost,
						    int64_t caller_cost, int64_t n,
						    int64_t caller_entry, const char **why);

/* With RULE->gain_loop_pct > 0, a direct site (not PROMOTED) that VERDICT
 * forces is left to the compiler (*WHY "low-gain-loop") when its callee
 * loops and so does the function the call is in (LOOPS, CALLER_LOOPS: a
 * block of the body ran more often than the body was entered; the caller:
 * the root of the site's inline tree, its own body), and GCC estimates
 * that inlining it saves under gain_loop_pct percent of the call's time
 * (SAVED of WHOLE, as ext_inline_judge_gain).  Such a callee does its work
 * in its loops; inlined, it saves one call per entry and puts its loops
 * into the caller's, whose registers they then share (MiniSat: propagate,
 * pickBranchLit and analyze, gains 2.9-4.4 %, forced into search's loop,
 * which then runs 3 % more instructions than GCC PGO's four functions).
 * A caller without a loop stands: the callee's loops become its own
 * (LevelDB: SkipList::Insert, gain 1.1 %, the one call of MemTable::Add:
 * 0.2 % more instructions when left); so does a callee without a loop,
 * however low its estimate (ninja's push_back copies, 1.4 %, save more out
 * of line than GCC estimates), and other verdicts, promoted sites and
 * WHOLE <= 0. */
enum ext_inline_verdict ext_inline_judge_gain_loop(const struct ext_inline_rule *rule,
						   enum ext_inline_verdict verdict, int promoted,
						   int64_t saved, int64_t whole, int loops,
						   int caller_loops, const char **why);

/* With RULE->leave_drain, a site that VERDICT forces whose copy would take
 * all but a cold rest of its callee's count is left to the compiler (*WHY
 * "drains-body") when the callee's out-of-line body stays for another call
 * and loops (BODY_STAYS: a call of it that stays a call, or its address
 * taken, and a block of its body that ran more often than the body was
 * entered): N is
 * the site's count, LEFT what the body has now (the profile's entry count
 * less the copies made so far), and LEFT - N is cold against HOT and COLD
 * (ext_summary_classify) while LEFT is not.  The copy takes the counts
 * along (Theorem 20.10.4), so the body that stays is compiled as never run:
 * for size, into .text.unlikely.  The training reached the callee only
 * through this site; a measured run that reaches it through the other call
 * (a path the training did not take) runs that size-compiled body where
 * GCC's own PGO, which did not inline the site, runs the body compiled for
 * the counts (gzip -6: longest_match, forced into deflate_fast, the -1
 * training's loop, and called from deflate's lazy loop, which -1 never
 * runs: 16 % more instructions in it).  Only a body with a loop: the copy
 * saves a call per entry, and the body does more work per entry than a call
 * costs, which its size-compiled code then does slower; a body without a
 * loop costs such a call little more than the call the copy saves (ninja's
 * push_back and GetNode copies gain).  Other verdicts, unknown counts
 * (below 0), and a body that goes away with the site stand. */
enum ext_inline_verdict ext_inline_where_body_stays(const struct ext_inline_rule *rule,
						    enum ext_inline_verdict verdict, int64_t n,
						    int64_t left, int body_stays, uint64_t hot,
						    uint64_t cold, const char **why);

/* With RULE->rare_pct > 0, a site that VERDICT forces on a rare path of its
 * caller is left to the compiler when inlining it more than doubles the
 * caller: its count N is below rare_pct percent of the caller's entry
 * count CALLER_ENTRY, and its cost COST (the growth, seed units) exceeds
 * CALLER_COST, the caller's own size in the same units (*WHY
 * "rare-large").  The inlined body's registers and frame are paid on every
 * entry of the caller, its path taken or not: a small hot function that
 * needed one callee-saved register saves six and a stack frame instead
 * (CPython: `allocate_from_new_pool`, cost 945, count 1,962, in
 * `PyObject_Malloc`, entered 1.37 M times; 16 instructions more a call).
 * A site that runs at least that often, or a callee smaller than its
 * caller (an interpreter's dispatch loop and its opcode helpers), stands,
 * as do other verdicts and unknown counts or sizes (below 0). */
enum ext_inline_verdict ext_inline_judge_rare(const struct ext_inline_rule *rule,
					      enum ext_inline_verdict verdict, int64_t n,
					      int64_t caller_entry, int64_t cost,
					      int64_t caller_cost, const char **why);

/* The budget that applies to a site of class CLS (0 for a neutral site:
 * the compiler's own). */
int64_t ext_inline_budget(const struct ext_inline_rule *rule, enum ext_summary_class cls);

/* The unit-growth cap: pgoipo's own inlining may add at most PCT percent of
 * the unit's size before inlining, where a unit smaller than FLOOR (GCC's
 * --param large-unit-insns, as GCC's own inline-unit-growth does) counts as
 * FLOOR.  True when adding GROWTH to USED stays within the cap. */
int64_t ext_inline_growth_cap(int64_t unit_size, int64_t floor, unsigned pct);
int ext_inline_growth_fits(int64_t cap, int64_t used, int64_t growth);

/* The hot-footprint cap: pgoipo's own inlining (all of it at hot sites, so
 * all of it hot code) may add at most PCT percent of the unit's hot code,
 * HOT_SIZE: the size of the functions that execute hot code (GCC size
 * units), where less than FLOOR counts as FLOOR (as for the unit cap: a
 * small unit's hot path fits the I1 cache whatever it inlines).  The unit
 * cap alone lets a large unit with little hot code double it, which a
 * measured run unlike the training run pays for in I1 misses.  PCT 0: no
 * such cap (-1). */
int64_t ext_inline_footprint_cap(int64_t hot_size, int64_t floor, unsigned pct);

/* The FLOOR of the hot-footprint cap: the option inline-footprint-floor,
 * OPTION size units, or EXT_INLINE_FLOOR_UNSET (not given): GCC's --param
 * large-unit-insns, LARGE_UNIT_INSNS, as the unit cap's.  A floor below it
 * lets the cap bind in a small unit whose hot code the forced growth would
 * more than double (jq's jv.c, ninja's graph.cc: about 2,000 size units on
 * 1,400-1,500 of hot code). */
#define EXT_INLINE_FLOOR_UNSET 0xffffffffu
int64_t ext_inline_footprint_floor(unsigned option, int64_t large_unit_insns);

/* Which hot sites the footprint cap admits: given the N sites pgoipo would
 * force (their counts and growths, any order; SITES is sorted in place,
 * hottest first), the least count a site needs so that the hottest sites'
 * growths add up to at most CAP.  Sites that shrink the caller always fit;
 * a site over the cap ends the admitted ones, as do all of the same count
 * after it.  CAP < 0 (no cap) or every site fitting: 0 (all admitted); none
 * fitting: INT64_MAX. */
struct ext_inline_candidate {
	int64_t count;
	int64_t growth;
};
int64_t ext_inline_footprint_count(struct ext_inline_candidate *sites, size_t n, int64_t cap);

/* The copies price (option inline-copies=PCT): the sites pgoipo would force
 * to one callee in a unit, hottest first, each make a copy of it; the k-th
 * copy is priced COST * (100 + (k - 1) * PCT) / 100 and forced only while
 * that price stays below BUDGET (the hot budget), so a callee that stays
 * out of line for its other calls is not copied into every hot site
 * (ninja: vector<EvalString>::push_back, cost 1,145, forced into three
 * sites of ManifestParser::ParseEdge; State::GetNode, 1,755, into AddIn
 * and AddOut).
 *
 * ext_inline_copy_fits: whether one more copy of cost COST, after MADE
 * copies of the same callee, is priced below BUDGET (PCT 0: whether COST
 * is).  ext_inline_copies_admitted: given one callee's N sites (counts,
 * costs and a KEY that orders equal counts; SITES is sorted in place,
 * hottest first), how many of the first are admitted: up to the first
 * site priced out.  PCT 0 (off): all N. */
struct ext_inline_copy {
	int64_t count;
	int64_t cost;
	size_t key;
};
int ext_inline_copy_fits(int64_t cost, size_t made, int64_t budget, unsigned pct);
size_t ext_inline_copies_admitted(struct ext_inline_copy *sites, size_t n, int64_t budget,
				  unsigned pct);

/* Why adding GROWTH to USED is refused, or NULL: "unit-growth" over
 * UNIT_CAP, "hot-footprint" over FOOTPRINT_CAP (-1: none).  Inlining that
 * shrinks the caller always fits. */
const char *ext_inline_growth_refusal(int64_t unit_cap, int64_t footprint_cap, int64_t used,
				      int64_t growth);

/* Theorem 20.10.4: the count C of g's copy at a site of count N_SITE when g
 * has entry count N_ENTRY, rounded to the nearest whole count; 0 when
 * N_ENTRY is 0 (a copy of a function never entered). */
int64_t ext_inline_scaled_count(int64_t c, int64_t n_site, int64_t n_entry);

/* The rounding tolerance of a count of a copy that went through SCALINGS
 * roundings (one per copy made before it from the same body, plus one per
 * level of nesting); at least 1. */
int64_t ext_inline_scale_tolerance(unsigned scalings);

/* Theorem 20.10.4(a) for one count of g, after inlining: where the
 * ORIGINAL count went.  COPIES is the sum over g's inline copies, REMAINING
 * what the out-of-line body kept, DROPPED what went with bodies the compiler
 * removed.  ZEROED is the scaled share (c * n / N) of the copies in which the
 * compiler proved the call dead (a constant argument decides a branch) and
 * set its count to 0 instead: the theorem's scaling gives them a share, the
 * compiler does not hand it to anyone else, so the counts no longer add up. */
struct ext_inline_balance {
	int64_t original, copies, remaining, dropped, zeroed;
};

enum ext_inline_balance_verdict {
	INLINE_CONSERVED,	/* |copies + remaining + dropped - original| <= tolerance */
	INLINE_ZEROED,		/* not conserved; the zeroed copies explain the gap */
	INLINE_VIOLATED,	/* not conserved, unexplained */
};

/* *DIFF gets copies + remaining + dropped - original. */
enum ext_inline_balance_verdict ext_inline_check_balance(const struct ext_inline_balance *b,
						 int64_t tolerance, int64_t *diff);

/* Whether a copy of g at a site of count N_SITE can be checked against
 * c * n / N (N = N_ENTRY, g's entry count before inlining): not when g had
 * no count (N_ENTRY 0) and the site has one.  GCC then scales g's
 * estimated profile (the counts of its body relative to its entry, which
 * pgoipo does not see; a C++ comdat function whose counts were taken in
 * another unit's copy has such a profile), so the copy has counts where
 * c * n / N has none. */
int ext_inline_copy_checkable(int64_t n_site, int64_t n_entry);

/* What the call graph after inlining shows of g, for deciding whether
 * part (a) can be checked for it at all (the premise of the theorem is that
 * g's call sites add up to its entry count, sum of n = N). */
struct ext_inline_trace {
	int64_t entry;		/* N, before inlining */
	int64_t sites;		/* sum of the counts of g's call sites before
				   inlining; -1 unknown */
	int64_t copies;		/* sum of the counts of g's copies now */
	int recursive;		/* a copy of g lies inside g (or a copy of it),
				   or inside nested copies of another function:
				   GCC's recursive inlining, where copies nest
				   in copies and n counts entries made from
				   copies */
	int body_reused;	/* g's out-of-line body became its last copy
				   (GCC does not duplicate a body it can
				   remove): it is scaled to that site's n and
				   what it held beyond n is gone */
	int in_reused_body;	/* a copy of g lies inside another function's
				   body that was reused so, and shrank */
	int balanced;		/* every count of g adds up all the same */
	int in_inflated_copy;	/* a copy of g lies inside a copy of another
				   function whose sites added up to more than
				   its entry count, and whose copies took
				   that much: the copies in them, g's among
				   them, took more than their share */
};

/* Why Theorem 20.10.4(a) cannot be checked for g (a reason word of
 * docs/dump-lines.md, "unchecked"), or NULL when it can:
 *   "recursive"        recursive inlining (T->recursive);
 *   "no-entry-count"   N is 0 and the copies have counts
 *                      (ext_inline_copy_checkable);
 *   "sites-not-entry"  the sites add up to more or less than N (beyond
 *                      TOLERANCE; or unknown), and the difference was not
 *                      left to the out-of-line body: the body was reused as
 *                      the last copy (calls from other units, which a C++
 *                      comdat function's N counts, went with it), or the
 *                      copies took more than N and GCC's out-of-line count
 *                      stopped at 0;
 *   "in-reused-body"   T->in_reused_body;
 *   "in-inflated-copy" T->in_inflated_copy.
 * The last three only where a count of g does not add up (not T->balanced):
 * counts that add up are conserved, whatever the way.  Where the sites add
 * up to N, a reused body loses nothing: then g is checked, and a gap is a
 * violation. */
const char *ext_inline_unchecked_reason(const struct ext_inline_trace *t, int64_t tolerance);

/* What happened at a site, for pgoipo-inline's report of it. */
enum ext_inline_fate {
	INLINE_FATE_KEPT_OUT,	/* pgoipo-cold kept it out of line before GCC's inliner */
	INLINE_FATE_BY_GCC,	/* GCC's inliner inlined it */
	INLINE_FATE_CALL,	/* it stays a call and pgoipo did not try to inline it */
	INLINE_FATE_FORCED,	/* pgoipo inlined it */
	INLINE_FATE_REFUSED,	/* pgoipo could not inline a hot site: DETAIL says why */
};

/* One dump line of pgoipo-inline (docs/dump-lines.md), without the site:
 * "WORD SITE -> CALLEE count=... budget=B KEY=VALUE[ result=RESULT]". */
struct ext_inline_line {
	const char *word;	/* inline, keep-out, refuse, leave */
	const char *key;	/* by, reason */
	const char *value;
	const char *result;	/* leave only: inlined, call; else NULL */
};

/* The line for a site the rule judged VERDICT (WHY: the judge's word) whose
 * fate was FATE.  DETAIL: for INLINE_FATE_REFUSED why not; for
 * INLINE_FATE_BY_GCC of a site the rule keeps out, why pgoipo-cold could
 * not keep it out (NULL: it did not see the edge before GCC's inliner). */
struct ext_inline_line ext_inline_line_of(enum ext_inline_verdict verdict, const char *why,
					  enum ext_inline_fate fate, const char *detail);

#ifdef __cplusplus
}
#endif
#endif
