/* loop-rule.h — which loops keep GCC's unrolling and peeling (pass
 * pgoipo-lean), how pgoipo-unroll unrolls the very hot ones with
 * promoted-call guards, without GCC, and which loops pgoipo-recurrence keeps
 * out of GCC's SLP vectorizer.
 *
 * -fprofile-use turns on -funroll-loops and -fpeel-loops for the whole
 * program, and GCC's unrollers then copy every loop the profile saw run,
 * hot or not: the code a hot path runs grows with copies of loops that
 * hardly matter.  `lean` lets only the loops that carry the program keep
 * GCC's unrolling and peeling — those whose header count reaches the count
 * at the `lean-loop-cutoff` of the program's summary (by default the hot
 * threshold of Algorithm 20.10.5) — and gives every other loop the
 * equivalent of `#pragma GCC unroll 1` (no unrolling, no peeling).
 *
 * A very hot loop (at least lean-loop-hot percent of the program's largest
 * count) with promoted-call guards is unrolled by pgoipo-unroll itself (GCC's
 * RTL unroller cannot count it after -ftracer), by the largest power of 2
 * within the RTL unroller's limits; its profile is then set again from the
 * header count.
 */
#ifndef PGOIPO_LOOP_RULE_H
#define PGOIPO_LOOP_RULE_H

#include "summary.h"

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Iterations per entry a loop needs on average: unrolling a loop that runs
 * a few times per entry only adds a remainder loop. */
#define EXT_LOOP_MIN_TRIPS 16

/* Entries per call of its function a short loop needs for lean-short: a
 * loop entered at least twice per call runs inside another loop of its
 * function (MiniSat's search for a new watch, 4.5 times per call of
 * propagate); one entered once per call runs once on the function's path
 * (SQLite's sqlite3_strnicmp). */
#define EXT_LOOP_SHORT_ENTRIES 2

/* The header count a loop needs to be very hot: PCT percent of MAX_COUNT,
 * rounded up.  UINT64_MAX (no loop is) when PCT or MAX_COUNT is 0. */
uint64_t ext_loop_very_hot_count(uint64_t max_count, unsigned pct);

/* lean's verdict on a loop whose header ran COUNT times (below 0: unknown)
 * of class CLS, against THRESHOLD (the count at lean-loop-cutoff): NULL when
 * it keeps GCC's unrolling and peeling (COUNT >= THRESHOLD), else why not:
 * "cold", "neutral" (its class), "below-cutoff" (hot, but the cutoff is
 * stricter than the hot threshold) or "unknown" (no count). */
const char *ext_loop_lean_reason(int64_t count, enum ext_summary_class cls, uint64_t threshold);

/* lean's verdict on a loop, with ext_loop_lean_reason's arguments, in a
 * function the training run never entered (UNTRAINED, ext_summary_untrained)
 * or not, and that GCC optimizes for size (FOR_SIZE: its nest is probably
 * never executed by GCC's own reading of the profile) or not:
 * EXT_LOOP_KEEP (GCC's unrolling and peeling; *WHY NULL), EXT_LOOP_LEAN
 * (none; *WHY ext_loop_lean_reason's word), or EXT_LOOP_LEAVE, the loop
 * left to GCC:
 *   - with LEAVE_UNTRAINED in an untrained function (*WHY "untrained"):
 *     GCC's own PGO optimizes such a function for size (no unrolling or
 *     peeling that grows it) and lean has no count to go by (every loop of
 *     it would be lean, also the loops a measured run unlike the training
 *     run spends its time in);
 *   - with LEAVE_FOR_SIZE, a loop lean would make lean that GCC optimizes
 *     for size (*WHY "for-size"): GCC neither unrolls nor peels it then,
 *     but unrolls it completely where that does not grow the code, which
 *     lean's mark (loop->unroll = 1) forbids too.  Such a loop saves no
 *     code by lean and, when a measured run unlike the training run runs
 *     it, costs its loop control on every iteration. */
enum ext_loop_lean { EXT_LOOP_KEEP, EXT_LOOP_LEAN, EXT_LOOP_LEAVE };
enum ext_loop_lean ext_loop_lean_judge(int64_t count, enum ext_summary_class cls,
				       uint64_t threshold, int leave_untrained, int untrained,
				       int leave_for_size, int for_size, const char **why);

/* With LEAVE_HOT_COPY, a loop that VERDICT makes lean for want of a count
 * (COUNT below 0) whose header is part of an inlined copy of a function the
 * training ran and whose own loops carry the program (HOT_ORIGIN: a block
 * of its body ran at least lean's threshold and more often than the
 * function was entered) is left to GCC (*WHY "hot-copy"); otherwise VERDICT
 * and *WHY stand.  The copy's counts are a guess because its caller's are
 * (guess-untrained: a function the training never entered, inlining a
 * callee that it did run), but the loop is the callee's: the training found
 * it carries the program, and its out-of-line body keeps GCC's unrolling
 * for it (gzip -d trained on compression alone: updcrc's CRC loop, 8
 * instructions a byte in the copy in flush_window, 5.4 in the unrolled
 * body GCC's PGO calls). */
enum ext_loop_lean ext_loop_lean_copy(enum ext_loop_lean verdict, int64_t count,
				      int leave_hot_copy, int hot_origin, const char **why);

/* With SHORT_TRIPS (lean-short; 0: off), an innermost loop (INNERMOST) that
 * VERDICT makes lean for being neutral (CLS: below the hot threshold, above
 * the cold one), a search (COUNTED and SEARCH, below), entered at least
 * EXT_LOOP_SHORT_ENTRIES times per call of its function (ENTERED against
 * FN_ENTERED, the function's entry count) and whose header ran fewer than
 * SHORT_TRIPS times per entry on average (COUNT against ENTERED) is left to
 * GCC (*WHY "short"); otherwise VERDICT and *WHY stand.  GCC peels such a
 * loop by the training's few iterations (tree-level, within
 * max-peeled-insns), and its RTL unroller leaves a loop that rolls fewer
 * than twice its factor alone; lean's mark forbids the peeling, which a
 * measured run that runs the loop far more often than the training pays on
 * every entry (MiniSat's propagate, trained on problems that need no
 * search: a clause's search for a new watch, 1.5 iterations per entry,
 * peeled twice by GCC).  Each condition comes from a program the rule cost
 * without it:
 * - COUNTED, an exit that tests an induction variable (the shape
 *   `for (k = 2; k < size; k++)`, as MiniSat's): a walk that ends on what it
 *   finds (Lua's hash-chain walk in luaH_getshortstr, short in the numeric
 *   training, long in the measured one) stays lean, for GCC's peeled copies
 *   of it cost the measured run 18 % of the function;
 * - SEARCH, another exit besides (MiniSat's `break` on the watch it finds):
 *   a loop whose one exit is its count runs as long as the data it counts
 *   (a loop of gzip's inflate_codes, 1.3 iterations per entry in the
 *   training, entered 465 times per call; peeled, gzip -d ran 2.2 % more
 *   instructions with GCC 16);
 * - entered at least twice per call: a loop entered less often than its
 *   function lies off the function's common path, where its peeled copies
 *   only grow the function (CPython's _PyEval_EvalFrameDefault, 10.5 million
 *   calls in the training, has eleven short loops entered 8 to 489 times;
 *   peeled, the function ran 2 % more instructions), and one entered about
 *   once per call is the function's own short scan (SQLite's
 *   sqlite3_strnicmp, cellSizePtrNoPayload and 80 more under its training,
 *   whose peeled copies widened SQLite's hot code: 0.2 % of CEst in I1
 *   misses at every layout); MiniSat's loop is entered 4,007 times in 893
 *   calls of propagate, inside its loop over a literal's watches.
 * lean-short's default, 2, leaves searches that mostly find at once (a
 * search of jq's jq_next, 3 iterations per entry, peeled by GCC 16 with 4,
 * cost jq 0.3 % in branch mispredicts at every layout). */
enum ext_loop_lean ext_loop_lean_short(enum ext_loop_lean verdict, int64_t count,
				       enum ext_summary_class cls, int64_t entered,
				       int64_t fn_entered, int innermost, int counted, int search,
				       unsigned short_trips, const char **why);

/* Whether pgoipo-unroll may unroll a loop whose header ran COUNT times of
 * class CLS over ENTERED entries: very hot (COUNT >= VERY_HOT), hot, and at
 * least EXT_LOOP_MIN_TRIPS iterations per entry on average. */
int ext_loop_unroll_candidate(int64_t count, enum ext_summary_class cls, int64_t entered,
			      uint64_t very_hot);

/* The unroll factor of a loop of NINSNS instructions: the largest power of 2
 * within MAX_TIMES (--param max-unroll-times) and MAX_INSNS / NINSNS
 * (--param max-unrolled-insns); 0 for an empty body. */
unsigned ext_loop_unroll_factor(unsigned ninsns, unsigned max_insns, unsigned max_times);

/* The header executions of the remainder loop after unrolling a loop of
 * HEADER executions over ENTERED entries by FACTOR: about half a factor per
 * entry, at most HEADER.  The unrolled loop's header runs
 * (HEADER - remainder) / FACTOR times. */
int64_t ext_loop_remainder_count(int64_t header, int64_t entered, unsigned factor);

/* pgoipo-recurrence (scalar-recurrence): a loop whose header PHIs carry
 * integer values that come back to them through a multiplication (hash
 * lanes: v = rotl(v + x * P2, 13) * P1, four of them in xxHash's XXH32) is
 * kept out of GCC's SLP vectorizer.  SLP puts the lanes into one vector: it
 * counts throughput, the vector statements against the scalar ones, but
 * such a loop runs at the latency of its recurrence, and x86 has no integer
 * vector multiplication as fast as the scalar imul (SSE2 has none: GCC
 * synthesizes it from shifts and adds, a chain of 14 dependent statements
 * for one of XXH32's constants).  The scalar lanes run side by side; the
 * vector chain is several times longer.  LANES: such recurrences of the
 * loop.  NULL (keep the loop scalar) from EXT_LOOP_SCALAR_LANES on (what SLP
 * needs to group), else "one-lane". */
#define EXT_LOOP_SCALAR_LANES 2
const char *ext_loop_scalar_reason(unsigned lanes);

#ifdef __cplusplus
}
#endif
#endif
