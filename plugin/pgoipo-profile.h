/* pgoipo-profile.h — the plugin's view of the training run, shared by the passes.
 *
 * Hotness: a count is hot, cold or neutral against program-wide thresholds
 * from the profile index (profile=FILE, `pgoipo index`), or — without an
 * index — against thresholds computed from this unit's own block counts
 * (Algorithm 20.10.5's definition either way; see gcov-ext/summary.h).
 *
 * Names: GCC's value profiles name indirect-call targets by profile id.  A
 * function of this unit is found by its node's profile_id; a public function
 * of another unit through the index's name map.
 *
 * Include after gcc-common.h.
 */
#ifndef PGOIPO_PGOIPO_PROFILE_H
#define PGOIPO_PGOIPO_PROFILE_H

#include <stdint.h>

#include "summary.h"

/* Whether this is lto1 (WPA, LTRANS or a single LTO process), known from
 * plugin_init on. */
bool pgoipo_in_lto1(void);

/* Whether the unit was compiled with a profile: -fprofile-use or
 * -fauto-profile in cc1; in lto1, which does not see those options unless
 * the link line repeats them, whether any function was compiled with the
 * profile (-fbranch-probabilities, which -fprofile-use sets, is recorded
 * per function).  Every pass is gated on it. */
bool pgoipo_profile_in_use(void);

/* Load the index (once per compilation) or compute the unit's thresholds
 * (once per unit).  A missing or malformed index is a GCC error naming the
 * file; returns false then.  An index that has the profile ids of fewer than
 * half of the unit's profiled functions (at least 5) is another program's:
 * a warning naming it and the unit.  Call at the start of every pass's
 * execute, after GCC's "profile" pass. */
bool pgoipo_profile_init(void);

/* The thresholds in use and where they come from ("index FILE" or "unit"). */
uint64_t pgoipo_hot_threshold(void);
uint64_t pgoipo_cold_threshold(void);
const char *pgoipo_threshold_source(void);
/* The largest count of the program (index) or of the unit's blocks. */
uint64_t pgoipo_max_count(void);
/* The count at CUTOFF (millionths) of the summary in use (index or unit):
 * ext_summary_count_at. */
uint64_t pgoipo_count_at_cutoff(uint32_t cutoff);

/* Class of a count against the thresholds in use (gcov-ext/summary.h's
 * rule); an unknown (non-IPA) count is neutral. */
enum ext_summary_class pgoipo_classify(profile_count c);

/* The function of this unit with profile id ID, or NULL. */
cgraph_node *pgoipo_unit_function(int64_t id);
/* The symbol of the public function with profile id ID from the index, or
 * NULL (no index, not a public function of the indexed program, or the id
 * of several: a collision of GCC's 31-bit ids). */
const char *pgoipo_index_name(int64_t id);
/* For an id the index gives several names: "A|B...", else NULL. */
const char *pgoipo_index_ambiguous(int64_t id);
/* The .gcda unit of a profiled function no public symbol names (a static
 * function of another unit), from the index; NULL if none. */
const char *pgoipo_index_local(int64_t id);
/* Best name for a profile id: this unit's function, then the index; NULL. */
const char *pgoipo_name_of_id(int64_t id);

/* An indirect call's value profile, read from the histogram on its call
 * statement (present from GCC's "profile" pass until profile_estimate's
 * summary).  Targets sorted by count, descending (ties: smaller id first). */
struct icall_target {
	int64_t id;
	int64_t count;
};
struct icall_profile {
	int64_t executions;	/* the histogram's own count of the site */
	unsigned n;
	struct icall_target t[GCOV_TOPN_MAXIMUM_TRACKED_VALUES];
};
/* False when E has no value profile. */
bool pgoipo_icall_profile(cgraph_edge *e, struct icall_profile *p);
/* Remove the value profile from E's call statement (GCC's own promotion
 * then leaves the site alone). */
void pgoipo_icall_profile_remove(cgraph_edge *e);

/* An IPA count as a number, -1 when unknown. */
int64_t pgoipo_count(profile_count c);

#endif
