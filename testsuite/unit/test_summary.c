/* Profile summary and hot/cold thresholds (summary.h, Algorithm 20.10.5). */
#include "summary.h"
#include "unit.h"

#define N(a) (sizeof(a) / sizeof((a)[0]))

static uint64_t hot, cold;

static int thresholds(const uint64_t *counts, size_t n)
{
	hot = cold = 12345;
	return ext_summary_thresholds_of(counts, n, EXT_CUTOFF_HOT_DEFAULT, EXT_CUTOFF_COLD_DEFAULT, &hot, &cold);
}

/* The running example's arc counters (gcc-12 -O2): main 1 1000000 1 1,
 * apply 0 0, dbl 1000, inc 999000; total 2000003.  99% of it is 1980002:
 * 1000000 + 999000 covers it, so hot = 999000; 99.9999% is 2000000, which
 * needs dbl's 1000 too: cold = 1000. */
TEST(running_example)
{
	static const uint64_t c[] = { 1, 1000000, 1, 1, 0, 0, 1000, 999000 };
	struct ext_summary s;

	CHECK_INT(thresholds(c, N(c)), 0);
	CHECK_INT(hot, 999000);
	CHECK_INT(cold, 1000);
	CHECK_INT(ext_summary_compute(c, N(c), 990000, 999999, &s), 0);
	CHECK_INT(s.total, 2000003);
	CHECK_INT(s.max, 1000000);
	CHECK_INT(s.n_counts, 8);
	CHECK_INT(s.n_entries, 15);
	CHECK_INT(s.entries[0].cutoff, 100000);
	CHECK_INT(s.entries[0].min_count, 1000000);
	CHECK_INT(s.entries[0].n_counts, 1);
	CHECK_INT(s.entries[4].cutoff, 500000);	/* 1000000 < 1000001.5 */
	CHECK_INT(s.entries[4].min_count, 999000);
	CHECK_INT(s.entries[4].n_counts, 2);
	CHECK_INT(s.entries[12].cutoff, 999900);
	CHECK_INT(s.entries[12].min_count, 1000);
	CHECK_INT(s.entries[12].n_counts, 3);
	CHECK_INT(s.hot, 999000);
	CHECK_INT(s.cold, 1000);
}

/* 1..100, total 5050.  Hot: counts >= k cover 5050 - k(k-1)/2 >= 4999
 * (floor of 99%) for k <= 10.  Cold: >= 5049 for k <= 2. */
TEST(one_to_hundred)
{
	uint64_t c[100];
	struct ext_summary s;

	for (int i = 0; i < 100; i++)
		c[i] = (uint64_t)(i * 37 % 100) + 1;	/* 1..100 shuffled */
	CHECK_INT(ext_summary_compute(c, 100, 990000, 999999, &s), 0);
	CHECK_INT(s.total, 5050);
	CHECK_INT(s.hot, 10);
	CHECK_INT(s.cold, 2);
	CHECK_INT(s.entries[10].cutoff, 990000);
	CHECK_INT(s.entries[10].n_counts, 91);
	CHECK_INT(s.entries[14].n_counts, 99);
	/* 50%: 2525 -> 100 + ... + 71 = 2565 (30 counts), 100..72 = 2494 too few */
	CHECK_INT(s.entries[4].min_count, 71);
	CHECK_INT(s.entries[4].n_counts, 30);
}

/* All equal: every count is needed for 99%, so hot = cold = 5; LLVM keeps
 * the classes apart by lowering cold: all hot, none cold. */
TEST(all_equal)
{
	static const uint64_t c[] = { 5, 5, 5, 5 };
	CHECK_INT(thresholds(c, N(c)), 0);
	CHECK_INT(hot, 5);
	CHECK_INT(cold, 4);
}

TEST(one_count)
{
	static const uint64_t c[] = { 7 };
	CHECK_INT(thresholds(c, N(c)), 0);
	CHECK_INT(hot, 7);
	CHECK_INT(cold, 6);
}

/* One function that ran, in a sea of zeros: the zeros never count as hot. */
TEST(one_count_and_zeros)
{
	static const uint64_t c[] = { 0, 0, 3, 0 };
	struct ext_summary s;
	CHECK_INT(ext_summary_compute(c, N(c), 990000, 999999, &s), 0);
	CHECK_INT(s.hot, 3);
	CHECK_INT(s.cold, 2);
	CHECK_INT(s.n_counts, 4);
	CHECK_INT(s.entries[14].n_counts, 1);
}

/* No evidence: nothing is hot, only zero is cold. */
TEST(zero_total)
{
	static const uint64_t c[] = { 0, 0, 0 };
	struct ext_summary s;
	CHECK_INT(thresholds(c, N(c)), 0);
	CHECK(hot == UINT64_MAX);
	CHECK_INT(cold, 0);
	CHECK_INT(ext_summary_compute(c, N(c), 990000, 999999, &s), 0);
	CHECK_INT(s.entries[0].min_count, 0);
	CHECK_INT(s.entries[0].n_counts, 0);
}

TEST(empty)
{
	CHECK_INT(thresholds(NULL, 0), 0);
	CHECK(hot == UINT64_MAX);
	CHECK_INT(cold, 0);
}

/* A small cutoff of a small total wants 0 counts: min count 0, so hot and
 * cold would both be 0; hot is raised to 1. */
TEST(tiny_cutoff)
{
	static const uint64_t c[] = { 2, 3 };
	CHECK_INT(ext_summary_thresholds_of(c, N(c), 1, 1, &hot, &cold), 0);
	CHECK_INT(hot, 1);
	CHECK_INT(cold, 0);
}

/* Cutoff 100% takes every non-zero count. */
TEST(full_cutoff)
{
	static const uint64_t c[] = { 3, 0, 1 };
	CHECK_INT(ext_summary_thresholds_of(c, N(c), 990000, 1000000, &hot, &cold), 0);
	CHECK_INT(hot, 3);
	CHECK_INT(cold, 1);
}

TEST(bad_cutoff)
{
	static const uint64_t c[] = { 3 };
	hot = cold = 9;
	CHECK_INT(ext_summary_thresholds_of(c, N(c), 1000001, 999999, &hot, &cold), -1);
	CHECK_INT(hot, 9);
}

/* Totals saturate instead of wrapping. */
TEST(saturating_total)
{
	static const uint64_t c[] = { UINT64_MAX - 1, UINT64_MAX - 1, 5 };
	struct ext_summary s;
	CHECK_INT(ext_summary_compute(c, N(c), 990000, 999999, &s), 0);
	CHECK(s.total == UINT64_MAX);
	CHECK(s.hot == UINT64_MAX - 1);
	CHECK(s.cold == UINT64_MAX - 2);
}

TEST(cutoff_parse)
{
	uint32_t c = 0;
	CHECK_INT(ext_summary_cutoff_parse("990000", &c), 0);
	CHECK_INT(c, 990000);
	CHECK_INT(ext_summary_cutoff_parse("99%", &c), 0);
	CHECK_INT(c, 990000);
	CHECK_INT(ext_summary_cutoff_parse("99.9999%", &c), 0);
	CHECK_INT(c, 999999);
	CHECK_INT(ext_summary_cutoff_parse("100%", &c), 0);
	CHECK_INT(c, 1000000);
	CHECK_INT(ext_summary_cutoff_parse("0.0001%", &c), 0);
	CHECK_INT(c, 1);
	CHECK_INT(ext_summary_cutoff_parse("0", &c), -1);
	CHECK_INT(ext_summary_cutoff_parse("1000001", &c), -1);
	CHECK_INT(ext_summary_cutoff_parse("100.0001%", &c), -1);
	CHECK_INT(ext_summary_cutoff_parse("99.99999%", &c), -1);
	CHECK_INT(ext_summary_cutoff_parse("99.%", &c), -1);
	CHECK_INT(ext_summary_cutoff_parse("99", &c), 0);	/* millionths, not percent */
	CHECK_INT(c, 99);
	CHECK_INT(ext_summary_cutoff_parse("", &c), -1);
	CHECK_INT(ext_summary_cutoff_parse("-5", &c), -1);
	CHECK_INT(ext_summary_cutoff_parse("12345678901", &c), -1);
}

TEST(cutoff_format)
{
	char b[16];
	CHECK_STR(ext_summary_cutoff_format(999999, b), "99.9999%");
	CHECK_STR(ext_summary_cutoff_format(100000, b), "10.0000%");
	CHECK_STR(ext_summary_cutoff_format(1000000, b), "100.0000%");
}

/* Algorithm 20.10.5's classes, as every pass of the plugin prints them: hot
 * wins at >= hot, cold at <= cold, an unknown count is neutral. */
/* Never entered: entry 0 and nothing in the body; unknown entry: no. */
TEST(untrained)
{
	CHECK(ext_summary_untrained(0, 0));
	CHECK(!ext_summary_untrained(0, 3));	/* counts that do not add up: ran */
	CHECK(!ext_summary_untrained(5, 0));
	CHECK(!ext_summary_untrained(-1, 0));
	CHECK(!ext_summary_untrained(0, -1));
}

/* pgoipo-mend: a zero of the profile beside counted entries is mended; an
 * unknown count, a count above 0, or no counted entry is left. */
TEST(mended)
{
	CHECK(ext_summary_mended(0, 485997));
	CHECK(ext_summary_mended(0, 1));
	CHECK(!ext_summary_mended(0, 0));
	CHECK(!ext_summary_mended(0, -1));	/* entries unknown */
	CHECK(!ext_summary_mended(-1, 5));	/* no count: GCC's estimate, not a zero */
	CHECK(!ext_summary_mended(3, 5));	/* counted, if below its entries: left */
}

TEST(classify)
{
	CHECK_INT(ext_summary_classify(999000, 999000, 1000), EXT_CLASS_HOT);
	CHECK_INT(ext_summary_classify(998999, 999000, 1000), EXT_CLASS_NEUTRAL);
	CHECK_INT(ext_summary_classify(1000, 999000, 1000), EXT_CLASS_COLD);
	CHECK_INT(ext_summary_classify(0, 999000, 1000), EXT_CLASS_COLD);
	CHECK_INT(ext_summary_classify(-1, 999000, 1000), EXT_CLASS_NEUTRAL);
	/* No profile: hot UINT64_MAX, cold 0. */
	CHECK_INT(ext_summary_classify(5, UINT64_MAX, 0), EXT_CLASS_NEUTRAL);
	/* Overlapping thresholds (a tiny profile): hot first. */
	CHECK_INT(ext_summary_classify(7, 7, 7), EXT_CLASS_HOT);
	CHECK_STR(ext_summary_class_name(EXT_CLASS_HOT), "hot");
	CHECK_STR(ext_summary_class_name(EXT_CLASS_COLD), "cold");
	CHECK_STR(ext_summary_class_name(EXT_CLASS_NEUTRAL), "neutral");
}

/* The count at a cutoff: the hot threshold at the hot cutoff, else the
 * nearest detailed entry at or above the cutoff. */
TEST(count_at)
{
	uint64_t counts[100];
	struct ext_summary s;

	for (int i = 0; i < 100; i++)
		counts[i] = (uint64_t)(i + 1);	/* 1..100, total 5050 */
	CHECK_INT(ext_summary_compute(counts, 100, EXT_CUTOFF_HOT_DEFAULT, EXT_CUTOFF_COLD_DEFAULT,
				      &s), 0);
	CHECK_INT(ext_summary_count_at(&s, EXT_CUTOFF_HOT_DEFAULT), s.hot);
	/* 50%: 100 + 99 + ... + 72 = 2494 < 2525, + 71 = 2565: min count 71. */
	CHECK_INT(ext_summary_count_at(&s, 500000), 71);
	/* Between 90 % and 95 %: the 95 % entry's. */
	CHECK_INT(ext_summary_count_at(&s, 920000), ext_summary_count_at(&s, 950000));
	CHECK_INT(ext_summary_count_at(&s, 950000) <= ext_summary_count_at(&s, 900000), 1);
	memset(&s, 0, sizeof s);
	CHECK_INT(ext_summary_count_at(&s, 500000) == UINT64_MAX, 1);
}

int main(void)
{
	RUN(running_example);
	RUN(one_to_hundred);
	RUN(all_equal);
	RUN(one_count);
	RUN(one_count_and_zeros);
	RUN(zero_total);
	RUN(empty);
	RUN(tiny_cutoff);
	RUN(full_cutoff);
	RUN(bad_cutoff);
	RUN(saturating_total);
	RUN(cutoff_parse);
	RUN(cutoff_format);
	RUN(untrained);
	RUN(mended);
	RUN(classify);
	RUN(count_at);
	return unit_done();
}
