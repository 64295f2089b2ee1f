/* gcda.c — see gcda.h.
 *
 * The reader is built in layers, like gcov-io.cc: bytes (struct reader over
 * a buffer) -> words (read_word, read_counter) -> records (read_records and
 * one function per tag, in file order).  All state is in struct reader; the
 * first error sticks and every later read returns 0, so a record reader may
 * read on and check r->failed once. */
#include "gcda.h"
#include "files.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WORD 4		/* bytes in a word */
#define COUNTER 8	/* bytes in a counter (int64) */
#define GCNO_MAGIC 0x67636e6fu
#define GCFN_MAGIC 0x6763666eu	/* gcov-tool merge-stream's file-name header */
#define NO_FUNCTION ((size_t)-1)
/* An all-zero counter record carries no data, so nothing in the file bounds
 * how many counters it claims; cap it so a corrupt length cannot make us
 * allocate (and merge, and sort) gigabytes.  A million counters of one kind
 * in one function is far beyond real code (a 100000-case switch has about
 * 100000 arcs). */
#define MAX_ZERO_COUNTERS ((uint64_t)1 << 20)

static const char *const kind_names[EXT_GCDA_N_KINDS] = {
	"arcs", "interval", "pow2", "topn", "indirect_call", "average", "ior", "time_profiler",
	"conditions", "paths",
};

/* What differs between releases (gcda.h).  GCC 11's tail of GCC 10 and
 * before wrote top-N counters of fixed size, another format: not read. */
struct layout {
	int gcc_major;
	unsigned length_unit;	/* bytes per unit of record length */
	bool checksum;		/* a checksum word follows the stamp */
	int n_kinds;		/* the kinds of its gcov-counter.def */
};

static const struct layout layouts[] = {
	{ 11, 4, false, 8 },
	{ 12, 1, true, 8 },
	{ 13, 1, true, 8 },
	{ 14, 1, true, 9 },	/* + conditions */
	{ 15, 1, true, 10 },	/* + paths */
	{ 16, 1, true, 10 },
};

static const struct layout *layout_of(int gcc_major)
{
	for (size_t i = 0; i < sizeof layouts / sizeof layouts[0]; i++)
		if (layouts[i].gcc_major == gcc_major)
			return &layouts[i];
	return NULL;
}

int ext_gcda_n_kinds(int gcc_major)
{
	const struct layout *l = layout_of(gcc_major);
	return l ? l->n_kinds : 0;
}

/* The first release with kind K. */
static int kind_since(int k)
{
	for (size_t i = 0; i < sizeof layouts / sizeof layouts[0]; i++)
		if (layouts[i].n_kinds > k)
			return layouts[i].gcc_major;
	return 0;
}

const char *ext_gcda_kind_name(enum ext_gcda_kind kind)
{
	return (unsigned)kind < EXT_GCDA_N_KINDS ? kind_names[kind] : "?";
}

bool ext_gcda_kind_is_topn(enum ext_gcda_kind kind)
{
	return kind == EXT_GCDA_TOPN || kind == EXT_GCDA_INDIRECT_CALL;
}

const char *ext_gcda_version_string(uint32_t version, char *buf)
{
	for (int i = 0; i < 4; i++) {
		unsigned char c = (unsigned char)(version >> (24 - 8 * i));
		if (c < 0x20 || c > 0x7e || c == '\'') {
			snprintf(buf, 16, "0x%08x", (unsigned)version);
			return buf;
		}
		buf[i] = (char)c;
	}
	buf[4] = '\0';
	return buf;
}

/* ---- freeing ---- */

static void counters_free(struct ext_gcda_counters *c)
{
	if (c->sites)
		for (size_t i = 0; i < c->n; i++)
			free(c->sites[i].pairs);
	free(c->sites);
	free(c->values);
	memset(c, 0, sizeof *c);
}

void ext_gcda_function_clear(struct ext_gcda_function *fn)
{
	for (int k = 0; k < EXT_GCDA_N_KINDS; k++)
		counters_free(&fn->ctr[k]);
}

void ext_gcda_free(struct ext_gcda *gcda)
{
	if (!gcda)
		return;
	for (size_t i = 0; i < gcda->n_functions; i++)
		ext_gcda_function_clear(&gcda->functions[i]);
	free(gcda->functions);
	free(gcda->skipped);
	free(gcda->name);
	free(gcda);
}

/* ---- bytes ---- */

struct reader {
	const char *name;
	const unsigned char *buf;
	size_t size;
	size_t pos;
	size_t end;		/* end of the current record, or of the file */
	bool swap;		/* words are byte-swapped */
	const struct layout *layout;	/* of the file's release */
	struct ext_gcda *gcda;
	size_t fn;		/* index of the function counters belong to */
	struct ext_error *err;
	bool failed;
};

/* The one error path for malformed input: "<file>: bad format (<why>)". */
__attribute__((format(printf, 2, 3)))
static void bad(struct reader *r, const char *fmt, ...)
{
	char why[512];
	va_list ap;

	if (r->failed)
		return;
	r->failed = true;
	va_start(ap, fmt);
	vsnprintf(why, sizeof why, fmt, ap);
	va_end(ap);
	ext_error_set(r->err, "%s: bad format (%s)", r->name, why);
}

static void *alloc(struct reader *r, size_t n, size_t size)
{
	void *p;

	if (r->failed || n == 0)
		return NULL;
	p = calloc(n, size);
	if (!p) {
		r->failed = true;
		ext_error_set(r->err, "%s: out of memory", r->name);
	}
	return p;
}

/* ---- words ---- */

static uint32_t read_word(struct reader *r)
{
	uint32_t w;

	if (r->failed)
		return 0;
	if (r->end - r->pos < WORD) {
		if (r->end == r->size)
			bad(r, "truncated at byte %zu", r->pos);
		else
			bad(r, "record data overruns its length at byte %zu", r->pos);
		return 0;
	}
	memcpy(&w, r->buf + r->pos, WORD);
	r->pos += WORD;
	return r->swap ? __builtin_bswap32(w) : w;
}

/* int64: low word first. */
static int64_t read_counter(struct reader *r)
{
	uint64_t lo = read_word(r);
	uint64_t hi = read_word(r);
	return (int64_t)(hi << 32 | lo);
}

/* ---- records ---- */

static void read_function(struct reader *r, uint64_t bytes)
{
	struct ext_gcda *g = r->gcda;
	struct ext_gcda_function *fn;

	r->fn = NO_FUNCTION;
	if (bytes == 0)
		return;	/* placeholder: another object owns this function */
	if (bytes < 3 * WORD) {
		bad(r, "function record at byte %zu has %llu bytes, expected 12", r->pos - 2 * WORD,
		    (unsigned long long)bytes);
		return;
	}
	/* Grow by doubling; the count is bounded by the file size. */
	if ((g->n_functions & (g->n_functions - 1)) == 0) {
		size_t cap = g->n_functions ? 2 * g->n_functions : 8;
		void *p = realloc(g->functions, cap * sizeof *g->functions);
		if (!p) {
			r->failed = true;
			ext_error_set(r->err, "%s: out of memory", r->name);
			return;
		}
		g->functions = p;
	}
	fn = &g->functions[g->n_functions];
	memset(fn, 0, sizeof *fn);
	fn->ident = read_word(r);
	fn->lineno_checksum = read_word(r);
	fn->cfg_checksum = read_word(r);
	r->fn = g->n_functions++;
}

/* N counters of a topn or indirect_call record: site* until the end. */
static void read_sites(struct reader *r, struct ext_gcda_function *fn, enum ext_gcda_kind kind,
		       struct ext_gcda_counters *c, uint64_t n)
{
	uint64_t left = n;

	c->sites = alloc(r, n / 2, sizeof *c->sites);
	while (left && !r->failed) {
		struct ext_gcda_topn_site *s;
		int64_t total, n_pairs;

		if (left < 2) {
			bad(r, "'%s' record of function %u ends inside site %zu", kind_names[kind],
			    fn->ident, c->n);
			return;
		}
		s = &c->sites[c->n];	/* sites is NULL for a 1-counter record */
		total = read_counter(r);
		n_pairs = read_counter(r);
		left -= 2;
		if (n_pairs < 0 || (uint64_t)n_pairs > left / 2) {
			bad(r, "'%s' site %zu of function %u claims %lld values, the record has room for %llu",
			    kind_names[kind], c->n, fn->ident, (long long)n_pairs,
			    (unsigned long long)(left / 2));
			return;
		}
		c->n++;
		s->lost = total < 0;
		s->total = total < 0 ? 0 - (uint64_t)total : (uint64_t)total;
		s->n_pairs = (size_t)n_pairs;
		s->pairs = alloc(r, s->n_pairs, sizeof *s->pairs);
		for (size_t i = 0; i < s->n_pairs && !r->failed; i++) {
			s->pairs[i].value = read_counter(r);
			s->pairs[i].count = read_counter(r);
		}
		left -= 2 * (uint64_t)n_pairs;
	}
}

/* A record with negative length: |length| worth of counters, all zero. */
static void zero_counters(struct reader *r, struct ext_gcda_function *fn, enum ext_gcda_kind kind,
			  struct ext_gcda_counters *c, int32_t length)
{
	uint64_t bytes = (uint64_t)(-(int64_t)length) * r->layout->length_unit;
	uint64_t n = bytes / COUNTER;

	if (bytes % COUNTER || n > MAX_ZERO_COUNTERS || (ext_gcda_kind_is_topn(kind) && n % 2)) {
		bad(r, "all-zero '%s' record of function %u has impossible length %d", kind_names[kind],
		    fn->ident, (int)length);
		return;
	}
	if (ext_gcda_kind_is_topn(kind)) {
		c->sites = alloc(r, n / 2, sizeof *c->sites);
		c->n = r->failed ? 0 : n / 2;	/* each site: total 0, no pairs */
	} else {
		c->values = alloc(r, n, sizeof *c->values);
		c->n = r->failed ? 0 : n;
	}
}

static void read_counters(struct reader *r, enum ext_gcda_kind kind, int32_t length,
			  uint64_t bytes)
{
	struct ext_gcda_function *fn;
	struct ext_gcda_counters *c;

	if (r->fn == NO_FUNCTION)
		return;	/* outside a function: GCC ignores them too */
	fn = &r->gcda->functions[r->fn];
	c = &fn->ctr[kind];
	if (c->present) {
		bad(r, "function %u has two '%s' records", fn->ident, kind_names[kind]);
		return;
	}
	c->present = true;
	if (length < 0) {
		zero_counters(r, fn, kind, c, length);
		return;
	}
	if (bytes % COUNTER) {
		bad(r, "'%s' record of function %u has %llu bytes, not a whole number of counters",
		    kind_names[kind], fn->ident, (unsigned long long)bytes);
		return;
	}
	if (ext_gcda_kind_is_topn(kind)) {
		read_sites(r, fn, kind, c, bytes / COUNTER);
		return;
	}
	c->values = alloc(r, bytes / COUNTER, sizeof *c->values);
	for (uint64_t i = 0; i < bytes / COUNTER && !r->failed; i++)
		c->values[c->n++] = read_counter(r);
}

static void read_summary(struct reader *r, uint64_t bytes)
{
	if (bytes < 2 * WORD) {
		bad(r, "object summary at byte %zu has %llu bytes, expected 8", r->pos - 2 * WORD,
		    (unsigned long long)bytes);
		return;
	}
	/* Several summaries: the last one counts, as in coverage.cc. */
	r->gcda->has_summary = true;
	r->gcda->runs = read_word(r);
	r->gcda->sum_max = read_word(r);
}

/* The counter kind of TAG among the first N kinds, or -1.  Exactly
 * GCOV_TAG_FOR_COUNTER(k): GCC's GCOV_TAG_IS_COUNTER also takes tags with bit
 * 16 set, which it never writes. */
static int counter_kind(uint32_t tag, int n)
{
	for (int k = 0; k < n; k++)
		if (tag == EXT_GCDA_TAG_FOR_COUNTER(k))
			return k;
	return -1;
}

const char *ext_gcda_tag_name(uint32_t tag, int gcc_major, char *buf)
{
	static const struct {
		uint32_t tag;
		const char *name;
	} known[] = {
		{ EXT_GCDA_TAG_FUNCTION, "function record" },
		{ EXT_GCDA_TAG_OBJECT_SUMMARY, "object summary" },
		{ 0xa3000000u, "program summary of GCC 8 and before" },
		{ 0x01410000u, "'blocks' record of a .gcno notes file" },
		{ 0x01430000u, "'arcs' record of a .gcno notes file" },
		{ 0x01450000u, "'lines' record of a .gcno notes file" },
		{ 0x01470000u, "'conditions' record of a .gcno notes file" },
		{ 0x01490000u, "'paths' record of a .gcno notes file" },
		{ 0xa8000000u, "AutoFDO 'summary' record (.afdo)" },
		{ 0xaa000000u, "AutoFDO 'file names' record (.afdo)" },
		{ 0xac000000u, "AutoFDO 'function' record (.afdo)" },
		{ 0xaf000000u, "AutoFDO 'working set' record (.afdo)" },
	};
	uint32_t k = (tag - EXT_GCDA_TAG_COUNTER_BASE) >> 17;
	int n = ext_gcda_n_kinds(gcc_major);

	for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
		if (tag == known[i].tag)
			return known[i].name;
	if (tag != EXT_GCDA_TAG_FOR_COUNTER(k) || tag >> 24 != EXT_GCDA_TAG_COUNTER_BASE >> 24)
		return "unknown record";
	if ((int)k < n)
		snprintf(buf, 96, "'%s' counters", kind_names[k]);
	else if (k < EXT_GCDA_N_KINDS)
		snprintf(buf, 96, "'%s' counters, which GCC %d does not have (GCC %d and later)",
			 kind_names[k], gcc_major, kind_since((int)k));
	else
		snprintf(buf, 96, "counters of kind %u, which no GCC up to %d has", (unsigned)k,
			 EXT_GCDA_GCC_LAST);
	return buf;
}

/* Count a record the reader skips under its tag. */
static void skipped(struct reader *r, uint32_t tag)
{
	struct ext_gcda *g = r->gcda;
	size_t i;

	for (i = 0; i < g->n_skipped && g->skipped[i].tag != tag; i++)
		;
	if (i == g->n_skipped) {
		/* Grow by doubling; the count is bounded by the file size. */
		if ((i & (i - 1)) == 0) {
			void *p = realloc(g->skipped, (i ? 2 * i : 4) * sizeof *g->skipped);
			if (!p) {
				r->failed = true;
				ext_error_set(r->err, "%s: out of memory", r->name);
				return;
			}
			g->skipped = p;
		}
		g->skipped[g->n_skipped++] = (struct ext_gcda_skipped){ .tag = tag };
	}
	g->skipped[i].count++;
}

static void read_records(struct reader *r)
{
	while (!r->failed && r->pos < r->size) {
		size_t at = r->pos;
		uint32_t tag = read_word(r);
		uint32_t length;
		int kind = counter_kind(tag, r->layout->n_kinds);
		uint64_t bytes;

		if (tag == 0)
			return;	/* the optional end-of-file marker */
		length = read_word(r);
		if (r->failed)
			return;
		if ((int32_t)length < 0 && kind < 0) {
			bad(r, "record 0x%08x at byte %zu has negative length %d", (unsigned)tag, at,
			    (int)(int32_t)length);
			return;
		}
		bytes = (int32_t)length < 0 ? 0 : (uint64_t)length * r->layout->length_unit;
		if (bytes % WORD) {
			bad(r, "record 0x%08x at byte %zu has length %u, not a whole number of words",
			    (unsigned)tag, at, (unsigned)length);
			return;
		}
		if (bytes > r->size - r->pos) {
			bad(r, "record 0x%08x at byte %zu: length %llu bytes overruns the file (%zu left)",
			    (unsigned)tag, at, (unsigned long long)bytes, r->size - r->pos);
			return;
		}
		r->end = r->pos + (size_t)bytes;
		if (tag == EXT_GCDA_TAG_FUNCTION)
			read_function(r, bytes);
		else if (tag == EXT_GCDA_TAG_OBJECT_SUMMARY)
			read_summary(r, bytes);
		else if (kind >= 0)
			read_counters(r, (enum ext_gcda_kind)kind, (int32_t)length, bytes);
		else
			skipped(r, tag);
		r->pos = r->end;	/* skip what a record reader did not read */
		r->end = r->size;
	}
}

/* ---- header ---- */

static void read_magic(struct reader *r)
{
	uint32_t magic;

	if (r->size == 0) {
		bad(r, "empty file");
		return;
	}
	magic = read_word(r);
	if (r->failed || magic == EXT_GCDA_MAGIC)
		return;
	if (__builtin_bswap32(magic) == EXT_GCDA_MAGIC) {
		r->swap = true;
		r->gcda->swapped = true;
	} else if (magic == GCNO_MAGIC || __builtin_bswap32(magic) == GCNO_MAGIC) {
		bad(r, "a .gcno notes file, not a .gcda data file");
	} else if (magic == GCFN_MAGIC || __builtin_bswap32(magic) == GCFN_MAGIC) {
		bad(r, "a 'gcfn' stream for gcov-tool merge-stream, not a .gcda data file");
	} else {
		bad(r, "wrong magic 0x%08x, expected 0x%08x 'gcda'", (unsigned)magic, EXT_GCDA_MAGIC);
	}
}

/* The release a version word stands for: " (GCC 17.3)", " (GCC 16.0
 * experimental)", or "" when it is not one (gcc/genversion.cc). */
static const char *version_release(uint32_t v, char *buf, size_t size)
{
	unsigned char c[4] = { (unsigned char)(v >> 24), (unsigned char)(v >> 16),
			       (unsigned char)(v >> 8), (unsigned char)v };

	if (c[0] < 'A' || c[0] > 'Z' || c[1] < '0' || c[1] > '9' || c[2] < '0' || c[2] > '9'
	    || (c[3] != '*' && c[3] != 'e'))
		return "";
	snprintf(buf, size, " (GCC %d.%d%s)", (c[0] - 'A') * 10 + c[1] - '0', c[2] - '0',
		 c[3] == 'e' ? " experimental" : "");
	return buf;
}

static void read_version(struct reader *r)
{
	uint32_t v = read_word(r);
	unsigned char letter = (unsigned char)(v >> 24), major = (unsigned char)(v >> 16);
	unsigned char minor = (unsigned char)(v >> 8);
	char buf[16], release[40];

	if (r->failed)
		return;
	r->gcda->version = v;
	if (letter >= 'A' && letter <= 'Z' && major >= '0' && major <= '9' && minor >= '0'
	    && minor <= '9' && (v & 0xff) == '*'
	    && (r->layout = layout_of((letter - 'A') * 10 + major - '0'))) {
		r->gcda->gcc_major = r->layout->gcc_major;
		return;
	}
	r->failed = true;
	ext_error_set(r->err,
		 "%s: version '%s'%s not supported (expected a release of GCC %d to %d: "
		 "'%c%dx*' to '%c%dx*', x the minor version)",
		 r->name, ext_gcda_version_string(v, buf),
		 version_release(v, release, sizeof release), EXT_GCDA_GCC_FIRST, EXT_GCDA_GCC_LAST,
		 'A' + EXT_GCDA_GCC_FIRST / 10, EXT_GCDA_GCC_FIRST % 10, 'A' + EXT_GCDA_GCC_LAST / 10,
		 EXT_GCDA_GCC_LAST % 10);
}

struct ext_gcda *ext_gcda_read_buffer(const char *name, const void *buf, size_t size,
				      struct ext_error *err)
{
	struct reader r = {
		.name = name, .buf = buf, .size = size, .end = size, .fn = NO_FUNCTION, .err = err,
	};

	r.gcda = calloc(1, sizeof *r.gcda);
	if (!r.gcda || !(r.gcda->name = strdup(name))) {
		free(r.gcda);
		ext_error_set(err, "%s: out of memory", name);
		return NULL;
	}
	read_magic(&r);
	read_version(&r);
	r.gcda->stamp = read_word(&r);
	if (r.layout && r.layout->checksum)
		r.gcda->checksum = read_word(&r);
	read_records(&r);
	if (r.failed) {
		ext_gcda_free(r.gcda);
		return NULL;
	}
	return r.gcda;
}

struct ext_gcda *ext_gcda_read_file(const char *path, struct ext_error *err)
{
	char *buf;
	size_t size;
	struct ext_gcda *g;

	if (ext_files_read(path, &buf, &size, err))
		return NULL;
	g = ext_gcda_read_buffer(path, buf, size, err);
	free(buf);
	return g;
}

uint64_t ext_gcda_function_max_count(const struct ext_gcda_function *fn)
{
	const struct ext_gcda_counters *c = &fn->ctr[EXT_GCDA_ARCS];
	uint64_t max = 0;

	for (size_t i = 0; i < c->n; i++)
		if (c->values[i] > 0 && (uint64_t)c->values[i] > max)
			max = (uint64_t)c->values[i];
	return max;
}

/* " (name)" for ID, or "" */
static const char *name_part(uint32_t id, const char *(*name_of)(uint32_t, void *), void *data,
			     char *buf, size_t size)
{
	const char *name = name_of ? name_of(id, data) : NULL;

	if (!name)
		return "";
	snprintf(buf, size, " (%s)", name);
	return buf;
}

int ext_gcda_check(const struct ext_gcda *g, const char *(*name_of)(uint32_t id, void *data),
		   void *data, struct ext_error *err)
{
	char name[256];

	for (size_t f = 0; f < g->n_functions; f++) {
		const struct ext_gcda_function *fn = &g->functions[f];
		const struct ext_gcda_counters *arcs = &fn->ctr[EXT_GCDA_ARCS];
		const struct ext_gcda_counters *ic = &fn->ctr[EXT_GCDA_INDIRECT_CALL];

		for (size_t i = 0; i < arcs->n; i++)
			if (arcs->values[i] < 0)
				return ext_error_set(err, "%s: corrupted profile info: function %u%s: "
						     "number of executions for arc %zu thought to be %lld",
						     g->name, (unsigned)fn->ident,
						     name_part(fn->ident, name_of, data, name, sizeof name),
						     i, (long long)arcs->values[i]);
		for (size_t s = 0; s < ic->n; s++)
			for (size_t k = 0; k < ic->sites[s].n_pairs; k++)
				if (ic->sites[s].pairs[k].count < 0)
					return ext_error_set(
						err, "%s: corrupted value profile: function %u%s: "
						"indirect call site %zu: count of target %lld thought to be %lld",
						g->name, (unsigned)fn->ident,
						name_part(fn->ident, name_of, data, name, sizeof name), s,
						(long long)ic->sites[s].pairs[k].value,
						(long long)ic->sites[s].pairs[k].count);
	}
	return 0;
}
