/* cgprofile.c — see cgprofile.h. */
#include "cgprofile.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Record kinds, in the order a unit lists them. */
enum { REC_FUNC, REC_DEF, REC_EDGE, REC_ICALL };

struct rec {
	int kind;
	char *a, *b;		/* func/def: a = symbol; edge: a -> b; icall: a */
	uint32_t id;		/* def, icall */
	uint64_t count;		/* func, edge, icall */
};

struct ext_cgprofile_unit {
	char *source;
	struct rec *recs;
	size_t n, cap;
	char error[256];	/* first problem; "" while all is well */
};

static uint64_t add_sat(uint64_t a, uint64_t b)
{
	return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

static void unit_failed(struct ext_cgprofile_unit *u, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void unit_failed(struct ext_cgprofile_unit *u, const char *fmt, ...)
{
	va_list ap;

	if (u->error[0])
		return;		/* keep the first */
	va_start(ap, fmt);
	vsnprintf(u->error, sizeof u->error, fmt, ap);
	va_end(ap);
}

/* A symbol as the grammar has it: no spaces or control bytes. */
static int symbol_ok(const char *s)
{
	if (!*s)
		return 0;
	for (; *s; s++)
		if ((unsigned char)*s <= ' ' || *s == 0x7f)
			return 0;
	return 1;
}

struct ext_cgprofile_unit *ext_cgprofile_unit_new(const char *source)
{
	struct ext_cgprofile_unit *u = calloc(1, sizeof *u);

	if (!u)
		return NULL;
	if (source && *source) {
		u->source = strdup(source);
		if (!u->source) {
			free(u);
			return NULL;
		}
		if (strchr(source, '\n'))
			unit_failed(u, "source name '%s' holds a newline", source);
	}
	return u;
}

static void add(struct ext_cgprofile_unit *u, int kind, const char *a, const char *b, uint32_t id,
		uint64_t count)
{
	struct rec *r;

	if (!u)
		return;
	if (!symbol_ok(a) || (b && !symbol_ok(b))) {
		unit_failed(u, "symbol '%s' is empty or holds a space or control character",
			    symbol_ok(a) ? b : a);
		return;
	}
	if (u->n == u->cap) {
		size_t cap = u->cap ? 2 * u->cap : 64;
		struct rec *recs = realloc(u->recs, cap * sizeof *recs);
		if (!recs) {
			unit_failed(u, "out of memory");
			return;
		}
		u->recs = recs;
		u->cap = cap;
	}
	r = &u->recs[u->n];
	r->kind = kind;
	r->a = strdup(a);
	r->b = b ? strdup(b) : NULL;
	r->id = id;
	r->count = count;
	if (!r->a || (b && !r->b)) {
		free(r->a);
		free(r->b);
		unit_failed(u, "out of memory");
		return;
	}
	u->n++;
}

void ext_cgprofile_add_func(struct ext_cgprofile_unit *u, const char *sym, uint64_t entry_count)
{
	add(u, REC_FUNC, sym, NULL, 0, entry_count);
}

void ext_cgprofile_add_def(struct ext_cgprofile_unit *u, uint32_t id, const char *sym)
{
	add(u, REC_DEF, sym, NULL, id, 0);
}

void ext_cgprofile_add_edge(struct ext_cgprofile_unit *u, const char *caller, const char *callee, uint64_t count)
{
	add(u, REC_EDGE, caller, callee, 0, count);
}

void ext_cgprofile_add_icall(struct ext_cgprofile_unit *u, const char *caller, uint32_t id, uint64_t count)
{
	add(u, REC_ICALL, caller, NULL, id, count);
}

/* The record order of cgprofile.h: kind, then the kind's key fields.  Two
 * records comparing equal are merged. */
static int rec_cmp(const void *x, const void *y)
{
	const struct rec *p = x, *q = y;
	int c;

	if (p->kind != q->kind)
		return p->kind < q->kind ? -1 : 1;
	if (p->kind == REC_DEF && p->id != q->id)
		return p->id < q->id ? -1 : 1;
	c = strcmp(p->a, q->a);
	if (c)
		return c;
	if (p->kind == REC_EDGE)
		return strcmp(p->b, q->b);
	if (p->kind == REC_ICALL && p->id != q->id)
		return p->id < q->id ? -1 : 1;
	return 0;
}

char *ext_cgprofile_unit_text(struct ext_cgprofile_unit *u, size_t *len)
{
	char *text = NULL;
	size_t size = 0, m = 0;
	FILE *f;

	if (!u || u->error[0])
		return NULL;
	if (u->n)
		qsort(u->recs, u->n, sizeof *u->recs, rec_cmp);
	for (size_t i = 0; i < u->n; i++) {
		if (m && rec_cmp(&u->recs[m - 1], &u->recs[i]) == 0) {
			u->recs[m - 1].count = add_sat(u->recs[m - 1].count, u->recs[i].count);
			free(u->recs[i].a);
			free(u->recs[i].b);
		} else {
			u->recs[m++] = u->recs[i];
		}
	}
	u->n = m;

	f = open_memstream(&text, &size);
	if (!f) {
		unit_failed(u, "out of memory");
		return NULL;
	}
	fprintf(f, "pgoipo-cgprofile %d\n", CGP_VERSION);
	if (u->source)
		fprintf(f, "unit %s\n", u->source);
	for (size_t i = 0; i < u->n; i++) {
		const struct rec *r = &u->recs[i];
		switch (r->kind) {
		case REC_FUNC:
			fprintf(f, "func %s %llu\n", r->a, (unsigned long long)r->count);
			break;
		case REC_DEF:
			fprintf(f, "def %u %s\n", (unsigned)r->id, r->a);
			break;
		case REC_EDGE:
			fprintf(f, "edge %s %s %llu\n", r->a, r->b, (unsigned long long)r->count);
			break;
		default:
			fprintf(f, "icall %s %u %llu\n", r->a, (unsigned)r->id,
				(unsigned long long)r->count);
			break;
		}
	}
	if (ferror(f) | fclose(f)) {
		free(text);
		unit_failed(u, "out of memory");
		return NULL;
	}
	if (len)
		*len = size;
	return text;
}

const char *ext_cgprofile_unit_error(const struct ext_cgprofile_unit *u)
{
	return u ? u->error : "out of memory";
}

void ext_cgprofile_unit_free(struct ext_cgprofile_unit *u)
{
	if (!u)
		return;
	for (size_t i = 0; i < u->n; i++) {
		free(u->recs[i].a);
		free(u->recs[i].b);
	}
	free(u->recs);
	free(u->source);
	free(u);
}

/* ---- Reading ----------------------------------------------------------- */

/* Everything the parser knows, passed around explicitly. */
struct parser {
	const char *file, *section;
	unsigned line;
	struct ext_error *err;
};

static int parse_fail(struct parser *p, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static int parse_fail(struct parser *p, const char *fmt, ...)
{
	char why[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(why, sizeof why, fmt, ap);
	va_end(ap);
	return ext_error_set(p->err, "%s(%s):%u: %s", p->file, p->section, p->line, why);
}

/* A decimal field: digits only, at most MAX. */
static int parse_number(struct parser *p, const char *what, const char *s, uint64_t max,
			uint64_t *out)
{
	uint64_t v = 0;
	const char *t = s;

	for (; *t; t++) {
		unsigned d = (unsigned)(*t - '0');
		if (d > 9)
			return parse_fail(p, "%s '%s' is not a decimal number", what, s);
		if (v > (max - d) / 10)
			return parse_fail(p, "%s '%s' does not fit in %d bits", what, s,
					  max == UINT32_MAX ? 32 : 64);
		v = v * 10 + d;
	}
	*out = v;
	return 0;
}

/* A symbol field: bytes 0x21..0x7e or >= 0x80 (space is the separator). */
static int parse_symbol(struct parser *p, const char *s)
{
	for (const unsigned char *c = (const unsigned char *)s; *c; c++)
		if (*c < 0x20 || *c == 0x7f)
			return parse_fail(p, "control character 0x%02x in a symbol", *c);
	return 0;
}

/* Split LINE (a writable copy) at single spaces into at most MAX fields.
 * -1 on an empty field. */
static int split(struct parser *p, char *line, char **field, int max, int *count)
{
	int n = 0;

	for (char *s = line;;) {
		char *sp = strchr(s, ' ');
		if (n < max)
			field[n] = s;
		n++;
		if (sp)
			*sp = 0;
		if (!*s)
			return parse_fail(p, "empty field (two spaces, or a space at an end)");
		if (!sp)
			break;
		s = sp + 1;
	}
	*count = n;
	return 0;
}

static int parse_record(struct parser *p, char *line, const struct ext_cgprofile_handler *h, void *data)
{
	static const struct {
		const char *name;
		int fields;	/* after the keyword */
	} kinds[] = { { "func", 2 }, { "def", 2 }, { "edge", 3 }, { "icall", 3 } };
	char *f[5];
	int n = 0, k;
	uint64_t a = 0, b = 0;

	if (!strncmp(line, "unit ", 5) || !strcmp(line, "unit")) {
		if (!line[4] || !line[5])
			return parse_fail(p, "'unit' needs a source name");
		return h->unit ? h->unit(data, line + 5) : 0;
	}
	if (split(p, line, f, 5, &n) < 0)
		return -1;
	for (k = 0; k < 4; k++)
		if (!strcmp(f[0], kinds[k].name))
			break;
	if (k == 4)
		return parse_fail(p, "unknown record '%s'", f[0]);
	if (n - 1 != kinds[k].fields)
		return parse_fail(p, "'%s' takes %d fields, found %d", f[0], kinds[k].fields, n - 1);
	if (parse_symbol(p, f[k == REC_DEF ? 2 : 1]) < 0 || (k == REC_EDGE && parse_symbol(p, f[2]) < 0))
		return -1;
	switch (k) {
	case REC_FUNC:
		if (parse_number(p, "count", f[2], UINT64_MAX, &a) < 0)
			return -1;
		return h->func ? h->func(data, f[1], a) : 0;
	case REC_DEF:
		if (parse_number(p, "id", f[1], UINT32_MAX, &a) < 0)
			return -1;
		return h->def ? h->def(data, (uint32_t)a, f[2]) : 0;
	case REC_EDGE:
		if (parse_number(p, "count", f[3], UINT64_MAX, &a) < 0)
			return -1;
		return h->edge ? h->edge(data, f[1], f[2], a) : 0;
	default:
		if (parse_number(p, "id", f[2], UINT32_MAX, &a) < 0 ||
		    parse_number(p, "count", f[3], UINT64_MAX, &b) < 0)
			return -1;
		return h->icall ? h->icall(data, f[1], (uint32_t)a, b) : 0;
	}
}

int ext_cgprofile_parse(const char *buf, size_t len, const char *file, const char *section,
	      const struct ext_cgprofile_handler *h, void *data, struct ext_error *err)
{
	struct parser p = { file, section, 0, err };
	const char *end = buf + len, *s = buf;
	char *line = NULL;
	size_t cap = 0;
	int in_unit = 0, ret = -1;

	while (s < end) {
		const char *nl;
		size_t n;

		while (s < end && !*s)
			s++;	/* padding between units */
		if (s == end)
			break;
		p.line++;
		nl = memchr(s, '\n', (size_t)(end - s));
		if (!nl) {
			parse_fail(&p, "missing newline at the end of the section");
			goto out;
		}
		n = (size_t)(nl - s);
		if (memchr(s, 0, n)) {
			parse_fail(&p, "NUL byte inside a line");
			goto out;
		}
		if (n + 1 > cap) {
			char *l = realloc(line, n + 1);
			if (!l) {
				ext_error_set(err, "%s(%s): out of memory", file, section);
				goto out;
			}
			line = l;
			cap = n + 1;
		}
		memcpy(line, s, n);
		line[n] = 0;
		s = nl + 1;

		if (!strncmp(line, "pgoipo-cgprofile ", 17)) {
			if (strcmp(line + 17, "1")) {
				parse_fail(&p, "unsupported version '%s' (pgoipo reads version %d)",
					   line + 17, CGP_VERSION);
				goto out;
			}
			in_unit = 1;
			if (h->header && h->header(data) < 0)
				goto out;
			continue;
		}
		if (!in_unit) {
			parse_fail(&p, "expected 'pgoipo-cgprofile %d', found '%.40s'", CGP_VERSION,
				   line);
			goto out;
		}
		if (!n) {
			parse_fail(&p, "empty line");
			goto out;
		}
		if (parse_record(&p, line, h, data) < 0)
			goto out;
	}
	if (!in_unit) {
		/* the plugin always writes a header: the section was emptied */
		p.line = 1;
		parse_fail(&p, "empty section, expected 'pgoipo-cgprofile %d'", CGP_VERSION);
		goto out;
	}
	ret = 0;
out:
	free(line);
	return ret;
}
