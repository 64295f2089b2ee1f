/* hotness.cc — pass "pgoipo-hotness": what the training run says about this unit.
 *
 * A SIMPLE_IPA pass right after GCC's "profile" pass (the one that reads the
 * .gcda file).  It changes nothing; it dumps the raw material of the other
 * passes: every function's entry count and profile quality, every call edge's
 * count, and every indirect call's value profile (target profile id, count,
 * share of the site's executions).
 *
 * Dump (-fplugin-arg-pgoipo-dump=hotness), one line per fact:
 *   function inc entry=999000 quality=precise
 *   edge main -> inc count=999000
 *   icall main at running.c:5:37 count=1000000 targets=2
 *   icall-target main at running.c:5:37 id=1247539114 name=inc count=999000 share=99.90%
 *   totals functions=4 edges=1 icalls=1 icall-targets=2
 */
#include "gcc-common.h"
#include "pgoipo.h"

namespace {

const pass_data pass_data_pgoipo_hotness = {
	SIMPLE_IPA_PASS,	/* type */
	"pgoipo-hotness",	/* name */
	OPTGROUP_IPA,		/* optinfo_flags */
	TV_NONE,		/* tv_id */
	0, 0, 0, 0, 0,		/* properties, todo */
};

class pass_pgoipo_hotness : public simple_ipa_opt_pass {
public:
	pass_pgoipo_hotness(gcc::context *ctxt)
		: simple_ipa_opt_pass(pass_data_pgoipo_hotness, ctxt)
	{
	}
	unsigned int execute(function *) final override;
};

} // namespace

static void print_count(FILE *f, const char *key, profile_count c)
{
	if (c.ipa().initialized_p())
		fprintf(f, " %s=%" PRId64, key, c.ipa().to_gcov_type());
	else
		fprintf(f, " %s=unknown", key);
}

static const char *unit_name_of_id(int64_t id)
{
	cgraph_node *n;

	FOR_EACH_FUNCTION(n)
		if (n->profile_id == id)
			return n->asm_name();
	return NULL;
}

static void print_site(FILE *f, cgraph_edge *e)
{
	expanded_location loc = expand_location(gimple_location(e->call_stmt));
	fprintf(f, "%s at %s:%d:%d", e->caller->asm_name(),
		loc.file ? lbasename(loc.file) : "?", loc.line, loc.column);
}

/* The value profile of one indirect call: at most
 * GCOV_TOPN_MAXIMUM_TRACKED_VALUES (target, count) pairs. */
static unsigned dump_icall(FILE *f, cgraph_edge *e)
{
	function *fn = DECL_STRUCT_FUNCTION(e->caller->decl);
	histogram_value h = e->call_stmt
		? gimple_histogram_value_of_type(fn, e->call_stmt, HIST_TYPE_INDIR_CALL) : NULL;
	int64_t site = e->count.ipa().initialized_p() ? e->count.ipa().to_gcov_type() : 0;
	unsigned n = 0;

	if (!h) {
		fprintf(f, "icall ");
		print_site(f, e);
		print_count(f, "count", e->count);
		fprintf(f, " targets=0 (no value profile)\n");
		return 0;
	}
	for (unsigned j = 0; j < GCOV_TOPN_MAXIMUM_TRACKED_VALUES; j++) {
		gcov_type val, count, all;
		if (get_nth_most_common_value(NULL, "indirect call", h, &val, &count, &all, j)
		    && val && count)
			n++;
	}
	fprintf(f, "icall ");
	print_site(f, e);
	print_count(f, "count", e->count);
	fprintf(f, " targets=%u\n", n);
	for (unsigned j = 0; j < GCOV_TOPN_MAXIMUM_TRACKED_VALUES; j++) {
		gcov_type val, count, all;
		if (!get_nth_most_common_value(NULL, "indirect call", h, &val, &count, &all, j)
		    || !val || !count)
			continue;
		const char *name = unit_name_of_id(val);
		fprintf(f, "icall-target ");
		print_site(f, e);
		fprintf(f, " id=%" PRId64 " name=%s count=%" PRId64 " share=%.2f%%\n",
			(int64_t)val, name ? name : "?", (int64_t)count,
			site > 0 ? 100.0 * count / site : 0.0);
	}
	return n;
}

unsigned int pass_pgoipo_hotness::execute(function *)
{
	cgraph_node *node;
	unsigned functions = 0, edges = 0, icalls = 0, targets = 0;

	/* Only a dump to write (the gate runs before the dump file is open). */
	if (!dump_file)
		return 0;

	FOR_EACH_DEFINED_FUNCTION(node) {
		if (!node->has_gimple_body_p())
			continue;
		functions++;
		fprintf(dump_file, "function %s", node->asm_name());
		print_count(dump_file, "entry", node->count);
		fprintf(dump_file, " quality=%s\n",
			node->count.initialized_p() ? profile_quality_as_string(node->count.quality())
						    : "none");
		for (cgraph_edge *e = node->callees; e; e = e->next_callee) {
			edges++;
			fprintf(dump_file, "edge %s -> %s", node->asm_name(), e->callee->asm_name());
			print_count(dump_file, "count", e->count);
			fputc('\n', dump_file);
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

opt_pass *make_pass_pgoipo_hotness(gcc::context *ctxt)
{
	return new pass_pgoipo_hotness(ctxt);
}
