/* cmd-index.c — `pgoipo index`: the program-wide profile index (index.h).
 *
 *   pgoipo index -o FILE [--binary ELF]... [--cutoff-hot N] [--cutoff-cold N] PATH...
 *
 * Merges every .gcda under PATH... (the same function in several files or
 * runs adds up, see gcda.h), computes the summary and the hot/cold thresholds
 * over the arc counters (summary.h), names the profile ids from the public
 * functions of the --binary files, and writes FILE.  FILE is written to a
 * temporary name and renamed, so a failed run leaves no half-written index.
 */
#include "cmd-common.h"
#include "commands.h"
#include "summary.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void usage(FILE *out)
{
	fprintf(out,
		"Usage: pgoipo index -o FILE [--binary ELF]... [--cutoff-hot N] [--cutoff-cold N] PATH...\n"
		"Write the program-wide profile index read by the plugin (profile=FILE):\n"
		"the merged .gcda files under PATH... (directories recursively), their\n"
		"summary with hot and cold count thresholds, and the names of the\n"
		"profiled functions and indirect-call targets.\n"
		"\n"
		"  -o FILE             the index to write\n"
		"  --binary ELF        an executable, shared object, object or archive of the\n"
		"                      program: its public functions name the profile ids\n"
		"                      (repeatable; without it the index has no names)\n"
		"  --cutoff-hot N      counts >= the hot threshold cover N of the total count;\n"
		"                      millionths or N%% (default 990000 = 99%%)\n"
		"  --cutoff-cold N     counts <= the min count of this cutoff are cold\n"
		"                      (default 999999 = 99.9999%%)\n"
		"  --help              this text\n");
}

/* Write IDX to PATH through PATH.tmp and a rename. */
static int write_index(struct ext_index *idx, const char *path)
{
	struct ext_error err;
	char *tmp;
	FILE *f;
	int status = 0;

	if (asprintf(&tmp, "%s.tmp", path) < 0) {
		pgoipo_error("out of memory");
		return 1;
	}
	if (!(f = fopen(tmp, "w"))) {
		pgoipo_error("%s: %s", path, strerror(errno));
		free(tmp);
		return 1;
	}
	if (ext_index_write(idx, f, path, &err)) {
		pgoipo_error("%s", err.msg);
		status = 1;
	}
	if (fclose(f) && !status) {
		pgoipo_error("%s: %s", path, strerror(errno));
		status = 1;
	}
	if (!status && rename(tmp, path)) {
		pgoipo_error("%s: %s", path, strerror(errno));
		status = 1;
	}
	if (status)
		remove(tmp);
	free(tmp);
	return status;
}

static int build_index(struct ext_profile *profile, char **binaries, size_t n_binaries,
		       uint32_t cutoff_hot, uint32_t cutoff_cold, const char *output)
{
	struct ext_summary s;
	struct ext_index *idx = NULL;
	uint64_t *counts = NULL;
	uint32_t *ids = NULL;
	size_t n_counts = ext_profile_arc_counts(profile, &counts);
	size_t n_ids = ext_profile_ids(profile, &ids);
	int status = 0;

	if (n_counts == (size_t)-1 || n_ids == (size_t)-1
	    || ext_summary_compute(counts, n_counts, cutoff_hot, cutoff_cold, &s)
	    || !(idx = ext_index_new(&s, ext_profile_runs(profile), ext_profile_n_functions(profile)))) {
		pgoipo_error("out of memory");
		status = 1;
	}
	for (size_t i = 0; i < n_binaries && !status; i++)
		status = pgoipo_add_binary(idx, binaries[i], ids, n_ids);
	if (!status)
		status = write_index(idx, output);
	ext_index_free(idx);
	free(counts);
	free(ids);
	return status;
}

int pgoipo_cmd_index(int argc, char **argv)
{
	char **paths = calloc((size_t)argc, sizeof *paths);
	char **binaries = calloc((size_t)argc, sizeof *binaries);
	size_t n_paths = 0, n_binaries = 0;
	const char *output = NULL, *value;
	uint32_t cutoff_hot = EXT_CUTOFF_HOT_DEFAULT, cutoff_cold = EXT_CUTOFF_COLD_DEFAULT;
	struct ext_profile *profile = NULL;
	int status = 0, m;

	if (!paths || !binaries) {
		pgoipo_error("out of memory");
		status = 1;
		goto out;
	}
	for (int i = 1; i < argc && !status; i++) {
		const char *a = argv[i];
		if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
			usage(stdout);
			goto out;
		} else if ((m = pgoipo_option(argc, argv, &i, "-o", &value))) {
			status = m < 0 ? 2 : 0;
			output = value;
		} else if ((m = pgoipo_option(argc, argv, &i, "--cutoff-hot", &value))) {
			status = m < 0 ? 2 : pgoipo_cutoff_value("--cutoff-hot", value, &cutoff_hot);
		} else if ((m = pgoipo_option(argc, argv, &i, "--cutoff-cold", &value))) {
			status = m < 0 ? 2 : pgoipo_cutoff_value("--cutoff-cold", value, &cutoff_cold);
		} else if ((m = pgoipo_option(argc, argv, &i, "--binary", &value))) {
			status = m < 0 ? 2 : 0;
			binaries[n_binaries++] = (char *)value;
		} else if (a[0] == '-' && a[1]) {
			pgoipo_error("unknown option '%s' (try 'pgoipo index --help')", a);
			status = 2;
		} else {
			paths[n_paths++] = (char *)a;
		}
	}
	if (!status && !output) {
		pgoipo_error("option '-o FILE' is required (try 'pgoipo index --help')");
		status = 2;
	}
	if (!status && !n_paths) {
		pgoipo_error("no PATH given (try 'pgoipo index --help')");
		status = 2;
	}
	if (status || (status = pgoipo_check_cutoffs(cutoff_hot, cutoff_cold)))
		goto out;
	if (!(profile = ext_profile_new())) {
		pgoipo_error("out of memory");
		status = 1;
		goto out;
	}
	status = pgoipo_read_gcda(paths, n_paths, profile, NULL, NULL);
	if (!status && !n_binaries)
		pgoipo_warning("no --binary given: the index has no function names");
	if (!status)
		status = build_index(profile, binaries, n_binaries, cutoff_hot, cutoff_cold, output);
out:
	ext_profile_free(profile);
	free(paths);
	free(binaries);
	return status;
}
