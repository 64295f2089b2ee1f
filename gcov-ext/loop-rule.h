/* loop-rule.h — which loops lean leaves unrolled, and by how much
 * (passes pgoipo-lean and pgoipo-unroll), without GCC.
 *
 * `lean` turns off the unrolling and peeling -fprofile-use adds.  An
 * innermost loop still gets unrolled when its header count is hot, it runs
 * at least EXT_LOOP_MIN_TRIPS iterations per entry on average, and either
 * its header count is very hot (at least lean-loop-hot percent of the
 * program's largest count) or its body is at most lean-loop-insns
 * instructions.  A very hot loop with promoted-call guards is unrolled by
 * pgoipo-unroll itself, by the largest power of 2 within the RTL unroller's
 * limits; its profile is then set again from the header count.
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

/* The header count a loop needs to be very hot: PCT percent of MAX_COUNT,
 * rounded up.  UINT64_MAX (no loop is) when PCT or MAX_COUNT is 0. */
uint64_t ext_loop_very_hot_count(uint64_t max_count, unsigned pct);

/* Why lean leaves a loop alone, or NULL when it unrolls it: "cold" (the
 * header's class CLS is not hot), "trips" (COUNT header executions over
 * ENTERED entries are fewer than EXT_LOOP_MIN_TRIPS per entry), "size"
 * (more than MAX_INSNS instructions and not very hot, COUNT < VERY_HOT). */
const char *ext_loop_lean_skip(enum ext_summary_class cls, int64_t count, int64_t entered,
			       int64_t insns, unsigned max_insns, uint64_t very_hot);

/* The unroll factor of a loop of NINSNS instructions: the largest power of 2
 * within MAX_TIMES (--param max-unroll-times) and MAX_INSNS / NINSNS
 * (--param max-unrolled-insns); 0 for an empty body. */
unsigned ext_loop_unroll_factor(unsigned ninsns, unsigned max_insns, unsigned max_times);

/* The header executions of the remainder loop after unrolling a loop of
 * HEADER executions over ENTERED entries by FACTOR: about half a factor per
 * entry, at most HEADER.  The unrolled loop's header runs
 * (HEADER - remainder) / FACTOR times. */
int64_t ext_loop_remainder_count(int64_t header, int64_t entered, unsigned factor);

#ifdef __cplusplus
}
#endif
#endif
