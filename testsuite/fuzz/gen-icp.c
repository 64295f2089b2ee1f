/* gen-icp — random C programs full of indirect calls, for differential
 * testing of pgoipo (Theorem 20.10.7: no decision may change what a program
 * prints).  Built and driven by scripts/fuzz-icp; not part of make.
 *
 *   gen-icp SEED DIR [MUTATION]
 *                        writes DIR/u0.c (main), DIR/u1.c, DIR/u2.c, DIR/fz.h;
 *                        with MUTATION, the same program changed a little
 *
 * What a program has, all chosen from SEED:
 * - functions of two signatures spread over three units: public ones,
 *   static ones (reachable from other units only through a getter), some
 *   noinline, some calling functions defined before them;
 * - tables of function pointers, filled at run time in a unit that may not
 *   declare the functions its entries point to in the calling unit;
 * - call sites in hot loops of main and of driver functions in the other
 *   units, through tables, through a struct field and through a callback
 *   parameter ("apply"), with target mixes that depend on the input mode,
 *   so that a profile trained on one mode is wrong for the others.
 * All arithmetic is on unsigned long (no undefined behaviour); every loop is
 * bounded; main prints checksums after each phase.
 *
 *   ./prog MODE N        MODE 0..3, N iterations of each phase */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXF 16
#define MAXT 4
#define NUNITS 3

static unsigned long long rng_state;

static unsigned rnd(unsigned n)
{
	rng_state = rng_state * 6364136223846793005ULL + 1442695040888963407ULL;
	return n ? (unsigned)((rng_state >> 33) % n) : 0;
}

struct fn {
	int sig;    /* 1: ul(ul), 2: ul(ul, ul) */
	int unit;
	int is_static;
	int noinline;
	int callee; /* a function defined before it that it calls, or -1 */
};

struct table {
	int sig, unit, size;
	int entry[8];
};

static struct fn fns[MAXF];
static int renamed[MAXF];

/* Function F's name: fN, or fN_v2 once a mutation renamed it. */
static const char *fname(int f)
{
	static char buf[4][16];
	static unsigned next;
	char *b = buf[next++ % 4];

	snprintf(b, sizeof buf[0], renamed[f] ? "f%d_v2" : "f%d", f);
	return b;
}
static struct table tabs[MAXT];
static int nfns, ntabs;
static FILE *out[NUNITS];

static void emit(int unit, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vfprintf(out[unit], fmt, ap);
	va_end(ap);
}

/* A random expression over the parameters a (and b) and the constant pool. */
static void expr(int unit, int sig, int depth)
{
	static const char *ops[] = { "+", "-", "*", "^", "+", "|", "*", "&" };
	unsigned k = rnd(depth > 2 ? 3 : 12);

	if (k == 6 && (depth > 0 || rnd(2)))
		k = 3;
	if (k > 7)
		k = 3 + k % 3;

	if (k == 0)
		emit(unit, "a");
	else if (k == 1)
		emit(unit, sig == 2 ? "b" : "(a >> %u)", 1 + rnd(7));
	else if (k == 2)
		emit(unit, "%luUL", (unsigned long)rnd(100000) + 1);
	else if (k == 6) {
		emit(unit, "(");
		expr(unit, sig, depth + 1);
		emit(unit, ") / ((");
		expr(unit, sig, depth + 1);
		emit(unit, ") | 1UL)");
	} else if (k == 7) {
		emit(unit, "((");
		expr(unit, sig, depth + 1);
		emit(unit, ") >> %u)", 1 + rnd(40));
	} else {
		emit(unit, "(");
		expr(unit, sig, depth + 1);
		emit(unit, " %s ", ops[rnd(8)]);
		expr(unit, sig, depth + 1);
		emit(unit, ")");
	}
}

static const char *params(int sig)
{
	return sig == 1 ? "unsigned long a" : "unsigned long a, unsigned long b";
}

static const char *type(int sig)
{
	return sig == 1 ? "fn1" : "fn2";
}

static void declare(int unit, int f)
{
	emit(unit, "unsigned long %s(%s);\n", fname(f), params(fns[f].sig));
}

static void define_function(int f)
{
	struct fn *p = &fns[f];
	int u = p->unit;

	emit(u, "%s%sunsigned long %s(%s)\n{\n\tunsigned long r = ", p->is_static ? "static " : "",
	     p->noinline ? "__attribute__((noinline)) " : "", fname(f), params(p->sig));
	expr(u, p->sig, 0);
	emit(u, ";\n");
	if (rnd(3) == 0)
		emit(u, "\tfor (unsigned long k = 0; k < (a & 3UL); k++)\n\t\tr = r * 31UL + k;\n");
	if (rnd(3) == 0)
		emit(u, "\tfz_state += r & 7UL;\n");
	if (p->callee >= 0)
		emit(u, "\tif (r & 1UL)\n\t\tr ^= %s(r >> 3%s);\n", fname(p->callee),
		     fns[p->callee].sig == 2 ? ", a" : "");
	emit(u, "\treturn r;\n}\n");
	if (p->is_static)
		emit(u, "%s get_f%d(void) { return %s; }\n", type(p->sig), f, fname(f));
	emit(u, "\n");
}

/* The expression that picks an entry of a table of SIZE: its mix depends on
 * the mode (skewed to entry 0, uniform, skewed to the last entry, one entry
 * only), and within a mode on i. */
static void pick(int unit, int size, unsigned salt)
{
	emit(unit, "fz_pick(mode, i * %uUL + %uUL, %d)", 2 * rnd(1000) + 1, salt, size);
}

static void call_site(int unit, int t, unsigned salt, const char *ind)
{
	struct table *tb = &tabs[t];
	unsigned how = rnd(3);

	if (how == 0 || tb->sig == 2) {
		emit(unit, "%sacc = acc * 1099511628211UL ^ t%d[", ind, t);
		pick(unit, tb->size, salt);
		emit(unit, tb->sig == 1 ? "](acc + i);\n" : "](acc, i);\n");
	} else if (how == 1) {
		emit(unit, "%s{\n%s\tstruct fz_op op = { t%d[", ind, ind, t);
		pick(unit, tb->size, salt);
		emit(unit, "], %u };\n%s\tacc = acc * 31UL + op.fn(acc ^ op.k);\n%s}\n", rnd(50), ind, ind);
	} else {
		emit(unit, "%sacc = (acc << 7 | acc >> 57) + fz_apply%d(t%d[", ind, rnd(2) + 1, t);
		pick(unit, tb->size, salt);
		emit(unit, "], acc + i);\n");
	}
}

int main(int argc, char **argv)
{
	char path[4096];

	if (argc != 3 && argc != 4) {
		fprintf(stderr, "usage: gen-icp SEED DIR [MUTATION]\n");
		return 2;
	}
	rng_state = strtoull(argv[1], NULL, 10) * 2654435761ULL + 1;
	for (int u = 0; u < NUNITS; u++) {
		snprintf(path, sizeof path, "%s/u%d.c", argv[2], u);
		if (!(out[u] = fopen(path, "w"))) {
			perror(path);
			return 1;
		}
		emit(u, "/* gen-icp %s, unit %d */\n#include \"fz.h\"\n\n", argv[1], u);
	}
	snprintf(path, sizeof path, "%s/fz.h", argv[2]);
	FILE *h = fopen(path, "w");
	if (!h) {
		perror(path);
		return 1;
	}

	/* A third of the programs keep their functions with main, where the
	 * promoted targets can be inlined and hot loops lose their calls (what
	 * pgoipo-unroll wants). */
	int with_main = rnd(3) == 0;
	nfns = 5 + rnd(MAXF - 4);
	for (int f = 0; f < nfns; f++) {
		fns[f].sig = 1 + rnd(2);
		fns[f].unit = with_main ? 0 : (int)rnd(NUNITS);
		fns[f].is_static = rnd(5) == 0;
		fns[f].noinline = rnd(4) == 0;
		fns[f].callee = -1;
		if (f > 0 && rnd(3) == 0) {
			int c = rnd(f);
			if (!fns[c].is_static || fns[c].unit == fns[f].unit)
				fns[f].callee = c;
		}
	}
	/* Every signature has at least one function. */
	fns[0].sig = 1;
	fns[1].sig = 2;
	ntabs = 1 + rnd(MAXT);
	for (int t = 0; t < ntabs; t++) {
		tabs[t].sig = t < 2 ? t + 1 : 1 + (int)rnd(2);
		tabs[t].unit = rnd(NUNITS);
		tabs[t].size = 1 + rnd(8);
		for (int e = 0; e < tabs[t].size; e++) {
			int f;
			do
				f = rnd(nfns);
			while (fns[f].sig != tabs[t].sig);
			tabs[t].entry[e] = f;
		}
	}

	/* The program changed after its training run (MUTATION given): a third
	 * of the functions renamed, half of the table slots pointing elsewhere;
	 * bodies and call sites stay, so most profile records still match. */
	if (argc > 3) {
		unsigned long long saved = rng_state;
		rng_state = strtoull(argv[1], NULL, 10) * 7919ULL + strtoull(argv[3], NULL, 10);
		for (int f = 0; f < nfns; f++)
			renamed[f] = rnd(3) == 0;
		for (int t = 0; t < ntabs; t++)
			for (int e = 0; e < tabs[t].size; e++) {
				int f = rnd(nfns);
				if (rnd(2) == 0 && fns[f].sig == tabs[t].sig)
					tabs[t].entry[e] = f;
			}
		rng_state = saved;
	}
	fprintf(h, "typedef unsigned long (*fn1)(unsigned long);\n"
		   "typedef unsigned long (*fn2)(unsigned long, unsigned long);\n"
		   "struct fz_op { fn1 fn; unsigned long k; };\n"
		   "extern unsigned long fz_state;\n"
		   "unsigned fz_pick(int mode, unsigned long x, unsigned size);\n"
		   "unsigned long fz_apply1(fn1 f, unsigned long x);\n"
		   "unsigned long fz_apply2(fn1 f, unsigned long x);\n");
	for (int t = 0; t < ntabs; t++)
		fprintf(h, "extern %s t%d[%d];\nvoid init_t%d(void);\n", type(tabs[t].sig), t,
			tabs[t].size, t);
	for (int u = 1; u < NUNITS; u++)
		fprintf(h, "unsigned long drive%d(int mode, unsigned long n, unsigned long acc);\n", u);
	fclose(h);

	/* Declarations a unit needs: the public functions it calls directly;
	 * the getters of static functions in other units (not in fz.h, so that
	 * the calling unit of a table never sees its targets). */
	for (int f = 0; f < nfns; f++) {
		int c = fns[f].callee;
		if (c >= 0 && fns[c].unit != fns[f].unit)
			declare(fns[f].unit, c);
	}
	for (int u = 0; u < NUNITS; u++)
		emit(u, "\n");
	/* Functions before their callers in a unit (callee < f). */
	for (int f = 0; f < nfns; f++)
		define_function(f);

	/* Tables and their run-time initialisation. */
	for (int t = 0; t < ntabs; t++) {
		struct table *tb = &tabs[t];
		int u = tb->unit;
		emit(u, "%s t%d[%d];\n", type(tb->sig), t, tb->size);
		for (int e = 0; e < tb->size; e++) {
			int f = tb->entry[e];
			if (fns[f].unit != u && fns[f].is_static)
				emit(u, "%s get_f%d(void);\n", type(fns[f].sig), f);
			else if (fns[f].unit != u)
				declare(u, f);
		}
		emit(u, "void init_t%d(void)\n{\n", t);
		for (int e = 0; e < tb->size; e++) {
			int f = tb->entry[e];
			if (fns[f].is_static && fns[f].unit != u)
				emit(u, "\tt%d[%d] = get_f%d();\n", t, e, f);
			else
				emit(u, "\tt%d[%d] = %s;\n", t, e, fname(f));
		}
		emit(u, "}\n\n");
	}

	/* Unit 1 and 2: apply functions and drivers with their own sites. */
	emit(1, "unsigned long fz_apply1(fn1 f, unsigned long x) { return f(x) + 3UL; }\n\n");
	emit(2, "__attribute__((noinline)) unsigned long fz_apply2(fn1 f, unsigned long x)\n"
		"{\n\treturn f(x ^ 5UL) - 1UL;\n}\n\n");
	for (int u = 1; u < NUNITS; u++) {
		emit(u, "unsigned long drive%d(int mode, unsigned long n, unsigned long acc)\n{\n"
			"\tfor (unsigned long i = 0; i < n; i++) {\n", u);
		int sites = 1 + rnd(3);
		for (int s = 0; s < sites; s++)
			call_site(u, rnd(ntabs), rnd(1000), "\t\t");
		emit(u, "\t}\n\treturn acc;\n}\n\n");
	}

	/* Unit 0: the mode-dependent picker and main. */
	emit(0, "unsigned long fz_state;\n\n"
		"unsigned fz_pick(int mode, unsigned long x, unsigned size)\n{\n"
		"\tx = x * 0x9e3779b97f4a7c15UL;\n\tx ^= x >> 29;\n"
		"\tunsigned r = (unsigned)(x %% 100UL);\n"
		"\tswitch (mode) {\n"
		"\tcase 0: return r < 80 ? 0 : (unsigned)(x >> 40) %% size;\n"
		"\tcase 1: return (unsigned)(x >> 40) %% size;\n"
		"\tcase 2: return r < 70 ? size - 1 : r < 90 ? size / 2 : 0;\n"
		"\tdefault: return size > 2 ? 2 : 0;\n\t}\n}\n\n"
		"#include <stdio.h>\n#include <stdlib.h>\n\n"
		"int main(int argc, char **argv)\n{\n"
		"\tint mode = argc > 1 ? atoi(argv[1]) : 0;\n"
		"\tunsigned long n = argc > 2 ? strtoul(argv[2], 0, 10) : 1000, acc = 1;\n\n");
	for (int t = 0; t < ntabs; t++)
		emit(0, "\tinit_t%d();\n", t);
	int phases = 1 + rnd(3);
	for (int p = 0; p < phases; p++) {
		emit(0, "\tfor (unsigned long i = 0; i < n; i++) {\n");
		int sites = 1 + rnd(3);
		for (int s = 0; s < sites; s++) {
			if (rnd(4) == 0) {
				emit(0, "\t\tfor (unsigned long j = 0; j < (i & 3UL) + 1; j++)\n");
				call_site(0, rnd(ntabs), rnd(1000), "\t\t\t");
			} else {
				call_site(0, rnd(ntabs), rnd(1000), "\t\t");
			}
		}
		emit(0, "\t}\n\tprintf(\"phase %d %%lu %%lu\\n\", acc, fz_state);\n", p);
	}
	emit(0, "\tacc = drive1(mode, n, acc);\n\tprintf(\"drive1 %%lu %%lu\\n\", acc, fz_state);\n"
		"\tacc = drive2(mode, n / 2, acc);\n\tprintf(\"drive2 %%lu %%lu\\n\", acc, fz_state);\n"
		"\treturn 0;\n}\n");
	for (int u = 0; u < NUNITS; u++)
		if (fclose(out[u])) {
			perror("gen-icp");
			return 1;
		}
	return 0;
}
