/* The promotion rule of Algorithm 20.10.5 (icp-rule.h), on the seed's and the
 * issue's examples. */
#include "icp-rule.h"
#include "unit.h"

static const struct icp_rule defaults = { 3, 30, 5 };

/* Walk sorted counts like the plugin does; return the number promoted. */
static unsigned walk(const struct icp_rule *r, const uint64_t *c, unsigned n, uint64_t total,
		     enum icp_verdict *v)
{
	uint64_t remaining = total;
	unsigned promoted = 0;

	for (unsigned i = 0; i < n; i++) {
		v[i] = icp_judge(r, c[i], total, remaining, promoted);
		if (v[i] == ICP_PROMOTE) {
			promoted++;
			remaining -= c[i];
		}
	}
	return promoted;
}

TEST(seed_running_example)
{
	uint64_t c[] = { 999000, 1000 };
	enum icp_verdict v[2];
	CHECK_INT(walk(&defaults, c, 2, 1000000, v), 1);
	CHECK_INT(v[0], ICP_PROMOTE);
	CHECK_INT(v[1], ICP_BELOW_TOTAL);	/* 0.1% < 5% */
}

TEST(three_targets_45_35_20)
{
	/* 45 >= 30% of 100; 35 >= 30% of 55 = 16.5; 20 >= 30% of 20 = 6. */
	uint64_t c[] = { 45, 35, 20 };
	enum icp_verdict v[3];
	CHECK_INT(walk(&defaults, c, 3, 100, v), 3);
}

TEST(eight_uniform_targets)
{
	uint64_t c[] = { 125, 125, 125, 125, 125, 125, 125, 125 };
	enum icp_verdict v[8];
	CHECK_INT(walk(&defaults, c, 8, 1000, v), 0);
	CHECK_INT(v[0], ICP_BELOW_REMAINING);	/* 12.5% < 30% */
}

TEST(max_limits_promotions)
{
	struct icp_rule r = { 1, 30, 5 };
	uint64_t c[] = { 45, 35, 20 };
	enum icp_verdict v[3];
	CHECK_INT(walk(&r, c, 3, 100, v), 1);
	CHECK_INT(v[1], ICP_MAX_REACHED);
}

TEST(exact_thresholds_pass)
{
	/* 30 of 100 is exactly 30%; 5 of 100 exactly 5%. */
	CHECK_INT(icp_judge(&defaults, 30, 100, 100, 0), ICP_PROMOTE);
	CHECK_INT(icp_judge(&defaults, 5, 100, 16, 0), ICP_PROMOTE);
	CHECK_INT(icp_judge(&defaults, 4, 100, 4, 0), ICP_BELOW_TOTAL);
}

TEST(huge_counts_do_not_overflow)
{
	uint64_t big = UINT64_MAX / 2;
	CHECK_INT(icp_judge(&defaults, big, big, big, 0), ICP_PROMOTE);
	CHECK_INT(icp_judge(&defaults, big / 100, big, big, 0), ICP_BELOW_TOTAL);
}

int main(void)
{
	RUN(seed_running_example);
	RUN(three_targets_45_35_20);
	RUN(eight_uniform_targets);
	RUN(max_limits_promotions);
	RUN(exact_thresholds_pass);
	RUN(huge_counts_do_not_overflow);
	return unit_done();
}
