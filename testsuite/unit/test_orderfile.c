/* Order-file writers' exact output on a small order, and reading them back. */
#include "orderfile.h"
#include "unit.h"

#include <stdlib.h>

/* The worked example's order, with one static twice (same section twice). */
static const struct ext_orderfile_item items[] = {
	{ "eval", ".text.eval", 0, NULL },
	{ "main", ".text.startup.main", 0, NULL },
	{ "parse", ".text.hot.parse", 0, NULL },
	{ "lex", ".text.lex", 0, NULL },
	{ "lex", ".text.lex", 0, NULL },
	{ "error", ".text.unlikely.error", 0, NULL },
};

static char *write(enum ext_orderfile_format fmt, const char *base, struct ext_error *err, int *ret)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);

	*ret = ext_orderfile_write(f, fmt, items, 6, "pgoipo order: ph, 5 functions", base, "ld --verbose", err);
	fclose(f);
	return text;
}

TEST(gold)
{
	struct ext_error err;
	int ret;
	char *text = write(OF_GOLD, NULL, &err, &ret);

	CHECK_INT(ret, 0);
	CHECK_STR(text,
		  "# pgoipo order: ph, 5 functions\n"
		  "# for ld.gold --section-ordering-file\n"
		  ".text.eval\n.text.startup.main\n.text.hot.parse\n.text.lex\n.text.unlikely.error\n"
		  "# pgoipo order: end\n"
		  "# gold puts input sections that match no line before the listed ones,\n"
		  "# and with this file it stops grouping hot, startup and unlikely code:\n"
		  "# every other .text section matches one of the lines below (the first\n"
		  "# matching glob wins), in the groups hot, startup, rest, exit, unlikely.\n"
		  ".text.hot\n.text.hot.*\n.text.startup\n.text.startup.*\n.text\n.gnu.linkonce.t.*\n"
		  ".text.[!eu]*\n"
		  ".text.e\n.text.e[!x]*\n.text.ex\n.text.ex[!i]*\n.text.exi\n.text.exi[!t]*\n.text.exit[!.]*\n"
		  ".text.u\n.text.u[!n]*\n.text.un\n.text.un[!l]*\n.text.unl\n.text.unl[!i]*\n"
		  ".text.unli\n.text.unli[!k]*\n.text.unlik\n.text.unlik[!e]*\n.text.unlike\n"
		  ".text.unlike[!l]*\n.text.unlikel\n.text.unlikel[!y]*\n.text.unlikely[!.]*\n"
		  ".text.exit\n.text.exit.*\n.text.unlikely\n.text.unlikely.*\n");
	free(text);
}

TEST(lld)
{
	struct ext_error err;
	int ret;
	char *text = write(OF_LLD, NULL, &err, &ret);

	CHECK_INT(ret, 0);
	CHECK_STR(text, "# pgoipo order: ph, 5 functions\n# for ld.lld --symbol-ordering-file\n"
			"eval\nmain\nparse\nlex\nerror\n");
	free(text);
}

TEST(ld_fragment)
{
	struct ext_error err;
	int ret;
	char *text = write(OF_LD_FRAGMENT, NULL, &err, &ret);

	CHECK_INT(ret, 0);
	CHECK_STR(text, "/* pgoipo order: ph, 5 functions */\n"
			"/* for GNU ld >= 2.43 --section-ordering-file: mapped to the start of .text */\n"
			".text : {\n  *(.text.eval)\n  *(.text.startup.main)\n  *(.text.hot.parse)\n"
			"  *(.text.lex)\n  *(.text.unlikely.error)\n}\n");
	free(text);
}

/* Statics of one name: an item with its object is written twice, for the
 * object in any directory and as given (a pattern, so that ld does not open
 * it as an input), an archive member as lib.a:m.o; one per (object,
 * section); read back as the function's name. */
TEST(ld_file_patterns)
{
	static const struct ext_orderfile_item twins[] = {
		{ "helper", ".text.helper", 0, "obj/twin-a.o" },
		{ "run", ".text.run", 0, NULL },
		{ "helper", ".text.helper", 0, "lib/libt.a(twin-b.o)" },
		{ "helper", ".text.helper", 0, "obj/twin-a.o" },
	};
	struct ext_error err;
	char *text = NULL, **names = NULL, *store = NULL;
	size_t len = 0, n = 0;
	enum ext_orderfile_format fmt = OF_AUTO;
	FILE *f = open_memstream(&text, &len);

	CHECK_INT(ext_orderfile_write(f, OF_LD_FRAGMENT, twins, 4, NULL, NULL, NULL, &err), 0);
	fclose(f);
	CHECK_STR(text, "/* for GNU ld >= 2.43 --section-ordering-file: mapped to the start of .text */\n"
			".text : {\n  */twin-a.o(.text.helper)\n  [t]win-a.o(.text.helper)\n"
			"  *(.text.run)\n  */libt.a:twin-b.o(.text.helper)\n  libt.a:twin-b.o(.text.helper)\n}\n");
	CHECK_INT(ext_orderfile_parse(text, len, "t", &fmt, &names, &n, &store, &err), 0);
	CHECK_INT(fmt, OF_LD_FRAGMENT);
	CHECK_INT(n, 3);
	if (n == 3) {
		CHECK_STR(names[0], "helper");
		CHECK_STR(names[1], "run");
		CHECK_STR(names[2], "helper");
	}
	free(names);
	free(store);
	free(text);
}

static const char verbose[] =
	"GNU ld (GNU Binutils) 2.40\n  Supported emulations:\n   elf_x86_64\nusing internal linker script:\n"
	"==================================================\n"
	"SECTIONS\n{\n  .init : { KEEP (*(SORT_NONE(.init))) }\n  .text           :\n  {\n"
	"    *(.text.unlikely .text.*_unlikely .text.unlikely.*)\n    *(.text .stub .text.*)\n  }\n"
	"  .text.x : { *(.tx) }\n}\n"
	"==================================================\n";

TEST(ld_script)
{
	struct ext_error err;
	int ret;
	char *text = write(OF_LD_SCRIPT, verbose, &err, &ret);

	CHECK_INT(ret, 0);
	CHECK_STR(text, "/* pgoipo order: ph, 5 functions */\n"
			"/* ld's default script (ld --verbose) with the ordered functions at the\n"
			"   start of .text; link with gcc -Wl,-T,<this file> */\n"
			"SECTIONS\n{\n  .init : { KEEP (*(SORT_NONE(.init))) }\n  .text           :\n  {\n"
			"    /* pgoipo order: begin */\n"
			"    *(.text.eval)\n    *(.text.startup.main)\n    *(.text.hot.parse)\n"
			"    *(.text.lex)\n    *(.text.unlikely.error)\n"
			"    /* pgoipo order: end */\n"
			"    *(.text.unlikely .text.*_unlikely .text.unlikely.*)\n    *(.text .stub .text.*)\n  }\n"
			"  .text.x : { *(.tx) }\n}\n");
	free(text);
	/* A script without .text is refused. */
	text = write(OF_LD_SCRIPT, "SECTIONS { .data : { *(.data) } }\n", &err, &ret);
	CHECK_INT(ret, -1);
	CHECK_STR(err.msg, "ld --verbose: no '.text' output section in the linker script");
	free(text);
}

TEST(llvm_cgprofile)
{
	static const struct ext_orderfile_edge edges[] = { { "main", "parse", 100 }, { "parse", "lex", 900 },
						{ "_Z1fv", "odd-name", 1 } };
	struct ext_error err;
	char *text = NULL;
	size_t len;
	FILE *f = open_memstream(&text, &len);

	CHECK_INT(ext_orderfile_write_llvm_cgprofile(f, edges, 3, "pgoipo order", &err), 0);
	fclose(f);
	CHECK_STR(text, "# pgoipo order\n"
			"# for ld.lld (--call-graph-profile-sort): assemble with as, link the object\n"
			"\t.section .llvm.call-graph-profile,\"eM\",@0x6fff4c09,8\n"
			"\t.weak _Z1fv\n\t.weak lex\n\t.weak main\n\t.weak \"odd-name\"\n\t.weak parse\n"
			"\t.reloc ., BFD_RELOC_NONE, main\n\t.reloc ., BFD_RELOC_NONE, parse\n\t.quad 100\n"
			"\t.reloc ., BFD_RELOC_NONE, parse\n\t.reloc ., BFD_RELOC_NONE, lex\n\t.quad 900\n"
			"\t.reloc ., BFD_RELOC_NONE, _Z1fv\n\t.reloc ., BFD_RELOC_NONE, \"odd-name\"\n\t.quad 1\n"
			"\t.section .note.GNU-stack,\"\",@progbits\n");
	free(text);
	/* No edges: no section (lld would warn that it has no relocations). */
	f = open_memstream(&text, &len);
	CHECK_INT(ext_orderfile_write_llvm_cgprofile(f, edges, 0, NULL, &err), 0);
	fclose(f);
	CHECK_STR(text, "# for ld.lld (--call-graph-profile-sort): assemble with as, link the object\n"
			"\t.section .note.GNU-stack,\"\",@progbits\n");
	free(text);
}

/* Every format reads back to the function names, detected automatically. */
TEST(read_back)
{
	static const enum ext_orderfile_format fmts[] = { OF_GOLD, OF_LLD, OF_LD_FRAGMENT, OF_LD_SCRIPT };
	int bad = 0;

	for (int i = 0; i < 4; i++) {
		struct ext_error err;
		int ret;
		char *text = write(fmts[i], verbose, &err, &ret), **names = NULL, *store = NULL;
		size_t n = 0;
		enum ext_orderfile_format got = OF_AUTO;
		char joined[256] = "";

		if (ext_orderfile_parse(text, strlen(text), "f", &got, &names, &n, &store, &err) < 0)
			bad++;
		for (size_t k = 0; k < n; k++)
			snprintf(joined + strlen(joined), sizeof joined - strlen(joined), "%s%s",
				 k ? " " : "", names[k]);
		if (got != fmts[i] || strcmp(joined, "eval main parse lex error")) {
			printf("  %s: detected %s, read '%s'\n", ext_orderfile_format_name(fmts[i]),
			       ext_orderfile_format_name(got), joined);
			bad++;
		}
		free(names);
		free(store);
		free(text);
	}
	CHECK_INT(bad, 0);
}

/* Split cold parts: gold lists their sections, lld their symbols, each run
 * behind a marker; ld formats leave them out; a gold file reads back to the
 * F.cold symbols. */
TEST(cold_parts)
{
	static const struct ext_orderfile_item cold[] = {
		{ "hot1", ".text.hot.hot1", 0, NULL }, { "hot2", ".text.hot.hot2", 0, NULL },
		{ "hot1.cold", ".text.unlikely.hot1", 1, NULL }, { "warm", ".text.warm", 0, NULL },
		{ "warm.cold", ".text.unlikely.warm", 1, NULL },
	};
	static const enum ext_orderfile_format fmts[] = { OF_GOLD, OF_LLD, OF_LD_FRAGMENT };
	static const char *const want[] = {
		"hot1 hot2 hot1.cold warm warm.cold", "hot1 hot2 hot1.cold warm warm.cold",
		"hot1 hot2 warm",
	};
	struct ext_error err;
	int bad = 0;

	for (int i = 0; i < 3; i++) {
		char *text = NULL, **names = NULL, *store = NULL, joined[256] = "";
		size_t len = 0, n = 0;
		enum ext_orderfile_format got = OF_AUTO;
		FILE *f = open_memstream(&text, &len);

		CHECK_INT(ext_orderfile_write(f, fmts[i], cold, 5, "c", NULL, NULL, &err), 0);
		fclose(f);
		if (i == 0)
			CHECK(strstr(text, "# for ld.gold --section-ordering-file\n"
					   ".text.hot.hot1\n.text.hot.hot2\n"
					   "# pgoipo order: cold parts\n.text.unlikely.hot1\n"
					   "# pgoipo order: functions\n.text.warm\n"
					   "# pgoipo order: cold parts\n.text.unlikely.warm\n"
					   "# pgoipo order: end\n") != NULL);
		if (i == 1)
			CHECK_STR(text, "# c\n# for ld.lld --symbol-ordering-file\nhot1\nhot2\n"
					"# pgoipo order: cold parts\nhot1.cold\n"
					"# pgoipo order: functions\nwarm\n"
					"# pgoipo order: cold parts\nwarm.cold\n");
		if (i == 2)
			CHECK(!strstr(text, "unlikely"));
		if (ext_orderfile_parse(text, strlen(text), "f", &got, &names, &n, &store, &err) < 0)
			bad++;
		for (size_t k = 0; k < n; k++)
			snprintf(joined + strlen(joined), sizeof joined - strlen(joined), "%s%s",
				 k ? " " : "", names[k]);
		if (got != fmts[i] || strcmp(joined, want[i])) {
			printf("  %s: read '%s'\n", ext_orderfile_format_name(fmts[i]), joined);
			bad++;
		}
		free(names);
		free(store);
		free(text);
	}
	CHECK_INT(bad, 0);
}

/* Functions of a linked program (LTO: the LTRANS objects are gone) are
 * listed under every section name GCC may give them, and read back once. */
TEST(linked_program)
{
	static const struct ext_orderfile_item linked[] = { { "b", NULL, 0, NULL }, { "a", NULL, 0, NULL }, { "b", NULL, 0, NULL } };
	static const enum ext_orderfile_format fmts[] = { OF_GOLD, OF_LD_FRAGMENT };
	static const char *const want[] = {
		"# for ld.gold --section-ordering-file\n"
		".text.hot.b\n.text.b\n.text.unlikely.b\n.text.startup.b\n"
		".text.hot.a\n.text.a\n.text.unlikely.a\n.text.startup.a\n# pgoipo order: end\n",
		"/* for GNU ld >= 2.43 --section-ordering-file: mapped to the start of .text */\n"
		".text : {\n  *(.text.hot.b .text.b .text.unlikely.b .text.startup.b)\n"
		"  *(.text.hot.a .text.a .text.unlikely.a .text.startup.a)\n}\n",
	};

	for (int i = 0; i < 2; i++) {
		struct ext_error err;
		char *text = NULL, **names = NULL, *store = NULL;
		size_t len = 0, n = 0;
		enum ext_orderfile_format got = OF_AUTO;
		FILE *f = open_memstream(&text, &len);

		CHECK_INT(ext_orderfile_write(f, fmts[i], linked, 3, NULL, NULL, NULL, &err), 0);
		fclose(f);
		CHECK(text && !strncmp(text, want[i], strlen(want[i])));
		CHECK_INT(ext_orderfile_parse(text, len, "f", &got, &names, &n, &store, &err), 0);
		CHECK_INT(n, 2);
		CHECK_STR(n == 2 ? names[0] : NULL, "b");
		CHECK_STR(n == 2 ? names[1] : NULL, "a");
		free(names);
		free(store);
		free(text);
	}
}

/* A COMDAT function (section NULL: every name GCC gives it) whose names
 * include another item's section (a static of the same name in another
 * object): gold takes the last line of a name, so that name is written once,
 * at the first item's place. */
TEST(gold_names_once)
{
	static const struct ext_orderfile_item mixed[] = {
		{ "f.isra.0", ".text.f.isra.0", 0, NULL },
		{ "g", ".text.hot.g", 0, NULL },
		{ "f.isra.0", NULL, 0, NULL },
		{ "h", ".text.unlikely.f.isra.0", 0, NULL },
	};
	struct ext_error err;
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);

	CHECK_INT(ext_orderfile_write(f, OF_GOLD, mixed, 4, NULL, NULL, NULL, &err), 0);
	fclose(f);
	CHECK(text && !strncmp(text,
			       "# for ld.gold --section-ordering-file\n"
			       ".text.f.isra.0\n.text.hot.g\n"
			       ".text.hot.f.isra.0\n.text.startup.f.isra.0\n"
			       ".text.unlikely.f.isra.0\n# pgoipo order: end\n",
			       strlen("# for ld.gold --section-ordering-file\n.text.f.isra.0\n.text.hot.g\n"
				      ".text.hot.f.isra.0\n.text.startup.f.isra.0\n"
				      ".text.unlikely.f.isra.0\n# pgoipo order: end\n")));
	free(text);
}

TEST(section_function)
{
	CHECK_STR(ext_orderfile_section_function(".text.hot.parse"), "parse");
	CHECK_STR(ext_orderfile_section_function(".text.unlikely.error"), "error");
	CHECK_STR(ext_orderfile_section_function(".text.startup.main"), "main");
	CHECK_STR(ext_orderfile_section_function(".text.f.part.0"), "f.part.0");
	/* GCC's shared sections (no -ffunction-sections) hold no one function. */
	CHECK(ext_orderfile_section_function(".text.hot") == NULL);
	CHECK(ext_orderfile_section_function(".text.unlikely") == NULL);
	CHECK(ext_orderfile_section_function(".text.startup") == NULL);
	CHECK(ext_orderfile_section_function(".text") == NULL);
	CHECK(ext_orderfile_section_function(".data.x") == NULL);
}

int main(void)
{
	RUN(gold);
	RUN(lld);
	RUN(ld_fragment);
	RUN(ld_script);
	RUN(ld_file_patterns);
	RUN(llvm_cgprofile);
	RUN(read_back);
	RUN(cold_parts);
	RUN(linked_program);
	RUN(section_function);
	RUN(gold_names_once);
	return unit_done();
}
