/* libFuzzer harness for the profile index reader (built and run by `make
 * fuzz`; replayed over its corpus by make check, test_fuzz_corpus.c).
 *
 * A parsed index must write back byte for byte what was read. */
#include "index.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct ext_error err;
	struct ext_index *idx = ext_index_parse("fuzz.pgo", (const char *)data, size, &err);
	char *text = NULL;
	size_t len = 0;
	FILE *f;

	if (!idx) {
		if (strncmp(err.msg, "fuzz.pgo:", 9))
			abort();
		return 0;
	}
	(void)ext_index_name(idx, 1247539114);
	f = open_memstream(&text, &len);
	if (f && !ext_index_write(idx, f, "mem", &err)) {
		fclose(f);
		/* the reader accepts only what the writer writes */
		if (len != size || memcmp(text, data, size))
			abort();
	} else if (f) {
		fclose(f);
	}
	free(text);
	ext_index_free(idx);
	return 0;
}
