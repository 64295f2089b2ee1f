/* The .gcda reader (gcda.h) on files built in memory. */
#include "gcda.h"
#include "gcda-build.h"
#include "unit.h"

#include <dirent.h>
#include <stdlib.h>

#ifndef PGOIPO_SOURCE_DIR
#define PGOIPO_SOURCE_DIR "."
#endif

static struct gcda_buf B;
static struct ext_error E;

static struct ext_gcda *read_b(void)
{
	E.msg[0] = '\0';
	return ext_gcda_read_buffer("t.gcda", B.b, B.n, &E);
}

static void check_running_example(const struct ext_gcda *g, int gcc)
{
	const struct ext_gcda_function *main_fn, *apply;
	const struct ext_gcda_topn_site *site;

	CHECK(g != NULL);
	if (!g)
		return;
	CHECK_INT(g->gcc_major, gcc);
	CHECK(g->has_summary);
	CHECK_INT(g->runs, 1);
	CHECK_INT(g->sum_max, 1000000);
	CHECK_INT(g->stamp, 699696895u);
	CHECK_INT(g->checksum, gcc >= 12 ? 0x5ef80950u : 0);
	CHECK_INT(g->n_functions, 4);
	main_fn = &g->functions[0];
	CHECK_INT(main_fn->ident, 108032747u);
	CHECK_INT(main_fn->lineno_checksum, 0xa17d74c2u);
	CHECK_INT(main_fn->cfg_checksum, 0x1c0f0444u);
	CHECK_INT(main_fn->ctr[EXT_GCDA_ARCS].n, 4);
	CHECK_INT(main_fn->ctr[EXT_GCDA_ARCS].values[1], 1000000);
	CHECK_INT(ext_gcda_function_max_count(main_fn), 1000000);
	CHECK_INT(main_fn->ctr[EXT_GCDA_INDIRECT_CALL].n, 1);
	site = &main_fn->ctr[EXT_GCDA_INDIRECT_CALL].sites[0];
	CHECK_INT(site->total, 1000000);
	CHECK(!site->lost);
	CHECK_INT(site->n_pairs, 2);
	CHECK_INT(site->pairs[0].value, 1247539114);
	CHECK_INT(site->pairs[0].count, 999000);
	CHECK_INT(site->pairs[1].value, 654920222);
	CHECK_INT(site->pairs[1].count, 1000);
	CHECK_INT(main_fn->ctr[EXT_GCDA_TIME_PROFILER].values[0], 1);
	CHECK(!main_fn->ctr[EXT_GCDA_TOPN].present);
	apply = &g->functions[1];
	CHECK_INT(apply->ctr[EXT_GCDA_ARCS].n, 2);	/* all-zero record */
	CHECK(apply->ctr[EXT_GCDA_ARCS].present);
	CHECK_INT(apply->ctr[EXT_GCDA_ARCS].values[0] | apply->ctr[EXT_GCDA_ARCS].values[1], 0);
	CHECK_INT(apply->ctr[EXT_GCDA_INDIRECT_CALL].n, 1);
	CHECK_INT(apply->ctr[EXT_GCDA_INDIRECT_CALL].sites[0].n_pairs, 0);
	CHECK_INT(apply->ctr[EXT_GCDA_TIME_PROFILER].n, 1);
	CHECK_INT(g->functions[2].ctr[EXT_GCDA_INDIRECT_CALL].n, 0);
	CHECK(g->functions[2].ctr[EXT_GCDA_INDIRECT_CALL].present);
	CHECK_INT(g->functions[3].ident, 1247539114u);
}

TEST(gcc12_running_example)
{
	struct ext_gcda *g;

	gb_running_example(&B, 12, 1);
	g = read_b();
	check_running_example(g, 12);
	CHECK_INT(g ? g->version : 0, 0x4232322a);
	ext_gcda_free(g);
}

TEST(gcc11_version_accepted)
{
	struct ext_gcda *g;

	gb_running_example(&B, 11, 1);
	g = read_b();
	check_running_example(g, 11);
	CHECK_STR(E.msg, "");
	ext_gcda_free(g);
}

/* GCC 13 to 16 write GCC 12's layout under their own version words
 * ("B35*", "B43*", "B53*", "B62*"): built here as each release's
 * libgcov-driver.c writes them, for the releases without a compiler on the
 * machine (real files: real_files_of_each_release, pgoipo.profile). */
TEST(gcc13_to_16_versions_accepted)
{
	for (int gcc = 13; gcc <= 16; gcc++) {
		struct ext_gcda *g;

		gb_running_example(&B, gcc, 1);
		g = read_b();
		check_running_example(g, gcc);
		CHECK_INT(g ? g->version : 0, gb_version(gcc));
		CHECK_INT(g ? g->n_skipped : 1, 0);
		ext_gcda_free(g);
	}
	CHECK_INT(gb_version(13), 0x4233352a);	/* "B35*" */
	CHECK_INT(gb_version(16), 0x4236322a);	/* "B62*" */
}

/* The running example as each GCC on the machine wrote it when the test was
 * written (testsuite/unit/gcda/running-gccN.gcda: `gcc-N -O2
 * -fprofile-generate running.c`, one run; add a file when a release's
 * compiler exists).  The profile ids and counts are the same in all. */
static void check_real_running_example(const char *path, int gcc)
{
	struct ext_gcda *g = ext_gcda_read_file(path, &E);
	const struct ext_gcda_function *main_fn = NULL;
	const struct ext_gcda_topn_site *site;

	CHECK(g != NULL);
	if (!g) {
		UNIT_FAILED("%s", E.msg);
		return;
	}
	CHECK_INT(g->gcc_major, gcc);
	CHECK_INT(g->version >> 16, ('A' + gcc / 10) << 8 | ('0' + gcc % 10));
	CHECK_INT(g->runs, 1);
	CHECK_INT(g->sum_max, 1000000);
	CHECK(gcc >= 12 ? g->checksum != 0 : g->checksum == 0);
	CHECK_INT(g->n_skipped, 0);
	CHECK_INT(g->n_functions, 4);
	for (size_t i = 0; i < g->n_functions; i++)
		if (g->functions[i].ident == 108032747u)
			main_fn = &g->functions[i];
	CHECK(main_fn != NULL);
	if (main_fn) {
		CHECK_INT(ext_gcda_function_max_count(main_fn), 1000000);
		CHECK_INT(main_fn->ctr[EXT_GCDA_INDIRECT_CALL].n, 1);
		site = main_fn->ctr[EXT_GCDA_INDIRECT_CALL].n
			       ? &main_fn->ctr[EXT_GCDA_INDIRECT_CALL].sites[0] : NULL;
		CHECK(site && site->total == 1000000 && site->n_pairs == 2);
		if (site && site->n_pairs == 2) {
			/* in the order libgcov kept them: any */
			int inc = site->pairs[1].value == 1247539114;
			CHECK_INT(site->pairs[inc].value, 1247539114);
			CHECK_INT(site->pairs[inc].count, 999000);
			CHECK_INT(site->pairs[!inc].value, 654920222);
			CHECK_INT(site->pairs[!inc].count, 1000);
		}
	}
	ext_gcda_free(g);
}

TEST(real_files_of_each_release)
{
	char dir[2048], path[4096];
	DIR *d;
	struct dirent *e;
	int seen[EXT_GCDA_GCC_LAST + 1] = { 0 };

	snprintf(dir, sizeof dir, "%s/testsuite/unit/gcda", PGOIPO_SOURCE_DIR);
	if (!(d = opendir(dir))) {
		UNIT_FAILED("cannot open %s", dir);
		return;
	}
	while ((e = readdir(d))) {
		int gcc;
		if (sscanf(e->d_name, "running-gcc%d.gcda", &gcc) != 1)
			continue;
		CHECK(gcc >= EXT_GCDA_GCC_FIRST && gcc <= EXT_GCDA_GCC_LAST);
		if (gcc < EXT_GCDA_GCC_FIRST || gcc > EXT_GCDA_GCC_LAST)
			continue;
		seen[gcc] = 1;
		snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
		check_real_running_example(path, gcc);
	}
	closedir(d);
	CHECK(seen[11] && seen[12] && seen[13] && seen[14] && seen[15] && seen[16]);	/* Debian 12's gcc-11 and gcc-12; GCC 13.5-16.2 */
}

/* GCC 14 added the conditions counters (-fcondition-coverage), GCC 15 the
 * paths counters (-fpath-coverage): bit sets, read like ior.  A release
 * before them does not have the kind, so GCC would skip such a record
 * (GCOV_TAG_IS_COUNTER is false): so does the reader, and says what it is. */
TEST(conditions_and_paths_counters)
{
	struct ext_gcda *g;
	char name[96];

	for (int gcc = 13; gcc <= 16; gcc++) {
		const struct ext_gcda_function *fn;

		gb_header(&B, gcc, 1);
		gb_function(&B, 7, 8, 9);
		gb_counters(&B, GB_ARCS, 1, (int64_t[]){ 5 });
		gb_counters(&B, GB_CONDITIONS, 2, (int64_t[]){ 0x3, 0x1 });
		gb_counters(&B, GB_PATHS, 1, (int64_t[]){ 0x9 });
		gb_counters(&B, GB_PATHS + (1u << 17), 1, (int64_t[]){ 1 });	/* kind 10 */
		gb_end(&B);
		g = read_b();
		CHECK(g != NULL);
		if (!g)
			continue;
		fn = &g->functions[0];
		CHECK_INT(fn->ctr[EXT_GCDA_ARCS].values[0], 5);
		CHECK_INT(fn->ctr[EXT_GCDA_CONDITIONS].present, gcc >= 14);
		CHECK_INT(fn->ctr[EXT_GCDA_CONDITIONS].n, gcc >= 14 ? 2 : 0);
		CHECK_INT(fn->ctr[EXT_GCDA_PATHS].present, gcc >= 15);
		if (gcc >= 14)
			CHECK_INT(fn->ctr[EXT_GCDA_CONDITIONS].values[0], 0x3);
		if (gcc >= 15)
			CHECK_INT(fn->ctr[EXT_GCDA_PATHS].values[0], 0x9);
		CHECK_INT(g->n_skipped, gcc == 13 ? 3 : gcc == 14 ? 2 : 1);
		CHECK_INT(g->skipped[g->n_skipped - 1].tag, 0x01b50000u);
		CHECK_INT(g->skipped[g->n_skipped - 1].count, 1);
		CHECK_STR(ext_gcda_tag_name(0x01b50000u, gcc, name),
			  "counters of kind 10, which no GCC up to 16 has");
		ext_gcda_free(g);
	}
	CHECK_STR(ext_gcda_tag_name(GB_CONDITIONS, 13, name),
		  "'conditions' counters, which GCC 13 does not have (GCC 14 and later)");
	CHECK_STR(ext_gcda_tag_name(GB_PATHS, 14, name),
		  "'paths' counters, which GCC 14 does not have (GCC 15 and later)");
	CHECK_STR(ext_gcda_tag_name(GB_PATHS, 15, name), "'paths' counters");
	CHECK_INT(ext_gcda_n_kinds(11), 8);
	CHECK_INT(ext_gcda_n_kinds(13), 8);
	CHECK_INT(ext_gcda_n_kinds(14), 9);
	CHECK_INT(ext_gcda_n_kinds(16), 10);
	CHECK_INT(ext_gcda_n_kinds(17), 0);
	CHECK_STR(ext_gcda_kind_name(EXT_GCDA_CONDITIONS), "conditions");
	CHECK_STR(ext_gcda_kind_name(EXT_GCDA_PATHS), "paths");
}

TEST(other_byte_order)
{
	struct ext_gcda *g;

	B.swap = 1;
	gb_running_example(&B, 12, 1);
	B.swap = 0;
	g = read_b();
	check_running_example(g, 12);
	CHECK(g && g->swapped);
	ext_gcda_free(g);
}

/* Every prefix of a valid file is either a valid file (cut at a record
 * boundary: the end marker is optional) or "bad format (truncated ...)". */
TEST(every_truncation_is_reported)
{
	size_t full;
	int bad = 0, good = 0;

	for (int gcc = EXT_GCDA_GCC_FIRST; gcc <= EXT_GCDA_GCC_LAST; gcc++) {
		gb_running_example(&B, gcc, 1);
		full = B.n;
		for (size_t n = 0; n < full; n++) {
			struct ext_gcda *g = ext_gcda_read_buffer("t.gcda", B.b, n, &E);
			if (g) {
				good++;
			} else {
				bad++;
				if (strncmp(E.msg, "t.gcda: bad format (", 20) != 0)
					UNIT_FAILED("GCC %d, cut at %zu: %s", gcc, n, E.msg);
			}
			ext_gcda_free(g);
		}
	}
	CHECK(good > 6 * 5);
	CHECK(bad > 6 * 100);
}

TEST(truncated_message)
{
	gb_running_example(&B, 12, 1);
	B.n = 26;	/* inside the summary's data */
	CHECK(read_b() == NULL);
	CHECK_STR(E.msg, "t.gcda: bad format (record 0xa1000000 at byte 16: length 8 bytes "
			 "overruns the file (2 left))");
	B.n = 6;
	CHECK(read_b() == NULL);
	CHECK_STR(E.msg, "t.gcda: bad format (truncated at byte 4)");
	B.n = 0;
	CHECK(read_b() == NULL);
	CHECK_STR(E.msg, "t.gcda: bad format (empty file)");
}

TEST(corrupt_length)
{
	gb_header(&B, 12, 1);
	gb_function(&B, 1, 2, 3);
	gb_word(&B, GB_ARCS);
	gb_word(&B, 800);	/* 100 counters, none there */
	gb_counter(&B, 5);
	CHECK(read_b() == NULL);
	CHECK_STR(E.msg, "t.gcda: bad format (record 0x01a10000 at byte 52: length 800 bytes "
			 "overruns the file (8 left))");
}

TEST(length_not_whole_words)
{
	gb_header(&B, 12, 1);
	gb_function(&B, 1, 2, 3);
	gb_word(&B, GB_ARCS);
	gb_word(&B, 6);
	gb_counter(&B, 5);
	CHECK(read_b() == NULL);
	CHECK_STR(E.msg, "t.gcda: bad format (record 0x01a10000 at byte 52 has length 6, not a "
			 "whole number of words)");
}

TEST(wrong_magic)
{
	gb_running_example(&B, 12, 1);
	memcpy(B.b, "\x78\x56\x34\x12", 4);
	CHECK(read_b() == NULL);
	CHECK_STR(E.msg, "t.gcda: bad format (wrong magic 0x12345678, expected 0x67636461 'gcda')");
	memcpy(B.b, "oncg", 4);
	CHECK(read_b() == NULL);
	CHECK_STR(E.msg, "t.gcda: bad format (a .gcno notes file, not a .gcda data file)");
	memcpy(B.b, "nfcg", 4);	/* GCC 13's __gcov_filename_to_gcfn */
	CHECK(read_b() == NULL);
	CHECK_STR(E.msg, "t.gcda: bad format (a 'gcfn' stream for gcov-tool merge-stream, not a "
			 ".gcda data file)");
}

TEST(wrong_version)
{
	gb_running_example(&B, 12, 1);
	memcpy(B.b + 4, "*37B", 4);	/* "B73*": GCC 17.3, not yet known */
	CHECK(read_b() == NULL);
	CHECK_STR(E.msg, "t.gcda: version 'B73*' (GCC 17.3) not supported (expected a release of "
			 "GCC 11 to 16: 'B1x*' to 'B6x*', x the minor version)");
	memcpy(B.b + 4, "e06B", 4);	/* a GCC 16 development snapshot */
	CHECK(read_b() == NULL);
	CHECK_STR(E.msg, "t.gcda: version 'B60e' (GCC 16.0 experimental) not supported (expected a "
			 "release of GCC 11 to 16: 'B1x*' to 'B6x*', x the minor version)");
	memcpy(B.b + 4, "*30B", 4);	/* GCC 10: top-N counters of fixed size */
	CHECK(read_b() == NULL);
	CHECK_STR(E.msg, "t.gcda: version 'B03*' (GCC 10.3) not supported (expected a release of "
			 "GCC 11 to 16: 'B1x*' to 'B6x*', x the minor version)");
	memcpy(B.b + 4, "\x01\x00\x00\x00", 4);
	CHECK(read_b() == NULL);
	CHECK_STR(E.msg, "t.gcda: version '0x00000001' not supported (expected a release of GCC 11 "
			 "to 16: 'B1x*' to 'B6x*', x the minor version)");
}

TEST(other_minor_versions_accepted)
{
	struct ext_gcda *g;

	gb_running_example(&B, 12, 1);
	memcpy(B.b + 4, "*52B", 4);	/* GCC 12.5 */
	g = read_b();
	CHECK(g && g->gcc_major == 12);
	ext_gcda_free(g);
}

TEST(unknown_record_skipped)
{
	struct ext_gcda *g;

	gb_header(&B, 12, 1);
	gb_record(&B, 0xa5000000u, 3);	/* unknown tag, 3 words */
	gb_word(&B, 1);
	gb_word(&B, 2);
	gb_word(&B, 3);
	gb_function(&B, 7, 8, 9);
	gb_record(&B, 0x01a20000u, 2);	/* bit 16: not a counter tag GCC writes */
	gb_counter(&B, 77);
	gb_counters(&B, GB_ARCS, 2, (int64_t[]){ 5, 6 });
	gb_record(&B, 0xa5000000u, 0);	/* the same tag again */
	gb_end(&B);
	g = read_b();
	CHECK(g != NULL);
	CHECK_INT(g ? g->n_functions : 0, 1);
	CHECK_INT(g ? g->functions[0].ctr[EXT_GCDA_ARCS].values[1] : 0, 6);
	CHECK_INT(g ? g->n_skipped : 0, 2);
	if (g && g->n_skipped == 2) {
		char name[96];
		CHECK_INT(g->skipped[0].tag, 0xa5000000u);
		CHECK_INT(g->skipped[0].count, 2);
		CHECK_INT(g->skipped[1].tag, 0x01a20000u);
		CHECK_INT(g->skipped[1].count, 1);
		CHECK_STR(ext_gcda_tag_name(0xa5000000u, 12, name), "unknown record");
		CHECK_STR(ext_gcda_tag_name(0x01a20000u, 12, name), "unknown record");
		CHECK_STR(ext_gcda_tag_name(0x01410000u, 12, name),
			  "'blocks' record of a .gcno notes file");
	}
	ext_gcda_free(g);
}

TEST(counters_outside_function_skipped)
{
	struct ext_gcda *g;

	gb_header(&B, 12, 1);
	gb_counters(&B, GB_ARCS, 1, (int64_t[]){ 5 });	/* before any function */
	gb_record(&B, 0x01000000u, 0);			/* placeholder (COMDAT elsewhere) */
	gb_counters(&B, GB_ARCS, 1, (int64_t[]){ 6 });
	gb_end(&B);
	g = read_b();
	CHECK(g != NULL);
	CHECK_INT(g ? g->n_functions : 1, 0);
	ext_gcda_free(g);
}

TEST(lost_values_negative_total)
{
	struct ext_gcda *g;

	gb_header(&B, 11, 2);
	gb_function(&B, 7, 8, 9);
	gb_counters(&B, GB_INDIRECT, 4, (int64_t[]){ -200000, 1, 42, 3125 });
	gb_end(&B);
	g = read_b();
	CHECK(g != NULL);
	if (g) {
		const struct ext_gcda_topn_site *s = &g->functions[0].ctr[EXT_GCDA_INDIRECT_CALL].sites[0];
		CHECK(s->lost);
		CHECK_INT(s->total, 200000);
		CHECK_INT(s->pairs[0].value, 42);
	}
	ext_gcda_free(g);
}

TEST(topn_site_overruns_record)
{
	gb_header(&B, 12, 1);
	gb_function(&B, 7, 8, 9);
	gb_counters(&B, GB_INDIRECT, 4, (int64_t[]){ 10, 2, 42, 10 });	/* 2 pairs, room for 1 */
	gb_end(&B);
	CHECK(read_b() == NULL);
	CHECK_STR(E.msg, "t.gcda: bad format ('indirect_call' site 0 of function 7 claims 2 values, "
			 "the record has room for 1)");
	gb_header(&B, 12, 1);
	gb_function(&B, 7, 8, 9);
	gb_counters(&B, GB_TOPN, 3, (int64_t[]){ 10, 0, 1 });
	gb_end(&B);
	CHECK(read_b() == NULL);
	CHECK_STR(E.msg, "t.gcda: bad format ('topn' record of function 7 ends inside site 1)");
	/* one counter: not even one site (UBSan: no NULL + 0) */
	gb_header(&B, 12, 1);
	gb_function(&B, 7, 8, 9);
	gb_counters(&B, GB_INDIRECT, 1, (int64_t[]){ 10 });
	gb_end(&B);
	CHECK(read_b() == NULL);
	CHECK_STR(E.msg, "t.gcda: bad format ('indirect_call' record of function 7 ends inside site 0)");
}

TEST(two_records_of_a_kind)
{
	gb_header(&B, 12, 1);
	gb_function(&B, 7, 8, 9);
	gb_counters(&B, GB_ARCS, 1, (int64_t[]){ 1 });
	gb_counters(&B, GB_ARCS, 1, (int64_t[]){ 1 });
	CHECK(read_b() == NULL);
	CHECK_STR(E.msg, "t.gcda: bad format (function 7 has two 'arcs' records)");
}

TEST(short_function_record)
{
	gb_header(&B, 12, 1);
	gb_record(&B, 0x01000000u, 1);
	gb_word(&B, 7);
	CHECK(read_b() == NULL);
	CHECK_STR(E.msg, "t.gcda: bad format (function record at byte 32 has 4 bytes, expected 12)");
}

TEST(huge_zero_record_refused)
{
	gb_header(&B, 12, 1);
	gb_function(&B, 7, 8, 9);
	gb_word(&B, GB_ARCS);
	gb_word(&B, 0x80000000u);	/* -2^31 bytes of zeros */
	CHECK(read_b() == NULL);
	CHECK_STR(E.msg, "t.gcda: bad format (all-zero 'arcs' record of function 7 has impossible "
			 "length -2147483648)");
}

TEST(negative_length_only_for_counters)
{
	gb_header(&B, 12, 1);
	gb_word(&B, 0x01000000u);
	gb_word(&B, (uint32_t)-12);
	CHECK(read_b() == NULL);
	CHECK_STR(E.msg, "t.gcda: bad format (record 0x01000000 at byte 32 has negative length -12)");
}

static const char *name_main(uint32_t id, void *data)
{
	(void)data;
	return id == 108032747u ? "main" : NULL;
}

/* Counts of 2^63 or more are negative to GCC, which calls the profile
 * corrupted; the reader keeps them, ext_gcda_check says what GCC would. */
TEST(negative_counts_are_corrupted)
{
	struct ext_gcda *g;

	gb_running_example(&B, 12, 1);
	g = read_b();
	CHECK_INT(g ? ext_gcda_check(g, name_main, NULL, &E) : -2, 0);
	ext_gcda_free(g);

	gb_header(&B, 12, 1);
	gb_function(&B, 108032747u, 8, 9);
	gb_counters(&B, GB_ARCS, 3, (int64_t[]){ 1, INT64_MAX, -5 });
	gb_end(&B);
	g = read_b();
	CHECK(g != NULL);
	CHECK_INT(g ? g->functions[0].ctr[EXT_GCDA_ARCS].values[2] : 0, -5);
	CHECK_INT(g ? ext_gcda_check(g, name_main, NULL, &E) : 0, -1);
	CHECK_STR(E.msg, "t.gcda: corrupted profile info: function 108032747 (main): number of "
			 "executions for arc 2 thought to be -5");
	CHECK_INT(g ? ext_gcda_check(g, NULL, NULL, &E) : 0, -1);
	CHECK_STR(E.msg, "t.gcda: corrupted profile info: function 108032747: number of "
			 "executions for arc 2 thought to be -5");
	ext_gcda_free(g);

	gb_header(&B, 12, 1);
	gb_function(&B, 7, 8, 9);
	gb_counters(&B, GB_ARCS, 1, (int64_t[]){ 3 });
	gb_counters(&B, GB_INDIRECT, 6, (int64_t[]){ 3, 2, 42, 1, 43, INT64_MIN });
	gb_end(&B);
	g = read_b();
	CHECK_INT(g ? ext_gcda_check(g, name_main, NULL, &E) : 0, -1);
	CHECK_STR(E.msg, "t.gcda: corrupted value profile: function 7: indirect call site 0: "
			 "count of target 43 thought to be -9223372036854775808");
	ext_gcda_free(g);
}

TEST(read_file_errors)
{
	CHECK(ext_gcda_read_file("/nonexistent/x.gcda", &E) == NULL);
	CHECK_STR(E.msg, "/nonexistent/x.gcda: No such file or directory");
	CHECK(ext_gcda_read_file("/", &E) == NULL);
	CHECK_STR(E.msg, "/: Is a directory");
}

int main(void)
{
	RUN(gcc12_running_example);
	RUN(gcc11_version_accepted);
	RUN(gcc13_to_16_versions_accepted);
	RUN(real_files_of_each_release);
	RUN(conditions_and_paths_counters);
	RUN(other_byte_order);
	RUN(every_truncation_is_reported);
	RUN(truncated_message);
	RUN(corrupt_length);
	RUN(length_not_whole_words);
	RUN(wrong_magic);
	RUN(wrong_version);
	RUN(other_minor_versions_accepted);
	RUN(unknown_record_skipped);
	RUN(counters_outside_function_skipped);
	RUN(lost_values_negative_total);
	RUN(topn_site_overruns_record);
	RUN(two_records_of_a_kind);
	RUN(short_function_record);
	RUN(huge_zero_record_refused);
	RUN(negative_length_only_for_counters);
	RUN(negative_counts_are_corrupted);
	RUN(read_file_errors);
	return unit_done();
}
