/* elfsyms.h — walk the symbols of ELF files and `ar` archives.
 *
 * One call visits every symbol of an executable, a shared object, a
 * relocatable object, or each ELF member of an archive, in file order.  The
 * symbol table is .symtab; a file without one (a stripped executable or
 * library) gives its .dynsym instead, with `dynamic` set.  Members of an
 * archive that are not ELF (e.g. LLVM bitcode) are skipped; an archive with
 * no ELF member at all is an error (objfile.h).  objfile.h reads
 * the file; this hands its symbols to a callback, as index.h's ext_index_add_elf_names wants them.
 *
 *   static int visit(const struct ext_elfsyms_symbol *s, void *data) { ...; return 0; }
 *   if (ext_elfsyms_for_each("prog", visit, &state, &err) < 0) report(err.msg);
 */
#ifndef PGOIPO_ELFSYMS_H
#define PGOIPO_ELFSYMS_H

#include "error.h"

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The strings point into the path given and memory freed when the walk
 * returns: valid only during the callback; copy what you keep. */
struct ext_elfsyms_symbol {
	const char *file;	/* the path given */
	const char *member;	/* archive member name, NULL outside an archive */
	int elf_type;		/* ET_REL, ET_EXEC, ET_DYN of the file or member */
	bool dynamic;		/* from .dynsym: the file has no .symtab */
	const char *name;	/* "" for unnamed symbols */
	unsigned char bind;	/* STB_LOCAL, STB_GLOBAL, STB_WEAK, ... */
	unsigned char type;	/* STT_FUNC, STT_GNU_IFUNC, STT_OBJECT, ... */
	unsigned char visibility;	/* STV_DEFAULT, STV_HIDDEN, ... */
	uint32_t shndx;		/* section index (SHN_XINDEX resolved); SHN_UNDEF: undefined */
	const char *section;	/* that section's name; NULL for SHN_UNDEF, SHN_ABS, ... */
	uint64_t value;
	uint64_t size;
};

/* Called for each symbol; a non-zero return stops the walk and is returned
 * by ext_elfsyms_for_each (use positive values: -1 means an error). */
typedef int (*ext_elfsyms_fn)(const struct ext_elfsyms_symbol *sym, void *data);

/* Visit the symbols of PATH.  0 when done, the callback's non-zero value when
 * it stopped the walk, -1 with "<path>: ..." (or "<path>(<member>): ...")
 * when PATH cannot be read or is neither ELF nor an archive. */
int ext_elfsyms_for_each(const char *path, ext_elfsyms_fn fn, void *data,
			    struct ext_error *err);

/* A defined function (STT_FUNC or STT_GNU_IFUNC, not SHN_UNDEF). */
bool ext_elfsyms_is_defined_function(const struct ext_elfsyms_symbol *sym);
/* Global or weak, or local with hidden or internal visibility (as some
 * linkers leave hidden globals): a symbol that was public in its object, so
 * that GCC gave it the profile id of its name alone. */
bool ext_elfsyms_was_public(const struct ext_elfsyms_symbol *sym);

#ifdef __cplusplus
}
#endif
#endif
