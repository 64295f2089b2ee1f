/* dumps.h — what the plugin's dump files of a build say, gathered for
 * `pgoipo report`: line counts, the decisions with their counts, which
 * units had a profile, and the profiled call graph.
 *
 * ext_dumps_read reads every dump file (dumpline.h) under a directory tree.
 * From all passes' lines it counts:
 *   - per unit and in total, the lines of each (pass, kind), and of each
 *     (pass, kind, FIELD=VALUE) for the fields reason, by, class, where and
 *     result (VALUE the field's first word): "icp refuse reason=cold-site";
 *   - the decisions that carry a count (DECISION_KINDS in dumps.c: icp
 *     promote/refuse, keep keep, guards guard/drop, inline inline/keep-out/
 *     refuse/leave, lean keep/lean, unroll unroll/skip), with the count
 *     (field count, for loops header-count), the subject, the target and
 *     the deciding field.
 * From pgoipo-hotness (the counts as GCC read them, before inlining):
 *   - per unit, its functions and how many have a count: a unit whose
 *     functions all lack one had no .gcda GCC could read; a function without
 *     a count in a unit with one is a -Wcoverage-mismatch (GCC dropped its
 *     profile: the function changed since training) or new since training;
 *   - the profiled call graph: functions (by name; static functions of the
 *     same name in several units become one), their entry counts, direct
 *     edges and indirect-call targets with counts, and from pgoipo-icp and
 *     pgoipo-guards which indirect edges were promoted (and which of their
 *     guards were dropped again).
 * From pgoipo-cgprofile (the final code, after inlining): each function's
 * entry count and the counts of the calls left in it.
 *
 * A function's counts:
 *   hottest    the largest count known in its profiled body: its entry count
 *              or the count of a call in it (before inlining).  A loop that
 *              calls runs as often as its calls, while the entry count of
 *              the function around it may be 1.
 *   program    the same for its out-of-line body in the program: the largest
 *              of its final entry count, the counts of the calls left in it,
 *              and its profiled calls scaled by final entry / profiled entry
 *              (what of the function inlining left out of line; Theorem
 *              20.10.4's n/N).  Without a pgoipo-cgprofile dump: hottest.
 */
#ifndef PGOIPO_DUMPS_H
#define PGOIPO_DUMPS_H

#include <stddef.h>
#include <stdint.h>

#include "error.h"

#ifdef __cplusplus
extern "C" {
#endif

/* How many lines of (PASS, KIND), or of those with FIELD=VALUE. */
struct ext_dumps_count {
	const char *pass, *kind;
	const char *field, *value;	/* NULL, NULL: every line of the kind */
	uint64_t n;
};

struct ext_dumps_unit {
	const char *name;		/* "dispatch.c", "src/lapi.c", "prog.wpa" */
	const char **passes;		/* the passes with a dump, sorted */
	size_t npasses;
	struct ext_dumps_count *counts;	/* sorted by pass, kind, field, value */
	size_t ncounts;
	int hotness;			/* it has a pgoipo-hotness dump */
	size_t functions, with_counts;	/* its pgoipo-hotness function lines */
	const char **uncounted;		/* functions without a count, in dump order */
	size_t nuncounted;
	const char *thresholds;		/* source=... of its first thresholds line, or NULL */
};

struct ext_dumps_decision {
	uint64_t count;
	const char *unit, *pass, *kind;
	const char *subject, *target;	/* target may be NULL */
	const char *field, *value;	/* the deciding field (reason, by, where), or NULL */
};

struct ext_dumps_function {
	const char *name;
	const char *unit;		/* the first unit whose hotness dump has it, or NULL */
	int profiled;			/* has a numeric entry in pgoipo-hotness */
	uint64_t entry, hottest;	/* see above */
	int final;			/* has a func line in pgoipo-cgprofile */
	uint64_t final_entry, final_hottest;
	uint64_t program;		/* see above */
};

struct ext_dumps_edge {
	uint32_t from, to;		/* indices into functions */
	uint64_t count;
	unsigned indirect : 1;		/* an indirect-call target */
	unsigned promoted : 1;		/* promoted by pgoipo-icp */
	unsigned dropped : 1;		/* its guard dropped by pgoipo-guards */
};

struct ext_dumps {
	size_t files, lines;		/* dump files and dump lines read */
	struct ext_dumps_unit *units;	/* sorted by name */
	size_t nunits;
	struct ext_dumps_count *total;	/* over all units, sorted */
	size_t ntotal;
	struct ext_dumps_decision *decisions;	/* count descending (by_decision in dumps.c) */
	size_t ndecisions;
	struct ext_dumps_function *functions;	/* first seen first */
	size_t nfunctions;
	struct ext_dumps_edge *edges;	/* sorted by (from, to, indirect) */
	size_t nedges;
	uint32_t *by_name;		/* function indices sorted by name */
	void *store;			/* the strings all of the above point to */
};

/* Read every dump file under DIR (a directory, or one dump file).  0, or -1
 * with ERR set (unreadable file, out of memory).  No dump file is not an
 * error: D->files is then 0. */
int ext_dumps_read(const char *dir, struct ext_dumps *d, struct ext_error *err);
void ext_dumps_free(struct ext_dumps *d);

/* The count of (PASS, KIND[, FIELD=VALUE]) in COUNTS[0..N); 0 when absent. */
uint64_t ext_dumps_get(const struct ext_dumps_count *counts, size_t n, const char *pass,
		       const char *kind, const char *field, const char *value);

/* The function named NAME, or NULL. */
const struct ext_dumps_function *ext_dumps_function(const struct ext_dumps *d, const char *name);

#ifdef __cplusplus
}
#endif
#endif
