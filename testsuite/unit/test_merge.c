/* Merging .gcda files (gcda.h, ext_profile): runs and objects add up like
 * `gcov-tool merge`. */
#include "gcda.h"
#include "profile.h"
#include "gcda-build.h"
#include "unit.h"

#include <stdlib.h>

static struct ext_error E;

static struct ext_gcda *parse(const char *name, const struct gcda_buf *b)
{
	struct ext_gcda *g = ext_gcda_read_buffer(name, b->b, b->n, &E);
	if (!g)
		UNIT_FAILED("%s", E.msg);
	return g;
}

/* Add the file built in B as NAME; 0 or -1 (message in E). */
static int add(struct ext_profile *p, const char *name, const struct gcda_buf *b)
{
	struct ext_gcda *g = parse(name, b);
	int r = g ? ext_profile_add(p, g, &E) : -1;
	ext_gcda_free(g);
	return r;
}

static const struct ext_gcda_function *find(struct ext_profile *p, uint32_t ident)
{
	for (size_t i = 0; i < ext_profile_n_functions(p); i++)
		if (ext_profile_function(p, i)->ident == ident)
			return ext_profile_function(p, i);
	return NULL;
}

/* Two training runs of the running example, in two directories: counts and
 * runs double, the same as one file of two runs. */
TEST(two_runs_add_up)
{
	struct gcda_buf b1, b2;
	struct ext_profile *p = ext_profile_new();
	const struct ext_gcda_function *m;

	gb_running_example(&b1, 12, 1);
	CHECK_INT(add(p, "run1/prog-pgo.gcda", &b1), 0);
	CHECK_INT(add(p, "run2/prog-pgo.gcda", &b1), 0);
	CHECK_INT(ext_profile_n_files(p), 2);
	CHECK_INT(ext_profile_n_functions(p), 4);
	CHECK_INT(ext_profile_runs(p), 2);
	CHECK_INT(ext_profile_sum_max(p), 2000000);
	m = find(p, 108032747u);
	CHECK(m != NULL);
	if (m) {
		const struct ext_gcda_topn_site *s = &m->ctr[EXT_GCDA_INDIRECT_CALL].sites[0];
		CHECK_INT(m->ctr[EXT_GCDA_ARCS].values[1], 2000000);
		CHECK_INT(s->total, 2000000);
		CHECK_INT(s->n_pairs, 2);
		CHECK_INT(s->pairs[0].value, 1247539114);
		CHECK_INT(s->pairs[0].count, 1998000);
		CHECK_INT(s->pairs[1].count, 2000);
		CHECK_INT(m->ctr[EXT_GCDA_TIME_PROFILER].values[0], 1);
		CHECK_STR(m->origin, "run1/prog-pgo.gcda");
	}

	/* the same as a file into which the program ran twice */
	struct ext_profile *q = ext_profile_new();
	gb_running_example(&b2, 12, 2);
	CHECK_INT(add(q, "prog-pgo.gcda", &b2), 0);
	CHECK_INT(ext_profile_runs(q), 2);
	for (size_t i = 0; i < 4; i++) {
		const struct ext_gcda_function *x = ext_profile_function(p, i);
		const struct ext_gcda_function *y = ext_profile_function(q, i);
		CHECK_INT(x->ident, y->ident);
		CHECK_INT(ext_gcda_function_max_count(x), ext_gcda_function_max_count(y));
	}
	ext_profile_free(q);
	ext_profile_free(p);
}

/* Two objects of one program run: functions are kept apart, runs is 1. */
TEST(two_objects_of_one_run)
{
	struct gcda_buf a, b;
	struct ext_profile *p = ext_profile_new();

	gb_header(&a, 12, 1);
	gb_function(&a, 1, 2, 3);
	gb_counters(&a, GB_ARCS, 1, (int64_t[]){ 5 });
	gb_end(&a);
	gb_header(&b, 12, 1);
	gb_function(&b, 4, 5, 6);
	gb_counters(&b, GB_ARCS, 1, (int64_t[]){ 7 });
	gb_end(&b);
	CHECK_INT(add(p, "b.gcda", &b), 0);
	CHECK_INT(add(p, "a.gcda", &a), 0);
	CHECK_INT(ext_profile_runs(p), 1);
	CHECK_INT(ext_profile_sum_max(p), 1000000);
	CHECK_INT(ext_profile_n_functions(p), 2);
	CHECK_INT(ext_profile_function(p, 0)->ident, 1);	/* sorted by id */
	CHECK_INT(ext_profile_function(p, 1)->ident, 4);
	ext_profile_free(p);
}

TEST(topn_merges_by_value)
{
	struct gcda_buf a, b;
	struct ext_profile *p = ext_profile_new();
	const struct ext_gcda_topn_site *s;

	gb_header(&a, 12, 1);
	gb_function(&a, 1, 2, 3);
	gb_counters(&a, GB_INDIRECT, 6, (int64_t[]){ 15, 2, 100, 10, 200, 5 });
	gb_counters(&a, GB_IOR, 1, (int64_t[]){ 0x10 });
	gb_counters(&a, GB_TIME, 1, (int64_t[]){ 0 });
	gb_end(&a);
	gb_header(&b, 12, 1);
	gb_function(&b, 1, 2, 3);
	gb_counters(&b, GB_INDIRECT, 6, (int64_t[]){ -9, 2, 200, 7, 300, 1 });
	gb_counters(&b, GB_IOR, 1, (int64_t[]){ 0x01 });
	gb_counters(&b, GB_TIME, 1, (int64_t[]){ 4 });
	gb_end(&b);
	CHECK_INT(add(p, "a.gcda", &a), 0);
	CHECK_INT(add(p, "b.gcda", &b), 0);
	s = &ext_profile_function(p, 0)->ctr[EXT_GCDA_INDIRECT_CALL].sites[0];
	CHECK_INT(s->total, 24);
	CHECK(s->lost);	/* b had lost values */
	CHECK_INT(s->n_pairs, 3);
	CHECK_INT(s->pairs[0].value, 200);
	CHECK_INT(s->pairs[0].count, 12);
	CHECK_INT(s->pairs[1].value, 100);
	CHECK_INT(s->pairs[2].value, 300);
	CHECK_INT(ext_profile_function(p, 0)->ctr[EXT_GCDA_IOR].values[0], 0x11);
	/* time_profiler: the smallest non-zero (0 = never ran in that run) */
	CHECK_INT(ext_profile_function(p, 0)->ctr[EXT_GCDA_TIME_PROFILER].values[0], 4);
	ext_profile_free(p);
}

/* GCC 14's conditions and GCC 15's paths counters are bit sets, merged by
 * __gcov_merge_ior like ior: or-ed, not added. */
TEST(condition_and_path_bits_are_or_ed)
{
	struct gcda_buf a, b;
	struct ext_profile *p = ext_profile_new();
	const struct ext_gcda_function *fn;

	gb_header(&a, 15, 1);
	gb_function(&a, 1, 2, 3);
	gb_counters(&a, GB_CONDITIONS, 2, (int64_t[]){ 0x1, 0x2 });
	gb_counters(&a, GB_PATHS, 1, (int64_t[]){ 0x5 });
	gb_end(&a);
	gb_header(&b, 15, 1);
	gb_function(&b, 1, 2, 3);
	gb_counters(&b, GB_CONDITIONS, 2, (int64_t[]){ 0x1, 0x4 });
	gb_counters(&b, GB_PATHS, 1, (int64_t[]){ 0x6 });
	gb_end(&b);
	CHECK_INT(add(p, "a.gcda", &a), 0);
	CHECK_INT(add(p, "b.gcda", &b), 0);
	fn = ext_profile_function(p, 0);
	CHECK_INT(fn->ctr[EXT_GCDA_CONDITIONS].values[0], 0x1);
	CHECK_INT(fn->ctr[EXT_GCDA_CONDITIONS].values[1], 0x6);
	CHECK_INT(fn->ctr[EXT_GCDA_PATHS].values[0], 0x7);
	ext_profile_free(p);
}

TEST(shape_mismatch_names_both_files)
{
	struct gcda_buf a, b;
	struct ext_profile *p = ext_profile_new();

	gb_header(&a, 12, 1);
	gb_function(&a, 1, 2, 3);
	gb_counters(&a, GB_ARCS, 2, (int64_t[]){ 1, 2 });
	gb_end(&a);
	gb_header(&b, 12, 1);
	gb_function(&b, 1, 2, 3);
	gb_counters(&b, GB_ARCS, 3, (int64_t[]){ 1, 2, 3 });
	gb_end(&b);
	CHECK_INT(add(p, "a.gcda", &a), 0);
	CHECK_INT(add(p, "b.gcda", &b), -1);
	CHECK_STR(E.msg, "b.gcda: function 1 has 3 'arcs' counters, but 2 in a.gcda");
	ext_profile_free(p);
}

/* GCC's counts are signed 64-bit: a merge that would reach 2^63 fails (it
 * made negative counts, and a signed overflow adding targets' counts),
 * leaving the function as it was. */
TEST(counts_too_large_to_merge)
{
	struct gcda_buf a, b;
	struct ext_profile *p = ext_profile_new();
	const int64_t big = INT64_C(1) << 62;

	gb_header(&a, 12, 1);
	gb_function(&a, 1, 2, 3);
	gb_counters(&a, GB_ARCS, 2, (int64_t[]){ 5, big });
	gb_counters(&a, GB_INDIRECT, 4, (int64_t[]){ big, 1, 42, big });
	gb_end(&a);
	CHECK_INT(add(p, "a.gcda", &a), 0);
	CHECK_INT(add(p, "b.gcda", &a), -1);
	CHECK_STR(E.msg, "b.gcda: function 1: arc counter 1 would reach 2^63 when merged (function "
			 "first read from a.gcda): GCC's counts are signed 64-bit");
	CHECK_INT(ext_profile_function(p, 0)->ctr[EXT_GCDA_ARCS].values[0], 5);
	CHECK_INT(ext_profile_function(p, 0)->ctr[EXT_GCDA_ARCS].values[1], big);
	ext_profile_free(p);

	/* the site's total */
	p = ext_profile_new();
	gb_header(&b, 12, 1);
	gb_function(&b, 1, 2, 3);
	gb_counters(&b, GB_ARCS, 2, (int64_t[]){ 5, 6 });
	gb_counters(&b, GB_INDIRECT, 4, (int64_t[]){ big, 1, 42, big });
	gb_end(&b);
	CHECK_INT(add(p, "a.gcda", &b), 0);
	CHECK_INT(add(p, "b.gcda", &b), -1);
	CHECK_STR(E.msg, "b.gcda: function 1: the total of indirect_call site 0 would reach 2^63 "
			 "when merged (function first read from a.gcda): GCC's counts are signed 64-bit");
	CHECK_INT(ext_profile_function(p, 0)->ctr[EXT_GCDA_ARCS].values[1], 6);
	CHECK_INT(ext_profile_function(p, 0)->ctr[EXT_GCDA_INDIRECT_CALL].sites[0].pairs[0].count, big);
	ext_profile_free(p);

	/* a target's count above its site's total (a corrupted file) */
	p = ext_profile_new();
	gb_header(&b, 12, 1);
	gb_function(&b, 1, 2, 3);
	gb_counters(&b, GB_INDIRECT, 6, (int64_t[]){ 10, 2, 7, 3, 42, big });
	gb_end(&b);
	CHECK_INT(add(p, "a.gcda", &b), 0);
	CHECK_INT(add(p, "b.gcda", &b), -1);
	CHECK_STR(E.msg, "b.gcda: function 1: the count of target 42 at indirect_call site 0 would "
			 "reach 2^63 when merged (function first read from a.gcda): GCC's counts are "
			 "signed 64-bit");
	CHECK_INT(ext_profile_function(p, 0)->ctr[EXT_GCDA_INDIRECT_CALL].sites[0].pairs[1].count, big);
	CHECK_INT(ext_profile_function(p, 0)->ctr[EXT_GCDA_INDIRECT_CALL].sites[0].total, 10);
	ext_profile_free(p);
}

/* Same id, other checksums (another program's function, or a CRC
 * collision): kept apart. */
TEST(same_id_other_checksums_kept_apart)
{
	struct gcda_buf a, b;
	struct ext_profile *p = ext_profile_new();

	gb_header(&a, 12, 1);
	gb_function(&a, 1, 2, 3);
	gb_counters(&a, GB_ARCS, 1, (int64_t[]){ 1 });
	gb_end(&a);
	gb_header(&b, 12, 1);
	gb_function(&b, 1, 2, 4);
	gb_counters(&b, GB_ARCS, 2, (int64_t[]){ 1, 2 });
	gb_end(&b);
	CHECK_INT(add(p, "a.gcda", &a), 0);
	CHECK_INT(add(p, "b.gcda", &b), 0);
	CHECK_INT(ext_profile_n_functions(p), 2);
	ext_profile_free(p);
}

TEST(arc_counts_and_ids)
{
	struct gcda_buf b;
	struct ext_profile *p = ext_profile_new();
	uint64_t *counts;
	uint32_t *ids;
	size_t n;

	gb_running_example(&b, 11, 1);
	CHECK_INT(add(p, "x.gcda", &b), 0);
	n = ext_profile_arc_counts(p, &counts);
	CHECK_INT(n, 8);
	uint64_t total = 0;
	for (size_t i = 0; i < n; i++)
		total += counts[i];
	CHECK_INT(total, 2000003);
	free(counts);
	n = ext_profile_ids(p, &ids);
	CHECK_INT(n, 4);	/* inc and dbl are both functions and targets */
	CHECK_INT(ids[0], 67126298u);
	CHECK_INT(ids[3], 1247539114u);
	free(ids);
	ext_profile_free(p);
}

/* Many functions: the hash table grows, lookups still merge. */
TEST(many_functions)
{
	static struct gcda_buf b;
	struct ext_profile *p = ext_profile_new();

	gb_header(&b, 12, 1);
	for (uint32_t i = 1; i <= 150; i++) {	/* 36 bytes each */
		gb_function(&b, 1000 - i, i, i);
		gb_counters(&b, GB_ARCS, 1, (int64_t[]){ i });
	}
	gb_end(&b);
	CHECK_INT(add(p, "a.gcda", &b), 0);
	CHECK_INT(ext_profile_function(p, 0)->ident, 850);	/* sorting moved them */
	CHECK_INT(add(p, "b.gcda", &b), 0);
	CHECK_INT(ext_profile_n_functions(p), 150);
	CHECK_INT(ext_gcda_function_max_count(ext_profile_function(p, 0)), 300);
	CHECK_INT(ext_profile_runs(p), 2);
	ext_profile_free(p);
}

int main(void)
{
	RUN(two_runs_add_up);
	RUN(two_objects_of_one_run);
	RUN(topn_merges_by_value);
	RUN(condition_and_path_bits_are_or_ed);
	RUN(shape_mismatch_names_both_files);
	RUN(counts_too_large_to_merge);
	RUN(same_id_other_checksums_kept_apart);
	RUN(arc_counts_and_ids);
	RUN(many_functions);
	return unit_done();
}
