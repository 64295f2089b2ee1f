/* gcda.h — read GCC's .gcda profile files (GCC 11 to 16).
 *
 * The format, as written by libgcov (libgcc/libgcov-driver.c, write_one_data)
 * and read by the compiler (gcc/coverage.cc, read_counts_file).  Every word is
 * 32 bits in the byte order of the machine that wrote the file; the magic
 * tells which (a byte-swapped magic means every word is byte-swapped).
 *
 *	file:     int32:magic int32:version int32:stamp [int32:checksum] record*
 *	          [int32:0]
 *	magic:    0x67636461 ("gcda")
 *	version:  4 ASCII bytes, most significant first (gcc/genversion.cc):
 *	          'A' + major/10, '0' + major%10, '0' + minor, '*' for a release
 *	          ('e' for a development snapshot, whose format may change any
 *	          day: refused).  GCC 11.3 is "B13*" (0x4231332a), 12.2 "B22*",
 *	          13.5 "B35*", 14.3 "B43*", 15.3 "B53*", 16.2 "B62*".
 *	checksum: GCC 12 and later: CRC of the object's function records
 *	record:   int32:tag int32:length data
 *	length:   GCC 12 and later: bytes of data; GCC 11: 32-bit words of data.
 *	          A negative length is allowed for counter records only: the
 *	          record has |length| worth of counters, all zero, and no data.
 *	int64:    int32:low int32:high
 *
 *	data per tag:
 *	0xa1000000 object summary:  int32:runs int32:sum_max
 *	           (sum_max is the sum over runs of each run's largest arc
 *	           counter, truncated to 32 bits by gcov_write_summary)
 *	0x01000000 function:        int32:ident int32:lineno_checksum
 *	                            int32:cfg_checksum
 *	           or no data at all (length 0): a placeholder for a function
 *	           that another object owns (COMDAT); no counters follow it
 *	0x01a10000 + (K << 17)      counters of kind K of the last function,
 *	           the kinds of gcov-counter.def, each release appending its own:
 *	   K = 0 arcs, 1 interval, 2 pow2, 5 average, 6 ior, 7 time_profiler,
 *	       8 conditions (GCC 14 and later, -fcondition-coverage: bit sets),
 *	       9 paths (GCC 15 and later, -fpath-coverage: bit sets; GCC's own
 *	         tables call it "ior", so gcov-dump prints two kinds "ior"):
 *	                            int64:value*
 *	   K = 3 topn, 4 indirect_call:  site*
 *	           site: int64:total int64:n pair{n}
 *	           pair: int64:value int64:count
 *	           total < 0 means |total| executions of which some values were
 *	           lost when a site had more than 32 values while merging runs
 *	           (GCC 11 to 16 alike).  For indirect_call, value is the
 *	           profile id of the called function (see profile-id.h).
 *	anything else: skipped, and listed in struct ext_gcda's skipped[] --
 *	           also the counters of a kind the file's release does not have
 *	           (GCC ignores them: GCOV_TAG_IS_COUNTER is false for them).
 *
 * What changed between releases, from each one's gcov-io.h, gcov-io.cc,
 * gcov-counter.def and libgcov-driver.c: GCC 12 made record lengths bytes
 * and added the checksum word; GCC 14 added the conditions kind, GCC 15 the
 * paths kind; the rest is the same from GCC 12 to 16 (GCC 13's "gcfn"
 * file-name header only precedes .gcda data in gcov-tool's merge-stream
 * input, never a .gcda file).
 *
 * The reader checks every length against the data it stands for and fails
 * with "<file>: bad format (<why>)"; a version other than a GCC 11 to 16
 * release fails with "<file>: version '<found>' [(GCC <n.m>)] not supported
 * (...)".  Records of unknown tags and counter records outside a function are
 * skipped, as GCC does.
 */
#ifndef PGOIPO_GCDA_H
#define PGOIPO_GCDA_H

#include "error.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define EXT_GCDA_MAGIC 0x67636461u
#define EXT_GCDA_TAG_FUNCTION 0x01000000u
#define EXT_GCDA_TAG_COUNTER_BASE 0x01a10000u
#define EXT_GCDA_TAG_OBJECT_SUMMARY 0xa1000000u
#define EXT_GCDA_TAG_FOR_COUNTER(k) (EXT_GCDA_TAG_COUNTER_BASE + ((uint32_t)(k) << 17))
/* The releases whose files the reader knows. */
#define EXT_GCDA_GCC_FIRST 11
#define EXT_GCDA_GCC_LAST 16

/* The counter kinds, in GCC's order (gcov-counter.def). */
enum ext_gcda_kind {
	EXT_GCDA_ARCS,
	EXT_GCDA_INTERVAL,
	EXT_GCDA_POW2,
	EXT_GCDA_TOPN,
	EXT_GCDA_INDIRECT_CALL,
	EXT_GCDA_AVERAGE,
	EXT_GCDA_IOR,
	EXT_GCDA_TIME_PROFILER,
	EXT_GCDA_CONDITIONS,	/* GCC 14 and later */
	EXT_GCDA_PATHS,		/* GCC 15 and later */
	EXT_GCDA_N_KINDS
};

/* How many kinds release GCC_MAJOR has (8, 9 from GCC 14, 10 from GCC 15),
 * 0 for a release the reader does not know. */
int ext_gcda_n_kinds(int gcc_major);

/* GCC's name of a kind ("arcs", "indirect_call", ...). */
const char *ext_gcda_kind_name(enum ext_gcda_kind kind);
/* True for the kinds stored as top-N sites (topn, indirect_call). */
bool ext_gcda_kind_is_topn(enum ext_gcda_kind kind);

struct ext_gcda_topn_pair {
	int64_t value;	/* indirect_call: the callee's profile id */
	int64_t count;
};

/* One value-profiled site: how often it ran and the values seen. */
struct ext_gcda_topn_site {
	uint64_t total;	/* executions of the site (|total| on disk) */
	bool lost;	/* on disk total < 0: values beyond the tracked 32 were dropped */
	size_t n_pairs;
	struct ext_gcda_topn_pair *pairs;
};

/* The counters of one kind of one function.  Plain kinds have n values;
 * top-N kinds have n sites. */
struct ext_gcda_counters {
	bool present;
	size_t n;
	int64_t *values;		/* plain kinds */
	struct ext_gcda_topn_site *sites;	/* topn, indirect_call */
};

struct ext_gcda_function {
	uint32_t ident;	/* profile id */
	uint32_t lineno_checksum;
	uint32_t cfg_checksum;
	struct ext_gcda_counters ctr[EXT_GCDA_N_KINDS];
	const char *origin;	/* ext_profile only: the file it was first read from */
};

/* Records the reader skipped: how many of one tag. */
struct ext_gcda_skipped {
	uint32_t tag;
	size_t count;
};

/* One .gcda file. */
struct ext_gcda {
	char *name;		/* as given to the reader */
	uint32_t version;	/* the version word, e.g. 0x4232322a "B22*" */
	int gcc_major;		/* 11 to 16 */
	bool swapped;		/* written with the other byte order */
	uint32_t stamp;
	uint32_t checksum;	/* GCC 12 and later; 0 for GCC 11 */
	bool has_summary;
	uint32_t runs;
	uint64_t sum_max;
	size_t n_functions;	/* placeholders are not kept */
	struct ext_gcda_function *functions;	/* in file order */
	size_t n_skipped;
	struct ext_gcda_skipped *skipped;	/* tags in order of first sight */
};

/* Read a .gcda from memory; NAME is used in messages.  NULL on error. */
struct ext_gcda *ext_gcda_read_buffer(const char *name, const void *buf, size_t size,
				      struct ext_error *err);
/* Read a .gcda file.  NULL on error ("<path>: <what>"). */
struct ext_gcda *ext_gcda_read_file(const char *path, struct ext_error *err);
void ext_gcda_free(struct ext_gcda *gcda);

/* Render a version word for messages: "B22*", or 0x%08x when not printable.
 * BUF must hold 16 bytes. */
const char *ext_gcda_version_string(uint32_t version, char *buf);

/* What a record of TAG is, for a file of release GCC_MAJOR, in words: "'paths'
 * counters, which GCC 14 does not have", "'blocks' record of a .gcno notes
 * file", "unknown record".  BUF must hold 96 bytes. */
const char *ext_gcda_tag_name(uint32_t tag, int gcc_major, char *buf);

/* Free the counters of FN (not FN itself). */
void ext_gcda_function_clear(struct ext_gcda_function *fn);

/* The largest arc counter of a function (0 when it has none). */
uint64_t ext_gcda_function_max_count(const struct ext_gcda_function *fn);

/* GCC's own check of the counts it reads.  A count is a gcov_type, a signed
 * 64-bit number: an arc counter or an indirect-call target's count of 2^63
 * or more (on disk) is negative to GCC, which then stops with "corrupted
 * profile info" (profile.cc) or "corrupted value profile" (value-prof.cc).
 * Returns 0, or -1 with
 *   "<file>: corrupted profile info: function <id> (<name>): number of
 *    executions for arc <k> thought to be <negative>"
 *   "<file>: corrupted value profile: function <id> (<name>): indirect call
 *    site <s>: count of target <value> thought to be <negative>"
 * NAME_OF (may be NULL) gives a function's name for the message, NULL when
 * unknown (the parenthesis is then left out).  The reader itself keeps such
 * counts as they are: `pgoipo show --counts` prints them. */
int ext_gcda_check(const struct ext_gcda *gcda, const char *(*name_of)(uint32_t id, void *data),
		   void *data, struct ext_error *err);

#ifdef __cplusplus
}
#endif
#endif
