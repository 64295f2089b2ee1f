/* libFuzzer harness for the .gcda reader, GCC's count check and the merge
 * (built and run by `make fuzz`; replayed over its corpus by make check,
 * testsuite/unit/test_fuzz_corpus.c).
 *
 * Whatever the bytes, the reader must return a profile or an error naming the
 * file, and everything downstream must cope with what it returns. */
#include "gcda.h"
#include "profile.h"
#include "summary.h"

#include <stdbool.h>
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
	bool corrupted;

	if (!g) {
		if (strncmp(err.msg, "fuzz.gcda: ", 11))
			abort();
		return 0;
	}
	corrupted = ext_gcda_check(g, NULL, NULL, &err) != 0;
	if (corrupted && strncmp(err.msg, "fuzz.gcda: corrupted ", 21))
		abort();
	p = ext_profile_new();
	/* twice: the second add merges into the first */
	if (p && !ext_profile_add(p, g, &err) && !ext_profile_add(p, g, &err)) {
		for (size_t i = 0; i < ext_profile_n_functions(p); i++) {
			const struct ext_gcda_function *fn = ext_profile_function(p, i);
			(void)ext_gcda_function_max_count(fn);
			/* a merge that succeeded made no count negative */
			for (size_t k = 0; k < fn->ctr[EXT_GCDA_ARCS].n && !corrupted; k++)
				if (fn->ctr[EXT_GCDA_ARCS].values[k] < 0)
					abort();
		}
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
