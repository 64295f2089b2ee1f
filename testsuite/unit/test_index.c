/* The profile index (index.h): deterministic writer, strict reader. */
#include "index.h"
#include "unit.h"

#include <stdlib.h>

static struct ext_error E;

static const char running_index[] =
	"pgoipo-index 1\n"
	"runs 1\n"
	"functions 4\n"
	"total 2000003\n"
	"max 1000000\n"
	"counts 8\n"
	"cutoff 100000 1000000 1\n"
	"cutoff 200000 1000000 1\n"
	"cutoff 300000 1000000 1\n"
	"cutoff 400000 1000000 1\n"
	"cutoff 500000 999000 2\n"
	"cutoff 600000 999000 2\n"
	"cutoff 700000 999000 2\n"
	"cutoff 800000 999000 2\n"
	"cutoff 900000 999000 2\n"
	"cutoff 950000 999000 2\n"
	"cutoff 990000 999000 2\n"
	"cutoff 999000 999000 2\n"
	"cutoff 999900 1000 3\n"
	"cutoff 999990 1000 3\n"
	"cutoff 999999 1000 3\n"
	"hot 990000 999000\n"
	"cold 999999 1000\n"
	"name 67126298 apply\n"
	"name 108032747 main\n"
	"name 654920222 dbl\n"
	"name 1247539114 collides_with_inc\n"
	"name 1247539114 inc\n";

/* Write IDX into a string (malloc'ed). */
static char *write_to_string(struct ext_index *idx)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);

	CHECK_INT(ext_index_write(idx, f, "mem", &E), 0);
	fclose(f);
	return text;
}

static struct ext_index *running_example_index(void)
{
	static const uint64_t counts[] = { 1, 1000000, 1, 1, 0, 0, 1000, 999000 };
	struct ext_summary s;
	struct ext_index *idx;

	ext_summary_compute(counts, 8, 990000, 999999, &s);
	idx = ext_index_new(&s, 1, 4);
	/* any order, a repeat, and a (made-up) second name for inc's id */
	CHECK_INT(ext_index_add_name(idx, 1247539114, "inc", &E), 0);
	CHECK_INT(ext_index_add_name(idx, 654920222, "dbl", &E), 0);
	CHECK_INT(ext_index_add_name(idx, 108032747, "main", &E), 0);
	CHECK_INT(ext_index_add_name(idx, 1247539114, "collides_with_inc", &E), 0);
	CHECK_INT(ext_index_add_name(idx, 67126298, "apply", &E), 0);
	CHECK_INT(ext_index_add_name(idx, 108032747, "main", &E), 0);
	return idx;
}

TEST(writer_is_deterministic)
{
	struct ext_index *a = running_example_index(), *b = running_example_index();
	char *ta = write_to_string(a), *tb = write_to_string(b);

	CHECK_STR(ta, running_index);
	CHECK_STR(ta, tb);
	free(ta);
	free(tb);
	ext_index_free(a);
	ext_index_free(b);
}

TEST(round_trip)
{
	struct ext_index *idx = ext_index_parse("t.pgo", running_index, sizeof running_index - 1, &E);
	const struct ext_summary *s;
	char *again;

	CHECK(idx != NULL);
	if (!idx) {
		UNIT_FAILED("%s", E.msg);
		return;
	}
	CHECK_INT(ext_index_hot(idx), 999000);
	CHECK_INT(ext_index_cold(idx), 1000);
	CHECK_INT(ext_index_total(idx), 2000003);
	CHECK_INT(ext_index_max(idx), 1000000);
	CHECK_INT(ext_index_runs(idx), 1);
	CHECK_INT(ext_index_n_functions(idx), 4);
	CHECK_INT(ext_index_n_names(idx), 5);
	s = ext_index_summary(idx);
	CHECK_INT(s->n_entries, 15);
	CHECK_INT(s->entries[12].min_count, 1000);
	CHECK_INT(s->cutoff_hot, 990000);
	CHECK_STR(ext_index_name(idx, 108032747), "main");
	CHECK_STR(ext_index_name(idx, 1247539114), "collides_with_inc");	/* the first */
	CHECK_INT(ext_index_name_count(idx, 1247539114), 2);
	CHECK_STR(ext_index_nth_name(idx, 1247539114, 1), "inc");
	CHECK(ext_index_nth_name(idx, 1247539114, 2) == NULL);
	CHECK(ext_index_name(idx, 42) == NULL);
	CHECK(ext_index_name(idx, 4000000000u) == NULL);
	again = write_to_string(idx);
	CHECK_STR(again, running_index);
	free(again);
	ext_index_free(idx);
}

static int count_names(uint32_t id, const char *symbol, void *data)
{
	(void)symbol;
	*(uint64_t *)data += id;
	return 0;
}

TEST(for_each_name)
{
	struct ext_index *idx = ext_index_parse("t.pgo", running_index, sizeof running_index - 1, &E);
	uint64_t sum = 0;

	CHECK(idx != NULL);
	CHECK_INT(ext_index_for_each_name(idx, count_names, &sum), 0);
	CHECK_INT(sum, 67126298ull + 108032747 + 654920222 + 2ull * 1247539114);
	ext_index_free(idx);
}

TEST(nothing_hot)
{
	struct ext_summary s;
	struct ext_index *idx, *back;
	char *text;

	ext_summary_compute(NULL, 0, 990000, 999999, &s);
	idx = ext_index_new(&s, 0, 0);
	text = write_to_string(idx);
	back = ext_index_parse("t.pgo", text, strlen(text), &E);
	CHECK(back && ext_index_hot(back) == UINT64_MAX);
	CHECK(back && ext_index_n_names(back) == 0);
	free(text);
	ext_index_free(idx);
	ext_index_free(back);
}

TEST(bad_symbol_refused)
{
	struct ext_summary s = { 0 };
	struct ext_index *idx = ext_index_new(&s, 0, 0);

	CHECK_INT(ext_index_add_name(idx, 1, "two words", &E), -1);
	CHECK_STR(E.msg, "symbol 'two words' has a space or control character");
	CHECK_INT(ext_index_add_name(idx, 1, "", &E), -1);
	/* only assembler identifiers: the reader reads nothing else back */
	CHECK_INT(ext_index_add_name(idx, 1, "1abc", &E), -1);
	CHECK_STR(E.msg, "symbol '1abc' is not an assembler name (a letter, '_', '.' or '$' first, "
			 "then letters, digits, '_', '.' or '$')");
	CHECK_INT(ext_index_add_name(idx, 1, "a-b", &E), -1);
	CHECK_INT(ext_index_add_name(idx, 1, "foo@@VERS_1", &E), -1);
	CHECK_INT(ext_index_n_names(idx), 0);
	CHECK_INT(ext_index_add_name(idx, 1, "_ZN3foo3barEv", &E), 0);
	CHECK_INT(ext_index_add_name(idx, 1, "f.constprop.0", &E), 0);
	CHECK_INT(ext_index_add_name(idx, 1, ".L$x9", &E), 0);
	CHECK_INT(ext_index_add_name(idx, 1, "\xc3\xa9t\xc3\xa9", &E), 0);	/* "été", UTF-8 */
	CHECK_INT(ext_index_add_name(idx, 1, "\xce\xbb" "1", &E), 0);
	CHECK(!ext_index_symbol_ok("9"));
	CHECK(ext_index_unit_ok("sub/prog-running.gcda"));
	CHECK(!ext_index_symbol_ok("sub/prog-running.gcda"));
	ext_index_free(idx);
}

/* Replace the first occurrence of FROM in the running index by TO and parse;
 * expect the error MSG. */
static void expect_error(const char *from, const char *to, const char *msg)
{
	char text[4096];
	const char *at = strstr(running_index, from);
	struct ext_index *idx;

	if (!at) {
		UNIT_FAILED("'%s' not in the index", from);
		return;
	}
	snprintf(text, sizeof text, "%.*s%s%s", (int)(at - running_index), running_index, to,
		 at + strlen(from));
	idx = ext_index_parse("prog.pgo", text, strlen(text), &E);
	CHECK(idx == NULL);
	CHECK_STR(E.msg, msg);
	ext_index_free(idx);
}

TEST(malformed)
{
	expect_error("pgoipo-index 1\n", "pgoipo-index 2\n",
		     "prog.pgo:1: index version 2 not supported (expected 1)");
	expect_error("pgoipo-index 1\n", "GCOV\n",
		     "prog.pgo:1: expected 'pgoipo-index 1' (not a pgoipo profile index)");
	expect_error("pgoipo-index 1\n", "pgoipo-index x\n",
		     "prog.pgo:1: 'x' is not a number in 0..4294967295 in 'pgoipo-index VERSION'");
	expect_error("runs 1\n", "", "prog.pgo:2: expected 'runs N'");
	expect_error("runs 1\n", "runs 1x\n",
		     "prog.pgo:2: '1x' is not a number in 0..18446744073709551615 in 'runs N'");
	expect_error("runs 1\n", "runs 01\n",
		     "prog.pgo:2: '01' is not a number in 0..18446744073709551615 in 'runs N'");
	expect_error("total 2000003\n", "total 18446744073709551616\n",
		     "prog.pgo:4: '18446744073709551616' is not a number in 0..18446744073709551615 "
		     "in 'total N'");
	expect_error("max 1000000\n", "max  1000000\n", "prog.pgo:5: expected 'max N'");
	expect_error("counts 8\n", "counts 8 \n", "prog.pgo:6: expected 'counts N'");
	expect_error("cutoff 200000 1000000 1\n", "cutoff 100000 1000000 1\n",
		     "prog.pgo:8: cutoff 100000 does not follow 100000: cutoffs must increase");
	expect_error("cutoff 200000 1000000 1\n", "cutoff 2000000 1000000 1\n",
		     "prog.pgo:8: '2000000' is not a number in 0..1000000 in 'cutoff MILLIONTHS "
		     "MIN_COUNT N_COUNTS'");
	expect_error("cutoff 200000 1000000 1\n", "cutoff 200000 1000000\n",
		     "prog.pgo:8: expected 'cutoff MILLIONTHS MIN_COUNT N_COUNTS'");
	expect_error("hot 990000 999000\n", "warm 990000 999000\n",
		     "prog.pgo:22: expected 'cutoff MILLIONTHS MIN_COUNT N_COUNTS' or 'hot CUTOFF "
		     "COUNT'");
	expect_error("hot 990000 999000\n", "hot 0 999000\n",
		     "prog.pgo:22: cutoff 0 in 'hot CUTOFF COUNT' (cutoffs are 1..1000000)");
	expect_error("cold 999999 1000\n", "", "prog.pgo:23: expected 'cold CUTOFF COUNT'");
	expect_error("name 108032747 main\n", "name 108032747\n",
		     "prog.pgo:25: expected 'name PROFILE_ID SYMBOL'");
	expect_error("name 108032747 main\n", "name 1 main\n",
		     "prog.pgo:25: name lines must be sorted by id, then symbol, without repeats");
	expect_error("name 108032747 main\n", "name 67126298 apply\n",
		     "prog.pgo:25: name lines must be sorted by id, then symbol, without repeats");
	expect_error("name 108032747 main\n", "name 4294967296 main\n",
		     "prog.pgo:25: '4294967296' is not a number in 0..4294967295 in 'name "
		     "PROFILE_ID SYMBOL'");
	expect_error("name 108032747 main\n", "name 108032747 ma\tin\n",
		     "prog.pgo:25: control character in a symbol");
	expect_error("name 1247539114 inc\n", "name 1247539114 inc",
		     "prog.pgo:28: missing newline at the end of the file");
	expect_error("name 108032747 main\n", "\n", "prog.pgo:25: expected 'name PROFILE_ID SYMBOL'");
	expect_error("name 108032747 main\n", "name 108032747 1abc\n",
		     "prog.pgo:25: symbol '1abc' is not an assembler name (a letter, '_', '.' or '$' "
		     "first, then letters, digits, '_', '.' or '$')");
	expect_error("name 108032747 main\n", "name 108032747 ma-in\n",
		     "prog.pgo:25: symbol 'ma-in' is not an assembler name (a letter, '_', '.' or '$' "
		     "first, then letters, digits, '_', '.' or '$')");
	/* a DOS line ending, on the first line or any other */
	expect_error("pgoipo-index 1\n", "pgoipo-index 1\r\n",
		     "prog.pgo:1: line ends with a carriage return: a DOS line ending (\"\\r\\n\"), but "
		     "index lines end with \"\\n\" alone");
	expect_error("name 654920222 dbl\n", "name 654920222 dbl\r\n",
		     "prog.pgo:26: line ends with a carriage return: a DOS line ending (\"\\r\\n\"), but "
		     "index lines end with \"\\n\" alone");
	/* the classes must stay apart: cold < hot */
	expect_error("cold 999999 1000\n", "cold 999999 999000\n",
		     "prog.pgo:23: cold threshold 999000 is not below hot threshold 999000: a count "
		     "would be hot and cold at once");
	expect_error("cold 999999 1000\n", "cold 999999 18446744073709551615\n",
		     "prog.pgo:23: cold threshold 18446744073709551615 is not below hot threshold "
		     "999000: a count would be hot and cold at once");
}

TEST(truncated_index)
{
	struct ext_index *idx;

	idx = ext_index_parse("prog.pgo", running_index, 0, &E);
	CHECK(idx == NULL);
	CHECK_STR(E.msg, "prog.pgo:1: empty file, expected 'pgoipo-index 1'");
	idx = ext_index_parse("prog.pgo", running_index, 22, &E);	/* header and runs */
	CHECK(idx == NULL);
	CHECK_STR(E.msg, "prog.pgo:3: expected 'functions N', found the end of the file");
	idx = ext_index_parse("prog.pgo", running_index, strstr(running_index, "hot") - running_index, &E);
	CHECK(idx == NULL);
	CHECK_STR(E.msg, "prog.pgo:22: expected 'hot CUTOFF COUNT', found the end of the file");
}

TEST(load_errors)
{
	CHECK(ext_index_load("/nonexistent/prog.pgo", &E) == NULL);
	CHECK_STR(E.msg, "/nonexistent/prog.pgo: No such file or directory");
}

/* "local" lines: profiled functions no public symbol names (statics). */
TEST(locals)
{
	static const char text[] =
		"pgoipo-index 1\nruns 1\nfunctions 2\ntotal 0\nmax 0\ncounts 0\n"
		"hot 990000 18446744073709551615\ncold 999999 0\n"
		"name 7 pub\nlocal 5 b.gcda\nlocal 9 a.gcda\n";
	struct ext_index *idx = ext_index_parse("t.pgo", text, sizeof text - 1, &E);
	char *again;

	CHECK(idx != NULL);
	if (!idx)
		return;
	CHECK_INT(ext_index_n_locals(idx), 2);
	CHECK_STR(ext_index_local(idx, 5), "b.gcda");
	CHECK_STR(ext_index_local(idx, 9), "a.gcda");
	CHECK(ext_index_local(idx, 7) == NULL);
	CHECK(ext_index_name(idx, 5) == NULL);
	/* written back byte for byte, also when added out of order */
	again = write_to_string(idx);
	CHECK_STR(again, text);
	free(again);
	ext_index_free(idx);

	struct ext_summary s = { 0 };
	idx = ext_index_new(&s, 1, 2);
	CHECK_INT(ext_index_add_local(idx, 9, "a.gcda", &E), 0);
	CHECK_INT(ext_index_add_local(idx, 5, "b.gcda", &E), 0);
	CHECK_INT(ext_index_add_local(idx, 5, "b.gcda", &E), 0);
	CHECK_INT(ext_index_add_local(idx, 1, "has space", &E), -1);
	ext_index_sort_names(idx);
	CHECK_INT(ext_index_n_locals(idx), 2);
	CHECK_STR(ext_index_local(idx, 5), "b.gcda");
	ext_index_free(idx);

	static const char unsorted[] =
		"pgoipo-index 1\nruns 1\nfunctions 2\ntotal 0\nmax 0\ncounts 0\n"
		"hot 990000 18446744073709551615\ncold 999999 0\nlocal 9 a.gcda\nlocal 5 b.gcda\n";
	CHECK(ext_index_parse("t.pgo", unsorted, sizeof unsorted - 1, &E) == NULL);
	CHECK_STR(E.msg, "t.pgo:10: local lines must be sorted by id, then unit, without repeats");
	static const char name_after_local[] =
		"pgoipo-index 1\nruns 1\nfunctions 2\ntotal 0\nmax 0\ncounts 0\n"
		"hot 990000 18446744073709551615\ncold 999999 0\nlocal 9 a.gcda\nname 5 b\n";
	CHECK(ext_index_parse("t.pgo", name_after_local, sizeof name_after_local - 1, &E) == NULL);
	CHECK_STR(E.msg, "t.pgo:10: expected 'local PROFILE_ID UNIT'");
}

int main(void)
{
	RUN(writer_is_deterministic);
	RUN(round_trip);
	RUN(for_each_name);
	RUN(nothing_hot);
	RUN(bad_symbol_refused);
	RUN(malformed);
	RUN(truncated_index);
	RUN(load_errors);
	RUN(locals);
	return unit_done();
}
