/* summary.h — profile summary and hot/cold count thresholds (Algorithm 20.10.5).
 *
 * From a multiset of counts, the detailed summary gives for each cutoff c (in
 * millionths) the smallest count m such that the counts >= m add up to at
 * least floor(total * c / 1000000), and how many counts are >= m — exactly
 * LLVM's ProfileSummaryBuilder::computeDetailedSummary, so the numbers agree
 * with `llvm-profdata show --detailed-summary` on the same counts.
 *
 * The thresholds, as LLVM's ProfileSummaryInfo computes them:
 *   hot  = the min count of cutoff_hot  (default 990000: counts >= hot cover
 *          99% of the total); a count c is hot iff c >= hot
 *   cold = the min count of cutoff_cold (default 999999); a count c is cold
 *          iff c <= cold
 *   When both are equal (e.g. all counts equal), a count would be hot and
 *   cold at once; as LLVM does, cold is lowered by one (or, when it is 0,
 *   hot raised by one).
 *   No counts, or a total of 0: there is no evidence of heat, so nothing is
 *   hot and only a zero count is cold: hot = UINT64_MAX, cold = 0.
 *
 * Which counts: that is the caller's choice.  `pgoipo index` passes the arc
 * counters of the .gcda files (see docs/design.md, "Which counts the summary is
 * over"); the plugin's per-unit fallback passes the unit's block counts.
 *
 * Totals saturate at UINT64_MAX; the cutoff arithmetic never overflows.
 */
#ifndef PGOIPO_SUMMARY_H
#define PGOIPO_SUMMARY_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define EXT_CUTOFF_SCALE 1000000u	  /* cutoffs are in millionths */
#define EXT_CUTOFF_HOT_DEFAULT 990000u	  /* 99%, LLVM -profile-summary-cutoff-hot */
#define EXT_CUTOFF_COLD_DEFAULT 999999u	  /* 99.9999%, -profile-summary-cutoff-cold */
#define EXT_SUMMARY_MAX_CUTOFFS 32

/* The cutoffs of the detailed summary: 10%, 20%, ..., 90%, 95%, 99%, 99.9%,
 * 99.99%, 99.999%, 99.9999%. */
extern const uint32_t ext_summary_cutoffs[];
extern const size_t ext_summary_n_cutoffs;

struct ext_summary_entry {
	uint32_t cutoff;	/* millionths */
	uint64_t min_count;	/* counts >= min_count cover the cutoff */
	uint64_t n_counts;	/* how many counts are >= min_count */
};

struct ext_summary {
	uint64_t total;		/* sum of the counts (saturating) */
	uint64_t max;		/* largest count */
	uint64_t n_counts;	/* number of counts, zeros included */
	size_t n_entries;
	struct ext_summary_entry entries[EXT_SUMMARY_MAX_CUTOFFS];
	uint32_t cutoff_hot, cutoff_cold;
	uint64_t hot, cold;	/* the thresholds, see above */
};

/* The thresholds for COUNTS[0..N).  Returns 0, or -1 (and leaves *HOT and
 * *COLD alone) when a cutoff exceeds 1000000 or memory runs out. */
int ext_summary_thresholds_of(const uint64_t *counts, size_t n, uint32_t cutoff_hot, uint32_t cutoff_cold,
		   uint64_t *hot, uint64_t *cold);

/* The full summary with the standard cutoffs and the thresholds.  Same
 * return values as ext_summary_thresholds_of. */
int ext_summary_compute(const uint64_t *counts, size_t n, uint32_t cutoff_hot,
			uint32_t cutoff_cold, struct ext_summary *s);

/* The thresholds from summary entries computed for CUTOFF_HOT and
 * CUTOFF_COLD (the rules above).  Exposed for the index reader's checks. */
void ext_summary_thresholds(uint64_t total, uint64_t hot_min_count, uint64_t cold_min_count,
			    uint64_t *hot, uint64_t *cold);

/* Parse a cutoff: an integer of millionths in 1..1000000, or a percentage
 * with at most 4 decimals and a '%' sign ("99.9999%").  -1 if malformed. */
int ext_summary_cutoff_parse(const char *text, uint32_t *cutoff);
/* Format a cutoff as a percentage with 4 decimals ("99.9999%").  BUF must
 * hold 16 bytes. */
const char *ext_summary_cutoff_format(uint32_t cutoff, char *buf);

/* The count a count must reach to be among those that make up CUTOFF
 * (millionths) of the total: the hot threshold for the summary's hot
 * cutoff, else the min_count of the detailed entry with the smallest cutoff
 * >= CUTOFF (the standard cutoffs are 10 %, 20 %, ..., 99.9999 %: a cutoff
 * between two of them takes the larger, so more counts qualify).
 * UINT64_MAX when the total is 0 or no entry covers CUTOFF. */
uint64_t ext_summary_count_at(const struct ext_summary *s, uint32_t cutoff);

/* The class of a count against the thresholds (Algorithm 20.10.5): hot when
 * COUNT >= HOT, else cold when COUNT <= COLD, else neutral; an unknown count
 * (below 0) is neutral.  Every pass of the plugin classifies with this. */
enum ext_summary_class { EXT_CLASS_COLD, EXT_CLASS_NEUTRAL, EXT_CLASS_HOT };
enum ext_summary_class ext_summary_classify(int64_t count, uint64_t hot, uint64_t cold);
/* "hot", "cold", "neutral": the word the dumps print. */
const char *ext_summary_class_name(enum ext_summary_class cls);

/* Whether the training run never entered a function: its entry count ENTRY
 * is 0 and so is BODY_MAX, the largest known count in its body (its blocks,
 * or where they are not at hand its call sites; 0 when none is known).  An
 * unknown entry count (below 0): no, nothing is known.  GCC's own PGO optimizes such a function for size
 * (GCC: probably_never_executed); where pgoipo's rules leave its decisions
 * to GCC in such a function (leave-untrained), the training run's code is
 * what it was, and a measured run that does enter the function gets what
 * GCC PGO gives it. */
int ext_summary_untrained(int64_t entry, int64_t body_max);

/* Whether a block's count COUNT is a count lost, to be mended to INCOMING,
 * the sum of the counts of the edges that enter it and that their sources
 * always take (pgoipo-mend): COUNT is a zero of the profile (not unknown,
 * below 0) while INCOMING is above 0.  A block runs at least as often as it
 * is entered; GCC's CFG cleanup can leave a forwarder block at 0 after
 * redirecting a counted edge to it. */
int ext_summary_mended(int64_t count, int64_t incoming);

#ifdef __cplusplus
}
#endif
#endif
