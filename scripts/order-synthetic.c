/* order-synthetic.c — `pgoipo order`'s algorithms on random call graphs, for
 * scripts/bench-order (built by make as build/order-synthetic).
 *
 *   order-synthetic FUNCTIONS,EDGES [--seed N] [--algorithm ph|c3] [--report] [-o FILE]
 *
 * A graph of FUNCTIONS functions of 16..1023 bytes and EDGES calls; callees
 * are drawn skewed towards low ids (u^2), weights heavy-tailed, so there are
 * hot hubs and long cold tails as in real programs; the same seed gives the
 * same graph.  --report prints the graph, the algorithm, the time of the
 * ordering alone (CLOCK_MONOTONIC) and Φ; -o writes the order, one function
 * id a line.
 */
#include "order.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static uint64_t xorshift(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

static int usage(void)
{
	fprintf(stderr, "usage: order-synthetic FUNCTIONS,EDGES [--seed N] [--algorithm ph|c3] "
			"[--report] [-o FILE]\n");
	return 2;
}

int main(int argc, char **argv)
{
	enum ext_order_algorithm alg = ORDER_PH;
	const char *output = NULL;
	uint64_t seed = 0, n64 = 0, m64 = 0;
	int report = 0, a;
	char *end;

	for (int i = 1; i < argc; i++) {
		const char *v = NULL;
		if (!strcmp(argv[i], "--report")) {
			report = 1;
		} else if (!strncmp(argv[i], "--seed=", 7)) {
			seed = strtoull(argv[i] + 7, NULL, 10);
		} else if (!strncmp(argv[i], "--algorithm=", 12)) {
			v = argv[i] + 12;
			if ((a = ext_order_algorithm_from_name(v)) < 0)
				return usage();
			alg = (enum ext_order_algorithm)a;
		} else if (!strcmp(argv[i], "-o") && i + 1 < argc) {
			output = argv[++i];
		} else if (!n64) {
			errno = 0;
			n64 = strtoull(argv[i], &end, 10);
			if (*end != ',' || errno || !n64 || n64 > UINT32_MAX - 1)
				return usage();
			m64 = strtoull(end + 1, &end, 10);
			if (*end || errno)
				return usage();
		} else {
			return usage();
		}
	}
	if (!n64)
		return usage();

	uint32_t n = (uint32_t)n64;
	size_t m = (size_t)m64;
	uint64_t *size = malloc(n * sizeof *size), s = seed ? seed : 88172645463325252ull;
	struct ext_order_edge *e = malloc((m ? m : 1) * sizeof *e);
	uint32_t *order = malloc(n * sizeof *order);
	struct ext_order_graph g = { n, size, e, m };
	struct timespec t0, t1;
	struct ext_error err;
	uint64_t phi = 0, bytes = 0;

	if (!size || !e || !order) {
		fprintf(stderr, "order-synthetic: out of memory\n");
		return 1;
	}
	for (uint32_t i = 0; i < n; i++)
		size[i] = 16 + xorshift(&s) % 1008;
	for (size_t i = 0; i < m; i++) {
		double u = (double)(xorshift(&s) >> 11) / 9007199254740992.0;
		e[i].from = (uint32_t)(xorshift(&s) % n);
		e[i].to = (uint32_t)(u * u * n);
		e[i].weight = 1 + (xorshift(&s) % 1000) * (xorshift(&s) % 1000) / (1 + xorshift(&s) % 100);
	}
	clock_gettime(CLOCK_MONOTONIC, &t0);
	if (ext_order_run(alg, &g, order, &err) < 0) {
		fprintf(stderr, "order-synthetic: %s\n", err.msg);
		return 1;
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	if (report) {
		if (ext_order_phi(&g, order, &phi, &bytes, &err) < 0) {
			fprintf(stderr, "order-synthetic: %s\n", err.msg);
			return 1;
		}
		printf("synthetic: %u functions, %zu edges, seed %llu\n", n, m,
		       (unsigned long long)seed);
		printf("algorithm: %s\ntime: %.3f s\nphi: result %llu\nphi bytes: result %llu\n",
		       ext_order_algorithm_name(alg),
		       (double)(t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9,
		       (unsigned long long)phi, (unsigned long long)bytes);
	}
	if (output) {
		FILE *f = fopen(output, "w");
		if (!f) {
			fprintf(stderr, "order-synthetic: %s: %s\n", output, strerror(errno));
			return 1;
		}
		for (uint32_t i = 0; i < n; i++)
			fprintf(f, "%u\n", order[i]);
		if (fclose(f)) {
			fprintf(stderr, "order-synthetic: %s: write error\n", output);
			return 1;
		}
	}
	free(size);
	free(e);
	free(order);
	return 0;
}
