/* callgraph.c — see callgraph.h. */
#include "callgraph.h"

#include <elf.h>
#include <stdlib.h>
#include <string.h>

#include "cgprofile.h"
#include "profile-id.h"

#define NONE UINT32_MAX
#define NOREF UINT64_MAX

/* A symbol of the obj_set: file index << 32 | symbol index. */
static uint64_t ref_of(size_t file, size_t sym)
{
	return (uint64_t)file << 32 | (uint32_t)sym;
}

static uint64_t add_sat(uint64_t a, uint64_t b)
{
	return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

/* ---- Two small open-addressing hash maps -------------------------------- */

struct smap_slot {
	const char *key;	/* not owned; NULL: empty */
	uint64_t val;
};

struct smap {
	struct smap_slot *slot;
	size_t cap, n;		/* cap: 0 or a power of two */
};

static uint64_t hash_str(const char *s)
{
	uint64_t h = 0xcbf29ce484222325ull;	/* FNV-1a */
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 0x100000001b3ull;
	return h;
}

static struct smap_slot *smap_find(const struct smap *m, const char *key)
{
	if (!m->cap)
		return NULL;
	for (size_t i = hash_str(key) & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
		if (!m->slot[i].key)
			return NULL;
		if (!strcmp(m->slot[i].key, key))
			return &m->slot[i];
	}
}

/* The slot for KEY, created (val = NOREF) when missing; NULL: no memory. */
static struct smap_slot *smap_slot(struct smap *m, const char *key)
{
	struct smap_slot *s = smap_find(m, key);
	size_t i;

	if (s)
		return s;
	if (2 * (m->n + 1) > m->cap) {
		struct smap bigger = { calloc(m->cap ? 2 * m->cap : 64, sizeof *bigger.slot),
				       m->cap ? 2 * m->cap : 64, 0 };
		if (!bigger.slot)
			return NULL;
		for (size_t j = 0; j < m->cap; j++)
			if (m->slot[j].key)
				*smap_slot(&bigger, m->slot[j].key) = m->slot[j];
		free(m->slot);
		*m = bigger;
	}
	for (i = hash_str(key) & (m->cap - 1); m->slot[i].key; i = (i + 1) & (m->cap - 1))
		;
	m->slot[i].key = key;
	m->slot[i].val = NOREF;
	m->n++;
	return &m->slot[i];
}

static void smap_free(struct smap *m)
{
	free(m->slot);
	m->slot = NULL;
	m->cap = m->n = 0;
}

struct idmap {
	uint64_t *key;		/* id, or NOREF: empty */
	uint64_t *val;
	size_t cap, n;
};

static uint64_t *idmap_find(const struct idmap *m, uint32_t id)
{
	if (!m->cap)
		return NULL;
	for (size_t i = (id * 0x9e3779b97f4a7c15ull) >> 40 & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
		if (m->key[i] == NOREF)
			return NULL;
		if (m->key[i] == id)
			return &m->val[i];
	}
}

/* Map ID to REF unless it is mapped: 1 if it was, 0 if added, -1 no memory. */
static int idmap_add(struct idmap *m, uint32_t id, uint64_t ref, uint64_t *old)
{
	uint64_t *v = idmap_find(m, id);
	size_t i;

	if (v) {
		*old = *v;
		return 1;
	}
	if (2 * (m->n + 1) > m->cap) {
		size_t cap = m->cap ? 2 * m->cap : 1024;
		struct idmap bigger = { malloc(cap * sizeof(uint64_t)), malloc(cap * sizeof(uint64_t)),
					cap, 0 };
		if (!bigger.key || !bigger.val) {
			free(bigger.key);
			free(bigger.val);
			return -1;
		}
		for (size_t j = 0; j < cap; j++)
			bigger.key[j] = NOREF;
		for (size_t j = 0; j < m->cap; j++)
			if (m->key[j] != NOREF)
				idmap_add(&bigger, (uint32_t)m->key[j], m->val[j], old);
		free(m->key);
		free(m->val);
		*m = bigger;
	}
	for (i = (id * 0x9e3779b97f4a7c15ull) >> 40 & (m->cap - 1); m->key[i] != NOREF;
	     i = (i + 1) & (m->cap - 1))
		;
	m->key[i] = id;
	m->val[i] = ref;
	m->n++;
	return 0;
}

/* ---- The builder --------------------------------------------------------- */

enum { R_FUNC, R_DEF, R_EDGE, R_ICALL };

struct urec {
	int kind;
	char *a, *b;
	uint32_t id;
	uint64_t count;
};

struct icall {
	uint32_t caller;	/* node */
	uint32_t id;
	uint64_t count;
};

struct builder {
	const struct ext_objfile_set *set;
	struct ext_callgraph *cg;
	struct ext_error *err;

	struct smap global;		/* name -> ref of its definition */
	struct smap comdat;		/* signature -> ref (file, group section) kept */
	struct smap section_defs;	/* section name -> kept function sections so named */
	struct smap name_defs;		/* name -> kept LOCAL definitions (+1 for a global) */
	struct smap discarded;		/* names of LOCAL functions in discarded groups */
	uint64_t **alias;		/* per file: symbol -> ref of its node's symbol */
	struct smap *locals;		/* per file: name -> first LOCAL FUNC symbol */
	uint32_t **next_local;		/* per file: symbol -> next LOCAL FUNC of that name */
	uint32_t **node_of;		/* per file: symbol -> node, or NONE */
	struct smap *unlikely;		/* per file: ".text.unlikely.*" name -> its first FUNC symbol */
	struct idmap ids;		/* profile id -> ref */

	struct ext_callgraph_node *nodes;
	uint64_t *node_ref;
	size_t n, ncap;
	struct ext_order_edge *edges;
	size_t nedges, ecap;
	struct icall *icalls;
	size_t nicalls, icap;
	struct smap undefined;		/* names of undefined ends */

	/* The unit being read: its file, its records, and per file how many
	 * units so far claimed each local name. */
	size_t file;
	struct urec *recs;
	size_t nrecs, rcap;
	struct smap claims;
	int in_unit;
};

static int oom(struct builder *b)
{
	return ext_error_set(b->err, "%s: out of memory", b->set->files[b->file].name);
}

/* Grow *ARR (of SIZE-byte elements) to hold one more than *N. */
static int grow(void **arr, size_t *cap, size_t n, size_t size)
{
	if (n < *cap)
		return 0;
	size_t c = *cap ? 2 * *cap : 64;
	void *p = realloc(*arr, c * size);
	if (!p)
		return -1;
	*arr = p;
	*cap = c;
	return 0;
}

static int is_func(const struct ext_objfile *f, const struct ext_objfile_symbol *s)
{
	return (s->type == STT_FUNC || s->type == STT_GNU_IFUNC) && s->shndx != SHN_UNDEF &&
	       s->shndx < f->nsections;
}

#define UNLIKELY ".text.unlikely."

int ext_callgraph_own_section(const char *section)
{
	static const char *const shared[] = { ".text.hot", ".text.unlikely", ".text.startup",
					      ".text.exit", ".text.split" };

	if (strncmp(section, ".text.", 6) || !section[6])
		return 0;
	for (size_t i = 0; i < sizeof shared / sizeof shared[0]; i++)
		if (!strcmp(section, shared[i]))
			return 0;
	return 1;
}

/* Whether section SHNDX of file FI is in a COMDAT group the link discards:
 * another group of its signature came first. */
static int section_discarded(const struct builder *b, size_t fi, uint32_t shndx)
{
	const struct ext_objfile *f = &b->set->files[fi];
	uint32_t g = shndx < f->nsections ? f->sections[shndx].group : 0;
	struct smap_slot *kept;

	if (!g || g >= f->nsections || !f->sections[g].signature)
		return 0;
	kept = smap_find(&b->comdat, f->sections[g].signature);
	return kept && kept->val != ref_of(fi, g);
}

/* The kept group of every COMDAT signature: the first in input order. */
static int index_comdat(struct builder *b)
{
	for (size_t fi = 0; fi < b->set->n; fi++) {
		const struct ext_objfile *f = &b->set->files[fi];
		for (size_t i = 1; i < f->nsections; i++) {
			struct smap_slot *slot;
			if (!f->sections[i].signature)
				continue;
			if (!(slot = smap_slot(&b->comdat, f->sections[i].signature)))
				return ext_error_set(b->err, "out of memory");
			if (slot->val == NOREF)
				slot->val = ref_of(fi, i);
		}
	}
	return 0;
}

/* Add 1 to the count of KEY in M. */
static int count_key(struct smap *m, const char *key)
{
	struct smap_slot *slot = smap_slot(m, key);

	if (!slot)
		return -1;
	slot->val = slot->val == NOREF ? 1 : slot->val + 1;
	return 0;
}

/* Function symbols SI and SJ of F: which names their shared body better —
 * the one the section is named after, a GLOBAL one, a WEAK one, the first. */
static int better_alias(const struct ext_objfile *f, size_t si, size_t sj)
{
	const struct ext_objfile_symbol *a = &f->symbols[si], *c = &f->symbols[sj];
	const char *sec = f->sections[a->shndx].name;
	size_t ls = strlen(sec), la = strlen(a->name), lc = strlen(c->name);
	int na = ls > la && sec[ls - la - 1] == '.' && !strcmp(sec + ls - la, a->name);
	int nc = ls > lc && sec[ls - lc - 1] == '.' && !strcmp(sec + ls - lc, c->name);
	int ra = a->bind == STB_GLOBAL ? 0 : a->bind == STB_WEAK ? 1 : 2;
	int rc = c->bind == STB_GLOBAL ? 0 : c->bind == STB_WEAK ? 1 : 2;

	if (na != nc)
		return na;
	if (ra != rc)
		return ra < rc;
	return si < sj;
}

struct at_pos {
	uint32_t shndx, sym;
	uint64_t value;
};

static int by_address(const void *x, const void *y)
{
	const struct at_pos *p = x, *q = y;
	if (p->shndx != q->shndx)
		return p->shndx < q->shndx ? -1 : 1;
	if (p->value != q->value)
		return p->value < q->value ? -1 : 1;
	return p->sym < q->sym ? -1 : p->sym > q->sym;
}

/* ALIAS[si] for file FI: the ref of the symbol naming SI's body (see
 * better_alias), NOREF for symbols that are not functions. */
static int index_aliases(struct builder *b, size_t fi)
{
	const struct ext_objfile *f = &b->set->files[fi];
	struct at_pos *pos = malloc((f->nsymbols ? f->nsymbols : 1) * sizeof *pos);
	size_t n = 0;

	b->alias[fi] = malloc((f->nsymbols ? f->nsymbols : 1) * sizeof(uint64_t));
	if (!pos || !b->alias[fi]) {
		free(pos);
		return oom(b);
	}
	for (size_t si = 0; si < f->nsymbols; si++) {
		b->alias[fi][si] = NOREF;
		if (is_func(f, &f->symbols[si]) && *f->symbols[si].name) {
			pos[n].shndx = f->symbols[si].shndx;
			pos[n].value = f->symbols[si].value;
			pos[n].sym = (uint32_t)si;
			n++;
		}
	}
	qsort(pos, n, sizeof *pos, by_address);
	for (size_t i = 0, j; i < n; i = j) {
		size_t best = pos[i].sym;
		for (j = i + 1; j < n && pos[j].shndx == pos[i].shndx && pos[j].value == pos[i].value; j++)
			if (better_alias(f, pos[j].sym, best))
				best = pos[j].sym;
		for (size_t k = i; k < j; k++)
			b->alias[fi][pos[k].sym] = ref_of(fi, best);
		b->cg->aliases += j - i - 1;
	}
	free(pos);
	return 0;
}

/* How many kept function sections have each section name, how many kept
 * definitions each function name, which LOCAL names are discarded. */
static int count_definitions(struct builder *b, size_t fi)
{
	const struct ext_objfile *f = &b->set->files[fi];
	char *seen = calloc(f->nsections ? f->nsections : 1, 1);

	if (!seen)
		return oom(b);
	for (size_t si = 0; si < f->nsymbols; si++) {
		const struct ext_objfile_symbol *s = &f->symbols[si];
		int gone;

		if (!is_func(f, s) || !*s->name)
			continue;
		gone = section_discarded(b, fi, s->shndx);
		if (gone && s->bind == STB_LOCAL && count_key(&b->discarded, s->name) < 0)
			goto oom;
		if (gone)
			continue;
		if (s->bind == STB_LOCAL && count_key(&b->name_defs, s->name) < 0)
			goto oom;
		if (f->e_type == ET_REL && !seen[s->shndx]) {
			seen[s->shndx] = 1;
			if (count_key(&b->section_defs, f->sections[s->shndx].name) < 0)
				goto oom;
		}
	}
	free(seen);
	return 0;
oom:
	free(seen);
	return oom(b);
}

/* The global and local definitions of every file, and the function symbols
 * of its ".text.unlikely.*" sections. */
static int index_symbols(struct builder *b)
{
	const struct ext_objfile_set *set = b->set;

	if (index_comdat(b) < 0)
		return -1;
	b->alias = calloc(set->n ? set->n : 1, sizeof *b->alias);
	if (!b->alias)
		return ext_error_set(b->err, "out of memory");
	for (size_t fi = 0; fi < set->n; fi++) {
		b->file = fi;
		if (index_aliases(b, fi) < 0 || count_definitions(b, fi) < 0)
			return -1;
	}
	b->locals = calloc(set->n ? set->n : 1, sizeof *b->locals);
	b->next_local = calloc(set->n ? set->n : 1, sizeof *b->next_local);
	b->node_of = calloc(set->n ? set->n : 1, sizeof *b->node_of);
	b->unlikely = calloc(set->n ? set->n : 1, sizeof *b->unlikely);
	if (!b->locals || !b->next_local || !b->node_of || !b->unlikely)
		return ext_error_set(b->err, "out of memory");
	for (size_t fi = 0; fi < set->n; fi++) {
		const struct ext_objfile *f = &set->files[fi];
		uint32_t *last = NULL;

		b->file = fi;
		b->next_local[fi] = malloc((f->nsymbols ? f->nsymbols : 1) * sizeof(uint32_t));
		b->node_of[fi] = malloc((f->nsymbols ? f->nsymbols : 1) * sizeof(uint32_t));
		last = malloc((f->nsymbols ? f->nsymbols : 1) * sizeof(uint32_t));
		if (!b->next_local[fi] || !b->node_of[fi] || !last) {
			free(last);
			return oom(b);
		}
		for (size_t si = 0; si < f->nsymbols; si++) {
			const struct ext_objfile_symbol *s = &f->symbols[si];
			struct smap_slot *slot;

			b->next_local[fi][si] = NONE;
			b->node_of[fi][si] = NONE;
			if (!is_func(f, s) || !*s->name)
				continue;
			if (f->e_type == ET_REL &&
			    !strncmp(f->sections[s->shndx].name, UNLIKELY, sizeof UNLIKELY - 1)) {
				slot = smap_slot(&b->unlikely[fi], f->sections[s->shndx].name);
				if (!slot) {
					free(last);
					return oom(b);
				}
				if (slot->val == NOREF)
					slot->val = si;
			}
			if (s->bind == STB_LOCAL) {
				slot = smap_slot(&b->locals[fi], s->name);
				if (!slot) {
					free(last);
					return oom(b);
				}
				if (slot->val == NOREF)
					slot->val = si;
				else
					b->next_local[fi][last[slot->val]] = (uint32_t)si;
				last[slot->val] = (uint32_t)si;	/* tail of the name's chain */
				continue;
			}
			slot = smap_slot(&b->global, s->name);
			if (!slot) {
				free(last);
				return oom(b);
			}
			/* First GLOBAL wins; a WEAK one only until a GLOBAL comes. */
			if (slot->val == NOREF ||
			    (s->bind == STB_GLOBAL &&
			     set->files[slot->val >> 32].symbols[(uint32_t)slot->val].bind == STB_WEAK))
				slot->val = ref_of(fi, si);
		}
		free(last);
	}
	for (size_t i = 0; i < b->global.cap; i++)
		if (b->global.slot[i].key && count_key(&b->name_defs, b->global.slot[i].key) < 0)
			return ext_error_set(b->err, "out of memory");
	return 0;
}

/* The split cold part of a function in section SEC of file FI: N's
 * cold_section and cold_symbol.  0, or -1 when out of memory. */
static int find_cold_part(struct builder *b, size_t fi, const char *sec, struct ext_callgraph_node *n)
{
	static const char *const prefixes[] = { ".text.hot.", ".text.startup.", ".text." };
	const struct ext_objfile *f = &b->set->files[fi];
	const char *fn = NULL;
	struct smap_slot *slot;
	char *key;

	n->cold_section = n->cold_symbol = NULL;
	if (!strncmp(sec, UNLIKELY, sizeof UNLIKELY - 1))
		return 0;
	for (size_t i = 0; i < sizeof prefixes / sizeof prefixes[0] && !fn; i++)
		if (!strncmp(sec, prefixes[i], strlen(prefixes[i])) && sec[strlen(prefixes[i])])
			fn = sec + strlen(prefixes[i]);
	if (!fn || !b->unlikely[fi].n)
		return 0;
	key = malloc(sizeof UNLIKELY + strlen(fn));
	if (!key)
		return -1;
	strcpy(key, UNLIKELY);
	strcat(key, fn);
	slot = smap_find(&b->unlikely[fi], key);
	free(key);
	if (slot) {
		n->cold_section = slot->key;
		n->cold_symbol = f->symbols[slot->val].name;
	}
	return 0;
}

/* The ref whose node stands for REF: its body's name (aliases), and for a
 * LOCAL function in a discarded COMDAT group the local of that name in the
 * kept group of the signature, if there is one. */
static uint64_t node_ref(const struct builder *b, uint64_t ref)
{
	size_t fi = ref >> 32, si = (uint32_t)ref;
	const struct ext_objfile *f = &b->set->files[fi];
	const struct ext_objfile_symbol *s = &f->symbols[si];

	if (s->bind == STB_LOCAL && section_discarded(b, fi, s->shndx)) {
		uint32_t g = f->sections[s->shndx].group;
		uint64_t kept = smap_find(&b->comdat, f->sections[g].signature)->val;
		size_t kf = kept >> 32;
		const struct ext_objfile *k = &b->set->files[kf];
		struct smap_slot *loc = smap_find(&b->locals[kf], s->name);

		for (uint32_t ki = loc ? (uint32_t)loc->val : NONE; ki != NONE; ki = b->next_local[kf][ki])
			if (k->sections[k->symbols[ki].shndx].group == (uint32_t)kept)
				return b->alias[kf][ki];
	}
	return b->alias[fi][si] != NOREF ? b->alias[fi][si] : ref;
}

static uint32_t key_count(const struct smap *m, const char *key)
{
	struct smap_slot *s = smap_find(m, key);
	return s ? (uint32_t)s->val : 0;
}

static uint32_t node_for(struct builder *b, uint64_t ref)
{
	size_t fi, si;
	const struct ext_objfile *f;
	const struct ext_objfile_symbol *s;
	const struct ext_objfile_section *sec;
	struct ext_callgraph_node *n;

	ref = node_ref(b, ref);
	fi = ref >> 32;
	si = (uint32_t)ref;
	f = &b->set->files[fi];
	s = &f->symbols[si];
	sec = &f->sections[s->shndx];
	if (b->node_of[fi][si] != NONE)
		return b->node_of[fi][si];
	if (b->n == b->ncap) {
		size_t cap = b->ncap ? 2 * b->ncap : 64;
		struct ext_callgraph_node *nodes = realloc(b->nodes, cap * sizeof *nodes);
		uint64_t *refs;
		if (!nodes)
			return NONE;
		b->nodes = nodes;
		refs = realloc(b->node_ref, cap * sizeof *refs);
		if (!refs)
			return NONE;
		b->node_ref = refs;
		b->ncap = cap;
	}
	n = &b->nodes[b->n];
	n->name = s->name;
	n->file = f->name;
	n->section = f->e_type == ET_REL ? sec->name : NULL;
	n->size = s->size;
	n->count = 0;
	n->local = s->bind == STB_LOCAL;
	n->discarded = section_discarded(b, fi, s->shndx);
	n->comdat = n->section && sec->group != 0;
	n->orderable = (sec->flags & SHF_EXECINSTR) && !n->discarded &&
		       (!n->section || ext_callgraph_own_section(n->section));
	n->same_section = n->section ? key_count(&b->section_defs, n->section) : 0;
	n->same_name = key_count(&b->name_defs, n->name);
	n->name_discarded = smap_find(&b->discarded, n->name) != NULL;
	n->hot = n->section && !strncmp(n->section, ".text.hot.", 10);
	if (n->section && find_cold_part(b, fi, n->section, n) < 0)
		return NONE;
	if (!n->section)
		n->cold_section = n->cold_symbol = NULL;
	b->node_ref[b->n] = ref;
	b->node_of[fi][si] = (uint32_t)b->n;
	return (uint32_t)b->n++;
}

static int add_edge(struct builder *b, uint32_t from, uint32_t to, uint64_t count)
{
	if (from == to) {
		b->cg->self_calls++;
		b->cg->self_weight = add_sat(b->cg->self_weight, count);
		return 0;
	}
	if (grow((void **)&b->edges, &b->ecap, b->nedges, sizeof *b->edges) < 0)
		return oom(b);
	b->edges[b->nedges].from = from;
	b->edges[b->nedges].to = to;
	b->edges[b->nedges].weight = count;
	b->nedges++;
	return 0;
}

static int note_undefined(struct builder *b, const char *name, uint64_t count)
{
	struct smap_slot *s;
	char *copy;

	b->cg->undefined_edges++;
	b->cg->undefined_weight = add_sat(b->cg->undefined_weight, count);
	if (smap_find(&b->undefined, name))
		return 0;
	copy = strdup(name);
	if (!copy || !(s = smap_slot(&b->undefined, copy))) {
		free(copy);
		return oom(b);
	}
	s->val = 0;
	return 0;
}

/* Resolve NAME in the current unit: its own statics, then the globals,
 * then a LOCAL function the unit names without a "func" record of its own
 * (GCC's F.localalias, the local alias of a global F that calls inside
 * the unit use) when the object has one of that name. */
static uint64_t resolve(struct builder *b, const struct smap *unit_locals, const char *name)
{
	struct smap_slot *s = smap_find(unit_locals, name);

	if (s)
		return s->val;
	s = smap_find(&b->global, name);
	if (s)
		return s->val;
	s = smap_find(&b->locals[b->file], name);
	if (s && b->next_local[b->file][(uint32_t)s->val] == NONE)
		return ref_of(b->file, (uint32_t)s->val);
	return NOREF;
}

static void free_unit(struct builder *b)
{
	for (size_t i = 0; i < b->nrecs; i++) {
		free(b->recs[i].a);
		free(b->recs[i].b);
	}
	b->nrecs = 0;
	b->in_unit = 0;
}

/* Turn the records of the unit just read into nodes and edges. */
static int finish_unit(struct builder *b)
{
	struct smap unit_locals = { 0 };
	int ret = -1;

	if (!b->in_unit)
		return 0;
	b->cg->units++;
	/* The statics this unit defines: its i-th claim of a name takes the
	 * i-th LOCAL symbol of that name in the object. */
	for (size_t i = 0; i < b->nrecs; i++) {
		struct urec *r = &b->recs[i];
		struct smap_slot *loc, *claim, *mine;
		uint32_t si;

		if (r->kind != R_FUNC || smap_find(&unit_locals, r->a))
			continue;
		loc = smap_find(&b->locals[b->file], r->a);
		if (!loc)
			continue;
		claim = smap_slot(&b->claims, loc->key);
		if (!claim)
			goto oom;
		if (claim->val == NOREF)
			claim->val = 0;
		si = (uint32_t)loc->val;
		for (uint64_t k = 0; k < claim->val && si != NONE; k++)
			si = b->next_local[b->file][si];
		claim->val++;
		if (si == NONE)
			continue;	/* more units claim it than there are statics */
		mine = smap_slot(&unit_locals, loc->key);
		if (!mine)
			goto oom;
		mine->val = ref_of(b->file, si);
	}

	for (size_t i = 0; i < b->nrecs; i++) {
		struct urec *r = &b->recs[i];
		uint64_t ra = resolve(b, &unit_locals, r->a), rb, old;
		uint32_t na = NONE, nb;

		/* A "def" alone makes no node: the function may never be called. */
		if (r->kind != R_DEF && ra != NOREF && (na = node_for(b, ra)) == NONE)
			goto oom;
		switch (r->kind) {
		case R_FUNC:
			if (na == NONE)
				b->cg->funcs_missing++;
			else
				b->nodes[na].count = add_sat(b->nodes[na].count, r->count);
			break;
		case R_DEF:
			if (ra == NOREF)
				break;
			switch (idmap_add(&b->ids, r->id, ra, &old)) {
			case -1:
				goto oom;
			case 1:
				if (old != ra)
					b->cg->id_conflicts++;
				break;
			}
			break;
		case R_EDGE:
			rb = resolve(b, &unit_locals, r->b);
			if (ra == NOREF || rb == NOREF) {
				if (note_undefined(b, ra == NOREF ? r->a : r->b, r->count) < 0)
					goto out;
				break;
			}
			if ((nb = node_for(b, rb)) == NONE)
				goto oom;
			if (add_edge(b, na, nb, r->count) < 0)
				goto out;
			break;
		default:	/* R_ICALL: the callee's id is resolved at the end */
			if (na == NONE) {
				if (note_undefined(b, r->a, r->count) < 0)
					goto out;
				break;
			}
			if (grow((void **)&b->icalls, &b->icap, b->nicalls, sizeof *b->icalls) < 0)
				goto oom;
			b->icalls[b->nicalls].caller = na;
			b->icalls[b->nicalls].id = r->id;
			b->icalls[b->nicalls].count = r->count;
			b->nicalls++;
			break;
		}
	}
	ret = 0;
	goto out;
oom:
	oom(b);
out:
	smap_free(&unit_locals);
	free_unit(b);
	return ret;
}

static int add_rec(struct builder *b, int kind, const char *a, const char *c, uint32_t id,
		   uint64_t count)
{
	struct urec *r;

	if (grow((void **)&b->recs, &b->rcap, b->nrecs, sizeof *b->recs) < 0)
		return oom(b);
	r = &b->recs[b->nrecs];
	r->kind = kind;
	r->a = strdup(a);
	r->b = c ? strdup(c) : NULL;
	r->id = id;
	r->count = count;
	if (!r->a || (c && !r->b)) {
		free(r->a);
		free(r->b);
		return oom(b);
	}
	b->nrecs++;
	return 0;
}

static int on_header(void *d)
{
	struct builder *b = d;

	if (finish_unit(b) < 0)
		return -1;
	b->in_unit = 1;
	return 0;
}

static int on_func(void *d, const char *sym, uint64_t count)
{
	return add_rec(d, R_FUNC, sym, NULL, 0, count);
}

static int on_def(void *d, uint32_t id, const char *sym)
{
	return add_rec(d, R_DEF, sym, NULL, id, 0);
}

static int on_edge(void *d, const char *caller, const char *callee, uint64_t count)
{
	return add_rec(d, R_EDGE, caller, callee, 0, count);
}

static int on_icall(void *d, const char *caller, uint32_t id, uint64_t count)
{
	return add_rec(d, R_ICALL, caller, NULL, id, count);
}

static const struct ext_cgprofile_handler handler = { on_header, NULL, on_func, on_def, on_edge, on_icall };

/* Ids of global functions without a "def" record: GCC's formula, in input
 * order so that a CRC collision resolves the same way every time. */
static int add_public_ids(struct builder *b)
{
	for (size_t fi = 0; fi < b->set->n; fi++) {
		const struct ext_objfile *f = &b->set->files[fi];
		for (size_t si = 0; si < f->nsymbols; si++) {
			struct smap_slot *s;
			uint64_t old;

			if (!is_func(f, &f->symbols[si]) || f->symbols[si].bind == STB_LOCAL)
				continue;
			s = smap_find(&b->global, f->symbols[si].name);
			if (!s || s->val != ref_of(fi, si))
				continue;
			if (idmap_add(&b->ids, ext_profile_id_of(s->key), s->val, &old) < 0)
				return ext_error_set(b->err, "out of memory");
		}
	}
	return 0;
}

static int resolve_icalls(struct builder *b)
{
	for (size_t i = 0; i < b->nicalls; i++) {
		const struct icall *ic = &b->icalls[i];
		uint64_t *ref = idmap_find(&b->ids, ic->id);
		uint32_t callee;

		if (!ref) {
			b->cg->icalls_unresolved++;
			b->cg->icall_unresolved_weight =
				add_sat(b->cg->icall_unresolved_weight, ic->count);
			continue;
		}
		b->cg->icalls_resolved++;
		if ((callee = node_for(b, *ref)) == NONE)
			return ext_error_set(b->err, "out of memory");
		if (add_edge(b, ic->caller, callee, ic->count) < 0)
			return -1;
	}
	return 0;
}

/* Input order: file, section index, address, symbol index. */
struct input_pos {
	uint64_t file, shndx, value, sym;
	uint32_t node;
};

static int by_input_pos(const void *x, const void *y)
{
	const struct input_pos *p = x, *q = y;
	if (p->file != q->file)
		return p->file < q->file ? -1 : 1;
	if (p->shndx != q->shndx)
		return p->shndx < q->shndx ? -1 : 1;
	if (p->value != q->value)
		return p->value < q->value ? -1 : 1;
	return p->sym < q->sym ? -1 : p->sym > q->sym;
}

static int str_cmp(const void *x, const void *y)
{
	return strcmp(*(char *const *)x, *(char *const *)y);
}

/* Renumber the nodes in input order and merge the edges per pair. */
static int finish_graph(struct builder *b)
{
	struct ext_callgraph *cg = b->cg;
	struct input_pos *by_order = malloc((b->n ? b->n : 1) * sizeof *by_order);
	uint32_t *new_id = malloc((b->n ? b->n : 1) * sizeof *new_id);

	cg->nodes = malloc((b->n ? b->n : 1) * sizeof *cg->nodes);
	cg->undefined = malloc((b->undefined.n ? b->undefined.n : 1) * sizeof *cg->undefined);
	if (!by_order || !new_id || !cg->nodes || !cg->undefined) {
		free(by_order);
		free(new_id);
		return ext_error_set(b->err, "out of memory");
	}
	for (uint32_t i = 0; i < b->n; i++) {
		uint64_t ref = b->node_ref[i];
		by_order[i].file = ref >> 32;
		by_order[i].sym = (uint32_t)ref;
		by_order[i].shndx = b->set->files[ref >> 32].symbols[(uint32_t)ref].shndx;
		by_order[i].value = b->set->files[ref >> 32].symbols[(uint32_t)ref].value;
		by_order[i].node = i;
	}
	qsort(by_order, b->n, sizeof *by_order, by_input_pos);
	for (uint32_t i = 0; i < b->n; i++) {
		new_id[by_order[i].node] = i;
		cg->nodes[i] = b->nodes[by_order[i].node];
	}
	cg->n = (uint32_t)b->n;
	for (size_t i = 0; i < b->nedges; i++) {
		b->edges[i].from = new_id[b->edges[i].from];
		b->edges[i].to = new_id[b->edges[i].to];
	}
	cg->edges = b->edges;
	cg->nedges = ext_order_merge_edges(b->edges, b->nedges);
	if (cg->nedges == SIZE_MAX) {
		cg->nedges = 0;
		b->edges = NULL;
		free(by_order);
		free(new_id);
		return ext_error_set(b->err, "out of memory");
	}
	b->edges = NULL;
	for (size_t i = 0; i < b->undefined.cap; i++)
		if (b->undefined.slot[i].key)
			cg->undefined[cg->nundefined++] = (char *)b->undefined.slot[i].key;
	qsort(cg->undefined, cg->nundefined, sizeof *cg->undefined, str_cmp);
	smap_free(&b->undefined);	/* the names now belong to cg */
	cg->discarded_locals = malloc((b->discarded.n ? b->discarded.n : 1) * sizeof *cg->discarded_locals);
	if (!cg->discarded_locals) {
		free(by_order);
		free(new_id);
		return ext_error_set(b->err, "out of memory");
	}
	for (size_t i = 0; i < b->discarded.cap; i++)
		if (b->discarded.slot[i].key)
			cg->discarded_locals[cg->ndiscarded_locals++] = (char *)b->discarded.slot[i].key;
	qsort(cg->discarded_locals, cg->ndiscarded_locals, sizeof *cg->discarded_locals, str_cmp);
	free(by_order);
	free(new_id);
	return 0;
}

static void builder_free(struct builder *b)
{
	free_unit(b);
	free(b->recs);
	for (size_t fi = 0; b->locals && fi < b->set->n; fi++)
		smap_free(&b->locals[fi]);
	for (size_t fi = 0; b->next_local && fi < b->set->n; fi++)
		free(b->next_local[fi]);
	for (size_t fi = 0; b->node_of && fi < b->set->n; fi++)
		free(b->node_of[fi]);
	for (size_t fi = 0; b->unlikely && fi < b->set->n; fi++)
		smap_free(&b->unlikely[fi]);
	free(b->unlikely);
	for (size_t fi = 0; b->alias && fi < b->set->n; fi++)
		free(b->alias[fi]);
	free(b->alias);
	smap_free(&b->comdat);
	smap_free(&b->section_defs);
	smap_free(&b->name_defs);
	smap_free(&b->discarded);
	free(b->locals);
	free(b->next_local);
	free(b->node_of);
	smap_free(&b->global);
	smap_free(&b->claims);
	for (size_t i = 0; i < b->undefined.cap; i++)
		free((char *)b->undefined.slot[i].key);
	smap_free(&b->undefined);
	free(b->ids.key);
	free(b->ids.val);
	free(b->nodes);
	free(b->node_ref);
	free(b->edges);
	free(b->icalls);
}

int ext_callgraph_build(const struct ext_objfile_set *set, struct ext_callgraph *cg, struct ext_error *err)
{
	struct builder b = { 0 };
	int ret = -1;

	memset(cg, 0, sizeof *cg);
	b.set = set;
	b.cg = cg;
	b.err = err;
	cg->objects = set->n;
	if (index_symbols(&b) < 0)
		goto out;
	for (size_t fi = 0; fi < set->n; fi++) {
		const struct ext_objfile *f = &set->files[fi];

		b.file = fi;
		smap_free(&b.claims);
		for (size_t i = 1; i < f->nsections; i++) {
			const struct ext_objfile_section *s = &f->sections[i];
			if (!s->data || strcmp(s->name, CGP_SECTION_NAME))
				continue;
			if (ext_cgprofile_parse(s->data, s->data_len, f->name, s->name, &handler, &b, err) < 0 ||
			    finish_unit(&b) < 0)
				goto out;
		}
	}
	if (add_public_ids(&b) < 0 || resolve_icalls(&b) < 0 || finish_graph(&b) < 0)
		goto out;
	ret = 0;
out:
	builder_free(&b);
	if (ret < 0)
		ext_callgraph_free(cg);
	return ret;
}

void ext_callgraph_free(struct ext_callgraph *cg)
{
	free(cg->nodes);
	free(cg->edges);
	for (size_t i = 0; i < cg->nundefined; i++)
		free(cg->undefined[i]);
	free(cg->undefined);
	free(cg->discarded_locals);
	memset(cg, 0, sizeof *cg);
}

int ext_callgraph_name_discarded(const struct ext_callgraph *cg, const char *name)
{
	return cg->ndiscarded_locals &&
	       bsearch(&name, cg->discarded_locals, cg->ndiscarded_locals, sizeof *cg->discarded_locals,
		       str_cmp) != NULL;
}

/* ---- The subgraph that gets ordered ------------------------------------- */

int ext_callgraph_hot_subgraph(const struct ext_callgraph *cg, struct ext_callgraph_subgraph *sub,
			   struct ext_error *err)
{
	uint32_t *sub_id = malloc((cg->n ? cg->n : 1) * sizeof *sub_id);
	char *hot = calloc(cg->n ? cg->n : 1, 1);
	uint32_t n = 0;
	size_t m = 0;

	memset(sub, 0, sizeof *sub);
	sub->node = malloc((cg->n ? cg->n : 1) * sizeof *sub->node);
	sub->size = malloc((cg->n ? cg->n : 1) * sizeof *sub->size);
	sub->edges = malloc((cg->nedges ? cg->nedges : 1) * sizeof *sub->edges);
	if (!sub_id || !hot || !sub->node || !sub->size || !sub->edges) {
		free(sub_id);
		free(hot);
		ext_callgraph_subgraph_free(sub);
		return ext_error_set(err, "call graph: out of memory");
	}
	for (uint32_t i = 0; i < cg->n; i++)
		hot[i] = cg->nodes[i].orderable && cg->nodes[i].count > 0;
	for (size_t i = 0; i < cg->nedges; i++) {
		const struct ext_order_edge *e = &cg->edges[i];
		if (!cg->nodes[e->from].orderable || !cg->nodes[e->to].orderable) {
			sub->dropped_edges++;
			sub->dropped_weight = add_sat(sub->dropped_weight, e->weight);
		} else if (e->weight > 0) {
			hot[e->from] = hot[e->to] = 1;
		}
	}
	for (uint32_t i = 0; i < cg->n; i++) {
		sub_id[i] = NONE;
		if (hot[i]) {
			sub->node[n] = i;
			sub->size[n] = cg->nodes[i].size;
			sub_id[i] = n++;
		}
	}
	for (size_t i = 0; i < cg->nedges; i++) {
		const struct ext_order_edge *e = &cg->edges[i];
		if (sub_id[e->from] != NONE && sub_id[e->to] != NONE && e->weight > 0) {
			sub->edges[m].from = sub_id[e->from];
			sub->edges[m].to = sub_id[e->to];
			sub->edges[m].weight = e->weight;
			m++;
		}
	}
	sub->g.n = n;
	sub->g.size = sub->size;
	sub->g.edges = sub->edges;
	sub->g.nedges = m;
	free(sub_id);
	free(hot);
	return 0;
}

void ext_callgraph_subgraph_free(struct ext_callgraph_subgraph *sub)
{
	free(sub->node);
	free(sub->size);
	free(sub->edges);
	memset(sub, 0, sizeof *sub);
}
