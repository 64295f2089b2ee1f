/* The promotion rule of Algorithm 20.10.5 (icp-rule.h), on the seed's and the
 * issue's examples. */
#include "icp-rule.h"
#include "unit.h"

static const struct ext_icp_rule defaults = { 3, 30, 5 };

/* Walk sorted counts like the plugin does; return the number promoted. */
static unsigned walk(const struct ext_icp_rule *r, const uint64_t *c, unsigned n, uint64_t total,
		     enum ext_icp_verdict *v)
{
	uint64_t remaining = total;
	unsigned promoted = 0;

	for (unsigned i = 0; i < n; i++) {
		v[i] = ext_icp_judge(r, c[i], total, remaining, promoted);
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
	enum ext_icp_verdict v[2];
	CHECK_INT(walk(&defaults, c, 2, 1000000, v), 1);
	CHECK_INT(v[0], ICP_PROMOTE);
	CHECK_INT(v[1], ICP_BELOW_TOTAL);	/* 0.1% < 5% */
}

TEST(three_targets_45_35_20)
{
	/* 45 >= 30% of 100; 35 >= 30% of 55 = 16.5; 20 >= 30% of 20 = 6. */
	uint64_t c[] = { 45, 35, 20 };
	enum ext_icp_verdict v[3];
	CHECK_INT(walk(&defaults, c, 3, 100, v), 3);
}

TEST(eight_uniform_targets)
{
	uint64_t c[] = { 125, 125, 125, 125, 125, 125, 125, 125 };
	enum ext_icp_verdict v[8];
	CHECK_INT(walk(&defaults, c, 8, 1000, v), 0);
	CHECK_INT(v[0], ICP_BELOW_REMAINING);	/* 12.5% < 30% */
}

TEST(max_limits_promotions)
{
	struct ext_icp_rule r = { 1, 30, 5 };
	uint64_t c[] = { 45, 35, 20 };
	enum ext_icp_verdict v[3];
	CHECK_INT(walk(&r, c, 3, 100, v), 1);
	CHECK_INT(v[1], ICP_MAX_REACHED);
}

TEST(exact_thresholds_pass)
{
	/* 30 of 100 is exactly 30%; 5 of 100 exactly 5%. */
	CHECK_INT(ext_icp_judge(&defaults, 30, 100, 100, 0), ICP_PROMOTE);
	CHECK_INT(ext_icp_judge(&defaults, 5, 100, 16, 0), ICP_PROMOTE);
	CHECK_INT(ext_icp_judge(&defaults, 4, 100, 4, 0), ICP_BELOW_TOTAL);
}

TEST(huge_counts_do_not_overflow)
{
	uint64_t big = UINT64_MAX / 2;
	CHECK_INT(ext_icp_judge(&defaults, big, big, big, 0), ICP_PROMOTE);
	CHECK_INT(ext_icp_judge(&defaults, big / 100, big, big, 0), ICP_BELOW_TOTAL);
}

/* The mispredict model of icp-rule.h on examples/callback's profile:
 * 700/250 and 50 spread over three targets (17, 17, 16). */
static const uint64_t cb[] = { 700, 250, 17, 17, 16 };

static int near(double a, double b) { return a - b < 0.0005 && b - a < 0.0005; }

TEST(model_indirect_only)
{
	unsigned char g[5] = { 0 };
	/* 1 - (.49 + .0625 + .000289 + .000289 + .000256) = .4467 */
	CHECK(near(ext_icp_mispredict_rate(cb, g, 5, 1000), 0.4467));
	CHECK(near(ext_icp_guard_insns(cb, g, 5, 1000), 0.0));
}

TEST(model_one_guard)
{
	unsigned char g[5] = { 1, 0, 0, 0, 0 };
	/* .3 + .3 * (1 - (.8333^2 + .0567^2 * 2 + .0533^2)) = .3889 */
	CHECK(near(ext_icp_mispredict_rate(cb, g, 5, 1000), 0.3889));
	CHECK(near(ext_icp_guard_insns(cb, g, 5, 1000), 2.0));
}

TEST(model_guard_pays_by_penalty)
{
	unsigned char none[5] = { 0 }, first[5] = { 1, 0, 0, 0, 0 };
	double saved, cost;
	/* The first guard saves .0578 per call for 2 instructions: pays at 35. */
	CHECK(!ext_icp_guard_pays(cb, none, 5, 1000, 0, 34, &saved, &cost));
	CHECK(near(saved, 0.0578));
	CHECK(near(cost, 2.0));
	CHECK(ext_icp_guard_pays(cb, none, 5, 1000, 0, 35, NULL, NULL));
	/* The second, behind the first: .0056 for .6 instructions. */
	CHECK(!ext_icp_guard_pays(cb, first, 5, 1000, 1, 40, &saved, &cost));
	CHECK(near(saved, 0.0056));
	CHECK(near(cost, 0.6));
	CHECK(ext_icp_guard_pays(cb, first, 5, 1000, 1, 108, NULL, NULL));
	/* Penalty 0: every guard is kept. */
	CHECK(ext_icp_guard_pays(cb, first, 5, 1000, 1, 0, NULL, NULL));
}

TEST(model_seed_running_example)
{
	/* inc 999000, dbl 1000: the indirect call misses 1 - (.999^2 + .001^2) =
	 * .001998 per call; the guard misses .001 and leaves dbl alone behind it
	 * (never missing): saves .000998 for 2 instructions. */
	uint64_t c[] = { 999000, 1000 };
	unsigned char none[2] = { 0 }, g[2] = { 1, 0 };
	CHECK(near(ext_icp_mispredict_rate(c, none, 2, 1000000), 0.001998));
	CHECK(near(ext_icp_mispredict_rate(c, g, 2, 1000000), 0.001));
	CHECK(!ext_icp_guard_pays(c, none, 2, 1000000, 0, 1000, NULL, NULL));
}

TEST(model_untracked_surplus_always_misses)
{
	/* One tracked target of 50% and 50% the profile did not track: the
	 * indirect call misses 1 - .5^2 = .75; with the guard, its branch misses
	 * .5 (q = .5) and the fallback gets only untracked targets and misses
	 * all of them: .5 + .5 = 1.0 (a guard can make things worse). */
	uint64_t c[] = { 500 };
	unsigned char none[1] = { 0 }, g[1] = { 1 };
	CHECK(near(ext_icp_mispredict_rate(c, none, 1, 1000), 0.75));
	CHECK(near(ext_icp_mispredict_rate(c, g, 1, 1000), 1.0));
}

int main(void)
{
	RUN(seed_running_example);
	RUN(three_targets_45_35_20);
	RUN(eight_uniform_targets);
	RUN(max_limits_promotions);
	RUN(exact_thresholds_pass);
	RUN(huge_counts_do_not_overflow);
	RUN(model_indirect_only);
	RUN(model_one_guard);
	RUN(model_guard_pays_by_penalty);
	RUN(model_seed_running_example);
	RUN(model_untracked_surplus_always_misses);
	return unit_done();
}
