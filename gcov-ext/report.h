/* report.h — the facts of `pgoipo report` and the two files it writes: a
 * self-contained HTML page (inline CSS and SVG, no script, nothing loaded)
 * and the same facts as JSON.
 *
 * Inputs (all but the program optional; each missing one leaves its part
 * out, and the page and the JSON say what to pass):
 *   program  the linked program: its .text functions (layout.h) and source
 *            files (STT_FILE symbols)
 *   index    the profile index (index.h): thresholds and summary
 *   dumps    the plugin's dump files (dumps.h): coverage, decisions, the
 *            profiled call graph (hotgraph.h) and the counts of the heat strip
 *   order    the order file the program was linked with: `pgoipo order
 *            --check`'s result (its lines, parsed by ext_report_set_check)
 *   before   the same objects linked without the order file: the strip
 *            before the order
 *
 * The JSON (report.json): {"report", "version", "program", "inputs",
 * "omitted": [{"part", "why"}], "coverage", "index", "decisions",
 * "callgraph", "layout": {"after", "before"}, "check"}, a part null when
 * left out.  "decisions.lines" lists every count of dumps.h (pass, kind[,
 * field, value], n) over all units, and each unit's under
 * "decisions.units"; "decisions.summary" names the ones the page shows
 * (ext_report_rows).  Counts are integers, shares and ratios numbers.
 */
#ifndef PGOIPO_REPORT_H
#define PGOIPO_REPORT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "dumps.h"
#include "error.h"
#include "hotgraph.h"
#include "index.h"
#include "layout.h"
#include "objfile.h"

#ifdef __cplusplus
extern "C" {
#endif

#define EXT_REPORT_COVER 990000u	/* the hot code: 99 % of the count */
#define EXT_REPORT_GRAPH_MAX 60u	/* functions drawn at most */
#define EXT_REPORT_HOTTEST 50u		/* decisions in the table */

/* The decisions the page shows, as counts of dumps.h: a row counts the lines
 * of (PASS, KIND), or of those with FIELD=VALUE; with BY_REASON the page and
 * the JSON list the counts by reason= value below it.  KEY names it in the
 * JSON's "summary". */
struct ext_report_row {
	const char *group, *label, *key;
	const char *pass, *kind, *field, *value;
	int by_reason;
};
extern const struct ext_report_row ext_report_rows[];
extern const size_t ext_report_nrows;

struct ext_report_inputs {
	const char *program, *index, *dumps, *order, *before;
};

struct ext_report_check {
	int ran;			/* the check read the program and the order file */
	int applied;			/* every listed function in order */
	size_t in_order, listed;
	double percent;
	char *line;			/* its "check: ..." line */
	char **missing, **out_of_place;
	size_t nmissing, nout_of_place;
	char **notes;			/* its "aliases: ..." and "ambiguous: ..." lines */
	size_t nnotes;
};

struct ext_report {
	struct ext_report_inputs in;
	struct ext_objfile_set program, before;
	struct ext_index *index;
	int have_dumps;
	struct ext_dumps dumps;
	char **sources;			/* the program's source files, sorted, distinct */
	size_t nsources;
	struct ext_hotgraph_node *nodes;	/* the profiled functions (dumps.h hottest) */
	struct ext_hotgraph_edge *edges;
	struct ext_hotgraph graph;
	int have_after, have_before;	/* the strips */
	struct ext_layout after, before_layout;
	struct ext_error after_why, before_why;	/* why a program has no strip, or "" */
	struct ext_report_check check;
};

/* Read the inputs IN (the check is added with ext_report_set_check).  0, or
 * -1 with ERR set when an input given cannot be read. */
int ext_report_read(const struct ext_report_inputs *in, struct ext_report *r, struct ext_error *err);

/* The lines `pgoipo order --check` printed (TEXT) and its exit status.  A
 * text without a "check:" line means the check could not run. */
int ext_report_set_check(struct ext_report *r, const char *text, int status, struct ext_error *err);

/* Why PART ("index", "coverage", "decisions", "callgraph", "layout",
 * "before", "check") is left out, as a sentence saying what to pass; NULL
 * when it is there.  Written into BUF (SIZE bytes). */
const char *ext_report_omitted(const struct ext_report *r, const char *part, char *buf, size_t size);

/* The dump unit the program's source file SOURCE was compiled in ("lapi.c"
 * in "src/lapi.c", "prog.c" in "dir/exe-prog.c"), or NULL. */
const struct ext_dumps_unit *ext_report_unit_of_source(const struct ext_report *r, const char *source);

int ext_report_json(FILE *out, const struct ext_report *r, struct ext_error *err);
void ext_report_html(FILE *out, const struct ext_report *r);

void ext_report_free(struct ext_report *r);

#ifdef __cplusplus
}
#endif
#endif
