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
		ext_cmd_error("out of memory");
		return 1;
	}
	if (!(f = fopen(tmp, "w"))) {
		ext_cmd_error("%s: %s", path, strerror(errno));
		free(tmp);
		return 1;
	}
	if (ext_index_write(idx, f, path, &err)) {
		ext_cmd_error("%s", err.msg);
		status = 1;
	}
	if (fclose(f) && !status) {
		ext_cmd_error("%s: %s", path, strerror(errno));
		status = 1;
	}
	if (!status && rename(tmp, path)) {
		ext_cmd_error("%s: %s", path, strerror(errno));
		status = 1;
	}
	if (status)
		remove(tmp);
	free(tmp);
	return status;
}

/* The profiled functions no public symbol named: statics (their ids mix in
 * their file) and functions the binaries lack.  The plugin then names the
 * unit in its refusal. */
static int add_locals(struct ext_index *idx, struct ext_profile *profile)
{
	struct ext_error err;

	ext_index_sort_names(idx);
	for (size_t i = 0; i < ext_profile_n_functions(profile); i++) {
		const struct ext_gcda_function *f = ext_profile_function(profile, i);
		const char *unit = f->origin ? f->origin : "?";

		if (ext_index_name(idx, f->ident))
			continue;
		if (!strncmp(unit, "./", 2))
			unit += 2;
		if (!ext_index_unit_ok(unit))
			continue;	/* a path with a space: say nothing rather than fail */
		if (ext_index_add_local(idx, f->ident, unit, &err)) {
			ext_cmd_error("%s", err.msg);
			return 1;
		}
	}
	return 0;
}

/* Two public functions may share a profile id: GCC's ids are CRCs of their
 * names, 31 bits, so a large program can have a collision.  The index keeps
 * every name (the plugin then promotes no call to that id); say so once
 * per id. */
static int warn_collision(uint32_t id, const char *symbol, void *data)
{
	const struct ext_index *idx = data;
	size_t n = ext_index_name_count(idx, id);
	char list[512] = "";

	if (n < 2 || strcmp(symbol, ext_index_nth_name(idx, id, 0)))
		return 0;
	for (size_t k = 0; k < n && strlen(list) < 400; k++)
		snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", k ? ", " : "",
			 ext_index_nth_name(idx, id, k));
	ext_cmd_warning("profile id %u names %zu functions: %s%s (a collision of GCC's 31-bit "
			"profile ids); the index keeps them all, the plugin will not promote "
			"calls to this id", (unsigned)id, n, list, strlen(list) >= 400 ? ", ..." : "");
	return 0;
}

static int build_index(struct ext_profile *profile, const struct ext_cmd_inputs *in,
		       const char *output)
{
	struct ext_summary s;
	struct ext_index *idx = NULL;
	uint64_t *counts = NULL;
	uint32_t *ids = NULL;
	size_t n_counts = ext_profile_arc_counts(profile, &counts);
	size_t n_ids = ext_profile_ids(profile, &ids);
	int status = 0;

	if (n_counts == (size_t)-1 || n_ids == (size_t)-1
	    || ext_summary_compute(counts, n_counts, in->cutoff_hot, in->cutoff_cold, &s)
	    || !(idx = ext_index_new(&s, ext_profile_runs(profile), ext_profile_n_functions(profile)))) {
		ext_cmd_error("out of memory");
		status = 1;
	}
	for (size_t i = 0; i < in->n_binaries && !status; i++)
		status = ext_cmd_add_binary(idx, in->binaries[i], ids, n_ids);
	if (!status && in->n_binaries)
		status = add_locals(idx, profile);
	if (!status)
		ext_index_for_each_name(idx, warn_collision, idx);
	if (!status)
		status = write_index(idx, output);
	ext_index_free(idx);
	free(counts);
	free(ids);
	return status;
}

int ext_cmd_index(int argc, char **argv)
{
	struct ext_cmd_inputs in;
	const char *output = NULL;
	struct ext_profile *profile = NULL;
	int status = ext_cmd_inputs_init(&in, argc), m;

	for (int i = 1; i < argc && !status; i++) {
		if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
			usage(stdout);
			goto out;
		} else if ((m = ext_cmd_option(argc, argv, &i, "-o", &output))) {
			status = m < 0 ? 2 : 0;
		} else {
			status = ext_cmd_inputs_arg(&in, "index", argc, argv, &i);
		}
	}
	if (!status && !output) {
		ext_cmd_error("option '-o FILE' is required (try 'pgoipo index --help')");
		status = 2;
	}
	if (status || (status = ext_cmd_inputs_check(&in, "index")))
		goto out;
	if (!(profile = ext_profile_new())) {
		ext_cmd_error("out of memory");
		status = 1;
		goto out;
	}
	status = ext_cmd_read_gcda(&in, NULL, profile, NULL, NULL);
	if (!status && !in.n_binaries)
		ext_cmd_warning("no --binary given: the index has no function names");
	if (!status)
		status = build_index(profile, &in, output);
out:
	ext_profile_free(profile);
	ext_cmd_inputs_free(&in);
	return status;
}
