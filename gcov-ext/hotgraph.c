/* hotgraph.c — see hotgraph.h. */
#include "hotgraph.h"

#include "svg.h"

#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define MARGIN 16.0
#define GAP 24.0		/* between boxes of a layer */
#define VGAP 58.0		/* between layers */
#define BOX_H 38.0
#define CHAR_W 7.3		/* 12px monospace */
#define NAME_MAX 40		/* characters of a name shown in a box */
#define BEND_W 4.0		/* a long edge's place in a layer it crosses */
#define ROW_W 900.0		/* rows of the functions without a call drawn */
#define ROW_GAP 16.0
#define LEGEND_H 44.0

struct ranked {
	uint64_t count;
	const char *name;
	size_t index;
};

static int by_heat(const void *x, const void *y)
{
	const struct ranked *a = x, *b = y;
	int c;

	if (a->count != b->count)
		return a->count > b->count ? -1 : 1;
	if ((c = strcmp(a->name, b->name)))
		return c;
	return a->index < b->index ? -1 : a->index > b->index;
}

int ext_hotgraph_rank(const struct ext_hotgraph_node *nodes, size_t n, uint32_t cover, size_t *order,
		      size_t *nhot, struct ext_error *err)
{
	struct ranked *r = malloc((n ? n : 1) * sizeof *r);
	long double want = 0, covered = 0;

	if (!r)
		return ext_error_set(err, "out of memory");
	for (size_t i = 0; i < n; i++) {
		r[i] = (struct ranked){ nodes[i].count, nodes[i].name, i };
		want += nodes[i].count;
	}
	if (n)
		qsort(r, n, sizeof *r, by_heat);
	want = want * cover / 1000000.0L;
	for (*nhot = 0; *nhot < n && r[*nhot].count && covered < want; ++*nhot)
		covered += r[*nhot].count;
	for (size_t i = 0; i < n; i++)
		order[i] = r[i].index;
	free(r);
	return 0;
}

/* Which nodes: the hottest, up to COVER of the total. */
static int select_nodes(const struct ext_hotgraph_node *nodes, uint32_t nnodes, uint32_t cover,
			uint32_t max, struct ext_hotgraph *g, struct ext_error *err)
{
	size_t *order = malloc((nnodes ? nnodes : 1) * sizeof *order), nhot;

	if (!order)
		return ext_error_set(err, "out of memory");
	if (ext_hotgraph_rank(nodes, nnodes, cover, order, &nhot, err) < 0) {
		free(order);
		return -1;
	}
	for (uint32_t i = 0; i < nnodes; i++)
		g->total = g->total > UINT64_MAX - nodes[i].count ? UINT64_MAX : g->total + nodes[i].count;
	for (size_t i = 0; i < nhot; i++)
		g->covered += nodes[order[i]].count;
	g->nhot = (uint32_t)nhot;
	g->n = g->nhot < max ? g->nhot : max;
	if (!(g->node = malloc((g->n ? g->n : 1) * sizeof *g->node))) {
		free(order);
		return ext_error_set(err, "out of memory");
	}
	for (uint32_t i = 0; i < g->n; i++)
		g->node[i] = (uint32_t)order[i];
	free(order);
	return 0;
}

struct keyed {
	double key;
	uint32_t pos, u;	/* ties keep the present order */
};

/* The layout's state.  Nodes 0..m-1 are the drawn functions; after them,
 * the bends of long edges: an edge between layers i and j > i + 1 passes
 * through one virtual node on each layer between, which takes a place in
 * its layer like a function (so that edges go round boxes, not through
 * them). */
struct layout {
	uint32_t m;		/* functions */
	uint32_t total;		/* functions and bends */
	uint32_t *drawn;	/* input node -> drawn index, UINT32_MAX: not drawn */
	uint32_t *a, *b;	/* per drawn edge: its ends as drawn indices */
	char *back;		/* per drawn edge: closes a cycle */
	uint32_t *pre, *post;	/* DFS numbers */
	uint32_t *sa, *sb;	/* the segments: edges cut at their bends, top to bottom */
	size_t nseg;
	uint32_t **layers;	/* node indices per layer, in order */
	uint32_t *layer_n;
	double *key;
	uint32_t *pos;		/* index within its layer */
	struct keyed *scratch;
};

/* Depth-first search numbering; marks the edges that close cycles. */
static int dfs(struct ext_hotgraph *g, struct layout *L, struct ext_error *err)
{
	uint32_t m = L->m, npre = 0, npost = 0, *indeg, *roots, nroots = 0;
	size_t *first, *out, *next;
	char *state;
	int ret = -1;

	first = calloc(m + 1, sizeof *first);
	out = malloc((g->nedges ? g->nedges : 1) * sizeof *out);
	next = malloc((m ? m : 1) * sizeof *next);
	state = calloc(m ? m : 1, 1);
	indeg = calloc(m ? m : 1, sizeof *indeg);
	roots = malloc((m ? 2 * m : 1) * sizeof *roots);
	uint32_t *stack = malloc((m ? m : 1) * sizeof *stack);
	if (!first || !out || !next || !state || !indeg || !roots || !stack) {
		ext_error_set(err, "out of memory");
		goto out;
	}
	/* out-edges per node, in edge order */
	for (size_t k = 0; k < g->nedges; k++) {
		first[L->a[k] + 1]++;
		indeg[L->b[k]]++;
	}
	for (uint32_t u = 0; u < m; u++)
		first[u + 1] += first[u];
	for (uint32_t u = 0; u < m; u++)
		next[u] = first[u];
	for (size_t k = 0; k < g->nedges; k++)
		out[next[L->a[k]]++] = k;
	/* roots: nothing drawn calls them, hottest first; then the rest */
	for (uint32_t u = 0; u < m; u++)
		if (!indeg[u])
			roots[nroots++] = u;
	for (uint32_t u = 0; u < m; u++)
		roots[nroots++] = u;
	for (uint32_t u = 0; u < m; u++)
		next[u] = first[u];
	for (uint32_t r = 0; r < nroots; r++) {
		uint32_t sp = 0;
		if (state[roots[r]])
			continue;
		stack[sp++] = roots[r];
		state[roots[r]] = 1;
		L->pre[roots[r]] = npre++;
		while (sp) {
			uint32_t u = stack[sp - 1];
			if (next[u] == first[u + 1]) {
				state[u] = 2;
				L->post[u] = npost++;
				sp--;
				continue;
			}
			size_t k = out[next[u]++];
			uint32_t v = L->b[k];
			if (state[v] == 1) {
				L->back[k] = 1;
			} else if (!state[v]) {
				state[v] = 1;
				L->pre[v] = npre++;
				stack[sp++] = v;
			}
		}
	}
	ret = 0;
out:
	free(first);
	free(out);
	free(next);
	free(state);
	free(indeg);
	free(roots);
	free(stack);
	return ret;
}

/* Every edge of the acyclic graph (back edges turned) points from a higher
 * post number to a lower one: relax them in that order. */
static int layers(struct ext_hotgraph *g, struct layout *L, struct ext_error *err)
{
	uint32_t m = L->m, *by_post = malloc((m ? m : 1) * sizeof *by_post);
	size_t *first = calloc(m + 1, sizeof *first), *out = malloc((g->nedges ? g->nedges : 1) * sizeof *out);
	size_t *fill = malloc((m ? m : 1) * sizeof *fill);

	if (!by_post || !first || !out || !fill) {
		free(by_post);
		free(first);
		free(out);
		free(fill);
		return ext_error_set(err, "out of memory");
	}
	for (size_t k = 0; k < g->nedges; k++)
		first[(L->back[k] ? L->b[k] : L->a[k]) + 1]++;
	for (uint32_t u = 0; u < m; u++)
		first[u + 1] += first[u];
	for (uint32_t u = 0; u < m; u++)
		fill[u] = first[u];
	for (size_t k = 0; k < g->nedges; k++)
		out[fill[L->back[k] ? L->b[k] : L->a[k]]++] = k;
	for (uint32_t u = 0; u < m; u++)
		by_post[m - 1 - L->post[u]] = u;
	for (uint32_t i = 0; i < m; i++) {
		uint32_t u = by_post[i];
		for (size_t e = first[u]; e < first[u + 1]; e++) {
			size_t k = out[e];
			uint32_t v = L->back[k] ? L->a[k] : L->b[k];
			if (v != u && g->layer[v] < g->layer[u] + 1)
				g->layer[v] = g->layer[u] + 1;
		}
	}
	g->nlayers = 0;
	for (uint32_t u = 0; u < m; u++)
		if (g->layer[u] + 1 > g->nlayers)
			g->nlayers = g->layer[u] + 1;
	free(by_post);
	free(first);
	free(out);
	free(fill);
	return 0;
}

/* An edge's ends in the layering: TOP on the upper layer, BOTTOM on the
 * lower (an edge that closes a cycle is drawn upwards). */
static void edge_ends(const struct ext_hotgraph *g, size_t k, uint32_t *top, uint32_t *bottom)
{
	uint32_t a = g->node_of_edge[2 * k], b = g->node_of_edge[2 * k + 1];

	if (g->layer[a] < g->layer[b]) {
		*top = a;
		*bottom = b;
	} else {
		*top = b;
		*bottom = a;
	}
}

/* The bends of each long edge, and the segments between them. */
static int bends(struct ext_hotgraph *g, struct layout *L, struct ext_error *err)
{
	uint32_t nbends = 0, top, bottom;
	void *p;

	if (!(g->bend_first = malloc((g->nedges + 1) * sizeof *g->bend_first)))
		return ext_error_set(err, "out of memory");
	for (size_t k = 0; k < g->nedges; k++) {
		edge_ends(g, k, &top, &bottom);
		g->bend_first[k] = nbends;
		nbends += g->layer[bottom] - g->layer[top] - 1;
	}
	g->bend_first[g->nedges] = nbends;
	L->total = L->m + nbends;
	L->nseg = g->nedges + nbends;
	if (!(p = realloc(g->layer, (L->total ? L->total : 1) * sizeof *g->layer)))
		return ext_error_set(err, "out of memory");
	g->layer = p;
	g->x = calloc(L->total ? L->total : 1, sizeof *g->x);
	g->y = calloc(L->total ? L->total : 1, sizeof *g->y);
	g->w = calloc(L->total ? L->total : 1, sizeof *g->w);
	L->key = calloc(L->total ? L->total : 1, sizeof *L->key);
	L->pos = calloc(L->total ? L->total : 1, sizeof *L->pos);
	L->scratch = malloc((L->total ? L->total : 1) * sizeof *L->scratch);
	L->sa = malloc((L->nseg ? L->nseg : 1) * sizeof *L->sa);
	L->sb = malloc((L->nseg ? L->nseg : 1) * sizeof *L->sb);
	if (!g->x || !g->y || !g->w || !L->key || !L->pos || !L->scratch || !L->sa || !L->sb)
		return ext_error_set(err, "out of memory");
	L->nseg = 0;
	for (size_t k = 0; k < g->nedges; k++) {
		uint32_t prev;
		edge_ends(g, k, &top, &bottom);
		prev = top;
		for (uint32_t i = g->bend_first[k]; i < g->bend_first[k + 1]; i++) {
			uint32_t v = L->m + i;
			g->layer[v] = g->layer[prev] + 1;
			L->sa[L->nseg] = prev;
			L->sb[L->nseg++] = v;
			prev = v;
		}
		L->sa[L->nseg] = prev;
		L->sb[L->nseg++] = bottom;
	}
	return 0;
}

static int by_key(const void *x, const void *y)
{
	const struct keyed *a = x, *b = y;

	if (a->key != b->key)
		return a->key < b->key ? -1 : 1;
	return a->pos < b->pos ? -1 : a->pos > b->pos;
}

/* Sort LIST[0..N) by L->key, and set L->pos. */
static void sort_layer(struct layout *L, uint32_t *list, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++)
		L->scratch[i] = (struct keyed){ L->key[list[i]], i, list[i] };
	qsort(L->scratch, n, sizeof *L->scratch, by_key);
	for (uint32_t i = 0; i < n; i++) {
		list[i] = L->scratch[i].u;
		L->pos[list[i]] = i;
	}
}

/* Order layer L by the mean position of the neighbours on the layer above
 * it (DOWN) or below it. */
static void sweep_layer(struct layout *Lo, uint32_t l, int down)
{
	uint32_t *list = Lo->layers[l], n = Lo->layer_n[l];

	for (uint32_t i = 0; i < n; i++) {
		uint32_t u = list[i];
		double sum = 0;
		uint32_t cnt = 0;
		for (size_t k = 0; k < Lo->nseg; k++) {
			uint32_t v;
			if (down ? Lo->sb[k] == u : Lo->sa[k] == u)
				v = down ? Lo->sa[k] : Lo->sb[k];
			else
				continue;
			sum += Lo->pos[v] + 0.5;
			cnt++;
		}
		Lo->key[u] = cnt ? sum / cnt : Lo->pos[u] + 0.5;
	}
	sort_layer(Lo, list, n);
}

static int order_layers(struct ext_hotgraph *g, struct layout *L, struct ext_error *err)
{
	uint32_t total = L->total;

	L->layers = calloc(g->nlayers ? g->nlayers : 1, sizeof *L->layers);
	L->layer_n = calloc(g->nlayers ? g->nlayers : 1, sizeof *L->layer_n);
	if (!L->layers || !L->layer_n)
		return ext_error_set(err, "out of memory");
	for (uint32_t l = 0; l < g->nlayers; l++)
		if (!(L->layers[l] = malloc((total ? total : 1) * sizeof **L->layers)))
			return ext_error_set(err, "out of memory");
	/* first by discovery order, a bend by its edge's upper end's */
	for (uint32_t u = 0; u < L->m; u++)
		L->key[u] = L->pre[u];
	for (size_t k = 0; k < g->nedges; k++) {
		uint32_t top, bottom;
		edge_ends(g, k, &top, &bottom);
		for (uint32_t i = g->bend_first[k]; i < g->bend_first[k + 1]; i++)
			L->key[L->m + i] = L->pre[top] + 0.5;
	}
	for (uint32_t u = 0; u < total; u++)
		L->layers[g->layer[u]][L->layer_n[g->layer[u]]++] = u;
	for (uint32_t l = 0; l < g->nlayers; l++)
		sort_layer(L, L->layers[l], L->layer_n[l]);
	for (int round = 0; round < 4 && g->nlayers > 1; round++) {
		for (uint32_t l = 1; l < g->nlayers; l++)
			sweep_layer(L, l, 1);
		for (uint32_t l = g->nlayers - 1; l-- > 0;)
			sweep_layer(L, l, 0);
	}
	return 0;
}

static size_t shown_length(const char *name)
{
	size_t n = strlen(name);
	return n > NAME_MAX ? NAME_MAX : n;
}

/* Where the boxes go: the layers top down, each centred; the functions
 * without a drawn call (they would widen the first layer without end) in
 * rows of at most ROW_W below them, hottest first. */
static int place(struct ext_hotgraph *g, const struct ext_hotgraph_node *nodes, struct layout *L,
		 struct ext_error *err)
{
	double widest = 0, x, y, bottom;
	char *linked = calloc(L->total ? L->total : 1, 1);
	uint32_t nlinked_layers = 0;

	if (!linked)
		return ext_error_set(err, "out of memory");
	for (size_t k = 0; k < L->nseg; k++)
		linked[L->sa[k]] = linked[L->sb[k]] = 1;
	g->box_height = BOX_H;
	for (uint32_t u = 0; u < L->total; u++) {
		char num[32];
		size_t len;
		if (u >= L->m) {
			g->w[u] = BEND_W;
			continue;
		}
		len = shown_length(nodes[g->node[u]].name);
		snprintf(num, sizeof num, "%" PRIu64, nodes[g->node[u]].count);
		if (strlen(num) > len)
			len = strlen(num);
		g->w[u] = CHAR_W * (double)len + 16;
		if (g->w[u] < 64)
			g->w[u] = 64;
	}
	for (uint32_t l = 0; l < g->nlayers; l++) {
		double w = 0;
		uint32_t n = 0;
		for (uint32_t i = 0; i < L->layer_n[l]; i++)
			if (linked[L->layers[l][i]])
				w += g->w[L->layers[l][i]] + (n++ ? GAP : 0);
		if (w > widest)
			widest = w;
		if (n)
			nlinked_layers = l + 1;
	}
	for (uint32_t l = 0; l < g->nlayers; l++) {
		double w = 0;
		uint32_t n = 0;
		for (uint32_t i = 0; i < L->layer_n[l]; i++)
			if (linked[L->layers[l][i]])
				w += g->w[L->layers[l][i]] + (n++ ? GAP : 0);
		x = MARGIN + (widest - w) / 2;
		for (uint32_t i = 0; i < L->layer_n[l]; i++) {
			uint32_t u = L->layers[l][i];
			if (!linked[u])
				continue;
			g->x[u] = x;
			g->y[u] = MARGIN + l * (BOX_H + VGAP);
			x += g->w[u] + GAP;
		}
	}
	/* the rest in rows of at most ROW_W */
	for (uint32_t u = 0; u < L->m; u++)
		if (!linked[u] && widest < ROW_W)
			widest = ROW_W;
	x = MARGIN;
	y = bottom = MARGIN + (nlinked_layers ? nlinked_layers * (BOX_H + VGAP) - VGAP + ROW_GAP : 0);
	for (uint32_t u = 0; u < L->m; u++) {
		if (linked[u])
			continue;
		if (x > MARGIN && x + g->w[u] > MARGIN + ROW_W) {
			x = MARGIN;
			y += BOX_H + ROW_GAP;
		}
		g->x[u] = x;
		g->y[u] = y;
		x += g->w[u] + GAP;
		bottom = y + BOX_H + ROW_GAP;
	}
	free(linked);
	g->width = 2 * MARGIN + widest;
	if (g->width < 660)
		g->width = 660;	/* room for the legend */
	g->height = bottom - ROW_GAP + MARGIN + LEGEND_H;
	return 0;
}

static void layout_free(struct layout *L, uint32_t nlayers)
{
	free(L->drawn);
	free(L->a);
	free(L->b);
	free(L->back);
	free(L->pre);
	free(L->post);
	free(L->sa);
	free(L->sb);
	if (L->layers)
		for (uint32_t l = 0; l < nlayers; l++)
			free(L->layers[l]);
	free(L->layers);
	free(L->layer_n);
	free(L->key);
	free(L->pos);
	free(L->scratch);
}

int ext_hotgraph_build(const struct ext_hotgraph_node *nodes, uint32_t nnodes,
		       const struct ext_hotgraph_edge *edges, size_t nedges, uint32_t cover,
		       uint32_t max, struct ext_hotgraph *g, struct ext_error *err)
{
	struct layout L = { 0 };
	uint32_t m;
	int ret = -1;

	memset(g, 0, sizeof *g);
	if (select_nodes(nodes, nnodes, cover, max, g, err) < 0)
		return -1;
	m = L.m = g->n;
	L.drawn = malloc((nnodes ? nnodes : 1) * sizeof *L.drawn);
	g->edge = malloc((nedges ? nedges : 1) * sizeof *g->edge);
	g->layer = calloc(m ? m : 1, sizeof *g->layer);
	L.pre = calloc(m ? m : 1, sizeof *L.pre);
	L.post = calloc(m ? m : 1, sizeof *L.post);
	if (!L.drawn || !g->edge || !g->layer || !L.pre || !L.post) {
		ext_error_set(err, "out of memory");
		goto out;
	}
	for (uint32_t i = 0; i < nnodes; i++)
		L.drawn[i] = UINT32_MAX;
	for (uint32_t u = 0; u < m; u++)
		L.drawn[g->node[u]] = u;
	for (size_t k = 0; k < nedges; k++) {
		const struct ext_hotgraph_edge *e = &edges[k];
		if (e->from >= nnodes || e->to >= nnodes || e->from == e->to ||
		    L.drawn[e->from] == UINT32_MAX || L.drawn[e->to] == UINT32_MAX ||
		    !(e->count || e->promoted))
			continue;
		g->edge[g->nedges++] = k;
	}
	L.a = malloc((g->nedges ? g->nedges : 1) * sizeof *L.a);
	L.b = malloc((g->nedges ? g->nedges : 1) * sizeof *L.b);
	L.back = calloc(g->nedges ? g->nedges : 1, 1);
	g->node_of_edge = malloc((g->nedges ? 2 * g->nedges : 1) * sizeof *g->node_of_edge);
	if (!L.a || !L.b || !L.back || !g->node_of_edge) {
		ext_error_set(err, "out of memory");
		goto out;
	}
	for (size_t k = 0; k < g->nedges; k++) {
		L.a[k] = g->node_of_edge[2 * k] = L.drawn[edges[g->edge[k]].from];
		L.b[k] = g->node_of_edge[2 * k + 1] = L.drawn[edges[g->edge[k]].to];
	}
	if (dfs(g, &L, err) < 0 || layers(g, &L, err) < 0 || bends(g, &L, err) < 0 ||
	    order_layers(g, &L, err) < 0)
		goto out;
	if (place(g, nodes, &L, err) < 0)
		goto out;
	ret = 0;
out:
	layout_free(&L, g->nlayers);
	if (ret < 0)
		ext_hotgraph_free(g);
	return ret;
}

/* ---- drawing --------------------------------------------------------------------- */

static void edge_style(const struct ext_hotgraph_edge *e, const char **colour, const char **dash)
{
	if (e->promoted && !e->dropped) {
		*colour = "#1565c0";
		*dash = NULL;
	} else if (e->promoted) {
		*colour = "#1565c0";
		*dash = "6 3";
	} else if (e->indirect) {
		*colour = "#8a8a8a";
		*dash = "5 4";
	} else {
		*colour = "#555555";
		*dash = NULL;
	}
}

/* Where each drawn edge leaves the bottom of its upper end and enters the
 * top of its lower end: a box's edges are spread along its side, ordered
 * by where they go next (a bend or the box at the other end), so that
 * edges fanning out do not seem to meet in an arrow. */
struct ports {
	double *top_x, *bottom_x;	/* per drawn edge */
};

struct port {
	double key;
	size_t k;
};

static int by_port(const void *x, const void *y)
{
	const struct port *p = x, *q = y;

	if (p->key != q->key)
		return p->key < q->key ? -1 : 1;
	return p->k < q->k ? -1 : p->k > q->k;
}

static double centre(const struct ext_hotgraph *g, uint32_t u)
{
	return g->x[u] + g->w[u] / 2;
}

/* The x of the point next to the edge's upper end (UPPER) or lower end. */
static double next_x(const struct ext_hotgraph *g, size_t k, int upper)
{
	uint32_t top, bottom, first = g->bend_first[k], last = g->bend_first[k + 1];

	edge_ends(g, k, &top, &bottom);
	if (first == last)
		return centre(g, upper ? bottom : top);
	return centre(g, g->n + (upper ? first : last - 1));
}

static void spread(const struct ext_hotgraph *g, struct ports *P, struct port *list, int upper)
{
	for (uint32_t u = 0; u < g->n; u++) {
		size_t n = 0;
		for (size_t k = 0; k < g->nedges; k++) {
			uint32_t top, bottom;
			edge_ends(g, k, &top, &bottom);
			if ((upper ? top : bottom) == u)
				list[n++] = (struct port){ next_x(g, k, upper), k };
		}
		if (n)
			qsort(list, n, sizeof *list, by_port);
		for (size_t i = 0; i < n; i++) {
			double x = g->x[u] + g->w[u] * (0.2 + 0.6 * ((double)i + 0.5) / (double)n);
			if (upper)
				P->bottom_x[list[i].k] = x;
			else
				P->top_x[list[i].k] = x;
		}
	}
}

static int ports_find(const struct ext_hotgraph *g, struct ports *P)
{
	size_t m = g->nedges ? g->nedges : 1;
	struct port *list = malloc(m * sizeof *list);

	P->top_x = malloc(m * sizeof *P->top_x);
	P->bottom_x = malloc(m * sizeof *P->bottom_x);
	if (!list || !P->top_x || !P->bottom_x) {
		free(list);
		return -1;
	}
	spread(g, P, list, 1);
	spread(g, P, list, 0);
	free(list);
	return 0;
}

static void ports_free(struct ports *P)
{
	free(P->top_x);
	free(P->bottom_x);
}

/* An edge's path from caller to callee: cubic curves between layers
 * (vertical at both ends), straight down or up through its bends.  The
 * points: P[0], then per piece three (two control points and its end);
 * a straight piece has its ends as control points. */
#define PATH_MAX_POINTS(bends) (1 + 3 * (2 * (size_t)(bends) + 1))

static size_t edge_path(const struct ext_hotgraph *g, const struct ports *P, size_t k, double *px,
			double *py)
{
	uint32_t top, bottom, first = g->bend_first[k], last = g->bend_first[k + 1];
	double x0, y0, x1, y1;
	size_t n = 0;
	int up;

	edge_ends(g, k, &top, &bottom);
	up = top != g->node_of_edge[2 * k];	/* drawn from the lower end */
	/* built top down, reversed at the end when the call goes up */
	x0 = P->bottom_x[k];
	y0 = g->y[top] + g->box_height;
	px[n] = x0;
	py[n++] = y0;
	for (uint32_t i = first; i <= last; i++) {
		/* a curve down to the next layer: a bend's top, or the lower end */
		uint32_t v = i < last ? g->n + i : bottom;
		x1 = i < last ? centre(g, v) : P->top_x[k];
		y1 = g->y[v];
		px[n] = x0, py[n++] = y0 + (y1 - y0) / 2;
		px[n] = x1, py[n++] = y1 - (y1 - y0) / 2;
		px[n] = x1, py[n++] = y1;
		if (i == last)
			break;
		/* straight through the bend's layer */
		x0 = x1;
		y0 = y1 + g->box_height;
		px[n] = x1, py[n++] = y1;
		px[n] = x0, py[n++] = y0;
		px[n] = x0, py[n++] = y0;
	}
	if (up)
		for (size_t i = 0; i < n / 2; i++) {
			double t = px[i];
			px[i] = px[n - 1 - i];
			px[n - 1 - i] = t;
			t = py[i];
			py[i] = py[n - 1 - i];
			py[n - 1 - i] = t;
		}
	return n;
}

static void curve_at(const double *px, const double *py, double t, double *x, double *y)
{
	double u = 1 - t;

	*x = u * u * u * px[0] + 3 * u * u * t * px[1] + 3 * u * t * t * px[2] + t * t * t * px[3];
	*y = u * u * u * py[0] + 3 * u * u * t * py[1] + 3 * u * t * t * py[2] + t * t * t * py[3];
}

/* The edge as a path ending at the base of its arrowhead, and the
 * arrowhead, sized by the stroke's WIDTH so that a thick edge keeps a
 * visible arrow. */
static void draw_edge(FILE *out, const struct ext_hotgraph_node *nodes, const struct ext_hotgraph_edge *e,
		      double *px, double *py, size_t n, uint64_t min, uint64_t max)
{
	const char *colour, *dash;
	double width = 1 + 4 * ext_svg_heat(e->count, min, max);
	double len = 7 + 1.2 * width, half = 3.5 + 0.8 * width;
	double tx = px[n - 1], ty = py[n - 1], dir = ty > py[n - 2] ? 1 : -1;
	char title[512];

	edge_style(e, &colour, &dash);
	/* the path's last curve ends vertically: pull its end and the control
	 * point before it back to the arrowhead's base */
	py[n - 1] -= dir * len;
	py[n - 2] -= dir * len;
	snprintf(title, sizeof title, "%s -> %s: %s%s count %" PRIu64, nodes[e->from].name,
		 nodes[e->to].name, e->indirect ? "indirect call" : "call",
		 e->promoted ? (e->dropped ? ", promoted, guard dropped" : ", promoted") : "", e->count);
	fprintf(out, "<g class=\"edge%s\"><title>", e->promoted ? " promoted" : "");
	ext_svg_escape(out, title);
	fprintf(out, "</title><path d=\"M%.1f,%.1f", px[0], py[0]);
	for (size_t i = 1; i + 2 < n; i += 3)
		fprintf(out, " C%.1f,%.1f %.1f,%.1f %.1f,%.1f", px[i], py[i], px[i + 1], py[i + 1], px[i + 2],
			py[i + 2]);
	fprintf(out, "\" fill=\"none\" stroke=\"%s\" stroke-width=\"%.1f\"", colour, width);
	if (dash)
		fprintf(out, " stroke-dasharray=\"%s\"", dash);
	fprintf(out, "/><path d=\"M%.1f,%.1f L%.1f,%.1f L%.1f,%.1f z\" fill=\"%s\"/></g>\n", tx, ty,
		tx - half, ty - dir * len, tx + half, ty - dir * len, colour);
	py[n - 1] += dir * len;
	py[n - 2] += dir * len;
}

struct box {
	double x0, y0, x1, y1;
};

static int overlaps(const struct box *p, const struct box *q)
{
	return p->x0 < q->x1 && q->x0 < p->x1 && p->y0 < q->y1 && q->y0 < p->y1;
}

/* The count label of an edge, on its last curve (into the callee, where
 * edges that fan out have parted), at the first point where it covers no
 * label placed before and no box; PLACED[0..*N) grows by its box. */
static void draw_label(FILE *out, const struct ext_hotgraph *g, const struct ext_hotgraph_edge *e,
		       const double *px, const double *py, size_t n, struct box *placed, size_t *nplaced)
{
	static const double at[] = { 0.65, 0.8, 0.5, 0.35, 0.9, 0.2 };
	const double *cx = px + n - 4, *cy = py + n - 4;
	char text[64];
	double x = 0, y = 0, w;
	struct box box = { 0 };
	size_t i;

	snprintf(text, sizeof text, "%" PRIu64 "%s", e->count, e->dropped ? " (guard dropped)" : "");
	w = 6.2 * (double)strlen(text);
	for (i = 0; i < sizeof at / sizeof at[0]; i++) {
		int clear = 1;
		curve_at(cx, cy, at[i], &x, &y);
		box = (struct box){ x + 3, y - 9, x + 5 + w, y + 2 };
		for (size_t j = 0; j < *nplaced && clear; j++)
			clear = !overlaps(&box, &placed[j]);
		for (uint32_t u = 0; u < g->n && clear; u++) {
			struct box node = { g->x[u], g->y[u], g->x[u] + g->w[u], g->y[u] + g->box_height };
			clear = !overlaps(&box, &node);
		}
		if (clear)
			break;
	}
	if (i == sizeof at / sizeof at[0]) {	/* nowhere clear: where it was first meant */
		curve_at(cx, cy, at[0], &x, &y);
		box = (struct box){ x + 3, y - 9, x + 5 + w, y + 2 };
	}
	placed[(*nplaced)++] = box;
	ext_svg_text(out, x + 4, y, "start", e->promoted ? "label promoted" : "label", text);
}

static void draw_node(FILE *out, const struct ext_hotgraph *g, const struct ext_hotgraph_node *n,
		      uint32_t u, uint64_t min, uint64_t max)
{
	char colour[8], name[NAME_MAX + 4], count[64], title[512];
	double heat = ext_svg_heat(n->count, min, max);
	size_t len = strlen(n->name);

	ext_svg_heat_colour(heat, colour);
	if (len > NAME_MAX)
		snprintf(name, sizeof name, "%.*s...", NAME_MAX - 3, n->name);
	else
		snprintf(name, sizeof name, "%s", n->name);
	snprintf(count, sizeof count, "%" PRIu64, n->count);
	snprintf(title, sizeof title, "%s: count %" PRIu64, n->name, n->count);
	fprintf(out, "<g class=\"node\"><rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" rx=\"4\" "
		     "fill=\"%s\" stroke=\"#333333\"><title>", g->x[u], g->y[u], g->w[u], g->box_height,
		colour);
	ext_svg_escape(out, title);
	fputs("</title></rect>\n", out);
	fprintf(out, "<g fill=\"%s\">", heat > 0.55 ? "#ffffff" : "#111111");
	ext_svg_text(out, g->x[u] + g->w[u] / 2, g->y[u] + 16, "middle", "name", name);
	ext_svg_text(out, g->x[u] + g->w[u] / 2, g->y[u] + 31, "middle", "count", count);
	fputs("</g></g>\n", out);
}

static void legend(FILE *out, const struct ext_hotgraph *g)
{
	double y = g->height - LEGEND_H + 22, x = MARGIN;
	static const struct {
		const char *text, *colour, *dash;
	} items[] = {
		{ "call", "#555555", NULL },
		{ "indirect call", "#8a8a8a", "5 4" },
		{ "promoted indirect call", "#1565c0", NULL },
		{ "guard dropped", "#1565c0", "6 3" },
	};

	for (size_t i = 0; i < sizeof items / sizeof items[0]; i++) {
		fprintf(out, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" "
			     "stroke-width=\"2.5\"%s%s%s/>\n", x, y, x + 34, y, items[i].colour,
			items[i].dash ? " stroke-dasharray=\"" : "", items[i].dash ? items[i].dash : "",
			items[i].dash ? "\"" : "");
		ext_svg_text(out, x + 40, y + 4, "start", "legend", items[i].text);
		x += 60 + CHAR_W * (double)strlen(items[i].text);
	}
	ext_svg_text(out, MARGIN, y + 18, "start", "legend",
		     "box colour: count on a log scale; edge width: call count");
}

void ext_hotgraph_svg(FILE *out, const struct ext_hotgraph *g, const struct ext_hotgraph_node *nodes,
		      const struct ext_hotgraph_edge *edges, const char *label)
{
	uint64_t min = UINT64_MAX, max = 0, emin = UINT64_MAX, emax = 0;
	size_t most = 0, npath;
	struct ports P = { 0 };
	struct box *placed;
	double *px, *py;

	if (!g->n)
		return;
	for (size_t k = 0; k < g->nedges; k++)
		if (g->bend_first[k + 1] - g->bend_first[k] > most)
			most = g->bend_first[k + 1] - g->bend_first[k];
	/* out of memory: the boxes without edges, or the edges without labels */
	px = malloc(PATH_MAX_POINTS(most) * sizeof *px);
	py = malloc(PATH_MAX_POINTS(most) * sizeof *py);
	placed = malloc((g->nedges ? g->nedges : 1) * sizeof *placed);
	for (uint32_t u = 0; u < g->n; u++) {
		uint64_t c = nodes[g->node[u]].count;
		if (c > max)
			max = c;
		if (c && c < min)
			min = c;
	}
	for (size_t k = 0; k < g->nedges; k++) {
		uint64_t c = edges[g->edge[k]].count;
		if (c > emax)
			emax = c;
		if (c && c < emin)
			emin = c;
	}
	ext_svg_begin(out, g->width, g->height, "callgraph", label);
	fputs("<g font-family=\"monospace\" font-size=\"12\">\n", out);
	/* the edges, then their labels over them (white-rimmed, to stay legible) */
	if (px && py && ports_find(g, &P) == 0) {
		size_t nplaced = 0;
		for (size_t k = 0; k < g->nedges; k++) {
			npath = edge_path(g, &P, k, px, py);
			draw_edge(out, nodes, &edges[g->edge[k]], px, py, npath, emin, emax);
		}
		fputs("<g paint-order=\"stroke\" stroke=\"#ffffff\" stroke-width=\"3\" "
		      "stroke-linejoin=\"round\">\n", out);
		for (size_t k = 0; k < g->nedges && placed; k++) {
			npath = edge_path(g, &P, k, px, py);
			draw_label(out, g, &edges[g->edge[k]], px, py, npath, placed, &nplaced);
		}
		fputs("</g>\n", out);
	}
	ports_free(&P);
	free(px);
	free(py);
	free(placed);
	for (uint32_t u = 0; u < g->n; u++)
		draw_node(out, g, &nodes[g->node[u]], u, min, max);
	legend(out, g);
	fputs("</g>\n", out);
	ext_svg_end(out);
}

void ext_hotgraph_free(struct ext_hotgraph *g)
{
	free(g->node);
	free(g->edge);
	free(g->layer);
	free(g->x);
	free(g->y);
	free(g->w);
	free(g->node_of_edge);
	free(g->bend_first);
	memset(g, 0, sizeof *g);
}
