/* dumps.c — see dumps.h. */
#include "dumps.h"

#include "dumpline.h"
#include "files.h"

#include <stdlib.h>
#include <string.h>

/* The decisions with a count, per pass (dumps.h). */
static const struct {
	const char *pass, *kind;
} DECISION_KINDS[] = {
	{ "icp", "promote" }, { "icp", "refuse" },	   { "keep", "keep" },
	{ "guards", "guard" }, { "guards", "drop" },	   { "inline", "inline" },
	{ "inline", "keep-out" }, { "inline", "refuse" }, { "inline", "leave" },
	{ "lean", "keep" },	  { "lean", "lean" },	   { "unroll", "unroll" },
	{ "unroll", "skip" },
};

/* The fields counted by value, and the one that says why, in this order. */
static const char *const TALLY_FIELDS[] = { "reason", "by", "where", "class", "result" };
#define N_TALLY_FIELDS (sizeof TALLY_FIELDS / sizeof TALLY_FIELDS[0])

/* ---- strings: an arena and an intern table ------------------------------- */

struct block {
	struct block *next;
	size_t used, size;
	char data[];
};

struct store {
	struct block *blocks;
	const char **slots;		/* interned strings, open addressing */
	size_t nslots, n;
};

static uint64_t hash_bytes(const char *s, size_t len)
{
	uint64_t h = 1469598103934665603ull;	/* FNV-1a */

	for (size_t i = 0; i < len; i++) {
		h ^= (unsigned char)s[i];
		h *= 1099511628211ull;
	}
	return h;
}

static char *store_alloc(struct store *st, size_t len)
{
	struct block *b = st->blocks;

	if (!b || b->size - b->used < len) {
		size_t size = len > 65536 ? len : 65536;
		if (!(b = malloc(sizeof *b + size)))
			return NULL;
		b->next = st->blocks;
		b->used = 0;
		b->size = size;
		st->blocks = b;
	}
	b->used += len;
	return b->data + b->used - len;
}

/* The one copy of S[0..LEN); NULL when out of memory. */
static const char *intern(struct store *st, const char *s, size_t len)
{
	size_t i;
	char *copy;

	if (2 * (st->n + 1) > st->nslots) {
		size_t nslots = st->nslots ? 2 * st->nslots : 1024;
		const char **slots = calloc(nslots, sizeof *slots);
		if (!slots)
			return NULL;
		for (size_t k = 0; k < st->nslots; k++) {
			const char *t = st->slots[k];
			if (!t)
				continue;
			for (i = hash_bytes(t, strlen(t)) & (nslots - 1); slots[i]; i = (i + 1) & (nslots - 1))
				;
			slots[i] = t;
		}
		free(st->slots);
		st->slots = slots;
		st->nslots = nslots;
	}
	for (i = hash_bytes(s, len) & (st->nslots - 1); st->slots[i]; i = (i + 1) & (st->nslots - 1))
		if (!strncmp(st->slots[i], s, len) && !st->slots[i][len])
			return st->slots[i];
	if (!(copy = store_alloc(st, len + 1)))
		return NULL;
	memcpy(copy, s, len);
	copy[len] = 0;
	st->n++;
	return st->slots[i] = copy;
}

static void store_free(struct store *st)
{
	while (st->blocks) {
		struct block *next = st->blocks->next;
		free(st->blocks);
		st->blocks = next;
	}
	free(st->slots);
	free(st);
}

/* ---- a map from keys of interned pointers to indices ---------------------- */

struct ptrkey {
	const void *p[4];
	uint64_t n;
};

struct ptrmap {
	struct ptrslot {
		struct ptrkey key;
		size_t index;
		int used;
	} *slots;
	size_t nslots, n;
};

static uint64_t ptrkey_hash(const struct ptrkey *k)
{
	uint64_t h = k->n * 0x9e3779b97f4a7c15ull;

	for (int i = 0; i < 4; i++) {
		h ^= (uint64_t)(uintptr_t)k->p[i] + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
		h *= 0xc2b2ae3d27d4eb4full;
	}
	return h ^ (h >> 31);
}

/* The index stored for KEY, or NEW_INDEX stored for it; (size_t)-1 when
 * out of memory.  *FOUND says which. */
static size_t ptrmap_get(struct ptrmap *m, struct ptrkey key, size_t new_index, int *found)
{
	size_t i;

	if (2 * (m->n + 1) > m->nslots) {
		size_t nslots = m->nslots ? 2 * m->nslots : 256;
		struct ptrslot *slots = calloc(nslots, sizeof *slots);
		if (!slots)
			return (size_t)-1;
		for (size_t k = 0; k < m->nslots; k++) {
			struct ptrslot *e = &m->slots[k];
			if (!e->used)
				continue;
			for (i = ptrkey_hash(&e->key) & (nslots - 1); slots[i].used;
			     i = (i + 1) & (nslots - 1))
				;
			slots[i] = *e;
		}
		free(m->slots);
		m->slots = slots;
		m->nslots = nslots;
	}
	for (i = ptrkey_hash(&key) & (m->nslots - 1); m->slots[i].used; i = (i + 1) & (m->nslots - 1)) {
		struct ptrslot *e = &m->slots[i];
		if (!memcmp(&e->key, &key, sizeof key)) {
			*found = 1;
			return e->index;
		}
	}
	m->slots[i] = (struct ptrslot){ key, new_index, 1 };
	m->n++;
	*found = 0;
	return new_index;
}

/* ---- growing arrays --------------------------------------------------------- */

static int grow(void *pptr, size_t *cap, size_t n, size_t size)
{
	void **p = pptr;
	size_t c;
	void *q;

	if (n < *cap)
		return 0;
	c = *cap ? 2 * *cap : 16;
	if (!(q = realloc(*p, c * size)))
		return -1;
	*p = q;
	*cap = c;
	return 0;
}

/* ---- the reader's state ------------------------------------------------------ */

struct tally {
	const char *unit, *pass, *kind, *field, *value;
	uint64_t n;
};

struct reader {
	struct ext_dumps *d;
	struct store *st;
	struct ptrmap unit_map, tally_map, function_map, edge_map;
	struct tally *tallies;
	size_t ntallies, tallies_cap;
	size_t units_cap, decisions_cap, functions_cap, edges_cap;
	size_t *uncounted_cap;		/* per unit */
	size_t *passes_cap;
	int final_dumps;		/* some pgoipo-cgprofile dump was read */
	struct ext_error *err;
};

static int oom(struct reader *r)
{
	return ext_error_set(r->err, "out of memory reading the dump files");
}

static const char *in(struct reader *r, const char *s, size_t len)
{
	return intern(r->st, s, len);
}

static const char *in0(struct reader *r, const char *s)
{
	return intern(r->st, s, strlen(s));
}

static int count(struct reader *r, const char *unit, const char *pass, const char *kind,
		 const char *field, const char *value)
{
	int found;
	struct ptrkey key = { { unit, pass, kind, field }, (uint64_t)(uintptr_t)value };
	size_t i = ptrmap_get(&r->tally_map, key, r->ntallies, &found);

	if (i == (size_t)-1)
		return oom(r);
	if (!found) {
		if (grow(&r->tallies, &r->tallies_cap, r->ntallies, sizeof *r->tallies) < 0)
			return oom(r);
		r->tallies[r->ntallies++] = (struct tally){ unit, pass, kind, field, value, 0 };
	}
	r->tallies[i].n++;
	return 0;
}

static long unit_index(struct reader *r, const char *name)
{
	struct ext_dumps *d = r->d;
	int found;
	size_t i = ptrmap_get(&r->unit_map, (struct ptrkey){ { name, NULL, NULL, NULL }, 0 }, d->nunits,
			      &found);

	if (i == (size_t)-1)
		return oom(r);
	if (!found) {
		size_t old = r->units_cap;
		if (grow(&d->units, &r->units_cap, d->nunits, sizeof *d->units) < 0)
			return oom(r);
		if (r->units_cap != old) {
			size_t *a = realloc(r->uncounted_cap, r->units_cap * sizeof *a);
			size_t *b = a ? realloc(r->passes_cap, r->units_cap * sizeof *b) : NULL;
			if (a)
				r->uncounted_cap = a;
			if (!b)
				return oom(r);
			r->passes_cap = b;
		}
		memset(&d->units[i], 0, sizeof d->units[i]);
		d->units[i].name = name;
		r->uncounted_cap[i] = r->passes_cap[i] = 0;
		d->nunits++;
	}
	return (long)i;
}

static long function_index(struct reader *r, const char *name, size_t len)
{
	struct ext_dumps *d = r->d;
	const char *s = in(r, name, len);
	int found;
	size_t i;

	if (!s)
		return oom(r);
	i = ptrmap_get(&r->function_map, (struct ptrkey){ { s, NULL, NULL, NULL }, 0 }, d->nfunctions,
		       &found);
	if (i == (size_t)-1)
		return oom(r);
	if (!found) {
		if (grow(&d->functions, &r->functions_cap, d->nfunctions, sizeof *d->functions) < 0)
			return oom(r);
		memset(&d->functions[i], 0, sizeof d->functions[i]);
		d->functions[i].name = s;
		d->nfunctions++;
	}
	return (long)i;
}

static struct ext_dumps_edge *edge(struct reader *r, uint32_t from, uint32_t to, int indirect)
{
	struct ext_dumps *d = r->d;
	int found;
	struct ptrkey key = { { NULL, NULL, NULL, NULL },
			      ((uint64_t)from << 33) | ((uint64_t)to << 1) | (indirect != 0) };
	size_t i = ptrmap_get(&r->edge_map, key, d->nedges, &found);

	if (i == (size_t)-1)
		return NULL;
	if (!found) {
		if (grow(&d->edges, &r->edges_cap, d->nedges, sizeof *d->edges) < 0)
			return NULL;
		memset(&d->edges[i], 0, sizeof d->edges[i]);
		d->edges[i].from = from;
		d->edges[i].to = to;
		d->edges[i].indirect = indirect != 0;
		d->nedges++;
	}
	return &d->edges[i];
}

static void raise_to(uint64_t *x, uint64_t v)
{
	if (v > *x)
		*x = v;
}

static uint64_t add_sat(uint64_t a, uint64_t b)
{
	return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

/* The first word of the subject: the caller of a SITE "CALLER at FILE:L:C". */
static size_t first_word(const struct ext_dumpline *dl)
{
	size_t n = 0;

	while (n < dl->subject_len && dl->subject[n] != ' ')
		n++;
	return n;
}

/* ---- one line ------------------------------------------------------------------- */

static int decision(struct reader *r, const char *unit, const char *pass, const char *line,
		    const struct ext_dumpline *dl)
{
	struct ext_dumps *d = r->d;
	struct ext_dumps_decision *x;
	uint64_t n;
	size_t k, len;
	const char *v;

	for (k = 0; k < sizeof DECISION_KINDS / sizeof DECISION_KINDS[0]; k++)
		if (!strcmp(DECISION_KINDS[k].pass, pass) && !strcmp(DECISION_KINDS[k].kind, dl->kind))
			break;
	if (k == sizeof DECISION_KINDS / sizeof DECISION_KINDS[0])
		return 0;
	if (ext_dumpline_number(line, "count", &n) < 0 &&
	    ext_dumpline_number(line, "header-count", &n) < 0)
		return 0;
	if (grow(&d->decisions, &r->decisions_cap, d->ndecisions, sizeof *d->decisions) < 0)
		return oom(r);
	x = &d->decisions[d->ndecisions];
	memset(x, 0, sizeof *x);
	x->count = n;
	x->unit = unit;
	x->pass = pass;
	x->kind = in0(r, dl->kind);
	x->subject = in(r, dl->subject, dl->subject_len);
	if (dl->target && !(x->target = in(r, dl->target, dl->target_len)))
		return oom(r);
	for (k = 0; k < 3 && !x->field; k++)	/* reason, by, where */
		if ((v = ext_dumpline_field(line, TALLY_FIELDS[k], &len))) {
			x->field = TALLY_FIELDS[k];
			if (!(x->value = in(r, v, len)))
				return oom(r);
		}
	if (!x->kind || !x->subject)
		return oom(r);
	d->ndecisions++;
	return 0;
}

/* pgoipo-hotness: the units' profiles and the profiled call graph. */
static int hotness_line(struct reader *r, long u, const char *line, const struct ext_dumpline *dl)
{
	struct ext_dumps_unit *unit = &r->d->units[u];
	struct ext_dumps_function *f;
	struct ext_dumps_edge *e;
	long from, to;
	uint64_t n;
	size_t len;
	const char *v;

	if (!strcmp(dl->kind, "thresholds")) {
		if (!unit->thresholds && (v = ext_dumpline_field(line, "source", &len)) &&
		    !(unit->thresholds = in0(r, v)))
			return oom(r);
	} else if (!strcmp(dl->kind, "function")) {
		if ((from = function_index(r, dl->subject, dl->subject_len)) < 0)
			return -1;
		f = &r->d->functions[from];
		if (!f->unit)
			f->unit = unit->name;
		unit->functions++;
		if (ext_dumpline_number(line, "entry", &n) == 0) {
			unit->with_counts++;
			f->profiled = 1;
			f->entry = add_sat(f->entry, n);
			raise_to(&f->hottest, n);
		} else {
			if (grow(&unit->uncounted, &r->uncounted_cap[u], unit->nuncounted,
				 sizeof *unit->uncounted) < 0)
				return oom(r);
			unit->uncounted[unit->nuncounted++] = f->name;
		}
	} else if (!strcmp(dl->kind, "edge") || !strcmp(dl->kind, "icall") ||
		   !strcmp(dl->kind, "icall-target")) {
		if (ext_dumpline_number(line, "count", &n) < 0)
			return 0;
		if ((from = function_index(r, dl->subject, first_word(dl))) < 0)
			return -1;
		raise_to(&r->d->functions[from].hottest, n);
		if (!strcmp(dl->kind, "icall"))
			return 0;
		if (!strcmp(dl->kind, "edge")) {
			if (!dl->target)
				return 0;
			to = function_index(r, dl->target, dl->target_len);
		} else {
			if (!(v = ext_dumpline_field(line, "name", &len)) || (len == 1 && *v == '?'))
				return 0;
			to = function_index(r, v, len);
		}
		if (to < 0)
			return -1;
		if (to == from)
			return 0;
		if (!(e = edge(r, (uint32_t)from, (uint32_t)to, strcmp(dl->kind, "edge") != 0)))
			return oom(r);
		e->count = add_sat(e->count, n);
	}
	return 0;
}

/* pgoipo-icp's promotions and pgoipo-guards' drops mark indirect edges. */
static int promotion_line(struct reader *r, const char *pass, const char *line,
			  const struct ext_dumpline *dl)
{
	struct ext_dumps_edge *e;
	long from, to;
	uint64_t n;

	if (!dl->target || !((!strcmp(pass, "icp") && !strcmp(dl->kind, "promote")) ||
			     (!strcmp(pass, "guards") && !strcmp(dl->kind, "drop"))))
		return 0;
	if ((from = function_index(r, dl->subject, first_word(dl))) < 0 ||
	    (to = function_index(r, dl->target, dl->target_len)) < 0)
		return -1;
	if (from == to)
		return 0;
	if (!(e = edge(r, (uint32_t)from, (uint32_t)to, 1)))
		return oom(r);
	if (!strcmp(pass, "icp")) {
		e->promoted = 1;
		/* without a hotness dump the promotion's count is all there is */
		if (!e->count && ext_dumpline_number(line, "count", &n) == 0)
			e->count = n;
	} else {
		e->dropped = 1;
	}
	return 0;
}

/* pgoipo-cgprofile: the final code's entry counts and calls. */
static int final_line(struct reader *r, const char *line, const struct ext_dumpline *dl)
{
	struct ext_dumps_function *f;
	long i;
	uint64_t n;

	if ((strcmp(dl->kind, "func") && strcmp(dl->kind, "edge")) ||
	    ext_dumpline_number(line, !strcmp(dl->kind, "func") ? "entry" : "count", &n) < 0)
		return 0;
	if ((i = function_index(r, dl->subject, first_word(dl))) < 0)
		return -1;
	f = &r->d->functions[i];
	if (!strcmp(dl->kind, "func")) {
		f->final = 1;
		f->final_entry = add_sat(f->final_entry, n);
	}
	raise_to(&f->final_hottest, n);
	return 0;
}

static int unit_has_pass(struct reader *r, long u, const char *pass)
{
	struct ext_dumps_unit *unit = &r->d->units[u];

	for (size_t i = 0; i < unit->npasses; i++)
		if (unit->passes[i] == pass)
			return 0;
	if (grow(&unit->passes, &r->passes_cap[u], unit->npasses, sizeof *unit->passes) < 0)
		return oom(r);
	unit->passes[unit->npasses++] = pass;
	if (!strcmp(pass, "hotness"))
		unit->hotness = 1;
	if (!strcmp(pass, "cgprofile"))
		r->final_dumps = 1;
	return 0;
}

static int read_file(struct reader *r, const char *path, const char *unit_name, const char *pass_name)
{
	const char *unit = in0(r, unit_name), *pass = in0(r, pass_name);
	char *text, *line, *next;
	size_t len;
	long u;

	if (!unit || !pass)
		return oom(r);
	if ((u = unit_index(r, unit)) < 0 || unit_has_pass(r, u, pass) < 0)
		return -1;
	if (ext_files_read(path, &text, &len, r->err) < 0)
		return -1;
	r->d->files++;
	for (line = text; line < text + len; line = next) {
		struct ext_dumpline dl;
		const char *kind;
		char *nl = memchr(line, '\n', (size_t)(text + len - line));
		next = nl ? nl + 1 : text + len;
		if (!nl) {
			/* the last line without its newline: make room for the NUL */
			char *t = realloc(text, len + 1);
			if (!t) {
				free(text);
				return oom(r);
			}
			line = t + (line - text);
			next = t + len + 1;
			text = t;
			nl = t + len;
		}
		*nl = 0;
		if (!ext_dumpline_parse(line, &dl))
			continue;
		r->d->lines++;
		if (!(kind = in0(r, dl.kind)) || count(r, unit, pass, kind, NULL, NULL) < 0)
			goto fail;
		for (size_t k = 0; k < N_TALLY_FIELDS; k++) {
			size_t vlen;
			const char *v = ext_dumpline_field(line, TALLY_FIELDS[k], &vlen), *value;
			if (!v)
				continue;
			if (!(value = in(r, v, vlen)) ||
			    count(r, unit, pass, kind, TALLY_FIELDS[k], value) < 0)
				goto fail;
		}
		if (decision(r, unit, pass, line, &dl) < 0 ||
		    (!strcmp(pass, "hotness") && hotness_line(r, u, line, &dl) < 0) ||
		    promotion_line(r, pass, line, &dl) < 0 ||
		    (!strcmp(pass, "cgprofile") && final_line(r, line, &dl) < 0))
			goto fail;
	}
	free(text);
	return 0;
fail:
	free(text);
	return -1;
}

/* ---- after reading --------------------------------------------------------------- */

static int str_cmp(const char *a, const char *b)
{
	return a == b ? 0 : !a ? -1 : !b ? 1 : strcmp(a, b);
}

static int by_count_key(const void *x, const void *y)
{
	const struct ext_dumps_count *a = x, *b = y;
	int c;

	if ((c = strcmp(a->pass, b->pass)) || (c = strcmp(a->kind, b->kind)) ||
	    (c = str_cmp(a->field, b->field)))
		return c;
	return str_cmp(a->value, b->value);
}

static int by_unit_name(const void *x, const void *y)
{
	return strcmp(((const struct ext_dumps_unit *)x)->name, ((const struct ext_dumps_unit *)y)->name);
}

static int by_string(const void *x, const void *y)
{
	return strcmp(*(const char *const *)x, *(const char *const *)y);
}

static int by_edge(const void *x, const void *y)
{
	const struct ext_dumps_edge *a = x, *b = y;

	if (a->from != b->from)
		return a->from < b->from ? -1 : 1;
	if (a->to != b->to)
		return a->to < b->to ? -1 : 1;
	return (int)a->indirect - (int)b->indirect;
}

/* Decisions: count descending, then by unit, pass, kind, subject, target
 * and the deciding field (qsort is not stable: every field is a key). */
static int by_decision(const void *x, const void *y)
{
	const struct ext_dumps_decision *a = x, *b = y;
	int c;

	if (a->count != b->count)
		return a->count > b->count ? -1 : 1;
	if ((c = strcmp(a->unit, b->unit)) || (c = strcmp(a->pass, b->pass)) ||
	    (c = strcmp(a->kind, b->kind)) || (c = strcmp(a->subject, b->subject)) ||
	    (c = str_cmp(a->target, b->target)) || (c = str_cmp(a->field, b->field)))
		return c;
	return str_cmp(a->value, b->value);
}

struct named {
	const char *name;
	uint32_t index;
};

static int by_named(const void *x, const void *y)
{
	return strcmp(((const struct named *)x)->name, ((const struct named *)y)->name);
}

/* Tallies by unit, then as counts are sorted. */
static int by_unit_and_key(const void *x, const void *y)
{
	const struct tally *a = x, *b = y;
	int c;

	if ((c = strcmp(a->unit, b->unit)))
		return c;
	return by_count_key(&(struct ext_dumps_count){ a->pass, a->kind, a->field, a->value, 0 },
			    &(struct ext_dumps_count){ b->pass, b->kind, b->field, b->value, 0 });
}

static int finish(struct reader *r)
{
	struct ext_dumps *d = r->d;
	struct named *named;
	size_t u = 0;

	/* Per unit counts: the tallies sorted by unit are the units' counts in
	 * turn (units are sorted by name below, in the same order). */
	if (r->ntallies)
		qsort(r->tallies, r->ntallies, sizeof *r->tallies, by_unit_and_key);
	if (d->nunits)
		qsort(d->units, d->nunits, sizeof *d->units, by_unit_name);
	for (size_t i = 0; i < r->ntallies; i++) {
		struct tally *t = &r->tallies[i];
		while (d->units[u].name != t->unit)
			u++;
		if (!d->units[u].counts) {
			size_t n = 1;
			while (i + n < r->ntallies && r->tallies[i + n].unit == t->unit)
				n++;
			if (!(d->units[u].counts = malloc(n * sizeof *d->units[u].counts)))
				return oom(r);
		}
		d->units[u].counts[d->units[u].ncounts++] =
			(struct ext_dumps_count){ t->pass, t->kind, t->field, t->value, t->n };
	}
	for (u = 0; u < d->nunits; u++)
		if (d->units[u].npasses)
			qsort(d->units[u].passes, d->units[u].npasses, sizeof *d->units[u].passes, by_string);
	/* The totals: the same keys over all units, merged after sorting. */
	if (!(d->total = malloc((r->ntallies ? r->ntallies : 1) * sizeof *d->total)))
		return oom(r);
	for (size_t i = 0; i < r->ntallies; i++) {
		struct tally *t = &r->tallies[i];
		d->total[i] = (struct ext_dumps_count){ t->pass, t->kind, t->field, t->value, t->n };
	}
	if (r->ntallies)
		qsort(d->total, r->ntallies, sizeof *d->total, by_count_key);
	for (size_t i = 0; i < r->ntallies; i++)
		if (d->ntotal && !by_count_key(&d->total[d->ntotal - 1], &d->total[i]))
			d->total[d->ntotal - 1].n += d->total[i].n;
		else
			d->total[d->ntotal++] = d->total[i];
	if (d->ndecisions)
		qsort(d->decisions, d->ndecisions, sizeof *d->decisions, by_decision);
	if (d->nedges)
		qsort(d->edges, d->nedges, sizeof *d->edges, by_edge);

	/* The index by name. */
	named = malloc((d->nfunctions ? d->nfunctions : 1) * sizeof *named);
	d->by_name = malloc((d->nfunctions ? d->nfunctions : 1) * sizeof *d->by_name);
	if (!named || !d->by_name) {
		free(named);
		return oom(r);
	}
	for (size_t i = 0; i < d->nfunctions; i++)
		named[i] = (struct named){ d->functions[i].name, (uint32_t)i };
	if (d->nfunctions)
		qsort(named, d->nfunctions, sizeof *named, by_named);
	for (size_t i = 0; i < d->nfunctions; i++)
		d->by_name[i] = named[i].index;
	free(named);

	/* The functions' counts in the program. */
	for (size_t i = 0; i < d->nfunctions; i++) {
		struct ext_dumps_function *f = &d->functions[i];
		if (!r->final_dumps) {
			f->program = f->hottest;
			continue;
		}
		if (!f->final)
			continue;	/* inlined everywhere, or not compiled with the plugin */
		f->program = f->final_hottest;
		if (f->profiled && f->entry) {
			double share = (double)f->final_entry / (double)f->entry;
			double scaled = (double)f->hottest * (share < 1 ? share : 1);
			if (scaled > (double)f->program)
				f->program = scaled >= 18446744073709551615.0 ? UINT64_MAX : (uint64_t)scaled;
		}
	}
	return 0;
}

/* ---- the API ------------------------------------------------------------------------- */

int ext_dumps_read(const char *dir, struct ext_dumps *d, struct ext_error *err)
{
	struct ext_files_list list = { 0 };
	struct reader r = { 0 };
	size_t dirlen = strlen(dir);
	int ret = -1;

	memset(d, 0, sizeof *d);
	r.d = d;
	r.err = err;
	if (!(r.st = calloc(1, sizeof *r.st)))
		return ext_error_set(err, "out of memory");
	d->store = r.st;
	if (ext_files_find(dir, "", &list, err) < 0)
		goto out;
	while (dirlen > 1 && dir[dirlen - 1] == '/')
		dirlen--;
	for (size_t i = 0; i < list.n; i++) {
		char unit[4096], pass[64];
		const char *rel = list.names[i];
		/* the unit's name is its path below DIR */
		if (!strncmp(rel, dir, dirlen) && rel[dirlen] == '/')
			rel += dirlen + 1;
		if (!ext_dumpline_file(rel, unit, sizeof unit, pass, sizeof pass))
			continue;
		if (read_file(&r, list.names[i], unit, pass) < 0)
			goto out;
	}
	ret = finish(&r);
out:
	ext_files_list_free(&list);
	free(r.tallies);
	free(r.unit_map.slots);
	free(r.tally_map.slots);
	free(r.function_map.slots);
	free(r.edge_map.slots);
	free(r.uncounted_cap);
	free(r.passes_cap);
	if (ret < 0)
		ext_dumps_free(d);
	return ret;
}

void ext_dumps_free(struct ext_dumps *d)
{
	for (size_t u = 0; u < d->nunits; u++) {
		free(d->units[u].passes);
		free(d->units[u].counts);
		free(d->units[u].uncounted);
	}
	free(d->units);
	free(d->total);
	free(d->decisions);
	free(d->functions);
	free(d->edges);
	free(d->by_name);
	if (d->store)
		store_free(d->store);
	memset(d, 0, sizeof *d);
}

uint64_t ext_dumps_get(const struct ext_dumps_count *counts, size_t n, const char *pass,
		       const char *kind, const char *field, const char *value)
{
	struct ext_dumps_count key = { pass, kind, field, value, 0 };
	const struct ext_dumps_count *hit;

	if (!n)
		return 0;
	hit = bsearch(&key, counts, n, sizeof *counts, by_count_key);
	return hit ? hit->n : 0;
}

const struct ext_dumps_function *ext_dumps_function(const struct ext_dumps *d, const char *name)
{
	size_t lo = 0, hi = d->nfunctions;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		int c = strcmp(d->functions[d->by_name[mid]].name, name);
		if (!c)
			return &d->functions[d->by_name[mid]];
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}
