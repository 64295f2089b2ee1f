/* The fuzz corpora replayed without a fuzzer: every file of
 * testsuite/fuzz/corpus/NAME/ goes through the same function libFuzzer
 * calls (testsuite/fuzz/fuzz_NAME.c), so that a reader regression on any
 * input once found shows up in make check, with gcc and without clang.
 * A harness aborts when a property fails; the name of the input is printed
 * first. */
#include "unit.h"

#include <dirent.h>
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>

#define LLVMFuzzerTestOneInput fuzz_gcda_one
#include "../fuzz/fuzz_gcda.c"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzz_index_one
#include "../fuzz/fuzz_index.c"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzz_cgprofile_one
#include "../fuzz/fuzz_cgprofile.c"
#undef LLVMFuzzerTestOneInput

#ifndef PGOIPO_SOURCE_DIR
#define PGOIPO_SOURCE_DIR "."
#endif

static char current[4096];

/* A harness aborted: say on which input, then die as it would have. */
static void on_abort(int sig)
{
	static const char what[] = "  aborted on corpus file ";
	(void)!write(1, what, sizeof what - 1);
	(void)!write(1, current, strlen(current));
	(void)!write(1, "\n", 1);
	signal(sig, SIG_DFL);
	raise(sig);
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Feed every file of corpus/NAME to FN; how many were fed. */
static size_t replay(const char *name, int (*fn)(const unsigned char *, size_t))
{
	char dir[2048];
	char *names[4096];
	size_t n = 0, fed = 0;
	DIR *d;
	struct dirent *e;

	snprintf(dir, sizeof dir, "%s/testsuite/fuzz/corpus/%s", PGOIPO_SOURCE_DIR, name);
	if (!(d = opendir(dir))) {
		UNIT_FAILED("cannot open %s", dir);
		return 0;
	}
	while ((e = readdir(d)) && n < sizeof names / sizeof names[0])
		if (e->d_name[0] != '.')
			names[n++] = strdup(e->d_name);
	closedir(d);
	qsort(names, n, sizeof *names, by_name);
	for (size_t i = 0; i < n; i++) {
		FILE *f;
		unsigned char *buf = NULL;
		long size;

		snprintf(current, sizeof current, "%s/%s", dir, names[i]);
		if (!(f = fopen(current, "rb")) || fseek(f, 0, SEEK_END) || (size = ftell(f)) < 0
		    || fseek(f, 0, SEEK_SET) || !(buf = malloc((size_t)size + 1))
		    || fread(buf, 1, (size_t)size, f) != (size_t)size) {
			UNIT_FAILED("cannot read %s", current);
		} else {
			fn(buf, (size_t)size);
			fed++;
		}
		free(buf);
		if (f)
			fclose(f);
		free(names[i]);
	}
	return fed;
}

TEST(gcda_corpus)
{
	CHECK(replay("gcda", fuzz_gcda_one) >= 10);
}

TEST(index_corpus)
{
	CHECK(replay("index", fuzz_index_one) >= 5);
}

TEST(cgprofile_corpus)
{
	CHECK(replay("cgprofile", fuzz_cgprofile_one) >= 5);
}

int main(void)
{
	signal(SIGABRT, on_abort);
	RUN(gcda_corpus);
	RUN(index_corpus);
	RUN(cgprofile_corpus);
	return unit_done();
}
