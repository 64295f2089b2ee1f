/* profile.c — the merged profile of several .gcda files (profile.h). */
#include "profile.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Files of one object: same function records.  See profile.h for why runs add
 * up within an object and take the maximum across objects. */
struct object {
	uint64_t key;
	uint64_t runs;
	uint64_t sum_max;
};

struct ext_profile {
	struct ext_gcda_function *fns;
	size_t n, cap;
	bool sorted;
	/* Open addressing over fns: slot holds index + 1, 0 is empty. */
	size_t *slots;
	size_t n_slots;	/* a power of two, at least 2 * n */
	char **files;	/* each function's origin points into these */
	size_t n_files;
	struct object *objects;
	size_t n_objects;
};

struct ext_profile *ext_profile_new(void)
{
	return calloc(1, sizeof(struct ext_profile));
}

void ext_profile_free(struct ext_profile *p)
{
	if (!p)
		return;
	for (size_t i = 0; i < p->n; i++)
		ext_gcda_function_clear(&p->fns[i]);
	free(p->fns);
	free(p->slots);
	for (size_t i = 0; i < p->n_files; i++)
		free(p->files[i]);
	free(p->files);
	free(p->objects);
	free(p);
}

static int same_function(const struct ext_gcda_function *a, const struct ext_gcda_function *b)
{
	return a->ident == b->ident && a->lineno_checksum == b->lineno_checksum
	       && a->cfg_checksum == b->cfg_checksum;
}

static size_t function_hash(const struct ext_gcda_function *fn)
{
	uint64_t h = ((uint64_t)fn->ident << 32 | fn->lineno_checksum) ^ fn->cfg_checksum;
	h *= 0x9e3779b97f4a7c15u;
	return (size_t)(h >> 17);
}

static size_t *find_slot(const struct ext_profile *p, const struct ext_gcda_function *fn)
{
	size_t mask = p->n_slots - 1;
	size_t i = function_hash(fn) & mask;

	while (p->slots[i] && !same_function(&p->fns[p->slots[i] - 1], fn))
		i = (i + 1) & mask;
	return &p->slots[i];
}

/* Rebuild the table with room for N functions at load 1/2 at most. */
static int rehash(struct ext_profile *p, size_t n)
{
	size_t n_slots = 64, *slots;

	while (n_slots < 2 * n)
		n_slots *= 2;
	if (!(slots = calloc(n_slots, sizeof *slots)))
		return -1;
	free(p->slots);
	p->slots = slots;
	p->n_slots = n_slots;
	for (size_t i = 0; i < p->n; i++)
		*find_slot(p, &p->fns[i]) = i + 1;
	return 0;
}

/* ---- copying and merging one function ---- */

static int copy_counters(struct ext_gcda_counters *dst, const struct ext_gcda_counters *src)
{
	*dst = *src;
	dst->values = NULL;
	dst->sites = NULL;
	if (src->values && !(dst->values = malloc(src->n * sizeof *src->values)))
		return -1;
	if (src->values)
		memcpy(dst->values, src->values, src->n * sizeof *src->values);
	if (!src->sites)
		return 0;
	if (!(dst->sites = calloc(src->n, sizeof *src->sites)))
		return -1;
	for (size_t s = 0; s < src->n; s++) {
		const struct ext_gcda_topn_site *from = &src->sites[s];
		dst->sites[s] = *from;
		dst->sites[s].pairs = NULL;
		if (from->n_pairs && !(dst->sites[s].pairs = malloc(from->n_pairs * sizeof *from->pairs)))
			return -1;
		if (from->n_pairs)
			memcpy(dst->sites[s].pairs, from->pairs, from->n_pairs * sizeof *from->pairs);
	}
	return 0;
}

static int by_value(const void *a, const void *b)
{
	const struct ext_gcda_topn_pair *x = a, *y = b;
	return (x->value > y->value) - (x->value < y->value);
}

static int by_count_then_value(const void *a, const void *b)
{
	const struct ext_gcda_topn_pair *x = a, *y = b;
	if (x->count != y->count)
		return x->count < y->count ? 1 : -1;
	return by_value(a, b);
}

/* GCC's counts are signed 64-bit: a sum of 2^63 or more would be negative. */
static bool sum_overflows(uint64_t a, uint64_t b)
{
	return a > INT64_MAX || b > INT64_MAX - a;
}

/* Add SRC's pairs to DST's, by value, into a new array, so that DST is left
 * as it was when a count would reach 2^63: then 1 and *VALUE that target;
 * -1 when out of memory. */
static int merge_site(struct ext_gcda_topn_site *dst, const struct ext_gcda_topn_site *src,
		      int64_t *value)
{
	size_t n = dst->n_pairs + src->n_pairs, out = 0;
	struct ext_gcda_topn_pair *pairs;

	if (n == 0)
		return 0;
	if (!(pairs = malloc(n * sizeof *pairs)))
		return -1;
	if (dst->n_pairs)
		memcpy(pairs, dst->pairs, dst->n_pairs * sizeof *pairs);
	if (src->n_pairs)
		memcpy(pairs + dst->n_pairs, src->pairs, src->n_pairs * sizeof *pairs);
	qsort(pairs, n, sizeof *pairs, by_value);
	for (size_t i = 0; i < n; i++) {
		struct ext_gcda_topn_pair *last = out ? &pairs[out - 1] : NULL;
		if (!last || last->value != pairs[i].value) {
			pairs[out++] = pairs[i];
		} else if (last->count >= 0 && pairs[i].count >= 0
			   && sum_overflows((uint64_t)last->count, (uint64_t)pairs[i].count)) {
			*value = pairs[i].value;
			free(pairs);
			return 1;
		} else {
			/* (negative counts, which ext_gcda_check rejects, wrap) */
			last->count = (int64_t)((uint64_t)last->count + (uint64_t)pairs[i].count);
		}
	}
	qsort(pairs, out, sizeof *pairs, by_count_then_value);
	free(dst->pairs);
	dst->pairs = pairs;
	dst->n_pairs = out;
	return 0;
}

/* The kinds whose values are counts of executions and add up. */
static bool kind_is_count(int kind)
{
	return kind == EXT_GCDA_ARCS || kind == EXT_GCDA_INTERVAL || kind == EXT_GCDA_POW2;
}

/* Would merging SRC into DST make a count reach 2^63?  The message names
 * the counter: "arc 3", "indirect_call site 0's total".  Pair counts are
 * checked while merging (merge_site). */
static bool would_overflow(const struct ext_gcda_function *dst, const struct ext_gcda_function *src,
			   char *what, size_t size)
{
	for (int k = 0; k < EXT_GCDA_N_KINDS; k++) {
		const struct ext_gcda_counters *d = &dst->ctr[k], *s = &src->ctr[k];
		if (!d->present || !s->present)
			continue;
		for (size_t i = 0; i < s->n; i++) {
			if (kind_is_count(k) && d->values[i] >= 0 && s->values[i] >= 0
			    && sum_overflows((uint64_t)d->values[i], (uint64_t)s->values[i])) {
				snprintf(what, size, "%s counter %zu",
					 k == EXT_GCDA_ARCS ? "arc" : ext_gcda_kind_name((enum ext_gcda_kind)k), i);
				return true;
			}
			if (ext_gcda_kind_is_topn((enum ext_gcda_kind)k)
			    && sum_overflows(d->sites[i].total, s->sites[i].total)) {
				snprintf(what, size, "the total of %s site %zu",
					 ext_gcda_kind_name((enum ext_gcda_kind)k), i);
				return true;
			}
		}
	}
	return false;
}

/* Merge SRC's counters of KIND into DST's.  0; -1 out of memory; 1 when a
 * pair's count would reach 2^63 (WHAT says which). */
static int merge_counters(enum ext_gcda_kind kind, struct ext_gcda_counters *dst,
			  const struct ext_gcda_counters *src, char *what, size_t size)
{
	if (!src->present)
		return 0;
	if (!dst->present)
		return copy_counters(dst, src);
	for (size_t i = 0; i < src->n; i++) {
		int64_t *d = dst->values ? &dst->values[i] : NULL, s = src->values ? src->values[i] : 0;
		int64_t value = 0;
		int r;

		switch (kind) {
		case EXT_GCDA_TOPN:
		case EXT_GCDA_INDIRECT_CALL:
			if ((r = merge_site(&dst->sites[i], &src->sites[i], &value))) {
				snprintf(what, size, "the count of target %lld at %s site %zu",
					 (long long)value, ext_gcda_kind_name(kind), i);
				return r;
			}
			dst->sites[i].total += src->sites[i].total;
			dst->sites[i].lost |= src->sites[i].lost;
			continue;
		case EXT_GCDA_IOR:
		case EXT_GCDA_CONDITIONS:	/* bit sets, merged by __gcov_merge_ior */
		case EXT_GCDA_PATHS:
			*d |= s;
			break;
		case EXT_GCDA_TIME_PROFILER:
			if (s && (!*d || s < *d))
				*d = s;
			break;
		default:	/* arcs, interval, pow2, average */
			*d = (int64_t)((uint64_t)*d + (uint64_t)s);
			break;
		}
	}
	return 0;
}

/* Merge SRC (read from FILE) into DST, first checking that nothing differs
 * in shape or overflows so that DST is left as it was (but for the rare
 * overflow of a pair's count, see profile.h). */
static int merge_function(struct ext_gcda_function *dst, const struct ext_gcda_function *src,
			  const char *file, struct ext_error *err)
{
	char what[128];
	int r;

	for (int k = 0; k < EXT_GCDA_N_KINDS; k++) {
		const struct ext_gcda_counters *d = &dst->ctr[k], *s = &src->ctr[k];
		if (d->present && s->present && d->n != s->n)
			return ext_error_set(err, "%s: function %u has %zu '%s' %s, but %zu in %s", file,
					src->ident, s->n, ext_gcda_kind_name((enum ext_gcda_kind)k),
					ext_gcda_kind_is_topn((enum ext_gcda_kind)k) ? "sites"
										     : "counters",
					d->n, dst->origin);
	}
	if (would_overflow(dst, src, what, sizeof what))
		goto overflow;
	for (int k = 0; k < EXT_GCDA_N_KINDS; k++) {
		r = merge_counters((enum ext_gcda_kind)k, &dst->ctr[k], &src->ctr[k], what, sizeof what);
		if (r < 0)
			return ext_error_set(err, "%s: out of memory", file);
		if (r > 0)
			goto overflow;
	}
	return 0;
overflow:
	return ext_error_set(err, "%s: function %u: %s would reach 2^63 when merged (function "
			     "first read from %s): GCC's counts are signed 64-bit",
			     file, (unsigned)src->ident, what, dst->origin);
}

/* ---- whole files ---- */

/* FNV-1a over the function records: the identity of an object. */
static uint64_t object_key(const struct ext_gcda *g)
{
	uint64_t h = 0xcbf29ce484222325u;

	for (size_t i = 0; i < g->n_functions; i++) {
		uint32_t w[3] = { g->functions[i].ident, g->functions[i].lineno_checksum,
				  g->functions[i].cfg_checksum };
		for (int j = 0; j < 3; j++)
			for (int b = 0; b < 32; b += 8)
				h = (h ^ ((w[j] >> b) & 0xff)) * 0x100000001b3u;
	}
	return h;
}

static int add_object(struct ext_profile *p, const struct ext_gcda *g)
{
	uint64_t key = object_key(g);
	struct object *o;
	size_t i;

	if (!g->has_summary)
		return 0;
	for (i = 0; i < p->n_objects && p->objects[i].key != key; i++)
		;
	if (i == p->n_objects) {
		o = realloc(p->objects, (p->n_objects + 1) * sizeof *o);
		if (!o)
			return -1;
		p->objects = o;
		memset(&o[p->n_objects++], 0, sizeof *o);
		o[i].key = key;
	}
	p->objects[i].runs += g->runs;
	p->objects[i].sum_max += g->sum_max;
	return 0;
}

int ext_profile_add(struct ext_profile *p, const struct ext_gcda *g, struct ext_error *err)
{
	char **files = realloc(p->files, (p->n_files + 1) * sizeof *files);
	const char *origin;

	if (!files)
		return ext_error_set(err, "%s: out of memory", g->name);
	p->files = files;
	if (!(files[p->n_files] = strdup(g->name)))
		return ext_error_set(err, "%s: out of memory", g->name);
	origin = files[p->n_files++];
	if (add_object(p, g))
		return ext_error_set(err, "%s: out of memory", g->name);

	for (size_t i = 0; i < g->n_functions; i++) {
		const struct ext_gcda_function *fn = &g->functions[i];
		size_t *slot;

		if (2 * (p->n + 1) > p->n_slots && rehash(p, 2 * (p->n + 1)))
			return ext_error_set(err, "%s: out of memory", g->name);
		slot = find_slot(p, fn);
		if (*slot) {
			if (merge_function(&p->fns[*slot - 1], fn, g->name, err))
				return -1;
			continue;
		}
		if (p->n == p->cap) {
			size_t cap = p->cap ? 2 * p->cap : 64;
			struct ext_gcda_function *fns = realloc(p->fns, cap * sizeof *fns);
			if (!fns)
				return ext_error_set(err, "%s: out of memory", g->name);
			p->fns = fns;
			p->cap = cap;
		}
		memset(&p->fns[p->n], 0, sizeof *p->fns);
		p->fns[p->n].ident = fn->ident;
		p->fns[p->n].lineno_checksum = fn->lineno_checksum;
		p->fns[p->n].cfg_checksum = fn->cfg_checksum;
		p->fns[p->n].origin = origin;
		p->n++;
		*slot = p->n;
		/* Merging into an empty function is a copy. */
		if (merge_function(&p->fns[p->n - 1], fn, g->name, err))
			return -1;
		p->sorted = false;
	}
	return 0;
}

size_t ext_profile_n_functions(const struct ext_profile *p)
{
	return p->n;
}

static int by_identity(const void *a, const void *b)
{
	const struct ext_gcda_function *x = a, *y = b;
	if (x->ident != y->ident)
		return x->ident < y->ident ? -1 : 1;
	if (x->lineno_checksum != y->lineno_checksum)
		return x->lineno_checksum < y->lineno_checksum ? -1 : 1;
	if (x->cfg_checksum != y->cfg_checksum)
		return x->cfg_checksum < y->cfg_checksum ? -1 : 1;
	return 0;
}

const struct ext_gcda_function *ext_profile_function(struct ext_profile *p, size_t i)
{
	if (!p->sorted) {
		qsort(p->fns, p->n, sizeof *p->fns, by_identity);
		/* Indices moved; a failed rehash only costs the lookup table,
		 * which is rebuilt by the next ext_profile_add. */
		if (rehash(p, p->n)) {
			free(p->slots);
			p->slots = NULL;
			p->n_slots = 0;
		}
		p->sorted = true;
	}
	return i < p->n ? &p->fns[i] : NULL;
}

size_t ext_profile_n_files(const struct ext_profile *p)
{
	return p->n_files;
}

/* The largest runs (or sum_max) over the objects. */
static uint64_t largest(const struct ext_profile *p, bool sum_max)
{
	uint64_t max = 0;

	for (size_t i = 0; i < p->n_objects; i++) {
		uint64_t v = sum_max ? p->objects[i].sum_max : p->objects[i].runs;
		if (v > max)
			max = v;
	}
	return max;
}

uint64_t ext_profile_runs(const struct ext_profile *p)
{
	return largest(p, false);
}

uint64_t ext_profile_sum_max(const struct ext_profile *p)
{
	return largest(p, true);
}

size_t ext_profile_arc_counts(const struct ext_profile *p, uint64_t **counts)
{
	size_t n = 0, at = 0;

	*counts = NULL;
	for (size_t i = 0; i < p->n; i++)
		n += p->fns[i].ctr[EXT_GCDA_ARCS].n;
	if (n == 0)
		return 0;
	if (!(*counts = malloc(n * sizeof **counts)))
		return (size_t)-1;
	for (size_t i = 0; i < p->n; i++) {
		const struct ext_gcda_counters *c = &p->fns[i].ctr[EXT_GCDA_ARCS];
		for (size_t j = 0; j < c->n; j++)
			(*counts)[at++] = c->values[j] > 0 ? (uint64_t)c->values[j] : 0;
	}
	return n;
}

static int by_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
	return (x > y) - (x < y);
}

size_t ext_profile_ids(const struct ext_profile *p, uint32_t **ids)
{
	size_t n = p->n, out = 0;

	*ids = NULL;
	for (size_t i = 0; i < p->n; i++) {
		const struct ext_gcda_counters *c = &p->fns[i].ctr[EXT_GCDA_INDIRECT_CALL];
		for (size_t s = 0; s < c->n; s++)
			n += c->sites[s].n_pairs;
	}
	if (n == 0)
		return 0;
	if (!(*ids = malloc(n * sizeof **ids)))
		return (size_t)-1;
	for (size_t i = 0; i < p->n; i++) {
		const struct ext_gcda_counters *c = &p->fns[i].ctr[EXT_GCDA_INDIRECT_CALL];
		(*ids)[out++] = p->fns[i].ident;
		for (size_t s = 0; s < c->n; s++)
			for (size_t k = 0; k < c->sites[s].n_pairs; k++) {
				int64_t v = c->sites[s].pairs[k].value;
				if (v >= 1 && v <= INT32_MAX)
					(*ids)[out++] = (uint32_t)v;
			}
	}
	qsort(*ids, out, sizeof **ids, by_u32);
	n = out;
	out = 0;
	for (size_t i = 0; i < n; i++)
		if (!out || (*ids)[out - 1] != (*ids)[i])
			(*ids)[out++] = (*ids)[i];
	return out;
}
