/* profile.h — the merged profile of several .gcda files (profile.c). */
#ifndef PGOIPO_PROFILE_H
#define PGOIPO_PROFILE_H

#include "gcda.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The merged profile of several .gcda files (several objects of a program,
 * several training runs of the same objects), like `gcov-tool merge`:
 *
 *   - A function is identified by (ident, lineno_checksum, cfg_checksum);
 *     records with equal identity add up, and must have the same number of
 *     counters of each kind (else the merge fails naming both files).
 *   - arcs, interval, pow2, average: values add.  ior, conditions, paths
 *     (bit sets): values are or-ed.
 *     time_profiler: the smallest non-zero value wins (the earliest first
 *     execution, as __gcov_merge_time_profile does).
 *   - topn, indirect_call: per site, totals add, `lost` propagates, and the
 *     pairs add up by value.  Unlike libgcov, which keeps 32 values per site
 *     and approximates beyond that, all values are kept: the merged profile
 *     is summarized, never written back as a .gcda.  Pairs are sorted by
 *     count, largest first, then by value.
 *   - runs and sum_max: files of the same object (same set of function
 *     records) add up, as successive runs into one .gcda do; the program's
 *     values are the largest over its objects, since each object of a
 *     program records the same program-wide runs and sum_max.
 */
struct ext_profile;

struct ext_profile *ext_profile_new(void);
void ext_profile_free(struct ext_profile *p);
/* Merge the functions of GCDA into P.  -1 on a shape mismatch or when a
 * count would reach 2^63, which GCC's signed 64-bit counts cannot hold ("<file>:
 * function <id>: arc counter 1 would reach 2^63 when merged ..."): P is then
 * unchanged for the function concerned, but for a target's count at an
 * indirect-call site that exceeds the site's total (only in a corrupted file);
 * either way the caller should give up. */
int ext_profile_add(struct ext_profile *p, const struct ext_gcda *gcda, struct ext_error *err);
/* The merged functions, sorted by (ident, lineno_checksum, cfg_checksum)
 * (ext_profile_function sorts them on first use after an ext_profile_add). */
size_t ext_profile_n_functions(const struct ext_profile *p);
const struct ext_gcda_function *ext_profile_function(struct ext_profile *p, size_t i);
size_t ext_profile_n_files(const struct ext_profile *p);
uint64_t ext_profile_runs(const struct ext_profile *p);
uint64_t ext_profile_sum_max(const struct ext_profile *p);
/* All arc counters of all merged functions (negative values, which only a
 * counter overflow produces, count as 0).  *COUNTS is malloc'ed (NULL when
 * there are none); returns the number of counts, or (size_t)-1 when out of
 * memory. */
size_t ext_profile_arc_counts(const struct ext_profile *p, uint64_t **counts);

/* The profile ids P mentions, sorted, each once: the functions' idents and
 * the values of their indirect_call sites (the callees' ids; values outside
 * 1..INT32_MAX cannot be ids and are left out).  *IDS is malloc'ed (NULL when
 * there are none); returns how many, or (size_t)-1 when out of memory. */
size_t ext_profile_ids(const struct ext_profile *p, uint32_t **ids);

#ifdef __cplusplus
}
#endif
#endif
