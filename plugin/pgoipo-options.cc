/* pgoipo-options.cc — the plugin's arguments: -fplugin-arg-pgoipo-KEY[=VALUE].
 *
 * One table describes every option: its kind, where its value goes, and the
 * line of help it gets.  Flags have `no-KEY` twins.  The same parser reads the
 * environment variable PGOIPO_OPTIONS (whitespace-separated KEY[=VALUE] words,
 * handy in distro CFLAGS that cannot change); command-line arguments win.
 *
 * An unknown key or a bad value is a GCC error naming the whole option, e.g.
 *   cc1: error: unknown option '-fplugin-arg-pgoipo-frobnicate'
 * and the compilation fails.
 */
#include "gcc-common.h"
#include "pgoipo-options.h"
#include "inline-rule.h"	/* EXT_INLINE_FLOOR_UNSET */

struct pgoipo_options pgoipo_opts;
const char *pgoipo_plugin_name = "pgoipo";

/* OPT_LIST values accumulate, comma-separated, over repeated options. */
enum opt_kind { OPT_FLAG, OPT_STRING, OPT_LIST, OPT_UINT };

struct opt_desc {
	const char *key;
	enum opt_kind kind;
	void *field;
	unsigned long min, max;	/* OPT_UINT */
	unsigned long def;	/* default of OPT_FLAG (0/1) and OPT_UINT */
	const char *arg;	/* how the value is shown in help */
	const char *help;
};

static const struct opt_desc opt_table[] = {
	{ "help", OPT_FLAG, &pgoipo_opts.help, 0, 0, 0, NULL,
	  "print this help and go on compiling" },
	{ "version", OPT_FLAG, &pgoipo_opts.version, 0, 0, 0, NULL,
	  "print pgoipo's version and the GCC it was built for" },
	{ "verbose", OPT_FLAG, &pgoipo_opts.verbose, 0, 0, 0, NULL,
	  "say on stderr what the plugin loaded and decided, per unit" },
	{ "disable", OPT_FLAG, &pgoipo_opts.disable, 0, 0, 0, NULL,
	  "load but do nothing (no passes registered)" },
	{ "profile", OPT_STRING, &pgoipo_opts.profile, 0, 0, 0, "FILE",
	  "the program-wide profile index written by `pgoipo index`" },
	{ "dump", OPT_LIST, &pgoipo_opts.dump, 0, 0, 0, "PASS[-details][,...]",
	  "write PASS's dump file (hotness, icp, keep, cold, inline, ..., or all); -fdump-ipa-* cannot name plugin passes" },
	{ "icp", OPT_FLAG, &pgoipo_opts.icp, 0, 0, 1, NULL,
	  "promote indirect calls to guarded direct calls (default on)" },
	{ "icp-max", OPT_UINT, &pgoipo_opts.icp_max, 0, 32, 3, "N",
	  "promote at most N targets per call site (default 3)" },
	{ "icp-remaining", OPT_UINT, &pgoipo_opts.icp_remaining, 0, 100, 30, "PCT",
	  "a target needs PCT% of the site's count not yet promoted (default 30)" },
	{ "icp-total", OPT_UINT, &pgoipo_opts.icp_total, 0, 100, 5, "PCT",
	  "a target needs PCT% of the site's count (default 5)" },
	{ "icp-cold", OPT_FLAG, &pgoipo_opts.icp_cold, 0, 0, 0, NULL,
	  "promote at cold call sites too (default off)" },
	{ "icp-keep", OPT_FLAG, &pgoipo_opts.icp_keep, 0, 0, 1, NULL,
	  "keep promotions the inliner drops as guarded direct calls (default on)" },
	{ "icp-keep-mispredict", OPT_UINT, &pgoipo_opts.icp_keep_mispredict, 0, 100000, 40, "N",
	  "icp-keep keeps a guard only if the mispredicts it saves, at N instructions each, pay for it (default 40; 0: all)" },
	{ "cgprofile", OPT_FLAG, &pgoipo_opts.cgprofile, 0, 0, 1, NULL,
	  "record the unit's profiled call graph in section .pgoipo.cgprofile (default on)" },
	{ "llvm-cgprofile", OPT_FLAG, &pgoipo_opts.llvm_cgprofile, 0, 0, 0, NULL,
	  "also write the unit's call edges as a .llvm.call-graph-profile section, for ld.lld's own sort (default off)" },
	{ "lean", OPT_FLAG, &pgoipo_opts.lean, 0, 0, 1, NULL,
	  "only the loops that carry the program keep the unrolling and peeling -fprofile-use adds (default on)" },
	{ "lean-loop-cutoff", OPT_UINT, &pgoipo_opts.lean_loop_cutoff, 1, 1000000, 990000, "N",
	  "lean: a loop carries the program if its header count reaches the summary's count at cutoff N millionths (default 990000: the hot threshold)" },
	{ "lean-short", OPT_UINT, &pgoipo_opts.lean_short, 0, 16, 2, "N",
	  "lean: leave to GCC, which peels it, an innermost neutral search loop (an exit that tests an induction variable and another), entered at least twice per call of its function, whose header ran fewer than N times per entry (default 2; 0: off)" },
	{ "lean-loop-hot", OPT_UINT, &pgoipo_opts.lean_loop_hot, 0, 100, 50, "PCT",
	  "pgoipo-unroll unrolls innermost loops with promoted-call guards whose header count is at least PCT% of the program's largest count (default 50; 0: none)" },
	{ "mend-counts", OPT_FLAG, &pgoipo_opts.mend_counts, 0, 0, 0, NULL,
	  "a block GCC's own CFG changes left at count 0 while the edges entering it carry counts gets their sum, so that GCC does not move code the training ran into .text.unlikely (default off)" },
	{ "scalar-recurrence", OPT_FLAG, &pgoipo_opts.scalar_recurrence, 0, 0, 1, NULL,
	  "keep the loops whose integer lanes recur through a multiplication (hash lanes) out of GCC's SLP vectorizer (default on)" },
	{ "skip-plt", OPT_FLAG, &pgoipo_opts.skip_plt, 0, 0, 1, NULL,
	  "in an executable's code, call the functions of other modules that the training called through their GOT slots, not through PLT entries (default on)" },
	{ "guess-untrained", OPT_FLAG, &pgoipo_opts.guess_untrained, 0, 0, 1, NULL,
	  "a function the training run never entered keeps GCC's static estimate of its profile, as -fprofile-partial-training gives it, and is compiled for speed (default on)" },
	{ "untrained-ivopts", OPT_FLAG, &pgoipo_opts.untrained_ivopts, 0, 0, 1, NULL,
	  "GCC's induction-variable optimizations in the loops of the functions guess-untrained gives back GCC's estimate (default on; off: -fno-ivopts for those functions)" },
	{ "untrained-tracer", OPT_FLAG, &pgoipo_opts.untrained_tracer, 0, 0, 1, NULL,
	  "GCC's tracer (tail duplication, which -fprofile-use turns on) in the functions guess-untrained gives back GCC's estimate (default on; off: -fno-tracer for those functions, as -O2 compiles them)" },
	{ "untrained-tracer-probability", OPT_UINT, &pgoipo_opts.untrained_tracer_probability, 0, 100, 0, "PCT",
	  "in the functions guess-untrained gives back GCC's estimate, GCC's tracer follows an edge only if its estimated probability is at least PCT% (--param tracer-min-branch-probability for those functions; 80 is GCC's cutoff for a measured profile; default 0: GCC's for code without a profile, 50)" },
	{ "untrained-rep-strings", OPT_FLAG, &pgoipo_opts.untrained_rep_strings, 0, 0, 1, NULL,
	  "in the functions guess-untrained gives back GCC's estimate, copy and set memory of a size not known at compile time with rep movsb / rep stosb, as GCC's size code (GCC PGO's for code never run) does, not by calls (x86; default on)" },
	{ "untrained-loop-niter", OPT_UINT, &pgoipo_opts.untrained_loop_niter, 0, 1000, 8, "N",
	  "in the functions guess-untrained gives back GCC's estimate, a loop whose iterations GCC cannot estimate is assumed to run N times per entry (--param avg-loop-niter for those functions; default 8; 0: GCC's, 10)" },
	{ "leave-untrained", OPT_FLAG, &pgoipo_opts.leave_untrained, 0, 0, 0, NULL,
	  "in a function the training run never entered, make no loop lean and keep no call of another such function out of line: GCC decides (default off)" },
	{ "leave-for-size", OPT_FLAG, &pgoipo_opts.leave_for_size, 0, 0, 0, NULL,
	  "lean: leave the loops GCC optimizes for size to GCC, which unrolls them only where that does not grow the code (default off)" },
	{ "leave-hot-copy", OPT_FLAG, &pgoipo_opts.leave_hot_copy, 0, 0, 1, NULL,
	  "lean: leave to GCC a loop without a count (in a function guess-untrained guessed) that is an inlined copy of a function whose own loops carry the program (default on)" },
	{ "leave-hot-callee", OPT_FLAG, &pgoipo_opts.leave_hot_callee, 0, 0, 0, NULL,
	  "leave to GCC a cold call whose callee has a hot call site and a hot call in its body, where GCC keeps it out itself (default off)" },
	{ "leave-merged-callee", OPT_FLAG, &pgoipo_opts.leave_merged_callee, 0, 0, 1, NULL,
	  "under -flto, leave-hot-callee for a cold call of a body merged from several units' copies (ipa-icf's of a static function, C++ inline functions; default on)" },
	{ "leave-declared-inline", OPT_FLAG, &pgoipo_opts.leave_declared_inline, 0, 0, 0, NULL,
	  "keep no cold call out of line whose callee is declared inline: GCC decides (default off)" },
	{ "leave-last-call", OPT_FLAG, &pgoipo_opts.leave_last_call, 0, 0, 1, NULL,
	  "in a function the training run never entered, keep no cold call out of line that is its static callee's last one (every other site hot): GCC decides (default on)" },
	{ "leave-hot-body", OPT_FLAG, &pgoipo_opts.leave_hot_body, 0, 0, 1, NULL,
	  "leave to GCC a cold site that is the last call of a callee whose body ran hot, where it runs on at least half its caller's entries (default on)" },
	{ "guess-drained", OPT_FLAG, &pgoipo_opts.guess_drained, 0, 0, 1, NULL,
	  "a looping callee whose training count pgoipo's copies took, and whose body stays, keeps its training counts' shape as GCC's estimate and is compiled for speed, not as never run (default on)" },
	{ "leave-drain", OPT_FLAG, &pgoipo_opts.leave_drain, 0, 0, 0, NULL,
	  "force no hot call whose copy would leave its callee's body, which another call still reaches, with a cold count: GCC decides (default off)" },
	{ "inline", OPT_FLAG, &pgoipo_opts.inlining, 0, 0, 1, NULL,
	  "inline hot call sites over GCC's limits, keep cold ones out of line (default on)" },
	{ "inline-hot", OPT_UINT, &pgoipo_opts.inline_hot, 0, 1000000, 3000, "COST",
	  "inline a hot site if its cost is below COST (5 per instruction; default 3000)" },
	{ "inline-cold", OPT_UINT, &pgoipo_opts.inline_cold, 0, 1000000, 45, "COST",
	  "keep a cold site out of line if its cost is at least COST (default 45)" },
	{ "inline-share", OPT_UINT, &pgoipo_opts.inline_share, 0, 100, 0, "PCT",
	  "force a hot site only if it has PCT% of the callee's calls (default 0: off)" },
	{ "inline-copies", OPT_UINT, &pgoipo_opts.inline_copies, 0, 1000, 0, "PCT",
	  "price the k-th forced copy of one callee in a unit at its cost times 1 + (k-1)*PCT/100 against inline-hot's budget, hottest sites first (default 0: off)" },
	{ "inline-promoted", OPT_UINT, &pgoipo_opts.inline_promoted, 0, 1000000, 0, "COST",
	  "force a hot promoted site (a guarded target of an indirect call) only if its cost is below COST (default 0: off, inline-hot's budget)" },
	{ "inline-promoted-gain", OPT_UINT, &pgoipo_opts.inline_promoted_gain, 0, 100, 10, "PCT",
	  "force a hot promoted site only if inlining it saves PCT% of the call's estimated time (default 10; 0: off)" },
	{ "inline-gain", OPT_UINT, &pgoipo_opts.inline_gain, 0, 100, 0, "PCT",
	  "force a hot direct site only if inlining it saves PCT% of the call's estimated time (default 0: off)" },
	{ "inline-rare", OPT_UINT, &pgoipo_opts.inline_rare, 0, 100, 1, "PCT",
	  "force a hot site that runs on fewer than PCT% of its caller's entries only if inlining it does not more than double the caller (default 1; 0: off)" },
	{ "inline-gain-loop", OPT_UINT, &pgoipo_opts.inline_gain_loop, 0, 100, 5, "PCT",
	  "force a hot direct site whose callee and caller loop only if inlining it saves PCT% of the call's estimated time (default 5; 0: off)" },
	{ "inline-gain-large", OPT_UINT, &pgoipo_opts.inline_gain_large, 0, 100, 2, "PCT",
	  "force a hot direct site on under half its caller's entries that would more than double the caller only if inlining it saves PCT% of the call's estimated time (default 2; 0: off)" },
	{ "inline-growth", OPT_UINT, &pgoipo_opts.inline_growth, 0, 1000, 20, "PCT",
	  "pgoipo's inlining may grow the unit by PCT% at most (default 20)" },
	{ "inline-footprint", OPT_UINT, &pgoipo_opts.inline_footprint, 0, 1000, 25, "PCT",
	  "pgoipo's inlining may grow the unit's hot code by PCT% at most, hottest sites first (default 25; 0: no cap)" },
	{ "inline-footprint-floor", OPT_UINT, &pgoipo_opts.inline_footprint_floor, 0, 1000000,
	  EXT_INLINE_FLOOR_UNSET, "N",
	  "inline-footprint counts a unit's hot code as at least N size units (default: --param large-unit-insns)" },
};

#define N_OPTS (sizeof opt_table / sizeof opt_table[0])

/* "where" is the option as the user wrote it, for messages. */
static bool set_option(const char *key, const char *value, const char *where)
{
	bool negated = false;
	const struct opt_desc *d = NULL;

	if (!strncmp(key, "no-", 3)) {
		negated = true;
		key += 3;
	}
	for (size_t i = 0; i < N_OPTS; i++)
		if (!strcmp(opt_table[i].key, key))
			d = &opt_table[i];
	if (!d || (negated && d->kind != OPT_FLAG)) {
		error("unknown option %qs (see %<-fplugin-arg-%s-help%>)", where, pgoipo_plugin_name);
		return false;
	}
	switch (d->kind) {
	case OPT_FLAG:
		if (value) {
			error("option %qs takes no value", where);
			return false;
		}
		*(bool *)d->field = !negated;
		return true;
	case OPT_STRING:
		if (!value || !*value) {
			error("option %qs needs a value (%s)", where, d->arg);
			return false;
		}
		*(const char **)d->field = xstrdup(value);
		return true;
	case OPT_LIST: {
		const char **list = (const char **)d->field;
		if (!value || !*value) {
			error("option %qs needs a value (%s)", where, d->arg);
			return false;
		}
		*list = *list ? concat(*list, ",", value, NULL) : xstrdup(value);
		return true;
	}
	case OPT_UINT: {
		char *end;
		unsigned long v;
		if (!value || !*value) {
			error("option %qs needs a value (%s)", where, d->arg);
			return false;
		}
		errno = 0;
		v = strtoul(value, &end, 10);
		if (*end || errno || value[0] == '-' || v < d->min || v > d->max) {
			error("bad value in %qs: expected an integer from %lu to %lu", where, d->min, d->max);
			return false;
		}
		*(unsigned *)d->field = (unsigned)v;
		return true;
	}
	}
	return false;
}

static bool parse_environment(void)
{
	const char *env = getenv("PGOIPO_OPTIONS");
	bool ok = true;

	if (!env)
		return true;
	char *copy = xstrdup(env);
	for (char *word = strtok(copy, " \t\n"); word; word = strtok(NULL, " \t\n")) {
		char *eq = strchr(word, '=');
		char *where = concat("PGOIPO_OPTIONS: ", word, NULL);
		if (eq)
			*eq = '\0';
		ok &= set_option(word, eq ? eq + 1 : NULL, where);
		free(where);
	}
	free(copy);
	return ok;
}

static void set_defaults(void)
{
	for (size_t i = 0; i < N_OPTS; i++) {
		if (opt_table[i].kind == OPT_FLAG)
			*(bool *)opt_table[i].field = opt_table[i].def;
		else if (opt_table[i].kind == OPT_UINT)
			*(unsigned *)opt_table[i].field = opt_table[i].def;
	}
}

bool pgoipo_parse_options(int argc, struct plugin_argument *argv)
{
	set_defaults();
	bool ok = parse_environment();

	for (int i = 0; i < argc; i++) {
		char *where = argv[i].value
			? concat("-fplugin-arg-", pgoipo_plugin_name, "-", argv[i].key, "=", argv[i].value, NULL)
			: concat("-fplugin-arg-", pgoipo_plugin_name, "-", argv[i].key, NULL);
		ok &= set_option(argv[i].key, argv[i].value, where);
		free(where);
	}
	return ok;
}

const char *pgoipo_help(void)
{
	static char *text;

	if (text)
		return text;
	text = xstrdup("pgoipo: profile-guided interprocedural optimization for -fprofile-use builds.\n"
		       "Options (-fplugin-arg-pgoipo-KEY[=VALUE]; flags also as no-KEY;\n"
		       "the same words may be given in PGOIPO_OPTIONS):\n");
	for (size_t i = 0; i < N_OPTS; i++) {
		const struct opt_desc *d = &opt_table[i];
		char *left = d->arg ? concat(d->key, "=", d->arg, NULL) : xstrdup(d->key);
		/* two spaces at least between the columns (scripts/mkman splits
		 * there), also after a name longer than the first column */
		char *line = xasprintf("  %-26s%s %s\n", left, strlen(left) >= 26 ? " " : "",
				       d->help);
		char *joined = concat(text, line, NULL);
		free(text);
		free(line);
		free(left);
		text = joined;
	}
	return text;
}
