/* unit.h — the C unit-test harness for gcov-ext/.
 *
 * A test file defines cases with TEST(name) and runs them from main with
 * RUN(name); each case prints exactly one line "PASS: <file>: <name>" or
 * "FAIL: <file>: <name>", preceded by one line per failed check.  The DejaGnu
 * group pgoipo.unit turns those lines into test results, so every case is
 * counted in `make check`'s summary.  Exit status: number of failed cases
 * (capped at 125).
 *
 *   TEST(worked_example) { CHECK_INT(phi(order), 1306); }
 *   int main(void) { RUN(worked_example); return unit_done(); }
 */
#ifndef PGOIPO_UNIT_H
#define PGOIPO_UNIT_H

#include <stdio.h>
#include <string.h>

static const char *unit_file_name;
static int unit_case_failures;
static int unit_cases_failed;

#define TEST(name) static void name(void)

#define RUN(name) unit_run(__FILE__, #name, name)

static void unit_run(const char *file, const char *name, void (*fn)(void))
{
	const char *base = strrchr(file, '/');
	unit_file_name = base ? base + 1 : file;
	unit_case_failures = 0;
	fn();
	printf("%s: %s: %s\n", unit_case_failures ? "FAIL" : "PASS", unit_file_name, name);
	fflush(stdout);
	if (unit_case_failures)
		unit_cases_failed++;
}

static int unit_done(void)
{
	return unit_cases_failed > 125 ? 125 : unit_cases_failed;
}

#define UNIT_FAILED(...)                                               \
	do {                                                           \
		printf("  %s:%d: ", unit_file_name, __LINE__);         \
		printf(__VA_ARGS__);                                   \
		printf("\n");                                          \
		unit_case_failures++;                                  \
	} while (0)

#define CHECK(cond)                                                    \
	do {                                                           \
		if (!(cond))                                           \
			UNIT_FAILED("check failed: %s", #cond);        \
	} while (0)

#define CHECK_INT(got, want)                                           \
	do {                                                           \
		long long g_ = (long long)(got), w_ = (long long)(want); \
		if (g_ != w_)                                          \
			UNIT_FAILED("%s == %lld, expected %lld", #got, g_, w_); \
	} while (0)

#define CHECK_STR(got, want)                                           \
	do {                                                           \
		const char *g_ = (got), *w_ = (want);                  \
		if (!g_ || !w_ || strcmp(g_, w_) != 0)                 \
			UNIT_FAILED("%s == \"%s\", expected \"%s\"", #got, \
				    g_ ? g_ : "(null)", w_ ? w_ : "(null)"); \
	} while (0)

#endif
