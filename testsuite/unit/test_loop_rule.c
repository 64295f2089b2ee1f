/* The loop rules of pgoipo-lean, pgoipo-unroll and pgoipo-recurrence (loop-rule.h). */
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

/* lean keeps GCC's unrolling for the loops at or above the threshold. */
TEST(lean_reason)
{
	CHECK(ext_loop_lean_reason(1000000, EXT_CLASS_HOT, 999000) == NULL);
	CHECK(ext_loop_lean_reason(999000, EXT_CLASS_HOT, 999000) == NULL);
	CHECK_STR(ext_loop_lean_reason(998999, EXT_CLASS_NEUTRAL, 999000), "neutral");
	CHECK_STR(ext_loop_lean_reason(0, EXT_CLASS_COLD, 999000), "cold");
	CHECK_STR(ext_loop_lean_reason(-1, EXT_CLASS_NEUTRAL, 999000), "unknown");
	/* A stricter cutoff than the hot threshold: hot loops below it. */
	CHECK_STR(ext_loop_lean_reason(500000, EXT_CLASS_HOT, 900000), "below-cutoff");
	/* No profile: nothing reaches UINT64_MAX. */
	CHECK_STR(ext_loop_lean_reason(5, EXT_CLASS_NEUTRAL, UINT64_MAX), "neutral");
}

/* leave-untrained: a function the training never entered leaves its loops
 * to GCC; otherwise the count decides as ext_loop_lean_reason says. */
TEST(lean_judge)
{
	const char *why;

	CHECK_INT(ext_loop_lean_judge(0, EXT_CLASS_COLD, 999000, 1, 1, 0, 0, &why), EXT_LOOP_LEAVE);
	CHECK_STR(why, "untrained");
	CHECK_INT(ext_loop_lean_judge(0, EXT_CLASS_COLD, 999000, 0, 1, 0, 0, &why), EXT_LOOP_LEAN);
	CHECK_STR(why, "cold");
	CHECK_INT(ext_loop_lean_judge(0, EXT_CLASS_COLD, 999000, 1, 0, 0, 0, &why), EXT_LOOP_LEAN);
	CHECK_INT(ext_loop_lean_judge(1000000, EXT_CLASS_HOT, 999000, 1, 0, 0, 0, &why), EXT_LOOP_KEEP);
	CHECK(why == NULL);
	/* leave-for-size: a loop GCC optimizes for size is GCC's, not lean's;
	 * untrained first (its own word), a loop lean keeps stays kept. */
	CHECK_INT(ext_loop_lean_judge(0, EXT_CLASS_COLD, 999000, 0, 0, 1, 1, &why), EXT_LOOP_LEAVE);
	CHECK_STR(why, "for-size");
	CHECK_INT(ext_loop_lean_judge(0, EXT_CLASS_COLD, 999000, 0, 0, 0, 1, &why), EXT_LOOP_LEAN);
	CHECK_STR(why, "cold");
	CHECK_INT(ext_loop_lean_judge(0, EXT_CLASS_COLD, 999000, 0, 0, 1, 0, &why), EXT_LOOP_LEAN);
	CHECK_INT(ext_loop_lean_judge(0, EXT_CLASS_COLD, 999000, 1, 1, 1, 1, &why), EXT_LOOP_LEAVE);
	CHECK_STR(why, "untrained");
	CHECK_INT(ext_loop_lean_judge(1000000, EXT_CLASS_HOT, 999000, 0, 0, 1, 1, &why), EXT_LOOP_KEEP);
	CHECK(why == NULL);
}

/* lean-short=N: a neutral innermost search loop (an exit that tests an
 * induction variable and another), entered at least twice per call of its
 * function, whose
 * header ran fewer than N times per entry is left to GCC (which peels it);
 * a loop without such an exit, one whose one exit is its count, one
 * entered less often than twice per call,
 * a hot or cold one, an outer one,
 * one that rolls N times or more, one without a count or entries, another
 * verdict, or the option off (0): unchanged. */
TEST(lean_short)
{
	const char *why = "neutral";

	/* MiniSat's propagate, mismatched training: 6034 over 4007 entries */
	CHECK_INT(ext_loop_lean_short(EXT_LOOP_LEAN, 6034, EXT_CLASS_NEUTRAL, 4007, 893, 1, 1, 1, 4, &why),
		  EXT_LOOP_LEAVE);
	CHECK_STR(why, "short");
	why = "neutral";
	CHECK_INT(ext_loop_lean_short(EXT_LOOP_LEAN, 6034, EXT_CLASS_NEUTRAL, 4007, 893, 1, 1, 1, 0, &why),
		  EXT_LOOP_LEAN);
	CHECK_INT(ext_loop_lean_short(EXT_LOOP_LEAN, 6034, EXT_CLASS_NEUTRAL, 4007, 893, 0, 1, 1, 4, &why),
		  EXT_LOOP_LEAN);
	/* gzip's inflate_codes: its one exit is its count */
	CHECK_INT(ext_loop_lean_short(EXT_LOOP_LEAN, 21752, EXT_CLASS_NEUTRAL, 16279, 35, 1, 1, 0, 4,
				      &why),
		  EXT_LOOP_LEAN);
	CHECK_STR(why, "neutral");
	/* Lua's luaH_getshortstr: no exit tests an induction variable */
	CHECK_INT(ext_loop_lean_short(EXT_LOOP_LEAN, 6034, EXT_CLASS_NEUTRAL, 4007, 893, 1, 0, 1, 4, &why),
		  EXT_LOOP_LEAN);
	CHECK_STR(why, "neutral");
	/* CPython's _PyEval_EvalFrameDefault: entered 13 times in 10,475,771
	 * calls, off the function's common path: lean; in 6 calls (twice per
	 * call or more): left, in 7: lean; the function's count unknown: lean */
	CHECK_INT(ext_loop_lean_short(EXT_LOOP_LEAN, 26, EXT_CLASS_NEUTRAL, 13, 10475771, 1, 1, 1, 4,
				      &why),
		  EXT_LOOP_LEAN);
	CHECK_STR(why, "neutral");
	CHECK_INT(ext_loop_lean_short(EXT_LOOP_LEAN, 26, EXT_CLASS_NEUTRAL, 13, 7, 1, 1, 1, 4, &why),
		  EXT_LOOP_LEAN);
	CHECK_INT(ext_loop_lean_short(EXT_LOOP_LEAN, 26, EXT_CLASS_NEUTRAL, 13, 6, 1, 1, 1, 4, &why),
		  EXT_LOOP_LEAVE);
	why = "neutral";
	/* SQLite's sqlite3_strnicmp: entered once per call (557 times in 557
	 * calls, 3.5 iterations per entry): lean */
	CHECK_INT(ext_loop_lean_short(EXT_LOOP_LEAN, 1973, EXT_CLASS_NEUTRAL, 557, 557, 1, 1, 1, 4,
				      &why),
		  EXT_LOOP_LEAN);
	CHECK_STR(why, "neutral");
	/* no overflow of twice the function's count */
	CHECK_INT(ext_loop_lean_short(EXT_LOOP_LEAN, 3, EXT_CLASS_NEUTRAL, 3, INT64_MAX / 2 + 1, 1, 1, 1,
				      4, &why),
		  EXT_LOOP_LEAN);
	why = "neutral";
	CHECK_INT(ext_loop_lean_short(EXT_LOOP_LEAN, 26, EXT_CLASS_NEUTRAL, 13, -1, 1, 1, 1, 4, &why),
		  EXT_LOOP_LEAN);
	/* 4 iterations per entry exactly: not fewer than 4 */
	CHECK_INT(ext_loop_lean_short(EXT_LOOP_LEAN, 400, EXT_CLASS_NEUTRAL, 100, 50, 1, 1, 1, 4, &why),
		  EXT_LOOP_LEAN);
	CHECK_INT(ext_loop_lean_short(EXT_LOOP_LEAN, 399, EXT_CLASS_NEUTRAL, 100, 50, 1, 1, 1, 4, &why),
		  EXT_LOOP_LEAVE);
	why = "cold";
	CHECK_INT(ext_loop_lean_short(EXT_LOOP_LEAN, 2, EXT_CLASS_COLD, 2, 1, 1, 1, 1, 4, &why), EXT_LOOP_LEAN);
	CHECK_STR(why, "cold");
	why = "below-cutoff";
	CHECK_INT(ext_loop_lean_short(EXT_LOOP_LEAN, 200000, EXT_CLASS_HOT, 100000, 893, 1, 1, 1, 4, &why),
		  EXT_LOOP_LEAN);
	why = "unknown";
	CHECK_INT(ext_loop_lean_short(EXT_LOOP_LEAN, -1, EXT_CLASS_NEUTRAL, 10, 5, 1, 1, 1, 4, &why),
		  EXT_LOOP_LEAN);
	CHECK_INT(ext_loop_lean_short(EXT_LOOP_LEAN, 5, EXT_CLASS_NEUTRAL, 0, 1, 1, 1, 1, 4, &why),
		  EXT_LOOP_LEAN);
	CHECK_STR(why, "unknown");
	why = NULL;
	CHECK_INT(ext_loop_lean_short(EXT_LOOP_KEEP, 6034, EXT_CLASS_NEUTRAL, 4007, 893, 1, 1, 1, 4, &why),
		  EXT_LOOP_KEEP);
	CHECK(why == NULL);
	why = "for-size";
	CHECK_INT(ext_loop_lean_short(EXT_LOOP_LEAVE, 6034, EXT_CLASS_NEUTRAL, 4007, 893, 1, 1, 1, 4, &why),
		  EXT_LOOP_LEAVE);
	CHECK_STR(why, "for-size");
}

/* leave-hot-copy: a loop lean makes lean for want of a count, in a copy
 * of a function whose loops carry the program (gzip's updcrc inlined
 * into the guessed flush_window), is left to GCC; a counted loop, another
 * verdict, another origin, or the option off: unchanged. */
TEST(lean_copy)
{
	const char *why = "unknown";

	CHECK_INT(ext_loop_lean_copy(EXT_LOOP_LEAN, -1, 1, 1, &why), EXT_LOOP_LEAVE);
	CHECK_STR(why, "hot-copy");
	why = "unknown";
	CHECK_INT(ext_loop_lean_copy(EXT_LOOP_LEAN, -1, 1, 0, &why), EXT_LOOP_LEAN);
	CHECK_INT(ext_loop_lean_copy(EXT_LOOP_LEAN, -1, 0, 1, &why), EXT_LOOP_LEAN);
	CHECK_STR(why, "unknown");
	why = "cold";
	CHECK_INT(ext_loop_lean_copy(EXT_LOOP_LEAN, 0, 1, 1, &why), EXT_LOOP_LEAN);
	CHECK_STR(why, "cold");
	why = NULL;
	CHECK_INT(ext_loop_lean_copy(EXT_LOOP_KEEP, -1, 1, 1, &why), EXT_LOOP_KEEP);
	CHECK(why == NULL);
	why = "untrained";
	CHECK_INT(ext_loop_lean_copy(EXT_LOOP_LEAVE, -1, 1, 1, &why), EXT_LOOP_LEAVE);
	CHECK_STR(why, "untrained");
}

/* The seed's running example: a loop of 10^6 iterations entered once. */
TEST(unroll_candidate)
{
	uint64_t vh = ext_loop_very_hot_count(1000000, 50);

	CHECK(ext_loop_unroll_candidate(1000000, EXT_CLASS_HOT, 1, vh));
	CHECK(!ext_loop_unroll_candidate(400000, EXT_CLASS_HOT, 1, vh));
	CHECK(!ext_loop_unroll_candidate(1000000, EXT_CLASS_NEUTRAL, 1, vh));
	/* 15 iterations per entry are too few, 16 enough. */
	CHECK(!ext_loop_unroll_candidate(600000, EXT_CLASS_HOT, 40000, vh));
	CHECK(ext_loop_unroll_candidate(640000, EXT_CLASS_HOT, 40000, vh));
	CHECK(!ext_loop_unroll_candidate(640000, EXT_CLASS_HOT, 0, vh));
	CHECK(!ext_loop_unroll_candidate(-1, EXT_CLASS_HOT, 1, UINT64_MAX));
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

/* pgoipo-recurrence: SLP needs two lanes to group; xxHash's XXH32 has four. */
TEST(scalar_reason)
{
	CHECK_STR(ext_loop_scalar_reason(0), "one-lane");
	CHECK_STR(ext_loop_scalar_reason(1), "one-lane");
	CHECK(ext_loop_scalar_reason(2) == NULL);
	CHECK(ext_loop_scalar_reason(4) == NULL);
}

int main(void)
{
	RUN(very_hot_count);
	RUN(lean_reason);
	RUN(lean_judge);
	RUN(lean_short);
	RUN(lean_copy);
	RUN(unroll_candidate);
	RUN(unroll_factor);
	RUN(remainder_count);
	RUN(scalar_reason);
	return unit_done();
}
