/* pgoipo-plt's rule: which external functions are called through the GOT
 * (plt-rule.h). */
#include "plt-rule.h"

#include "unit.h"

static const char *reason(int64_t count, int weak, int local, enum ext_plt_code code)
{
	struct ext_plt_callee c = { count, weak, local, 0, code };

	return ext_plt_reason(&c);
}

/* A function of the program itself (the profile index names it): the
 * linker calls it directly; after locality, before weakness. */
TEST(own)
{
	struct ext_plt_callee c = { 1000, 0, 0, 1, EXT_PLT_PIE };

	CHECK_STR(ext_plt_reason(&c), "own");
	c.weak = 1;
	CHECK_STR(ext_plt_reason(&c), "own");
	c.local = 1;
	CHECK_STR(ext_plt_reason(&c), "local");
	c.code = EXT_PLT_SHARED;
	CHECK_STR(ext_plt_reason(&c), "shared");
}

/* A function the training called from a position-independent
 * executable's unit: the GOT. */
TEST(executed)
{
	CHECK(reason(1, 0, 0, EXT_PLT_PIE) == NULL);
	CHECK(reason(INT64_MAX, 0, 0, EXT_PLT_PIE) == NULL);
}

/* Never called in training, or no count: left to its PLT entry (binding at
 * load could keep a program from starting that never calls it). */
TEST(unexecuted)
{
	CHECK_STR(reason(0, 0, 0, EXT_PLT_PIE), "unexecuted");
	CHECK_STR(reason(-1, 0, 0, EXT_PLT_PIE), "unexecuted");
}

/* A shared library's code, code that is not position-independent, a weak
 * function, a locally bound one: left, whatever the count; the first
 * reason that holds is the one given. */
TEST(left)
{
	CHECK_STR(reason(1000, 0, 0, EXT_PLT_SHARED), "shared");
	CHECK_STR(reason(1000, 1, 1, EXT_PLT_SHARED), "shared");
	CHECK_STR(reason(1000, 0, 0, EXT_PLT_FIXED), "not-pie");
	CHECK_STR(reason(1000, 1, 1, EXT_PLT_FIXED), "not-pie");
	CHECK_STR(reason(1000, 0, 1, EXT_PLT_PIE), "local");
	CHECK_STR(reason(1000, 1, 1, EXT_PLT_PIE), "local");
	CHECK_STR(reason(1000, 1, 0, EXT_PLT_PIE), "weak");
	CHECK_STR(reason(0, 1, 0, EXT_PLT_PIE), "weak");
}

int main(void)
{
	RUN(executed);
	RUN(unexecuted);
	RUN(left);
	RUN(own);
	return unit_done();
}
