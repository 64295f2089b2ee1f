/* libFuzzer harness for the .gcda reader and the merge (not built by make).
 *
 *   clang -g -O1 -fsanitize=fuzzer,address,undefined -I../../gcov-ext fuzz_gcda.c \
 *       ../../gcov-ext/{gcda,profile,files,error,summary}.c -o /tmp/fuzz_gcda
 *   /tmp/fuzz_gcda -max_total_time=300 CORPUS_DIR     (seed it with real .gcda files)
 *
 * Whatever the bytes, the reader must return a profile or an error naming the
 * file, and everything downstream must cope with what it returns. */
#include "gcda.h"
#include "profile.h"
#include "summary.h"

#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct ext_error err;
	struct ext_gcda *g = ext_gcda_read_buffer("fuzz.gcda", data, size, &err);
	struct ext_profile *p;
	uint64_t *counts, hot, cold;
	uint32_t *ids;
	size_t n;

	if (!g) {
		if (strncmp(err.msg, "fuzz.gcda: ", 11))
			abort();
		return 0;
	}
	p = ext_profile_new();
	/* twice: the second add merges into the first */
	if (p && !ext_profile_add(p, g, &err) && !ext_profile_add(p, g, &err)) {
		for (size_t i = 0; i < ext_profile_n_functions(p); i++)
			(void)ext_gcda_function_max_count(ext_profile_function(p, i));
		n = ext_profile_arc_counts(p, &counts);
		if (n != (size_t)-1)
			ext_summary_thresholds_of(counts, n, EXT_CUTOFF_HOT_DEFAULT, EXT_CUTOFF_COLD_DEFAULT, &hot, &cold);
		free(counts);
		n = ext_profile_ids(p, &ids);
		free(ids);
	}
	ext_profile_free(p);
	ext_gcda_free(g);
	return 0;
}
