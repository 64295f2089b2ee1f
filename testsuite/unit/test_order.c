/* Ordering algorithms (order.h) on the seed's examples and hand-checked graphs. */
#include "order.h"
#include "unit.h"

#include <stdlib.h>

#define MAXN 64

/* "a b c" from names[order[i]]. */
static const char *order_names(const char *const *names, const uint32_t *order, uint32_t n)
{
	static char buf[1024];
	size_t at = 0;

	buf[0] = 0;
	for (uint32_t i = 0; i < n; i++)
		at += (size_t)snprintf(buf + at, sizeof buf - at, "%s%s", i ? " " : "",
				       names[order[i]]);
	return buf;
}

static int is_permutation(const uint32_t *order, uint32_t n)
{
	char seen[4096] = { 0 };

	for (uint32_t i = 0; i < n; i++) {
		if (order[i] >= n || seen[order[i]])
			return 0;
		seen[order[i]] = 1;
	}
	return 1;
}

static uint64_t phi_of(const struct ext_order_graph *g, const uint32_t *order)
{
	uint64_t phi = 0;
	struct ext_error err;

	if (ext_order_phi(g, order, &phi, NULL, &err) < 0)
		return UINT64_MAX;
	return phi;
}

/* The seed's worked example ("Post-link optimization"), the functions
 * numbered in program order main eval parse lex error. */
static const char *const wx_names[] = { "main", "eval", "parse", "lex", "error" };
enum { MAIN, EVAL, PARSE, LEX, ERROR };
static const struct ext_order_edge wx_edges[] = {
	{ PARSE, LEX, 900 }, { MAIN, EVAL, 300 }, { MAIN, PARSE, 100 },
	{ LEX, ERROR, 2 }, { EVAL, ERROR, 1 },
};

TEST(worked_example_ph)
{
	struct ext_order_graph g = { 5, NULL, wx_edges, 5 };
	uint32_t order[5], best[5];
	uint64_t opt = 0;
	struct ext_error err;

	CHECK_INT(ext_order_ph(&g, order, &err), 0);
	CHECK_STR(order_names(wx_names, order, 5), "eval main parse lex error");
	CHECK_INT(phi_of(&g, order), 1306);
	CHECK_INT(ext_order_optimum(&g, best, &opt, &err), 0);
	CHECK_INT(opt, 1306);
	CHECK_INT(phi_of(&g, best), 1306);
}

/* Whatever numbering the functions get, the chain is the seed's or its
 * mirror image; it is the seed's exactly when lex is numbered before error
 * (the last merge, lex–error, takes A = chain(lex) then). */
TEST(worked_example_every_numbering)
{
	int bad = 0, count = 0;

	/* Enumerate all 120 numberings. */
	for (int k = 0; k < 120; k++) {
		uint32_t p[5], pool[5] = { 0, 1, 2, 3, 4 }, left = 5;
		int r = k;
		struct ext_order_edge e[5];
		const char *names[5];
		uint32_t order[5];
		struct ext_error err;
		struct ext_order_graph g = { 5, NULL, e, 5 };

		for (int i = 0; i < 5; i++) {	/* k-th permutation, factorial base */
			int f = 1;
			for (uint32_t j = 1; j < left; j++)
				f *= (int)j;
			p[i] = pool[r / f];
			memmove(pool + r / f, pool + r / f + 1, (left - (uint32_t)(r / f) - 1) * sizeof *pool);
			r %= f;
			left--;
		}
		for (int i = 0; i < 5; i++) {
			e[i] = wx_edges[i];
			e[i].from = p[wx_edges[i].from];
			e[i].to = p[wx_edges[i].to];
			names[p[i]] = wx_names[i];
		}
		if (ext_order_ph(&g, order, &err) < 0 || phi_of(&g, order) != 1306)
			bad++;
		if (strcmp(order_names(names, order, 5),
			   p[LEX] < p[ERROR] ? "eval main parse lex error" : "error lex parse main eval"))
			bad++;
		count++;
	}
	CHECK_INT(count, 120);
	CHECK_INT(bad, 0);
}

/* Proposition 20.10.8: w(a,b)=6, w(b,d)=4, w(b,c)=3, w(a,d)=2.  Every
 * tie-break we can exercise — all 24 numberings of a b c d, which change
 * which endpoint is u, which concatenation comes first, and how chains are
 * concatenated — gives Φ = 20, the exhaustive optimum is 19. */
TEST(proposition_20_10_8)
{
	static const char *const names[] = { "a", "b", "c", "d" };
	static const struct ext_order_edge edges[] = { { 0, 1, 6 }, { 1, 3, 4 }, { 1, 2, 3 }, { 0, 3, 2 } };
	uint32_t p[4] = { 0, 1, 2, 3 }, order[4];
	uint64_t opt = 0;
	struct ext_error err;
	int numberings = 0, twenty = 0;
	struct ext_order_graph g0 = { 4, NULL, edges, 4 };

	do {
		struct ext_order_edge e[4];
		struct ext_order_graph g = { 4, NULL, e, 4 };
		for (int i = 0; i < 4; i++) {
			e[i] = edges[i];
			e[i].from = p[edges[i].from];
			e[i].to = p[edges[i].to];
		}
		numberings++;
		if (ext_order_ph(&g, order, &err) == 0 && phi_of(&g, order) == 20)
			twenty++;
		/* next permutation of p */
		{
			int i = 2;
			while (i >= 0 && p[i] > p[i + 1])
				i--;
			if (i < 0)
				break;
			int j = 3;
			while (p[j] < p[i])
				j--;
			uint32_t t = p[i]; p[i] = p[j]; p[j] = t;
			for (int a = i + 1, b = 3; a < b; a++, b--)
				t = p[a], p[a] = p[b], p[b] = t;
		}
	} while (1);
	CHECK_INT(numberings, 24);
	CHECK_INT(twenty, 24);

	CHECK_INT(ext_order_ph(&g0, order, &err), 0);
	/* a-b, then d after b, then c: all four concatenations put c at
	 * distance 2 from b and A.B comes first. */
	CHECK_STR(order_names(names, order, 4), "a b d c");
	CHECK_INT(ext_order_optimum(&g0, order, &opt, &err), 0);
	CHECK_INT(opt, 19);
	CHECK_INT(phi_of(&g0, order), 19);
	/* The seed's optimal order c b a d is among the optima. */
	{
		uint32_t cbad[4] = { 2, 1, 0, 3 };
		CHECK_INT(phi_of(&g0, cbad), 19);
	}
}

/* C3 by hand (sizes in bytes):
 *   0 main 100   1 A 50   2 B 50   3 D 10   4 E 2000000   5 H 10   6 G 3000
 *   7 X 100
 *   main->A 100, A->B 60, main->B 40, D->D 1000, main->D 50,
 *   main->E 1000000000, main->H 100, H->G 10, X->X 10
 * Weights (incoming, self included) and densities:
 *   main 0 (0), A 100 (2), B 100 (2), D 1050 (105), E 1e9 (500),
 *   H 100 (10), G 10 (0.00333), X 10 (0.1)
 * bestPred: A main, B A (60 beats main's 40), D main, E main, H main, G H.
 * Visit by density: E D H A B X G main.
 *   E: 2000000 + 100 > 1 MiB: refused.
 *   D: 10 * 50 = 500 <= 1050: unlikely edge, D stays alone.
 *   H -> main's cluster: merged density 100/110 >= 0/8.   [main H] 110 B, w 100
 *   A -> [main H]: 200/160 = 1.25 >= (100/110)/8.          [main H A] 160, w 200
 *   B -> leader of A = main: 300/210 >= 1.25/8.             [main H A B] 210, w 300
 *   G -> leader of H = main: 310/3210 = 0.097 < (300/210)/8 = 0.179: refused.
 *   X, main: no caller.
 * Clusters by density: E 500, D 105, [main H A B] 1.43, X 0.1, G 0.0033. */
TEST(c3_hand_checked)
{
	static const char *const names[] = { "main", "A", "B", "D", "E", "H", "G", "X" };
	static const uint64_t size[] = { 100, 50, 50, 10, 2000000, 10, 3000, 100 };
	static const struct ext_order_edge edges[] = {
		{ 0, 1, 100 }, { 1, 2, 60 }, { 0, 2, 40 }, { 3, 3, 1000 }, { 0, 3, 50 },
		{ 0, 4, 1000000000 }, { 0, 5, 100 }, { 5, 6, 10 }, { 7, 7, 10 },
	};
	struct ext_order_graph g = { 8, size, edges, 9 };
	uint32_t order[8];
	struct ext_error err;

	CHECK_INT(ext_order_c3(&g, order, &err), 0);
	CHECK_STR(order_names(names, order, 8), "E D main H A B X G");
}

/* Each refusal of the hand-checked graph, lifted one at a time. */
TEST(c3_each_rule)
{
	static const char *const names[] = { "main", "A", "B", "D", "E", "H", "G", "X" };
	uint64_t size[] = { 100, 50, 50, 10, 2000000, 10, 3000, 100 };
	struct ext_order_edge edges[] = {
		{ 0, 1, 100 }, { 1, 2, 60 }, { 0, 2, 40 }, { 3, 3, 1000 }, { 0, 3, 50 },
		{ 0, 4, 1000000000 }, { 0, 5, 100 }, { 5, 6, 10 }, { 7, 7, 10 },
	};
	struct ext_order_graph g = { 8, size, edges, 9 };
	uint32_t order[8];
	struct ext_error err;

	/* Without the recursion D's caller edge is likely; D (density 5) is
	 * visited after H and joins main's cluster behind it. */
	edges[3].weight = 0;
	CHECK_INT(ext_order_c3(&g, order, &err), 0);
	CHECK_STR(order_names(names, order, 8), "E main H D A B X G");
	edges[3].weight = 1000;
	/* E exactly at the cap (100 + E = 1 MiB) merges into main first; then
	 * nothing else fits beside it: H and A stay alone, B joins A, G is
	 * refused by H's density (110/3010 < 10/8). */
	size[4] = 1024 * 1024 - 100;
	CHECK_INT(ext_order_c3(&g, order, &err), 0);
	CHECK_STR(order_names(names, order, 8), "main E D H A B X G");
	size[4] = 2000000;
	/* A smaller G does not degrade the density eight-fold: 310/1210 >=
	 * (300/210)/8, so it joins, ahead of X. */
	size[6] = 1000;
	CHECK_INT(ext_order_c3(&g, order, &err), 0);
	CHECK_STR(order_names(names, order, 8), "E D main H A B G X");
}

TEST(empty_graph)
{
	struct ext_order_graph g = { 0, NULL, NULL, 0 };
	uint32_t order[1];
	uint64_t phi = 7, phib = 7;
	struct ext_error err;

	CHECK_INT(ext_order_ph(&g, order, &err), 0);
	CHECK_INT(ext_order_c3(&g, order, &err), 0);
	CHECK_INT(ext_order_phi(&g, order, &phi, &phib, &err), 0);
	CHECK_INT(phi, 0);
	CHECK_INT(phib, 0);
	CHECK_INT(ext_order_optimum(&g, order, &phi, &err), 0);
	CHECK_INT(phi, 0);
}

TEST(one_node)
{
	struct ext_order_edge e = { 0, 0, 5 };
	struct ext_order_graph g = { 1, NULL, &e, 1 };
	uint32_t order[1] = { 9 };
	uint64_t phi = 7;
	struct ext_error err;

	CHECK_INT(ext_order_ph(&g, order, &err), 0);
	CHECK_INT(order[0], 0);
	order[0] = 9;
	CHECK_INT(ext_order_c3(&g, order, &err), 0);
	CHECK_INT(order[0], 0);
	CHECK_INT(ext_order_optimum(&g, order, &phi, &err), 0);
	CHECK_INT(phi, 0);
}

/* Self-calls merge nothing in ph and weigh nothing in Φ; in c3 they count
 * toward a cluster's density, as in lld. */
TEST(self_calls_only)
{
	struct ext_order_edge e[] = { { 0, 0, 5 }, { 1, 1, 7 } };
	struct ext_order_graph g = { 2, NULL, e, 2 };
	uint32_t order[2];
	struct ext_error err;

	CHECK_INT(ext_order_ph(&g, order, &err), 0);
	CHECK_INT(order[0], 0);
	CHECK_INT(order[1], 1);
	CHECK_INT(phi_of(&g, order), 0);
	CHECK_INT(ext_order_c3(&g, order, &err), 0);
	CHECK_INT(order[0], 1);
	CHECK_INT(order[1], 0);
}

/* Two components: {2,4} (10) then 1 joins 4 (3): A = [1], B = [2 4],
 * distances A·B 2, A·rev(B) 1 -> [1 4 2]; {0,3} -> [0 3].  Chains by their
 * first function: [0 3] (0) before [1 4 2] (1). */
TEST(disconnected_parts)
{
	struct ext_order_edge e[] = { { 4, 2, 10 }, { 1, 4, 3 }, { 3, 0, 7 } };
	static const char *const names[] = { "0", "1", "2", "3", "4", "5" };
	struct ext_order_graph g = { 6, NULL, e, 3 };
	uint32_t order[6];
	struct ext_error err;

	CHECK_INT(ext_order_ph(&g, order, &err), 0);
	CHECK_STR(order_names(names, order, 6), "0 3 1 4 2 5");
	CHECK_INT(ext_order_c3(&g, order, &err), 0);
	CHECK(is_permutation(order, 6));
}

/* w(u,v) sums both directions and repeated pairs. */
TEST(weights_summed)
{
	struct ext_order_edge split[] = { { 0, 1, 3 }, { 1, 0, 4 }, { 1, 2, 6 } };
	struct ext_order_graph g = { 3, NULL, split, 3 };
	uint32_t order[3];
	struct ext_error err;

	/* 0-1 (7) before 1-2 (6): [0 1] then 2 after 1. */
	CHECK_INT(ext_order_ph(&g, order, &err), 0);
	CHECK_INT(order[0], 0);
	CHECK_INT(order[1], 1);
	CHECK_INT(order[2], 2);
	CHECK_INT(phi_of(&g, order), 13);
}

TEST(phi_bytes)
{
	static const uint64_t size[] = { 10, 20, 30 };
	struct ext_order_edge e[] = { { 0, 2, 2 }, { 2, 1, 1 } };
	struct ext_order_graph g = { 3, size, e, 2 };
	uint32_t order[] = { 0, 1, 2 };
	uint64_t phi = 0, phib = 0;
	struct ext_error err;

	CHECK_INT(ext_order_phi(&g, order, &phi, &phib, &err), 0);
	CHECK_INT(phi, 2 * 2 + 1 * 1);
	CHECK_INT(phib, 2 * 30 + 1 * 20);
}

TEST(bad_input)
{
	struct ext_order_edge e = { 0, 3, 1 };
	struct ext_order_graph g = { 2, NULL, &e, 1 };
	struct ext_order_graph big = { 10, NULL, NULL, 0 };
	uint32_t order[10];
	uint64_t phi;
	struct ext_error err;

	CHECK_INT(ext_order_ph(&g, order, &err), -1);
	CHECK_STR(err.msg, "call graph: edge 0 names node 3 of 2");
	CHECK_INT(ext_order_c3(&g, order, &err), -1);
	CHECK_INT(ext_order_optimum(&big, order, &phi, &err), -1);
	CHECK_STR(err.msg, "call graph: 10 functions, exhaustive search takes at most 9");
	CHECK_INT(ext_order_algorithm_from_name("ph"), ORDER_PH);
	CHECK_INT(ext_order_algorithm_from_name("c3"), ORDER_C3);
	CHECK_INT(ext_order_algorithm_from_name("hfsort"), -1);
}

/* Algorithm 20.10.6 the slow way, O(C F): explicit arrays per chain.  The
 * union-find version must produce exactly the same orders. */
static void ph_reference(uint32_t n, const struct ext_order_edge *e, size_t ne, uint32_t *order)
{
	uint32_t chain[MAXN][MAXN], len[MAXN], of[MAXN];
	uint32_t ua[MAXN * MAXN], ub[MAXN * MAXN];
	uint64_t w[MAXN][MAXN] = { { 0 } }, uw[MAXN * MAXN];
	size_t nu = 0, at = 0;

	for (uint32_t i = 0; i < n; i++)
		chain[i][0] = i, len[i] = 1, of[i] = i;
	for (size_t i = 0; i < ne; i++)
		if (e[i].from != e[i].to) {
			uint32_t a = e[i].from < e[i].to ? e[i].from : e[i].to;
			uint32_t b = e[i].from ^ e[i].to ^ a;
			w[a][b] += e[i].weight;
		}
	for (uint32_t a = 0; a < n; a++)
		for (uint32_t b = a + 1; b < n; b++)
			if (w[a][b])
				ua[nu] = a, ub[nu] = b, uw[nu] = w[a][b], nu++;
	/* selection sort: weight desc, then (a, b) asc (already in that order) */
	for (size_t i = 0; i < nu; i++) {
		size_t m = i;
		for (size_t j = i + 1; j < nu; j++)
			if (uw[j] > uw[m])
				m = j;
		/* keep (a,b) order among equal weights: rotate instead of swap */
		uint32_t ta = ua[m], tb = ub[m];
		uint64_t tw = uw[m];
		memmove(ua + i + 1, ua + i, (m - i) * sizeof *ua);
		memmove(ub + i + 1, ub + i, (m - i) * sizeof *ub);
		memmove(uw + i + 1, uw + i, (m - i) * sizeof *uw);
		ua[i] = ta, ub[i] = tb, uw[i] = tw;
	}
	for (size_t k = 0; k < nu; k++) {
		uint32_t A = of[ua[k]], B = of[ub[k]], cand[4][MAXN], best = 0;
		long bestd = -1;
		if (A == B)
			continue;
		for (int c = 0; c < 4; c++) {
			uint32_t l = 0;
			long pu = 0, pv = 0;
			for (uint32_t i = 0; i < len[A]; i++)
				cand[c][l++] = chain[A][c >= 2 ? len[A] - 1 - i : i];
			for (uint32_t i = 0; i < len[B]; i++)
				cand[c][l++] = chain[B][(c == 1 || c == 3) ? len[B] - 1 - i : i];
			for (uint32_t i = 0; i < l; i++) {
				if (cand[c][i] == ua[k])
					pu = i;
				if (cand[c][i] == ub[k])
					pv = i;
			}
			long d = labs(pu - pv);
			if (bestd < 0 || d < bestd)
				bestd = d, best = (uint32_t)c;
		}
		memcpy(chain[A], cand[best], (len[A] + len[B]) * sizeof(uint32_t));
		len[A] += len[B];
		len[B] = 0;
		for (uint32_t i = 0; i < len[A]; i++)
			of[chain[A][i]] = A;
	}
	/* chains in order of their first function */
	for (uint32_t f = 0; f < n; f++)
		for (uint32_t c = 0; c < n; c++)
			if (len[c] && chain[c][0] == f) {
				memcpy(order + at, chain[c], len[c] * sizeof(uint32_t));
				at += len[c];
			}
}

static uint32_t rng_state = 12345;
static uint32_t rng(void)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 17;
	rng_state ^= rng_state << 5;
	return rng_state;
}

TEST(ph_matches_slow_reference)
{
	int mismatches = 0, c3_bad = 0;

	for (int round = 0; round < 500; round++) {
		uint32_t n = 1 + rng() % 40;
		size_t ne = rng() % (3 * n + 1);
		struct ext_order_edge e[200];
		uint64_t size[MAXN];
		uint32_t got[MAXN], want[MAXN];
		struct ext_order_graph g = { n, size, e, ne };
		struct ext_error err;

		for (size_t i = 0; i < ne; i++) {
			e[i].from = rng() % n;
			e[i].to = rng() % n;
			e[i].weight = 1 + rng() % (round % 2 ? 4 : 1000);	/* many ties, or few */
		}
		for (uint32_t i = 0; i < n; i++)
			size[i] = rng() % 300;
		ph_reference(n, e, ne, want);
		if (ext_order_ph(&g, got, &err) < 0 || memcmp(got, want, n * sizeof *got))
			mismatches++;
		if (ext_order_c3(&g, got, &err) < 0 || !is_permutation(got, n))
			c3_bad++;
	}
	CHECK_INT(mismatches, 0);
	CHECK_INT(c3_bad, 0);
}

/* On small random graphs the greedy order is never better than the optimum
 * and the optimum's reported Φ is that of its order. */
TEST(optimum_bounds_greedy)
{
	int bad = 0;

	for (int round = 0; round < 40; round++) {
		uint32_t n = 1 + rng() % 8;
		struct ext_order_edge e[24];
		size_t ne = rng() % 24;
		uint32_t o[9], best[9];
		uint64_t opt;
		struct ext_order_graph g = { n, NULL, e, ne };
		struct ext_error err;

		for (size_t i = 0; i < ne; i++)
			e[i].from = rng() % n, e[i].to = rng() % n, e[i].weight = rng() % 50;
		if (ext_order_ph(&g, o, &err) < 0 || ext_order_optimum(&g, best, &opt, &err) < 0)
			bad++;
		else if (phi_of(&g, best) != opt || phi_of(&g, o) < opt)
			bad++;
	}
	CHECK_INT(bad, 0);
}

/* The policy around the algorithm: hot nodes first, each group in the
 * algorithm's relative order. */
TEST(tiered_hot_first)
{
	struct ext_order_graph g = { 5, NULL, wx_edges, 5 };
	/* ph: eval main parse lex error; parse and error hot. */
	static const unsigned char hot[5] = { 0, 0, 1, 0, 1 };
	static const unsigned char none[5] = { 0 };
	static const unsigned char all[5] = { 1, 1, 1, 1, 1 };
	uint32_t order[5], nhot = 99;
	struct ext_error err;

	CHECK_INT(ext_order_tiered(ORDER_PH, &g, hot, order, &nhot, &err), 0);
	CHECK_STR(order_names(wx_names, order, 5), "parse error eval main lex");
	CHECK_INT(nhot, 2);
	/* No hot node, every node hot, or no tiers: exactly the algorithm. */
	CHECK_INT(ext_order_tiered(ORDER_PH, &g, none, order, &nhot, &err), 0);
	CHECK_STR(order_names(wx_names, order, 5), "eval main parse lex error");
	CHECK_INT(nhot, 0);
	CHECK_INT(ext_order_tiered(ORDER_PH, &g, all, order, &nhot, &err), 0);
	CHECK_STR(order_names(wx_names, order, 5), "eval main parse lex error");
	CHECK_INT(nhot, 5);
	CHECK_INT(ext_order_tiered(ORDER_PH, &g, NULL, order, NULL, &err), 0);
	CHECK_STR(order_names(wx_names, order, 5), "eval main parse lex error");
	CHECK_INT(phi_of(&g, order), 1306);
	/* c3 the same way: its order, hot ones pulled to the front. */
	{
		uint32_t plain[5], tiered[5], k = 0;
		CHECK_INT(ext_order_c3(&g, plain, &err), 0);
		CHECK_INT(ext_order_tiered(ORDER_C3, &g, hot, tiered, &nhot, &err), 0);
		for (int pass = 1; pass >= 0; pass--)
			for (uint32_t i = 0; i < 5; i++)
				if (hot[plain[i]] == pass)
					CHECK_INT(tiered[k++], plain[i]);
		CHECK(is_permutation(tiered, 5));
	}
	/* Errors pass through. */
	{
		static const struct ext_order_edge bad[] = { { 0, 7, 1 } };
		struct ext_order_graph b = { 2, NULL, bad, 1 };
		CHECK_INT(ext_order_tiered(ORDER_PH, &b, hot, order, &nhot, &err), -1);
	}
}

int main(void)
{
	RUN(worked_example_ph);
	RUN(worked_example_every_numbering);
	RUN(proposition_20_10_8);
	RUN(c3_hand_checked);
	RUN(c3_each_rule);
	RUN(empty_graph);
	RUN(one_node);
	RUN(self_calls_only);
	RUN(disconnected_parts);
	RUN(weights_summed);
	RUN(phi_bytes);
	RUN(bad_input);
	RUN(ph_matches_slow_reference);
	RUN(optimum_bounds_greedy);
	RUN(tiered_hot_first);
	return unit_done();
}
