/* What `pgoipo report` computes: the dump files of a build gathered
 * (dumps.h), the hot call graph chosen and laid out (hotgraph.h), the hot
 * code of a program's .text (layout.h), and the report of them (report.h):
 * --check's lines, the parts left out, the same bytes every time. */
#include "dumps.h"
#include "hotgraph.h"
#include "layout.h"
#include "report.h"
#include "unit.h"

#include <elf.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

static struct ext_error E;
static char dir[] = "/tmp/pgoipo-unit-XXXXXX";

static void put(const char *name, const char *text)
{
	char path[256];
	FILE *f;

	snprintf(path, sizeof path, "%s/%s", dir, name);
	f = fopen(path, "w");
	if (!f) {
		UNIT_FAILED("cannot write %s", path);
		return;
	}
	fputs(text, f);
	fclose(f);
}

/* A unit a.c with a profile (one function changed since training), a unit
 * sub/b.c without one, and files that are not dumps. */
static void make_dumps(void)
{
	char sub[300];

	put("a.c.342i.pgoipo-hotness",
	    "thresholds hot=100 cold=1 source=index p.pgo\n"
	    "function main entry=1 quality=precise class=cold\n"
	    "function loop entry=1 quality=precise class=cold\n"
	    "function f entry=900 quality=precise class=hot\n"
	    "function g entry=100 quality=precise class=hot\n"
	    "function stale entry=unknown quality=guessed_local class=neutral\n"
	    "edge main -> loop count=1 class=cold\n"
	    "edge main -> printf count=1 class=cold\n"
	    "icall loop at a.c:5:3 count=1000 targets=3 class=hot\n"
	    "icall-target loop at a.c:5:3 id=1 name=f count=900 share=90.00%\n"
	    "icall-target loop at a.c:5:3 id=2 name=g count=100 share=10.00%\n"
	    "icall-target loop at a.c:5:3 id=3 name=? count=0 share=0.00%\n"
	    "totals functions=5 edges=2 icalls=1 icall-targets=3\n");
	put("a.c.343i.pgoipo-icp",
	    "thresholds hot=100 cold=1 source=index p.pgo\n"
	    "site loop at a.c:5:3 count=1000 targets=3 class=hot\n"
	    "promote loop at a.c:5:3 -> f id=1 count=900 total=1000 share=90.00% remaining-share=90.00% where=unit\n"
	    "refuse loop at a.c:5:3 -> g id=2 count=100 total=1000 share=10.00% remaining-share=100.00% reason=below-total\n"
	    "totals sites=1 promoted-sites=1 promoted=1 refused=1 other-unit=0 cold-sites=0\n");
	put("a.c.349t.pgoipo-cgprofile",
	    ";; Function main (main, funcdef_no=1)\n\n"
	    "func main entry=1\n"
	    "edge main -> loop count=1\n"
	    "totals funcs=1 edges=1 icalls=0\n\n"
	    ";; Function loop (loop, funcdef_no=2)\n\n"
	    "func loop entry=1\n"
	    "func f entry=0\n"
	    "totals funcs=3 edges=1 icalls=0");	/* no newline at the end */
	put("a.c", "int main(void) { return 0; }\n");
	put("notes.343i.txt", "refuse x -> y count=5 reason=cold-site\n");
	snprintf(sub, sizeof sub, "%s/sub", dir);
	mkdir(sub, 0777);
	put("sub/b.c.342i.pgoipo-hotness",
	    "thresholds hot=100 cold=1 source=index p.pgo\n"
	    "function h entry=unknown quality=guessed_local class=neutral\n"
	    "  indented details line=1\n");
}

TEST(dumps_gathered)
{
	struct ext_dumps d;
	const struct ext_dumps_function *f;

	make_dumps();
	CHECK_INT(ext_dumps_read(dir, &d, &E), 0);
	CHECK_INT(d.files, 4);
	CHECK_INT(d.lines, 13 + 5 + 6 + 2);
	CHECK_INT(d.nunits, 2);
	CHECK_STR(d.units[0].name, "a.c");
	CHECK_STR(d.units[1].name, "sub/b.c");
	/* coverage */
	CHECK_INT(d.units[0].hotness, 1);
	CHECK_INT(d.units[0].functions, 5);
	CHECK_INT(d.units[0].with_counts, 4);
	CHECK_INT(d.units[0].nuncounted, 1);
	CHECK_STR(d.units[0].uncounted[0], "stale");
	CHECK_STR(d.units[0].thresholds, "index p.pgo");
	CHECK_INT(d.units[0].npasses, 3);
	CHECK_STR(d.units[0].passes[0], "cgprofile");
	CHECK_INT(d.units[1].with_counts, 0);
	/* counts, per unit and in total */
	CHECK_INT(ext_dumps_get(d.total, d.ntotal, "icp", "promote", NULL, NULL), 1);
	CHECK_INT(ext_dumps_get(d.total, d.ntotal, "icp", "promote", "where", "unit"), 1);
	CHECK_INT(ext_dumps_get(d.total, d.ntotal, "icp", "refuse", "reason", "below-total"), 1);
	CHECK_INT(ext_dumps_get(d.total, d.ntotal, "hotness", "function", NULL, NULL), 6);
	CHECK_INT(ext_dumps_get(d.total, d.ntotal, "hotness", "function", "class", "hot"), 2);
	CHECK_INT(ext_dumps_get(d.total, d.ntotal, "hotness", "thresholds", NULL, NULL), 2);
	CHECK_INT(ext_dumps_get(d.units[1].counts, d.units[1].ncounts, "hotness", "function", NULL, NULL), 1);
	CHECK_INT(ext_dumps_get(d.total, d.ntotal, "icp", "keep", NULL, NULL), 0);
	/* decisions with a count, hottest first */
	CHECK_INT(d.ndecisions, 2);
	CHECK_INT(d.decisions[0].count, 900);
	CHECK_STR(d.decisions[0].kind, "promote");
	CHECK_STR(d.decisions[0].subject, "loop at a.c:5:3");
	CHECK_STR(d.decisions[0].target, "f");
	CHECK_STR(d.decisions[0].field, "where");
	CHECK_STR(d.decisions[1].value, "below-total");
	/* the graph */
	f = ext_dumps_function(&d, "loop");
	CHECK(f && f->profiled && f->entry == 1 && f->hottest == 1000);
	CHECK(f && f->final && f->program == 1000);	/* not inlined: all its calls stay */
	f = ext_dumps_function(&d, "f");
	CHECK(f && f->hottest == 900 && f->final && f->program == 0);	/* inlined everywhere */
	f = ext_dumps_function(&d, "g");
	CHECK(f && f->hottest == 100 && !f->final && f->program == 0);
	f = ext_dumps_function(&d, "stale");
	CHECK(f && !f->profiled);
	CHECK(!ext_dumps_function(&d, "nothing"));
	CHECK_INT(d.nedges, 4);		/* main->loop, main->printf, loop->f, loop->g */
	for (size_t k = 0; k < d.nedges; k++) {
		const struct ext_dumps_edge *e = &d.edges[k];
		const char *to = d.functions[e->to].name;
		if (!strcmp(to, "f"))
			CHECK(e->indirect && e->promoted && e->count == 900);
		else if (!strcmp(to, "g"))
			CHECK(e->indirect && !e->promoted && e->count == 100);
		else
			CHECK(!e->indirect && e->count == 1);
	}
	ext_dumps_free(&d);
	/* no dump file at all: not an error */
	CHECK_INT(ext_dumps_read(PGOIPO_SOURCE_DIR "/docs", &d, &E), 0);
	CHECK_INT(d.files, 0);
	ext_dumps_free(&d);
	CHECK_INT(ext_dumps_read("/nonexistent/pgoipo", &d, &E), -1);
}

TEST(hotgraph_selects_and_lays_out)
{
	/* counts 100 50 30 15 4 1: 99 % of 200 is 198, reached with e */
	static const struct ext_hotgraph_node nodes[] = {
		{ "a", 100 }, { "b", 50 }, { "c", 30 }, { "d", 15 }, { "e", 4 }, { "z", 1 },
	};
	static const struct ext_hotgraph_edge edges[] = {
		{ 0, 1, 50, 0, 0, 0 }, { 1, 2, 30, 1, 1, 0 }, { 2, 0, 5, 0, 0, 0 },	/* a cycle */
		{ 0, 2, 1, 0, 0, 0 },  { 0, 5, 1, 0, 0, 0 },  { 3, 3, 9, 0, 0, 0 },	/* z, self */
		{ 0, 3, 0, 0, 0, 0 },	/* count 0: not drawn */
	};
	struct ext_hotgraph g;
	char *svg = NULL;
	size_t len = 0;
	FILE *f;

	CHECK_INT(ext_hotgraph_build(nodes, 6, edges, 7, 990000, 60, &g, &E), 0);
	CHECK_INT(g.total, 200);
	CHECK_INT(g.nhot, 5);
	CHECK_INT(g.covered, 199);
	CHECK_INT(g.n, 5);
	CHECK_INT(g.node[0], 0);
	CHECK_INT(g.nedges, 4);
	/* a calls b calls c; c -> a closes the cycle and is turned */
	CHECK_INT(g.layer[0], 0);
	CHECK_INT(g.layer[1], 1);
	CHECK_INT(g.layer[2], 2);
	/* no two boxes overlap; d and e, without a call drawn, go in a row below */
	for (uint32_t u = 0; u < g.n; u++)
		for (uint32_t v = 0; v < g.n; v++)
			if (u != v)
				CHECK(g.x[u] + g.w[u] <= g.x[v] || g.x[v] + g.w[v] <= g.x[u] ||
				      g.y[u] + g.box_height <= g.y[v] || g.y[v] + g.box_height <= g.y[u]);
	CHECK(g.y[3] > g.y[2] && g.y[4] == g.y[3]);
	f = open_memstream(&svg, &len);
	ext_hotgraph_svg(f, &g, nodes, edges, "graph <test>");
	fclose(f);
	CHECK(strstr(svg, "<svg ") == svg);
	CHECK(strstr(svg, "aria-label=\"graph &lt;test&gt;\""));
	CHECK(strstr(svg, "class=\"edge promoted\""));
	/* a's three edges (c -> a drawn upwards, its arrow's tip at a) meet
	 * its bottom at three points */
	CHECK(strstr(svg, "<path d=\"M63.2,54.0 L"));
	CHECK(strstr(svg, "<path d=\"M76.0,54.0 C"));
	CHECK(strstr(svg, "<path d=\"M88.8,54.0 C"));
	/* a -> c crosses layer 1 at its bend, straight down, beside b */
	CHECK(g.nlayers == 3 && g.bend_first[g.nedges] == 2);
	CHECK(strstr(svg, " C46.0,112.0 46.0,150.0 46.0,150.0 "));
	for (uint32_t i = g.n; i < g.n + 2; i++)
		CHECK(g.layer[i] == 1 && g.x[i] + g.w[i] <= g.x[1]);
	/* the promoted edge's arrowhead: blue */
	CHECK(strstr(svg, "z\" fill=\"#1565c0\"/></g>"));
	CHECK(!strstr(svg, ">z<"));
	free(svg);
	ext_hotgraph_free(&g);
	/* at most MAX drawn */
	CHECK_INT(ext_hotgraph_build(nodes, 6, edges, 7, 990000, 2, &g, &E), 0);
	CHECK_INT(g.nhot, 5);
	CHECK_INT(g.n, 2);
	CHECK_INT(g.nedges, 1);
	ext_hotgraph_free(&g);
	/* nothing counted: nothing drawn */
	static const struct ext_hotgraph_node cold[] = { { "a", 0 } };
	CHECK_INT(ext_hotgraph_build(cold, 1, NULL, 0, 990000, 60, &g, &E), 0);
	CHECK_INT(g.n, 0);
	ext_hotgraph_free(&g);
}

static uint64_t counts(const char *name, void *data)
{
	(void)data;
	return !strcmp(name, "hot1_alias") ? 900 : !strcmp(name, "hot2") ? 100 : 0;
}

TEST(layout_hot_span)
{
	struct ext_objfile_section sections[] = {
		{ 0 },
		{ .name = ".text", .type = SHT_PROGBITS, .flags = SHF_ALLOC | SHF_EXECINSTR, .size = 0x1000 },
		{ .name = ".init", .type = SHT_PROGBITS, .flags = SHF_ALLOC | SHF_EXECINSTR, .size = 0x10 },
	};
	struct ext_objfile_symbol symbols[] = {
		{ "f1", 1, 0x1000, 0x100, STB_GLOBAL, STT_FUNC, 0 },
		{ "hot1", 1, 0x1100, 0x40, STB_GLOBAL, STT_FUNC, 0 },
		{ "hot1_alias", 1, 0x1100, 0x40, STB_GLOBAL, STT_FUNC, 0 },
		{ "cold", 1, 0x1140, 0x200, STB_LOCAL, STT_FUNC, 0 },
		{ "hot2", 1, 0x1400, 0x40, STB_GLOBAL, STT_FUNC, 0 },
		{ "data", 1, 0x1500, 0x40, STB_GLOBAL, STT_OBJECT, 0 },
		{ "init", 2, 0x10, 0x10, STB_GLOBAL, STT_FUNC, 0 },
		{ "label", 1, 0x1440, 0, STB_LOCAL, STT_FUNC, 0 },
	};
	struct ext_objfile file = { "prog", NULL, ET_EXEC, 0, sections, 3, symbols, 8 };
	struct ext_layout l;
	char *svg = NULL;
	size_t len = 0;
	FILE *f;

	CHECK_INT(ext_layout_read(&file, counts, NULL, 990000, &l, &E), 0);
	CHECK_INT(l.n, 4);	/* f1, hot1 (= hot1_alias), cold, hot2 */
	CHECK_STR(l.f[1].name, "hot1_alias");	/* the hotter name of the two */
	CHECK_INT(l.start, 0x1000);
	CHECK_INT(l.end, 0x1440);
	CHECK_INT(l.total, 1000);
	CHECK_INT(l.nhot, 2);
	CHECK_INT(l.hot_bytes, 0x80);
	CHECK_INT(l.span_start, 0x1100);
	CHECK_INT(l.span_end, 0x1440);
	CHECK(ext_layout_span_ratio(&l) == 6.5);
	f = open_memstream(&svg, &len);
	ext_layout_svg(f, &l, l.min, l.max, 200, "strip");
	fclose(f);
	CHECK(strstr(svg, "hot code: 2 functions, 128 bytes in a span of 832 bytes (6.50)"));
	CHECK(strstr(svg, "<title>hot1_alias: count 900, 0x1100, 64 bytes, hot</title>"));
	free(svg);
	ext_layout_free(&l);
	/* no .text function */
	file.nsymbols = 0;
	CHECK_INT(ext_layout_read(&file, counts, NULL, 990000, &l, &E), 1);
	CHECK_STR(E.msg, "prog: no function symbols in .text (stripped?)");
}


TEST(report_check_lines)
{
	struct ext_report r;
	const struct ext_report_check *c = &r.check;
	char buf[1024];

	memset(&r, 0, sizeof r);
	r.in.program = "prog";
	r.in.order = "prog.order";
	CHECK_INT(ext_report_set_check(&r,
				       "check: prog.order (gold), dir:x/prog: 3 of 5 functions in order (60.00%)\n"
				       "missing: gone\n"
				       "out of place: late\n"
				       "aliases: 1 name of a function listed before, counted once\n"
				       "ambiguous: 1 entry name a function defined more than once in prog\n",
				       1, &E),
		  0);
	CHECK_INT(c->ran, 1);
	CHECK_INT(c->applied, 0);	/* status 1: not all in order */
	CHECK_INT(c->in_order, 3);
	CHECK_INT(c->listed, 5);
	CHECK(c->percent == 60.0);
	CHECK_INT(c->nmissing, 1);
	CHECK_STR(c->missing[0], "gone");
	CHECK_INT(c->nout_of_place, 1);
	CHECK_STR(c->out_of_place[0], "late");
	CHECK_INT(c->nnotes, 2);
	CHECK_STR(c->notes[0], "aliases: 1 name of a function listed before, counted once");
	CHECK(!ext_report_omitted(&r, "check", buf, sizeof buf));
	ext_report_free(&r);

	/* the check could not run: no "check:" line */
	memset(&r, 0, sizeof r);
	r.in.program = "prog";
	r.in.order = "prog.order";
	CHECK_INT(ext_report_set_check(&r, "", 1, &E), 0);
	CHECK_INT(c->ran, 0);
	CHECK_STR(ext_report_omitted(&r, "check", buf, sizeof buf),
		  "`pgoipo order --check prog prog.order` could not run (its message is on standard error).");
	ext_report_free(&r);
}

/* Write the JSON (or the page) of R into a string. */
static char *written(const struct ext_report *r, int json)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);

	if (json)
		CHECK_INT(ext_report_json(f, r, &E), 0);
	else
		ext_report_html(f, r);
	fclose(f);
	return text;
}

/* This test program is a linked program: the report of it alone, then with
 * the dumps of make_dumps. */
TEST(report_parts_left_out)
{
	struct ext_report_inputs in = { .program = "/proc/self/exe" };
	struct ext_report r;
	char buf[1024], *json, *html, *again;
	static const char *const parts[] = { "coverage", "index", "decisions", "callgraph",
					     "layout", "before", "check" };

	CHECK_INT(ext_report_read(&in, &r, &E), 0);
	for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++)
		CHECK(ext_report_omitted(&r, parts[i], buf, sizeof buf));
	CHECK_STR(ext_report_omitted(&r, "index", buf, sizeof buf),
		  "Pass --index FILE (the profile index `pgoipo index` wrote) for the hot and cold "
		  "thresholds and the profile summary.");
	CHECK(strstr(ext_report_omitted(&r, "callgraph", buf, sizeof buf), "Pass --dumps DIR"));
	json = written(&r, 1);
	html = written(&r, 0);
	CHECK(strstr(json, "\"coverage\": null"));
	CHECK(strstr(json, "\"part\": \"before\""));
	CHECK(!strstr(html, "<svg"));
	CHECK(strstr(html, "<p class=\"missing\">Pass --order FILE"));
	free(json);
	free(html);
	ext_report_free(&r);

	/* with dumps: coverage, decisions and the graph; the same bytes twice */
	make_dumps();
	in.dumps = dir;
	CHECK_INT(ext_report_read(&in, &r, &E), 0);
	CHECK(!ext_report_omitted(&r, "coverage", buf, sizeof buf));
	CHECK(!ext_report_omitted(&r, "decisions", buf, sizeof buf));
	CHECK(!ext_report_omitted(&r, "callgraph", buf, sizeof buf));
	CHECK(ext_report_omitted(&r, "index", buf, sizeof buf));
	CHECK_STR(ext_report_unit_of_source(&r, "b.c") ? ext_report_unit_of_source(&r, "b.c")->name : "",
		  "sub/b.c");
	CHECK(ext_report_unit_of_source(&r, "a.c") == &r.dumps.units[0]);
	CHECK(!ext_report_unit_of_source(&r, "c"));
	CHECK(!ext_report_unit_of_source(&r, "xa.c"));
	json = written(&r, 1);
	html = written(&r, 0);
	CHECK(strstr(json, "\"icp_promoted\": 1"));
	CHECK(strstr(json, "\"icp_refused_by_reason\": {\n        \"below-total\": 1"));
	CHECK(strstr(html, "<svg ") && strstr(html, "class=\"edge promoted\""));
	again = written(&r, 1);
	CHECK(!strcmp(json, again));
	free(again);
	again = written(&r, 0);
	CHECK(!strcmp(html, again));
	free(again);
	free(json);
	free(html);
	ext_report_free(&r);

	/* an input that cannot be read is an error */
	in.index = "/nonexistent/p.pgo";
	CHECK_INT(ext_report_read(&in, &r, &E), -1);
	ext_report_free(&r);
}

int main(void)
{
	if (!mkdtemp(dir)) {
		printf("FAIL: test_report_model.c: mkdtemp\n");
		return 1;
	}
	RUN(dumps_gathered);
	RUN(hotgraph_selects_and_lays_out);
	RUN(layout_hot_span);
	RUN(report_check_lines);
	RUN(report_parts_left_out);
	char rm[64];
	snprintf(rm, sizeof rm, "rm -rf %s", dir);
	if (system(rm) != 0)
		printf("cannot remove %s\n", dir);
	return unit_done();
}
