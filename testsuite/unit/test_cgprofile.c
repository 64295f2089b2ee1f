/* The call-graph section: builder (sorting, summing, determinism) and parser
 * (several units, every error message). */
#include "cgprofile.h"
#include "unit.h"

#include <stdlib.h>

TEST(builder_sorts_and_sums)
{
	struct ext_cgprofile_unit *u = ext_cgprofile_unit_new("src/lex.c");
	size_t len = 0;
	char *text;

	ext_cgprofile_add_icall(u, "main", 77, 5);
	ext_cgprofile_add_edge(u, "parse", "lex", 600);
	ext_cgprofile_add_def(u, 9, "lex");
	ext_cgprofile_add_func(u, "parse", 10);
	ext_cgprofile_add_edge(u, "main", "parse", 100);
	ext_cgprofile_add_edge(u, "parse", "lex", 300);	/* summed with the 600 */
	ext_cgprofile_add_def(u, 3, "parse");
	ext_cgprofile_add_def(u, 9, "lex");		/* dropped: same record */
	ext_cgprofile_add_func(u, "lex", 900);
	ext_cgprofile_add_icall(u, "main", 12, 1);
	ext_cgprofile_add_icall(u, "main", 77, 2);	/* summed */
	ext_cgprofile_add_edge(u, "parse", "error", 1);
	text = ext_cgprofile_unit_text(u, &len);
	CHECK_STR(text, "pgoipo-cgprofile 1\n"
			"unit src/lex.c\n"
			"func lex 900\n"
			"func parse 10\n"
			"def 3 parse\n"
			"def 9 lex\n"
			"edge main parse 100\n"
			"edge parse error 1\n"
			"edge parse lex 900\n"
			"icall main 12 1\n"
			"icall main 77 7\n");
	CHECK_INT(len, text ? strlen(text) : 0);
	free(text);
	ext_cgprofile_unit_free(u);
}

/* The same records added in two orders give the same bytes. */
TEST(builder_deterministic)
{
	static const char *const syms[] = { "c", "a", "b", "_Z1fv", "a.part.0" };
	struct ext_cgprofile_unit *u1 = ext_cgprofile_unit_new(NULL), *u2 = ext_cgprofile_unit_new("");
	char *t1, *t2;

	for (int i = 0; i < 5; i++)
		for (int j = 0; j < 5; j++) {
			ext_cgprofile_add_edge(u1, syms[i], syms[j], (uint64_t)(i * 10 + j));
			ext_cgprofile_add_edge(u2, syms[4 - i], syms[4 - j], (uint64_t)((4 - i) * 10 + 4 - j));
		}
	t1 = ext_cgprofile_unit_text(u1, NULL);
	t2 = ext_cgprofile_unit_text(u2, NULL);
	CHECK(t1 && t2 && !strcmp(t1, t2));
	/* No source: no "unit" record. */
	CHECK(t1 && !strncmp(t1, "pgoipo-cgprofile 1\nedge _Z1fv _Z1fv 33\n", 39));
	free(t1);
	free(t2);
	ext_cgprofile_unit_free(u1);
	ext_cgprofile_unit_free(u2);
}

/* A unit without calls or counts (UBSan: no qsort of NULL). */
TEST(builder_empty_unit)
{
	struct ext_cgprofile_unit *u = ext_cgprofile_unit_new("empty.c");
	char *text = ext_cgprofile_unit_text(u, NULL);

	CHECK_STR(text, "pgoipo-cgprofile 1\nunit empty.c\n");
	free(text);
	ext_cgprofile_unit_free(u);
}

TEST(builder_rejects_bad_symbols)
{
	struct ext_cgprofile_unit *u = ext_cgprofile_unit_new("a.c");

	ext_cgprofile_add_func(u, "ok", 1);
	ext_cgprofile_add_edge(u, "ok", "two words", 1);
	ext_cgprofile_add_func(u, "", 1);
	CHECK(ext_cgprofile_unit_text(u, NULL) == NULL);
	CHECK_STR(ext_cgprofile_unit_error(u),
		  "symbol 'two words' is empty or holds a space or control character");
	ext_cgprofile_unit_free(u);
	u = ext_cgprofile_unit_new("a\nb.c");
	CHECK(ext_cgprofile_unit_text(u, NULL) == NULL);
	CHECK_STR(ext_cgprofile_unit_error(u), "source name 'a\nb.c' holds a newline");
	ext_cgprofile_unit_free(u);
}

/* A recording handler: every record as one line of text. */
struct log {
	char text[4096];
	size_t at;
	int stop_at_func;
	struct ext_error *err;
};

#define LOG(l, ...) ((l)->at += (size_t)snprintf((l)->text + (l)->at, sizeof (l)->text - (l)->at, __VA_ARGS__))

static int on_header(void *d) { LOG((struct log *)d, "H;"); return 0; }
static int on_unit(void *d, const char *s) { LOG((struct log *)d, "U %s;", s); return 0; }
static int on_func(void *d, const char *s, uint64_t c)
{
	struct log *l = d;
	if (l->stop_at_func)
		return ext_error_set(l->err, "stopped at %s", s);
	LOG(l, "F %s %llu;", s, (unsigned long long)c);
	return 0;
}
static int on_def(void *d, uint32_t id, const char *s) { LOG((struct log *)d, "D %u %s;", (unsigned)id, s); return 0; }
static int on_edge(void *d, const char *a, const char *b, uint64_t c)
{
	LOG((struct log *)d, "E %s %s %llu;", a, b, (unsigned long long)c);
	return 0;
}
static int on_icall(void *d, const char *a, uint32_t id, uint64_t c)
{
	LOG((struct log *)d, "I %s %u %llu;", a, (unsigned)id, (unsigned long long)c);
	return 0;
}

static const struct ext_cgprofile_handler handler = { on_header, on_unit, on_func, on_def, on_edge, on_icall };

static int parse(const char *text, size_t len, struct log *l, struct ext_error *err)
{
	memset(l, 0, sizeof *l);
	l->err = err;
	err->msg[0] = 0;
	return ext_cgprofile_parse(text, len, "x.o", ".pgoipo.cgprofile", &handler, l, err);
}

/* Two units as `ld -r` leaves them, with alignment padding between. */
TEST(parse_several_units)
{
	static const char text[] = "pgoipo-cgprofile 1\nunit a b.c\nfunc f 3\nedge f g 18446744073709551615\n"
				   "\0\0\0"
				   "pgoipo-cgprofile 1\ndef 4294967295 g\nicall g 7 2\n";
	struct ext_error err;
	struct log l;

	CHECK_INT(parse(text, sizeof text - 1, &l, &err), 0);
	CHECK_STR(l.text, "H;U a b.c;F f 3;E f g 18446744073709551615;H;D 4294967295 g;I g 7 2;");
}

/* The plugin always writes a unit: an empty section was emptied by someone. */
TEST(parse_empty_section)
{
	struct ext_error err;
	struct log l;

	CHECK_INT(parse("", 0, &l, &err), -1);
	CHECK_STR(err.msg, "x.o(.pgoipo.cgprofile):1: empty section, expected 'pgoipo-cgprofile 1'");
	CHECK_INT(parse("\0\0\0\0", 4, &l, &err), -1);
	CHECK_STR(err.msg, "x.o(.pgoipo.cgprofile):1: empty section, expected 'pgoipo-cgprofile 1'");
	CHECK_STR(l.text, "");
}

TEST(parse_callback_stops)
{
	static const char text[] = "pgoipo-cgprofile 1\nfunc f 3\nfunc g 4\n";
	struct ext_error err;
	struct log l;

	memset(&l, 0, sizeof l);
	l.err = &err;
	l.stop_at_func = 1;
	CHECK_INT(ext_cgprofile_parse(text, sizeof text - 1, "x.o", "s", &handler, &l, &err), -1);
	CHECK_STR(err.msg, "stopped at f");
}

/* Every message of the parser, each on the line it names. */
TEST(parse_errors)
{
	static const struct {
		const char *text, *msg;
	} cases[] = {
		{ "func f 1\n", "x.o(.pgoipo.cgprofile):1: expected 'pgoipo-cgprofile 1', found 'func f 1'" },
		{ "pgoipo-cgprofile 2\n", "x.o(.pgoipo.cgprofile):1: unsupported version '2' (pgoipo reads version 1)" },
		{ "pgoipo-cgprofile 1\nfunc f 1", "x.o(.pgoipo.cgprofile):2: missing newline at the end of the section" },
		{ "pgoipo-cgprofile 1\n\n", "x.o(.pgoipo.cgprofile):2: empty line" },
		{ "pgoipo-cgprofile 1\nfunk f 1\n", "x.o(.pgoipo.cgprofile):2: unknown record 'funk'" },
		{ "pgoipo-cgprofile 1\nedge f 1\n", "x.o(.pgoipo.cgprofile):2: 'edge' takes 3 fields, found 2" },
		{ "pgoipo-cgprofile 1\nfunc f 1 2\n", "x.o(.pgoipo.cgprofile):2: 'func' takes 2 fields, found 3" },
		{ "pgoipo-cgprofile 1\nedge f  g 1\n", "x.o(.pgoipo.cgprofile):2: empty field (two spaces, or a space at an end)" },
		{ "pgoipo-cgprofile 1\nfunc f 1 \n", "x.o(.pgoipo.cgprofile):2: empty field (two spaces, or a space at an end)" },
		{ "pgoipo-cgprofile 1\nfunc f -1\n", "x.o(.pgoipo.cgprofile):2: count '-1' is not a decimal number" },
		{ "pgoipo-cgprofile 1\nfunc f 0x10\n", "x.o(.pgoipo.cgprofile):2: count '0x10' is not a decimal number" },
		{ "pgoipo-cgprofile 1\nedge f g 18446744073709551616\n", "x.o(.pgoipo.cgprofile):2: count '18446744073709551616' does not fit in 64 bits" },
		{ "pgoipo-cgprofile 1\ndef 4294967296 f\n", "x.o(.pgoipo.cgprofile):2: id '4294967296' does not fit in 32 bits" },
		{ "pgoipo-cgprofile 1\nicall f x 1\n", "x.o(.pgoipo.cgprofile):2: id 'x' is not a decimal number" },
		{ "pgoipo-cgprofile 1\nicall f 1 y\n", "x.o(.pgoipo.cgprofile):2: count 'y' is not a decimal number" },
		{ "pgoipo-cgprofile 1\nunit\n", "x.o(.pgoipo.cgprofile):2: 'unit' needs a source name" },
		{ "pgoipo-cgprofile 1\nunit \n", "x.o(.pgoipo.cgprofile):2: 'unit' needs a source name" },
		{ "pgoipo-cgprofile 1\nfunc f 1\npgoipo-cgprofile 1\nfunc\n", "x.o(.pgoipo.cgprofile):4: 'func' takes 2 fields, found 0" },
		/* found by fuzz_cgprofile: symbols with control bytes were accepted */
		{ "pgoipo-cgprofile 1\nfunc cb_o\bffset 500\n", "x.o(.pgoipo.cgprofile):2: control character 0x08 in a symbol" },
		{ "pgoipo-cgprofile 1\ndef 7 a\x7f\n", "x.o(.pgoipo.cgprofile):2: control character 0x7f in a symbol" },
		{ "pgoipo-cgprofile 1\nedge f g\r 1\n", "x.o(.pgoipo.cgprofile):2: control character 0x0d in a symbol" },
		{ "pgoipo-cgprofile 1\nicall \tf 7 1\n", "x.o(.pgoipo.cgprofile):2: control character 0x09 in a symbol" },
	};
	int bad = 0;

	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct ext_error err;
		struct log l;
		if (parse(cases[i].text, strlen(cases[i].text), &l, &err) != -1 ||
		    strcmp(err.msg, cases[i].msg)) {
			printf("  case %zu: got '%s'\n", i, err.msg);
			bad++;
		}
	}
	{
		static const char nul[] = "pgoipo-cgprofile 1\nfunc f\0 1\n";
		struct ext_error err;
		struct log l;
		if (parse(nul, sizeof nul - 1, &l, &err) != -1 ||
		    strcmp(err.msg, "x.o(.pgoipo.cgprofile):2: NUL byte inside a line"))
			bad++;
	}
	CHECK_INT(bad, 0);
}

/* What the builder writes, the parser reads back. */
TEST(round_trip)
{
	struct ext_cgprofile_unit *u = ext_cgprofile_unit_new("dir with space/m.c");
	struct ext_error err;
	struct log l;
	char *text;
	size_t len;

	ext_cgprofile_add_edge(u, "b", "a", 5);
	ext_cgprofile_add_func(u, "a", 1);
	ext_cgprofile_add_icall(u, "b", 1247539114, 9);
	text = ext_cgprofile_unit_text(u, &len);
	CHECK_INT(parse(text, len, &l, &err), 0);
	CHECK_STR(l.text, "H;U dir with space/m.c;F a 1;E b a 5;I b 1247539114 9;");
	free(text);
	ext_cgprofile_unit_free(u);
}

int main(void)
{
	RUN(builder_sorts_and_sums);
	RUN(builder_deterministic);
	RUN(builder_empty_unit);
	RUN(builder_rejects_bad_symbols);
	RUN(parse_several_units);
	RUN(parse_empty_section);
	RUN(parse_callback_stops);
	RUN(parse_errors);
	RUN(round_trip);
	return unit_done();
}
