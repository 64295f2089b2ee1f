/* libFuzzer harness for the call-graph section reader, ext_cgprofile_parse
 * (built and run by `make fuzz`; replayed over its corpus by make check,
 * testsuite/unit/test_fuzz_corpus.c).
 *
 * Whatever the bytes, the reader must return 0 or an error naming the file
 * and section, hand its callbacks only fields the grammar allows, and what
 * it read must survive the writer: build(parse(section)) parses again into
 * the same text. */
#include "cgprofile.h"

#include <stdlib.h>
#include <string.h>

/* The records of every unit, added to one unit of the writer. */
struct cgp_fuzz_state {
	struct ext_cgprofile_unit *u;
};

/* symbol: one or more bytes in 0x21..0x7e or >= 0x80 (cgprofile.h) */
static void cgp_fuzz_symbol(struct cgp_fuzz_state *s, const char *sym)
{
	(void)s;
	if (!*sym)
		abort();
	for (const unsigned char *p = (const unsigned char *)sym; *p; p++)
		if (*p <= ' ' || *p == 0x7f)
			abort();
}

static int cgp_fuzz_func(void *data, const char *sym, uint64_t count)
{
	struct cgp_fuzz_state *s = data;
	cgp_fuzz_symbol(s, sym);
	ext_cgprofile_add_func(s->u, sym, count);
	return 0;
}

static int cgp_fuzz_def(void *data, uint32_t id, const char *sym)
{
	struct cgp_fuzz_state *s = data;
	cgp_fuzz_symbol(s, sym);
	ext_cgprofile_add_def(s->u, id, sym);
	return 0;
}

static int cgp_fuzz_edge(void *data, const char *caller, const char *callee, uint64_t count)
{
	struct cgp_fuzz_state *s = data;
	cgp_fuzz_symbol(s, caller);
	cgp_fuzz_symbol(s, callee);
	ext_cgprofile_add_edge(s->u, caller, callee, count);
	return 0;
}

static int cgp_fuzz_icall(void *data, const char *caller, uint32_t id, uint64_t count)
{
	struct cgp_fuzz_state *s = data;
	cgp_fuzz_symbol(s, caller);
	ext_cgprofile_add_icall(s->u, caller, id, count);
	return 0;
}

static int cgp_fuzz_unit(void *data, const char *source)
{
	(void)data;
	if (!*source || strchr(source, '\n'))
		abort();
	return 0;
}

static const struct ext_cgprofile_handler cgp_fuzz_handler = {
	NULL, cgp_fuzz_unit, cgp_fuzz_func, cgp_fuzz_def, cgp_fuzz_edge, cgp_fuzz_icall,
};

/* Parse TEXT into a fresh writer's unit; its text (malloc'ed), or NULL when
 * the reader refused TEXT or the writer refused a symbol. */
static char *cgp_fuzz_rebuild(const char *text, size_t len, size_t *out_len)
{
	struct cgp_fuzz_state s = { ext_cgprofile_unit_new(NULL) };
	struct ext_error err;
	char *out = NULL;

	if (!s.u)
		return NULL;
	if (ext_cgprofile_parse(text, len, "fuzz.o", CGP_SECTION_NAME, &cgp_fuzz_handler, &s, &err) == 0) {
		out = ext_cgprofile_unit_text(s.u, out_len);
		if (!out)
			abort();	/* the writer refused what the reader gave */
	} else if (strncmp(err.msg, "fuzz.o(.pgoipo.cgprofile)", 25)) {
		abort();
	}
	ext_cgprofile_unit_free(s.u);
	return out;
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	size_t len1 = 0, len2 = 0;
	char *text1 = cgp_fuzz_rebuild((const char *)data, size, &len1), *text2;

	if (!text1)
		return 0;
	/* the writer's text reads back, and writes the same bytes again */
	text2 = cgp_fuzz_rebuild(text1, len1, &len2);
	if (!text2 || len1 != len2 || memcmp(text1, text2, len1))
		abort();
	free(text1);
	free(text2);
	return 0;
}
