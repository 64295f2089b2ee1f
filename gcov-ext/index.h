/* index.h — the profile index: what `pgoipo index` writes and the plugin's
 * profile= argument reads.
 *
 * A text file, one item a line, written deterministically (fixed order, names
 * sorted, no timestamps) so that the same profile gives the same bytes:
 *
 *	index:     header summary name* local*
 *	header:    "pgoipo-index" SP version NL		version is 1
 *	summary:   "runs" SP u64 NL			training runs
 *	           "functions" SP u64 NL		functions with a profile
 *	           "total" SP u64 NL			sum of the counts
 *	           "max" SP u64 NL			largest count
 *	           "counts" SP u64 NL			number of counts
 *	           cutoff*				strictly increasing cutoffs
 *	           "hot" SP cutoff SP u64 NL		cutoff_hot, hot threshold
 *	           "cold" SP cutoff SP u64 NL		cutoff_cold, cold threshold
 *	cutoff:    "cutoff" SP cutoff SP u64:min_count SP u64:n_counts NL
 *	name:      "name" SP u32:profile_id SP symbol NL
 *	           sorted by id, then by symbol (bytewise); no line twice; an id
 *	           may have several symbols (a CRC collision), all are kept
 *	local:     "local" SP u32:profile_id SP unit NL
 *	           a profiled function that no public symbol names: a static
 *	           function (GCC mixes its file into the id), or one the given
 *	           ELF files do not have; unit is the .gcda it came from.
 *	           Sorted by id, then unit; lets the plugin say "static
 *	           function of another unit" instead of "unknown id"
 *	cutoff:    decimal millionths, 1..1000000
 *	u64, u32:  decimal digits, no sign, no leading zero (but "0")
 *	symbol:    an assembler identifier: a letter, '_', '.' or '$' first,
 *	           then letters, digits, '_', '.' and '$'; bytes 0x80..0xff
 *	           anywhere (GCC writes UTF-8 identifiers as they are)
 *	unit:      bytes 0x21..0x7e and 0x80..0xff (a path without spaces)
 *	SP:        one space.  NL: one '\n' (not "\r\n"); the file ends with one.
 *
 * The counts and thresholds are those of summary.h; a count c is hot iff
 * c >= hot, cold iff c <= cold, and cold < hot; hot = 18446744073709551615
 * means nothing is hot.  The reader rejects anything else with "<file>:<line>: <what was
 * expected>", and another version with "<file>:1: index version N not
 * supported (expected 1)".
 */
#ifndef PGOIPO_INDEX_H
#define PGOIPO_INDEX_H

#include "error.h"
#include "summary.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

#define EXT_INDEX_VERSION 1

struct ext_index;

/* ---- reading (the plugin) ---- */

struct ext_index *ext_index_load(const char *path, struct ext_error *err);
/* Parse TEXT[0..LEN); NAME is used in messages. */
struct ext_index *ext_index_parse(const char *name, const char *text, size_t len,
				  struct ext_error *err);
void ext_index_free(struct ext_index *idx);

uint64_t ext_index_hot(const struct ext_index *idx);
uint64_t ext_index_cold(const struct ext_index *idx);
uint64_t ext_index_total(const struct ext_index *idx);
uint64_t ext_index_max(const struct ext_index *idx);
uint64_t ext_index_runs(const struct ext_index *idx);
uint64_t ext_index_n_functions(const struct ext_index *idx);
const struct ext_summary *ext_index_summary(const struct ext_index *idx);

/* The symbol of PROFILE_ID, NULL if unknown; the first (bytewise smallest)
 * when several symbols share the id. */
const char *ext_index_name(const struct ext_index *idx, uint32_t profile_id);
/* The .gcda unit of a profiled function without a public name, or NULL. */
const char *ext_index_local(const struct ext_index *idx, uint32_t profile_id);
size_t ext_index_n_locals(const struct ext_index *idx);
/* How many symbols have PROFILE_ID (more than one: a CRC collision). */
size_t ext_index_name_count(const struct ext_index *idx, uint32_t profile_id);
/* The K-th symbol of PROFILE_ID (0 <= K < ext_index_name_count), else NULL. */
const char *ext_index_nth_name(const struct ext_index *idx, uint32_t profile_id, size_t k);
size_t ext_index_n_names(const struct ext_index *idx);
/* Call FN for every (id, symbol) in order; stops at and returns the first
 * non-zero value FN returns, else 0. */
int ext_index_for_each_name(const struct ext_index *idx,
			    int (*fn)(uint32_t profile_id, const char *symbol, void *data),
			    void *data);

/* ---- writing (`pgoipo index`) ---- */

struct ext_index *ext_index_new(const struct ext_summary *s, uint64_t runs,
				uint64_t n_functions);
/* True if SYMBOL is an assembler identifier, as the grammar's symbol. */
bool ext_index_symbol_ok(const char *symbol);
#define EXT_INDEX_SYMBOL_RULE \
	"a letter, '_', '.' or '$' first, then letters, digits, '_', '.' or '$'"
/* True if UNIT can be written in a local line (no space or control byte). */
bool ext_index_unit_ok(const char *unit);
/* Add a name; duplicates are dropped when writing.  -1 for a symbol the
 * format cannot hold or when out of memory. */
int ext_index_add_name(struct ext_index *idx, uint32_t profile_id, const char *symbol,
		       struct ext_error *err);
/* Sort the names and drop repeats: needed before the queries above on an
 * index built with ext_index_add_name (ext_index_write does it too). */
void ext_index_sort_names(struct ext_index *idx);
/* Record a profiled function without a public name (see "local"). */
int ext_index_add_local(struct ext_index *idx, uint32_t profile_id, const char *unit,
			struct ext_error *err);
/* Write the index (sorting the names).  -1 on a write error ("<path>: ..."). */
int ext_index_write(struct ext_index *idx, FILE *out, const char *path, struct ext_error *err);

/* Names for profile ids from ELF files and archives (names.c).
 *
 * GCC gives a public function the profile id of its assembler name
 * (profile-id.h); static functions mix in their file's name and cannot be
 * named this way.  A symbol is taken when it is a defined function (STT_FUNC
 * or STT_GNU_IFUNC) that was public in its object: global, weak, or local
 * with hidden or internal visibility.  A hidden function of a shared object
 * is local with default visibility there (ld resets it), indistinguishable
 * from a static one: name those from the objects or archives the library is
 * linked from, where they are still global.
 * A function that would be taken but whose name is not an assembler
 * identifier (no C or C++ compiler makes one; an asm label or hand-written
 * assembly can) is skipped: SKIPPED (may be NULL) is told its file ("a.o",
 * "lib.a(m.o)") and name, and DATA.
 */
typedef void (*ext_index_skip_fn)(const char *file, const char *symbol, void *data);
int ext_index_add_elf_names(struct ext_index *idx, const char *path, const uint32_t *ids,
			    size_t n_ids, ext_index_skip_fn skipped, void *data,
			    struct ext_error *err);

#ifdef __cplusplus
}
#endif
#endif
