/* names.h — symbol names for profile ids, from ELF files and archives.
 *
 * GCC gives a public function the profile id of its assembler name
 * (profile-id.h); static functions mix in their file's name and cannot be
 * named this way.  A symbol is taken when it is a defined function (STT_FUNC
 * or STT_GNU_IFUNC) that was public in its object: global, weak, or local
 * with hidden or internal visibility.  A hidden function of a shared object
 * is local with default visibility there (ld resets it), indistinguishable
 * from a static one: name those from the objects or archives the library is
 * linked from, where they are still global.
 * Symbols whose names the index format cannot hold (spaces, control
 * characters; no C or C++ compiler makes them) are skipped.
 */
#ifndef PGOIPO_NAMES_H
#define PGOIPO_NAMES_H

#include "error.h"
#include "index.h"

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Add to IDX the symbols of the ELF file or archive PATH whose profile id is
 * in the sorted array IDS[0..N_IDS) (every symbol when IDS is NULL).  Call
 * ext_index_sort_names before looking names up.  Returns 0, or -1 with
 * "<path>: ..." when PATH cannot be read. */
int ext_index_add_elf_names(struct ext_index *idx, const char *path, const uint32_t *ids,
			    size_t n_ids, struct ext_error *err);

#ifdef __cplusplus
}
#endif
#endif
