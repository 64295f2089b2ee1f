/* orderfile.h — function orders in each linker's format, and back.
 *
 * An order is a list of functions (symbol and input section), hottest group
 * first as the ordering algorithm laid them out.  Formats (all established
 * by experiment with binutils 2.40 and lld 14 unless said otherwise):
 *
 * gold    `ld.gold --section-ordering-file=FILE`: one input-section name a
 *         line, `#` comments, fnmatch globs; an exact name beats a glob, and
 *         among globs the first line that matches wins.  gold puts sections
 *         that match no line BEFORE all listed ones, and given a file it no
 *         longer groups .text.hot/.text.startup/.text.unlikely itself.  So the
 *         file lists the ordered sections and then globs matching every other
 *         .text input section, in the groups hot, startup, the rest, exit,
 *         unlikely (cold last); the globs for "the rest" spell out "not
 *         unlikely.*, not exit.*" with [!c] classes.
 * lld     `ld.lld --symbol-ordering-file=FILE`: one symbol a line (lld skips
 *         lines starting with `#`, trims blanks).  lld orders every global
 *         and every local symbol of a listed name, and warns about symbols
 *         that are not in the link — also about a local of that name in a
 *         COMDAT group it discarded ("unable to order undefined symbol").
 *         The caller lists only symbols defined in the objects the order is
 *         made from and no local name with a discarded copy (cmd-order.c),
 *         so linking those objects is clean (with --gc-sections add
 *         -Wl,--no-warn-symbol-ordering).
 * ld-fragment
 *         GNU ld >= 2.43 `--section-ordering-file=FILE`: a linker-script
 *         fragment `.text : { *(.text.hot.foo) ... }` whose input-section
 *         descriptions ld puts at the start of the existing .text output
 *         section, before its first input-section description (ld.texi,
 *         "--section-ordering-file"; ldlang.c's sort_children).  Linked
 *         with ld 2.47 (scripts/toolchain binutils): the layout of the
 *         ld-script, the object-naming descriptions included.
 * ld-script
 *         ld.bfd 2.40 has no ordering option: a complete linker script, ld's
 *         default script (`ld --verbose`, the text between the "=====" lines)
 *         with the ordered `*(section)` lines inserted at the start of the
 *         .text output section, between `pgoipo order: begin/end` comments.
 *         Link with `gcc -Wl,-T,FILE`.  The rest keeps ld's default grouping
 *         (which puts .text.unlikely first, then exit, startup, hot, rest).
 *
 * Split cold parts (items with cold_part set: GCC's F.cold in section
 * .text.unlikely.F) are written by gold and lld only, each run of them after
 * a line "# pgoipo order: cold parts" and followed by "# pgoipo order:
 * functions" when functions come after it; the ld formats leave them to
 * ld's grouping (.text.unlikely first).  Reading a gold file back, a section
 * in such a run names its symbol, F.cold.
 *
 * Section-based formats list each section name once, symbol-based ones each
 * symbol once (the first time it comes): two static functions of one name
 * in different objects share a section name (and symbol) and move together
 * in gold's and lld's formats.  The ld formats can tell them apart: an item
 * with a file is written as two input-section descriptions naming its
 * object: `a.o(.text.f)` after a `*` and a `/` (in any directory), then
 * `a.o(.text.f)` (ld matches the object's name as its command line gives it;
 * an archive member "lib.a(m.o)" becomes `lib.a:m.o`); it is listed once
 * per (file, section).  Which items need that
 * is the caller's to say (callgraph.h's same_section).  A function
 * of a linked program (section NULL: the input came from an LTO link, whose
 * LTRANS objects are gone) is listed under every name GCC gives a function
 * section with -ffunction-sections: .text.hot.F .text.F .text.unlikely.F
 * .text.startup.F (gold: one a line; ld: one `*(...)` with all four); so
 * is a function of a COMDAT group (an inline or template function of C++):
 * the link keeps one object's copy, whose section GCC may have named after
 * that object's profile of it.
 */
#ifndef PGOIPO_ORDERFILE_H
#define PGOIPO_ORDERFILE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "error.h"

#ifdef __cplusplus
extern "C" {
#endif

enum ext_orderfile_format { OF_GOLD, OF_LLD, OF_LD_FRAGMENT, OF_LD_SCRIPT, OF_AUTO = -1 };

struct ext_orderfile_item {
	const char *symbol;
	const char *section;	/* NULL: unknown, use GCC's names for SYMBOL */
	int cold_part;		/* a split cold part (F.cold in .text.unlikely.F) */
	const char *file;	/* ld formats: the object ("dir/a.o", "lib.a(m.o)")
				   whose section it is; NULL: every object's */
};

/* "gold", "lld", "ld-fragment", "ld-script" -> format; -1 otherwise. */
int ext_orderfile_format_from_name(const char *name);
const char *ext_orderfile_format_name(enum ext_orderfile_format fmt);

/* Write the order ITEMS[0..N) to OUT in format FMT, after a comment holding
 * COMMENT (one line, may be NULL).  For OF_LD_SCRIPT, BASE is ld's default
 * script or the whole `ld --verbose` output, named BASE_NAME in messages.
 * 0, or -1 with ERR set (a base script without a .text output section, or
 * a write error). */
int ext_orderfile_write(FILE *out, enum ext_orderfile_format fmt, const struct ext_orderfile_item *items, size_t n,
		    const char *comment, const char *base, const char *base_name,
		    struct ext_error *err);

/* A call-graph edge for lld's own sorting. */
struct ext_orderfile_edge {
	const char *caller, *callee;
	uint64_t weight;
};

/* An assembler file (GNU as) that defines a .llvm.call-graph-profile section
 * (SHT_LLVM_CALL_GRAPH_PROFILE 0x6fff4c09, entry size 8): per edge two
 * BFD_RELOC_NONE relocations, caller then callee, and a .quad weight.  The
 * symbols are declared .weak, so the object pulls in no archive member and
 * leaves no undefined symbol behind.  ld.lld (--call-graph-profile-sort, on
 * by default) sorts with C3 from it; ld.bfd and gold drop it.  Only global
 * functions can be named from another object. */
int ext_orderfile_write_llvm_cgprofile(FILE *out, const struct ext_orderfile_edge *edges, size_t n,
				   const char *comment, struct ext_error *err);

/* The same section as part of a unit's own assembly (the plugin's
 * llvm-cgprofile), between .pushsection and .popsection: no .weak (that would
 * change the binding of the unit's own symbols), so the unit's static
 * functions can be named too.  Nothing for N = 0. */
int ext_orderfile_write_llvm_cgprofile_unit(FILE *out, const struct ext_orderfile_edge *edges, size_t n,
					struct ext_error *err);

/* The function names of an order file, in order: section names mapped back
 * by stripping GCC's prefixes (.text.hot. .text.unlikely. .text.startup.
 * .text.exit. .text.split. .text.), globs and the sections GCC shares
 * between functions (.text.hot, .text.unlikely, ...) skipped, the object of
 * an ld input-section description ignored, a name repeated right after
 * itself read once.  *FMT: the format, or
 * OF_AUTO to detect it (and receive what was detected).  NAMES[i] point into
 * *STORE; free both.  0, or -1 with ERR set. */
int ext_orderfile_parse(const char *buf, size_t len, const char *name, enum ext_orderfile_format *fmt,
		    char ***names, size_t *n, char **store, struct ext_error *err);

/* The function a GCC input-section name holds: ".text.hot.foo" -> "foo".
 * NULL when NAME is not a function section name, e.g. ".text.hot", where
 * GCC puts hot functions compiled without -ffunction-sections. */
const char *ext_orderfile_section_function(const char *section);

#ifdef __cplusplus
}
#endif
#endif
