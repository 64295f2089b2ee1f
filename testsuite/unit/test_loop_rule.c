/* The loop rules of pgoipo-lean and pgoipo-unroll (loop-rule.h). */
#include "loop-rule.h"

#include "unit.h"

/* lean-loop-hot=50 of a largest count of 1000001: 500001 (rounded up). */
TEST(very_hot_count)
{
	CHECK_INT(ext_loop_very_hot_count(1000001, 50), 500001);
	CHECK_INT(ext_loop_very_hot_count(1000000, 50), 500000);
	CHECK_INT(ext_loop_very_hot_count(1000000, 100), 1000000);
	CHECK_INT(ext_loop_very_hot_count(0, 50) == UINT64_MAX, 1);
	CHECK_INT(ext_loop_very_hot_count(1000, 0) == UINT64_MAX, 1);
	/* No overflow near 2^64. */
	CHECK_INT(ext_loop_very_hot_count(UINT64_MAX, 100) == UINT64_MAX, 1);
	CHECK_INT(ext_loop_very_hot_count(UINT64_MAX / 2, 50), UINT64_MAX / 4 + 1);
}

/* The seed's running example: a loop of 10^6 iterations entered once. */
TEST(lean_skip)
{
	uint64_t vh = ext_loop_very_hot_count(1000000, 50);

	CHECK(ext_loop_lean_skip(EXT_CLASS_HOT, 1000000, 1, 40, 0, vh) == NULL);
	CHECK_STR(ext_loop_lean_skip(EXT_CLASS_NEUTRAL, 1000000, 1, 4, 100, vh), "cold");
	CHECK_STR(ext_loop_lean_skip(EXT_CLASS_COLD, 0, 0, 4, 100, vh), "cold");
	/* 15 iterations per entry are too few, 16 enough. */
	CHECK_STR(ext_loop_lean_skip(EXT_CLASS_HOT, 15000, 1000, 4, 100, vh), "trips");
	CHECK(ext_loop_lean_skip(EXT_CLASS_HOT, 16000, 1000, 4, 100, vh) == NULL);
	CHECK_STR(ext_loop_lean_skip(EXT_CLASS_HOT, 16000, 0, 4, 100, vh), "trips");
	/* Not very hot: the size decides. */
	CHECK_STR(ext_loop_lean_skip(EXT_CLASS_HOT, 400000, 1, 13, 12, vh), "size");
	CHECK(ext_loop_lean_skip(EXT_CLASS_HOT, 400000, 1, 12, 12, vh) == NULL);
	CHECK_STR(ext_loop_lean_skip(EXT_CLASS_HOT, 400000, 1, 1, 0, vh), "size");
	CHECK_STR(ext_loop_lean_skip(EXT_CLASS_HOT, 400000, 1, 40, 0, UINT64_MAX), "size");
}

/* GCC 12's defaults: max-unrolled-insns 200, max-unroll-times 8. */
TEST(unroll_factor)
{
	CHECK_INT(ext_loop_unroll_factor(20, 200, 8), 8);
	CHECK_INT(ext_loop_unroll_factor(30, 200, 8), 4);	/* 6 -> 4 */
	CHECK_INT(ext_loop_unroll_factor(67, 200, 8), 2);	/* 2 */
	CHECK_INT(ext_loop_unroll_factor(101, 200, 8), 1);	/* too big */
	CHECK_INT(ext_loop_unroll_factor(300, 200, 8), 0);
	CHECK_INT(ext_loop_unroll_factor(0, 200, 8), 0);
	CHECK_INT(ext_loop_unroll_factor(1, 200, 6), 4);	/* max-unroll-times 6 */
}

TEST(remainder_count)
{
	/* 10^6 iterations entered once, by 8: the remainder runs 3. */
	CHECK_INT(ext_loop_remainder_count(1000000, 1, 8), 3);
	CHECK_INT(ext_loop_remainder_count(1000000, 1000, 4), 1500);
	/* Never more than the loop ran. */
	CHECK_INT(ext_loop_remainder_count(100, 1000, 8), 100);
	CHECK_INT(ext_loop_remainder_count(100, 0, 8), 0);
}

int main(void)
{
	RUN(very_hot_count);
	RUN(lean_skip);
	RUN(unroll_factor);
	RUN(remainder_count);
	return unit_done();
}
