/* Merging units into one call graph (callgraph.h), on objects built in memory. */
#include "callgraph.h"
#include "cgprofile.h"
#include "profile-id.h"
#include "unit.h"

#include <elf.h>
#include <stdlib.h>

/* An object: sections by name (index 1..), function symbols "name:section
 * index:bind:value:size", and the call-graph text. */
struct fake_sym {
	const char *name;
	uint32_t shndx;
	unsigned char bind;
	uint64_t value, size;
};

static void fake_object(struct ext_objfile_set *set, const char *name, const char *const *sections,
			const struct fake_sym *syms, const char *cgprofile)
{
	struct ext_objfile *f;
	size_t ns = 0, nsym = 0;

	while (sections[ns])
		ns++;
	while (syms && syms[nsym].name)
		nsym++;
	if (set->n == set->cap) {
		set->cap = set->cap ? 2 * set->cap : 8;
		set->files = realloc(set->files, set->cap * sizeof *set->files);
	}
	f = &set->files[set->n++];
	memset(f, 0, sizeof *f);
	f->name = strdup(name);
	f->e_type = ET_REL;
	f->nsections = ns + 2;
	f->sections = calloc(f->nsections, sizeof *f->sections);
	f->sections[0].name = strdup("");
	for (size_t i = 0; i < ns; i++) {
		f->sections[i + 1].name = strdup(sections[i]);
		f->sections[i + 1].type = SHT_PROGBITS;
		f->sections[i + 1].flags = SHF_ALLOC | SHF_EXECINSTR;
	}
	f->sections[ns + 1].name = strdup(CGP_SECTION_NAME);
	f->sections[ns + 1].type = SHT_PROGBITS;
	f->sections[ns + 1].flags = SHF_EXCLUDE;
	if (cgprofile) {
		f->sections[ns + 1].data = strdup(cgprofile);
		f->sections[ns + 1].data_len = strlen(cgprofile);
	}
	f->nsymbols = nsym;
	f->symbols = calloc(nsym ? nsym : 1, sizeof *f->symbols);
	for (size_t i = 0; i < nsym; i++) {
		f->symbols[i].name = strdup(syms[i].name);
		f->symbols[i].shndx = syms[i].shndx;
		f->symbols[i].bind = syms[i].bind;
		f->symbols[i].type = STT_FUNC;
		f->symbols[i].value = syms[i].value;
		f->symbols[i].size = syms[i].size;
	}
}

/* "caller>callee:weight ..." of the graph, by node name. */
static const char *edges_of(const struct ext_callgraph *cg)
{
	static char buf[2048];
	size_t at = 0;

	buf[0] = 0;
	for (size_t i = 0; i < cg->nedges; i++)
		at += (size_t)snprintf(buf + at, sizeof buf - at, "%s%s>%s:%llu", i ? " " : "",
				       cg->nodes[cg->edges[i].from].name, cg->nodes[cg->edges[i].to].name,
				       (unsigned long long)cg->edges[i].weight);
	return buf;
}

static const char *nodes_of(const struct ext_callgraph *cg)
{
	static char buf[2048];
	size_t at = 0;

	buf[0] = 0;
	for (uint32_t i = 0; i < cg->n; i++)
		at += (size_t)snprintf(buf + at, sizeof buf - at, "%s%s@%s=%llu%s", i ? " " : "",
				       cg->nodes[i].name, cg->nodes[i].file,
				       (unsigned long long)cg->nodes[i].count,
				       cg->nodes[i].orderable ? "" : "!");
	return buf;
}

/* Two objects, each with a static "helper"; a global defined weak in one and
 * strong in the other; calls in both directions; a self-call; a library
 * call; indirect calls by def record, by GCC's public id, and unresolved. */
TEST(merge_two_objects)
{
	static const char *const secs_a[] = { ".text.main", ".text.helper", ".text.shared", NULL };
	static const struct fake_sym syms_a[] = {
		{ "main", 1, STB_GLOBAL, 0, 40 }, { "helper", 2, STB_LOCAL, 0, 10 },
		{ "shared", 3, STB_WEAK, 0, 5 }, { NULL, 0, 0, 0, 0 },
	};
	static const char *const secs_b[] = { ".text", ".text.helper", ".text.shared", ".text.hot.work", NULL };
	static const struct fake_sym syms_b[] = {
		{ "flat", 1, STB_GLOBAL, 0, 7 }, { "helper", 2, STB_LOCAL, 0, 20 },
		{ "shared", 3, STB_GLOBAL, 0, 6 }, { "work", 4, STB_GLOBAL, 0, 30 },
		{ NULL, 0, 0, 0, 0 },
	};
	struct ext_objfile_set set = { 0 };
	struct ext_callgraph cg;
	struct ext_error err;

	fake_object(&set, "a.o", secs_a, syms_a,
		    "pgoipo-cgprofile 1\nunit a.c\nfunc helper 4\nfunc main 1\n"
		    "edge main helper 4\nedge main work 100\nedge main shared 3\nedge main printf 9\n"
		    "edge helper helper 2\nicall main 77 5\n"
		    "icall main 1247539114 6\n");
	fake_object(&set, "b.o", secs_b, syms_b,
		    "pgoipo-cgprofile 1\nunit b.c\nfunc helper 50\nfunc work 100\nfunc flat 1\n"
		    "def 77 helper\nedge work helper 50\nedge work main 2\nedge work flat 1\n");
	CHECK_INT(ext_callgraph_build(&set, &cg, &err), 0);
	/* Input order: a.o's sections 1 2 3, then b.o's 1 2 4; the weak
	 * shared of a.o lost to b.o's. */
	CHECK_STR(nodes_of(&cg), "main@a.o=1 helper@a.o=4 flat@b.o=1! helper@b.o=50 shared@b.o=0 work@b.o=100");
	/* main's helper is a.o's (the unit defines it); 77 is b.o's helper. */
	CHECK_STR(edges_of(&cg), "main>helper:4 main>helper:5 main>shared:3 main>work:100 "
				 "work>main:2 work>flat:1 work>helper:50");
	CHECK_INT(cg.nodes[1].size, 10);
	CHECK_INT(cg.nodes[3].size, 20);
	CHECK(cg.nodes[1].local && !cg.nodes[0].local);
	CHECK_STR(cg.nodes[5].section, ".text.hot.work");
	CHECK_INT(cg.self_calls, 1);
	CHECK_INT(cg.self_weight, 2);
	CHECK_INT(cg.undefined_edges, 1);
	CHECK_INT(cg.undefined_weight, 9);
	CHECK_INT(cg.nundefined, 1);
	CHECK_STR(cg.undefined[0], "printf");
	/* 77 by b.o's def record; 1247539114 is GCC's id of "inc", which no
	 * input defines. */
	CHECK_INT(cg.icalls_resolved, 1);
	CHECK_INT(cg.icalls_unresolved, 1);
	CHECK_INT(cg.icall_unresolved_weight, 6);
	CHECK_INT(cg.id_conflicts, 0);
	CHECK_INT(cg.objects, 2);
	CHECK_INT(cg.units, 2);

	/* The ordered subgraph: flat sits in the shared .text. */
	{
		struct ext_callgraph_subgraph sub;
		CHECK_INT(ext_callgraph_hot_subgraph(&cg, &sub, &err), 0);
		CHECK_INT(sub.g.n, 5);
		CHECK_INT(sub.g.nedges, 6);
		CHECK_INT(sub.dropped_edges, 1);
		CHECK_INT(sub.dropped_weight, 1);
		CHECK_INT(sub.node[4], 5);	/* work */
		CHECK_INT(sub.size[4], 30);
		ext_callgraph_subgraph_free(&sub);
	}
	ext_callgraph_free(&cg);
	ext_objfile_set_free(&set);
}

/* GCC's split cold parts: F in .text.F / .text.hot.F / .text.startup.F
 * finds F.cold in .text.unlikely.F of its own object; a function that is
 * all cold, one without a cold part, and a cold part in another object do
 * not count.  .text.hot.* marks the hot tier. */
TEST(cold_parts)
{
	static const char *const secs_a[] = { ".text.hot.f", ".text.unlikely.f", ".text.g",
					      ".text.unlikely.g", ".text.startup.main",
					      ".text.unlikely.main", ".text.h", ".text.unlikely.u",
					      NULL };
	static const struct fake_sym syms_a[] = {
		{ "f", 1, STB_GLOBAL, 0, 100 }, { "f.cold", 2, STB_LOCAL, 0, 30 },
		{ "g", 3, STB_LOCAL, 0, 50 }, { "g.cold", 4, STB_LOCAL, 0, 8 },
		{ "main", 5, STB_GLOBAL, 0, 20 }, { "main.cold", 6, STB_LOCAL, 0, 4 },
		{ "h", 7, STB_GLOBAL, 0, 9 }, { "u", 8, STB_GLOBAL, 0, 7 },
		{ NULL, 0, 0, 0, 0 },
	};
	static const char *const secs_b[] = { ".text.k", ".text.unlikely.h", NULL };
	static const struct fake_sym syms_b[] = {
		{ "k", 1, STB_GLOBAL, 0, 9 }, { "h.cold", 2, STB_LOCAL, 0, 3 }, { NULL, 0, 0, 0, 0 },
	};
	struct ext_objfile_set set = { 0 };
	struct ext_callgraph cg;
	struct ext_error err;

	fake_object(&set, "a.o", secs_a, syms_a,
		    "pgoipo-cgprofile 1\nunit a.c\nfunc main 1\nfunc f 10\nfunc g 5\nfunc h 1\n"
		    "edge main f 10\nedge f g 5\nedge main h 1\nedge main u 0\n");
	fake_object(&set, "b.o", secs_b, syms_b, "pgoipo-cgprofile 1\nunit b.c\nfunc k 1\n");
	CHECK_INT(ext_callgraph_build(&set, &cg, &err), 0);
	CHECK_STR(nodes_of(&cg), "f@a.o=10 g@a.o=5 main@a.o=1 h@a.o=1 u@a.o=0 k@b.o=1");
	CHECK_STR(cg.nodes[0].cold_section, ".text.unlikely.f");
	CHECK_STR(cg.nodes[0].cold_symbol, "f.cold");
	CHECK_STR(cg.nodes[1].cold_symbol, "g.cold");
	CHECK_STR(cg.nodes[2].cold_symbol, "main.cold");
	CHECK(cg.nodes[3].cold_section == NULL);	/* h.cold is b.o's */
	CHECK(cg.nodes[4].cold_section == NULL);	/* u is all cold */
	CHECK(cg.nodes[5].cold_section == NULL);
	CHECK(cg.nodes[0].hot && !cg.nodes[1].hot && !cg.nodes[2].hot);
	ext_callgraph_free(&cg);
	ext_objfile_set_free(&set);
}

/* `ld -r a.o b.o`: one object, two units, two LOCAL "helper" symbols in
 * symbol-table order; each unit gets its own.  A third unit that lists
 * "helper" finds no static left and calls the global one. */
TEST(ld_r_units_keep_their_statics)
{
	static const char *const secs[] = { ".text.helper", ".text.helper", ".text.f", ".text.g",
					    ".text.helper.global", NULL };
	static const struct fake_sym syms[] = {
		{ "helper", 1, STB_LOCAL, 0, 1 }, { "helper", 2, STB_LOCAL, 0, 2 },
		{ "f", 3, STB_GLOBAL, 0, 3 }, { "g", 4, STB_GLOBAL, 0, 4 },
		{ "helper", 5, STB_GLOBAL, 0, 5 }, { NULL, 0, 0, 0, 0 },
	};
	struct ext_objfile_set set = { 0 };
	struct ext_callgraph cg;
	struct ext_error err;

	fake_object(&set, "ab.o", secs, syms,
		    "pgoipo-cgprofile 1\nunit a.c\nfunc f 1\nfunc helper 1\nedge f helper 10\n"
		    "pgoipo-cgprofile 1\nunit b.c\nfunc g 1\nfunc helper 1\nedge g helper 20\n"
		    "pgoipo-cgprofile 1\nunit c.c\nfunc helper 1\nedge f helper 30\n");
	CHECK_INT(ext_callgraph_build(&set, &cg, &err), 0);
	CHECK_STR(edges_of(&cg), "f>helper:10 f>helper:30 g>helper:20");
	CHECK_INT(cg.nodes[cg.edges[0].to].size, 1);
	CHECK_INT(cg.nodes[cg.edges[1].to].size, 5);
	CHECK_INT(cg.nodes[cg.edges[2].to].size, 2);
	CHECK_INT(cg.units, 3);
	ext_callgraph_free(&cg);
	ext_objfile_set_free(&set);
}

/* A profile id given by two def records to two functions: the first wins. */
TEST(id_conflict)
{
	static const char *const secs[] = { ".text.f", ".text.g", ".text.h", NULL };
	static const struct fake_sym syms[] = {
		{ "f", 1, STB_GLOBAL, 0, 1 }, { "g", 2, STB_GLOBAL, 0, 1 }, { "h", 3, STB_GLOBAL, 0, 1 },
		{ NULL, 0, 0, 0, 0 },
	};
	struct ext_objfile_set set = { 0 };
	struct ext_callgraph cg;
	struct ext_error err;

	fake_object(&set, "x.o", secs, syms,
		    "pgoipo-cgprofile 1\ndef 5 g\ndef 5 h\ndef 5 g\nicall f 5 7\n");
	CHECK_INT(ext_callgraph_build(&set, &cg, &err), 0);
	CHECK_INT(cg.id_conflicts, 1);
	CHECK_STR(edges_of(&cg), "f>g:7");
	ext_callgraph_free(&cg);
	ext_objfile_set_free(&set);
}

/* GCC's id of a public function reaches it without a def record. */
TEST(public_id)
{
	static const char *const secs[] = { ".text.apply", ".text.inc", NULL };
	static const struct fake_sym syms[] = {
		{ "apply", 1, STB_GLOBAL, 0, 1 }, { "inc", 2, STB_GLOBAL, 0, 1 }, { NULL, 0, 0, 0, 0 },
	};
	struct ext_objfile_set set = { 0 };
	struct ext_callgraph cg;
	struct ext_error err;
	char text[128];

	snprintf(text, sizeof text, "pgoipo-cgprofile 1\nicall apply %u 999000\n",
		 (unsigned)ext_profile_id_of("inc"));
	fake_object(&set, "x.o", secs, syms, text);
	CHECK_INT(ext_callgraph_build(&set, &cg, &err), 0);
	CHECK_STR(edges_of(&cg), "apply>inc:999000");
	ext_callgraph_free(&cg);
	ext_objfile_set_free(&set);
}

TEST(malformed_section)
{
	static const char *const secs[] = { ".text.f", NULL };
	static const struct fake_sym syms[] = { { "f", 1, STB_GLOBAL, 0, 1 }, { NULL, 0, 0, 0, 0 } };
	struct ext_objfile_set set = { 0 };
	struct ext_callgraph cg;
	struct ext_error err;

	fake_object(&set, "lib.a(m.o)", secs, syms, "pgoipo-cgprofile 1\nbogus f\n");
	CHECK_INT(ext_callgraph_build(&set, &cg, &err), -1);
	CHECK_STR(err.msg, "lib.a(m.o)(.pgoipo.cgprofile):2: unknown record 'bogus'");
	ext_objfile_set_free(&set);
}

/* No sections at all: an empty graph, not an error. */
TEST(no_sections)
{
	static const char *const secs[] = { ".text.f", NULL };
	static const struct fake_sym syms[] = { { "f", 1, STB_GLOBAL, 0, 1 }, { NULL, 0, 0, 0, 0 } };
	struct ext_objfile_set set = { 0 };
	struct ext_callgraph cg;
	struct ext_callgraph_subgraph sub;
	struct ext_error err;

	fake_object(&set, "x.o", secs, syms, NULL);
	CHECK_INT(ext_callgraph_build(&set, &cg, &err), 0);
	CHECK_INT(cg.n, 0);
	CHECK_INT(cg.units, 0);
	CHECK_INT(ext_callgraph_hot_subgraph(&cg, &sub, &err), 0);
	CHECK_INT(sub.g.n, 0);
	ext_callgraph_subgraph_free(&sub);
	ext_callgraph_free(&cg);
	ext_objfile_set_free(&set);
}

/* One body, one node: C1 and C2 at one address are one function, named as
 * its section is; g.localalias (GCC's local alias of g, which the unit's
 * calls name) is g.  A function in GCC's shared .text.hot (no
 * -ffunction-sections) is not orderable.  Statics of one name in two
 * objects: same_section and same_name count both. */
TEST(aliases_and_shared_sections)
{
	static const char *const secs_a[] = { ".text._ZN1SC2Ev", ".text.hot", ".text.helper", ".text.g",
					      NULL };
	static const struct fake_sym syms_a[] = {
		{ "_ZN1SC1Ev", 1, STB_GLOBAL, 0, 10 }, { "_ZN1SC2Ev", 1, STB_GLOBAL, 0, 10 },
		{ "hotf", 2, STB_GLOBAL, 0, 5 }, { "helper", 3, STB_LOCAL, 0, 4 },
		{ "g.localalias", 4, STB_LOCAL, 0, 6 }, { "g", 4, STB_GLOBAL, 0, 6 },
		{ NULL, 0, 0, 0, 0 },
	};
	static const char *const secs_b[] = { ".text.helper", NULL };
	static const struct fake_sym syms_b[] = { { "helper", 1, STB_LOCAL, 0, 4 }, { NULL, 0, 0, 0, 0 } };
	struct ext_objfile_set set = { 0 };
	struct ext_callgraph cg;
	struct ext_error err;

	fake_object(&set, "a.o", secs_a, syms_a,
		    "pgoipo-cgprofile 1\nunit a.c\nfunc helper 5\nfunc g 3\n"
		    "edge _ZN1SC1Ev helper 5\nedge _ZN1SC2Ev hotf 2\nedge hotf g.localalias 3\n");
	fake_object(&set, "b.o", secs_b, syms_b, "pgoipo-cgprofile 1\nunit b.c\nfunc helper 7\n");
	CHECK_INT(ext_callgraph_build(&set, &cg, &err), 0);
	CHECK_STR(nodes_of(&cg), "_ZN1SC2Ev@a.o=0 hotf@a.o=0! helper@a.o=5 g@a.o=3 helper@b.o=7");
	CHECK_STR(edges_of(&cg), "_ZN1SC2Ev>hotf:2 _ZN1SC2Ev>helper:5 hotf>g:3");
	CHECK_INT(cg.aliases, 2);
	CHECK_INT(cg.nundefined, 0);
	CHECK_INT(cg.nodes[2].same_section, 2);
	CHECK_INT(cg.nodes[2].same_name, 2);
	CHECK_INT(cg.nodes[3].same_section, 1);
	CHECK_INT(cg.nodes[0].same_name, 1);
	CHECK(!cg.nodes[2].discarded && !cg.nodes[2].name_discarded);
	CHECK(ext_callgraph_own_section(".text.helper") && !ext_callgraph_own_section(".text.hot") &&
	      !ext_callgraph_own_section(".text.unlikely") && !ext_callgraph_own_section(".text"));
	ext_callgraph_free(&cg);
	ext_objfile_set_free(&set);
}

int main(void)
{
	RUN(merge_two_objects);
	RUN(cold_parts);
	RUN(ld_r_units_keep_their_statics);
	RUN(id_conflict);
	RUN(public_id);
	RUN(malformed_section);
	RUN(no_sections);
	RUN(aliases_and_shared_sections);
	return unit_done();
}
