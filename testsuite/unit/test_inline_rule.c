/* The inlining policy of Algorithm 20.10.5 and the count arithmetic of
 * Theorem 20.10.4 (inline-rule.h), on the seed's numbers. */
#include "inline-rule.h"
#include "unit.h"

static const struct ext_inline_rule seed = {
	.hot_budget = INLINE_HOT_BUDGET_DEFAULT,
	.cold_budget = INLINE_COLD_BUDGET_DEFAULT,
};

TEST(cost_units)
{
	/* One GCC size unit (an instruction) costs 5, as an LLVM instruction. */
	CHECK_INT(ext_inline_cost_of_growth(1), 5);
	CHECK_INT(ext_inline_cost_of_growth(60), 300);
	CHECK_INT(ext_inline_cost_of_growth(-3), -15);	/* inlining that shrinks */
	CHECK_INT(ext_inline_budget_in_gcc_units(3000), 600);
	CHECK_INT(ext_inline_budget_in_gcc_units(45), 9);
}

TEST(hot_sites)
{
	const char *why;
	CHECK_INT(ext_inline_judge(&seed, EXT_CLASS_HOT, 300, &why), INLINE_FORCE);
	CHECK_STR(why, "hot");
	CHECK_INT(ext_inline_judge(&seed, EXT_CLASS_HOT, 2999, &why), INLINE_FORCE);
	/* cost < T: 3000 itself is over. */
	CHECK_INT(ext_inline_judge(&seed, EXT_CLASS_HOT, 3000, &why), INLINE_LEAVE);
	CHECK_STR(why, "hot-over-budget");
	CHECK_INT(ext_inline_judge(&seed, EXT_CLASS_HOT, -15, &why), INLINE_FORCE);
	CHECK_INT(ext_inline_budget(&seed, EXT_CLASS_HOT), 3000);
}

TEST(cold_sites)
{
	const char *why;
	/* min(T, 45): at 45 or more never inlined; under it, GCC's own T. */
	CHECK_INT(ext_inline_judge(&seed, EXT_CLASS_COLD, 45, &why), INLINE_KEEP_OUT);
	CHECK_STR(why, "cold");
	CHECK_INT(ext_inline_judge(&seed, EXT_CLASS_COLD, 150, &why), INLINE_KEEP_OUT);
	CHECK_INT(ext_inline_judge(&seed, EXT_CLASS_COLD, 40, &why), INLINE_LEAVE);
	CHECK_STR(why, "cold-under-budget");
	CHECK_INT(ext_inline_budget(&seed, EXT_CLASS_COLD), 45);
}

/* leave-untrained: a site whose caller and callee the training never
 * entered is left to GCC; one whose callee ran keeps the rule's verdict, as
 * does every site with the option off. */
TEST(untrained_callers)
{
	const struct ext_inline_rule leave = {
		.hot_budget = INLINE_HOT_BUDGET_DEFAULT,
		.cold_budget = INLINE_COLD_BUDGET_DEFAULT,
		.leave_untrained = 1,
	};
	const char *why;
	enum ext_inline_verdict v = ext_inline_judge(&leave, EXT_CLASS_COLD, 150, &why);

	CHECK_INT(ext_inline_where_trained(&leave, v, 1, 1, &why), INLINE_LEAVE);
	CHECK_STR(why, "untrained");
	v = ext_inline_judge(&leave, EXT_CLASS_COLD, 150, &why);
	CHECK_INT(ext_inline_where_trained(&leave, v, 1, 0, &why), INLINE_KEEP_OUT);
	CHECK_STR(why, "cold");
	CHECK_INT(ext_inline_where_trained(&leave, v, 0, 1, &why), INLINE_KEEP_OUT);
	CHECK_INT(ext_inline_where_trained(&leave, v, 0, 0, &why), INLINE_KEEP_OUT);
	v = ext_inline_judge(&seed, EXT_CLASS_COLD, 150, &why);
	CHECK_INT(ext_inline_where_trained(&seed, v, 1, 1, &why), INLINE_KEEP_OUT);
	CHECK_STR(why, "cold");
	/* A site the rule leaves anyway keeps its own reason. */
	v = ext_inline_judge(&leave, EXT_CLASS_COLD, 40, &why);
	CHECK_INT(ext_inline_where_trained(&leave, v, 1, 1, &why), INLINE_LEAVE);
	CHECK_STR(why, "cold-under-budget");
}

/* leave-hot-callee leaves only what GCC keeps out itself: a callee whose
 * body stays, a site already final, or two or more cold sites growing the
 * program by more than the body saves; one cold site is a last call. */
TEST(gcc_keeps_cold_out)
{
	CHECK_INT(ext_inline_gcc_keeps_cold_out(0, 1, 10, 0), 1);
	CHECK_INT(ext_inline_gcc_keeps_cold_out(-5, 0, 0, 0), 1);
	CHECK_INT(ext_inline_gcc_keeps_cold_out(40, 1, 30, 1), 1);
	CHECK_INT(ext_inline_gcc_keeps_cold_out(40, 1, 1000, 0), 0);
	CHECK_INT(ext_inline_gcc_keeps_cold_out(40, 2, 41, 0), 1);
	CHECK_INT(ext_inline_gcc_keeps_cold_out(40, 2, 40, 0), 0);
	CHECK_INT(ext_inline_gcc_keeps_cold_out(40, 171, 1882, 0), 1);
	CHECK_INT(ext_inline_gcc_keeps_cold_out(40, 0, 0, 0), 0);
}

/* leave-hot-callee: a site kept out whose callee has a hot call site is
 * left to GCC; a callee without one, any other verdict, and every site with
 * the option off keep the rule's verdict and reason. */
TEST(hot_callees)
{
	const struct ext_inline_rule leave = {
		.hot_budget = INLINE_HOT_BUDGET_DEFAULT,
		.cold_budget = INLINE_COLD_BUDGET_DEFAULT,
		.leave_hot_callee = 1,
	};
	const char *why;
	enum ext_inline_verdict v = ext_inline_judge(&leave, EXT_CLASS_COLD, 150, &why);

	CHECK_INT(ext_inline_where_callee_hot(&leave, v, 1, &why), INLINE_LEAVE);
	CHECK_STR(why, "hot-callee");
	v = ext_inline_judge(&leave, EXT_CLASS_COLD, 150, &why);
	CHECK_INT(ext_inline_where_callee_hot(&leave, v, 0, &why), INLINE_KEEP_OUT);
	CHECK_STR(why, "cold");
	v = ext_inline_judge(&seed, EXT_CLASS_COLD, 150, &why);
	CHECK_INT(ext_inline_where_callee_hot(&seed, v, 1, &why), INLINE_KEEP_OUT);
	CHECK_STR(why, "cold");
	/* Neither a forced hot site nor a site the rule leaves anyway changes. */
	v = ext_inline_judge(&leave, EXT_CLASS_HOT, 150, &why);
	CHECK_INT(ext_inline_where_callee_hot(&leave, v, 1, &why), INLINE_FORCE);
	CHECK_STR(why, "hot");
	v = ext_inline_judge(&leave, EXT_CLASS_COLD, 40, &why);
	CHECK_INT(ext_inline_where_callee_hot(&leave, v, 1, &why), INLINE_LEAVE);
	CHECK_STR(why, "cold-under-budget");
}

/* A rule that leaves a kept-out site to the compiler for what its callee
 * or site is (FLAG: leave-declared-inline's declared inline, leave-last-call's
 * last call): only a kept-out site with FLAG, and only with the option on
 * (ON), becomes the compiler's, with the word WORD. */
typedef enum ext_inline_verdict (*where_rule)(const struct ext_inline_rule *, enum ext_inline_verdict,
					      int, const char **);

static void check_where(where_rule where, const struct ext_inline_rule *on, const char *word)
{
	static const struct {
		int option, flag;
		enum ext_summary_class cls;
		int64_t cost;
		enum ext_inline_verdict want;
		const char *why;	/* NULL: WORD */
	} cases[] = {
		{ 1, 1, EXT_CLASS_COLD, 150, INLINE_LEAVE, NULL },
		{ 1, 0, EXT_CLASS_COLD, 150, INLINE_KEEP_OUT, "cold" },
		{ 0, 1, EXT_CLASS_COLD, 150, INLINE_KEEP_OUT, "cold" },
		{ 1, 1, EXT_CLASS_HOT, 150, INLINE_FORCE, "hot" },
		{ 1, 1, EXT_CLASS_COLD, 40, INLINE_LEAVE, "cold-under-budget" },
		{ 1, 1, EXT_CLASS_NEUTRAL, 150, INLINE_LEAVE, "neutral" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		const struct ext_inline_rule *r = cases[i].option ? on : &seed;
		const char *why;
		enum ext_inline_verdict v = ext_inline_judge(r, cases[i].cls, cases[i].cost, &why);
		CHECK_INT(where(r, v, cases[i].flag, &why), cases[i].want);
		CHECK_STR(why, cases[i].why ? cases[i].why : word);
	}
}

TEST(declared_inline_callees)
{
	const struct ext_inline_rule on = {
		.hot_budget = INLINE_HOT_BUDGET_DEFAULT,
		.cold_budget = INLINE_COLD_BUDGET_DEFAULT,
		.leave_declared_inline = 1,
	};
	check_where(ext_inline_where_declared_inline, &on, "declared-inline");
}

/* leave-last-call: the same shape in a caller the training never entered;
 * a last call in a caller it entered stays kept out; and each option answers only
 * its own question (the other's flag leaves nothing). */
static enum ext_inline_verdict last_call_untrained_caller(const struct ext_inline_rule *r,
							enum ext_inline_verdict v, int last_call,
							const char **why)
{
	return ext_inline_where_last_call(r, v, last_call, 1, why);
}

TEST(last_call_sites)
{
	const struct ext_inline_rule on = {
		.hot_budget = INLINE_HOT_BUDGET_DEFAULT,
		.cold_budget = INLINE_COLD_BUDGET_DEFAULT,
		.leave_last_call = 1,
	};
	const struct ext_inline_rule declared = {
		.hot_budget = INLINE_HOT_BUDGET_DEFAULT,
		.cold_budget = INLINE_COLD_BUDGET_DEFAULT,
		.leave_declared_inline = 1,
	};
	const char *why = "cold";
	check_where(last_call_untrained_caller, &on, "last-call");
	CHECK_INT(ext_inline_where_last_call(&on, INLINE_KEEP_OUT, 1, 0, &why), INLINE_KEEP_OUT);
	CHECK_INT(ext_inline_where_last_call(&declared, INLINE_KEEP_OUT, 1, 1, &why), INLINE_KEEP_OUT);
	CHECK_INT(ext_inline_where_declared_inline(&on, INLINE_KEEP_OUT, 1, &why), INLINE_KEEP_OUT);
	CHECK_STR(why, "cold");
}

TEST(neutral_sites)
{
	const char *why;
	CHECK_INT(ext_inline_judge(&seed, EXT_CLASS_NEUTRAL, 10, &why), INLINE_LEAVE);
	CHECK_STR(why, "neutral");
	CHECK_INT(ext_inline_judge(&seed, EXT_CLASS_NEUTRAL, 100000, &why), INLINE_LEAVE);
	CHECK_INT(ext_inline_budget(&seed, EXT_CLASS_NEUTRAL), 0);
}

TEST(other_budgets)
{
	struct ext_inline_rule r = { .hot_budget = 100, .cold_budget = 1000 };
	const char *why;
	CHECK_INT(ext_inline_judge(&r, EXT_CLASS_HOT, 300, &why), INLINE_LEAVE);
	CHECK_INT(ext_inline_judge(&r, EXT_CLASS_COLD, 150, &why), INLINE_LEAVE);
}

/* inline-share: a hot site within budget is forced only with PCT% of the
 * callee's calls; off (0), unknown counts and other verdicts unchanged. */
TEST(share_rule)
{
	struct ext_inline_rule r = {
		.hot_budget = INLINE_HOT_BUDGET_DEFAULT,
		.cold_budget = INLINE_COLD_BUDGET_DEFAULT,
		.hot_share = 25,
	};
	const char *why;

	/* balance_nonroot -> getAndInitPage in SQLite: 47057 of 1190237 calls. */
	CHECK_INT(ext_inline_judge_share(&r, EXT_CLASS_HOT, 1910, 47057, 1190237, &why), INLINE_LEAVE);
	CHECK_STR(why, "hot-minor-share");
	/* 25% exactly is enough; just under is not. */
	CHECK_INT(ext_inline_judge_share(&r, EXT_CLASS_HOT, 300, 250, 1000, &why), INLINE_FORCE);
	CHECK_STR(why, "hot");
	CHECK_INT(ext_inline_judge_share(&r, EXT_CLASS_HOT, 300, 249, 1000, &why), INLINE_LEAVE);
	/* Unknown counts: the seed's rule. */
	CHECK_INT(ext_inline_judge_share(&r, EXT_CLASS_HOT, 300, -1, 1000, &why), INLINE_FORCE);
	CHECK_INT(ext_inline_judge_share(&r, EXT_CLASS_HOT, 300, 10, 0, &why), INLINE_FORCE);
	/* Over budget, cold and neutral sites: as ext_inline_judge. */
	CHECK_INT(ext_inline_judge_share(&r, EXT_CLASS_HOT, 3000, 1, 1000, &why), INLINE_LEAVE);
	CHECK_STR(why, "hot-over-budget");
	CHECK_INT(ext_inline_judge_share(&r, EXT_CLASS_COLD, 150, 0, 1000, &why), INLINE_KEEP_OUT);
	CHECK_INT(ext_inline_judge_share(&r, EXT_CLASS_NEUTRAL, 10, 1, 1000, &why), INLINE_LEAVE);
	CHECK_STR(why, "neutral");
	/* Off: the seed's rule, whatever the share. */
	CHECK_INT(ext_inline_judge_share(&seed, EXT_CLASS_HOT, 1910, 47057, 1190237, &why), INLINE_FORCE);
	/* No overflow with huge counts. */
	r.hot_share = 100;
	CHECK_INT(ext_inline_judge_share(&r, EXT_CLASS_HOT, 300, INT64_MAX, INT64_MAX, &why), INLINE_FORCE);
	CHECK_INT(ext_inline_judge_share(&r, EXT_CLASS_HOT, 300, INT64_MAX - 1, INT64_MAX, &why),
		  INLINE_LEAVE);
}

/* inline-promoted-gain: a forced promoted site whose inlining saves less
 * than the percentage of the call's estimated time is left to the
 * compiler; at the percentage, over it, other sites, other verdicts, no
 * estimate and 0 (off) unchanged. */
TEST(promoted_gain_rule)
{
	struct ext_inline_rule r = {
		.hot_budget = INLINE_HOT_BUDGET_DEFAULT,
		.cold_budget = INLINE_COLD_BUDGET_DEFAULT,
		.promoted_gain = 10,
	};
	const char *why = "hot";

	/* xz: lzma_mf_find -> lzma_mf_hc4_find, 21.17 of 299.21 (7.0 %). */
	CHECK_INT(ext_inline_judge_gain(&r, INLINE_FORCE, 1, 2117, 29921, &why),
		  INLINE_LEAVE);
	CHECK_STR(why, "promoted-low-gain");
	/* SQLite's likeFunc in sqlite3VdbeExec, 13.1 %: forced. */
	why = "hot";
	CHECK_INT(ext_inline_judge_gain(&r, INLINE_FORCE, 1, 1800, 13721, &why),
		  INLINE_FORCE);
	CHECK_STR(why, "hot");
	/* At the percentage: forced; just under it: left. */
	CHECK_INT(ext_inline_judge_gain(&r, INLINE_FORCE, 1, 1000, 10000, &why),
		  INLINE_FORCE);
	CHECK_INT(ext_inline_judge_gain(&r, INLINE_FORCE, 1, 999, 10000, &why),
		  INLINE_LEAVE);
	/* A direct call, another verdict, no estimate: unchanged. */
	why = "hot";
	CHECK_INT(ext_inline_judge_gain(&r, INLINE_FORCE, 0, 0, 10000, &why),
		  INLINE_FORCE);
	CHECK_INT(ext_inline_judge_gain(&r, INLINE_FORCE, 1, 0, 0, &why), INLINE_FORCE);
	CHECK_STR(why, "hot");
	why = "cold";
	CHECK_INT(ext_inline_judge_gain(&r, INLINE_KEEP_OUT, 1, 0, 10000, &why),
		  INLINE_KEEP_OUT);
	CHECK_STR(why, "cold");
	/* Off. */
	why = "hot";
	CHECK_INT(ext_inline_judge_gain(&seed, INLINE_FORCE, 1, 0, 10000, &why),
		  INLINE_FORCE);
	CHECK_STR(why, "hot");
	/* Large estimates do not overflow. */
	CHECK_INT(ext_inline_judge_gain(&r, INLINE_FORCE, 1, INT64_MAX / 2, INT64_MAX, &why),
		  INLINE_FORCE);
}

/* inline-gain: the same for a direct site, with its own percentage; a
 * promoted site is left to inline-promoted-gain's. */
TEST(gain_rule)
{
	struct ext_inline_rule r = {
		.hot_budget = INLINE_HOT_BUDGET_DEFAULT,
		.cold_budget = INLINE_COLD_BUDGET_DEFAULT,
		.gain = 5,
	};
	struct ext_inline_rule off = r;
	const char *why = "hot";

	off.gain = 0;
	CHECK_INT(ext_inline_judge_gain(&r, INLINE_FORCE, 0, 499, 10000, &why), INLINE_LEAVE);
	CHECK_STR(why, "low-gain");
	why = "hot";
	CHECK_INT(ext_inline_judge_gain(&r, INLINE_FORCE, 0, 500, 10000, &why), INLINE_FORCE);
	CHECK_STR(why, "hot");
	/* Promoted: inline-promoted-gain's (off here), so forced. */
	CHECK_INT(ext_inline_judge_gain(&r, INLINE_FORCE, 1, 0, 10000, &why), INLINE_FORCE);
	CHECK_INT(ext_inline_judge_gain(&r, INLINE_FORCE, 1, 0, 10000, &why),
		  INLINE_FORCE);
	/* No estimate, another verdict, off: unchanged. */
	CHECK_INT(ext_inline_judge_gain(&r, INLINE_FORCE, 0, 0, 0, &why), INLINE_FORCE);
	CHECK_INT(ext_inline_judge_gain(&r, INLINE_LEAVE, 0, 0, 10000, &why), INLINE_LEAVE);
	CHECK_INT(ext_inline_judge_gain(&off, INLINE_FORCE, 0, 0, 10000, &why), INLINE_FORCE);
	CHECK_STR(why, "hot");
	CHECK_INT(ext_inline_judge_gain(&r, INLINE_FORCE, 0, INT64_MAX / 20 - 1, INT64_MAX, &why),
		  INLINE_LEAVE);
}

/* inline-gain-loop: a forced direct site whose callee loops and whose
 * inlining GCC estimates to save little is left (MiniSat: search ->
 * propagate, 2.9 %) where the caller loops too; a callee without a loop
 * stays forced (ninja's push_back copies, 1.4 %). */
TEST(gain_loop_rule)
{
	struct ext_inline_rule r = {
		.hot_budget = INLINE_HOT_BUDGET_DEFAULT,
		.cold_budget = INLINE_COLD_BUDGET_DEFAULT,
		.gain_loop_pct = 5,
	};
	struct ext_inline_rule off = r;
	const char *why = "hot";

	off.gain_loop_pct = 0;
	CHECK_INT(ext_inline_judge_gain_loop(&r, INLINE_FORCE, 0, 290, 10000, 1, 1, &why),
		  INLINE_LEAVE);
	CHECK_STR(why, "low-gain-loop");
	why = "hot";
	CHECK_INT(ext_inline_judge_gain_loop(&r, INLINE_FORCE, 0, 499, 10000, 1, 1, &why),
		  INLINE_LEAVE);
	why = "hot";
	CHECK_INT(ext_inline_judge_gain_loop(&r, INLINE_FORCE, 0, 500, 10000, 1, 1, &why),
		  INLINE_FORCE);
	/* A caller without a loop (LevelDB: SkipList::Insert in MemTable::Add,
	 * 1.1 %): forced. */
	CHECK_INT(ext_inline_judge_gain_loop(&r, INLINE_FORCE, 0, 110, 10000, 1, 0, &why),
		  INLINE_FORCE);
	CHECK_STR(why, "hot");
	/* No loop, promoted, no estimate, another verdict, off: unchanged. */
	CHECK_INT(ext_inline_judge_gain_loop(&r, INLINE_FORCE, 0, 140, 10000, 0, 1, &why),
		  INLINE_FORCE);
	CHECK_INT(ext_inline_judge_gain_loop(&r, INLINE_FORCE, 1, 140, 10000, 1, 1, &why),
		  INLINE_FORCE);
	CHECK_INT(ext_inline_judge_gain_loop(&r, INLINE_FORCE, 0, 0, 0, 1, 1, &why), INLINE_FORCE);
	CHECK_INT(ext_inline_judge_gain_loop(&r, INLINE_KEEP_OUT, 0, 0, 10000, 1, 1, &why),
		  INLINE_KEEP_OUT);
	CHECK_INT(ext_inline_judge_gain_loop(&off, INLINE_FORCE, 0, 0, 10000, 1, 1, &why),
		  INLINE_FORCE);
	CHECK_STR(why, "hot");
	CHECK_INT(ext_inline_judge_gain_loop(&r, INLINE_FORCE, 0, INT64_MAX / 20 - 1, INT64_MAX, 1, 1, &why),
		  INLINE_LEAVE);
}

/* leave-hot-body: a kept-out site that is its callee's last call, the
 * callee's body hot, on at least half its caller's entries, is left to the
 * compiler (gzip: deflate -> deflate_fast, count 1, its loop 908,155). */
TEST(hot_body_rule)
{
	struct ext_inline_rule r = {
		.hot_budget = INLINE_HOT_BUDGET_DEFAULT,
		.cold_budget = INLINE_COLD_BUDGET_DEFAULT,
		.leave_hot_body = 1,
	};
	struct ext_inline_rule off = r;
	const char *why = "cold";

	off.leave_hot_body = 0;
	CHECK_INT(ext_inline_where_hot_body(&r, INLINE_KEEP_OUT, 1, &why), INLINE_LEAVE);
	CHECK_STR(why, "hot-body");
	/* Not such a site, another verdict, off: unchanged. */
	why = "cold";
	CHECK_INT(ext_inline_where_hot_body(&r, INLINE_KEEP_OUT, 0, &why), INLINE_KEEP_OUT);
	CHECK_INT(ext_inline_where_hot_body(&r, INLINE_FORCE, 1, &why), INLINE_FORCE);
	CHECK_INT(ext_inline_where_hot_body(&r, INLINE_LEAVE, 1, &why), INLINE_LEAVE);
	CHECK_INT(ext_inline_where_hot_body(&off, INLINE_KEEP_OUT, 1, &why), INLINE_KEEP_OUT);
	CHECK_STR(why, "cold");
}

/* inline-gain-large: a forced direct site whose inlining GCC estimates to
 * save little and whose cost exceeds its caller's size is left (GNU grep
 * under GCC 16: kwsexec -> bmexec_trans, saved 1,850 of 165,833, 1.1 %,
 * cost 1,390 against kwsexec's 815, 8,305 of kwsexec's 29,234 entries)
 * when it runs on under half the caller's entries. */
TEST(gain_large_rule)
{
	struct ext_inline_rule r = {
		.hot_budget = INLINE_HOT_BUDGET_DEFAULT,
		.cold_budget = INLINE_COLD_BUDGET_DEFAULT,
		.gain_large_pct = 5,
	};
	struct ext_inline_rule off = r;
	const char *why = "hot";

	off.gain_large_pct = 0;
	CHECK_INT(ext_inline_judge_gain_large(&r, INLINE_FORCE, 0, 1850, 165833, 1390, 815, 8305, 29234, &why),
		  INLINE_LEAVE);
	CHECK_STR(why, "low-gain-large");
	/* At the percentage: forced; just under it: left. */
	why = "hot";
	CHECK_INT(ext_inline_judge_gain_large(&r, INLINE_FORCE, 0, 500, 10000, 1390, 815, 8305, 29234, &why),
		  INLINE_FORCE);
	CHECK_INT(ext_inline_judge_gain_large(&r, INLINE_FORCE, 0, 499, 10000, 1390, 815, 8305, 29234, &why),
		  INLINE_LEAVE);
	/* A callee no larger than its caller (ninja's push_back copies in
	 * ParseEdge, 1.4 %): forced, whatever the gain. */
	why = "hot";
	CHECK_INT(ext_inline_judge_gain_large(&r, INLINE_FORCE, 0, 140, 10000, 1145, 9000, 8305, 29234, &why),
		  INLINE_FORCE);
	CHECK_INT(ext_inline_judge_gain_large(&r, INLINE_FORCE, 0, 140, 10000, 815, 815, 8305, 29234, &why),
		  INLINE_FORCE);
	CHECK_STR(why, "hot");
	/* A site on half its caller's entries or more (LevelDB: SkipList::Insert,
	 * the one call of MemTable::Add, 0.9 %): forced; just under half: left. */
	CHECK_INT(ext_inline_judge_gain_large(&r, INLINE_FORCE, 0, 1500, 157388, 580, 370, 100100,
					      100100, &why),
		  INLINE_FORCE);
	CHECK_INT(ext_inline_judge_gain_large(&r, INLINE_FORCE, 0, 1500, 157388, 580, 370, 500,
					      1000, &why),
		  INLINE_FORCE);
	CHECK_STR(why, "hot");
	CHECK_INT(ext_inline_judge_gain_large(&r, INLINE_FORCE, 0, 1500, 157388, 580, 370, 499,
					      1000, &why),
		  INLINE_LEAVE);
	why = "hot";
	/* Unknown counts stand. */
	CHECK_INT(ext_inline_judge_gain_large(&r, INLINE_FORCE, 0, 1500, 157388, 580, 370, -1,
					      1000, &why),
		  INLINE_FORCE);
	CHECK_INT(ext_inline_judge_gain_large(&r, INLINE_FORCE, 0, 1500, 157388, 580, 370, 499,
					      0, &why),
		  INLINE_FORCE);
	CHECK_STR(why, "hot");
	/* Promoted (inline-promoted-gain's), no estimate, unknown caller size,
	 * another verdict, off: unchanged. */
	CHECK_INT(ext_inline_judge_gain_large(&r, INLINE_FORCE, 1, 0, 10000, 1390, 815, 8305, 29234, &why),
		  INLINE_FORCE);
	CHECK_INT(ext_inline_judge_gain_large(&r, INLINE_FORCE, 0, 0, 0, 1390, 815, 8305, 29234, &why),
		  INLINE_FORCE);
	CHECK_INT(ext_inline_judge_gain_large(&r, INLINE_FORCE, 0, 0, 10000, 1390, -1, 8305, 29234, &why),
		  INLINE_FORCE);
	CHECK_INT(ext_inline_judge_gain_large(&r, INLINE_LEAVE, 0, 0, 10000, 1390, 815, 8305, 29234, &why),
		  INLINE_LEAVE);
	CHECK_INT(ext_inline_judge_gain_large(&off, INLINE_FORCE, 0, 0, 10000, 1390, 815, 8305, 29234, &why),
		  INLINE_FORCE);
	CHECK_STR(why, "hot");
	/* Large estimates do not overflow. */
	CHECK_INT(ext_inline_judge_gain_large(&r, INLINE_FORCE, 0, INT64_MAX / 20 - 1, INT64_MAX,
					      1390, 815, 8305, 29234, &why),
		  INLINE_LEAVE);
}

/* leave-drain: a forced site whose copy would leave the callee's body,
 * which stays for another call, with a cold rest of its count is left to
 * the compiler (gzip: longest_match, 908,155 calls all from deflate_fast,
 * also called from deflate's lazy loop; hot 28,087, cold 1). */
TEST(drain_rule)
{
	struct ext_inline_rule r = {
		.hot_budget = INLINE_HOT_BUDGET_DEFAULT,
		.cold_budget = INLINE_COLD_BUDGET_DEFAULT,
		.leave_drain = 1,
	};
	struct ext_inline_rule off = r;
	const char *why = "hot";

	off.leave_drain = 0;
	CHECK_INT(ext_inline_where_body_stays(&r, INLINE_FORCE, 908155, 908155, 1, 28087, 1, &why),
		  INLINE_LEAVE);
	CHECK_STR(why, "drains-body");
	/* A rest at the cold threshold is cold; one above it is not. */
	why = "hot";
	CHECK_INT(ext_inline_where_body_stays(&r, INLINE_FORCE, 908154, 908155, 1, 28087, 1, &why),
		  INLINE_LEAVE);
	CHECK_INT(ext_inline_where_body_stays(&r, INLINE_FORCE, 908153, 908155, 1, 28087, 1, &why),
		  INLINE_FORCE);
	/* Half of the count stays with the body: forced. */
	why = "hot";
	CHECK_INT(ext_inline_where_body_stays(&r, INLINE_FORCE, 50000, 100000, 1, 28087, 1, &why),
		  INLINE_FORCE);
	CHECK_STR(why, "hot");
	/* The body goes away with the site, or was cold already: forced. */
	CHECK_INT(ext_inline_where_body_stays(&r, INLINE_FORCE, 908155, 908155, 0, 28087, 1, &why),
		  INLINE_FORCE);
	CHECK_INT(ext_inline_where_body_stays(&r, INLINE_FORCE, 1, 1, 1, 28087, 1, &why),
		  INLINE_FORCE);
	/* Unknown counts, a count above what is left, other verdicts, off. */
	CHECK_INT(ext_inline_where_body_stays(&r, INLINE_FORCE, -1, 908155, 1, 28087, 1, &why),
		  INLINE_FORCE);
	CHECK_INT(ext_inline_where_body_stays(&r, INLINE_FORCE, 908155, -1, 1, 28087, 1, &why),
		  INLINE_FORCE);
	CHECK_INT(ext_inline_where_body_stays(&r, INLINE_FORCE, 908156, 908155, 1, 28087, 1, &why),
		  INLINE_FORCE);
	CHECK_INT(ext_inline_where_body_stays(&r, INLINE_KEEP_OUT, 0, 908155, 1, 28087, 1, &why),
		  INLINE_KEEP_OUT);
	CHECK_INT(ext_inline_where_body_stays(&off, INLINE_FORCE, 908155, 908155, 1, 28087, 1,
					      &why), INLINE_FORCE);
	CHECK_STR(why, "hot");
}

/* inline-rare: a forced site on a rare path of its caller (count under the
 * percentage of the caller's entries) whose inlining more than doubles the
 * caller is left to the compiler; a common site, a callee no larger than
 * its caller, other verdicts, unknown counts or sizes and 0 (off) stand. */
TEST(rare_rule)
{
	struct ext_inline_rule r = {
		.hot_budget = INLINE_HOT_BUDGET_DEFAULT,
		.cold_budget = INLINE_COLD_BUDGET_DEFAULT,
		.rare_pct = 1,
	};
	const char *why = "hot";

	/* CPython: allocate_from_new_pool, cost 945, 1,962 of PyObject_Malloc's
	 * 1.37 M entries (0.14 %), a caller of cost 300: left. */
	CHECK_INT(ext_inline_judge_rare(&r, INLINE_FORCE, 1962, 1374305, 945, 300, &why),
		  INLINE_LEAVE);
	CHECK_STR(why, "rare-large");
	/* Lua: luaV_finishget, cost 285, 0.35 % of luaV_execute's entries, in
	 * a caller far larger than the callee: forced. */
	why = "hot";
	CHECK_INT(ext_inline_judge_rare(&r, INLINE_FORCE, 60000, 17113398, 285, 40000, &why),
		  INLINE_FORCE);
	CHECK_STR(why, "hot");
	/* At the percentage: forced; just under it: left.  A callee of the
	 * caller's own size: forced. */
	CHECK_INT(ext_inline_judge_rare(&r, INLINE_FORCE, 100, 10000, 945, 300, &why), INLINE_FORCE);
	CHECK_INT(ext_inline_judge_rare(&r, INLINE_FORCE, 99, 10000, 945, 300, &why), INLINE_LEAVE);
	why = "hot";
	CHECK_INT(ext_inline_judge_rare(&r, INLINE_FORCE, 99, 10000, 300, 300, &why), INLINE_FORCE);
	/* Unknown count, entry or size; another verdict: unchanged. */
	CHECK_INT(ext_inline_judge_rare(&r, INLINE_FORCE, -1, 10000, 945, 300, &why), INLINE_FORCE);
	CHECK_INT(ext_inline_judge_rare(&r, INLINE_FORCE, 1, 0, 945, 300, &why), INLINE_FORCE);
	CHECK_INT(ext_inline_judge_rare(&r, INLINE_FORCE, 1, 10000, 945, -1, &why), INLINE_FORCE);
	CHECK_STR(why, "hot");
	why = "cold";
	CHECK_INT(ext_inline_judge_rare(&r, INLINE_KEEP_OUT, 1, 10000, 945, 300, &why),
		  INLINE_KEEP_OUT);
	CHECK_STR(why, "cold");
	/* Off. */
	why = "hot";
	CHECK_INT(ext_inline_judge_rare(&seed, INLINE_FORCE, 1, 10000, 945, 300, &why),
		  INLINE_FORCE);
	CHECK_STR(why, "hot");
	/* Large counts do not overflow. */
	CHECK_INT(ext_inline_judge_rare(&r, INLINE_FORCE, INT64_MAX / 2, INT64_MAX, 945, 300, &why),
		  INLINE_FORCE);
}

/* inline-promoted: a forced promoted site over its budget is left to the
 * compiler; other sites, other verdicts and the budget 0 (off) unchanged. */
TEST(promoted_rule)
{
	struct ext_inline_rule r = {
		.hot_budget = INLINE_HOT_BUDGET_DEFAULT,
		.cold_budget = INLINE_COLD_BUDGET_DEFAULT,
		.promoted_budget = 600,
	};
	const char *why = "hot";

	/* xz: lzma_mf_find -> lzma_mf_hc4_find, cost 830, promoted. */
	CHECK_INT(ext_inline_judge_promoted(&r, INLINE_FORCE, 830, 1, &why), INLINE_LEAVE);
	CHECK_STR(why, "promoted-over-budget");
	/* At the budget: left; under it: forced. */
	why = "hot";
	CHECK_INT(ext_inline_judge_promoted(&r, INLINE_FORCE, 600, 1, &why), INLINE_LEAVE);
	why = "hot";
	CHECK_INT(ext_inline_judge_promoted(&r, INLINE_FORCE, 595, 1, &why), INLINE_FORCE);
	CHECK_STR(why, "hot");
	/* A direct call of the same cost: the hot budget alone. */
	CHECK_INT(ext_inline_judge_promoted(&r, INLINE_FORCE, 830, 0, &why), INLINE_FORCE);
	CHECK_STR(why, "hot");
	/* Other verdicts stand. */
	why = "cold";
	CHECK_INT(ext_inline_judge_promoted(&r, INLINE_KEEP_OUT, 830, 1, &why), INLINE_KEEP_OUT);
	CHECK_STR(why, "cold");
	why = "hot-over-budget";
	CHECK_INT(ext_inline_judge_promoted(&r, INLINE_LEAVE, 3000, 1, &why), INLINE_LEAVE);
	CHECK_STR(why, "hot-over-budget");
	/* Off: the seed's rule. */
	why = "hot";
	CHECK_INT(ext_inline_judge_promoted(&seed, INLINE_FORCE, 2995, 1, &why), INLINE_FORCE);
	CHECK_STR(why, "hot");
}

TEST(growth_cap)
{
	/* 20% of max(size, 10000): small units count as 10000. */
	CHECK_INT(ext_inline_growth_cap(128, 10000, 20), 2000);
	CHECK_INT(ext_inline_growth_cap(50000, 10000, 20), 10000);
	CHECK_INT(ext_inline_growth_cap(50000, 10000, 0), 0);
	CHECK(ext_inline_growth_fits(2000, 1940, 60));
	CHECK(!ext_inline_growth_fits(2000, 1941, 60));
	CHECK(ext_inline_growth_fits(0, 0, -5));	/* shrinking always fits */
	CHECK(!ext_inline_growth_fits(0, 0, 1));
}

TEST(footprint_cap)
{
	/* PCT of max(hot code, FLOOR); 0: no cap. */
	CHECK_INT(ext_inline_footprint_cap(4000, 100, 25), 1000);
	CHECK_INT(ext_inline_footprint_cap(4000, 10000, 25), 2500);
	CHECK_INT(ext_inline_footprint_cap(4000, 100, 0), -1);
	CHECK_INT(ext_inline_footprint_cap(-1, 0, 25), 0);
	CHECK_INT(ext_inline_footprint_cap(INT64_MAX / 2, 0, 200), INT64_MAX / 2 * 2);
	/* The unit cap is named first; the footprint cap applies below it. */
	CHECK(ext_inline_growth_refusal(2000, 1000, 900, 100) == NULL);
	CHECK_STR(ext_inline_growth_refusal(2000, 1000, 900, 101), "hot-footprint");
	CHECK(ext_inline_growth_refusal(2000, -1, 900, 1100) == NULL);
	CHECK_STR(ext_inline_growth_refusal(2000, -1, 900, 1101), "unit-growth");
	CHECK_STR(ext_inline_growth_refusal(2000, 5000, 1900, 101), "unit-growth");
	CHECK(ext_inline_growth_refusal(0, 0, 0, -5) == NULL);	/* shrinking fits */
}

TEST(footprint_floor)
{
	/* Not given: large-unit-insns; given: the option, 0 included. */
	CHECK_INT(ext_inline_footprint_floor(EXT_INLINE_FLOOR_UNSET, 10000), 10000);
	CHECK_INT(ext_inline_footprint_floor(2000, 10000), 2000);
	CHECK_INT(ext_inline_footprint_floor(0, 10000), 0);
	CHECK_INT(ext_inline_footprint_floor(20000, 10000), 20000);
	/* jq's jv.c: 1,450 of hot code; floor 0 caps at 25 % of it. */
	CHECK_INT(ext_inline_footprint_cap(1450, ext_inline_footprint_floor(0, 10000), 25), 362);
	CHECK_INT(ext_inline_footprint_cap(1450,
		  ext_inline_footprint_floor(EXT_INLINE_FLOOR_UNSET, 10000), 25), 2500);
}

TEST(footprint_count)
{
	/* Hottest first: 1000 (60) + 500 (30) fit in 100, 200 (20) does not. */
	struct ext_inline_candidate a[] = { { 200, 20 }, { 1000, 60 }, { 500, 30 }, { 50, 5 } };
	CHECK_INT(ext_inline_footprint_count(a, 4, 100), 500);
	CHECK_INT(a[0].count, 1000);	/* sorted in place */
	CHECK_INT(ext_inline_footprint_count(a, 4, 115), 0);	/* all fit */
	CHECK_INT(ext_inline_footprint_count(a, 4, -1), 0);	/* no cap */
	CHECK_INT(ext_inline_footprint_count(a, 4, 59), INT64_MAX);	/* none */
	CHECK_INT(ext_inline_footprint_count(a, 0, 10), 0);
	/* Equal counts go together: the second 500 does not fit, so neither. */
	struct ext_inline_candidate b[] = { { 500, 30 }, { 1000, 60 }, { 500, 30 } };
	CHECK_INT(ext_inline_footprint_count(b, 3, 100), 1000);
	/* A site that shrinks its caller always fits. */
	struct ext_inline_candidate c[] = { { 900, -4 }, { 1000, 10 }, { 800, 10 } };
	CHECK_INT(ext_inline_footprint_count(c, 3, 10), 900);
}

TEST(copies_admitted)
{
	/* ninja's push_back: cost 1,145 at three sites, budget 3000.  PCT 100:
	 * copy k costs k * 1145; the second (2,290) is admitted, the third
	 * (3,435) is not. */
	struct ext_inline_copy a[] = { { 9000, 1145, 0 }, { 18726, 1145, 1 }, { 9732, 1145, 2 } };
	CHECK_INT(ext_inline_copies_admitted(a, 3, 3000, 100), 2);
	CHECK_INT(a[0].count, 18726);	/* sorted in place, hottest first */
	CHECK_INT(a[2].count, 9000);
	CHECK_INT(ext_inline_copies_admitted(a, 3, 3000, 0), 3);	/* off */
	CHECK_INT(ext_inline_copies_admitted(a, 3, 3000, 50), 3);	/* 1145, 1717, 2290 */
	CHECK_INT(ext_inline_copies_admitted(a, 3, 3000, 200), 1);	/* 3435 */
	CHECK_INT(ext_inline_copies_admitted(a, 0, 3000, 100), 0);
	/* GetNode: 1,755 at two sites; the price of the second is 3,510. */
	struct ext_inline_copy b[] = { { 9732, 1755, 0 }, { 27726, 1755, 1 } };
	CHECK_INT(ext_inline_copies_admitted(b, 2, 3000, 100), 1);
	CHECK_INT(b[0].count, 27726);
	/* The first copy is its cost alone: at the budget, none. */
	struct ext_inline_copy c[] = { { 10, 3000, 0 } };
	CHECK_INT(ext_inline_copies_admitted(c, 1, 3000, 100), 0);
	/* Equal counts go in KEY order: CPython's two sites of
	 * _copy_characters in PyUnicode_Concat, one admitted. */
	struct ext_inline_copy d[] = { { 88199, 1690, 7 }, { 88199, 1670, 3 } };
	CHECK_INT(ext_inline_copies_admitted(d, 2, 3000, 100), 1);
	CHECK_INT(d[0].key, 3);
	/* The price stops at the first site priced out, cheaper ones after
	 * it included. */
	struct ext_inline_copy e[] = { { 300, 100, 0 }, { 200, 1600, 1 }, { 100, 100, 2 } };
	CHECK_INT(ext_inline_copies_admitted(e, 3, 3000, 100), 1);
	/* Cheap callees keep their copies: Lua's freeobj, 360 at six sites. */
	struct ext_inline_copy f[] = { { 50529, 360, 0 }, { 50529, 360, 1 }, { 50528, 360, 2 },
				       { 50528, 360, 3 }, { 50528, 360, 4 }, { 32283, 360, 5 } };
	CHECK_INT(ext_inline_copies_admitted(f, 6, 3000, 100), 6);
	/* One more copy after MADE: 1145 after 1 (2,290) fits, after 2 not. */
	CHECK(ext_inline_copy_fits(1145, 0, 3000, 100));
	CHECK(ext_inline_copy_fits(1145, 1, 3000, 100));
	CHECK(!ext_inline_copy_fits(1145, 2, 3000, 100));
	CHECK(ext_inline_copy_fits(1145, 1000, 3000, 0));	/* off: the cost alone */
	CHECK(!ext_inline_copy_fits(3000, 0, 3000, 0));	/* the budget itself */
	/* Large numbers: no overflow. */
	CHECK(!ext_inline_copy_fits(1000000, 1, 1000000, 1000));
	CHECK(ext_inline_copy_fits(999999, (size_t)1 << 40, 1000000, 0));
}

TEST(theorem_example_scaling)
{
	/* g(p) = if (p) A else B, called n = 3000 times with p = 1 from k1 and
	 * m = 1000 times with p = 0 from k2: c(-> B) = m, N = n + m; the copy
	 * at k1 gets m * n / (n + m) = 750 on the way to B (truly 0). */
	CHECK_INT(ext_inline_scaled_count(1000, 3000, 4000), 750);
	CHECK_INT(ext_inline_scaled_count(3000, 1000, 4000), 750);	/* A at k2 */
	CHECK_INT(ext_inline_scaled_count(1000, 1000, 4000), 250);
	/* n = 5000, m = 2000: 10^7 / 7000 = 1428.57 -> 1429 */
	CHECK_INT(ext_inline_scaled_count(2000, 5000, 7000), 1429);
	/* as m / n grows the error approaches n (the proof's bound) */
	CHECK_INT(ext_inline_scaled_count(1000000, 1000, 1001000), 999);
}

TEST(scaling_edge_cases)
{
	CHECK_INT(ext_inline_scaled_count(5, 0, 10), 0);
	CHECK_INT(ext_inline_scaled_count(5, 10, 0), 0);	/* never entered */
	CHECK_INT(ext_inline_scaled_count(1, 1, 2), 1);	/* half rounds up */
	CHECK_INT(ext_inline_scaled_count(1, 1, 3), 0);
	/* 2^60 counts: the product needs 128 bits */
	int64_t big = (int64_t)1 << 60;
	CHECK_INT(ext_inline_scaled_count(big, big / 4, big), big / 4);
}

TEST(tolerance)
{
	CHECK_INT(ext_inline_scale_tolerance(0), 1);
	CHECK_INT(ext_inline_scale_tolerance(1), 1);
	CHECK_INT(ext_inline_scale_tolerance(2), 1);
	CHECK_INT(ext_inline_scale_tolerance(3), 2);
	CHECK_INT(ext_inline_scale_tolerance(10), 5);
}

TEST(conservation)
{
	int64_t diff;
	/* The theorem's example: 750 + 250 = 1000. */
	struct ext_inline_balance ok = { 1000, 1000, 0, 0, 0 };
	CHECK_INT(ext_inline_check_balance(&ok, 1, &diff), INLINE_CONSERVED);
	CHECK_INT(diff, 0);
	/* One copy inlined, the rest out of line, one count of rounding. */
	struct ext_inline_balance rounded = { 1000001, 1000000, 0, 0, 0 };
	CHECK_INT(ext_inline_check_balance(&rounded, 1, &diff), INLINE_CONSERVED);
	CHECK_INT(diff, -1);
	/* A body removed with counts on it: they count as dropped. */
	struct ext_inline_balance dropped = { 100, 60, 0, 40, 0 };
	CHECK_INT(ext_inline_check_balance(&dropped, 1, &diff), INLINE_CONSERVED);
}

TEST(conservation_violations)
{
	int64_t diff;
	/* Constant arguments: GCC zeroes the dead copy (750) and keeps 250. */
	struct ext_inline_balance zeroed = { 1000, 250, 0, 0, 750 };
	CHECK_INT(ext_inline_check_balance(&zeroed, 1, &diff), INLINE_ZEROED);
	CHECK_INT(diff, -750);
	/* Off by more than the tolerance, nothing to explain it. */
	struct ext_inline_balance lost = { 1000, 900, 0, 0, 0 };
	CHECK_INT(ext_inline_check_balance(&lost, 2, &diff), INLINE_VIOLATED);
	CHECK_INT(diff, -100);
	/* Too much is a violation too (a copy scaled by n > N). */
	struct ext_inline_balance extra = { 1000, 1000, 10, 0, 0 };
	CHECK_INT(ext_inline_check_balance(&extra, 2, &diff), INLINE_VIOLATED);
	CHECK_INT(diff, 10);
	/* Zeroed shares do not excuse an unrelated gap. */
	struct ext_inline_balance both = { 1000, 200, 0, 0, 750 };
	CHECK_INT(ext_inline_check_balance(&both, 1, &diff), INLINE_VIOLATED);
}

/* Where part (a) cannot be checked (ext_inline_unchecked_reason). */
TEST(unchecked)
{
	/* No entry count: a copy at a site with a count has no n/N. */
	CHECK_INT(ext_inline_copy_checkable(30000, 0), 0);
	CHECK_INT(ext_inline_copy_checkable(0, 0), 1);
	CHECK_INT(ext_inline_copy_checkable(30000, 40000), 1);
	/* Sites adding up to N, body reused: checked (a gap is a violation). */
	struct ext_inline_trace ok = {
		.entry = 1000,
		.sites = 1000,
		.copies = 900,
		.body_reused = 1,
	};
	CHECK(ext_inline_unchecked_reason(&ok, 1) == NULL);
	/* The comdat of unit a: sites 10000 of 40000, the body reused. */
	struct ext_inline_trace comdat = {
		.entry = 40000,
		.sites = 10000,
		.copies = 10000,
		.body_reused = 1,
	};
	CHECK_STR(ext_inline_unchecked_reason(&comdat, 1), "sites-not-entry");
	/* The same with the body kept: the body keeps the difference. */
	struct ext_inline_trace kept = { .entry = 40000, .sites = 10000, .copies = 10000 };
	CHECK(ext_inline_unchecked_reason(&kept, 1) == NULL);
	/* Sites above N: the copies take more than N, the body stops at 0. */
	struct ext_inline_trace over = { .entry = 31237, .sites = 32438, .copies = 32438 };
	CHECK_STR(ext_inline_unchecked_reason(&over, 1), "sites-not-entry");
	/* Sites unknown. */
	struct ext_inline_trace unknown = {
		.entry = 87696,
		.sites = -1,
		.copies = 8414,
		.body_reused = 1,
	};
	CHECK_STR(ext_inline_unchecked_reason(&unknown, 1), "sites-not-entry");
	/* Unit b: N = 0. */
	struct ext_inline_trace zero = { .sites = 30000, .copies = 30000 };
	CHECK_STR(ext_inline_unchecked_reason(&zero, 1), "no-entry-count");
	struct ext_inline_trace recursive = {
		.entry = 409600,
		.sites = 409600,
		.copies = 3273200,
		.recursive = 1,
	};
	CHECK_STR(ext_inline_unchecked_reason(&recursive, 1), "recursive");
	struct ext_inline_trace inside = {
		.entry = 40000,
		.sites = 40000,
		.copies = 10000,
		.in_reused_body = 1,
	};
	CHECK_STR(ext_inline_unchecked_reason(&inside, 1), "in-reused-body");
	/* ninja's manifest_parser.cc at -O3: sites add up to N (105020),
	 * the copies took 120020 inside copies of a function whose sites
	 * took more than its entry count. */
	struct ext_inline_trace inflated = {
		.entry = 105020,
		.sites = 105020,
		.copies = 120020,
		.in_inflated_copy = 1,
	};
	CHECK_STR(ext_inline_unchecked_reason(&inflated, 5), "in-inflated-copy");
	inflated.in_inflated_copy = 0;
	CHECK(ext_inline_unchecked_reason(&inflated, 5) == NULL);
	inflated.in_inflated_copy = 1;
	/* Counts that add up are conserved, whatever the way. */
	comdat.balanced = inside.balanced = inflated.balanced = 1;
	CHECK(ext_inline_unchecked_reason(&comdat, 1) == NULL);
	CHECK(ext_inline_unchecked_reason(&inside, 1) == NULL);
	CHECK(ext_inline_unchecked_reason(&inflated, 5) == NULL);
	/* ... but not where the check has nothing to go by. */
	recursive.balanced = 1;
	CHECK_STR(ext_inline_unchecked_reason(&recursive, 1), "recursive");
}

TEST(names)
{
	CHECK_STR(ext_summary_class_name(EXT_CLASS_HOT), "hot");
	CHECK_STR(ext_summary_class_name(EXT_CLASS_COLD), "cold");
	CHECK_STR(ext_summary_class_name(EXT_CLASS_NEUTRAL), "neutral");
}

#define CHECK_LINE(l, w, k, v, res)                                     \
	do {                                                           \
		struct ext_inline_line l_ = (l);                       \
		CHECK_STR(l_.word, w);                                 \
		CHECK_STR(l_.key, k);                                  \
		CHECK_STR(l_.value, v);                                \
		CHECK_STR(l_.result ? l_.result : "-", res);           \
	} while (0)

/* Verdict and fate -> the dump line of pgoipo-inline (docs/dump-lines.md). */
TEST(lines)
{
	/* pgoipo-cold kept it out. */
	CHECK_LINE(ext_inline_line_of(INLINE_KEEP_OUT, "cold", INLINE_FATE_KEPT_OUT, NULL),
		   "keep-out", "by", "pgoipo", "-");
	/* GCC's inliner took it: agreeing with a hot verdict, against a cold
	 * one (with and without pgoipo-cold's reason), or on its own. */
	CHECK_LINE(ext_inline_line_of(INLINE_FORCE, "hot", INLINE_FATE_BY_GCC, NULL),
		   "inline", "by", "gcc", "-");
	CHECK_LINE(ext_inline_line_of(INLINE_KEEP_OUT, "cold", INLINE_FATE_BY_GCC, "always-inline"),
		   "refuse", "reason", "always-inline", "-");
	CHECK_LINE(ext_inline_line_of(INLINE_KEEP_OUT, "cold", INLINE_FATE_BY_GCC, NULL),
		   "refuse", "reason", "not-seen-before-inlining", "-");
	CHECK_LINE(ext_inline_line_of(INLINE_LEAVE, "neutral", INLINE_FATE_BY_GCC, NULL),
		   "leave", "reason", "neutral", "inlined");
	/* Still a call. */
	CHECK_LINE(ext_inline_line_of(INLINE_KEEP_OUT, "cold", INLINE_FATE_CALL, NULL),
		   "keep-out", "by", "gcc", "-");
	CHECK_LINE(ext_inline_line_of(INLINE_LEAVE, "hot-over-budget", INLINE_FATE_CALL, NULL),
		   "leave", "reason", "hot-over-budget", "call");
	/* pgoipo's own attempt. */
	CHECK_LINE(ext_inline_line_of(INLINE_FORCE, "hot", INLINE_FATE_FORCED, NULL),
		   "inline", "by", "pgoipo", "-");
	CHECK_LINE(ext_inline_line_of(INLINE_FORCE, "hot", INLINE_FATE_REFUSED, "noinline"),
		   "refuse", "reason", "noinline", "-");
}

int main(void)
{
	RUN(cost_units);
	RUN(hot_sites);
	RUN(cold_sites);
	RUN(untrained_callers);
	RUN(gcc_keeps_cold_out);
	RUN(hot_callees);
	RUN(declared_inline_callees);
	RUN(last_call_sites);
	RUN(neutral_sites);
	RUN(promoted_gain_rule);
	RUN(gain_rule);
	RUN(gain_large_rule);
	RUN(hot_body_rule);
	RUN(gain_loop_rule);
	RUN(drain_rule);
	RUN(rare_rule);
	RUN(other_budgets);
	RUN(share_rule);
	RUN(promoted_rule);
	RUN(growth_cap);
	RUN(footprint_cap);
	RUN(footprint_floor);
	RUN(footprint_count);
	RUN(copies_admitted);
	RUN(theorem_example_scaling);
	RUN(scaling_edge_cases);
	RUN(tolerance);
	RUN(conservation);
	RUN(conservation_violations);
	RUN(unchecked);
	RUN(names);
	RUN(lines);
	return unit_done();
}
