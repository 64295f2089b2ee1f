/* error.h — how gcov-ext reports failures.
 *
 * Library code never prints and never exits: a function that can fail takes a
 * `struct ext_error *` and returns -1 (or NULL) after ext_error_set() has written a
 * message of the form "<file>: <what is wrong>".  The `pgoipo` command prints it
 * as "pgoipo: error: <message>"; the plugin passes it to GCC's error(). */
#ifndef PGOIPO_EXT_ERROR_H
#define PGOIPO_EXT_ERROR_H

#ifdef __cplusplus
extern "C" {
#endif

struct ext_error {
	char msg[1024];
};

/* Format into E (when non-null) and return -1. */
int ext_error_set(struct ext_error *e, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

#ifdef __cplusplus
}
#endif
#endif
