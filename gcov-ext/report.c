/* report.c — see report.h: reading the inputs, and the JSON. */
#include "report.h"

#include "json.h"
#include "summary.h"

#include <elf.h>
#include <stdlib.h>
#include <string.h>

const struct ext_report_row ext_report_rows[] = {
	{ "Indirect calls", "sites with a value profile", "icp_sites", "icp", "site", NULL, NULL, 0 },
	{ "Indirect calls", "cold sites (not promoted)", "icp_cold_sites", "icp", "site", "class", "cold", 0 },
	{ "Indirect calls", "targets promoted", "icp_promoted", "icp", "promote", NULL, NULL, 0 },
	{ "Indirect calls", "targets promoted from another unit", "icp_promoted_other_unit", "icp", "promote",
	  "where", "other-unit", 0 },
	{ "Indirect calls", "targets refused", "icp_refused", "icp", "refuse", NULL, NULL, 1 },
	{ "After GCC's inliner", "promoted targets inlined", "keep_inlined", "keep", "inlined", NULL, NULL, 0 },
	{ "After GCC's inliner", "promotions re-created as guarded calls", "keep_recreated", "keep", "keep",
	  NULL, NULL, 0 },
	{ "After GCC's inliner", "promotions lost", "keep_lost", "keep", "lost", NULL, NULL, 1 },
	{ "Guards", "guards kept", "guards_kept", "guards", "guard", NULL, NULL, 0 },
	{ "Guards", "guards dropped (do not pay)", "guards_dropped", "guards", "drop", NULL, NULL, 0 },
	{ "Inlining", "hot sites inlined", "inline_inlined", "inline", "inline", NULL, NULL, 0 },
	{ "Inlining", "hot sites inlined by pgoipo", "inline_inlined_by_pgoipo", "inline", "inline", "by",
	  "pgoipo", 0 },
	{ "Inlining", "hot sites refused", "inline_hot_refused", "inline", "refuse", "class", "hot", 0 },
	{ "Inlining", "sites refused, all", "inline_refused", "inline", "refuse", NULL, NULL, 1 },
	{ "Inlining", "cold sites kept out of line", "inline_kept_out", "inline", "keep-out", NULL, NULL, 0 },
	{ "Inlining", "cold sites kept out by pgoipo", "inline_kept_out_by_pgoipo", "inline", "keep-out", "by",
	  "pgoipo", 0 },
	{ "Inlining", "sites left to GCC", "inline_left", "inline", "leave", NULL, NULL, 1 },
	{ "Theorem 20.10.4", "inlined copies scaled", "theorem_copies", "inline", "scale", NULL, NULL, 0 },
	{ "Theorem 20.10.4", "counts conserved", "theorem_conserved", "inline", "conserved", NULL, NULL, 0 },
	{ "Theorem 20.10.4", "violations", "theorem_violations", "inline", "violation", NULL, NULL, 0 },
	{ "Theorem 20.10.4", "unchecked", "theorem_unchecked", "inline", "unchecked", NULL, NULL, 1 },
	{ "Inlining", "drained bodies kept as estimates (guess-drained)", "inline_guess_drained", "inline",
	  "guess-drained", NULL, NULL, 0 },
	{ "Theorem 20.10.4", "context-insensitive copies", "theorem_context_insensitive", "inline",
	  "context-insensitive", NULL, NULL, 0 },
	{ "Loops", "loops keeping GCC's unrolling", "lean_kept", "lean", "keep", NULL, NULL, 0 },
	{ "Loops", "loops made lean", "lean_lean", "lean", "lean", NULL, NULL, 1 },
	{ "Loops", "copies of hot loops left to GCC (leave-hot-copy)", "lean_hot_copy", "lean", "leave",
	  "reason", "hot-copy", 0 },
	{ "Loops", "loops unrolled by pgoipo-unroll", "unroll_unrolled", "unroll", "unroll", NULL, NULL, 0 },
	{ "Loops", "loops pgoipo-unroll skipped", "unroll_skipped", "unroll", "skip", NULL, NULL, 1 },
	{ "Loops", "loops kept out of SLP (multiplying lanes)", "recurrence_scalar", "recurrence", "scalar",
	  NULL, NULL, 0 },
	{ "Untrained code", "functions given back GCC's estimate", "guess_guessed", "guess", "guess",
	  NULL, NULL, 0 },
	{ "Untrained code", "functions without ivopts (no-untrained-ivopts)", "guess_no_ivopts", "guess",
	  "no-ivopts", NULL, NULL, 0 },
	{ "Untrained code", "functions without the tracer (no-untrained-tracer)", "guess_no_tracer",
	  "guess", "no-tracer", NULL, NULL, 0 },
	{ "Untrained code", "functions copying with rep movsb (untrained-rep-strings)",
	  "guess_rep_strings", "guess", "rep-strings", NULL, NULL, 0 },
	{ "Untrained code", "functions with their own loop trips (untrained-loop-niter)",
	  "guess_loop_niter", "guess", "loop-niter", NULL, NULL, 0 },
	{ "Untrained code", "functions with their own tracer cutoff (untrained-tracer-probability)",
	  "guess_tracer_probability", "guess", "tracer-probability", NULL, NULL, 0 },
	{ "Counts", "blocks whose lost count was mended (mend-counts)", "mend_mended", "mend", "mend",
	  NULL, NULL, 0 },
	{ "Calls of other modules", "functions called through the GOT (per unit)", "plt_got", "plt", "got",
	  NULL, NULL, 0 },
	{ "Calls of other modules", "functions left to their PLT entries (per unit)", "plt_left", "plt",
	  "leave", NULL, NULL, 1 },
};
const size_t ext_report_nrows = sizeof ext_report_rows / sizeof ext_report_rows[0];

/* ---- reading ------------------------------------------------------------------ */

static int read_program(const char *path, struct ext_objfile_set *set, struct ext_error *err)
{
	if (ext_objfile_read(path, NULL, set, err) < 0)
		return -1;
	if (set->n != 1 || (set->files[0].e_type != ET_EXEC && set->files[0].e_type != ET_DYN))
		return ext_error_set(err, "%s: not a linked program (an executable or shared object)", path);
	return 0;
}

static int by_string(const void *x, const void *y)
{
	return strcmp(*(char *const *)x, *(char *const *)y);
}

/* The program's source files: its STT_FILE symbols. */
static int read_sources(struct ext_report *r, struct ext_error *err)
{
	const struct ext_objfile *f = &r->program.files[0];
	size_t n = 0;

	if (!(r->sources = malloc((f->nsymbols ? f->nsymbols : 1) * sizeof *r->sources)))
		return ext_error_set(err, "out of memory");
	for (size_t i = 0; i < f->nsymbols; i++)
		if (f->symbols[i].type == STT_FILE && *f->symbols[i].name)
			r->sources[n++] = f->symbols[i].name;
	if (n)
		qsort(r->sources, n, sizeof *r->sources, by_string);
	r->nsources = 0;
	for (size_t i = 0; i < n; i++)
		if (!r->nsources || strcmp(r->sources[r->nsources - 1], r->sources[i]))
			r->sources[r->nsources++] = r->sources[i];
	return 0;
}

static int read_graph(struct ext_report *r, struct ext_error *err)
{
	const struct ext_dumps *d = &r->dumps;

	r->nodes = malloc((d->nfunctions ? d->nfunctions : 1) * sizeof *r->nodes);
	r->edges = malloc((d->nedges ? d->nedges : 1) * sizeof *r->edges);
	if (!r->nodes || !r->edges)
		return ext_error_set(err, "out of memory");
	for (size_t i = 0; i < d->nfunctions; i++)
		r->nodes[i] = (struct ext_hotgraph_node){ d->functions[i].name, d->functions[i].hottest };
	for (size_t k = 0; k < d->nedges; k++) {
		const struct ext_dumps_edge *e = &d->edges[k];
		r->edges[k] = (struct ext_hotgraph_edge){ e->from, e->to, e->count, e->indirect, e->promoted,
							  e->dropped };
	}
	return ext_hotgraph_build(r->nodes, (uint32_t)d->nfunctions, r->edges, d->nedges, EXT_REPORT_COVER,
				  EXT_REPORT_GRAPH_MAX, &r->graph, err);
}

static uint64_t program_count(const char *name, void *data)
{
	const struct ext_dumps_function *f = ext_dumps_function(data, name);

	return f ? f->program : 0;
}

/* A strip needs function symbols and some count among them; WHY says what
 * is missing when it cannot be drawn (report.h). */
static int read_layout(const struct ext_objfile_set *set, struct ext_dumps *d, struct ext_layout *l,
		       int *have, struct ext_error *why)
{
	int ret = ext_layout_read(&set->files[0], program_count, d, EXT_REPORT_COVER, l, why);

	if (ret == 0)
		why->msg[0] = 0;
	*have = ret == 0 && l->total > 0;
	return ret < 0 ? -1 : 0;
}

int ext_report_read(const struct ext_report_inputs *in, struct ext_report *r, struct ext_error *err)
{
	memset(r, 0, sizeof *r);
	r->in = *in;
	if (read_program(in->program, &r->program, err) < 0 ||
	    (in->before && read_program(in->before, &r->before, err) < 0))
		return -1;
	if (in->index && !(r->index = ext_index_load(in->index, err)))
		return -1;
	if (read_sources(r, err) < 0)
		return -1;
	if (!in->dumps)
		return 0;
	if (ext_dumps_read(in->dumps, &r->dumps, err) < 0)
		return -1;
	r->have_dumps = 1;
	if (read_graph(r, err) < 0)
		return -1;
	if (read_layout(&r->program, &r->dumps, &r->after, &r->have_after, &r->after_why) < 0)
		return ext_error_set(err, "%s", r->after_why.msg);
	if (in->before &&
	    read_layout(&r->before, &r->dumps, &r->before_layout, &r->have_before, &r->before_why) < 0)
		return ext_error_set(err, "%s", r->before_why.msg);
	return 0;
}

static int push(char ***list, size_t *n, const char *s)
{
	char **l = realloc(*list, (*n + 1) * sizeof *l);

	if (!l)
		return -1;
	*list = l;
	if (!(l[*n] = strdup(s)))
		return -1;
	(*n)++;
	return 0;
}

int ext_report_set_check(struct ext_report *r, const char *text, int status, struct ext_error *err)
{
	struct ext_report_check *c = &r->check;
	const char *p = text;

	while (p && *p) {
		const char *nl = strchr(p, '\n');
		size_t len = nl ? (size_t)(nl - p) : strlen(p);
		char *line = strndup(p, len);
		const char *at;
		if (!line)
			return ext_error_set(err, "out of memory");
		if (!strncmp(line, "check: ", 7) && !c->line) {
			/* "check: FILE (FORMAT), BINARY: N of M functions in order (P%)" */
			if ((at = strstr(line, " functions in order (")) != NULL) {
				const char *q = at;
				while (q > line && q[-1] != ':')
					q--;
				if (sscanf(q, " %zu of %zu", &c->in_order, &c->listed) == 2 &&
				    sscanf(at, " functions in order (%lf", &c->percent) == 1)
					c->ran = 1;
			}
			c->line = line;
			line = NULL;
		} else if (!strncmp(line, "missing: ", 9)) {
			if (push(&c->missing, &c->nmissing, line + 9) < 0) {
				free(line);
				return ext_error_set(err, "out of memory");
			}
		} else if (!strncmp(line, "out of place: ", 14)) {
			if (push(&c->out_of_place, &c->nout_of_place, line + 14) < 0) {
				free(line);
				return ext_error_set(err, "out of memory");
			}
		} else if (!strncmp(line, "aliases: ", 9) || !strncmp(line, "ambiguous: ", 11)) {
			if (push(&c->notes, &c->nnotes, line) < 0) {
				free(line);
				return ext_error_set(err, "out of memory");
			}
		}
		free(line);
		p = nl ? nl + 1 : NULL;
	}
	c->applied = c->ran && status == 0;
	return 0;
}

/* ---- what is left out ------------------------------------------------------------ */

static int any_hotness(const struct ext_dumps *d)
{
	for (size_t u = 0; u < d->nunits; u++)
		if (d->units[u].hotness)
			return 1;
	return 0;
}

#define DUMPS_HINT "compile with -fplugin-arg-pgoipo-dump=all"

const char *ext_report_omitted(const struct ext_report *r, const char *part, char *buf, size_t size)
{
	const struct ext_report_inputs *in = &r->in;
	const char *why;
	int dumps_part = !strcmp(part, "coverage") || !strcmp(part, "decisions") ||
			 !strcmp(part, "callgraph") || !strcmp(part, "layout") || !strcmp(part, "before");

	if (!strcmp(part, "index")) {
		if (in->index)
			return NULL;
		snprintf(buf, size, "Pass --index FILE (the profile index `pgoipo index` wrote) for the "
				    "hot and cold thresholds and the profile summary.");
		return buf;
	}
	if (!strcmp(part, "check")) {
		if (!in->order)
			snprintf(buf, size, "Pass --order FILE (the order file the program was linked "
					    "with) for the result of `pgoipo order --check`.");
		else if (!r->check.ran)
			snprintf(buf, size, "`pgoipo order --check %s %s` could not run (its message "
					    "is on standard error).", in->program, in->order);
		else
			return NULL;
		return buf;
	}
	if (!strcmp(part, "before") && !in->before) {
		snprintf(buf, size, "Pass --before PROGRAM (the same objects linked without the order "
				    "file) for the layout before the order.");
		return buf;
	}
	if (!dumps_part)
		return NULL;
	if (!in->dumps) {
		snprintf(buf, size, "Pass --dumps DIR (the directory tree where the build left the "
				    "plugin's dump files; %s) for the %s.", DUMPS_HINT,
			 !strcmp(part, "coverage") ? "profile coverage" :
			 !strcmp(part, "decisions") ? "decisions" :
			 !strcmp(part, "callgraph") ? "hot call graph" : "counts that colour .text");
		return buf;
	}
	if (!r->dumps.files) {
		snprintf(buf, size, "No dump file (NAME.NNNi.pgoipo-PASS) under %s: %s.", in->dumps,
			 DUMPS_HINT);
		return buf;
	}
	if (!strcmp(part, "decisions"))
		return NULL;
	if (!any_hotness(&r->dumps)) {
		snprintf(buf, size, "The dumps under %s have no pgoipo-hotness dump, which holds the "
				    "counts as GCC read them: %s (or dump=hotness).", in->dumps, DUMPS_HINT);
		return buf;
	}
	if (!strcmp(part, "coverage"))
		return NULL;
	if (!strcmp(part, "callgraph")) {
		if (r->graph.n)
			return NULL;
		snprintf(buf, size, "No function has a count in the pgoipo-hotness dumps under %s: the "
				    "build read no profile (see the profile coverage).", in->dumps);
		return buf;
	}
	if (!strcmp(part, "layout") ? r->have_after : r->have_before)
		return NULL;
	why = !strcmp(part, "layout") ? r->after_why.msg : r->before_why.msg;
	if (*why) {
		snprintf(buf, size, "No strip of .text: %s; pass the program as linked, with its symbols.",
			 why);
		return buf;
	}
	snprintf(buf, size, "None of the functions in .text of %s has a count in the dumps under %s "
			    "(is it the program these dumps were made for, with its symbols?).",
		 !strcmp(part, "layout") ? in->program : in->before, in->dumps);
	return buf;
}

/* ---- JSON ---------------------------------------------------------------------------- */

static void json_counts(struct ext_json *j, const struct ext_dumps_count *c, size_t n)
{
	ext_json_array(j);
	for (size_t i = 0; i < n; i++) {
		ext_json_object(j);
		ext_json_kv_string(j, "pass", c[i].pass);
		ext_json_kv_string(j, "kind", c[i].kind);
		if (c[i].field) {
			ext_json_kv_string(j, "field", c[i].field);
			ext_json_kv_string(j, "value", c[i].value);
		}
		ext_json_kv_u64(j, "n", c[i].n);
		ext_json_end(j);
	}
	ext_json_end(j);
}

static void json_summary(struct ext_json *j, const struct ext_dumps_count *c, size_t n)
{
	ext_json_object(j);
	for (size_t k = 0; k < ext_report_nrows; k++) {
		const struct ext_report_row *row = &ext_report_rows[k];
		ext_json_kv_u64(j, row->key, ext_dumps_get(c, n, row->pass, row->kind, row->field, row->value));
		if (!row->by_reason)
			continue;
		char key[96];
		snprintf(key, sizeof key, "%s_by_reason", row->key);
		ext_json_key(j, key);
		ext_json_object(j);
		for (size_t i = 0; i < n; i++)
			if (!strcmp(c[i].pass, row->pass) && !strcmp(c[i].kind, row->kind) && c[i].field &&
			    !strcmp(c[i].field, "reason"))
				ext_json_kv_u64(j, c[i].value, c[i].n);
		ext_json_end(j);
	}
	ext_json_end(j);
}

static void json_index(struct ext_json *j, const struct ext_report *r)
{
	const struct ext_summary *s;

	if (!r->index) {
		ext_json_null(j);
		return;
	}
	s = ext_index_summary(r->index);
	ext_json_object(j);
	ext_json_kv_string(j, "file", r->in.index);
	ext_json_kv_u64(j, "runs", ext_index_runs(r->index));
	ext_json_kv_u64(j, "functions", ext_index_n_functions(r->index));
	ext_json_kv_u64(j, "total", s->total);
	ext_json_kv_u64(j, "max", s->max);
	ext_json_kv_u64(j, "counts", s->n_counts);
	ext_json_kv_u64(j, "cutoff_hot", s->cutoff_hot);
	ext_json_kv_u64(j, "hot", s->hot);
	ext_json_kv_u64(j, "cutoff_cold", s->cutoff_cold);
	ext_json_kv_u64(j, "cold", s->cold);
	ext_json_kv_u64(j, "names", ext_index_n_names(r->index));
	ext_json_kv_u64(j, "locals", ext_index_n_locals(r->index));
	ext_json_key(j, "cutoffs");
	ext_json_array(j);
	for (size_t i = 0; i < s->n_entries; i++) {
		ext_json_object(j);
		ext_json_kv_u64(j, "cutoff", s->entries[i].cutoff);
		ext_json_kv_u64(j, "min_count", s->entries[i].min_count);
		ext_json_kv_u64(j, "n_counts", s->entries[i].n_counts);
		ext_json_end(j);
	}
	ext_json_end(j);
	ext_json_end(j);
}

const struct ext_dumps_unit *ext_report_unit_of_source(const struct ext_report *r, const char *source)
{
	size_t sl = strlen(source);

	for (size_t u = 0; u < r->dumps.nunits; u++) {
		const char *name = r->dumps.units[u].name;
		size_t nl = strlen(name);
		/* "src/lapi.c" is "lapi.c" compiled in src; "dir/exe-prog.c" names prog.c */
		if (nl >= sl && !strcmp(name + nl - sl, source) &&
		    (nl == sl || name[nl - sl - 1] == '/' || name[nl - sl - 1] == '-'))
			return &r->dumps.units[u];
	}
	return NULL;
}

static void json_coverage(struct ext_json *j, const struct ext_report *r, char *buf, size_t size)
{
	const struct ext_dumps *d = &r->dumps;
	size_t with = 0, without = 0, functions = 0, counted = 0, mismatches = 0;

	if (ext_report_omitted(r, "coverage", buf, size)) {
		ext_json_null(j);
		return;
	}
	ext_json_object(j);
	ext_json_key(j, "units");
	ext_json_array(j);
	for (size_t u = 0; u < d->nunits; u++) {
		const struct ext_dumps_unit *unit = &d->units[u];
		int profile = unit->with_counts > 0;
		if (!unit->hotness)
			continue;
		if (profile)
			with++;
		else
			without++;
		functions += unit->functions;
		counted += unit->with_counts;
		if (profile)
			mismatches += unit->nuncounted;
		ext_json_object(j);
		ext_json_kv_string(j, "unit", unit->name);
		ext_json_kv_bool(j, "profile", profile);
		ext_json_kv_u64(j, "functions", unit->functions);
		ext_json_kv_u64(j, "with_counts", unit->with_counts);
		ext_json_kv_strings(j, "without_counts", unit->uncounted, unit->nuncounted);
		ext_json_kv_string(j, "thresholds", unit->thresholds);
		ext_json_end(j);
	}
	ext_json_end(j);
	ext_json_kv_u64(j, "units_with_profile", with);
	ext_json_kv_u64(j, "units_without_profile", without);
	ext_json_kv_u64(j, "functions", functions);
	ext_json_kv_u64(j, "functions_with_counts", counted);
	ext_json_kv_u64(j, "mismatches", mismatches);
	ext_json_kv_u64(j, "program_sources", r->nsources);
	ext_json_key(j, "program_sources_without_dumps");
	ext_json_array(j);
	for (size_t i = 0; i < r->nsources; i++)
		if (!ext_report_unit_of_source(r, r->sources[i]))
			ext_json_string(j, r->sources[i]);
	ext_json_end(j);
	ext_json_end(j);
}

static void json_decision(struct ext_json *j, const struct ext_dumps_decision *x)
{
	ext_json_object(j);
	ext_json_kv_u64(j, "count", x->count);
	ext_json_kv_string(j, "unit", x->unit);
	ext_json_kv_string(j, "pass", x->pass);
	ext_json_kv_string(j, "kind", x->kind);
	ext_json_kv_string(j, "subject", x->subject);
	ext_json_kv_string(j, "target", x->target);
	ext_json_kv_string(j, "field", x->field);
	ext_json_kv_string(j, "value", x->value);
	ext_json_end(j);
}

static void json_decisions(struct ext_json *j, const struct ext_report *r, char *buf, size_t size)
{
	const struct ext_dumps *d = &r->dumps;

	if (ext_report_omitted(r, "decisions", buf, size)) {
		ext_json_null(j);
		return;
	}
	ext_json_object(j);
	ext_json_kv_u64(j, "files", d->files);
	ext_json_kv_u64(j, "lines_read", d->lines);
	ext_json_key(j, "summary");
	json_summary(j, d->total, d->ntotal);
	ext_json_key(j, "lines");
	json_counts(j, d->total, d->ntotal);
	ext_json_key(j, "units");
	ext_json_array(j);
	for (size_t u = 0; u < d->nunits; u++) {
		const struct ext_dumps_unit *unit = &d->units[u];
		ext_json_object(j);
		ext_json_kv_string(j, "unit", unit->name);
		ext_json_kv_strings(j, "passes", unit->passes, unit->npasses);
		ext_json_key(j, "summary");
		json_summary(j, unit->counts, unit->ncounts);
		ext_json_key(j, "lines");
		json_counts(j, unit->counts, unit->ncounts);
		ext_json_end(j);
	}
	ext_json_end(j);
	ext_json_kv_u64(j, "decisions_with_counts", d->ndecisions);
	ext_json_key(j, "hottest");
	ext_json_array(j);
	for (size_t i = 0; i < d->ndecisions && i < EXT_REPORT_HOTTEST; i++)
		json_decision(j, &d->decisions[i]);
	ext_json_end(j);
	ext_json_end(j);
}

static void json_callgraph(struct ext_json *j, const struct ext_report *r, char *buf, size_t size)
{
	const struct ext_hotgraph *g = &r->graph;

	if (ext_report_omitted(r, "callgraph", buf, size)) {
		ext_json_null(j);
		return;
	}
	ext_json_object(j);
	ext_json_kv_double(j, "cover", EXT_REPORT_COVER / 1e6);
	ext_json_kv_u64(j, "total", g->total);
	ext_json_kv_u64(j, "covered", g->covered);
	ext_json_kv_u64(j, "functions_hot", g->nhot);
	ext_json_kv_u64(j, "functions_drawn", g->n);
	ext_json_key(j, "functions");
	ext_json_array(j);
	for (uint32_t u = 0; u < g->n; u++) {
		const struct ext_dumps_function *f = &r->dumps.functions[g->node[u]];
		ext_json_object(j);
		ext_json_kv_string(j, "name", f->name);
		ext_json_kv_u64(j, "count", f->hottest);
		ext_json_key(j, "entry");
		if (f->profiled)
			ext_json_u64(j, f->entry);
		else
			ext_json_null(j);
		ext_json_kv_string(j, "unit", f->unit);
		ext_json_end(j);
	}
	ext_json_end(j);
	ext_json_key(j, "edges");
	ext_json_array(j);
	for (size_t k = 0; k < g->nedges; k++) {
		const struct ext_hotgraph_edge *e = &r->edges[g->edge[k]];
		ext_json_object(j);
		ext_json_kv_string(j, "from", r->nodes[e->from].name);
		ext_json_kv_string(j, "to", r->nodes[e->to].name);
		ext_json_kv_u64(j, "count", e->count);
		ext_json_kv_bool(j, "indirect", e->indirect);
		ext_json_kv_bool(j, "promoted", e->promoted);
		ext_json_kv_bool(j, "guard_dropped", e->dropped);
		ext_json_end(j);
	}
	ext_json_end(j);
	ext_json_end(j);
}

static void json_layout(struct ext_json *j, const struct ext_layout *l, const char *program)
{
	ext_json_object(j);
	ext_json_kv_string(j, "program", program);
	ext_json_kv_u64(j, "functions", l->n);
	ext_json_kv_u64(j, "start", l->start);
	ext_json_kv_u64(j, "end", l->end);
	ext_json_kv_u64(j, "total", l->total);
	ext_json_kv_u64(j, "hot_functions", l->nhot);
	ext_json_kv_u64(j, "hot_bytes", l->hot_bytes);
	ext_json_kv_u64(j, "span_bytes", l->span_end - l->span_start);
	ext_json_kv_double(j, "span_ratio", ext_layout_span_ratio(l));
	ext_json_key(j, "hot");
	ext_json_array(j);
	for (size_t i = 0; i < l->n; i++)
		if (l->f[i].hot)
			ext_json_string(j, l->f[i].name);
	ext_json_end(j);
	ext_json_end(j);
}

static void json_check(struct ext_json *j, const struct ext_report *r, char *buf, size_t size)
{
	const struct ext_report_check *c = &r->check;

	if (ext_report_omitted(r, "check", buf, size)) {
		ext_json_null(j);
		return;
	}
	ext_json_object(j);
	ext_json_kv_string(j, "order", r->in.order);
	ext_json_kv_u64(j, "in_order", c->in_order);
	ext_json_kv_u64(j, "listed", c->listed);
	ext_json_kv_double(j, "percent", c->percent);
	ext_json_kv_bool(j, "applied", c->applied);
	ext_json_kv_strings(j, "missing", (const char *const *)c->missing, c->nmissing);
	ext_json_kv_strings(j, "out_of_place", (const char *const *)c->out_of_place, c->nout_of_place);
	ext_json_kv_strings(j, "notes", (const char *const *)c->notes, c->nnotes);
	ext_json_end(j);
}

static const char *const PARTS[] = { "coverage", "index", "decisions", "callgraph",
				     "layout", "before", "check" };

int ext_report_json(FILE *out, const struct ext_report *r, struct ext_error *err)
{
	struct ext_json j;
	char buf[1024];

	ext_json_init(&j, out);
	ext_json_object(&j);
	ext_json_kv_string(&j, "report", "pgoipo report");
	ext_json_kv_string(&j, "version", PGOIPO_VERSION);
	ext_json_kv_string(&j, "program", r->in.program);
	ext_json_key(&j, "inputs");
	ext_json_object(&j);
	ext_json_kv_string(&j, "index", r->in.index);
	ext_json_kv_string(&j, "dumps", r->in.dumps);
	ext_json_kv_string(&j, "order", r->in.order);
	ext_json_kv_string(&j, "before", r->in.before);
	ext_json_end(&j);
	ext_json_key(&j, "omitted");
	ext_json_array(&j);
	for (size_t i = 0; i < sizeof PARTS / sizeof PARTS[0]; i++)
		if (ext_report_omitted(r, PARTS[i], buf, sizeof buf)) {
			ext_json_object(&j);
			ext_json_kv_string(&j, "part", PARTS[i]);
			ext_json_kv_string(&j, "why", buf);
			ext_json_end(&j);
		}
	ext_json_end(&j);
	ext_json_key(&j, "coverage");
	json_coverage(&j, r, buf, sizeof buf);
	ext_json_key(&j, "index");
	json_index(&j, r);
	ext_json_key(&j, "decisions");
	json_decisions(&j, r, buf, sizeof buf);
	ext_json_key(&j, "callgraph");
	json_callgraph(&j, r, buf, sizeof buf);
	ext_json_key(&j, "layout");
	if (ext_report_omitted(r, "layout", buf, sizeof buf)) {
		ext_json_null(&j);
	} else {
		ext_json_object(&j);
		ext_json_key(&j, "after");
		json_layout(&j, &r->after, r->in.program);
		ext_json_key(&j, "before");
		if (ext_report_omitted(r, "before", buf, sizeof buf))
			ext_json_null(&j);
		else
			json_layout(&j, &r->before_layout, r->in.before);
		ext_json_end(&j);
	}
	ext_json_key(&j, "check");
	json_check(&j, r, buf, sizeof buf);
	ext_json_end(&j);
	return ext_json_finish(&j, err);
}

void ext_report_free(struct ext_report *r)
{
	struct ext_report_check *c = &r->check;

	for (size_t i = 0; i < c->nmissing; i++)
		free(c->missing[i]);
	for (size_t i = 0; i < c->nout_of_place; i++)
		free(c->out_of_place[i]);
	for (size_t i = 0; i < c->nnotes; i++)
		free(c->notes[i]);
	free(c->missing);
	free(c->out_of_place);
	free(c->notes);
	free(c->line);
	ext_layout_free(&r->after);
	ext_layout_free(&r->before_layout);
	ext_hotgraph_free(&r->graph);
	free(r->nodes);
	free(r->edges);
	free(r->sources);
	ext_dumps_free(&r->dumps);
	if (r->index)
		ext_index_free(r->index);
	ext_objfile_set_free(&r->program);
	ext_objfile_set_free(&r->before);
	memset(r, 0, sizeof *r);
}
