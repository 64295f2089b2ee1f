/* order.c — see order.h. */
#include "order.h"

#include <stdlib.h>
#include <string.h>

#define NONE UINT32_MAX

static uint64_t add_sat(uint64_t a, uint64_t b)
{
	return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

/* Stable LSD radix sort of N elements of SIZE bytes by the 64-bit key KEY
 * gives them, ascending; passes whose byte is the same in every key are
 * skipped (node ids rarely use their high bytes).  It replaces qsort on the
 * million-edge graphs of scripts/bench-order, where sorting was 80% of the
 * time.  -1 when out of memory. */
static int radix_sort(void *base, size_t n, size_t size, uint64_t (*key)(const void *))
{
	unsigned char *a = base, *b = malloc((n ? n : 1) * size);
	uint64_t *keys = malloc((n ? n : 1) * sizeof *keys), *kb = malloc((n ? n : 1) * sizeof *kb);

	if (!b || !keys || !kb) {
		free(b);
		free(keys);
		free(kb);
		return -1;
	}
	for (size_t i = 0; i < n; i++)
		keys[i] = key(a + i * size);
	for (int shift = 0; shift < 64; shift += 8) {
		size_t count[257] = { 0 };
		unsigned char *t;
		uint64_t *tk;

		for (size_t i = 0; i < n; i++)
			count[(keys[i] >> shift & 0xff) + 1]++;
		if (n && count[(keys[0] >> shift & 0xff) + 1] == n)
			continue;
		for (int d = 0; d < 256; d++)
			count[d + 1] += count[d];
		for (size_t i = 0; i < n; i++) {
			size_t to = count[keys[i] >> shift & 0xff]++;
			memcpy(b + to * size, a + i * size, size);
			kb[to] = keys[i];
		}
		t = a, a = b, b = t;
		tk = keys, keys = kb, kb = tk;
	}
	if (a != base) {
		memcpy(base, a, n * size);
		b = a;
	}
	free(b);
	free(keys);
	free(kb);
	return 0;
}

static int check_edges(const struct ext_order_graph *g, struct ext_error *err)
{
	for (size_t i = 0; i < g->nedges; i++)
		if (g->edges[i].from >= g->n || g->edges[i].to >= g->n)
			return ext_error_set(err, "call graph: edge %zu names node %u of %u",
					i, g->edges[i].from >= g->n ? g->edges[i].from
								    : g->edges[i].to, g->n);
	return 0;
}

/* ---- ph: Algorithm 20.10.6 ---------------------------------------------- */

/* An undirected edge {a, b}, a < b. */
struct uedge {
	uint32_t a, b;
	uint64_t w;
};

static uint64_t uedge_pair_key(const void *x)
{
	const struct uedge *e = x;
	return (uint64_t)e->a << 32 | e->b;
}

/* Heaviest first: ascending ~w.  Applied (stably) after the sort by pair,
 * it leaves equal weights in (a, b) order: the tie-break of order.h. */
static uint64_t uedge_weight_key(const void *x)
{
	return ~((const struct uedge *)x)->w;
}

/* The undirected graph of Algorithm 20.10.6's input: w(u,v) = calls in
 * either direction, self-calls dropped, zero weights dropped (they merge
 * nothing worth merging and the seed gives "functions without calls weight
 * 0 on every edge").  Sorted heaviest first.  *COUNT receives the length. */
static struct uedge *undirected_edges(const struct ext_order_graph *g, size_t *count,
				      struct ext_error *err)
{
	struct uedge *u = malloc((g->nedges ? g->nedges : 1) * sizeof *u);
	size_t n = 0, m = 0;

	if (!u) {
		ext_error_set(err, "call graph: out of memory");
		return NULL;
	}
	for (size_t i = 0; i < g->nedges; i++) {
		const struct ext_order_edge *e = &g->edges[i];
		if (e->from == e->to || e->weight == 0)
			continue;
		u[n].a = e->from < e->to ? e->from : e->to;
		u[n].b = e->from < e->to ? e->to : e->from;
		u[n].w = e->weight;
		n++;
	}
	if (radix_sort(u, n, sizeof *u, uedge_pair_key) < 0)
		goto oom;
	for (size_t i = 0; i < n; i++) {
		if (m && u[m - 1].a == u[i].a && u[m - 1].b == u[i].b)
			u[m - 1].w = add_sat(u[m - 1].w, u[i].w);
		else
			u[m++] = u[i];
	}
	if (radix_sort(u, m, sizeof *u, uedge_weight_key) < 0)
		goto oom;
	*count = m;
	return u;
oom:
	free(u);
	ext_error_set(err, "call graph: out of memory");
	return NULL;
}

/* Chains as a union-find.  Every node x has a frame in which x sits at 0;
 * map[x] takes coordinates of x's frame to its parent's frame, and a root's
 * map takes them to positions in its chain (0 .. len-1).  All maps are
 * c -> s*c + d with s = +1 or -1, which compose and invert exactly. */
struct amap {
	int64_t s, d;
};

struct chains {
	uint32_t *parent;
	uint32_t *len;		/* valid at roots */
	struct amap *map;
};

static struct amap amap_compose(struct amap outer, struct amap inner)
{
	struct amap r = { outer.s * inner.s, outer.s * inner.d + outer.d };
	return r;
}

static struct amap amap_inverse(struct amap m)
{
	struct amap r = { m.s, -m.s * m.d };
	return r;
}

/* Root of X's chain; compresses X's path so that map[X] goes straight to the
 * root's frame.  Union by size keeps the recursion below 32 levels. */
static uint32_t chains_find(struct chains *c, uint32_t x)
{
	uint32_t p = c->parent[x], r;

	if (p == x)
		return x;
	r = chains_find(c, p);
	if (p != r) {
		c->map[x] = amap_compose(c->map[p], c->map[x]);
		c->parent[x] = r;
	}
	return r;
}

/* Position of X in its chain; *ROOT receives the chain's root. */
static int64_t chains_pos(struct chains *c, uint32_t x, uint32_t *root)
{
	uint32_t r = chains_find(c, x);
	int64_t in_root = x == r ? 0 : c->map[x].d;	/* map[x] applied to 0 */

	*root = r;
	return c->map[r].s * in_root + c->map[r].d;
}

/* Join the chains with roots A and B into A'·B' where A' is A or rev(A) and
 * B' is B or rev(B).  The larger chain's root stays the root. */
static void chains_join(struct chains *c, uint32_t a, uint32_t b, int rev_a, int rev_b)
{
	int64_t la = c->len[a], lb = c->len[b];
	struct amap fa = { rev_a ? -1 : 1, rev_a ? la - 1 : 0 };
	struct amap fb = { rev_b ? -1 : 1, rev_b ? la + lb - 1 : la };
	struct amap ma = amap_compose(fa, c->map[a]);	/* a's frame -> new chain */
	struct amap mb = amap_compose(fb, c->map[b]);	/* b's frame -> new chain */

	if (la >= lb) {
		c->map[a] = ma;
		c->map[b] = amap_compose(amap_inverse(ma), mb);
		c->parent[b] = a;
		c->len[a] = (uint32_t)(la + lb);
	} else {
		c->map[b] = mb;
		c->map[a] = amap_compose(amap_inverse(mb), ma);
		c->parent[a] = b;
		c->len[b] = (uint32_t)(la + lb);
	}
}

int ext_order_ph(const struct ext_order_graph *g, uint32_t *order, struct ext_error *err)
{
	struct chains c = { 0 };
	struct uedge *edges = NULL;
	uint32_t *start = NULL;
	size_t nedges = 0;
	uint32_t n = g->n;
	int ret = -1;

	if (check_edges(g, err) < 0)
		return -1;
	if (n == 0)
		return 0;
	c.parent = malloc(n * sizeof *c.parent);
	c.len = malloc(n * sizeof *c.len);
	c.map = malloc(n * sizeof *c.map);
	start = malloc(n * sizeof *start);
	if (!c.parent || !c.len || !c.map || !start) {
		ext_error_set(err, "call graph: out of memory");
		goto out;
	}
	edges = undirected_edges(g, &nedges, err);
	if (!edges)
		goto out;
	for (uint32_t x = 0; x < n; x++) {
		c.parent[x] = x;
		c.len[x] = 1;
		c.map[x].s = 1;
		c.map[x].d = 0;
	}

	for (size_t i = 0; i < nedges; i++) {
		uint32_t ra, rb;
		int64_t pu = chains_pos(&c, edges[i].a, &ra);
		int64_t pv = chains_pos(&c, edges[i].b, &rb);
		int64_t la, lb, dist[4];
		int best = 0;

		if (ra == rb)
			continue;	/* A = B: the edge is inside one chain */
		la = c.len[ra];
		lb = c.len[rb];
		/* |pos(u) - pos(v)| in A·B, A·rev(B), rev(A)·B, rev(A)·rev(B). */
		dist[0] = la + pv - pu;
		dist[1] = la + (lb - 1 - pv) - pu;
		dist[2] = pv + 1 + pu;
		dist[3] = lb - pv + pu;
		for (int k = 1; k < 4; k++)
			if (dist[k] < dist[best])
				best = k;
		chains_join(&c, ra, rb, best >= 2, best == 1 || best == 3);
	}

	/* Concatenate the chains in order of their first function's node id. */
	{
		uint32_t next = 0, r;

		for (uint32_t x = 0; x < n; x++)
			if (chains_pos(&c, x, &r) == 0) {
				start[r] = next;
				next += c.len[r];
			}
		for (uint32_t x = 0; x < n; x++) {
			int64_t p = chains_pos(&c, x, &r);
			order[start[r] + p] = x;
		}
	}
	ret = 0;
out:
	free(c.parent);
	free(c.len);
	free(c.map);
	free(start);
	free(edges);
	return ret;
}

/* ---- c3: lld's CallGraphSort -------------------------------------------- */

struct cluster {
	uint32_t next, prev;	/* circular list of the cluster's nodes */
	uint64_t size, weight, initial_weight;
	uint32_t best_pred;	/* NONE: no caller */
	uint64_t best_weight;
};

static double density(const struct cluster *c)
{
	return c->size == 0 ? 0 : (double)c->weight / (double)c->size;
}

struct by_density {
	double density;
	uint32_t id;
};

/* Decreasing density, ties by id: llvm::stable_sort's result on an
 * id-ordered array. */
static int by_density_desc(const void *x, const void *y)
{
	const struct by_density *p = x, *q = y;
	if (p->density != q->density)
		return p->density > q->density ? -1 : 1;
	return p->id < q->id ? -1 : p->id > q->id;
}

static uint32_t leader_of(uint32_t *leaders, uint32_t v)
{
	while (leaders[v] != v) {
		leaders[v] = leaders[leaders[v]];	/* path halving, as lld */
		v = leaders[v];
	}
	return v;
}

int ext_order_c3(const struct ext_order_graph *g, uint32_t *order, struct ext_error *err)
{
	uint32_t n = g->n;
	struct cluster *cs = NULL;
	struct by_density *sorted = NULL;
	struct ext_order_edge *edges = NULL;
	uint32_t *leaders = NULL;
	size_t m = 0, nsorted = 0, out = 0;
	int ret = -1;

	if (check_edges(g, err) < 0)
		return -1;
	if (n == 0)
		return 0;
	cs = malloc(n * sizeof *cs);
	sorted = malloc(n * sizeof *sorted);
	leaders = malloc(n * sizeof *leaders);
	edges = malloc((g->nedges ? g->nedges : 1) * sizeof *edges);
	if (!cs || !sorted || !leaders || !edges) {
		ext_error_set(err, "call graph: out of memory");
		goto out;
	}
	for (uint32_t i = 0; i < n; i++) {
		cs[i].next = cs[i].prev = i;
		cs[i].size = g->size ? g->size[i] : 1;
		cs[i].weight = 0;
		cs[i].best_pred = NONE;
		cs[i].best_weight = 0;
		leaders[i] = i;
	}

	/* Sum duplicate pairs; the edges of one callee then come in caller id
	 * order, so the strict "<" below keeps the smallest caller id among
	 * equally heavy ones. */
	memcpy(edges, g->edges, g->nedges * sizeof *edges);
	m = ext_order_merge_edges(edges, g->nedges);
	if (m == SIZE_MAX) {
		ext_error_set(err, "call graph: out of memory");
		goto out;
	}
	for (size_t i = 0; i < m; i++) {
		struct cluster *to = &cs[edges[i].to];
		to->weight = add_sat(to->weight, edges[i].weight);
		if (edges[i].from == edges[i].to)
			continue;
		if (to->best_pred == NONE || to->best_weight < edges[i].weight) {
			to->best_pred = edges[i].from;
			to->best_weight = edges[i].weight;
		}
	}
	for (uint32_t i = 0; i < n; i++) {
		cs[i].initial_weight = cs[i].weight;
		sorted[i].density = density(&cs[i]);
		sorted[i].id = i;
	}
	qsort(sorted, n, sizeof *sorted, by_density_desc);

	for (uint32_t k = 0; k < n; k++) {
		uint32_t l = sorted[k].id, pl, tail1, tail2;
		struct cluster *c = &cs[l], *p;
		double merged;

		/* Unlikely edge: 10 * w <= initial weight, without overflow. */
		if (c->best_pred == NONE || c->best_weight <= c->initial_weight / 10)
			continue;
		pl = leader_of(leaders, c->best_pred);
		if (pl == l)
			continue;
		p = &cs[pl];
		if (c->size + p->size > ORDER_C3_MAX_CLUSTER_SIZE)
			continue;
		/* lld's isNewDensityBad(P, c), in the same double arithmetic. */
		merged = (double)(p->weight + c->weight) / (double)(p->size + c->size);
		if (merged < density(p) / ORDER_C3_MAX_DENSITY_DEGRADATION)
			continue;

		/* lld's mergeClusters: append c's list after P's. */
		leaders[l] = pl;
		tail1 = p->prev;
		tail2 = c->prev;
		p->prev = tail2;
		cs[tail2].next = pl;
		c->prev = tail1;
		cs[tail1].next = l;
		p->size += c->size;
		p->weight += c->weight;
		c->size = 0;
		c->weight = 0;
	}

	for (uint32_t i = 0; i < n; i++)
		if (leaders[i] == i) {
			sorted[nsorted].density = density(&cs[i]);
			sorted[nsorted].id = i;
			nsorted++;
		}
	qsort(sorted, nsorted, sizeof *sorted, by_density_desc);
	for (size_t k = 0; k < nsorted; k++) {
		uint32_t lead = sorted[k].id, i = lead;
		do {
			order[out++] = i;
			i = cs[i].next;
		} while (i != lead);
	}
	ret = 0;
out:
	free(cs);
	free(sorted);
	free(leaders);
	free(edges);
	return ret;
}

static uint64_t edge_pair_key(const void *x)
{
	const struct ext_order_edge *e = x;
	return (uint64_t)e->from << 32 | e->to;
}

size_t ext_order_merge_edges(struct ext_order_edge *edges, size_t n)
{
	size_t m = 0;

	if (radix_sort(edges, n, sizeof *edges, edge_pair_key) < 0)
		return SIZE_MAX;
	for (size_t i = 0; i < n; i++) {
		if (m && edges[m - 1].from == edges[i].from && edges[m - 1].to == edges[i].to)
			edges[m - 1].weight = add_sat(edges[m - 1].weight, edges[i].weight);
		else
			edges[m++] = edges[i];
	}
	return m;
}

int ext_order_run(enum ext_order_algorithm alg, const struct ext_order_graph *g, uint32_t *order,
	      struct ext_error *err)
{
	return alg == ORDER_C3 ? ext_order_c3(g, order, err) : ext_order_ph(g, order, err);
}

int ext_order_tiered(enum ext_order_algorithm alg, const struct ext_order_graph *g, const unsigned char *hot,
		 uint32_t *order, uint32_t *nhot, struct ext_error *err)
{
	uint32_t *rest, h = 0, r = 0;

	if (ext_order_run(alg, g, order, err) < 0)
		return -1;
	if (!hot) {
		if (nhot)
			*nhot = 0;
		return 0;
	}
	rest = malloc((g->n ? g->n : 1) * sizeof *rest);
	if (!rest)
		return ext_error_set(err, "call graph: out of memory");
	for (uint32_t i = 0; i < g->n; i++) {
		if (hot[order[i]])
			order[h++] = order[i];
		else
			rest[r++] = order[i];
	}
	memcpy(order + h, rest, r * sizeof *rest);
	free(rest);
	if (nhot)
		*nhot = h;
	return 0;
}

/* ---- Φ and the exact optimum -------------------------------------------- */

static uint64_t sat128(unsigned __int128 v)
{
	return v > UINT64_MAX ? UINT64_MAX : (uint64_t)v;
}

int ext_order_phi(const struct ext_order_graph *g, const uint32_t *order, uint64_t *phi,
	      uint64_t *phi_bytes, struct ext_error *err)
{
	uint64_t *pos = NULL, *addr = NULL;
	unsigned __int128 sum = 0, sum_bytes = 0;
	uint64_t at = 0;

	if (check_edges(g, err) < 0)
		return -1;
	pos = malloc((g->n ? g->n : 1) * sizeof *pos);
	addr = malloc((g->n ? g->n : 1) * sizeof *addr);
	if (!pos || !addr) {
		free(pos);
		free(addr);
		return ext_error_set(err, "call graph: out of memory");
	}
	for (uint32_t i = 0; i < g->n; i++) {
		pos[order[i]] = i;
		addr[order[i]] = at;
		at = add_sat(at, g->size ? g->size[order[i]] : 1);
	}
	/* w(u,v) sums both directions, so summing the directed edges one by
	 * one gives the seed's sum over unordered pairs. */
	for (size_t i = 0; i < g->nedges; i++) {
		const struct ext_order_edge *e = &g->edges[i];
		uint64_t d = pos[e->from] > pos[e->to] ? pos[e->from] - pos[e->to]
							: pos[e->to] - pos[e->from];
		uint64_t db = addr[e->from] > addr[e->to] ? addr[e->from] - addr[e->to]
							  : addr[e->to] - addr[e->from];
		sum += (unsigned __int128)e->weight * d;
		sum_bytes += (unsigned __int128)e->weight * db;
	}
	if (phi)
		*phi = sat128(sum);
	if (phi_bytes)
		*phi_bytes = sat128(sum_bytes);
	free(pos);
	free(addr);
	return 0;
}

/* Next permutation in lexicographic order; 0 after the last. */
static int next_permutation(uint32_t *p, uint32_t n)
{
	uint32_t i, j, t;

	if (n < 2)
		return 0;
	i = n - 1;
	while (i > 0 && p[i - 1] >= p[i])
		i--;
	if (i == 0)
		return 0;
	j = n - 1;
	while (p[j] <= p[i - 1])
		j--;
	t = p[i - 1], p[i - 1] = p[j], p[j] = t;
	for (j = n - 1; i < j; i++, j--)
		t = p[i], p[i] = p[j], p[j] = t;
	return 1;
}

int ext_order_optimum(const struct ext_order_graph *g, uint32_t *order, uint64_t *phi,
		  struct ext_error *err)
{
	unsigned __int128 w[ORDER_OPTIMUM_MAX][ORDER_OPTIMUM_MAX] = { { 0 } };
	unsigned __int128 best = 0;
	uint32_t p[ORDER_OPTIMUM_MAX];
	uint32_t n = g->n;
	int have = 0;

	if (n > ORDER_OPTIMUM_MAX)
		return ext_error_set(err, "call graph: %u functions, exhaustive search takes at most %d",
				n, ORDER_OPTIMUM_MAX);
	if (check_edges(g, err) < 0)
		return -1;
	for (size_t i = 0; i < g->nedges; i++) {
		const struct ext_order_edge *e = &g->edges[i];
		if (e->from != e->to) {
			w[e->from][e->to] += e->weight;
			w[e->to][e->from] += e->weight;
		}
	}
	for (uint32_t i = 0; i < n; i++)
		p[i] = i;
	do {
		unsigned __int128 sum = 0;

		/* An order and its reverse have the same Φ: visit only the one
		 * whose first node id is below its last. */
		if (n >= 2 && p[0] > p[n - 1])
			continue;
		for (uint32_t i = 0; i < n; i++)
			for (uint32_t j = i + 1; j < n; j++)
				sum += w[p[i]][p[j]] * (j - i);
		if (!have || sum < best) {
			best = sum;
			have = 1;
			memcpy(order, p, n * sizeof *p);
		}
	} while (next_permutation(p, n));
	*phi = sat128(best);
	return 0;
}

int ext_order_algorithm_from_name(const char *name)
{
	if (!strcmp(name, "ph"))
		return ORDER_PH;
	if (!strcmp(name, "c3"))
		return ORDER_C3;
	return -1;
}

const char *ext_order_algorithm_name(enum ext_order_algorithm alg)
{
	return alg == ORDER_C3 ? "c3" : "ph";
}
