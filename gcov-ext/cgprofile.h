/* cgprofile.h — the call-graph section each object carries, version 1.
 *
 * The plugin writes, at the end of every translation unit, a non-allocated,
 * excluded section (`.pushsection .pgoipo.cgprofile,"e",@progbits`) holding
 * the unit's profiled call graph as text.  `ld -r` and archives keep it; a
 * final link drops it (SHF_EXCLUDE).  `pgoipo order` reads it from every
 * input object and merges the units into one graph.
 *
 *   section : unit*              ld -r concatenates the sections of several
 *                                units, so one section may hold several units
 *   unit    : header record*
 *   header  : "pgoipo-cgprofile" SP "1" NL
 *   record  : "unit" SP source NL                main input file of the unit
 *                                                (informational)
 *           | "func" SP symbol SP count NL       a function this unit defines,
 *                                                with its profiled entry count
 *           | "def" SP id SP symbol NL           GCC's profile id of a function
 *                                                defined here (statics too)
 *           | "edge" SP symbol SP symbol SP count NL
 *                                                calls caller -> callee left in
 *                                                the final code, summed per pair
 *           | "icall" SP symbol SP id SP count NL
 *                                                an indirect-call target of the
 *                                                value profile that was not
 *                                                promoted: caller, callee's id
 *   symbol  : assembler name: one or more bytes in 0x21..0x7e or >= 0x80
 *   source  : one or more bytes other than NL and NUL (may hold spaces)
 *   count   : decimal, fits in 64 bits        id : decimal, fits in 32 bits
 *   SP      : one space                       NL : one line feed
 *
 * Writers emit the records of a unit in the order above (unit, func, def,
 * edge, icall), each kind sorted by its fields (symbols by strcmp, numbers
 * numerically: func by symbol, def by (id, symbol), edge by (caller,
 * callee), icall by (caller, id)), with duplicates summed (func, edge,
 * icall) or dropped (def), so the text is byte-identical from build to
 * build.  Readers do not depend on the order.  NUL bytes at the start of a
 * line (alignment padding between units) are skipped.  Anything else that
 * does not match the grammar is an error, including unknown records (a
 * format change gets a new version number) and a section without a unit
 * (empty, or NUL bytes only: the plugin never writes one).
 */
#ifndef PGOIPO_CGPROFILE_H
#define PGOIPO_CGPROFILE_H

#include <stddef.h>
#include <stdint.h>

#include "error.h"

#ifdef __cplusplus
extern "C" {
#endif

#define CGP_SECTION_NAME ".pgoipo.cgprofile"
#define CGP_VERSION 1

/* ---- Writing (the plugin) ---- */

struct ext_cgprofile_unit;

/* A unit whose main input file is SOURCE (NULL or "": no "unit" record).
 * NULL when out of memory. */
struct ext_cgprofile_unit *ext_cgprofile_unit_new(const char *source);
void ext_cgprofile_add_func(struct ext_cgprofile_unit *u, const char *sym, uint64_t entry_count);
void ext_cgprofile_add_def(struct ext_cgprofile_unit *u, uint32_t id, const char *sym);
/* Sums COUNT into an existing record for the same pair. */
void ext_cgprofile_add_edge(struct ext_cgprofile_unit *u, const char *caller, const char *callee, uint64_t count);
void ext_cgprofile_add_icall(struct ext_cgprofile_unit *u, const char *caller, uint32_t id, uint64_t count);
/* The unit's text (malloc'd, NUL-terminated, sorted and merged as above) and
 * its length in *LEN.  NULL when out of memory or when a symbol was empty or
 * held a space or control byte: ext_cgprofile_unit_error says which. */
char *ext_cgprofile_unit_text(struct ext_cgprofile_unit *u, size_t *len);
const char *ext_cgprofile_unit_error(const struct ext_cgprofile_unit *u);
void ext_cgprofile_unit_free(struct ext_cgprofile_unit *u);

/* ---- Reading (pgoipo order) ---- */

/* One callback per record, in section order; any may be NULL.  Strings are
 * valid during the call only.  A callback returns 0 to go on, or -1 to stop:
 * ext_cgprofile_parse then returns -1 and leaves the error to the callback. */
struct ext_cgprofile_handler {
	int (*header)(void *data);	/* a new unit starts */
	int (*unit)(void *data, const char *source);
	int (*func)(void *data, const char *sym, uint64_t count);
	int (*def)(void *data, uint32_t id, const char *sym);
	int (*edge)(void *data, const char *caller, const char *callee, uint64_t count);
	int (*icall)(void *data, const char *caller, uint32_t id, uint64_t count);
};

/* Parse the LEN bytes at BUF, the contents of section SECTION of FILE (both
 * for messages only).  0, or -1 with ERR set to
 * "<file>(<section>):<line>: <why>". */
int ext_cgprofile_parse(const char *buf, size_t len, const char *file, const char *section,
	      const struct ext_cgprofile_handler *h, void *data, struct ext_error *err);

#ifdef __cplusplus
}
#endif
#endif
