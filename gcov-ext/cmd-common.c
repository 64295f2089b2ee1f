/* cmd-common.c — see cmd-common.h. */
#include "cmd-common.h"
#include "commands.h"
#include "files.h"

#include "summary.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int ext_cmd_option(int argc, char **argv, int *i, const char *name, const char **value)
{
	const char *arg = argv[*i];
	size_t len = strlen(name);

	if (strncmp(arg, name, len))
		return 0;
	if (arg[len] == '=' && name[1] == '-') {
		*value = arg + len + 1;
		return 1;
	}
	if (arg[len] && name[1] != '-') {	/* -oFILE */
		*value = arg + len;
		return 1;
	}
	if (arg[len])
		return 0;	/* a longer option with the same prefix */
	if (*i + 1 >= argc) {
		ext_cmd_error("option '%s' needs a value", name);
		return -1;
	}
	*value = argv[++*i];
	return 1;
}

int ext_cmd_cutoff_value(const char *option, const char *text, uint32_t *cutoff)
{
	if (ext_summary_cutoff_parse(text, cutoff) == 0)
		return 0;
	ext_cmd_error("option '%s': '%s' is not a cutoff (millionths 1..1000000, or a percentage "
		     "such as 99.9%%)", option, text);
	return 2;
}

int ext_cmd_count_value(const char *option, const char *text, uint64_t *count)
{
	char *end;

	if (text[0] >= '1' && text[0] <= '9') {
		unsigned long long v = strtoull(text, &end, 10);
		if (!*end && v < UINT64_MAX) {
			*count = v;
			return 0;
		}
	}
	ext_cmd_error("option '%s': '%s' is not a positive number", option, text);
	return 2;
}

int ext_cmd_inputs_init(struct ext_cmd_inputs *in, int argc)
{
	memset(in, 0, sizeof *in);
	in->cutoff_hot = EXT_CUTOFF_HOT_DEFAULT;
	in->cutoff_cold = EXT_CUTOFF_COLD_DEFAULT;
	in->paths = calloc((size_t)argc + 1, sizeof *in->paths);
	in->binaries = calloc((size_t)argc + 1, sizeof *in->binaries);
	if (in->paths && in->binaries)
		return 0;
	ext_cmd_error("out of memory");
	return 1;
}

void ext_cmd_inputs_free(struct ext_cmd_inputs *in)
{
	free(in->paths);
	free(in->binaries);
}

int ext_cmd_inputs_arg(struct ext_cmd_inputs *in, const char *command, int argc, char **argv,
		      int *i)
{
	const char *a = argv[*i], *value;
	int m;

	if ((m = ext_cmd_option(argc, argv, i, "--cutoff-hot", &value)))
		return m < 0 ? 2 : ext_cmd_cutoff_value("--cutoff-hot", value, &in->cutoff_hot);
	if ((m = ext_cmd_option(argc, argv, i, "--cutoff-cold", &value)))
		return m < 0 ? 2 : ext_cmd_cutoff_value("--cutoff-cold", value, &in->cutoff_cold);
	if ((m = ext_cmd_option(argc, argv, i, "--binary", &value))) {
		if (m > 0)
			in->binaries[in->n_binaries++] = (char *)value;
		return m < 0 ? 2 : 0;
	}
	if (a[0] == '-' && a[1]) {
		ext_cmd_error("unknown option '%s' (try 'pgoipo %s --help')", a, command);
		return 2;
	}
	in->paths[in->n_paths++] = argv[*i];
	return 0;
}

int ext_cmd_inputs_check(const struct ext_cmd_inputs *in, const char *command)
{
	if (!in->n_paths) {
		ext_cmd_error("no PATH given (try 'pgoipo %s --help')", command);
		return 2;
	}
	if (in->cutoff_cold < in->cutoff_hot) {
		ext_cmd_error("the cold cutoff (%u) is below the hot cutoff (%u): a count could be "
			     "hot and cold at once", (unsigned)in->cutoff_cold,
			     (unsigned)in->cutoff_hot);
		return 2;
	}
	return 0;
}

/* Names for the messages of ext_gcda_check. */
struct namer {
	const struct ext_index *names;
	char *const *binaries;
	size_t n_binaries;
	char buf[512];
};

/* The name(s) of ID as "a|b", or NULL.  Without NAMES the --binary files are
 * read for this one id: this runs only on the way to an error message. */
static const char *name_of(uint32_t id, void *data)
{
	struct namer *nm = data;
	const struct ext_index *idx = nm->names;
	struct ext_index *found = NULL;
	struct ext_summary none = { 0 };
	size_t n;

	if (!idx && nm->n_binaries && (found = ext_index_new(&none, 0, 0))) {
		for (size_t i = 0; i < nm->n_binaries; i++)
			ext_index_add_elf_names(found, nm->binaries[i], &id, 1, NULL, NULL, NULL);
		ext_index_sort_names(found);
		idx = found;
	}
	n = idx ? ext_index_name_count(idx, id) : 0;
	nm->buf[0] = '\0';
	for (size_t k = 0; k < n; k++)
		snprintf(nm->buf + strlen(nm->buf), sizeof nm->buf - strlen(nm->buf), "%s%s",
			 k ? "|" : "", ext_index_nth_name(idx, id, k));
	ext_index_free(found);
	return n ? nm->buf : NULL;
}

int ext_cmd_read_gcda(const struct ext_cmd_inputs *in, const struct ext_index *names,
		      struct ext_profile *profile,
		      int (*fn)(const struct ext_gcda *gcda, void *data), void *data)
{
	struct ext_files_list files = { 0 };
	struct namer namer = { names, in->binaries, in->n_binaries, "" };
	struct ext_error err;
	int status = 0;

	for (size_t i = 0; i < in->n_paths && !status; i++)
		if (ext_files_find(in->paths[i], ".gcda", &files, &err)) {
			ext_cmd_error("%s", err.msg);
			status = 1;
		}
	if (!status && files.n == 0) {
		ext_cmd_error("no .gcda files found in %s%s", in->paths[0], in->n_paths > 1 ? " ..." : "");
		status = 1;
	}
	for (size_t i = 0; i < files.n && !status; i++) {
		struct ext_gcda *g = ext_gcda_read_file(files.names[i], &err);
		if (!g || ext_gcda_check(g, name_of, &namer, &err)
		    || ext_profile_add(profile, g, &err)) {
			ext_cmd_error("%s", err.msg);
			status = 1;
		} else if (fn) {
			status = fn(g, data);
		}
		ext_gcda_free(g);
	}
	ext_files_list_free(&files);
	return status;
}

static void warn_skipped(const char *file, const char *symbol, void *data)
{
	(void)data;
	ext_cmd_warning("%s: function '%s' skipped: its name is not an assembler name (%s)",
			file, symbol, EXT_INDEX_SYMBOL_RULE);
}

int ext_cmd_add_binary(struct ext_index *names, const char *path, const uint32_t *ids,
		      size_t n_ids)
{
	struct ext_error err;

	if (ext_index_add_elf_names(names, path, ids, n_ids, warn_skipped, NULL, &err)) {
		ext_cmd_error("%s", err.msg);
		return 1;
	}
	return 0;
}
