/* orderfile.c — see orderfile.h. */
#include "orderfile.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const format_names[] = { "gold", "lld", "ld-fragment", "ld-script" };

int ext_orderfile_format_from_name(const char *name)
{
	for (int i = 0; i < 4; i++)
		if (!strcmp(name, format_names[i]))
			return i;
	return -1;
}

const char *ext_orderfile_format_name(enum ext_orderfile_format fmt)
{
	return fmt >= OF_GOLD && fmt <= OF_LD_SCRIPT ? format_names[fmt] : "auto";
}

/* ---- Keeping the first of equal keys ------------------------------------- */

struct keyed {
	const char *key, *file;
	size_t index;
};

/* Key, then file (none first), then index. */
static int by_key_then_index(const void *x, const void *y)
{
	const struct keyed *p = x, *q = y;
	int c = strcmp(p->key, q->key);
	if (c)
		return c;
	if (p->file != q->file) {
		if (!p->file || !q->file)
			return p->file ? 1 : -1;
		if ((c = strcmp(p->file, q->file)))
			return c;
	}
	return p->index < q->index ? -1 : p->index > q->index;
}

static int same_key(const struct keyed *p, const struct keyed *q)
{
	return !strcmp(p->key, q->key) &&
	       (p->file == q->file || (p->file && q->file && !strcmp(p->file, q->file)));
}

/* FIRST[i] = 1 when ITEMS[i]'s key (section or symbol; with BY_FILE the
 * section and the file) did not come before.  NULL when out of memory. */
static char *first_of_each(const struct ext_orderfile_item *items, size_t n, int by_section,
			   int by_file)
{
	struct keyed *k = malloc((n ? n : 1) * sizeof *k);
	char *first = calloc(n ? n : 1, 1);

	if (!k || !first) {
		free(k);
		free(first);
		return NULL;
	}
	for (size_t i = 0; i < n; i++) {
		k[i].key = by_section && items[i].section ? items[i].section : items[i].symbol;
		k[i].file = by_file && items[i].section ? items[i].file : NULL;
		k[i].index = i;
	}
	qsort(k, n, sizeof *k, by_key_then_index);
	for (size_t i = 0; i < n; i++)
		if (i == 0 || !same_key(&k[i - 1], &k[i]))
			first[k[i].index] = 1;
	free(k);
	return first;
}

/* ---- gold ------------------------------------------------------------------ */

/* Globs that match ".text.X" for every X that does not start with one of
 * WORDS (whose first letters differ), plus the exact names ".text.P" for the
 * proper prefixes P of each word without its final dot, which no glob
 * matches.  E.g. for "exit.": .text.[!e]*  .text.e  .text.e[!x]*  .text.ex
 * .text.ex[!i]*  .text.exi  .text.exi[!t]*  .text.exit[!.]*  (".text.exit"
 * itself is left to the exit group). */
static void write_rest_globs(FILE *out, const char *const *words, int nwords)
{
	fprintf(out, ".text.[!");
	for (int w = 0; w < nwords; w++)
		fputc(words[w][0], out);
	fprintf(out, "]*\n");
	for (int w = 0; w < nwords; w++) {
		size_t len = strlen(words[w]);
		for (size_t k = 1; k < len; k++) {
			if (k < len - 1)
				fprintf(out, ".text.%.*s\n", (int)k, words[w]);
			fprintf(out, ".text.%.*s[!%c]*\n", (int)k, words[w], words[w][k]);
		}
	}
}

/* Ends the ordered sections of a gold file: what follows is the catch-all. */
#define GOLD_END_MARK "# pgoipo order: end"

/* The names GCC gives the section of function SYM with -ffunction-sections,
 * for functions of a linked program whose input section is unknown. */
static const char *const gcc_prefixes[] = { ".text.hot.", ".text.", ".text.unlikely.", ".text.startup." };
#define N_GCC_PREFIXES (sizeof gcc_prefixes / sizeof gcc_prefixes[0])

/* ITEM's section, or each name GCC may have given it, with SEP between. */
static void write_sections(FILE *out, const struct ext_orderfile_item *item, const char *sep)
{
	if (item->section) {
		fputs(item->section, out);
		return;
	}
	for (size_t p = 0; p < N_GCC_PREFIXES; p++)
		fprintf(out, "%s%s%s", p ? sep : "", gcc_prefixes[p], item->symbol);
}

#define COLD_MARK "# pgoipo order: cold parts"
#define FUNCTIONS_MARK "# pgoipo order: functions"

/* The marker line when ITEM starts or ends a run of cold parts (items
 * before it in *IN_COLD's state). */
static void write_mark(FILE *out, const struct ext_orderfile_item *item, int *in_cold)
{
	if (item->cold_part && !*in_cold)
		fprintf(out, COLD_MARK "\n");
	else if (!item->cold_part && *in_cold)
		fprintf(out, FUNCTIONS_MARK "\n");
	*in_cold = item->cold_part;
}

static int str_cmp(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* ITEM without a known section (a linked program's function, or a COMDAT
 * function), under each name GCC may give its section, one a line, but
 * for the names in the sorted NAMED[0..NNAMED): other items' sections.
 * gold takes the last line of a name, so a repeated name would move that
 * item's section away from its place. */
static void write_gold_names(FILE *out, const struct ext_orderfile_item *item, const char **named,
			     size_t nnamed)
{
	char *name;

	for (size_t p = 0; p < N_GCC_PREFIXES; p++) {
		size_t len = strlen(gcc_prefixes[p]) + strlen(item->symbol) + 1;
		if (!(name = malloc(len)))
			continue;
		snprintf(name, len, "%s%s", gcc_prefixes[p], item->symbol);
		if (!nnamed || !bsearch(&name, named, nnamed, sizeof *named, str_cmp))
			fprintf(out, "%s\n", name);
		free(name);
	}
}

static void write_gold(FILE *out, const struct ext_orderfile_item *items, size_t n, const char *first)
{
	static const char *const cold_words[] = { "exit.", "unlikely." };
	const char **named = malloc((n ? n : 1) * sizeof *named);
	size_t nnamed = 0;
	int in_cold = 0;

	for (size_t i = 0; named && i < n; i++)
		if (first[i] && items[i].section)
			named[nnamed++] = items[i].section;
	if (named)
		qsort(named, nnamed, sizeof *named, str_cmp);
	fprintf(out, "# for ld.gold --section-ordering-file\n");
	for (size_t i = 0; i < n; i++)
		if (first[i]) {
			write_mark(out, &items[i], &in_cold);
			if (items[i].section)
				fprintf(out, "%s\n", items[i].section);
			else
				write_gold_names(out, &items[i], named, nnamed);
		}
	free(named);
	fprintf(out, GOLD_END_MARK "\n"
		     "# gold puts input sections that match no line before the listed ones,\n"
		     "# and with this file it stops grouping hot, startup and unlikely code:\n"
		     "# every other .text section matches one of the lines below (the first\n"
		     "# matching glob wins), in the groups hot, startup, rest, exit, unlikely.\n"
		     ".text.hot\n.text.hot.*\n"
		     ".text.startup\n.text.startup.*\n"
		     ".text\n.gnu.linkonce.t.*\n");
	write_rest_globs(out, cold_words, 2);
	fprintf(out, ".text.exit\n.text.exit.*\n"
		     ".text.unlikely\n.text.unlikely.*\n");
}

/* ---- lld, GNU ld ------------------------------------------------------------ */

static void write_lld(FILE *out, const struct ext_orderfile_item *items, size_t n, const char *first)
{
	int in_cold = 0;

	fprintf(out, "# for ld.lld --symbol-ordering-file\n");
	for (size_t i = 0; i < n; i++)
		if (first[i]) {
			write_mark(out, &items[i], &in_cold);
			fprintf(out, "%s\n", items[i].symbol);
		}
}

/* One input-section description of ITEM: INDENT PREFIX PATTERN(sections). */
static void write_description(FILE *out, const struct ext_orderfile_item *item, const char *indent,
			      const char *prefix, const char *pattern, int len)
{
	fprintf(out, "%s%s%.*s(", indent, prefix, len, pattern);
	write_sections(out, item, " ");
	fprintf(out, ")\n");
}

/* ITEM's object in ld's file patterns, in any directory and as given:
 * "dir/a.o" -> `*` `/a.o` and `[a].o`; "dir/lib.a(m.o)" -> `*` `/lib.a:m.o`
 * and `lib.a:m.o`.  A plain file name (no wildcard, not archive:member)
 * would make ld open that file as one more input: `[a]` matches "a" alone. */
static void write_file_descriptions(FILE *out, const struct ext_orderfile_item *item,
				    const char *indent)
{
	const char *file = item->file, *open = strrchr(file, '('), *end = file + strlen(file);
	const char *base;
	char pat[1024], exact[1040];
	int len, member = open && open > file && end[-1] == ')';

	if (member) {
		for (base = open; base > file && base[-1] != '/'; base--)
			;
		len = snprintf(pat, sizeof pat, "%.*s:%.*s", (int)(open - base), base,
			       (int)(end - open - 2), open + 1);
	} else {
		base = strrchr(file, '/');
		len = snprintf(pat, sizeof pat, "%s", base ? base + 1 : file);
	}
	if (len <= 0 || (size_t)len >= sizeof pat || strpbrk(pat, "*?[]\\()")) {
		write_description(out, item, indent, "", "*", 1);
		return;
	}
	write_description(out, item, indent, "*/", pat, len);
	if (member)
		snprintf(exact, sizeof exact, "%s", pat);
	else
		snprintf(exact, sizeof exact, "[%c]%s", pat[0], pat + 1);
	write_description(out, item, indent, "", exact, (int)strlen(exact));
}

static void write_input_sections(FILE *out, const struct ext_orderfile_item *items, size_t n,
				 const char *first, const char *indent)
{
	for (size_t i = 0; i < n; i++)
		if (first[i] && !items[i].cold_part) {
			if (items[i].file && items[i].section)
				write_file_descriptions(out, &items[i], indent);
			else
				write_description(out, &items[i], indent, "", "*", 1);
		}
}

static void write_ld_fragment(FILE *out, const struct ext_orderfile_item *items, size_t n, const char *first)
{
	fprintf(out, "/* for GNU ld >= 2.43 --section-ordering-file: mapped to the start of .text */\n"
		     ".text : {\n");
	write_input_sections(out, items, n, first, "  ");
	fprintf(out, "}\n");
}

#define SCRIPT_RULE "=================================================="
#define BEGIN_MARK "/* pgoipo order: begin */"
#define END_MARK "/* pgoipo order: end */"

/* The script itself: between the "=====" lines of `ld --verbose`, or all of
 * BASE when there are none.  *LEN receives its length. */
static const char *script_body(const char *base, size_t *len)
{
	const char *a = strstr(base, SCRIPT_RULE "\n"), *b;

	if (!a) {
		*len = strlen(base);
		return base;
	}
	a += sizeof SCRIPT_RULE;
	b = strstr(a, SCRIPT_RULE);
	*len = b ? (size_t)(b - a) : strlen(a);
	return a;
}

/* Just after the '{' (and its line) of the first ".text" output section
 * statement: a line whose first word is ".text" followed by ':' after
 * optional blanks.  NULL when there is none. */
static const char *text_section_body(const char *s, size_t len)
{
	const char *end = s + len;

	for (const char *line = s; line < end;) {
		const char *nl = memchr(line, '\n', (size_t)(end - line));
		const char *p = line;

		while (p < end && (*p == ' ' || *p == '\t'))
			p++;
		if ((size_t)(end - p) > 5 && !strncmp(p, ".text", 5) &&
		    (p[5] == ' ' || p[5] == '\t' || p[5] == ':')) {
			p += 5;
			while (p < end && (*p == ' ' || *p == '\t'))
				p++;
			if (p < end && *p == ':') {
				const char *brace = memchr(p, '{', (size_t)(end - p));
				const char *after;
				if (!brace)
					return NULL;
				after = memchr(brace, '\n', (size_t)(end - brace));
				return after ? after + 1 : end;
			}
		}
		line = nl ? nl + 1 : end;
	}
	return NULL;
}

static int write_ld_script(FILE *out, const struct ext_orderfile_item *items, size_t n, const char *first,
			   const char *comment, const char *base, const char *base_name,
			   struct ext_error *err)
{
	size_t len;
	const char *body = script_body(base, &len);
	const char *at = text_section_body(body, len);

	if (!at)
		return ext_error_set(err, "%s: no '.text' output section in the linker script", base_name);
	fprintf(out, "/* %s */\n/* ld's default script (%s) with the ordered functions at the\n"
		     "   start of .text; link with gcc -Wl,-T,<this file> */\n",
		comment ? comment : "pgoipo order", base_name);
	fwrite(body, 1, (size_t)(at - body), out);
	fprintf(out, "    " BEGIN_MARK "\n");
	write_input_sections(out, items, n, first, "    ");
	fprintf(out, "    " END_MARK "\n");
	fwrite(at, 1, len - (size_t)(at - body), out);
	return 0;
}

int ext_orderfile_write(FILE *out, enum ext_orderfile_format fmt, const struct ext_orderfile_item *items, size_t n,
		    const char *comment, const char *base, const char *base_name,
		    struct ext_error *err)
{
	int ld = fmt == OF_LD_FRAGMENT || fmt == OF_LD_SCRIPT;
	char *first = first_of_each(items, n, fmt != OF_LLD, ld);
	int ret = 0;

	if (!first)
		return ext_error_set(err, "order file: out of memory");
	if (comment && fmt != OF_LD_SCRIPT)
		fprintf(out, fmt == OF_LD_FRAGMENT ? "/* %s */\n" : "# %s\n", comment);
	switch (fmt) {
	case OF_GOLD:
		write_gold(out, items, n, first);
		break;
	case OF_LLD:
		write_lld(out, items, n, first);
		break;
	case OF_LD_FRAGMENT:
		write_ld_fragment(out, items, n, first);
		break;
	case OF_LD_SCRIPT:
		ret = write_ld_script(out, items, n, first, comment, base ? base : "",
				      base_name ? base_name : "base script", err);
		break;
	default:
		ret = ext_error_set(err, "order file: unknown format %d", (int)fmt);
		break;
	}
	free(first);
	if (ret == 0 && ferror(out))
		ret = ext_error_set(err, "order file: write error");
	return ret;
}

/* ---- lld's call-graph profile ----------------------------------------------- */

/* GNU as takes plain names of these characters; others go in quotes. */
static void write_asm_symbol(FILE *out, const char *s)
{
	if (strspn(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.$") ==
	    strlen(s))
		fputs(s, out);
	else
		fprintf(out, "\"%s\"", s);
}

static int by_string(const void *x, const void *y)
{
	return strcmp(*(const char *const *)x, *(const char *const *)y);
}

/* Per edge: two BFD_RELOC_NONE relocations (caller, callee), then the weight. */
static void write_cgprofile_entries(FILE *out, const struct ext_orderfile_edge *edges, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		fprintf(out, "\t.reloc ., BFD_RELOC_NONE, ");
		write_asm_symbol(out, edges[i].caller);
		fprintf(out, "\n\t.reloc ., BFD_RELOC_NONE, ");
		write_asm_symbol(out, edges[i].callee);
		fprintf(out, "\n\t.quad %llu\n", (unsigned long long)edges[i].weight);
	}
}

int ext_orderfile_write_llvm_cgprofile_unit(FILE *out, const struct ext_orderfile_edge *edges, size_t n,
					struct ext_error *err)
{
	if (!n)
		return 0;
	fprintf(out, "\t.pushsection .llvm.call-graph-profile,\"eM\",@0x6fff4c09,8\n");
	write_cgprofile_entries(out, edges, n);
	fprintf(out, "\t.popsection\n");
	if (ferror(out))
		return ext_error_set(err, "call-graph profile: write error");
	return 0;
}

int ext_orderfile_write_llvm_cgprofile(FILE *out, const struct ext_orderfile_edge *edges, size_t n,
				   const char *comment, struct ext_error *err)
{
	const char **syms = malloc((n ? 2 * n : 1) * sizeof *syms);

	if (!syms)
		return ext_error_set(err, "call-graph profile: out of memory");
	if (comment)
		fprintf(out, "# %s\n", comment);
	fprintf(out, "# for ld.lld (--call-graph-profile-sort): assemble with as, link the object\n");
	/* Without edges, no section: lld warns about one without relocations. */
	if (n)
		fprintf(out, "\t.section .llvm.call-graph-profile,\"eM\",@0x6fff4c09,8\n");
	for (size_t i = 0; i < n; i++) {
		syms[2 * i] = edges[i].caller;
		syms[2 * i + 1] = edges[i].callee;
	}
	qsort(syms, 2 * n, sizeof *syms, by_string);
	for (size_t i = 0; i < 2 * n; i++)
		if (i == 0 || strcmp(syms[i - 1], syms[i])) {
			fprintf(out, "\t.weak ");
			write_asm_symbol(out, syms[i]);
			fputc('\n', out);
		}
	write_cgprofile_entries(out, edges, n);
	fprintf(out, "\t.section .note.GNU-stack,\"\",@progbits\n");
	free(syms);
	if (ferror(out))
		return ext_error_set(err, "call-graph profile: write error");
	return 0;
}

/* ---- Reading orders back ---------------------------------------------------- */

const char *ext_orderfile_section_function(const char *section)
{
	static const char *const prefixes[] = {
		".text.hot.", ".text.unlikely.", ".text.startup.", ".text.exit.", ".text.split.",
		".text.",
	};

	/* GCC's sections shared by the functions of one unit compiled
	 * without -ffunction-sections hold no one function. */
	static const char *const shared[] = { ".text.hot", ".text.unlikely", ".text.startup",
					      ".text.exit", ".text.split" };

	for (size_t i = 0; i < sizeof shared / sizeof shared[0]; i++)
		if (!strcmp(section, shared[i]))
			return NULL;
	for (size_t i = 0; i < sizeof prefixes / sizeof prefixes[0]; i++) {
		size_t len = strlen(prefixes[i]);
		if (!strncmp(section, prefixes[i], len) && section[len])
			return section + len;
	}
	return NULL;
}

static int is_glob(const char *s)
{
	return strpbrk(s, "*?[") != NULL;
}

static char *trim(char *s)
{
	char *e;

	while (*s == ' ' || *s == '\t' || *s == '\r')
		s++;
	e = s + strlen(s);
	while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r'))
		*--e = 0;
	return s;
}

/* Append NAME unless it is the last name: the names a linked program's
 * function may have (.text.hot.foo .text.foo ...) stand for it once. */
static int add_name(char ***names, size_t *n, size_t *cap, char *name)
{
	if (*n && !strcmp((*names)[*n - 1], name))
		return 0;
	if (*n == *cap) {
		size_t c = *cap ? 2 * *cap : 64;
		char **p = realloc(*names, c * sizeof *p);
		if (!p)
			return -1;
		*names = p;
		*cap = c;
	}
	(*names)[(*n)++] = name;
	return 0;
}

/* The section names of the input-section descriptions `FILE(a b)` in
 * [S, END) (FILE: `*`, or an object's pattern), comments skipped. */
static int parse_script_sections(char *s, char *end, char ***names, size_t *n, size_t *cap)
{
	for (; s < end; s++) {
		char *close;
		if (s[0] == '/' && s[1] == '*') {
			char *e = strstr(s + 2, "*/");
			if (!e || e >= end)
				break;
			s = e + 1;
			continue;
		}
		if (*s != '(')
			continue;
		close = strchr(s, ')');
		if (!close || close > end)
			break;
		*close = 0;
		for (char *tok = strtok(s + 1, " \t\n"); tok; tok = strtok(NULL, " \t\n")) {
			const char *fn = is_glob(tok) ? NULL : ext_orderfile_section_function(tok);
			if (fn && add_name(names, n, cap, (char *)fn) < 0)
				return -1;
		}
		s = close;
	}
	return 0;
}

static enum ext_orderfile_format detect(const char *buf)
{
	const char *p = buf;

	if (strstr(buf, BEGIN_MARK))
		return OF_LD_SCRIPT;
	/* The first line that is not blank or a comment. */
	while (*p) {
		p += strspn(p, " \t\r\n");
		if (*p == '#') {
			p += strcspn(p, "\n");
			continue;
		}
		if (!strncmp(p, "/*", 2)) {
			const char *e = strstr(p, "*/");
			p = e ? e + 2 : p + strlen(p);
			continue;
		}
		break;
	}
	if (!strncmp(p, ".text", 5)) {
		p += 5 + strspn(p + 5, " \t");
		return *p == ':' ? OF_LD_FRAGMENT : OF_GOLD;
	}
	return *p == '.' ? OF_GOLD : OF_LLD;
}

int ext_orderfile_parse(const char *buf, size_t len, const char *name, enum ext_orderfile_format *fmt,
		    char ***names, size_t *n, char **store, struct ext_error *err)
{
	size_t cap = 0;
	int in_cold = 0;
	char *s = malloc(len + 1);

	*names = NULL;
	*n = 0;
	*store = s;
	if (!s)
		return ext_error_set(err, "%s: out of memory", name);
	memcpy(s, buf, len);
	s[len] = 0;
	if (strlen(s) != len)
		return ext_error_set(err, "%s: not a text file", name);
	if (*fmt == OF_AUTO)
		*fmt = detect(s);

	if (*fmt == OF_LD_SCRIPT || *fmt == OF_LD_FRAGMENT) {
		char *from = s, *to = s + len;
		if (*fmt == OF_LD_SCRIPT) {
			from = strstr(s, BEGIN_MARK);
			to = from ? strstr(from, END_MARK) : NULL;
			if (!from || !to)
				return ext_error_set(err, "%s: no '%s' ... '%s' in the script", name,
						BEGIN_MARK, END_MARK);
		}
		if (parse_script_sections(from, to, names, n, &cap) < 0)
			return ext_error_set(err, "%s: out of memory", name);
		return 0;
	}
	for (char *line = s, *next, *cold = NULL; line && *line; line = next) {
		char *t;
		next = strchr(line, '\n');
		if (next)
			*next++ = 0;
		t = trim(line);
		if (*fmt == OF_GOLD && !strcmp(t, GOLD_END_MARK))
			break;
		if (!strcmp(t, COLD_MARK) || !strcmp(t, FUNCTIONS_MARK))
			in_cold = !strcmp(t, COLD_MARK);
		if (!*t || *t == '#')
			continue;
		if (*fmt == OF_GOLD) {
			const char *fn = is_glob(t) ? NULL : ext_orderfile_section_function(t);
			if (!fn)
				continue;
			if (in_cold) {
				/* .text.unlikely.F holds F.cold: written over the
				 * line's own text, which is longer by 10 bytes. */
				cold = t;
				memmove(cold, fn, strlen(fn));
				strcpy(cold + strlen(fn), ".cold");
				fn = cold;
			}
			t = (char *)fn;
		}
		if (add_name(names, n, &cap, t) < 0)
			return ext_error_set(err, "%s: out of memory", name);
	}
	return 0;
}
