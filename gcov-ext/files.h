/* files.h — reading whole files and finding files in directory trees. */
#ifndef PGOIPO_FILES_H
#define PGOIPO_FILES_H

#include "error.h"

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Read PATH (a regular file, a pipe, ...) into a malloc'ed buffer *BUF of
 * *SIZE bytes.  -1 with "<path>: <strerror>" on failure. */
int ext_files_read(const char *path, char **buf, size_t *size, struct ext_error *err);

/* A growing list of malloc'ed strings. */
struct ext_files_list {
	char **names;
	size_t n, cap;
};
void ext_files_list_free(struct ext_files_list *list);

/* Append PATH to LIST if it is not a directory; if it is, append the files
 * below it whose names end in SUFFIX, in a deterministic order: entries of a
 * directory sorted bytewise, subdirectories visited where they sort.
 * Symbolic links to files are followed, to directories not (no cycles).
 * -1 with "<path>: <strerror>" when PATH or a directory cannot be read. */
int ext_files_find(const char *path, const char *suffix, struct ext_files_list *list,
		   struct ext_error *err);

#ifdef __cplusplus
}
#endif
#endif
