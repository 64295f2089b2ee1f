/* order.h — function ordering on an in-memory call graph.
 *
 * Pure functions on a weighted graph with nodes 0..n-1 (the input order: the
 * order the functions have in the inputs without any ordering) and directed
 * edges caller -> callee; nothing here knows about ELF or names, so every
 * algorithm is unit-tested on the seed's worked examples.
 *
 * Orders are arrays of n node ids; order[i] is the node placed i-th.
 *
 * ph — Algorithm 20.10.6 (after Pettis & Hansen 1990), exactly as the seed
 *   states it, with these rules fixed where the seed leaves a choice:
 *   - The undirected weight w(u,v) is the sum of the edges u->v and v->u;
 *     self-edges (recursion) are ignored.  Each undirected edge is taken as
 *     the pair (u, v) with u < v (smaller node id first): A = chain(u),
 *     B = chain(v).
 *   - Edges are processed by weight descending, ties by (u, v) ascending.
 *   - Of A.B, A.rev(B), rev(A).B, rev(A).rev(B) the first (in that order)
 *     with the smallest |pos(u) - pos(v)| wins.
 *   - "The distinct chains, in order of their first function": each final
 *     chain's first element (position 0) is its first function; chains are
 *     concatenated by that function's node id ascending (its place in the
 *     input order).  Nodes without edges are one-element chains.
 *   Chains are kept in a union-find whose links carry a map c -> s*c + d
 *   (s = +1 or -1) from a node's frame to its parent's frame, so reversing
 *   or shifting a whole chain is O(1) at its root and a position is a find:
 *   sorting the C edges (an LSD radix sort over 64-bit keys: O(C) passes,
 *   within the seed's O(C log C)) plus O(C α(F)) for the finds and merges
 *   (the seed's "union-find and linked chains" bound), never O(C F).  Edges
 *   of weight 0 merge nothing.
 *
 * c3 — Call-Chain Clustering (Ottoni & Maher, CGO 2017) exactly as lld does
 *   it in lld/ELF/CallGraphSort.cpp (class CallGraphSort, LLVM 14 to 20):
 *   - Each node starts as its own cluster; its weight is the sum of the
 *     weights of its incoming edges, self-edges included; its size is the
 *     node's size; density = weight / size (0 when size is 0).
 *   - bestPred(c) = the caller c' != c with the heaviest edge c' -> c (ties:
 *     the smallest caller id — lld takes the first in its profile order).
 *   - Clusters are visited in decreasing initial density (stable: ties by
 *     node id).  Cluster c is appended to the cluster P that holds
 *     bestPred(c) unless: c has no predecessor; or the edge is unlikely,
 *     10 * w(bestPred) <= initial weight of c; or P is c itself; or
 *     size(c) + size(P) > 1 MiB (MAX_CLUSTER_SIZE); or the merged density
 *     (w(P) + w(c)) / (size(P) + size(c)) < density(P) / 8
 *     (MAX_DENSITY_DEGRADATION).
 *   - The surviving clusters are output in decreasing density (stable).
 *   One deviation: lld leaves a zero-size section that is alone in its
 *   cluster unordered; here every node is output, such clusters with density
 *   0 in node-id order.
 *
 * Φ (the seed's objective of Algorithm 20.10.6) is
 *   Φ = Σ over undirected pairs {u,v} of w(u,v) * |pos(u) - pos(v)|
 * with unit sizes; the byte variant replaces positions by start addresses
 * (the sum of the sizes placed before a node).  Both saturate at
 * UINT64_MAX.  ext_order_optimum minimizes Φ by exhaustive search (NP-hard in
 * general, Proposition 20.10.8), for n <= ORDER_OPTIMUM_MAX.
 */
#ifndef PGOIPO_ORDER_H
#define PGOIPO_ORDER_H

#include <stddef.h>
#include <stdint.h>

#include "error.h"

#ifdef __cplusplus
extern "C" {
#endif

struct ext_order_edge {
	uint32_t from, to;	/* caller, callee: node ids < n */
	uint64_t weight;	/* calls; duplicates of a pair are summed */
};

struct ext_order_graph {
	uint32_t n;
	const uint64_t *size;	/* bytes per node; NULL: every node has size 1 */
	const struct ext_order_edge *edges;
	size_t nedges;
};

enum ext_order_algorithm { ORDER_PH, ORDER_C3 };

/* The largest graph ext_order_optimum accepts: 9! / 2 orders. */
#define ORDER_OPTIMUM_MAX 9

/* C3's limits, from lld/ELF/CallGraphSort.cpp. */
#define ORDER_C3_MAX_CLUSTER_SIZE (1024 * 1024)
#define ORDER_C3_MAX_DENSITY_DEGRADATION 8

/* Write G's order into ORDER (n entries).  0, or -1 (out of memory, or an
 * edge naming a node >= n) with ERR set. */
int ext_order_ph(const struct ext_order_graph *g, uint32_t *order, struct ext_error *err);
int ext_order_c3(const struct ext_order_graph *g, uint32_t *order, struct ext_error *err);
int ext_order_run(enum ext_order_algorithm alg, const struct ext_order_graph *g, uint32_t *order,
	      struct ext_error *err);

/* The policy around the algorithm: "hot functions first, then the rest in
 * their default grouping".  Orders G by ALG, then moves the nodes with
 * HOT[i] != 0 (GCC put a hot block in them) in front of the others, each
 * group keeping the algorithm's relative order (a stable partition: a
 * chain or cluster that spans both groups is cut in two, its hot part in
 * the hot group).  HOT may be NULL: the algorithm's order unchanged.
 * *NHOT (may be NULL) receives the size of the hot group.  0 or -1 with
 * ERR set, as ext_order_run. */
int ext_order_tiered(enum ext_order_algorithm alg, const struct ext_order_graph *g, const unsigned char *hot,
		 uint32_t *order, uint32_t *nhot, struct ext_error *err);

/* Φ of ORDER (a permutation of G's nodes) with unit sizes, and the byte
 * variant (either pointer may be NULL).  0 or -1 (out of memory). */
int ext_order_phi(const struct ext_order_graph *g, const uint32_t *order, uint64_t *phi,
	      uint64_t *phi_bytes, struct ext_error *err);

/* The minimum Φ over all orders of G's nodes and the first order (in
 * lexicographic order of node ids) reaching it.  G must have at most
 * ORDER_OPTIMUM_MAX nodes; -1 otherwise. */
int ext_order_optimum(const struct ext_order_graph *g, uint32_t *order, uint64_t *phi,
		  struct ext_error *err);

/* Sort EDGES by (from, to) and sum the weights of equal pairs (saturating
 * at UINT64_MAX).  Returns how many edges are left, SIZE_MAX when out of
 * memory. */
size_t ext_order_merge_edges(struct ext_order_edge *edges, size_t n);

/* "ph" / "c3"; -1 for anything else. */
int ext_order_algorithm_from_name(const char *name);
const char *ext_order_algorithm_name(enum ext_order_algorithm alg);

#ifdef __cplusplus
}
#endif
#endif
