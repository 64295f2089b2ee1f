/* pgoipo-plt's rule: which external functions are called through the GOT
 * (plt-rule.h). */
#include "plt-rule.h"

#include "unit.h"

static const char *reason(int64_t count, int weak, int local, int shared)
{
	struct ext_plt_callee c = { count, weak, local, shared };

	return ext_plt_reason(&c);
}

/* A function the training called from an executable's unit: the GOT. */
TEST(executed)
{
	CHECK(reason(1, 0, 0, 0) == NULL);
	CHECK(reason(INT64_MAX, 0, 0, 0) == NULL);
}

/* Never called in training, or no count: left to its PLT entry (binding at
 * load could keep a program from starting that never calls it). */
TEST(unexecuted)
{
	CHECK_STR(reason(0, 0, 0, 0), "unexecuted");
	CHECK_STR(reason(-1, 0, 0, 0), "unexecuted");
}

/* A shared library's code, a weak function, a locally bound one: left,
 * whatever the count; the first reason that holds is the one given. */
TEST(left)
{
	CHECK_STR(reason(1000, 0, 0, 1), "shared");
	CHECK_STR(reason(1000, 1, 1, 1), "shared");
	CHECK_STR(reason(1000, 0, 1, 0), "local");
	CHECK_STR(reason(1000, 1, 1, 0), "local");
	CHECK_STR(reason(1000, 1, 0, 0), "weak");
	CHECK_STR(reason(0, 1, 0, 0), "weak");
}

int main(void)
{
	RUN(executed);
	RUN(unexecuted);
	RUN(left);
	return unit_done();
}
