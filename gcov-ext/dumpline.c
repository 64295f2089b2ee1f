/* dumpline.c — see dumpline.h. */
#include "dumpline.h"

#include <ctype.h>
#include <string.h>

static int is_kind_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
}

/* A word KEY=VALUE: a lower-case key of kind characters, then '='. */
static int is_field(const char *w)
{
	const char *p = w;

	if (!(*p >= 'a' && *p <= 'z'))
		return 0;
	while (is_kind_char(*p))
		p++;
	return *p == '=';
}

int ext_dumpline_parse(const char *line, struct ext_dumpline *dl)
{
	const char *p = line, *end;
	size_t n = 0;

	memset(dl, 0, sizeof *dl);
	if (!(*p >= 'a' && *p <= 'z'))
		return 0;
	while (is_kind_char(p[n]))
		n++;
	if (n >= sizeof dl->kind || (p[n] && p[n] != ' '))
		return 0;
	memcpy(dl->kind, p, n);
	dl->kind[n] = 0;
	p += n;
	while (*p == ' ')
		p++;
	/* The subject: words up to "->" or the first field. */
	dl->subject = p;
	end = p;
	while (*p && !(p[0] == '-' && p[1] == '>' && (p[2] == ' ' || !p[2])) && !is_field(p)) {
		while (*p && *p != ' ')
			p++;
		end = p;
		while (*p == ' ')
			p++;
	}
	dl->subject_len = (size_t)(end - dl->subject);
	if (p[0] == '-' && p[1] == '>') {
		p += 2;
		while (*p == ' ')
			p++;
		dl->target = p;
		while (*p && *p != ' ')
			p++;
		dl->target_len = (size_t)(p - dl->target);
		if (dl->target_len && dl->target[dl->target_len - 1] == ':')
			dl->target_len--;
	}
	return 1;
}

const char *ext_dumpline_field(const char *line, const char *key, size_t *len)
{
	size_t k = strlen(key);
	const char *p = line;

	/* Fields come after the kind: skip it. */
	while (*p && *p != ' ')
		p++;
	while ((p = strstr(p, key)) != NULL) {
		if (p[-1] == ' ' && p[k] == '=') {
			const char *v = p + k + 1, *e = v;
			while (*e && *e != ' ')
				e++;
			if (len)
				*len = (size_t)(e - v);
			return v;
		}
		p += k;
	}
	return NULL;
}

int ext_dumpline_number(const char *line, const char *key, uint64_t *value)
{
	size_t len;
	const char *v = ext_dumpline_field(line, key, &len);
	uint64_t x = 0;

	if (!v || !len || len > 20)
		return -1;
	for (size_t i = 0; i < len; i++) {
		if (!isdigit((unsigned char)v[i]))
			return -1;
		if (x > (UINT64_MAX - (uint64_t)(v[i] - '0')) / 10)
			return -1;
		x = x * 10 + (uint64_t)(v[i] - '0');
	}
	*value = x;
	return 0;
}

int ext_dumpline_file(const char *path, char *unit, size_t unit_size, char *pass, size_t pass_size)
{
	const char *base = strrchr(path, '/'), *mark, *num;
	size_t ulen, plen;

	base = base ? base + 1 : path;
	mark = strstr(base, ".pgoipo-");
	if (!mark || mark == base)
		return 0;
	/* ".pgoipo-PASS" ends the name; PASS is lower-case letters. */
	plen = strlen(mark + 8);
	if (!plen)
		return 0;
	for (size_t i = 0; i < plen; i++)
		if (!(mark[8 + i] >= 'a' && mark[8 + i] <= 'z'))
			return 0;
	/* ".NNNx" before it: digits and one letter. */
	num = mark - 1;
	if (num <= base || !(*num >= 'a' && *num <= 'z'))
		return 0;
	num--;
	if (!isdigit((unsigned char)*num))
		return 0;
	while (num > base && isdigit((unsigned char)*num))
		num--;
	if (*num != '.' || num == base)
		return 0;
	ulen = (size_t)(num - path);
	if (ulen + 1 > unit_size || plen + 1 > pass_size)
		return 0;
	memcpy(unit, path, ulen);
	unit[ulen] = 0;
	memcpy(pass, mark + 8, plen + 1);
	return 1;
}
