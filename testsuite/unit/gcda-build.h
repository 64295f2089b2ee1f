/* gcda-build.h — write .gcda files into memory for the unit tests, in the
 * layout libgcov writes (gcda.h has the grammar).  Not a test by itself.
 *
 *   struct gcda_buf b;
 *   gb_header(&b, 12, 1);                      // GCC 12, 1 run
 *   gb_function(&b, 108032747, 0xa17d74c2, 0x1c0f0444);
 *   gb_counters(&b, GB_ARCS, 4, (int64_t[]){1, 1000000, 1, 1});
 *   gb_end(&b);
 */
#ifndef PGOIPO_GCDA_BUILD_H
#define PGOIPO_GCDA_BUILD_H

#include <stdint.h>
#include <string.h>

#define GB_ARCS 0x01a10000u
#define GB_TOPN 0x01a70000u
#define GB_INDIRECT 0x01a90000u
#define GB_IOR 0x01ad0000u
#define GB_TIME 0x01af0000u
#define GB_CONDITIONS 0x01b10000u	/* GCC 14 and later */
#define GB_PATHS 0x01b30000u		/* GCC 15 and later */

struct gcda_buf {
	unsigned char b[8192];
	size_t n;
	int gcc;	/* 11: lengths in words, no checksum word; 12 to 16: in bytes */
	int swap;	/* write words byte-swapped (a file from the other byte order) */
};

static void gb_word(struct gcda_buf *g, uint32_t w)
{
	if (g->n + 4 > sizeof g->b)
		__builtin_trap();	/* the test wrote more than the buffer holds */
	if (g->swap)
		w = __builtin_bswap32(w);
	memcpy(g->b + g->n, &w, 4);
	g->n += 4;
}

static void gb_counter(struct gcda_buf *g, int64_t v)
{
	gb_word(g, (uint32_t)v);
	gb_word(g, (uint32_t)((uint64_t)v >> 32));
}

/* A record header for WORDS words of data (negative: an all-zero record). */
static void gb_record(struct gcda_buf *g, uint32_t tag, int32_t words)
{
	gb_word(g, tag);
	gb_word(g, (uint32_t)(g->gcc == 11 ? words : words * 4));
}

/* The version word of the release of GCC GCC (11 to 16) the tests stand for:
 * 11.3 "B13*" and 12.2 of Debian 12, 13.5 "B35*", 14.3 "B43*", 15.3 "B53*",
 * 16.2 "B62*" that scripts/toolchain builds. */
static uint32_t gb_version(int gcc)
{
	static const char minor[] = "325332";	/* of GCC 11, 12, ... 16 */

	return (uint32_t)('A' + gcc / 10) << 24 | (uint32_t)('0' + gcc % 10) << 16
	       | (uint32_t)minor[gcc - 11] << 8 | '*';
}

/* magic, version, stamp, [checksum], object summary (RUNS, sum_max 1000000 per run). */
static void gb_header(struct gcda_buf *g, int gcc, uint32_t runs)
{
	g->n = 0;
	g->gcc = gcc;
	gb_word(g, 0x67636461u);
	gb_word(g, gb_version(gcc));
	gb_word(g, 699696895u);
	if (gcc >= 12)
		gb_word(g, 0x5ef80950u);
	gb_record(g, 0xa1000000u, 2);
	gb_word(g, runs);
	gb_word(g, 1000000u * runs);
}

static void gb_function(struct gcda_buf *g, uint32_t ident, uint32_t lineno, uint32_t cfg)
{
	gb_record(g, 0x01000000u, 3);
	gb_word(g, ident);
	gb_word(g, lineno);
	gb_word(g, cfg);
}

/* A counter record of N int64 values (for topn kinds: the raw disk words). */
static void gb_counters(struct gcda_buf *g, uint32_t tag, size_t n, const int64_t *v)
{
	gb_record(g, tag, (int32_t)(2 * n));
	for (size_t i = 0; i < n; i++)
		gb_counter(g, v[i]);
}

static void gb_end(struct gcda_buf *g)
{
	gb_word(g, 0);
}

/* The running example of the seed as GCC writes it (apply inlined into main:
 * main's indirect call site has inc 999000, dbl 1000).  RUNS runs with the
 * same counts each.  With gcc 12 and 1 run, the bytes are those of the file
 * `gcc-12 -O2 -fprofile-generate` and one run made (stamp and checksum
 * copied from it); gcc 11 differs from its real file only in the stamp.
 * The same layout stands for GCC 13 to 16, whose libgcov writes the same
 * records (gcda.h). */
static void gb_running_example(struct gcda_buf *g, int gcc, uint32_t runs)
{
	int64_t r = runs;

	gb_header(g, gcc, runs);
	gb_function(g, 108032747u, 0xa17d74c2u, 0x1c0f0444u);	/* main */
	gb_counters(g, GB_ARCS, 4, (int64_t[]){ r, 1000000 * r, r, r });
	gb_counters(g, GB_INDIRECT, 6,
		    (int64_t[]){ 1000000 * r, 2, 1247539114, 999000 * r, 654920222, 1000 * r });
	gb_counters(g, GB_TIME, 1, (int64_t[]){ 1 });
	gb_function(g, 67126298u, 0x0779aef5u, 0xc0bbb23eu);	/* apply */
	gb_record(g, GB_ARCS, -4);	/* 2 counters, all zero */
	gb_counters(g, GB_INDIRECT, 2, (int64_t[]){ 0, 0 });
	gb_record(g, GB_TIME, -2);
	gb_function(g, 654920222u, 0x33efc647u, 0xa43083b8u);	/* dbl */
	gb_counters(g, GB_ARCS, 1, (int64_t[]){ 1000 * r });
	gb_counters(g, GB_INDIRECT, 0, NULL);
	gb_counters(g, GB_TIME, 1, (int64_t[]){ 3 });
	gb_function(g, 1247539114u, 0x500d241fu, 0xa43083b8u);	/* inc */
	gb_counters(g, GB_ARCS, 1, (int64_t[]){ 999000 * r });
	gb_counters(g, GB_INDIRECT, 0, NULL);
	gb_counters(g, GB_TIME, 1, (int64_t[]){ 2 });
	gb_end(g);
}

#endif
