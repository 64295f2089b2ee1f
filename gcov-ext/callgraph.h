/* callgraph.h — the program's call graph, merged from every input object's
 * .pgoipo.cgprofile units (cgprofile.h) and symbol tables (objfile.h).
 *
 * Nodes are function definitions: a symbol of type FUNC (or GNU_IFUNC) in a
 * section of an input.  How a name in a unit's records finds its node:
 *   - A unit's own static functions first: a name the unit lists in a "func"
 *     record that is a LOCAL function symbol of the unit's object is that
 *     local definition.  After `ld -r` one object holds several units and may
 *     hold several LOCAL symbols of one name: the i-th unit (in section order)
 *     that lists the name gets the i-th such symbol (in symbol-table order),
 *     which is the order ld -r keeps both in.
 *   - Otherwise the global definition: the first GLOBAL definition of the
 *     name in input order, else the first WEAK one (the linker's choice).
 *   - Otherwise the name is not defined in the inputs (a library function):
 *     its edges are dropped and counted.
 * "icall" records name the callee by GCC's profile id.  Ids come from every
 * "def" record of every input (statics included; the first definition of an
 * id wins, later different ones are counted as conflicts) and, for global
 * functions of the inputs without a "def" record, from GCC's formula for
 * public functions (profile-id.h).  Unresolved ids are dropped and counted.
 *
 * One body, one node: function symbols of one object at the same address
 * of the same section are aliases (GCC emits a C++ constructor's complete
 * and base variants C1/C2, and destructors D1/D2, as one body with two
 * names); they share a node, named by the alias the section is named after,
 * else a GLOBAL one, else a WEAK one, else the first.
 *
 * COMDAT groups (objfile.h): the first group of a signature in input order
 * is the one the link keeps, as a linker given the inputs in that order
 * does.  A global name already resolves to the kept copy.  A LOCAL function
 * in a discarded group (GCC's F.isra.0 clone inside an inline function's
 * group) stands for the local function of the same name in the kept group
 * of that signature; when the kept group has none, its node is discarded:
 * not in the program, not orderable.
 *
 * Node ids are the input order: by input file, then section index, then
 * address within the section — where the functions sit when nothing orders
 * them.  Edges are directed caller -> callee, one per pair, summed over all
 * units and both record kinds; self-calls are counted, not kept.  A node is
 * orderable when its section is an executable ".text.*" section of its own
 * (-ffunction-sections); a function in the shared ".text" — or, compiled
 * without -ffunction-sections, in GCC's shared ".text.hot", ".text.unlikely",
 * ".text.startup", ".text.exit" or ".text.split" — cannot be moved alone.
 *
 * What an order file can say about a node: a section-name list (gold)
 * moves every kept input section of that name, a symbol list (lld) every
 * kept definition of that name (lld orders LOCAL symbols of every object by
 * name) and warns about a LOCAL symbol of that name in a discarded group.
 * same_section, same_name and name_discarded count those for each node.
 *
 * Split cold parts: with a profile GCC moves never-executed blocks of a
 * function F into F.cold, which -ffunction-sections puts into section
 * ".text.unlikely.F"; the node of F names that section and its symbol, so
 * that the order can place the cold parts of the ordered functions.
 *
 * A linked program (ET_EXEC, ET_DYN) is an input too: under LTO the plugin
 * leaves the LTRANS units' sections in the executable (the LTRANS objects
 * are gone), and the order is for the next link of the same program.  Its
 * functions' input sections are unknown (section = NULL); every function in
 * an executable section counts as orderable, on the assumption that the
 * program was compiled with -ffunction-sections, and the order files name
 * the sections GCC would give it (orderfile.h).
 */
#ifndef PGOIPO_CALLGRAPH_H
#define PGOIPO_CALLGRAPH_H

#include <stddef.h>
#include <stdint.h>

#include "error.h"
#include "objfile.h"
#include "order.h"

#ifdef __cplusplus
extern "C" {
#endif

struct ext_callgraph_node {
	const char *name;	/* the symbol; points into the ext_objfile_set */
	const char *file;	/* the object (or "lib.a(m.o)") defining it */
	const char *section;	/* its input section, e.g. ".text.hot.foo";
				   NULL in a linked program */
	uint64_t size;		/* st_size */
	uint64_t count;		/* entry count: sum of its "func" records */
	int local;		/* STB_LOCAL */
	int orderable;
	int discarded;		/* in a discarded COMDAT group, no kept copy */
	int comdat;		/* in a COMDAT group: the link may keep another
				   input's copy, in a section GCC named otherwise
				   (.text.F where this one is .text.hot.F) */
	int hot;		/* in ".text.hot.*": GCC found a hot block in it */
	uint32_t same_section;	/* kept function sections of the inputs with this
				   section's name (1: its own alone; 0: none) */
	uint32_t same_name;	/* kept function definitions of the inputs with
				   this name: its LOCAL ones, plus 1 for a global */
	int name_discarded;	/* a LOCAL function of this name lies in a
				   discarded COMDAT group of some input */
	/* The part GCC's hot/cold partitioning split off (F.cold): section
	 * ".text.unlikely.F" of the same object when the function is in
	 * ".text.F", ".text.hot.F" or ".text.startup.F", and the function symbol
	 * in it; NULL when there is none (or in a linked program). */
	const char *cold_section, *cold_symbol;
};

struct ext_callgraph {
	struct ext_callgraph_node *nodes;
	uint32_t n;
	struct ext_order_edge *edges;	/* directed, no self-edges, sorted by (from, to) */
	size_t nedges;

	size_t objects, units;
	size_t self_calls;		/* (caller, caller) pairs */
	uint64_t self_weight;
	size_t undefined_edges;		/* records with an end not defined in the inputs */
	uint64_t undefined_weight;
	char **undefined;		/* those ends' names, sorted, distinct */
	size_t nundefined;
	size_t icalls_resolved, icalls_unresolved;
	uint64_t icall_unresolved_weight;
	size_t id_conflicts;		/* "def" records giving a known id to another function */
	size_t funcs_missing;		/* "func" records of names not defined in the object */
	size_t aliases;			/* function symbols that are another's alias */
	char **discarded_locals;	/* names of LOCAL functions in discarded COMDAT
					   groups, sorted, distinct; point into the set */
	size_t ndiscarded_locals;
};

/* Merge every unit of every file of SET.  The graph points into SET, which
 * must outlive it.  0, or -1 with ERR set (malformed section text, or out of
 * memory). */
int ext_callgraph_build(const struct ext_objfile_set *set, struct ext_callgraph *cg, struct ext_error *err);
void ext_callgraph_free(struct ext_callgraph *cg);

/* Whether a LOCAL function named NAME lies in a discarded COMDAT group of
 * the inputs (lld warns about NAME in its symbol-ordering file then). */
int ext_callgraph_name_discarded(const struct ext_callgraph *cg, const char *name);

/* Whether SECTION is a function's own section (-ffunction-sections): an
 * executable input section named ".text.X", but not one of the sections
 * GCC shares between functions without -ffunction-sections (.text.hot,
 * .text.unlikely, .text.startup, .text.exit, .text.split). */
int ext_callgraph_own_section(const char *section);

/* The graph the ordering algorithms see: the orderable nodes that are hot —
 * an entry count above 0 or an edge of weight above 0 to another orderable
 * node — renumbered 0..n-1 in input order.  NODE[i] is the callgraph node
 * of subgraph node i.  All arrays are malloc'd; free with
 * ext_callgraph_subgraph_free. */
struct ext_callgraph_subgraph {
	struct ext_order_graph g;
	uint32_t *node;
	uint64_t *size;
	struct ext_order_edge *edges;
	size_t dropped_edges;	/* edges with an end that is not orderable */
	uint64_t dropped_weight;
};

int ext_callgraph_hot_subgraph(const struct ext_callgraph *cg, struct ext_callgraph_subgraph *sub,
			   struct ext_error *err);
void ext_callgraph_subgraph_free(struct ext_callgraph_subgraph *sub);

#ifdef __cplusplus
}
#endif
#endif
