/* cmd-common.h — what `pgoipo show` and `pgoipo index` share: option
 * values, reading every .gcda under the given paths, and names for ids.
 * These print their own messages (ext_cmd_error) and return exit statuses. */
#ifndef PGOIPO_CMD_COMMON_H
#define PGOIPO_CMD_COMMON_H

#include "gcda.h"
#include "profile.h"
#include "index.h"

#include <stddef.h>
#include <stdint.h>

/* Is argv[*i] option NAME ("--name VALUE", "--name=VALUE"; for a one-letter
 * NAME "-o VALUE", "-oVALUE")?  1: yes, *VALUE set and *I at the value;
 * 0: no; -1: yes but the value is missing (usage error printed). */
int ext_cmd_option(int argc, char **argv, int *i, const char *name, const char **value);
/* Parse the value of a cutoff option; 0, or 2 after a usage error. */
int ext_cmd_cutoff_value(const char *option, const char *text, uint32_t *cutoff);
/* Parse a positive count; 0, or 2 after a usage error. */
int ext_cmd_count_value(const char *option, const char *text, uint64_t *count);

/* What show and index both take: PATH..., --binary ELF..., the cutoffs. */
struct ext_cmd_inputs {
	char **paths;
	size_t n_paths;
	char **binaries;
	size_t n_binaries;
	uint32_t cutoff_hot, cutoff_cold;
};

/* Room for ARGC arguments, default cutoffs.  0, or 1 (out of memory). */
int ext_cmd_inputs_init(struct ext_cmd_inputs *in, int argc);
void ext_cmd_inputs_free(struct ext_cmd_inputs *in);
/* Take argv[*i]: --binary, --cutoff-hot, --cutoff-cold or a PATH (0); any
 * other option is unknown to COMMAND: usage error (2). */
int ext_cmd_inputs_arg(struct ext_cmd_inputs *in, const char *command, int argc, char **argv,
		      int *i);
/* After the arguments: at least one PATH, consistent cutoffs.  0, or 2. */
int ext_cmd_inputs_check(const struct ext_cmd_inputs *in, const char *command);

/* Read every .gcda under IN's paths (files as given, directories
 * recursively, in sorted order), check its counts as GCC does
 * (ext_gcda_check), call FN (if any) on each and merge it into PROFILE.
 * Messages about a function name it from NAMES, or when NAMES is NULL from
 * IN's --binary files.  0, or 1 after an error message (unreadable,
 * malformed or corrupted file, no .gcda found, merge mismatch). */
int ext_cmd_read_gcda(const struct ext_cmd_inputs *in, const struct ext_index *names,
		      struct ext_profile *profile,
		      int (*fn)(const struct ext_gcda *gcda, void *data), void *data);

/* Add to NAMES the public functions of ELF file PATH whose ids are in
 * IDS[0..N_IDS) (all when IDS is NULL), with a warning for each one whose
 * name is not an assembler identifier (skipped).  0, or 1 after an error
 * message. */
int ext_cmd_add_binary(struct ext_index *names, const char *path, const uint32_t *ids,
		      size_t n_ids);

#endif
