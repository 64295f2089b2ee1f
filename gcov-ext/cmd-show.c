/* cmd-show.c — `pgoipo show`: what training runs recorded in .gcda files.
 *
 * The model is `llvm-profdata show --all-functions --counts --ic-targets
 * --detailed-summary --topn N`.  Output is deterministic: files in sorted
 * order (directories recursively), functions in file order (with --merge:
 * sorted by id), indirect-call targets by count, then id.
 */
#include "cmd-common.h"
#include "commands.h"
#include "summary.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct show {
	bool counts, ic_targets, merge, summary, functions;
	uint64_t topn;
	uint32_t cutoff_hot, cutoff_cold;
	struct ext_index *names;	/* NULL: no names known */
};

static void usage(FILE *out)
{
	fprintf(out,
		"Usage: pgoipo show [OPTION]... PATH...\n"
		"Print the profiles in .gcda files (GCC 11 to 16); a directory PATH is\n"
		"searched recursively.  Each function is listed with its profile id, its\n"
		"name when known, its checksums, counters and largest arc count; records\n"
		"the reader skips (as GCC does) are counted by tag.\n"
		"\n"
		"  --counts            print every counter value\n"
		"  --ic-targets        print indirect-call targets: id, name, count, share\n"
		"  --merge             list the merged profile of all files (as `pgoipo index`\n"
		"                      sees it, functions sorted by id) instead of file by file\n"
		"  --no-functions      list no functions (with --summary or --topn)\n"
		"  --summary           print the program summary: totals, the detailed summary\n"
		"                      (min count per cutoff) and the hot/cold thresholds\n"
		"  --cutoff-hot N      hot cutoff, in millionths or as N%% (default 990000)\n"
		"  --cutoff-cold N     cold cutoff (default 999999)\n"
		"  --topn N            print the N functions with the largest arc counts\n"
		"  --index FILE        take names from a profile index (`pgoipo index`)\n"
		"  --binary ELF        take names from the public functions of an executable,\n"
		"                      shared object, object or archive (repeatable)\n"
		"  --help              this text\n");
}

/* " name" for ID, or nothing; several names (a CRC collision) as a|b; a
 * profiled function no public symbol names (a static function) as
 * " (static in UNIT)", the .gcda the index says it came from. */
static void print_name(const struct show *S, uint32_t id)
{
	size_t n = S->names ? ext_index_name_count(S->names, id) : 0;
	const char *unit = S->names && !n ? ext_index_local(S->names, id) : NULL;

	for (size_t k = 0; k < n; k++)
		printf("%c%s", k ? '|' : ' ', ext_index_nth_name(S->names, id, k));
	if (unit)
		printf(" (static in %s)", unit);
}

static void print_counter_list(const struct ext_gcda_function *fn)
{
	const char *sep = "";

	printf("    counters:");
	for (int k = 0; k < EXT_GCDA_N_KINDS; k++) {
		const struct ext_gcda_counters *c = &fn->ctr[k];
		if (!c->present)
			continue;
		printf("%s %s %zu", sep, ext_gcda_kind_name((enum ext_gcda_kind)k), c->n);
		if (ext_gcda_kind_is_topn((enum ext_gcda_kind)k))
			printf(c->n == 1 ? " site" : " sites");
		sep = ",";
	}
	printf("%s\n", *sep ? "" : " none");
}

static void print_values(const struct ext_gcda_function *fn)
{
	for (int k = 0; k < EXT_GCDA_N_KINDS; k++) {
		const struct ext_gcda_counters *c = &fn->ctr[k];
		if (!c->n || k == EXT_GCDA_INDIRECT_CALL)
			continue;
		if (!ext_gcda_kind_is_topn((enum ext_gcda_kind)k)) {
			printf("    %s:", ext_gcda_kind_name((enum ext_gcda_kind)k));
			for (size_t i = 0; i < c->n; i++)
				printf(" %lld", (long long)c->values[i]);
			printf("\n");
			continue;
		}
		for (size_t s = 0; s < c->n; s++) {
			const struct ext_gcda_topn_site *site = &c->sites[s];
			printf("    %s site %zu: total %llu%s:", ext_gcda_kind_name((enum ext_gcda_kind)k),
			       s, (unsigned long long)site->total, site->lost ? " (values lost)" : "");
			for (size_t i = 0; i < site->n_pairs; i++)
				printf(" %lld=%lld", (long long)site->pairs[i].value,
				       (long long)site->pairs[i].count);
			printf("\n");
		}
	}
}

static int by_count_then_value(const void *a, const void *b)
{
	const struct ext_gcda_topn_pair *x = a, *y = b;
	if (x->count != y->count)
		return x->count < y->count ? 1 : -1;
	return (x->value > y->value) - (x->value < y->value);
}

static void print_ic_targets(const struct show *S, const struct ext_gcda_function *fn)
{
	const struct ext_gcda_counters *c = &fn->ctr[EXT_GCDA_INDIRECT_CALL];

	for (size_t s = 0; s < c->n; s++) {
		const struct ext_gcda_topn_site *site = &c->sites[s];
		struct ext_gcda_topn_pair *pairs = NULL;

		printf("    indirect call site %zu: total %llu%s\n", s,
		       (unsigned long long)site->total,
		       site->lost ? " (some targets lost while merging runs)" : "");
		if (site->n_pairs && !(pairs = malloc(site->n_pairs * sizeof *pairs)))
			continue;
		if (pairs)
			memcpy(pairs, site->pairs, site->n_pairs * sizeof *pairs);
		if (pairs)
			qsort(pairs, site->n_pairs, sizeof *pairs, by_count_then_value);
		for (size_t i = 0; i < site->n_pairs; i++) {
			printf("      %lld", (long long)pairs[i].value);
			if (pairs[i].value >= 1 && pairs[i].value <= INT32_MAX)
				print_name(S, (uint32_t)pairs[i].value);
			printf(" %lld", (long long)pairs[i].count);
			if (site->total)
				printf(" (%.2f%%)", 100.0 * (double)pairs[i].count / (double)site->total);
			printf("\n");
		}
		free(pairs);
	}
}

static void print_function(const struct show *S, const struct ext_gcda_function *fn)
{
	printf("  function %u", (unsigned)fn->ident);
	print_name(S, fn->ident);
	printf("\n    checksums: lineno 0x%08x, cfg 0x%08x\n", (unsigned)fn->lineno_checksum,
	       (unsigned)fn->cfg_checksum);
	print_counter_list(fn);
	printf("    max count: %llu\n", (unsigned long long)ext_gcda_function_max_count(fn));
	if (S->counts)
		print_values(fn);
	if (S->ic_targets)
		print_ic_targets(S, fn);
}

static int show_file(const struct ext_gcda *g, void *data)
{
	const struct show *S = data;
	char v[16];

	printf("%s: GCC %d (version '%s')%s, stamp %u", g->name, g->gcc_major,
	       ext_gcda_version_string(g->version, v), g->swapped ? ", other byte order" : "",
	       (unsigned)g->stamp);
	if (g->gcc_major >= 12)
		printf(", checksum 0x%08x", (unsigned)g->checksum);
	if (g->has_summary)
		printf(", runs %u, sum_max %llu", (unsigned)g->runs, (unsigned long long)g->sum_max);
	else
		printf(", no object summary");
	printf(", %zu function%s\n", g->n_functions, g->n_functions == 1 ? "" : "s");
	for (size_t i = 0; i < g->n_skipped; i++) {
		char name[96];
		printf("  skipped %zu record%s 0x%08x: %s\n", g->skipped[i].count,
		       g->skipped[i].count == 1 ? "" : "s", (unsigned)g->skipped[i].tag,
		       ext_gcda_tag_name(g->skipped[i].tag, g->gcc_major, name));
	}
	for (size_t i = 0; i < g->n_functions; i++)
		print_function(S, &g->functions[i]);
	return 0;
}

static int show_summary(const struct show *S, struct ext_profile *p)
{
	uint64_t *counts;
	size_t n = ext_profile_arc_counts(p, &counts);
	struct ext_summary s;
	char c[16];

	if (n == (size_t)-1 || ext_summary_compute(counts, n, S->cutoff_hot, S->cutoff_cold, &s)) {
		free(counts);
		ext_cmd_error("out of memory");
		return 1;
	}
	free(counts);
	printf("summary of %zu file%s:\n", ext_profile_n_files(p), ext_profile_n_files(p) == 1 ? "" : "s");
	printf("  functions: %zu\n", ext_profile_n_functions(p));
	printf("  runs: %llu\n", (unsigned long long)ext_profile_runs(p));
	printf("  sum_max: %llu\n", (unsigned long long)ext_profile_sum_max(p));
	printf("  arc counters: %llu\n", (unsigned long long)s.n_counts);
	printf("  total count: %llu\n", (unsigned long long)s.total);
	printf("  max count: %llu\n", (unsigned long long)s.max);
	printf("  detailed summary (the counts >= min count make up cutoff of the total):\n");
	printf("  %10s %20s %12s\n", "cutoff", "min count", "counts");
	for (size_t i = 0; i < s.n_entries; i++)
		printf("  %10s %20llu %12llu\n", ext_summary_cutoff_format(s.entries[i].cutoff, c),
		       (unsigned long long)s.entries[i].min_count,
		       (unsigned long long)s.entries[i].n_counts);
	if (s.hot == UINT64_MAX)
		printf("  hot threshold: none (the total count is 0: nothing is hot)\n");
	else
		printf("  hot threshold: %llu (cutoff %s: a count is hot if >= %llu)\n",
		       (unsigned long long)s.hot, ext_summary_cutoff_format(s.cutoff_hot, c),
		       (unsigned long long)s.hot);
	printf("  cold threshold: %llu (cutoff %s: a count is cold if <= %llu)\n",
	       (unsigned long long)s.cold, ext_summary_cutoff_format(s.cutoff_cold, c),
	       (unsigned long long)s.cold);
	return 0;
}

struct ranked {
	uint64_t max;
	const struct ext_gcda_function *fn;
};

static int hottest_first(const void *a, const void *b)
{
	const struct ranked *x = a, *y = b;
	if (x->max != y->max)
		return x->max < y->max ? 1 : -1;
	/* the functions are sorted by identity: keep that order among equals */
	return (x->fn > y->fn) - (x->fn < y->fn);
}

/* The N hottest functions by largest arc count: the entry count would need
 * the CFG (.gcno), and the largest count is what llvm-profdata --topn ranks by. */
static int show_topn(const struct show *S, struct ext_profile *p)
{
	size_t n = ext_profile_n_functions(p);
	struct ranked *r = n ? malloc(n * sizeof *r) : NULL;

	if (n && !r) {
		ext_cmd_error("out of memory");
		return 1;
	}
	for (size_t i = 0; i < n; i++) {
		r[i].fn = ext_profile_function(p, i);
		r[i].max = ext_gcda_function_max_count(r[i].fn);
	}
	if (n)
		qsort(r, n, sizeof *r, hottest_first);
	printf("top %llu function%s by largest arc count:\n", (unsigned long long)S->topn,
	       S->topn == 1 ? "" : "s");
	for (size_t i = 0; i < n && i < S->topn; i++) {
		printf("  %llu %u", (unsigned long long)r[i].max, (unsigned)r[i].fn->ident);
		print_name(S, r[i].fn->ident);
		printf("\n");
	}
	free(r);
	return 0;
}

static void show_merged(const struct show *S, struct ext_profile *p)
{
	size_t n = ext_profile_n_functions(p), files = ext_profile_n_files(p);

	printf("merged profile of %zu file%s: runs %llu, sum_max %llu, %zu function%s\n", files,
	       files == 1 ? "" : "s", (unsigned long long)ext_profile_runs(p),
	       (unsigned long long)ext_profile_sum_max(p), n, n == 1 ? "" : "s");
	for (size_t i = 0; i < n; i++)
		print_function(S, ext_profile_function(p, i));
}

static int load_names(struct show *S, const char *index, char **binaries, size_t n_binaries)
{
	struct ext_error err;
	struct ext_summary none = { 0 };

	if (index && !(S->names = ext_index_load(index, &err))) {
		ext_cmd_error("%s", err.msg);
		return 1;
	}
	if (!S->names && n_binaries && !(S->names = ext_index_new(&none, 0, 0))) {
		ext_cmd_error("out of memory");
		return 1;
	}
	for (size_t i = 0; i < n_binaries; i++)
		if (ext_cmd_add_binary(S->names, binaries[i], NULL, 0))
			return 1;
	if (S->names)
		ext_index_sort_names(S->names);
	return 0;
}

int ext_cmd_show(int argc, char **argv)
{
	struct show S = { .functions = true };
	struct ext_cmd_inputs in;
	const char *index = NULL, *value;
	struct ext_profile *profile = NULL;
	int status = ext_cmd_inputs_init(&in, argc), m;

	for (int i = 1; i < argc && !status; i++) {
		const char *a = argv[i];
		if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
			usage(stdout);
			goto out;
		} else if (!strcmp(a, "--counts")) {
			S.counts = true;
		} else if (!strcmp(a, "--ic-targets")) {
			S.ic_targets = true;
		} else if (!strcmp(a, "--merge")) {
			S.merge = true;
		} else if (!strcmp(a, "--summary")) {
			S.summary = true;
		} else if (!strcmp(a, "--no-functions")) {
			S.functions = false;
		} else if ((m = ext_cmd_option(argc, argv, &i, "--topn", &value))) {
			status = m < 0 ? 2 : ext_cmd_count_value("--topn", value, &S.topn);
		} else if ((m = ext_cmd_option(argc, argv, &i, "--index", &index))) {
			status = m < 0 ? 2 : 0;
		} else {
			status = ext_cmd_inputs_arg(&in, "show", argc, argv, &i);
		}
	}
	if (status || (status = ext_cmd_inputs_check(&in, "show")))
		goto out;
	S.cutoff_hot = in.cutoff_hot;
	S.cutoff_cold = in.cutoff_cold;
	if ((status = load_names(&S, index, in.binaries, in.n_binaries)))
		goto out;
	if (!(profile = ext_profile_new())) {
		ext_cmd_error("out of memory");
		status = 1;
		goto out;
	}
	status = ext_cmd_read_gcda(&in, S.names, profile,
				  S.functions && !S.merge ? show_file : NULL, &S);
	if (!status && S.functions && S.merge)
		show_merged(&S, profile);
	if (!status && S.topn)
		status = show_topn(&S, profile);
	if (!status && S.summary)
		status = show_summary(&S, profile);
out:
	ext_profile_free(profile);
	ext_index_free(S.names);
	ext_cmd_inputs_free(&in);
	return status;
}
