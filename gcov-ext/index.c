/* index.c — see index.h. */
#include "index.h"
#include "files.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

struct name {
	uint32_t id;
	char *symbol;
};

struct ext_index {
	struct ext_summary summary;
	uint64_t runs;
	uint64_t n_functions;
	struct name *names;
	size_t n_names, cap;
	bool sorted;	/* names sorted by (id, symbol), no duplicates */
	struct name *locals;	/* (id, unit) of functions without a public name */
	size_t n_locals, cap_locals;
};

static int by_id_then_symbol(const void *a, const void *b)
{
	const struct name *x = a, *y = b;
	if (x->id != y->id)
		return x->id < y->id ? -1 : 1;
	return strcmp(x->symbol, y->symbol);
}

/* Sort V[0..*N) by (id, text) and drop repeated lines. */
static void sort_unique(struct name *v, size_t *n)
{
	size_t out = 0;

	if (*n)	/* v may be NULL: qsort's pointer must not be, even for 0 */
		qsort(v, *n, sizeof *v, by_id_then_symbol);
	for (size_t i = 0; i < *n; i++) {
		if (out && !by_id_then_symbol(&v[out - 1], &v[i]))
			free(v[i].symbol);
		else
			v[out++] = v[i];
	}
	*n = out;
}

void ext_index_sort_names(struct ext_index *idx)
{
	if (idx->sorted)
		return;
	sort_unique(idx->names, &idx->n_names);
	sort_unique(idx->locals, &idx->n_locals);
	idx->sorted = true;
}

void ext_index_free(struct ext_index *idx)
{
	if (!idx)
		return;
	for (size_t i = 0; i < idx->n_names; i++)
		free(idx->names[i].symbol);
	for (size_t i = 0; i < idx->n_locals; i++)
		free(idx->locals[i].symbol);
	free(idx->names);
	free(idx->locals);
	free(idx);
}

bool ext_index_unit_ok(const char *unit)
{
	if (!*unit)
		return false;
	for (const unsigned char *p = (const unsigned char *)unit; *p; p++)
		if (*p <= 0x20 || *p == 0x7f)
			return false;
	return true;
}

/* A byte of an assembler identifier: letters, digits, '_', '.', '$', and
 * bytes >= 0x80 (GCC writes UTF-8 identifiers as they are). */
static bool identifier_byte(unsigned char c, bool first)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '.' || c == '$'
	       || c >= 0x80 || (!first && c >= '0' && c <= '9');
}

/* The first LEN bytes of S (no NUL among them) are an assembler identifier. */
static bool identifier(const char *s, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if (!identifier_byte((unsigned char)s[i], i == 0))
			return false;
	return len > 0;
}

bool ext_index_symbol_ok(const char *symbol)
{
	return identifier(symbol, strlen(symbol));
}

static int push(struct name **v, size_t *n, size_t *cap, uint32_t id, const char *text,
		size_t len)
{
	char *copy;

	if (*n == *cap) {
		size_t c = *cap ? 2 * *cap : 64;
		struct name *grown = realloc(*v, c * sizeof *grown);
		if (!grown)
			return -1;
		*v = grown;
		*cap = c;
	}
	if (!(copy = malloc(len + 1)))
		return -1;
	memcpy(copy, text, len);
	copy[len] = '\0';
	(*v)[(*n)++] = (struct name){ id, copy };
	return 0;
}

static int push_name(struct ext_index *idx, uint32_t id, const char *symbol, size_t len)
{
	return push(&idx->names, &idx->n_names, &idx->cap, id, symbol, len);
}

static int push_local(struct ext_index *idx, uint32_t id, const char *unit, size_t len)
{
	return push(&idx->locals, &idx->n_locals, &idx->cap_locals, id, unit, len);
}

/* ---- queries ---- */

uint64_t ext_index_hot(const struct ext_index *idx) { return idx->summary.hot; }
uint64_t ext_index_cold(const struct ext_index *idx) { return idx->summary.cold; }
uint64_t ext_index_total(const struct ext_index *idx) { return idx->summary.total; }
uint64_t ext_index_max(const struct ext_index *idx) { return idx->summary.max; }
uint64_t ext_index_runs(const struct ext_index *idx) { return idx->runs; }
uint64_t ext_index_n_functions(const struct ext_index *idx) { return idx->n_functions; }
size_t ext_index_n_names(const struct ext_index *idx) { return idx->n_names; }

const struct ext_summary *ext_index_summary(const struct ext_index *idx)
{
	return &idx->summary;
}

/* The first name with ID (names are sorted: the reader checks, the writer sorts). */
static size_t lower_bound(const struct ext_index *idx, uint32_t id)
{
	size_t lo = 0, hi = idx->n_names;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (idx->names[mid].id < id)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

size_t ext_index_n_locals(const struct ext_index *idx) { return idx->n_locals; }

const char *ext_index_local(const struct ext_index *idx, uint32_t profile_id)
{
	size_t lo = 0, hi = idx->n_locals;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (idx->locals[mid].id < profile_id)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < idx->n_locals && idx->locals[lo].id == profile_id ? idx->locals[lo].symbol
									: NULL;
}

const char *ext_index_name(const struct ext_index *idx, uint32_t profile_id)
{
	return ext_index_nth_name(idx, profile_id, 0);
}

size_t ext_index_name_count(const struct ext_index *idx, uint32_t profile_id)
{
	size_t i = lower_bound(idx, profile_id), n = 0;

	while (i + n < idx->n_names && idx->names[i + n].id == profile_id)
		n++;
	return n;
}

const char *ext_index_nth_name(const struct ext_index *idx, uint32_t profile_id, size_t k)
{
	size_t i = lower_bound(idx, profile_id);

	return k < ext_index_name_count(idx, profile_id) ? idx->names[i + k].symbol : NULL;
}

int ext_index_for_each_name(const struct ext_index *idx,
			    int (*fn)(uint32_t profile_id, const char *symbol, void *data),
			    void *data)
{
	for (size_t i = 0; i < idx->n_names; i++) {
		int r = fn(idx->names[i].id, idx->names[i].symbol, data);
		if (r)
			return r;
	}
	return 0;
}

/* ---- writing ---- */

struct ext_index *ext_index_new(const struct ext_summary *s, uint64_t runs, uint64_t n_functions)
{
	struct ext_index *idx = calloc(1, sizeof *idx);

	if (!idx)
		return NULL;
	idx->summary = *s;
	idx->runs = runs;
	idx->n_functions = n_functions;
	idx->sorted = true;
	return idx;
}

int ext_index_add_name(struct ext_index *idx, uint32_t profile_id, const char *symbol,
		       struct ext_error *err)
{
	if (!ext_index_unit_ok(symbol))
		return ext_error_set(err, "symbol '%s' has a space or control character", symbol);
	if (!ext_index_symbol_ok(symbol))
		return ext_error_set(err, "symbol '%s' is not an assembler name (%s)", symbol,
				     EXT_INDEX_SYMBOL_RULE);
	if (push_name(idx, profile_id, symbol, strlen(symbol)))
		return ext_error_set(err, "out of memory");
	idx->sorted = false;
	return 0;
}

int ext_index_add_local(struct ext_index *idx, uint32_t profile_id, const char *unit,
			struct ext_error *err)
{
	if (!ext_index_unit_ok(unit))
		return ext_error_set(err, "unit '%s' has a space or control character", unit);
	if (push_local(idx, profile_id, unit, strlen(unit)))
		return ext_error_set(err, "out of memory");
	idx->sorted = false;
	return 0;
}

int ext_index_write(struct ext_index *idx, FILE *out, const char *path, struct ext_error *err)
{
	const struct ext_summary *s = &idx->summary;

	ext_index_sort_names(idx);
	fprintf(out, "pgoipo-index %d\n", EXT_INDEX_VERSION);
	fprintf(out, "runs %llu\nfunctions %llu\n", (unsigned long long)idx->runs,
		(unsigned long long)idx->n_functions);
	fprintf(out, "total %llu\nmax %llu\ncounts %llu\n", (unsigned long long)s->total,
		(unsigned long long)s->max, (unsigned long long)s->n_counts);
	for (size_t i = 0; i < s->n_entries; i++)
		fprintf(out, "cutoff %u %llu %llu\n", (unsigned)s->entries[i].cutoff,
			(unsigned long long)s->entries[i].min_count,
			(unsigned long long)s->entries[i].n_counts);
	fprintf(out, "hot %u %llu\ncold %u %llu\n", (unsigned)s->cutoff_hot,
		(unsigned long long)s->hot, (unsigned)s->cutoff_cold, (unsigned long long)s->cold);
	for (size_t i = 0; i < idx->n_names; i++)
		fprintf(out, "name %u %s\n", (unsigned)idx->names[i].id, idx->names[i].symbol);
	for (size_t i = 0; i < idx->n_locals; i++)
		fprintf(out, "local %u %s\n", (unsigned)idx->locals[i].id, idx->locals[i].symbol);
	if (fflush(out) || ferror(out))
		return ext_error_set(err, "%s: %s", path, strerror(errno ? errno : EIO));
	return 0;
}

/* ---- reading ---- */

#define MAX_FIELDS 4

struct parser {
	const char *name;
	const char *p, *end;	/* the rest of the text */
	unsigned line;
	/* the current line, split at single spaces */
	size_t n_fields;
	const char *field[MAX_FIELDS];
	size_t len[MAX_FIELDS];
	struct ext_error *err;
	bool failed;
};

__attribute__((format(printf, 2, 3)))
static void parse_error(struct parser *P, const char *fmt, ...)
{
	char what[512];
	va_list ap;

	if (P->failed)
		return;
	P->failed = true;
	va_start(ap, fmt);
	vsnprintf(what, sizeof what, fmt, ap);
	va_end(ap);
	ext_error_set(P->err, "%s:%u: %s", P->name, P->line, what);
}

/* Split the next line into fields.  False at the end of the text. */
static bool next_line(struct parser *P)
{
	const char *nl;

	if (P->failed || P->p == P->end)
		return false;
	P->line++;
	nl = memchr(P->p, '\n', (size_t)(P->end - P->p));
	if (!nl) {
		parse_error(P, "missing newline at the end of the file");
		return false;
	}
	if (nl > P->p && nl[-1] == '\r') {
		parse_error(P, "line ends with a carriage return: a DOS line ending (\"\\r\\n\"), but "
			       "index lines end with \"\\n\" alone");
		return false;
	}
	P->n_fields = 0;
	for (const char *f = P->p; f <= nl; f++) {
		const char *e = f;
		while (*e != ' ' && e < nl)
			e++;
		if (e == f || P->n_fields == MAX_FIELDS || memchr(f, '\0', (size_t)(e - f))) {
			/* an empty field: two spaces, or a space at either end */
			P->n_fields = MAX_FIELDS + 1;
			break;
		}
		P->field[P->n_fields] = f;
		P->len[P->n_fields++] = (size_t)(e - f);
		f = e;
	}
	P->p = nl + 1;
	return true;
}

static bool field_is(const struct parser *P, size_t i, const char *word)
{
	return i < P->n_fields && P->len[i] == strlen(word) && !memcmp(P->field[i], word, P->len[i]);
}

/* Field I as a decimal number <= MAX. */
static uint64_t number(struct parser *P, size_t i, uint64_t max, const char *form)
{
	const char *f = P->field[i];
	uint64_t v = 0;

	if (P->failed)
		return 0;
	if (P->len[i] > 1 && f[0] == '0')
		goto bad;
	for (size_t k = 0; k < P->len[i]; k++) {
		unsigned d = (unsigned)(unsigned char)f[k] - '0';
		if (d > 9 || v > (max - d) / 10)
			goto bad;
		v = v * 10 + d;
	}
	return v;
bad:
	parse_error(P, "'%.*s' is not a number in 0..%llu in '%s'", (int)(P->len[i] > 40 ? 40 : P->len[i]),
		    f, (unsigned long long)max, form);
	return 0;
}

/* The next line must be KEYWORD followed by N_ARGS fields (FORM says how). */
static bool expect(struct parser *P, const char *keyword, size_t n_args, const char *form)
{
	if (P->failed)
		return false;
	if (!next_line(P)) {
		if (!P->failed) {
			P->line++;
			parse_error(P, "expected '%s', found the end of the file", form);
		}
		return false;
	}
	if (!field_is(P, 0, keyword) || P->n_fields != n_args + 1) {
		parse_error(P, "expected '%s'", form);
		return false;
	}
	return true;
}

static uint32_t cutoff(struct parser *P, size_t i, const char *form)
{
	uint64_t c = number(P, i, EXT_CUTOFF_SCALE, form);
	if (!P->failed && c == 0)
		parse_error(P, "cutoff 0 in '%s' (cutoffs are 1..1000000)", form);
	return (uint32_t)c;
}

static void parse_header(struct parser *P)
{
	uint64_t version;

	if (!next_line(P)) {
		if (!P->failed) {
			P->line = 1;
			parse_error(P, "empty file, expected 'pgoipo-index %d'", EXT_INDEX_VERSION);
		}
		return;
	}
	if (!field_is(P, 0, "pgoipo-index") || P->n_fields != 2) {
		parse_error(P, "expected 'pgoipo-index %d' (not a pgoipo profile index)",
			    EXT_INDEX_VERSION);
		return;
	}
	version = number(P, 1, UINT32_MAX, "pgoipo-index VERSION");
	if (!P->failed && version != EXT_INDEX_VERSION)
		parse_error(P, "index version %llu not supported (expected %d)",
			    (unsigned long long)version, EXT_INDEX_VERSION);
}

static void parse_summary(struct parser *P, struct ext_index *idx)
{
	struct ext_summary *s = &idx->summary;
	static const struct {
		const char *keyword, *form;
	} fixed[] = {
		{ "runs", "runs N" }, { "functions", "functions N" }, { "total", "total N" },
		{ "max", "max N" }, { "counts", "counts N" },
	};
	uint64_t *value[] = { &idx->runs, &idx->n_functions, &s->total, &s->max, &s->n_counts };

	for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
		if (expect(P, fixed[i].keyword, 1, fixed[i].form))
			*value[i] = number(P, 1, UINT64_MAX, fixed[i].form);

	/* cutoff* hot: the first line that is not a cutoff must be hot */
	while (!P->failed) {
		const char *form = "cutoff MILLIONTHS MIN_COUNT N_COUNTS";
		struct ext_summary_entry *e;

		if (!next_line(P)) {
			if (!P->failed) {
				P->line++;
				parse_error(P, "expected 'hot CUTOFF COUNT', found the end of the file");
			}
			return;
		}
		if (!field_is(P, 0, "cutoff"))
			break;
		if (P->n_fields != 4) {
			parse_error(P, "expected '%s'", form);
			return;
		}
		if (s->n_entries == EXT_SUMMARY_MAX_CUTOFFS) {
			parse_error(P, "more than %d cutoff lines", EXT_SUMMARY_MAX_CUTOFFS);
			return;
		}
		e = &s->entries[s->n_entries];
		e->cutoff = cutoff(P, 1, form);
		e->min_count = number(P, 2, UINT64_MAX, form);
		e->n_counts = number(P, 3, UINT64_MAX, form);
		if (!P->failed && s->n_entries && e->cutoff <= s->entries[s->n_entries - 1].cutoff)
			parse_error(P, "cutoff %u does not follow %u: cutoffs must increase",
				    (unsigned)e->cutoff, (unsigned)s->entries[s->n_entries - 1].cutoff);
		s->n_entries++;
	}
	if (P->failed)
		return;
	if (!field_is(P, 0, "hot") || P->n_fields != 3) {
		parse_error(P, "expected 'cutoff MILLIONTHS MIN_COUNT N_COUNTS' or 'hot CUTOFF COUNT'");
		return;
	}
	s->cutoff_hot = cutoff(P, 1, "hot CUTOFF COUNT");
	s->hot = number(P, 2, UINT64_MAX, "hot CUTOFF COUNT");
	if (expect(P, "cold", 2, "cold CUTOFF COUNT")) {
		s->cutoff_cold = cutoff(P, 1, "cold CUTOFF COUNT");
		s->cold = number(P, 2, UINT64_MAX, "cold CUTOFF COUNT");
	}
	if (!P->failed && s->cold >= s->hot)
		parse_error(P, "cold threshold %llu is not below hot threshold %llu: a count would be "
			       "hot and cold at once", (unsigned long long)s->cold,
			    (unsigned long long)s->hot);
}

/* "name ID SYMBOL" lines, then "local ID UNIT" lines, each kind sorted. */
static void parse_names(struct parser *P, struct ext_index *idx)
{
	bool locals = false;

	while (next_line(P)) {
		const char *form = "name PROFILE_ID SYMBOL";
		struct name *v;
		size_t *n;

		if (field_is(P, 0, "local"))
			locals = true;
		if (locals)
			form = "local PROFILE_ID UNIT";
		if (!field_is(P, 0, locals ? "local" : "name") || P->n_fields != 3) {
			parse_error(P, "expected '%s'", form);
			return;
		}
		uint32_t id = (uint32_t)number(P, 1, UINT32_MAX, form);
		for (size_t k = 0; k < P->len[2] && !P->failed; k++) {
			unsigned char c = (unsigned char)P->field[2][k];
			if (c < 0x20 || c == 0x7f)
				parse_error(P, "control character in a symbol");
		}
		if (!P->failed && !locals && !identifier(P->field[2], P->len[2]))
			parse_error(P, "symbol '%.*s' is not an assembler name (%s)",
				    (int)(P->len[2] > 80 ? 80 : P->len[2]), P->field[2],
				    EXT_INDEX_SYMBOL_RULE);
		if (P->failed)
			return;
		if ((locals ? push_local : push_name)(idx, id, P->field[2], P->len[2])) {
			ext_error_set(P->err, "%s: out of memory", P->name);
			P->failed = true;
			return;
		}
		v = locals ? idx->locals : idx->names;
		n = locals ? &idx->n_locals : &idx->n_names;
		if (*n > 1 && by_id_then_symbol(&v[*n - 2], &v[*n - 1]) >= 0) {
			parse_error(P, "%s lines must be sorted by id, then %s, without repeats",
				    locals ? "local" : "name", locals ? "unit" : "symbol");
			return;
		}
	}
}

struct ext_index *ext_index_parse(const char *name, const char *text, size_t len,
				  struct ext_error *err)
{
	struct parser P = { .name = name, .p = text, .end = text + len, .err = err };
	struct ext_index *idx = calloc(1, sizeof *idx);

	if (!idx) {
		ext_error_set(err, "%s: out of memory", name);
		return NULL;
	}
	idx->sorted = true;
	parse_header(&P);
	parse_summary(&P, idx);
	parse_names(&P, idx);
	if (P.failed) {
		ext_index_free(idx);
		return NULL;
	}
	return idx;
}

struct ext_index *ext_index_load(const char *path, struct ext_error *err)
{
	char *text;
	size_t len;
	struct ext_index *idx;

	if (ext_files_read(path, &text, &len, err))
		return NULL;
	idx = ext_index_parse(path, text, len, err);
	free(text);
	return idx;
}
