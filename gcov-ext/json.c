/* json.c — see json.h. */
#include "json.h"

#include <inttypes.h>
#include <math.h>
#include <string.h>

void ext_json_init(struct ext_json *j, FILE *out)
{
	memset(j, 0, sizeof *j);
	j->out = out;
}

static void misuse(struct ext_json *j, const char *what)
{
	if (!j->misuse)
		j->misuse = what;
}

static void indent(struct ext_json *j)
{
	fputc('\n', j->out);
	for (int i = 0; i < j->depth; i++)
		fputs("  ", j->out);
}

/* Before a value: the comma and the line break, unless a key precedes it. */
static int value_start(struct ext_json *j)
{
	if (j->depth == 0) {
		if (j->count[0]++) {
			misuse(j, "more than one top-level value");
			return -1;
		}
		return 0;
	}
	if (j->open[j->depth - 1] == '{') {
		if (!j->key_due) {
			misuse(j, "a value in an object without a key");
			return -1;
		}
		j->key_due = false;
		return 0;
	}
	if (j->count[j->depth - 1]++)
		fputc(',', j->out);
	indent(j);
	return 0;
}

static void open_level(struct ext_json *j, char c)
{
	if (value_start(j) < 0)
		return;
	if (j->depth == EXT_JSON_DEPTH) {
		misuse(j, "nested too deeply");
		return;
	}
	fputc(c, j->out);
	j->open[j->depth] = c;
	j->count[j->depth] = 0;
	j->depth++;
}

void ext_json_object(struct ext_json *j)
{
	open_level(j, '{');
}

void ext_json_array(struct ext_json *j)
{
	open_level(j, '[');
}

void ext_json_end(struct ext_json *j)
{
	int empty;

	if (j->depth == 0 || j->key_due) {
		misuse(j, j->depth ? "a key without a value" : "closing what is not open");
		return;
	}
	j->depth--;
	empty = j->count[j->depth] == 0;
	if (!empty)
		indent(j);
	fputc(j->open[j->depth] == '{' ? '}' : ']', j->out);
}

static void put_string(FILE *out, const char *s, size_t len)
{
	fputc('"', out);
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c == '"' || c == '\\')
			fprintf(out, "\\%c", c);
		else if (c == '\n')
			fputs("\\n", out);
		else if (c == '\t')
			fputs("\\t", out);
		else if (c < 0x20 || c == 0x7f)
			fprintf(out, "\\u%04x", c);
		else
			fputc(c, out);
	}
	fputc('"', out);
}

void ext_json_key(struct ext_json *j, const char *key)
{
	if (j->depth == 0 || j->open[j->depth - 1] != '{' || j->key_due) {
		misuse(j, "a key outside an object, or two keys in a row");
		return;
	}
	if (j->count[j->depth - 1]++)
		fputc(',', j->out);
	indent(j);
	put_string(j->out, key, strlen(key));
	fputs(": ", j->out);
	j->key_due = true;
}

void ext_json_string_n(struct ext_json *j, const char *s, size_t len)
{
	if (value_start(j) == 0)
		put_string(j->out, s, len);
}

void ext_json_string(struct ext_json *j, const char *s)
{
	if (!s)
		ext_json_null(j);
	else
		ext_json_string_n(j, s, strlen(s));
}

void ext_json_u64(struct ext_json *j, uint64_t v)
{
	if (value_start(j) == 0)
		fprintf(j->out, "%" PRIu64, v);
}

void ext_json_i64(struct ext_json *j, int64_t v)
{
	if (value_start(j) == 0)
		fprintf(j->out, "%" PRId64, v);
}

void ext_json_double(struct ext_json *j, double v)
{
	char buf[64], *e;

	if (!isfinite(v)) {
		ext_json_null(j);
		return;
	}
	if (value_start(j) < 0)
		return;
	snprintf(buf, sizeof buf, "%.6f", v);
	/* Trailing zeros of the fraction go, and the point with them. */
	if (strchr(buf, '.')) {
		e = buf + strlen(buf) - 1;
		while (*e == '0')
			*e-- = 0;
		if (*e == '.')
			*e = 0;
	}
	if (!strcmp(buf, "-0"))
		strcpy(buf, "0");
	fputs(buf, j->out);
}

void ext_json_bool(struct ext_json *j, bool v)
{
	if (value_start(j) == 0)
		fputs(v ? "true" : "false", j->out);
}

void ext_json_null(struct ext_json *j)
{
	if (value_start(j) == 0)
		fputs("null", j->out);
}

void ext_json_kv_string(struct ext_json *j, const char *key, const char *s)
{
	ext_json_key(j, key);
	ext_json_string(j, s);
}

void ext_json_kv_u64(struct ext_json *j, const char *key, uint64_t v)
{
	ext_json_key(j, key);
	ext_json_u64(j, v);
}

void ext_json_kv_double(struct ext_json *j, const char *key, double v)
{
	ext_json_key(j, key);
	ext_json_double(j, v);
}

void ext_json_kv_bool(struct ext_json *j, const char *key, bool v)
{
	ext_json_key(j, key);
	ext_json_bool(j, v);
}

void ext_json_kv_strings(struct ext_json *j, const char *key, const char *const *list, size_t n)
{
	ext_json_key(j, key);
	ext_json_array(j);
	for (size_t i = 0; i < n; i++)
		ext_json_string(j, list[i]);
	ext_json_end(j);
}

int ext_json_finish(struct ext_json *j, struct ext_error *err)
{
	if (!j->misuse && j->depth)
		misuse(j, "an object or array left open");
	if (!j->misuse && !j->count[0])
		misuse(j, "no value written");
	fputc('\n', j->out);
	if (j->misuse)
		return ext_error_set(err, "JSON writer: %s", j->misuse);
	return 0;
}
