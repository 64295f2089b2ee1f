/* layout.h — where a linked program's hot code lies in .text: the heat strip
 * and the hot-code span of `pgoipo report`.
 *
 * The functions of a program are its FUNC (and GNU_IFUNC) symbols with a
 * size in its executable section ".text" (objfile.h), by address; symbols at
 * the same address (aliases, C++ constructor variants) are one function,
 * named by the first symbol.  A caller gives each function its count
 * (a profiled count; 0 when unknown).  The range shown is from the first
 * function's address to the last one's end.
 *
 * The hot code: the functions that execute COVER (millionths) of the total
 * count, chosen hottest first as in hotgraph.h.  Its span is the bytes from
 * the first of them to the end of the last; packed, the same functions
 * would need only the sum of their sizes; span / packed is 1.00 for a
 * perfectly packed hot region.  `scripts/layout-stats` measures the same
 * from a cachegrind run's instruction counts.
 *
 * The strip (ext_layout_svg): the range cut into columns of equal width;
 * each column coloured by the hottest function overlapping it (svg.h's
 * heat, on the scale given, so that two strips compare), gaps between
 * functions white; the hot span bracketed below.
 */
#ifndef PGOIPO_LAYOUT_H
#define PGOIPO_LAYOUT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "error.h"
#include "objfile.h"

#ifdef __cplusplus
extern "C" {
#endif

struct ext_layout_function {
	const char *name;		/* points into the objfile set */
	uint64_t addr, size, count;
	int hot;			/* in the hot code */
};

struct ext_layout {
	struct ext_layout_function *f;	/* by address */
	size_t n;
	uint64_t start, end;		/* first function's address, last one's end */
	uint64_t total, max;		/* of the counts */
	uint64_t min;			/* the smallest count above 0, or 0 */
	size_t nhot;
	uint64_t hot_bytes;		/* the hot functions' sizes added up */
	uint64_t span_start, span_end;	/* from the first hot function to the last one's end */
};

/* The count of function NAME. */
typedef uint64_t (*ext_layout_count_fn)(const char *name, void *data);

/* The functions of the program FILE with their counts, and its hot code.
 * 0; 1 with ERR saying why when FILE has no function in .text (no .text,
 * stripped): nothing to show; -1 with ERR set when out of memory. */
int ext_layout_read(const struct ext_objfile *file, ext_layout_count_fn count, void *data,
		    uint32_t cover, struct ext_layout *l, struct ext_error *err);

/* span / packed; 0 when nothing is hot. */
double ext_layout_span_ratio(const struct ext_layout *l);

/* The heat strip of L, WIDTH pixels wide, counts coloured on the scale from
 * MIN to MAX (svg.h), labelled LABEL. */
void ext_layout_svg(FILE *out, const struct ext_layout *l, uint64_t min, uint64_t max, double width,
		    const char *label);

void ext_layout_free(struct ext_layout *l);

#ifdef __cplusplus
}
#endif
#endif
