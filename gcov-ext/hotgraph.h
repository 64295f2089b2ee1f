/* hotgraph.h — the hot call graph of `pgoipo report`: which functions, where
 * on the page, and the SVG.
 *
 * Selection: the functions that execute COVER (millionths, 990000 = 99 %)
 * of the profiled count — sorted by count, hottest first (ties by name), as
 * many as it takes for their counts to add up to COVER of all counts; those
 * with count 0 never.  At most MAX of them are drawn (the hottest).
 *
 * Layout (Sugiyama-style, deterministic): edges between drawn functions that
 * close a cycle in a depth-first search (from the functions nothing drawn
 * calls, hottest first) are turned around; each function goes on the layer
 * of the longest path to it; an edge across several layers gets a bend on
 * each layer between, which takes a narrow place in that layer, so that it
 * goes round the boxes there; within a layer functions and bends are
 * ordered by the mean position of their neighbours on the layer above, then
 * below, alternately (barycentre sweeps), each layer centred.  An edge runs
 * from the bottom of its upper end to the top of its lower end, through its
 * bends; a call that closes a cycle is drawn upwards.  The functions
 * without a call drawn go in rows below, hottest first.
 *
 * Drawing: a box per function filled by its heat (svg.h), name and count in
 * it; an edge per call, its width by its count, its arrowhead by its width;
 * direct calls solid grey, indirect calls dashed grey, promoted indirect
 * calls blue (dashed and labelled "guard dropped" when pgoipo-guards dropped
 * the guard again), each labelled with its count; a box's edges meet it at
 * points spread along its side, ordered by where they go; a legend below.
 */
#ifndef PGOIPO_HOTGRAPH_H
#define PGOIPO_HOTGRAPH_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "error.h"

#ifdef __cplusplus
extern "C" {
#endif

struct ext_hotgraph_node {
	const char *name;
	uint64_t count;
};

struct ext_hotgraph_edge {
	uint32_t from, to;		/* node indices */
	uint64_t count;
	unsigned indirect : 1, promoted : 1, dropped : 1;
};

struct ext_hotgraph {
	uint64_t total;			/* all nodes' counts */
	uint64_t covered;		/* the selected nodes' counts */
	uint32_t nhot;			/* nodes selected */
	uint32_t n;			/* nodes drawn: the hottest min(nhot, MAX) */
	uint32_t *node;			/* node[i]: input index of drawn node i, hottest first */
	size_t nedges;			/* edges drawn */
	size_t *edge;			/* edge[k]: input index of drawn edge k */
	uint32_t *node_of_edge;		/* per drawn edge k: its caller [2k], callee [2k+1] as drawn nodes */
	uint32_t *layer;		/* per drawn node, then per bend */
	uint32_t nlayers;
	double *x, *y, *w;		/* per drawn node, then per bend: its box's top left, width */
	uint32_t *bend_first;		/* drawn edge k's bends: n + bend_first[k] .. n + bend_first[k+1] - 1,
					 * top down (nedges + 1 entries) */
	double box_height, width, height;
};

/* The hot ones of NODES[0..N): ORDER[0..N) gets every index, hottest first
 * (ties by name, then index), and *NHOT how many of them it takes for their
 * counts to reach COVER millionths of all counts (never one of count 0).
 * layout.h chooses its hot code with it too.  0, or -1 with ERR set. */
int ext_hotgraph_rank(const struct ext_hotgraph_node *nodes, size_t n, uint32_t cover, size_t *order,
		      size_t *nhot, struct ext_error *err);

int ext_hotgraph_build(const struct ext_hotgraph_node *nodes, uint32_t nnodes,
		       const struct ext_hotgraph_edge *edges, size_t nedges, uint32_t cover,
		       uint32_t max, struct ext_hotgraph *g, struct ext_error *err);

/* The SVG of G (built from NODES and EDGES), labelled LABEL.  Nothing when
 * G has no node. */
void ext_hotgraph_svg(FILE *out, const struct ext_hotgraph *g, const struct ext_hotgraph_node *nodes,
		      const struct ext_hotgraph_edge *edges, const char *label);

void ext_hotgraph_free(struct ext_hotgraph *g);

#ifdef __cplusplus
}
#endif
#endif
