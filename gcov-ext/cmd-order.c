/* cmd-order.c — `pgoipo order`: a function order for the linker.
 *
 *   pgoipo order -o FILE [--algorithm ph|c3] [--format FORMAT] [--report] INPUT...
 *   pgoipo order --check BINARY ORDERFILE
 *
 * Reads the .pgoipo.cgprofile sections and symbol tables of the objects and
 * archives INPUT... (callgraph.h), orders the hot functions (order.h) and
 * writes them in the linker's format (orderfile.h).  --check reads a linked
 * program's symbols and says how much of an order file it follows.
 */
#include "commands.h"

#include <elf.h>
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "callgraph.h"
#include "cgprofile.h"
#include "files.h"
#include "objfile.h"
#include "order.h"
#include "orderfile.h"

static void usage(FILE *out)
{
	fprintf(out,
		"Usage: pgoipo order -o FILE [OPTION]... INPUT...\n"
		"       pgoipo order --check [--format FORMAT] BINARY ORDERFILE\n"
		"Order the hot functions of a program from the call graphs its objects carry\n"
		"(.pgoipo.cgprofile sections written by -fplugin=pgoipo) and write the order\n"
		"in a linker's format.  INPUT... are the objects and archives of the link,\n"
		"compiled with -ffunction-sections, or after an LTO link with the plugin the\n"
		"program itself (the order is then for its next link).\n"
		"\n"
		"  -o, --output=FILE        write the order to FILE ('-': standard output)\n"
		"  -a, --algorithm=ALG      ph: Pettis-Hansen, Algorithm 20.10.6 (default);\n"
		"                           c3: call-chain clustering as in lld\n"
		"      --tiers              the functions GCC made hot (.text.hot.*) first, then\n"
		"                           the rest, each in the algorithm's order (default:\n"
		"                           --no-tiers, the algorithm's order alone)\n"
		"      --cold-parts=WHERE   where the split cold parts (F.cold) of the ordered\n"
		"                           functions go (gold, lld): none (default: the\n"
		"                           linker's grouping), after-hot (those of the hot\n"
		"                           functions right after them, the others' after all\n"
		"                           ordered functions), end (all after the ordered ones)\n"
		"  -f, --format=FORMAT      gold (default): ld.gold --section-ordering-file\n"
		"                           lld: ld.lld --symbol-ordering-file\n"
		"                           ld-fragment: GNU ld >= 2.43 --section-ordering-file\n"
		"                           ld-script: a full linker script for ld.bfd (-Wl,-T)\n"
		"      --ld=PROG            ld-script: the linker whose default script is used\n"
		"                           (default: ld; run as 'PROG -pie --verbose')\n"
		"      --no-pie             ld-script: the default script for non-PIE links\n"
		"      --base-script=FILE   ld-script: start from FILE (a linker script or the\n"
		"                           output of 'ld --verbose') instead of running ld\n"
		"      --emit-llvm-cgprofile=FILE\n"
		"                           also write an assembler file defining a\n"
		"                           .llvm.call-graph-profile section: assemble it and\n"
		"                           link the object with ld.lld to let lld sort by C3\n"
		"      --report             print what was read and Phi of the result on stdout\n"
		"      --check              read BINARY's symbols and report how many functions\n"
		"                           of ORDERFILE appear in that relative order; exit\n"
		"                           status 1 when not all of them do (missing ones\n"
		"                           count as out of order)\n"
		"      --help               this text\n"
		"\n"
		"Exit status: 0 success, 1 bad input (or --check below 100%%), 2 bad usage.\n");
}

/* ---- Small helpers ---------------------------------------------------------- */

/* PATH's contents, NUL-terminated (scripts are searched as strings). */
static int read_text(const char *path, char **buf, size_t *len)
{
	struct ext_error err;
	char *b;

	if (ext_files_read(path, buf, len, &err) < 0) {
		ext_cmd_error("%s", err.msg);
		return -1;
	}
	b = realloc(*buf, *len + 1);
	if (!b) {
		free(*buf);
		ext_cmd_error("%s: out of memory", path);
		return -1;
	}
	b[*len] = 0;
	*buf = b;
	return 0;
}

/* Run ARGV and capture its standard output; WHAT names it in messages. */
static int run_capture(char *const argv[], const char *what, char **out)
{
	int fd[2], status;
	char *buf = NULL;
	size_t n = 0, cap = 0;
	pid_t pid;

	if (pipe(fd) < 0) {
		ext_cmd_error("pipe: %s", strerror(errno));
		return -1;
	}
	pid = fork();
	if (pid < 0) {
		ext_cmd_error("fork: %s", strerror(errno));
		close(fd[0]);
		close(fd[1]);
		return -1;
	}
	if (pid == 0) {
		dup2(fd[1], 1);
		close(fd[0]);
		close(fd[1]);
		execvp(argv[0], argv);
		fprintf(stderr, "pgoipo: error: cannot run %s: %s\n", argv[0], strerror(errno));
		_exit(127);
	}
	close(fd[1]);
	for (;;) {
		ssize_t got;
		if (cap - n < 4096) {
			char *nb = realloc(buf, cap = cap ? 2 * cap : 65536);
			if (!nb)
				break;
			buf = nb;
		}
		got = read(fd[0], buf + n, cap - n - 1);
		if (got <= 0)
			break;
		n += (size_t)got;
	}
	close(fd[0]);
	waitpid(pid, &status, 0);
	if (!buf || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		ext_cmd_error("'%s' failed", what);
		free(buf);
		return -1;
	}
	buf[n] = 0;
	*out = buf;
	return 0;
}

static double seconds_since(const struct timespec *t0)
{
	struct timespec t1;

	clock_gettime(CLOCK_MONOTONIC, &t1);
	return (double)(t1.tv_sec - t0->tv_sec) + (double)(t1.tv_nsec - t0->tv_nsec) / 1e9;
}

static const char *plural(size_t n)
{
	return n == 1 ? "" : "s";
}

/* ---- The options ---------------------------------------------------------------- */

enum cold_parts { COLD_NONE, COLD_AFTER_HOT, COLD_END };
static const char *const cold_parts_names[] = { "none", "after-hot", "end" };

struct options {
	const char *output;
	enum ext_order_algorithm algorithm;
	int tiers;		/* hot functions first */
	enum cold_parts cold_parts;
	int format;		/* enum ext_orderfile_format, OF_AUTO: not given */
	const char *ld;
	int pie;
	const char *base_script;
	const char *llvm_cgprofile;
	int report;
	int check;
	uint64_t synthetic_n, synthetic_m, seed;
};

/* ---- Ordering the inputs ------------------------------------------------------- */

static void print_names(FILE *out, const char *what, char *const *names, size_t n, size_t most)
{
	fprintf(out, "%s:", what);
	for (size_t i = 0; i < n && i < most; i++)
		fprintf(out, " %s", names[i]);
	if (n > most)
		fprintf(out, " ... (%zu more)", n - most);
	fputc('\n', out);
}

static void report_graph(FILE *out, const struct options *o, const struct ext_callgraph *cg,
			 const struct ext_callgraph_subgraph *sub, size_t not_orderable, size_t cold)
{
	uint64_t weight = 0;

	for (size_t i = 0; i < sub->g.nedges; i++)
		weight += sub->g.edges[i].weight;
	fprintf(out, "algorithm: %s\nformat: %s\n", ext_order_algorithm_name(o->algorithm),
		ext_orderfile_format_name(o->format));
	fprintf(out, "inputs: %zu object%s, %zu unit%s\n", cg->objects, plural(cg->objects),
		cg->units, plural(cg->units));
	fprintf(out, "functions: %u in the call graph, %u ordered, %zu not orderable, %zu without calls or count\n",
		cg->n, sub->g.n, not_orderable, cold);
	fprintf(out, "edges: %zu ordered (weight %llu), %zu dropped with a function that is not orderable (weight %llu)\n",
		sub->g.nedges, (unsigned long long)weight, sub->dropped_edges,
		(unsigned long long)sub->dropped_weight);
	fprintf(out, "self-calls: %zu (weight %llu)\n", cg->self_calls,
		(unsigned long long)cg->self_weight);
	fprintf(out, "undefined: %zu records (weight %llu) name %zu functions not in the inputs\n",
		cg->undefined_edges, (unsigned long long)cg->undefined_weight, cg->nundefined);
	if (cg->nundefined)
		print_names(out, "undefined functions", cg->undefined, cg->nundefined, 20);
	fprintf(out, "indirect calls: %zu resolved, %zu unresolved ids (weight %llu), %zu id conflicts\n",
		cg->icalls_resolved, cg->icalls_unresolved,
		(unsigned long long)cg->icall_unresolved_weight, cg->id_conflicts);
	if (cg->funcs_missing)
		fprintf(out, "func records without a definition: %zu\n", cg->funcs_missing);
}

static int report_phi(FILE *out, const struct ext_order_graph *g, const uint32_t *order)
{
	uint32_t *identity = malloc((g->n ? g->n : 1) * sizeof *identity);
	uint64_t phi_in = 0, phi = 0, bytes_in = 0, bytes = 0, opt = 0;
	struct ext_error err;

	if (!identity) {
		ext_cmd_error("out of memory");
		return -1;
	}
	for (uint32_t i = 0; i < g->n; i++)
		identity[i] = i;
	if (ext_order_phi(g, identity, &phi_in, &bytes_in, &err) < 0 ||
	    ext_order_phi(g, order, &phi, &bytes, &err) < 0) {
		free(identity);
		ext_cmd_error("%s", err.msg);
		return -1;
	}
	fprintf(out, "phi: input order %llu, result %llu", (unsigned long long)phi_in,
		(unsigned long long)phi);
	if (g->n <= ORDER_OPTIMUM_MAX && ext_order_optimum(g, identity, &opt, &err) == 0)
		fprintf(out, ", optimum %llu\n", (unsigned long long)opt);
	else
		fprintf(out, ", optimum not computed (more than %d functions)\n", ORDER_OPTIMUM_MAX);
	fprintf(out, "phi bytes: input order %llu, result %llu\n", (unsigned long long)bytes_in,
		(unsigned long long)bytes);
	free(identity);
	return 0;
}

static FILE *open_output(const char *path)
{
	FILE *f = strcmp(path, "-") ? fopen(path, "w") : stdout;

	if (!f)
		ext_cmd_error("%s: %s", path, strerror(errno));
	return f;
}

static int close_output(FILE *f, const char *path)
{
	int bad = ferror(f);

	if (f != stdout)
		bad |= fclose(f);
	else
		bad |= fflush(f);
	if (bad) {
		ext_cmd_error("%s: write error", path);
		return -1;
	}
	return 0;
}

static int write_llvm_cgprofile(const struct options *o, const struct ext_callgraph *cg,
				const struct ext_callgraph_subgraph *sub, const char *comment)
{
	struct ext_orderfile_edge *e = malloc((sub->g.nedges ? sub->g.nedges : 1) * sizeof *e);
	struct ext_error err;
	size_t n = 0, statics = 0;
	FILE *f;
	int ret = -1;

	if (!e) {
		ext_cmd_error("out of memory");
		return -1;
	}
	for (size_t i = 0; i < sub->g.nedges; i++) {
		const struct ext_callgraph_node *a = &cg->nodes[sub->node[sub->g.edges[i].from]];
		const struct ext_callgraph_node *b = &cg->nodes[sub->node[sub->g.edges[i].to]];
		if (a->local || b->local) {
			statics++;	/* another object cannot name a static */
			continue;
		}
		e[n].caller = a->name;
		e[n].callee = b->name;
		e[n].weight = sub->g.edges[i].weight;
		n++;
	}
	if (!(f = open_output(o->llvm_cgprofile)))
		goto out;
	if (ext_orderfile_write_llvm_cgprofile(f, e, n, comment, &err) < 0) {
		ext_cmd_error("%s: %s", o->llvm_cgprofile, err.msg);
		if (f != stdout)
			fclose(f);
		goto out;
	}
	if (close_output(f, o->llvm_cgprofile) < 0)
		goto out;
	if (o->report)
		printf("llvm call-graph profile: %zu edges, %zu with a static function left out\n", n,
		       statics);
	ret = 0;
out:
	free(e);
	return ret;
}

/* ld's default script, from --base-script or `ld [-pie] --verbose`;
 * NAME receives where it came from. */
static int base_script(const struct options *o, char **text, char *name, size_t size)
{
	size_t len;
	char *argv[] = { (char *)o->ld, o->pie ? "-pie" : "--verbose", o->pie ? "--verbose" : NULL,
			 NULL };

	if (o->base_script) {
		snprintf(name, size, "%s", o->base_script);
		return read_text(o->base_script, text, &len);
	}
	snprintf(name, size, "%s%s --verbose", o->ld, o->pie ? " -pie" : "");
	return run_capture(argv, name, text);
}

static int order_inputs(const struct options *o, char **inputs, int ninputs)
{
	struct ext_objfile_set set = { 0 };
	struct ext_callgraph cg = { 0 };
	struct ext_callgraph_subgraph sub = { 0 };
	struct ext_orderfile_item *items = NULL;
	uint32_t *order = NULL, nhot = 0;
	unsigned char *hot = NULL;
	char **not_orderable = NULL, *base = NULL, comment[320], base_name[512];
	size_t nno = 0, cold = 0, nitems = 0, ncold = 0;
	struct ext_error err;
	FILE *out = NULL;
	int ret = 1, any_section = 0;

	for (int i = 0; i < ninputs; i++)
		if (ext_objfile_read(inputs[i], CGP_SECTION_NAME, &set, &err) < 0) {
			ext_cmd_error("%s", err.msg);
			goto out;
		}
	for (size_t i = 0; i < set.n; i++)
		for (size_t s = 1; s < set.files[i].nsections; s++)
			any_section |= set.files[i].sections[s].data != NULL;
	if (!any_section)
		ext_cmd_warning("no %s section in the inputs (compiled with -fplugin=pgoipo?); "
			       "the order is empty", CGP_SECTION_NAME);
	if (ext_callgraph_build(&set, &cg, &err) < 0 || ext_callgraph_hot_subgraph(&cg, &sub, &err) < 0) {
		ext_cmd_error("%s", err.msg);
		goto out;
	}
	order = malloc((sub.g.n ? sub.g.n : 1) * sizeof *order);
	hot = malloc(sub.g.n ? sub.g.n : 1);
	items = malloc((sub.g.n ? 2 * sub.g.n : 1) * sizeof *items);
	not_orderable = malloc((cg.n ? cg.n : 1) * sizeof *not_orderable);
	if (!order || !hot || !items || !not_orderable) {
		ext_cmd_error("out of memory");
		goto out;
	}
	for (uint32_t i = 0; i < cg.n; i++)
		if (!cg.nodes[i].orderable)
			not_orderable[nno++] = (char *)cg.nodes[i].name;
	cold = cg.n - nno - sub.g.n;
	if (nno) {
		char list[512] = "";
		for (size_t i = 0; i < nno && strlen(list) < 400; i++)
			snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", i ? ", " : "",
				 not_orderable[i]);
		ext_cmd_warning("%zu function%s not orderable (in a shared .text section; compile "
			       "with -ffunction-sections): %s%s",
			       nno, nno == 1 ? " is" : "s are", list,
			       strlen(list) >= 400 ? ", ..." : "");
	}
	for (uint32_t i = 0; i < sub.g.n; i++)
		hot[i] = cg.nodes[sub.node[i]].hot;
	if (ext_order_tiered(o->algorithm, &sub.g, o->tiers ? hot : NULL, order, &nhot, &err) < 0) {
		ext_cmd_error("%s", err.msg);
		goto out;
	}
	/* The ordered functions; the split cold parts of the hot group after
	 * it (after-hot), the others' after all of them (after-hot, end). */
	for (uint32_t i = 0; i <= sub.g.n; i++) {
		if (o->cold_parts != COLD_NONE &&
		    ((i == nhot && o->cold_parts == COLD_AFTER_HOT) || i == sub.g.n)) {
			uint32_t from = o->cold_parts == COLD_AFTER_HOT && i == sub.g.n ? nhot : 0;
			for (uint32_t k = from; k < i; k++) {
				const struct ext_callgraph_node *n = &cg.nodes[sub.node[order[k]]];
				if (!n->cold_section)
					continue;
				items[nitems].symbol = n->cold_symbol;
				items[nitems].section = n->cold_section;
				items[nitems].cold_part = 1;
				nitems++;
				ncold++;
			}
		}
		if (i == sub.g.n)
			break;
		items[nitems].symbol = cg.nodes[sub.node[order[i]]].name;
		items[nitems].section = cg.nodes[sub.node[order[i]]].section;
		items[nitems].cold_part = 0;
		nitems++;
	}
	snprintf(comment, sizeof comment, "pgoipo order: %s, %u function%s from %zu object%s",
		 ext_order_algorithm_name(o->algorithm), sub.g.n, plural(sub.g.n), set.n, plural(set.n));
	if (nhot || ncold)
		snprintf(comment + strlen(comment), sizeof comment - strlen(comment),
			 "; %u hot first, %zu cold part%s %s", nhot, ncold, plural(ncold),
			 cold_parts_names[o->cold_parts]);
	if (o->format == OF_LD_SCRIPT) {
		if (base_script(o, &base, base_name, sizeof base_name) < 0)
			goto out;
	}
	if (!(out = open_output(o->output)))
		goto out;
	if (ext_orderfile_write(out, (enum ext_orderfile_format)o->format, items, nitems, comment, base,
			    base_name, &err) < 0) {
		ext_cmd_error("%s", err.msg);
		goto out;
	}
	{
		FILE *f = out;
		out = NULL;
		if (close_output(f, o->output) < 0)
			goto out;
	}
	if (o->report) {
		report_graph(stdout, o, &cg, &sub, nno, cold);
		if (nno)
			print_names(stdout, "not orderable", not_orderable, nno, 20);
		if (report_phi(stdout, &sub.g, order) < 0)
			goto out;
		{
			char **names = malloc((sub.g.n ? sub.g.n : 1) * sizeof *names);
			if (!names) {
				ext_cmd_error("out of memory");
				goto out;
			}
			for (uint32_t i = 0; i < sub.g.n; i++)
				names[i] = (char *)cg.nodes[sub.node[order[i]]].name;
			printf("tiers: %s, %u hot function%s first (in .text.hot.*)\n",
			       o->tiers ? "on" : "off", nhot, plural(nhot));
			printf("cold parts: %zu placed (%s)\n", ncold, cold_parts_names[o->cold_parts]);
			print_names(stdout, "order", names, sub.g.n, 20);
			free(names);
		}
	}
	if (o->llvm_cgprofile && write_llvm_cgprofile(o, &cg, &sub, comment) < 0)
		goto out;
	ret = 0;
out:
	if (out && out != stdout)
		fclose(out);
	free(base);
	free(order);
	free(hot);
	free(items);
	free(not_orderable);
	ext_callgraph_subgraph_free(&sub);
	ext_callgraph_free(&cg);
	ext_objfile_set_free(&set);
	return ret;
}

/* ---- --synthetic: the benchmark's graphs ------------------------------------- */

static uint64_t xorshift(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

/* N functions of 16..1023 bytes and M calls; callees are drawn skewed
 * towards low ids (u^2), weights heavy-tailed, so there are hot hubs and
 * long cold tails as in real programs. */
static int order_synthetic(const struct options *o)
{
	uint32_t n = (uint32_t)o->synthetic_n;
	size_t m = o->synthetic_m;
	uint64_t *size = malloc((n ? n : 1) * sizeof *size), s = o->seed ? o->seed : 88172645463325252ull;
	struct ext_order_edge *e = malloc((m ? m : 1) * sizeof *e);
	uint32_t *order = malloc((n ? n : 1) * sizeof *order);
	struct ext_order_graph g = { n, size, e, m };
	struct timespec t0;
	struct ext_error err;
	uint64_t phi = 0, bytes = 0;
	double t;
	int ret = 1;

	if (!size || !e || !order || !n) {
		ext_cmd_error(n ? "out of memory" : "--synthetic needs at least one function");
		goto out;
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
	if (ext_order_run(o->algorithm, &g, order, &err) < 0) {
		ext_cmd_error("%s", err.msg);
		goto out;
	}
	t = seconds_since(&t0);
	if (o->report) {
		if (ext_order_phi(&g, order, &phi, &bytes, &err) < 0) {
			ext_cmd_error("%s", err.msg);
			goto out;
		}
		printf("synthetic: %u functions, %zu edges, seed %llu\n", n, m,
		       (unsigned long long)o->seed);
		printf("algorithm: %s\ntime: %.3f s\nphi: result %llu\nphi bytes: result %llu\n",
		       ext_order_algorithm_name(o->algorithm), t, (unsigned long long)phi,
		       (unsigned long long)bytes);
	}
	if (o->output) {
		FILE *f = open_output(o->output);
		if (!f)
			goto out;
		for (uint32_t i = 0; i < n; i++)
			fprintf(f, "%u\n", order[i]);
		if (close_output(f, o->output) < 0)
			goto out;
	}
	ret = 0;
out:
	free(size);
	free(e);
	free(order);
	return ret;
}

/* ---- --check ------------------------------------------------------------------- */

struct addr {
	const char *name;
	uint64_t value;
};

static int addr_by_name(const void *x, const void *y)
{
	const struct addr *p = x, *q = y;
	int c = strcmp(p->name, q->name);
	if (c)
		return c;
	return p->value < q->value ? -1 : p->value > q->value;
}

/* The longest run of LISTED (addresses, UINT64_MAX: missing) that rises
 * strictly, marked in IN_ORDER; its length is returned.  O(n log n). */
static size_t longest_rising(const uint64_t *a, size_t n, char *in_order)
{
	size_t *tail = malloc((n ? n : 1) * sizeof *tail);	/* index ending a run of length k+1 */
	size_t *prev = malloc((n ? n : 1) * sizeof *prev);
	size_t len = 0;

	if (!tail || !prev) {
		free(tail);
		free(prev);
		return 0;
	}
	for (size_t i = 0; i < n; i++) {
		size_t lo = 0, hi = len;
		if (a[i] == UINT64_MAX)
			continue;
		while (lo < hi) {
			size_t mid = (lo + hi) / 2;
			if (a[tail[mid]] < a[i])
				lo = mid + 1;
			else
				hi = mid;
		}
		prev[i] = lo ? tail[lo - 1] : SIZE_MAX;
		tail[lo] = i;
		if (lo == len)
			len++;
	}
	if (len)
		for (size_t i = tail[len - 1];; i = prev[i]) {
			in_order[i] = 1;
			if (prev[i] == SIZE_MAX)
				break;
		}
	free(tail);
	free(prev);
	return len;
}

static int check_order(const struct options *o, const char *binary, const char *orderfile)
{
	struct ext_objfile_set set = { 0 };
	struct addr *addrs = NULL;
	uint64_t *at = NULL;
	char **names = NULL, *store = NULL, *text = NULL, *in_order = NULL;
	size_t naddrs = 0, n = 0, len, good;
	enum ext_orderfile_format fmt = (enum ext_orderfile_format)o->format;
	struct ext_error err;
	int ret = 1;

	if (ext_objfile_read(binary, NULL, &set, &err) < 0) {
		ext_cmd_error("%s", err.msg);
		goto out;
	}
	if (read_text(orderfile, &text, &len) < 0)
		goto out;
	if (ext_orderfile_parse(text, len, orderfile, &fmt, &names, &n, &store, &err) < 0) {
		ext_cmd_error("%s", err.msg);
		goto out;
	}
	for (size_t i = 0; i < set.n; i++)
		naddrs += set.files[i].nsymbols;
	addrs = malloc((naddrs ? naddrs : 1) * sizeof *addrs);
	at = malloc((n ? n : 1) * sizeof *at);
	in_order = calloc(n ? n : 1, 1);
	if (!addrs || !at || !in_order) {
		ext_cmd_error("out of memory");
		goto out;
	}
	naddrs = 0;
	for (size_t i = 0; i < set.n; i++)
		for (size_t k = 0; k < set.files[i].nsymbols; k++) {
			const struct ext_objfile_symbol *s = &set.files[i].symbols[k];
			if ((s->type == STT_FUNC || s->type == STT_GNU_IFUNC) && s->shndx != SHN_UNDEF &&
			    *s->name) {
				addrs[naddrs].name = s->name;
				addrs[naddrs].value = s->value;
				naddrs++;
			}
		}
	/* Sorted by name, then address: a name defined twice (two statics)
	 * is found at its lowest address. */
	qsort(addrs, naddrs, sizeof *addrs, addr_by_name);
	for (size_t i = 0; i < n; i++) {
		struct addr key = { names[i], 0 }, *hit;
		size_t lo = 0, hi = naddrs;
		while (lo < hi) {
			size_t mid = (lo + hi) / 2;
			if (addr_by_name(&addrs[mid], &key) < 0)
				lo = mid + 1;
			else
				hi = mid;
		}
		hit = lo < naddrs && !strcmp(addrs[lo].name, names[i]) ? &addrs[lo] : NULL;
		at[i] = hit ? hit->value : UINT64_MAX;
	}
	good = longest_rising(at, n, in_order);
	printf("check: %s (%s), %s: %zu of %zu functions in order (%.2f%%)\n", orderfile,
	       ext_orderfile_format_name(fmt), binary, good, n, n ? 100.0 * (double)good / (double)n : 100.0);
	for (size_t i = 0; i < n; i++)
		if (at[i] == UINT64_MAX)
			printf("missing: %s\n", names[i]);
		else if (!in_order[i])
			printf("out of place: %s\n", names[i]);
	ret = good == n ? 0 : 1;
out:
	free(addrs);
	free(at);
	free(in_order);
	free(names);
	free(store);
	free(text);
	ext_objfile_set_free(&set);
	return ret;
}

/* ---- Entry ------------------------------------------------------------------- */

static int parse_synthetic(const char *arg, struct options *o)
{
	char *end;

	errno = 0;
	o->synthetic_n = strtoull(arg, &end, 10);
	if (*end != ',' || errno || o->synthetic_n > UINT32_MAX - 1)
		return -1;
	o->synthetic_m = strtoull(end + 1, &end, 10);
	return *end || errno ? -1 : 0;
}

int ext_cmd_order(int argc, char **argv)
{
	enum { OPT_LD = 256, OPT_NO_PIE, OPT_BASE, OPT_LLVM, OPT_REPORT, OPT_CHECK, OPT_HELP,
	       OPT_SYNTHETIC, OPT_SEED, OPT_TIERS, OPT_NO_TIERS, OPT_COLD };
	static const struct option longopts[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "algorithm", required_argument, NULL, 'a' },
		{ "format", required_argument, NULL, 'f' },
		{ "tiers", no_argument, NULL, OPT_TIERS },
		{ "no-tiers", no_argument, NULL, OPT_NO_TIERS },
		{ "cold-parts", required_argument, NULL, OPT_COLD },
		{ "ld", required_argument, NULL, OPT_LD },
		{ "no-pie", no_argument, NULL, OPT_NO_PIE },
		{ "base-script", required_argument, NULL, OPT_BASE },
		{ "emit-llvm-cgprofile", required_argument, NULL, OPT_LLVM },
		{ "report", no_argument, NULL, OPT_REPORT },
		{ "check", no_argument, NULL, OPT_CHECK },
		{ "help", no_argument, NULL, OPT_HELP },
		/* For scripts/bench-order, not in --help. */
		{ "synthetic", required_argument, NULL, OPT_SYNTHETIC },
		{ "seed", required_argument, NULL, OPT_SEED },
		{ NULL, 0, NULL, 0 },
	};
	struct options o = { 0 };
	int c, alg;

	o.format = OF_AUTO;
	o.tiers = 0;
	o.cold_parts = COLD_NONE;
	o.ld = "ld";
	o.pie = 1;
	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, "o:a:f:", longopts, NULL)) != -1) {
		switch (c) {
		case 'o':
			o.output = optarg;
			break;
		case 'a':
			if ((alg = ext_order_algorithm_from_name(optarg)) < 0) {
				ext_cmd_error("order: unknown algorithm '%s' (ph or c3)", optarg);
				return 2;
			}
			o.algorithm = (enum ext_order_algorithm)alg;
			break;
		case 'f':
			if ((o.format = ext_orderfile_format_from_name(optarg)) < 0) {
				ext_cmd_error("order: unknown format '%s' (gold, lld, ld-fragment or ld-script)",
					     optarg);
				return 2;
			}
			break;
		case OPT_TIERS:
		case OPT_NO_TIERS:
			o.tiers = c == OPT_TIERS;
			break;
		case OPT_COLD: {
			int k = 0;
			while (k < 3 && strcmp(optarg, cold_parts_names[k]))
				k++;
			if (k == 3) {
				ext_cmd_error("order: unknown --cold-parts '%s' (after-hot, end or none)", optarg);
				return 2;
			}
			o.cold_parts = (enum cold_parts)k;
			break;
		}
		case OPT_LD:
			o.ld = optarg;
			break;
		case OPT_NO_PIE:
			o.pie = 0;
			break;
		case OPT_BASE:
			o.base_script = optarg;
			break;
		case OPT_LLVM:
			o.llvm_cgprofile = optarg;
			break;
		case OPT_REPORT:
			o.report = 1;
			break;
		case OPT_CHECK:
			o.check = 1;
			break;
		case OPT_HELP:
			usage(stdout);
			return 0;
		case OPT_SYNTHETIC:
			if (parse_synthetic(optarg, &o) < 0) {
				ext_cmd_error("order: --synthetic takes FUNCTIONS,EDGES");
				return 2;
			}
			break;
		case OPT_SEED:
			o.seed = strtoull(optarg, NULL, 10);
			break;
		default:
			if (optopt && optopt < 256)
				ext_cmd_error("order: option '-%c' %s", optopt,
					     strchr("oaf", optopt) ? "needs a value" : "is unknown");
			else
				ext_cmd_error("order: unknown or incomplete option '%s'", argv[optind - 1]);
			usage(stderr);
			return 2;
		}
	}
	if (o.check) {
		if (argc - optind != 2) {
			ext_cmd_error("order: --check takes BINARY ORDERFILE");
			return 2;
		}
		return check_order(&o, argv[optind], argv[optind + 1]);
	}
	if (o.report && ((o.output && !strcmp(o.output, "-")) ||
			 (o.llvm_cgprofile && !strcmp(o.llvm_cgprofile, "-")))) {
		ext_cmd_error("order: --report and an output to '-' would both go to standard output");
		return 2;
	}
	if (o.format == OF_AUTO)
		o.format = OF_GOLD;
	if (o.synthetic_n)
		return order_synthetic(&o);
	if (!o.output) {
		ext_cmd_error("order: no output file (-o FILE)");
		return 2;
	}
	if (optind == argc) {
		ext_cmd_error("order: no input files");
		return 2;
	}
	return order_inputs(&o, argv + optind, argc - optind);
}
