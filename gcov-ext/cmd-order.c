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
		"      --rest=WHERE         the functions not ordered: none (default: where the\n"
		"                           linker puts them) or tiers (every one GCC did not\n"
		"                           put in .text.unlikely/startup/exit listed after the\n"
		"                           ordered ones, .text.hot.* first, each tier in input\n"
		"                           order, so that the code GCC called unlikely follows\n"
		"                           them all: GNU ld's and gold's grouping, for lld,\n"
		"                           which mixes it with the rest in input order)\n"
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

static const char *plural(size_t n)
{
	return n == 1 ? "" : "s";
}

/* ---- The options ---------------------------------------------------------------- */

enum cold_parts { COLD_NONE, COLD_AFTER_HOT, COLD_END };
static const char *const cold_parts_names[] = { "none", "after-hot", "end" };
enum rest { REST_NONE, REST_TIERS };
static const char *const rest_names[] = { "none", "tiers" };

/* The index of WORD in NAMES[0..N), or -1. */
static int keyword(const char *word, const char *const *names, int n)
{
	for (int k = 0; k < n; k++)
		if (!strcmp(word, names[k]))
			return k;
	return -1;
}

struct options {
	const char *output;
	enum ext_order_algorithm algorithm;
	int tiers;		/* hot functions first */
	enum cold_parts cold_parts;
	enum rest rest;
	int format;		/* enum ext_orderfile_format, OF_AUTO: not given */
	const char *ld;
	int pie;
	const char *base_script;
	const char *llvm_cgprofile;
	int report;
	int check;
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
			 const struct ext_callgraph_subgraph *sub, size_t not_orderable, size_t discarded,
			 size_t cold)
{
	uint64_t weight = 0;

	for (size_t i = 0; i < sub->g.nedges; i++)
		weight += sub->g.edges[i].weight;
	fprintf(out, "algorithm: %s\nformat: %s\n", ext_order_algorithm_name(o->algorithm),
		ext_orderfile_format_name(o->format));
	fprintf(out, "inputs: %zu object%s, %zu unit%s\n", cg->objects, plural(cg->objects),
		cg->units, plural(cg->units));
	fprintf(out, "functions: %u in the call graph, %u ordered, %zu not orderable, %zu without calls or count, %zu in discarded COMDAT groups\n",
		cg->n, sub->g.n, not_orderable, cold, discarded);
	fprintf(out, "aliases: %zu function symbols name another's body (one entry per body)\n",
		cg->aliases);
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

/* What `pgoipo order` builds on the way from the inputs to the order file. */
struct order_state {
	struct ext_objfile_set set;	/* the objects, archives or program read */
	struct ext_callgraph cg;	/* their merged call graph */
	struct ext_callgraph_subgraph sub;	/* its orderable functions with calls or counts */
	char **not_orderable;		/* functions without a section of their own */
	size_t nno, cold;		/* how many of those; functions without calls or count */
	size_t discarded;		/* functions in discarded COMDAT groups */
	size_t ambiguous;		/* ordered functions the format places with others */
	size_t left_out;		/* ordered functions (and cold parts) lld cannot name */
	uint32_t *order, nhot;		/* sub's functions in order; how many hot first */
	struct ext_orderfile_item *items;	/* the order file's entries */
	size_t nitems, ncold;		/* how many; of those, split cold parts */
	size_t nrest;			/* of those, --rest's */
	char comment[320];		/* the order file's first line */
};

/* 1. Read the inputs' symbols and call-graph sections. */
static int read_inputs(struct order_state *st, char **inputs, int ninputs)
{
	struct ext_error err;
	int any_section = 0;

	for (int i = 0; i < ninputs; i++)
		if (ext_objfile_read(inputs[i], CGP_SECTION_NAME, &st->set, &err) < 0) {
			ext_cmd_error("%s", err.msg);
			return -1;
		}
	for (size_t i = 0; i < st->set.n; i++)
		for (size_t s = 1; s < st->set.files[i].nsections; s++)
			any_section |= st->set.files[i].sections[s].data != NULL;
	if (!any_section) {
		ext_cmd_error("no %s section in the inputs (compiled with -fplugin=pgoipo?): "
			     "nothing to order", CGP_SECTION_NAME);
		return -1;
	}
	return 0;
}

/* A list of up to about 400 bytes of NAMES[0..N), ", ..." when cut. */
static void name_list(char *list, size_t size, char *const *names, size_t n)
{
	list[0] = 0;
	for (size_t i = 0; i < n && strlen(list) < 400; i++)
		snprintf(list + strlen(list), size - strlen(list), "%s%s", i ? ", " : "", names[i]);
	if (strlen(list) >= 400)
		snprintf(list + strlen(list), size - strlen(list), ", ...");
}

/* The objects whose functions share GCC's sections (.text, .text.hot, ...):
 * compiled without -ffunction-sections.  NAMES (cg.n entries) receives
 * them in input order; their number is returned. */
static size_t objects_without_function_sections(const struct ext_callgraph *cg, char **names)
{
	size_t n = 0;

	for (uint32_t i = 0; i < cg->n; i++) {
		const struct ext_callgraph_node *f = &cg->nodes[i];
		if (f->orderable || f->discarded || !f->section || ext_callgraph_own_section(f->section))
			continue;
		if (!n || strcmp(names[n - 1], f->file))
			names[n++] = (char *)f->file;
	}
	return n;
}

/* 2. Merge them into one call graph; its hot, orderable part is ordered.
 * Nothing to order is an error: a layout from objects without a profile
 * (the use build found no .gcda) or without per-function sections would be
 * empty, and an empty order file looks applied to every program. */
static int build_graph(struct order_state *st)
{
	const struct ext_callgraph *cg = &st->cg;
	struct ext_error err;
	char list[512], **objects;
	char *profiled;
	size_t nprofiled = 0, nobjects;

	if (ext_callgraph_build(&st->set, &st->cg, &err) < 0 ||
	    ext_callgraph_hot_subgraph(&st->cg, &st->sub, &err) < 0) {
		ext_cmd_error("%s", err.msg);
		return -1;
	}
	st->not_orderable = malloc((cg->n ? cg->n : 1) * sizeof *st->not_orderable);
	objects = malloc((cg->n ? cg->n : 1) * sizeof *objects);
	profiled = calloc(cg->n ? cg->n : 1, 1);
	if (!st->not_orderable || !objects || !profiled) {
		free(objects);
		free(profiled);
		ext_cmd_error("out of memory");
		return -1;
	}
	for (uint32_t i = 0; i < cg->n; i++) {
		if (cg->nodes[i].discarded)
			st->discarded++;
		else if (!cg->nodes[i].orderable)
			st->not_orderable[st->nno++] = (char *)cg->nodes[i].name;
		profiled[i] |= cg->nodes[i].count > 0;
	}
	for (size_t i = 0; i < cg->nedges; i++)
		if (cg->edges[i].weight > 0)
			profiled[cg->edges[i].from] = profiled[cg->edges[i].to] = 1;
	for (uint32_t i = 0; i < cg->n; i++)
		nprofiled += profiled[i];
	free(profiled);
	st->cold = cg->n - st->nno - st->discarded - st->sub.g.n;
	nobjects = objects_without_function_sections(cg, objects);
	if (st->nno) {
		name_list(list, sizeof list, st->not_orderable, st->nno);
		ext_cmd_warning("%zu function%s not orderable (in a shared .text section; compile "
			       "with -ffunction-sections): %s", st->nno, st->nno == 1 ? " is" : "s are",
			       list);
	}
	if (nobjects) {
		name_list(list, sizeof list, objects, nobjects);
		ext_cmd_warning("%zu object%s no per-function sections (add -ffunction-sections to "
			       "%s compile flags): %s", nobjects, nobjects == 1 ? " has" : "s have",
			       nobjects == 1 ? "its" : "their", list);
	}
	free(objects);
	if (!nprofiled) {
		ext_cmd_error("no profiled function in the inputs: the call graphs of their %zu "
			     "unit%s record no call and no function entry with a count above 0 "
			     "(was the use build compiled with -fprofile-use, and did it find the "
			     ".gcda files? GCC says -Wmissing-profile when not): nothing to order",
			     cg->units, plural(cg->units));
		return -1;
	}
	if (!st->sub.g.n) {
		ext_cmd_error("none of the %zu profiled function%s can be ordered: %s", nprofiled,
			     plural(nprofiled),
			     nobjects ? "compile the objects with -ffunction-sections"
				      : "none has a section of its own");
		return -1;
	}
	return 0;
}

/* The order file's entry for F (its split cold part with COLD), as far as
 * the format can name it: lld cannot name a LOCAL symbol whose name is also
 * a local of a discarded COMDAT group (it warns "unable to order"), so such
 * entries are left out; the ld formats name the object of a section whose
 * name another object's function section has too (statics of one name),
 * gold and lld place those together.  The counts go to --report. */
static void add_item(const struct options *o, struct order_state *st,
		     const struct ext_callgraph_node *f, int cold)
{
	struct ext_orderfile_item *it = &st->items[st->nitems];
	const char *symbol = cold ? f->cold_symbol : f->name;
	int ld = o->format == OF_LD_FRAGMENT || o->format == OF_LD_SCRIPT;

	if (o->format == OF_LLD &&
	    (cold ? ext_callgraph_name_discarded(&st->cg, symbol) : f->name_discarded)) {
		st->left_out++;
		return;
	}
	if (!cold && (o->format == OF_LLD ? f->same_name > 1 : f->same_section > 1))
		st->ambiguous++;
	it->symbol = symbol;
	it->section = cold ? f->cold_section : f->section;
	/* The linker keeps the first copy of a COMDAT group in ITS input order
	 * (a project's link, not these inputs): every name GCC gives a
	 * function's section, so that the section-name formats meet the kept
	 * copy whatever GCC called it in its object.  Not for a local clone
	 * whose name other functions of the inputs have (GCC's F.isra.0 in an
	 * inline function's group in one object, outside any group in
	 * another): those names are the others' sections and cold parts, and
	 * the kept clone's own section goes where its name is listed first. */
	if (!cold && f->comdat && f->same_name <= 1)
		it->section = NULL;
	it->cold_part = cold;
	it->file = ld && !cold && f->same_section > 1 ? f->file : NULL;
	st->nitems++;
	st->ncold += cold;
}

/* --rest=tiers: a function of the inputs that the order leaves out. */
struct rest_item {
	const char *symbol, *section, *file;
	int tier;		/* rest_tier */
	size_t fi, shndx;	/* input order: file, section index */
};

static int rest_by_place(const struct rest_item *p, const struct rest_item *q)
{
	if (p->tier != q->tier)
		return p->tier - q->tier;
	if (p->fi != q->fi)
		return p->fi < q->fi ? -1 : 1;
	return (p->shndx > q->shndx) - (p->shndx < q->shndx);
}

static int rest_by_name(const void *x, const void *y)
{
	int c = strcmp(((const struct rest_item *)x)->symbol, ((const struct rest_item *)y)->symbol);
	return c ? c : rest_by_place(x, y);
}

static int rest_by_pos(const void *x, const void *y)
{
	return rest_by_place(x, y);
}

static int str_cmp(const void *x, const void *y)
{
	return strcmp(*(char *const *)x, *(char *const *)y);
}

/* The tier of function section NAME under --rest=tiers: 0 .text.hot.*, 1 any
 * other .text.* of one function, -1 a section left to the linker (GCC's
 * unlikely, startup and exit code, shared sections). */
static int rest_tier(const char *name)
{
	static const char *const unlisted[] = { ".text.unlikely.", ".text.startup.", ".text.exit.",
						".text.split." };

	if (!ext_callgraph_own_section(name))
		return -1;
	for (size_t i = 0; i < sizeof unlisted / sizeof unlisted[0]; i++)
		if (!strncmp(name, unlisted[i], strlen(unlisted[i])))
			return -1;
	return strncmp(name, ".text.hot.", 10) != 0;
}

/* 3b. With --rest=tiers, the functions of the objects that the order left
 * out, after it: those in .text.hot.* first, then those in another section
 * of their own, each tier in input order (one entry per section, the first
 * function symbol defined in it in symbol-table order; a name listed
 * already, or defined in an earlier section, is not listed again).  What is
 * not listed -- code GCC placed in .text.unlikely, .text.startup or
 * .text.exit, split cold parts -- the linker puts after every listed
 * function: GNU ld's and gold's grouping, which lld does not do by itself.
 * Archive members are not read for it (the link may not pull them in). */
static int add_rest(const struct options *o, struct order_state *st)
{
	struct rest_item *r = NULL;
	struct ext_orderfile_item *items;
	char **listed = malloc((st->nitems ? st->nitems : 1) * sizeof *listed);
	unsigned char *taken = NULL;
	size_t n = 0, cap = 0, kept = 0;

	if (!listed)
		goto oom;
	for (size_t i = 0; i < st->nitems; i++)
		listed[i] = (char *)st->items[i].symbol;
	qsort(listed, st->nitems, sizeof *listed, str_cmp);
	for (size_t fi = 0; fi < st->set.n; fi++) {
		const struct ext_objfile *f = &st->set.files[fi];
		if (f->member || f->e_type != ET_REL)
			continue;
		free(taken);
		if (!(taken = calloc(f->nsections ? f->nsections : 1, 1)))
			goto oom;
		for (size_t si = 0; si < f->nsymbols; si++) {
			const struct ext_objfile_symbol *s = &f->symbols[si];
			const struct ext_objfile_section *sec;
			int tier;
			if (s->type != STT_FUNC || !s->shndx || s->shndx >= f->nsections ||
			    taken[s->shndx])
				continue;
			sec = &f->sections[s->shndx];
			if (!(sec->flags & SHF_EXECINSTR) || (tier = rest_tier(sec->name)) < 0)
				continue;
			taken[s->shndx] = 1;
			if (bsearch(&s->name, listed, st->nitems, sizeof *listed, str_cmp) ||
			    (o->format == OF_LLD && ext_callgraph_name_discarded(&st->cg, s->name)))
				continue;
			if (n == cap) {
				struct rest_item *m = realloc(r, (cap = cap ? 2 * cap : 256) * sizeof *r);
				if (!m)
					goto oom;
				r = m;
			}
			r[n++] = (struct rest_item){ s->name, sec->name, f->name, tier, fi, s->shndx };
		}
	}
	/* One entry per name: its first section in the order's terms (a COMDAT
	 * copy's, a static's of that name). */
	qsort(r, n, sizeof *r, rest_by_name);
	for (size_t i = 0; i < n; i++)
		if (!kept || strcmp(r[kept - 1].symbol, r[i].symbol))
			r[kept++] = r[i];
	qsort(r, kept, sizeof *r, rest_by_pos);
	if (!(items = realloc(st->items, (st->nitems + kept + 1) * sizeof *items)))
		goto oom;
	st->items = items;
	for (size_t i = 0; i < kept; i++) {
		struct ext_orderfile_item *it = &st->items[st->nitems++];
		it->symbol = r[i].symbol;
		it->section = r[i].section;
		it->cold_part = 0;
		it->file = o->format == OF_LD_FRAGMENT || o->format == OF_LD_SCRIPT ? r[i].file : NULL;
	}
	st->nrest = kept;
	free(taken);
	free(r);
	free(listed);
	return 0;
oom:
	free(taken);
	free(r);
	free(listed);
	ext_cmd_error("out of memory");
	return -1;
}

/* 3. Order the functions (the hot tier first with --tiers) and list the
 * order file's entries: the ordered functions; with --cold-parts the split
 * cold parts of the hot group after it (after-hot), the others' after all
 * of them (after-hot, end). */
static int order_functions(const struct options *o, struct order_state *st)
{
	const struct ext_callgraph_node *nodes = st->cg.nodes;
	const uint32_t n = st->sub.g.n, *node = st->sub.node;
	unsigned char *hot = malloc(n ? n : 1);
	struct ext_error err;

	st->order = malloc((n ? n : 1) * sizeof *st->order);
	st->items = malloc((n ? 2 * n : 1) * sizeof *st->items);
	if (!hot || !st->order || !st->items) {
		free(hot);
		ext_cmd_error("out of memory");
		return -1;
	}
	for (uint32_t i = 0; i < n; i++)
		hot[i] = nodes[node[i]].hot;
	if (ext_order_tiered(o->algorithm, &st->sub.g, o->tiers ? hot : NULL, st->order, &st->nhot,
			     &err) < 0) {
		free(hot);
		ext_cmd_error("%s", err.msg);
		return -1;
	}
	free(hot);
	for (uint32_t i = 0; i <= n; i++) {
		if (o->cold_parts != COLD_NONE &&
		    ((i == st->nhot && o->cold_parts == COLD_AFTER_HOT) || i == n)) {
			uint32_t from = o->cold_parts == COLD_AFTER_HOT && i == n ? st->nhot : 0;
			for (uint32_t k = from; k < i; k++) {
				const struct ext_callgraph_node *f = &nodes[node[st->order[k]]];
				if (f->cold_section)
					add_item(o, st, f, 1);
			}
		}
		if (i == n)
			break;
		add_item(o, st, &nodes[node[st->order[i]]], 0);
	}
	snprintf(st->comment, sizeof st->comment, "pgoipo order: %s, %u function%s from %zu object%s",
		 ext_order_algorithm_name(o->algorithm), n, plural(n), st->set.n, plural(st->set.n));
	if (st->nhot || st->ncold)
		snprintf(st->comment + strlen(st->comment), sizeof st->comment - strlen(st->comment),
			 "; %u hot first, %zu cold part%s %s", st->nhot, st->ncold, plural(st->ncold),
			 cold_parts_names[o->cold_parts]);
	if (o->rest != REST_NONE && add_rest(o, st) < 0)
		return -1;
	if (st->nrest)
		snprintf(st->comment + strlen(st->comment), sizeof st->comment - strlen(st->comment),
			 "; then %zu other function%s by tier", st->nrest, plural(st->nrest));
	if (st->left_out)
		snprintf(st->comment + strlen(st->comment), sizeof st->comment - strlen(st->comment),
			 "; %zu left out (lld cannot name them)", st->left_out);
	return 0;
}

/* 4. Write the order file in the linker's format. */
static int write_order(const struct options *o, const struct order_state *st)
{
	char *base = NULL, base_name[512];
	struct ext_error err;
	FILE *out;

	if (o->format == OF_LD_SCRIPT && base_script(o, &base, base_name, sizeof base_name) < 0)
		return -1;
	if (!(out = open_output(o->output))) {
		free(base);
		return -1;
	}
	if (ext_orderfile_write(out, (enum ext_orderfile_format)o->format, st->items, st->nitems,
				st->comment, base, base_name, &err) < 0) {
		ext_cmd_error("%s", err.msg);
		if (out != stdout)
			fclose(out);
		free(base);
		return -1;
	}
	free(base);
	return close_output(out, o->output);
}

/* --report: what was read and the result, on stdout. */
static int report(const struct options *o, const struct order_state *st)
{
	const uint32_t n = st->sub.g.n;
	char **names;

	report_graph(stdout, o, &st->cg, &st->sub, st->nno, st->discarded, st->cold);
	if (st->nno)
		print_names(stdout, "not orderable", st->not_orderable, st->nno, 20);
	if (report_phi(stdout, &st->sub.g, st->order) < 0)
		return -1;
	if (!(names = malloc((n ? n : 1) * sizeof *names))) {
		ext_cmd_error("out of memory");
		return -1;
	}
	for (uint32_t i = 0; i < n; i++)
		names[i] = (char *)st->cg.nodes[st->sub.node[st->order[i]]].name;
	printf("tiers: %s, %u hot function%s first (in .text.hot.*)\n", o->tiers ? "on" : "off",
	       st->nhot, plural(st->nhot));
	printf("cold parts: %zu placed (%s)\n", st->ncold, cold_parts_names[o->cold_parts]);
	printf("rest: %zu function%s listed after the ordered ones (%s)\n", st->nrest,
	       plural(st->nrest), rest_names[o->rest]);
	printf("ambiguous: %zu of %u ordered functions share their %s with another function of "
	       "the inputs (static functions of one name): %s\n", st->ambiguous, n,
	       o->format == OF_LLD ? "symbol name" : "section name",
	       o->format == OF_GOLD ? "gold places them together"
	       : o->format == OF_LLD ? "lld places them together" : "named with their object file");
	if (o->format == OF_LLD)
		printf("left out: %zu entr%s lld cannot name (a local function of that name is in a "
		       "discarded COMDAT group)\n", st->left_out, st->left_out == 1 ? "y" : "ies");
	print_names(stdout, "order", names, n, 20);
	free(names);
	return 0;
}

static void order_state_free(struct order_state *st)
{
	free(st->order);
	free(st->items);
	free(st->not_orderable);
	ext_callgraph_subgraph_free(&st->sub);
	ext_callgraph_free(&st->cg);
	ext_objfile_set_free(&st->set);
}

static int order_inputs(const struct options *o, char **inputs, int ninputs)
{
	struct order_state st = { 0 };
	int ret = 1;

	if (read_inputs(&st, inputs, ninputs) == 0 && build_graph(&st) == 0 &&
	    order_functions(o, &st) == 0 && write_order(o, &st) == 0 &&
	    (!o->report || report(o, &st) == 0) &&
	    (!o->llvm_cgprofile || write_llvm_cgprofile(o, &st.cg, &st.sub, st.comment) == 0))
		ret = 0;
	order_state_free(&st);
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

/* A function of the order file and its definitions in the program. */
struct entry {
	const char *name;
	size_t first, n;	/* its addresses: at[first .. first+n) */
	int same_body;		/* the one body of an earlier entry (an alias) */
	int in_order;
};

/* The longest chain of entries (order-file order) that can each be given
 * one of their addresses so that the addresses rise strictly; its entries
 * get in_order.  An entry with several addresses (static functions of one
 * name) takes whichever fits.  Patience sorting over every candidate
 * address, an entry's own candidates in falling order so that it cannot
 * extend itself: O(c log c) for c candidates.  Returns the chain's length. */
static size_t longest_rising(struct entry *e, size_t n, const uint64_t *at, size_t nat)
{
	size_t *tail = malloc((nat ? nat : 1) * sizeof *tail);	/* candidate ending a chain of k+1 */
	size_t *prev = malloc((nat ? nat : 1) * sizeof *prev);
	size_t *owner = malloc((nat ? nat : 1) * sizeof *owner);
	size_t len = 0;

	if (!tail || !prev || !owner) {
		free(tail);
		free(prev);
		free(owner);
		return 0;
	}
	for (size_t i = 0; i < n; i++) {
		if (e[i].same_body)
			continue;
		for (size_t c = e[i].first + e[i].n; c-- > e[i].first;) {
			size_t lo = 0, hi = len;
			owner[c] = i;
			while (lo < hi) {
				size_t mid = (lo + hi) / 2;
				if (at[tail[mid]] < at[c])
					lo = mid + 1;
				else
					hi = mid;
			}
			prev[c] = lo ? tail[lo - 1] : SIZE_MAX;
			tail[lo] = c;
			if (lo == len)
				len++;
		}
	}
	if (len)
		for (size_t c = tail[len - 1];; c = prev[c]) {
			e[owner[c]].in_order = 1;
			if (prev[c] == SIZE_MAX)
				break;
		}
	free(tail);
	free(prev);
	free(owner);
	return len;
}

/* The function symbols of a program, by name then address. */
static struct addr *program_functions(const struct ext_objfile_set *set, size_t *n)
{
	struct addr *a;
	size_t k = 0;

	for (size_t i = 0; i < set->n; i++)
		k += set->files[i].nsymbols;
	if (!(a = malloc((k ? k : 1) * sizeof *a)))
		return NULL;
	k = 0;
	for (size_t i = 0; i < set->n; i++)
		for (size_t j = 0; j < set->files[i].nsymbols; j++) {
			const struct ext_objfile_symbol *s = &set->files[i].symbols[j];
			if ((s->type == STT_FUNC || s->type == STT_GNU_IFUNC) && s->shndx != SHN_UNDEF &&
			    *s->name) {
				a[k].name = s->name;
				a[k].value = s->value;
				k++;
			}
		}
	qsort(a, k, sizeof *a, addr_by_name);
	*n = k;
	return a;
}

struct single {
	uint64_t value;
	size_t entry;
};

static int by_value_then_entry(const void *x, const void *y)
{
	const struct single *p = x, *q = y;
	if (p->value != q->value)
		return p->value < q->value ? -1 : 1;
	return p->entry < q->entry ? -1 : p->entry > q->entry;
}

/* Each entry's addresses in AT (distinct, rising), and whether it is the
 * one body of an earlier entry: aliases (C1/C2, D1/D2) have one address. */
static uint64_t *entry_addresses(struct entry *e, char **names, size_t n, const struct addr *addrs,
				 size_t naddrs, size_t *nat)
{
	uint64_t *at = malloc((naddrs ? naddrs : 1) * sizeof *at);
	struct single *single = malloc((n ? n : 1) * sizeof *single);
	size_t k = 0, nsingle = 0;

	if (!at || !single) {
		free(at);
		free(single);
		return NULL;
	}
	for (size_t i = 0; i < n; i++) {
		struct addr key = { names[i], 0 };
		size_t lo = 0, hi = naddrs;
		while (lo < hi) {
			size_t mid = (lo + hi) / 2;
			if (addr_by_name(&addrs[mid], &key) < 0)
				lo = mid + 1;
			else
				hi = mid;
		}
		e[i].name = names[i];
		e[i].first = k;
		e[i].same_body = e[i].in_order = 0;
		for (; lo < naddrs && !strcmp(addrs[lo].name, names[i]); lo++)
			if (k == e[i].first || at[k - 1] != addrs[lo].value)
				at[k++] = addrs[lo].value;
		e[i].n = k - e[i].first;
		if (e[i].n == 1) {
			single[nsingle].value = at[e[i].first];
			single[nsingle].entry = i;
			nsingle++;
		}
	}
	/* An address an earlier entry has: the same body under another name. */
	qsort(single, nsingle, sizeof *single, by_value_then_entry);
	for (size_t i = 1; i < nsingle; i++)
		if (single[i].value == single[i - 1].value)
			e[single[i].entry].same_body = 1;
	free(single);
	*nat = k;
	return at;
}

/* --check; `pgoipo report` runs it too (commands.h). */
int ext_cmd_order_check(FILE *out, int format, const char *binary, const char *orderfile)
{
	struct ext_objfile_set set = { 0 };
	struct addr *addrs = NULL;
	struct entry *e = NULL;
	uint64_t *at = NULL;
	char **names = NULL, *store = NULL, *text = NULL;
	size_t naddrs = 0, nat = 0, n = 0, len, good, bodies = 0, aliases = 0, ambiguous = 0;
	enum ext_orderfile_format fmt = (enum ext_orderfile_format)format;
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
	if (!n) {
		ext_cmd_error("%s lists no function: there is no layout to check (an order of "
			     "objects without a profile is empty)", orderfile);
		goto out;
	}
	e = malloc(n * sizeof *e);
	if (!e || !(addrs = program_functions(&set, &naddrs)) ||
	    !(at = entry_addresses(e, names, n, addrs, naddrs, &nat))) {
		ext_cmd_error("out of memory");
		goto out;
	}
	good = longest_rising(e, n, at, nat);
	for (size_t i = 0; i < n; i++) {
		bodies += !e[i].same_body;
		aliases += e[i].same_body;
		ambiguous += e[i].n > 1;
	}
	fprintf(out, "check: %s (%s), %s: %zu of %zu functions in order (%.2f%%)\n", orderfile,
	       ext_orderfile_format_name(fmt), binary, good, bodies,
	       100.0 * (double)good / (double)bodies);
	for (size_t i = 0; i < n; i++)
		if (e[i].same_body)
			continue;
		else if (!e[i].n)
			fprintf(out, "missing: %s\n", names[i]);
		else if (!e[i].in_order)
			fprintf(out, "out of place: %s\n", names[i]);
	if (aliases)
		fprintf(out, "aliases: %zu name%s of a function listed before, counted once\n", aliases,
		       plural(aliases));
	if (ambiguous)
		fprintf(out, "ambiguous: %zu entr%s name a function defined more than once in %s (static "
		       "functions of one name), each matched to its best-placed definition\n",
		       ambiguous, ambiguous == 1 ? "y" : "ies", binary);
	ret = good == bodies ? 0 : 1;
out:
	free(addrs);
	free(at);
	free(e);
	free(names);
	free(store);
	free(text);
	ext_objfile_set_free(&set);
	return ret;
}

/* ---- Entry ------------------------------------------------------------------- */

int ext_cmd_order(int argc, char **argv)
{
	enum { OPT_LD = 256, OPT_NO_PIE, OPT_BASE, OPT_LLVM, OPT_REPORT, OPT_CHECK, OPT_HELP,
	       OPT_TIERS, OPT_NO_TIERS, OPT_COLD, OPT_REST };
	static const struct option longopts[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "algorithm", required_argument, NULL, 'a' },
		{ "format", required_argument, NULL, 'f' },
		{ "tiers", no_argument, NULL, OPT_TIERS },
		{ "no-tiers", no_argument, NULL, OPT_NO_TIERS },
		{ "cold-parts", required_argument, NULL, OPT_COLD },
		{ "rest", required_argument, NULL, OPT_REST },
		{ "ld", required_argument, NULL, OPT_LD },
		{ "no-pie", no_argument, NULL, OPT_NO_PIE },
		{ "base-script", required_argument, NULL, OPT_BASE },
		{ "emit-llvm-cgprofile", required_argument, NULL, OPT_LLVM },
		{ "report", no_argument, NULL, OPT_REPORT },
		{ "check", no_argument, NULL, OPT_CHECK },
		{ "help", no_argument, NULL, OPT_HELP },
		{ NULL, 0, NULL, 0 },
	};
	struct options o = { 0 };
	int c, alg, k;

	o.format = OF_AUTO;
	o.tiers = 0;
	o.cold_parts = COLD_NONE;
	o.rest = REST_NONE;
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
		case OPT_COLD:
			if ((k = keyword(optarg, cold_parts_names, 3)) < 0) {
				ext_cmd_error("order: unknown --cold-parts '%s' (after-hot, end or none)", optarg);
				return 2;
			}
			o.cold_parts = (enum cold_parts)k;
			break;
		case OPT_REST:
			if ((k = keyword(optarg, rest_names, 2)) < 0) {
				ext_cmd_error("order: unknown --rest '%s' (tiers or none)", optarg);
				return 2;
			}
			o.rest = (enum rest)k;
			break;
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
		return ext_cmd_order_check(stdout, o.format, argv[optind], argv[optind + 1]);
	}
	if (o.report && ((o.output && !strcmp(o.output, "-")) ||
			 (o.llvm_cgprofile && !strcmp(o.llvm_cgprofile, "-")))) {
		ext_cmd_error("order: --report and an output to '-' would both go to standard output");
		return 2;
	}
	if (o.format == OF_AUTO)
		o.format = OF_GOLD;
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
