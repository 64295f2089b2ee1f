/* lostcount.c: GCC 12's cddce2 loses a count (GCC 11 and 16 do not).  The
 * inlined force_string's `if (a && (b || (c && d))) return s;` joins its
 * returns in one forwarder block; cddce makes it of edges the training never
 * took (count 0) and then redirects to it the edge every call takes.  The
 * block reads 0 "(precise)", and the RTL puts the rest of lookup -- its hash
 * and bucket search -- into .text.unlikely.  Usage: ./prog N [numeric]: N
 * lookups of string keys, or of keys that need formatting (the code the
 * training never ran). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct node {
	int type;
	unsigned flags;
	int stfmt;
	int rnd;
	char *s;
	unsigned long len;
	char buf[32];
	long num;
};

struct bucket {
	struct bucket *next;
	unsigned long code;
	char *name;
	unsigned long len;
	long value;
};

struct table {
	struct bucket **buckets;
	unsigned long size;
	unsigned long count;
};

int fmtidx = 1, round_mode;

__attribute__((noipa)) struct node *format_val(int idx, struct node *s)
{
	s->len = (unsigned long)snprintf(s->buf, sizeof s->buf, "%ld", s->num);
	s->s = s->buf;
	s->stfmt = idx;
	s->flags |= 4;
	return s;
}

static inline struct node *force_string(struct node *s)
{
	if (s->type == 7) {
		s->type = 1;
		s->flags &= ~16u;
		return s;
	}
	if ((s->flags & 4) != 0 && (s->stfmt == -1 || (s->stfmt == fmtidx && s->rnd == round_mode)))
		return s;
	return format_val(fmtidx, s);
}

static unsigned long str_hash(const char *s, unsigned long len, unsigned long size,
			      unsigned long *code)
{
	unsigned long h = 0;
	while (len--)
		h = (unsigned char)*s++ + (h << 6) + (h << 16) - h;
	*code = h;
	return h % size;
}

unsigned long (*hash)(const char *, unsigned long, unsigned long, unsigned long *) = str_hash;

__attribute__((noipa)) static void grow(struct table *t)
{
	t->size = 1021;
	t->buckets = calloc(t->size, sizeof *t->buckets);
}

__attribute__((noinline)) long *lookup(struct table *t, struct node *subs)
{
	unsigned long code, h;
	struct bucket *b;

	subs = force_string(subs);
	if (t->buckets == NULL)
		grow(t);
	h = hash(subs->s, subs->len, t->size, &code);
	for (b = t->buckets[h]; b != NULL; b = b->next)
		if (b->code == code && b->len == subs->len && memcmp(b->name, subs->s, b->len) == 0)
			return &b->value;
	b = malloc(sizeof *b);
	b->name = malloc(subs->len + 1);
	memcpy(b->name, subs->s, subs->len + 1);
	b->len = subs->len;
	b->code = code;
	b->value = 0;
	b->next = t->buckets[h];
	t->buckets[h] = b;
	t->count++;
	return &b->value;
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 100000;
	int numeric = argc > 2;
	struct table t = { 0 };
	struct node k;
	long sum = 0;

	for (long i = 0; i < n; i++) {
		memset(&k, 0, sizeof k);
		k.num = (i * 7919) % 5000;
		if (numeric) {
			k.type = 1;
			k.stfmt = 0;
		} else {
			k.len = (unsigned long)snprintf(k.buf, sizeof k.buf, "w%ld", k.num);
			k.s = k.buf;
			k.flags = 4;
			k.stfmt = -1;
		}
		sum += ++*lookup(&t, &k);
	}
	printf("%lu keys %ld\n", t.count, sum);
	return 0;
}
