/* objfile.h — ELF objects, archives and linked programs, read with libelf.
 *
 * The one reader of ELF files: function ordering (callgraph.h, `pgoipo
 * order`) and the symbol walk that names profile ids (elfsyms.h) both use it.
 * An input is an object, an archive (each ELF member is one obj_file named
 * "lib.a(member.o)"; other members, such as LLVM bitcode, are skipped, but an
 * archive with members and none of them ELF is an error), or a linked
 * executable or shared object.
 * For each file: every section (name, type, flags, size; contents only for
 * the sections asked for) and every symbol of .symtab (.dynsym when there is
 * no .symtab), with section indices above SHN_LORESERVE resolved through
 * SHT_SYMTAB_SHNDX.  All strings are copies: nothing points into libelf's
 * memory after ext_objfile_read returns.
 *
 * COMDAT groups (SHT_GROUP sections with GRP_COMDAT): each member section
 * names its group section, and the group section its signature (the name of
 * symbol sh_info of its symbol table).  A linker keeps the first group of a
 * signature it sees and discards the members of every later one: C++ inline
 * functions and template instantiations, and the local clones GCC puts into
 * their groups (F.isra.0, F.part.0), exist once in the program however many
 * objects define them.
 */
#ifndef PGOIPO_OBJFILE_H
#define PGOIPO_OBJFILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "error.h"

#ifdef __cplusplus
extern "C" {
#endif

struct ext_objfile_section {
	char *name;
	uint32_t type;
	uint64_t flags, size;
	char *data;		/* contents when asked for, else NULL */
	size_t data_len;
	uint32_t group;		/* the SHT_GROUP section (GRP_COMDAT) it belongs to, 0: none */
	char *signature;	/* of a GRP_COMDAT SHT_GROUP section, else NULL */
};

struct ext_objfile_symbol {
	char *name;
	uint32_t shndx;		/* SHN_UNDEF, SHN_ABS, ... or a section index */
	uint64_t value, size;
	unsigned char bind, type, visibility;	/* STB_*, STT_*, STV_* */
};

struct ext_objfile {
	char *name;		/* "a.o", or "lib.a(m.o)" for an archive member */
	char *member;		/* "m.o" for an archive member, else NULL */
	uint16_t e_type;	/* ET_REL, ET_EXEC, ET_DYN */
	bool dynamic;		/* the symbols are .dynsym's: there is no .symtab */
	struct ext_objfile_section *sections;	/* indexed by section index; [0] is empty */
	size_t nsections;
	struct ext_objfile_symbol *symbols;	/* symbol table order, without entry 0 */
	size_t nsymbols;
};

struct ext_objfile_set {
	struct ext_objfile *files;
	size_t n, cap;
};

/* Append the ELF file at PATH, or each ELF member of the archive at PATH, to
 * SET.  The contents of sections named KEEP (NULL: none) are loaded.
 * 0, or -1 with ERR set ("<path>: <why>"); SET then holds what was read
 * before the error. */
int ext_objfile_read(const char *path, const char *keep, struct ext_objfile_set *set, struct ext_error *err);
void ext_objfile_set_free(struct ext_objfile_set *set);

#ifdef __cplusplus
}
#endif
#endif
