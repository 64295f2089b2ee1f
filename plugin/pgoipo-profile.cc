/* pgoipo-profile.cc — see pgoipo-profile.h. */
#include "gcc-common.h"
#include "pgoipo-options.h"
#include "pgoipo-profile.h"

#include "index.h"
#include "summary.h"

static struct ext_index *index_in_use;
static bool initialized, init_ok;
static uint64_t hot_threshold = UINT64_MAX, cold_threshold;
static const char *source = "none";
/* The detailed summary the thresholds came from (index or unit). */
static struct ext_summary summary;

/* The unit's own counts: every block count where bodies are available (cc1),
 * else function entry and call edge counts (lto1's WPA has no bodies). */
static void unit_thresholds(void)
{
	cgraph_node *node;
	auto_vec<uint64_t> counts;
	bool bodies = false;

	FOR_EACH_DEFINED_FUNCTION(node) {
		if (node->inlined_to)
			continue;
		if (node->has_gimple_body_p() && !in_lto_p) {
			function *fn = DECL_STRUCT_FUNCTION(node->decl);
			basic_block bb;
			bodies = true;
			FOR_EACH_BB_FN(bb, fn)
				if (bb->count.ipa().initialized_p())
					counts.safe_push(bb->count.ipa().to_gcov_type());
			continue;
		}
		if (node->count.ipa().initialized_p())
			counts.safe_push(node->count.ipa().to_gcov_type());
		for (cgraph_edge *e = node->callees; e; e = e->next_callee)
			if (e->count.ipa().initialized_p())
				counts.safe_push(e->count.ipa().to_gcov_type());
	}
	if (ext_summary_compute(counts.address(), counts.length(), EXT_CUTOFF_HOT_DEFAULT,
				EXT_CUTOFF_COLD_DEFAULT, &summary) == 0) {
		hot_threshold = summary.hot;
		cold_threshold = summary.cold;
	}
	source = bodies ? "unit block counts" : "unit call-graph counts";
	if (pgoipo_opts.verbose)
		inform(UNKNOWN_LOCATION,
		       "pgoipo: no profile index (profile=FILE): thresholds from the %s, hot threshold "
		       "%" PRIu64 ", cold threshold %" PRIu64 "; only functions of this unit can be "
		       "promoted", source, hot_threshold, cold_threshold);
}

/* An index of another program would be applied without a word: its
 * thresholds and names are not this program's.  `pgoipo index --binary`
 * puts the id of every function of the training run into the index (a
 * public name, or a local line), so with the right index every profiled
 * function of the unit is there; with another program's index only the
 * few that share a public name (main, usage, xmalloc: GCC's id of a
 * public function is the CRC of its name).  A unit with at least
 * MISMATCH_MIN profiled functions of which fewer than MISMATCH_PCT % are
 * in the index gets a warning; half, not less, so that main and a helper
 * or two cannot hide a small unit's mismatch.  An index without names
 * (made without --binary) cannot tell.  Once per unit: in cc1, and in
 * lto1's WPA (not again in each LTRANS). */
#define MISMATCH_MIN 5
#define MISMATCH_PCT 50

static void check_index_matches_unit(void)
{
	const char *unit = in_lto_p ? "the LTO link" : main_input_filename;
	unsigned profiled = 0, found = 0;
	cgraph_node *node;

	if (flag_ltrans || (!ext_index_n_names(index_in_use) && !ext_index_n_locals(index_in_use)))
		return;
	FOR_EACH_DEFINED_FUNCTION(node) {
		uint32_t id = (uint32_t)node->profile_id;

		if (node->inlined_to || node->clone_of || !id || !node->count.ipa().initialized_p() ||
		    node->count.ipa().quality() != profile_quality::PRECISE)
			continue;
		profiled++;
		found += ext_index_name_count(index_in_use, id) > 0 || ext_index_local(index_in_use, id);
	}
	if (profiled >= MISMATCH_MIN && 100 * found < MISMATCH_PCT * profiled)
		warning_at(UNKNOWN_LOCATION, 0,
			   "pgoipo: profile index %qs is not of this program: %u of the %u profiled "
			   "functions of %qs have their profile id in it (made by %<pgoipo index%> "
			   "from the training run of another program?)",
			pgoipo_opts.profile, found, profiled, unit ? unit : "this unit");
	else if (pgoipo_opts.verbose)
		inform(UNKNOWN_LOCATION,
		       "pgoipo: profile index %qs: %u of the %u profiled functions of %qs have their "
		       "profile id in it", pgoipo_opts.profile, found, profiled, unit ? unit : "this unit");
}

bool pgoipo_in_lto1(void)
{
	return !strcmp(lang_hooks.name, "GNU GIMPLE");
}

bool pgoipo_profile_in_use(void)
{
	static int in_use = -1;
	cgraph_node *node;

	if (flag_profile_use || flag_auto_profile)
		return true;
	if (!pgoipo_in_lto1())
		return false;
	if (in_use < 0) {
		in_use = 0;
		FOR_EACH_FUNCTION(node)
			if (opt_for_fn(node->decl, flag_branch_probabilities)) {
				in_use = 1;
				break;
			}
		if (pgoipo_opts.verbose)
			inform(UNKNOWN_LOCATION, "pgoipo: lto1: %s",
			       in_use ? "the functions were compiled with -fprofile-use"
				      : "no function was compiled with a profile; nothing to do");
	}
	return in_use;
}

bool pgoipo_profile_init(void)
{
	if (initialized)
		return init_ok;
	initialized = true;
	if (pgoipo_opts.profile) {
		struct ext_error err;
		index_in_use = ext_index_load(pgoipo_opts.profile, &err);
		if (!index_in_use) {
			error_at(UNKNOWN_LOCATION, "pgoipo: cannot use profile index: %s", err.msg);
			return init_ok = false;
		}
		hot_threshold = ext_index_hot(index_in_use);
		cold_threshold = ext_index_cold(index_in_use);
		summary = *ext_index_summary(index_in_use);
		source = concat("index ", pgoipo_opts.profile, NULL);
		if (pgoipo_opts.verbose)
			inform(UNKNOWN_LOCATION,
			       "pgoipo: profile index %qs: %" PRIu64 " names, hot threshold %" PRIu64
			       ", cold threshold %" PRIu64,
			       pgoipo_opts.profile, (uint64_t)ext_index_n_names(index_in_use),
			       hot_threshold, cold_threshold);
		check_index_matches_unit();
	} else {
		unit_thresholds();
	}
	return init_ok = true;
}

uint64_t pgoipo_hot_threshold(void) { return hot_threshold; }

uint64_t pgoipo_max_count(void)
{
	return summary.max;
}

uint64_t pgoipo_count_at_cutoff(uint32_t cutoff)
{
	return ext_summary_count_at(&summary, cutoff);
}

uint64_t pgoipo_cold_threshold(void) { return cold_threshold; }
const char *pgoipo_threshold_source(void) { return source; }

enum ext_summary_class pgoipo_classify(profile_count c)
{
	return ext_summary_classify(pgoipo_count(c), hot_threshold, cold_threshold);
}

int64_t pgoipo_count(profile_count c)
{
	return c.ipa().initialized_p() ? (int64_t)c.ipa().to_gcov_type() : -1;
}

cgraph_node *pgoipo_unit_function(int64_t id)
{
	cgraph_node *n;

	FOR_EACH_FUNCTION(n)
		if (n->profile_id == id && n->definition && !n->inlined_to && !n->clone_of)
			return n;
	return NULL;
}

const char *pgoipo_index_name(int64_t id)
{
	if (!index_in_use || id <= 0 || id > 0x7fffffff ||
	    ext_index_name_count(index_in_use, (uint32_t)id) != 1)
		return NULL;
	return ext_index_name(index_in_use, (uint32_t)id);
}

const char *pgoipo_index_ambiguous(int64_t id)
{
	static char *text;

	if (!index_in_use || id <= 0 || id > 0x7fffffff)
		return NULL;
	size_t n = ext_index_name_count(index_in_use, (uint32_t)id);
	if (n < 2)
		return NULL;
	free(text);
	text = xstrdup("");
	for (size_t k = 0; k < n; k++) {
		char *more = concat(text, k ? "|" : "", ext_index_nth_name(index_in_use, (uint32_t)id, k),
				    NULL);
		free(text);
		text = more;
	}
	return text;
}

const char *pgoipo_index_local(int64_t id)
{
	if (!index_in_use || id <= 0 || id > 0x7fffffff)
		return NULL;
	return ext_index_local(index_in_use, (uint32_t)id);
}

const char *pgoipo_name_of_id(int64_t id)
{
	cgraph_node *n = pgoipo_unit_function(id);
	return n ? n->asm_name() : pgoipo_index_name(id);
}

static histogram_value icall_histogram(cgraph_edge *e)
{
	if (!e->call_stmt || in_lto_p)
		return NULL;
	return gimple_histogram_value_of_type(DECL_STRUCT_FUNCTION(e->caller->decl), e->call_stmt,
					      HIST_TYPE_INDIR_CALL);
}

static int cmp_target(const void *a, const void *b)
{
	const struct icall_target *x = (const struct icall_target *)a;
	const struct icall_target *y = (const struct icall_target *)b;

	if (x->count != y->count)
		return x->count > y->count ? -1 : 1;
	return x->id < y->id ? -1 : x->id > y->id;
}

bool pgoipo_icall_profile(cgraph_edge *e, struct icall_profile *p)
{
	histogram_value h = icall_histogram(e);

	p->n = 0;
	p->executions = 0;
	if (!h)
		return false;
	for (unsigned j = 0; j < GCOV_TOPN_MAXIMUM_TRACKED_VALUES; j++) {
		gcov_type val, count, all;
		if (!get_nth_most_common_value(NULL, "indirect call", h, &val, &count, &all, j)
		    || !val || count <= 0)
			continue;
		p->executions = all;
		p->t[p->n].id = val;
		p->t[p->n].count = count;
		p->n++;
	}
	qsort(p->t, p->n, sizeof p->t[0], cmp_target);
	return true;
}

void pgoipo_icall_profile_remove(cgraph_edge *e)
{
	histogram_value h = icall_histogram(e);

	if (h)
		gimple_remove_histogram_value(DECL_STRUCT_FUNCTION(e->caller->decl), e->call_stmt, h);
}
