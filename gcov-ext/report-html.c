/* report-html.c — see report.h: the page.
 *
 * One file: inline CSS, inline SVG, no script, no reference to anything
 * outside it (the favicon is an empty data: URL, so the browser asks for
 * none); the only link is to report.json beside it.
 */
#include "report.h"

#include "svg.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#define STRIP_WIDTH 960.0
#define LIST_MAX 20		/* names listed before "... (N more)" */

static const char CSS[] =
	"body{font:15px/1.45 system-ui,-apple-system,'Segoe UI',sans-serif;margin:0 auto;"
	"max-width:1120px;padding:0 20px 40px;color:#1b1b1b;background:#fff}\n"
	"h1{font-size:24px;margin:22px 0 6px}h2{font-size:20px;margin:30px 0 8px;"
	"border-bottom:2px solid #1565c0;padding-bottom:3px}h3{font-size:16px;margin:20px 0 6px}\n"
	"code,td.name,td.num{font-family:ui-monospace,'DejaVu Sans Mono',monospace;font-size:13px}\n"
	"table{border-collapse:collapse;margin:8px 0 12px}th,td{border:1px solid #d0d0d0;"
	"padding:3px 8px;text-align:left;vertical-align:top}th{background:#f1f4f8}\n"
	"td.num{text-align:right}tr.sub td{color:#555;font-size:13px}tr.sub td:first-child{"
	"padding-left:24px}tr.zero td{color:#999}\n"
	"p.missing{background:#fff6d8;border-left:4px solid #e0a800;padding:6px 10px}\n"
	"p.bad{background:#fde8e8;border-left:4px solid #c62828;padding:6px 10px}\n"
	"p.good{background:#e8f5e9;border-left:4px solid #2e7d32;padding:6px 10px}\n"
	".figure{overflow-x:auto;border:1px solid #e3e3e3;padding:6px;margin:8px 0}\n"
	"nav a{margin-right:14px}.inputs{color:#444}\n"
	"svg text.label{font-size:10px;fill:#444}svg text.label.promoted{fill:#1565c0;font-weight:bold}\n"
	"svg text.legend{font-size:11px;fill:#333}svg text.span{font-size:11px;fill:#1565c0}\n"
	"svg text.address{font-size:10px;fill:#666}svg text.count{font-size:11px}\n";

static void esc(FILE *out, const char *s)
{
	ext_svg_escape(out, s ? s : "");
}

static void missing(FILE *out, const char *sentence)
{
	fputs("<p class=\"missing\">", out);
	esc(out, sentence);
	fputs("</p>\n", out);
}

static void names(FILE *out, const char *const *list, size_t n)
{
	for (size_t i = 0; i < n && i < LIST_MAX; i++) {
		fputs(i ? ", <code>" : "<code>", out);
		esc(out, list[i]);
		fputs("</code>", out);
	}
	if (n > LIST_MAX)
		fprintf(out, " ... (%zu more)", n - LIST_MAX);
}

static const char *plural(uint64_t n)
{
	return n == 1 ? "" : "s";
}

/* ---- profile coverage --------------------------------------------------------- */

static void index_part(FILE *out, const struct ext_report *r)
{
	char buf[1024], cut[16];
	const struct ext_summary *s;

	fputs("<h3>The profile index</h3>\n", out);
	if (ext_report_omitted(r, "index", buf, sizeof buf)) {
		missing(out, buf);
		return;
	}
	s = ext_index_summary(r->index);
	fputs("<p><code>", out);
	esc(out, r->in.index);
	fprintf(out, "</code>: %" PRIu64 " training run%s, %" PRIu64 " profiled function%s, %zu name%s.</p>\n",
		ext_index_runs(r->index), plural(ext_index_runs(r->index)), ext_index_n_functions(r->index),
		plural(ext_index_n_functions(r->index)), ext_index_n_names(r->index),
		plural(ext_index_n_names(r->index)));
	fputs("<table><tr><th>summary</th><th>value</th></tr>\n", out);
	fprintf(out, "<tr><td>total of the counts</td><td class=\"num\">%" PRIu64 "</td></tr>\n", s->total);
	fprintf(out, "<tr><td>largest count</td><td class=\"num\">%" PRIu64 "</td></tr>\n", s->max);
	fprintf(out, "<tr><td>counts</td><td class=\"num\">%" PRIu64 "</td></tr>\n", s->n_counts);
	fprintf(out, "<tr><td>hot: count &ge; (cutoff %s)</td><td class=\"num\">%" PRIu64 "</td></tr>\n",
		ext_summary_cutoff_format(s->cutoff_hot, cut), s->hot);
	fprintf(out, "<tr><td>cold: count &le; (cutoff %s)</td><td class=\"num\">%" PRIu64 "</td></tr>\n",
		ext_summary_cutoff_format(s->cutoff_cold, cut), s->cold);
	fputs("</table>\n<table><tr><th>cutoff</th><th>min count</th><th>counts &ge; it</th></tr>\n", out);
	for (size_t i = 0; i < s->n_entries; i++)
		fprintf(out, "<tr><td class=\"num\">%s</td><td class=\"num\">%" PRIu64 "</td><td class=\"num\">%"
			     PRIu64 "</td></tr>\n", ext_summary_cutoff_format(s->entries[i].cutoff, cut),
			s->entries[i].min_count, s->entries[i].n_counts);
	fputs("</table>\n", out);
}

static void coverage(FILE *out, const struct ext_report *r)
{
	const struct ext_dumps *d = &r->dumps;
	size_t with = 0, without = 0, functions = 0, counted = 0, mismatches = 0, nosrc = 0;
	char buf[1024];

	fputs("<section id=\"coverage\"><h2>Profile coverage</h2>\n", out);
	if (ext_report_omitted(r, "coverage", buf, sizeof buf)) {
		missing(out, buf);
	} else {
		for (size_t u = 0; u < d->nunits; u++) {
			const struct ext_dumps_unit *unit = &d->units[u];
			if (!unit->hotness)
				continue;
			if (unit->with_counts) {
				with++;
				mismatches += unit->nuncounted;
			} else {
				without++;
			}
			functions += unit->functions;
			counted += unit->with_counts;
		}
		fprintf(out, "<p class=\"%s\">%zu of %zu unit%s compiled with the plugin had a <code>.gcda</code> "
			     "that GCC read; %zu of %zu function%s have counts.", without ? "bad" : "good", with,
			with + without, plural(with + without), counted, functions, plural(functions));
		if (without)
			fprintf(out, " %zu unit%s had none: GCC found no <code>.gcda</code> for %s "
				     "(<code>-Wmissing-profile</code>).", without, plural(without),
				without == 1 ? "it" : "them");
		if (mismatches)
			fprintf(out, " %zu function%s in units with a profile %s no count: GCC dropped "
				     "%s profile (<code>-Wcoverage-mismatch</code>: changed since the training "
				     "build) or %s new.", mismatches, plural(mismatches),
				mismatches == 1 ? "has" : "have", mismatches == 1 ? "its" : "their",
				mismatches == 1 ? "it is" : "they are");
		fputs("</p>\n<table><tr><th>unit</th><th>.gcda read</th><th>functions</th><th>with counts</th>"
		      "<th>without a count</th><th>thresholds from</th></tr>\n", out);
		for (size_t u = 0; u < d->nunits; u++) {
			const struct ext_dumps_unit *unit = &d->units[u];
			if (!unit->hotness)
				continue;
			fputs("<tr><td class=\"name\">", out);
			esc(out, unit->name);
			fprintf(out, "</td><td>%s</td><td class=\"num\">%zu</td><td class=\"num\">%zu</td><td>",
				unit->with_counts ? "yes" : "<strong>no</strong>", unit->functions,
				unit->with_counts);
			names(out, unit->uncounted, unit->nuncounted);
			fputs("</td><td>", out);
			esc(out, unit->thresholds ? unit->thresholds : "-");
			fputs("</td></tr>\n", out);
		}
		fputs("</table>\n", out);
		for (size_t i = 0; i < r->nsources; i++)
			nosrc += !ext_report_unit_of_source(r, r->sources[i]);
		fprintf(out, "<p>%zu of the program's %zu source file%s (its <code>STT_FILE</code> symbols) "
			     "have no dump: compiled without the plugin, or start files and libraries", nosrc,
			r->nsources, plural(r->nsources));
		if (nosrc) {
			const char **list = malloc(nosrc * sizeof *list);
			size_t n = 0;
			for (size_t i = 0; list && i < r->nsources; i++)
				if (!ext_report_unit_of_source(r, r->sources[i]))
					list[n++] = r->sources[i];
			fputs(": ", out);
			names(out, list, n);
			free(list);
		}
		fputs(".</p>\n", out);
	}
	index_part(out, r);
	fputs("</section>\n", out);
}

/* ---- decisions ---------------------------------------------------------------------- */

static void summary_rows(FILE *out, const struct ext_dumps_count *c, size_t n)
{
	const char *group = NULL;

	for (size_t k = 0; k < ext_report_nrows; k++) {
		const struct ext_report_row *row = &ext_report_rows[k];
		uint64_t v = ext_dumps_get(c, n, row->pass, row->kind, row->field, row->value);
		if (!group || strcmp(group, row->group)) {
			group = row->group;
			fputs("<tr><th colspan=\"3\">", out);
			esc(out, group);
			fputs("</th></tr>\n", out);
		}
		fprintf(out, "<tr%s><td>", v ? "" : " class=\"zero\"");
		esc(out, row->label);
		fprintf(out, "</td><td class=\"num\">%" PRIu64 "</td><td><code>pgoipo-%s %s", v, row->pass, row->kind);
		if (row->field)
			fprintf(out, " %s=%s", row->field, row->value);
		fputs("</code></td></tr>\n", out);
		if (!row->by_reason)
			continue;
		for (size_t i = 0; i < n; i++)
			if (!strcmp(c[i].pass, row->pass) && !strcmp(c[i].kind, row->kind) && c[i].field &&
			    !strcmp(c[i].field, "reason")) {
				fputs("<tr class=\"sub\"><td>", out);
				esc(out, c[i].value);
				fprintf(out, "</td><td class=\"num\">%" PRIu64 "</td><td></td></tr>\n", c[i].n);
			}
	}
}

/* The per-unit table's columns: keys of ext_report_rows. */
static const char *const UNIT_COLUMNS[][2] = {
	{ "icp_promoted", "promoted" },	       { "icp_refused", "refused" },
	{ "guards_kept", "guards kept" },       { "guards_dropped", "guards dropped" },
	{ "inline_inlined", "hot inlined" },    { "inline_hot_refused", "hot refused" },
	{ "inline_kept_out", "cold kept out" }, { "theorem_violations", "Thm 20.10.4 violations" },
	{ "theorem_unchecked", "unchecked" },
};

static const struct ext_report_row *row_of(const char *key)
{
	for (size_t k = 0; k < ext_report_nrows; k++)
		if (!strcmp(ext_report_rows[k].key, key))
			return &ext_report_rows[k];
	return NULL;
}

static void per_unit(FILE *out, const struct ext_dumps *d)
{
	const size_t ncol = sizeof UNIT_COLUMNS / sizeof UNIT_COLUMNS[0];

	fprintf(out, "<details%s><summary>Per unit (%zu unit%s)</summary>\n<table><tr><th>unit</th>",
		d->nunits <= 12 ? " open" : "", d->nunits, plural(d->nunits));
	for (size_t c = 0; c < ncol; c++)
		fprintf(out, "<th>%s</th>", UNIT_COLUMNS[c][1]);
	fputs("</tr>\n", out);
	for (size_t u = 0; u < d->nunits; u++) {
		const struct ext_dumps_unit *unit = &d->units[u];
		fputs("<tr><td class=\"name\">", out);
		esc(out, unit->name);
		fputs("</td>", out);
		for (size_t c = 0; c < ncol; c++) {
			const struct ext_report_row *row = row_of(UNIT_COLUMNS[c][0]);
			fprintf(out, "<td class=\"num\">%" PRIu64 "</td>",
				row ? ext_dumps_get(unit->counts, unit->ncounts, row->pass, row->kind, row->field,
						    row->value) : 0);
		}
		fputs("</tr>\n", out);
	}
	fputs("</table></details>\n", out);
}

static void hottest(FILE *out, const struct ext_dumps *d)
{
	size_t n = d->ndecisions < EXT_REPORT_HOTTEST ? d->ndecisions : EXT_REPORT_HOTTEST;

	fprintf(out, "<h3>The hottest %zu decision%s</h3>\n", n, plural(n));
	if (!n) {
		fputs("<p>No decision line with a count in the dumps.</p>\n", out);
		return;
	}
	fprintf(out, "<p>Of %zu decision%s with a count (promotions, guards, inlining, loops), by count.</p>\n"
		     "<table><tr><th>#</th><th>count</th><th>decision</th><th>where</th><th>target</th>"
		     "<th>why</th><th>unit</th></tr>\n", d->ndecisions, plural(d->ndecisions));
	for (size_t i = 0; i < n; i++) {
		const struct ext_dumps_decision *x = &d->decisions[i];
		fprintf(out, "<tr><td class=\"num\">%zu</td><td class=\"num\">%" PRIu64 "</td><td><code>%s %s"
			     "</code></td><td class=\"name\">", i + 1, x->count, x->pass, x->kind);
		esc(out, x->subject);
		fputs("</td><td class=\"name\">", out);
		esc(out, x->target ? x->target : "");
		fputs("</td><td><code>", out);
		if (x->field) {
			esc(out, x->field);
			fputc('=', out);
			esc(out, x->value);
		}
		fputs("</code></td><td class=\"name\">", out);
		esc(out, x->unit);
		fputs("</td></tr>\n", out);
	}
	fputs("</table>\n", out);
}

static void decisions(FILE *out, const struct ext_report *r)
{
	const struct ext_dumps *d = &r->dumps;
	char buf[1024];

	fputs("<section id=\"decisions\"><h2>Decisions</h2>\n", out);
	if (ext_report_omitted(r, "decisions", buf, sizeof buf)) {
		missing(out, buf);
		fputs("</section>\n", out);
		return;
	}
	fprintf(out, "<p>From %zu dump file%s of %zu unit%s (%zu dump line%s) under <code>", d->files,
		plural(d->files), d->nunits, plural(d->nunits), d->lines, plural(d->lines));
	esc(out, r->in.dumps);
	fputs("</code>; each number counts lines of the dump named on its right "
	      "(<a href=\"report.json\">report.json</a> has every count).</p>\n"
	      "<table><tr><th>in total</th><th>count</th><th>dump lines</th></tr>\n", out);
	summary_rows(out, d->total, d->ntotal);
	fputs("</table>\n", out);
	per_unit(out, d);
	hottest(out, d);
	fputs("</section>\n", out);
}

/* ---- the call graph ----------------------------------------------------------------- */

static void callgraph(FILE *out, const struct ext_report *r)
{
	const struct ext_hotgraph *g = &r->graph;
	size_t promoted = 0;
	char buf[1024];

	fputs("<section id=\"callgraph\"><h2>The hot call graph</h2>\n", out);
	if (ext_report_omitted(r, "callgraph", buf, sizeof buf)) {
		missing(out, buf);
		fputs("</section>\n", out);
		return;
	}
	for (size_t k = 0; k < g->nedges; k++)
		promoted += r->edges[g->edge[k]].promoted;
	fprintf(out, "<p>The %u function%s that execute %.0f %% of the profiled count (%" PRIu64 " of %" PRIu64
		     "), and the %zu call%s among them, %zu of them promoted indirect calls (blue). A "
		     "function's count is the largest count in its profiled body: its entry count or the "
		     "count of a call in it, before inlining (<code>pgoipo-hotness</code>).",
		g->nhot, plural(g->nhot), EXT_REPORT_COVER / 1e4, g->covered, g->total, g->nedges,
		plural(g->nedges), promoted);
	if (g->n < g->nhot)
		fprintf(out, " The %u hottest are drawn.", g->n);
	fputs("</p>\n<div class=\"figure\">\n", out);
	ext_hotgraph_svg(out, g, r->nodes, r->edges, "The hot call graph");
	fputs("</div>\n</section>\n", out);
}

/* ---- the layout ---------------------------------------------------------------------- */

static void strip(FILE *out, const struct ext_layout *l, uint64_t min, uint64_t max,
		  const char *title, const char *program)
{
	fputs("<h3>", out);
	esc(out, title);
	fputs(": <code>", out);
	esc(out, program);
	fprintf(out, "</code></h3>\n<p>%zu function%s in <code>.text</code>; the hot code is %zu function%s, "
		     "%" PRIu64 " bytes, in a span of %" PRIu64 " bytes: <strong>%.2f</strong> times its packed "
		     "size.</p>\n<div class=\"figure\">\n", l->n, plural(l->n), l->nhot, plural(l->nhot),
		l->hot_bytes, l->span_end - l->span_start, ext_layout_span_ratio(l));
	ext_layout_svg(out, l, min, max, STRIP_WIDTH, title);
	fputs("</div>\n", out);
}

static void check(FILE *out, const struct ext_report *r)
{
	const struct ext_report_check *c = &r->check;
	char buf[1024];

	fputs("<h3><code>pgoipo order --check</code></h3>\n", out);
	if (ext_report_omitted(r, "check", buf, sizeof buf)) {
		missing(out, buf);
		return;
	}
	fprintf(out, "<p class=\"%s\">%zu of %zu function%s of the order file are in order in the program "
		     "(%.2f %%): the order was %s.</p>\n<p><code>", c->applied ? "good" : "bad", c->in_order,
		c->listed, plural(c->listed), c->percent, c->applied ? "applied" : "<strong>not</strong> all applied");
	esc(out, c->line);
	fputs("</code></p>\n", out);
	if (c->nmissing) {
		fputs("<p>Missing from the program: ", out);
		names(out, (const char *const *)c->missing, c->nmissing);
		fputs(".</p>\n", out);
	}
	if (c->nout_of_place) {
		fputs("<p>Out of place: ", out);
		names(out, (const char *const *)c->out_of_place, c->nout_of_place);
		fputs(".</p>\n", out);
	}
	for (size_t i = 0; i < c->nnotes; i++) {
		fputs("<p><code>", out);
		esc(out, c->notes[i]);
		fputs("</code></p>\n", out);
	}
}

static void layout(FILE *out, const struct ext_report *r)
{
	uint64_t min = r->after.min, max = r->after.max;
	char buf[1024];

	fputs("<section id=\"layout\"><h2>The layout</h2>\n", out);
	if (ext_report_omitted(r, "layout", buf, sizeof buf)) {
		missing(out, buf);
	} else {
		if (r->have_before && r->before_layout.max > max)
			max = r->before_layout.max;
		if (r->have_before && r->before_layout.min && r->before_layout.min < min)
			min = r->before_layout.min;
		fputs("<p>Each strip is the program's <code>.text</code> from its first function to the end of "
		      "its last, left to right; a column's colour is the count of the hottest function at those "
		      "addresses: the largest count of its out-of-line body in the program (its final entry "
		      "count, the calls left in it, and its profiled calls scaled by what inlining left out of "
		      "line). The bracket marks the hot code, the functions that execute 99 % of that count: "
		      "the closer its span to their packed size (1.00), the fewer cache lines and pages the "
		      "hot path touches.</p>\n", out);
		if (ext_report_omitted(r, "before", buf, sizeof buf))
			missing(out, buf);
		else
			strip(out, &r->before_layout, min, max, "Before the order file", r->in.before);
		strip(out, &r->after, min, max, r->in.order ? "With the order file" : "As linked",
		      r->in.program);
	}
	check(out, r);
	fputs("</section>\n", out);
}

/* ---- the page ----------------------------------------------------------------------------- */

static void input(FILE *out, const char *what, const char *path, int *first)
{
	fputs(*first ? "" : "; ", out);
	*first = 0;
	fprintf(out, "%s ", what);
	if (path) {
		fputs("<code>", out);
		esc(out, path);
		fputs("</code>", out);
	} else {
		fputs("(not given)", out);
	}
}

void ext_report_html(FILE *out, const struct ext_report *r)
{
	int first = 1;

	fputs("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
	      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
	      "<link rel=\"icon\" href=\"data:,\">\n<title>pgoipo report: ", out);
	esc(out, r->in.program);
	fprintf(out, "</title>\n<style>\n%s</style>\n</head>\n<body>\n<header>\n<h1>What the profile changed: "
		     "<code>", CSS);
	esc(out, r->in.program);
	fputs("</code></h1>\n<p class=\"inputs\">From ", out);
	input(out, "the program", r->in.program, &first);
	input(out, "the index", r->in.index, &first);
	input(out, "the dumps", r->in.dumps, &first);
	input(out, "the order file", r->in.order, &first);
	input(out, "the program before the order", r->in.before, &first);
	fputs(". The same facts as JSON: <a href=\"report.json\">report.json</a>.</p>\n"
	      "<nav><a href=\"#coverage\">Profile coverage</a><a href=\"#decisions\">Decisions</a>"
	      "<a href=\"#callgraph\">Hot call graph</a><a href=\"#layout\">Layout</a></nav>\n</header>\n",
	      out);
	coverage(out, r);
	decisions(out, r);
	callgraph(out, r);
	layout(out, r);
	fprintf(out, "<footer><p>Written by <code>pgoipo report</code> %s.</p></footer>\n</body>\n</html>\n",
		PGOIPO_VERSION);
}
