/* json.h — writing JSON (RFC 8259), pretty-printed, for `pgoipo report`.
 *
 * A writer keeps the nesting and the commas: open an object or an array,
 * give keys and values, close it.  Strings are written as UTF-8 with '"',
 * '\\' and control characters escaped (other bytes as they are: the inputs
 * are symbol and file names).  Numbers: unsigned 64-bit integers exactly,
 * doubles with at most six decimals, trailing zeros dropped (non-finite
 * ones as null).  Misuse (a value where a key is due, closing what is not open,
 * nesting deeper than EXT_JSON_DEPTH) sets a sticky error that
 * ext_json_finish reports.
 *
 *	struct ext_json j;
 *	ext_json_init(&j, out);
 *	ext_json_object(&j);
 *	ext_json_key(&j, "promoted"); ext_json_u64(&j, 3);
 *	ext_json_end(&j);
 *	ext_json_finish(&j, &err);	-> {"promoted": 3}
 */
#ifndef PGOIPO_JSON_H
#define PGOIPO_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "error.h"

#ifdef __cplusplus
extern "C" {
#endif

#define EXT_JSON_DEPTH 32

struct ext_json {
	FILE *out;
	int depth;
	char open[EXT_JSON_DEPTH];	/* '{' or '[' per level */
	int count[EXT_JSON_DEPTH];	/* members written per level */
	bool key_due;			/* in an object, after a key */
	const char *misuse;		/* the first misuse, or NULL */
};

void ext_json_init(struct ext_json *j, FILE *out);
void ext_json_object(struct ext_json *j);
void ext_json_array(struct ext_json *j);
/* Close the innermost object or array. */
void ext_json_end(struct ext_json *j);
void ext_json_key(struct ext_json *j, const char *key);
void ext_json_string(struct ext_json *j, const char *s);
/* S[0..LEN), for strings that are not NUL-terminated. */
void ext_json_string_n(struct ext_json *j, const char *s, size_t len);
void ext_json_u64(struct ext_json *j, uint64_t v);
void ext_json_i64(struct ext_json *j, int64_t v);
void ext_json_double(struct ext_json *j, double v);
void ext_json_bool(struct ext_json *j, bool v);
void ext_json_null(struct ext_json *j);
/* Shorthands: a key and its value. */
void ext_json_kv_string(struct ext_json *j, const char *key, const char *s);
void ext_json_kv_u64(struct ext_json *j, const char *key, uint64_t v);
void ext_json_kv_double(struct ext_json *j, const char *key, double v);
void ext_json_kv_bool(struct ext_json *j, const char *key, bool v);
/* KEY and the array of the strings LIST[0..N). */
void ext_json_kv_strings(struct ext_json *j, const char *key, const char *const *list, size_t n);

/* After the outermost value: a newline, then 0, or -1 with ERR set when
 * the writer was misused or something is still open. */
int ext_json_finish(struct ext_json *j, struct ext_error *err);

#ifdef __cplusplus
}
#endif
#endif
