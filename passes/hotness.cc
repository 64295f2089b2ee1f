/* hotness.cc — pass "pgoipo-hotness": what the training run says about this unit.
 *
 * A SIMPLE_IPA pass right after GCC's "profile" pass (the one that reads the
 * .gcda file).  It changes nothing; it dumps the raw material of the other
 * passes: every function's entry count and profile quality, every call edge's
 * count, and every indirect call's value profile (target profile id, count,
 * share of the site's executions).
 *
 * Every count is classified hot / cold / neutral against the program-wide
 * thresholds of the profile index (profile=FILE), or, without one, against
 * thresholds from this unit's own counts (the first line says which).
 *
 * Dump (-fplugin-arg-pgoipo-dump=hotness), one line per fact:
 *   thresholds hot=999000 cold=1000 source=index prog.pgo
 *   function inc entry=999000 quality=precise class=hot
 *   edge main -> inc count=999000 class=hot
 *   icall main at running.c:5:37 count=1000000 targets=2 class=hot
 *   icall-target main at running.c:5:37 id=1247539114 name=inc count=999000 share=99.90%
 *   totals functions=4 edges=1 icalls=1 icall-targets=2
 */
#include "gcc-common.h"
#include "passes.h"

static void print_count(FILE *f, const char *key, profile_count c)
{
	if (c.ipa().initialized_p())
		fprintf(f, " %s=%" PRId64, key, c.ipa().to_gcov_type());
	else
		fprintf(f, " %s=unknown", key);
}

/* The value profile of one indirect call: at most
 * GCOV_TOPN_MAXIMUM_TRACKED_VALUES (target, count) pairs, hottest first. */
static unsigned dump_icall(FILE *f, cgraph_edge *e)
{
	struct icall_profile p;
	char site[512];
	int64_t count = pgoipo_count(e->count);
	bool have = pgoipo_icall_profile(e, &p);

	pgoipo_site(e, site, sizeof site);
	fprintf(f, "icall %s", site);
	print_count(f, "count", e->count);
	fprintf(f, " targets=%u class=%s%s\n", p.n, ext_summary_class_name(pgoipo_classify(e->count)),
		have ? "" : " (no value profile)");
	for (unsigned i = 0; i < p.n; i++) {
		const char *name = pgoipo_name_of_id(p.t[i].id);
		fprintf(f, "icall-target %s id=%" PRId64 " name=%s count=%" PRId64 " share=%.2f%%\n",
			site, p.t[i].id, name ? name : "?", p.t[i].count,
			count > 0 ? 100.0 * p.t[i].count / count : 0.0);
	}
	return p.n;
}

static bool hotness_gate(function *)
{
	return true;
}

static unsigned int hotness_execute(function *)
{
	cgraph_node *node;
	unsigned functions = 0, edges = 0, icalls = 0, targets = 0;

	/* Loads the index: a missing or malformed one is an error, dump or not. */
	if (!pgoipo_profile_init() || !dump_file)
		return 0;
	pgoipo_dump_thresholds();

	FOR_EACH_DEFINED_FUNCTION(node) {
		if (!node->has_gimple_body_p())
			continue;
		functions++;
		fprintf(dump_file, "function %s", node->asm_name());
		print_count(dump_file, "entry", node->count);
		fprintf(dump_file, " quality=%s class=%s\n",
			node->count.initialized_p() ? profile_quality_as_string(node->count.quality())
						    : "none",
			ext_summary_class_name(pgoipo_classify(node->count)));
		for (cgraph_edge *e = node->callees; e; e = e->next_callee) {
			edges++;
			fprintf(dump_file, "edge %s -> %s", node->asm_name(), e->callee->asm_name());
			print_count(dump_file, "count", e->count);
			fprintf(dump_file, " class=%s\n", ext_summary_class_name(pgoipo_classify(e->count)));
		}
		for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee) {
			icalls++;
			targets += dump_icall(dump_file, e);
		}
	}
	fprintf(dump_file, "totals functions=%u edges=%u icalls=%u icall-targets=%u\n",
		functions, edges, icalls, targets);
	pgoipo_ipa_dump_done();
	return 0;
}

PGOIPO_SIMPLE_IPA_PASS(hotness, OPTGROUP_IPA)
