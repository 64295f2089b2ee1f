/* dumpline.h — one line of the plugin's dump files, and their file names.
 *
 * The lines are those of docs/dump-lines.md; this module knows their common
 * shape, not each pass's grammar:
 *
 *	dump-line:  KIND [SUBJECT] ["->" TARGET] FIELD*
 *	KIND:       a lower-case letter first, then letters, digits and '-'
 *	SUBJECT:    the words after KIND up to "->" or the first FIELD, e.g.
 *	            "run at dispatch.c:50:9" (a call site), "main" (a function),
 *	            "main loop 1"
 *	TARGET:     the word after "->", without a trailing ':'
 *	FIELD:      a word KEY=VALUE; the value runs to the next blank (so
 *	            "reason=unknown-id (index)" has the value "unknown-id")
 *
 * Not dump lines: blank lines, indented lines (written with -details only)
 * and anything else that does not start with a lower-case letter (GCC's
 * ";; Function NAME" headers).
 *
 * A dump file is named UNIT.NNNx.pgoipo-PASS (GCC's naming: NNN the pass's
 * number, x the kind letter), e.g. "dispatch.c.343i.pgoipo-icp" (unit
 * "dispatch.c", pass "icp"), "prog.wpa.080i.pgoipo-inline" (unit "prog.wpa").
 */
#ifndef PGOIPO_DUMPLINE_H
#define PGOIPO_DUMPLINE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

struct ext_dumpline {
	char kind[32];
	const char *subject;	/* into the line; subject_len bytes, may be 0 */
	size_t subject_len;
	const char *target;	/* into the line; NULL when there is no "->" */
	size_t target_len;
};

/* Parse LINE (NUL-terminated, without its newline).  1: a dump line, *DL
 * filled; 0: not a dump line (or a kind longer than DL->kind holds). */
int ext_dumpline_parse(const char *line, struct ext_dumpline *dl);

/* The value of field KEY of LINE (a word "KEY=VALUE" after the kind), its
 * length in *LEN; NULL when LINE has no such field. */
const char *ext_dumpline_field(const char *line, const char *key, size_t *len);

/* Field KEY as a decimal number.  0 with *VALUE set; -1 when the field is
 * missing or not a number ("unknown", "?", "-"). */
int ext_dumpline_number(const char *line, const char *key, uint64_t *value);

/* Split the file name of PATH (directories are kept in the unit) into UNIT
 * and PASS: "a/b.c.343i.pgoipo-icp" -> "a/b.c", "icp".  1 when PATH names a
 * dump file, 0 otherwise (or when a part does not fit its buffer). */
int ext_dumpline_file(const char *path, char *unit, size_t unit_size, char *pass,
		      size_t pass_size);

#ifdef __cplusplus
}
#endif
#endif
