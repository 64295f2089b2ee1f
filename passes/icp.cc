/* icp.cc — pass "pgoipo-icp": which indirect-call targets to promote.
 *
 * Algorithm 20.10.5, first loop.  For each indirect call with a value
 * profile, the targets are walked in decreasing count and promoted by the
 * rule of gcov-ext/icp-rule.h (icp-max, icp-remaining, icp-total); each
 * promotion becomes a guarded direct call with the indirect call kept as the
 * fallback:
 *
 *     before:  s = f (x);                     value profile {inc: 999000, dbl: 1000}
 *     after:   if (f == inc) s = inc (x);     branch weights 999000 : 1000
 *              else          s = f (x);
 *
 * What stock GCC 12 does not: several targets per site (not only one with
 * >= 50%); targets defined in another unit, without LTO — a public function
 * of another unit is named by the profile index (profile=FILE) and called
 * through an external declaration with the call's own type; and the
 * promotion survives when the target is not inlined.
 *
 * The promotion takes four passes, because GCC's summaries and its inliner
 * each need it at another time:
 *   pgoipo-icp       (this file) SIMPLE_IPA right after "pgoipo-hotness" (so
 *                    after GCC's "profile", while the value profiles are
 *                    still on the call statements): decides which targets
 *                    to promote, removes the value profile so GCC's own
 *                    promotion leaves the site alone, and records the plan
 *                    in a call summary (which follows the edge into inline
 *                    clones; icp-plan.cc).
 *   pgoipo-speculate makes the plan's speculative edges after GCC's other
 *                    summaries (speculate.cc).
 *   pgoipo-keep      re-creates the promotions the inliner dropped (keep.cc).
 *   pgoipo-guards    drops the re-created guards that do not pay (guards.cc).
 *
 * Refused, with the reason in the dump: a cold site (unless icp-cold), a
 * target below the thresholds, a static function of another unit (the index
 * knows its unit but no symbol can reach it), an id that is neither a
 * function of this unit nor one in the index, a target whose prototype takes another
 * number of arguments, an interposable target that may be discarded, a name
 * the unit knows as something other than a function (a stale index), an id
 * the index gives several names (a collision of GCC's 31-bit profile ids).
 *
 * Dump lines (dump=icp):
 *   thresholds hot=N cold=N source=S
 *   site SITE count=N targets=K class=C
 *   promote SITE -> NAME id=ID count=N total=T share=P% remaining-share=R% where=W
 *   refuse SITE -> NAME id=ID count=N total=T share=P% remaining-share=R% reason=WHY
 *   totals ...
 * Remarks: -fopt-info-ipa-optimized / -fopt-info-ipa-missed.
 */
#include "gcc-common.h"
#include "passes.h"

#include "icp-rule.h"

/* ---- resolving a target ---- */

static unsigned prototype_params(tree fntype, bool *variadic)
{
	unsigned n = 0;
	tree t;

	*variadic = stdarg_p(fntype);
	for (t = TYPE_ARG_TYPES(fntype); t && t != void_list_node; t = TREE_CHAIN(t))
		n++;
	return n;
}

/* Find the target with profile id ID for the call of E.  On success *WHERE
 * says how it was found; on failure *WHY says why not. */
static cgraph_node *resolve_target(cgraph_edge *e, int64_t id, const char **name,
				   const char **where, const char **why, bool *external)
{
	cgraph_node *n = pgoipo_unit_function(id);

	*external = false;
	*name = NULL;
	if (n) {
		*where = "unit";
	} else {
		*name = pgoipo_index_name(id);
		if (!*name) {
			static char buf[512];
			const char *unit = pgoipo_index_local(id);
			const char *names = pgoipo_index_ambiguous(id);
			if (names) {
				/* GCC's profile cannot tell these apart. */
				snprintf(buf, sizeof buf, "ambiguous-id (%s)", names);
				*why = buf;
			} else if (unit) {
				snprintf(buf, sizeof buf, "static-in-other-unit (%s)", unit);
				*why = buf;
			} else {
				*why = pgoipo_opts.profile
					? "unknown-id (not a function of the indexed program)"
					: "unknown-id (not in this unit; no profile index)";
			}
			return NULL;
		}
		n = cgraph_node::get_for_asmname(get_identifier(*name));
		if (n) {
			*where = "declared";
		} else if (symtab_node::get_for_asmname(get_identifier(*name))) {
			/* The unit knows the name as something else (a variable: a
			 * stale or colliding index).  Declaring a function of that
			 * name would change the variable (GCC then emits it weak). */
			*why = "not-a-function";
			return NULL;
		} else if (e->call_stmt) {
			n = pgoipo_declare_external(*name, e->call_stmt);
			*where = "other-unit";
			*external = true;
		} else {
			*why = "no-declaration";
			return NULL;
		}
	}
	*name = n->asm_name();

	/* A definition here that the linker may replace or drop (weak, comdat).
	 * An external declaration is vouched for by the index: the symbol is
	 * defined in the program the profile was taken from. */
	if (n->definition && n->get_availability() <= AVAIL_INTERPOSABLE
	    && n->can_be_discarded_p()) {
		*why = "interposable-discardable";
		return NULL;
	}
	if (e->call_stmt && prototype_p(TREE_TYPE(n->decl))) {
		bool variadic;
		unsigned params = prototype_params(TREE_TYPE(n->decl), &variadic);
		unsigned args = gimple_call_num_args(e->call_stmt);
		if (params > args || (params < args && !variadic)) {
			*why = "parameter-count-mismatch";
			return NULL;
		}
	}
	return n;
}

/* ---- pgoipo-icp ---- */

struct icp_totals {
	unsigned sites, sites_promoted, promoted, refused, other_unit, cold_sites;
};

static void remark(cgraph_edge *e, bool optimized, const char *fmt, const char *name,
		   int64_t count, int64_t total)
{
	if (!dump_enabled_p() || !e->call_stmt)
		return;
	dump_printf_loc(optimized ? MSG_OPTIMIZED_LOCATIONS : MSG_MISSED_OPTIMIZATION,
			e->call_stmt, fmt, name, (long long)count, (long long)total);
}

static void dump_target(const char *verdict, const char *site, const char *name, int64_t id,
			int64_t count, int64_t total, int64_t remaining, const char *key,
			const char *value)
{
	if (!dump_file)
		return;
	fprintf(dump_file,
		"%s %s -> %s id=%" PRId64 " count=%" PRId64 " total=%" PRId64
		" share=%.2f%% remaining-share=%.2f%% %s=%s\n",
		verdict, site, name ? name : "?", id, count, total,
		total > 0 ? 100.0 * count / total : 0.0,
		remaining > 0 ? 100.0 * count / remaining : 0.0, key, value);
}

/* Decide one site and create its speculative edges. */
static void promote_site(cgraph_edge *e, struct icp_totals *tot)
{
	struct icall_profile p;
	char site[512];
	struct ext_icp_rule rule = { pgoipo_opts.icp_max, pgoipo_opts.icp_remaining,
				 pgoipo_opts.icp_total };
	icp_site plan = {};

	if (!pgoipo_icall_profile(e, &p) || !p.n)
		return;
	int64_t total = pgoipo_count(e->count);
	if (total <= 0)
		return;
	tot->sites++;
	enum ext_summary_class cls = pgoipo_classify(e->count);
	pgoipo_site(e, site, sizeof site);
	if (dump_file)
		fprintf(dump_file, "site %s count=%" PRId64 " targets=%u class=%s\n", site, total,
			p.n, ext_summary_class_name(cls));

	plan.total = total;
	plan.fntype = gimple_call_fntype(e->call_stmt);
	plan.n = 0;
	plan.n_rest = 0;
	int64_t remaining = total;
	for (unsigned i = 0; i < p.n; i++) {
		int64_t count = MIN(p.t[i].count, total);
		const char *name = pgoipo_name_of_id(p.t[i].id), *where = NULL, *why = NULL;
		bool external = false;

		if (cls == EXT_CLASS_COLD && !pgoipo_opts.icp_cold) {
			why = "cold-site";
		} else {
			enum ext_icp_verdict v = ext_icp_judge(&rule, count, total, remaining, plan.n);
			if (v != ICP_PROMOTE)
				why = ext_icp_verdict_name(v);
		}
		cgraph_node *n = NULL;
		if (!why)
			n = resolve_target(e, p.t[i].id, &name, &where, &why, &external);
		if (!n) {
			plan.rest[plan.n_rest].id = p.t[i].id;
			plan.rest[plan.n_rest].count = count;
			plan.n_rest++;
			tot->refused++;
			dump_target("refuse", site, name, p.t[i].id, count, total, remaining, "reason", why);
			remark(e, false, "not promoting indirect call to %s with count %lld out of %lld\n",
			       name ? name : "unknown target", count, total);
			continue;
		}
		dump_target("promote", site, name, p.t[i].id, count, total, remaining, "where", where);
		remark(e, true, "promoted indirect call to %s with count %lld out of %lld\n", name,
		       count, total);
		plan.t[plan.n].name = xstrdup(name);
		plan.t[plan.n].count = count;
		plan.t[plan.n].external = external;
		plan.n++;
		remaining -= count;
		tot->other_unit += external;
	}
	if (cls == EXT_CLASS_COLD)
		tot->cold_sites++;
	if (!plan.n) {
		*pgoipo_icp_plans->get_create(e) = plan;
		pgoipo_icall_profile_remove(e);
		return;
	}
	tot->sites_promoted++;
	tot->promoted += plan.n;

	/* The speculative edges are made by pgoipo-speculate (see "deferred
	 * speculation"). */
	*pgoipo_icp_plans->get_create(e) = plan;
	pgoipo_icall_profile_remove(e);
}

/* Without icp the value profiles are only recorded, for pgoipo-cgprofile;
 * GCC's own promotion keeps them. */
static void record_site(cgraph_edge *e)
{
	struct icall_profile p;
	icp_site plan = {};

	if (!pgoipo_icall_profile(e, &p) || !p.n || pgoipo_count(e->count) <= 0)
		return;
	plan.total = pgoipo_count(e->count);
	for (unsigned i = 0; i < p.n; i++)
		plan.rest[plan.n_rest++] = p.t[i];
	*pgoipo_icp_plans->get_create(e) = plan;
}

static bool icp_gate(function *)
{
	return !in_lto_p;
}

static unsigned int icp_execute(function *)
{
	cgraph_node *node;
	struct icp_totals tot = {};

	if (!pgoipo_profile_init())
		return 0;
	if (!pgoipo_icp_plans)
		pgoipo_icp_plans = new icp_summary(symtab);
	pgoipo_dump_thresholds();
	FOR_EACH_DEFINED_FUNCTION(node) {
		if (!node->has_gimple_body_p())
			continue;
		for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee)
			if (pgoipo_opts.icp)
				promote_site(e, &tot);
			else
				record_site(e);
	}
	if (!pgoipo_opts.icp) {
		if (dump_file)
			fprintf(dump_file, "disabled (no-icp): value profiles only recorded\n");
		pgoipo_ipa_dump_done();
		return 0;
	}
	if (dump_file)
		fprintf(dump_file,
			"totals sites=%u promoted-sites=%u promoted=%u refused=%u other-unit=%u"
			" cold-sites=%u\n",
			tot.sites, tot.sites_promoted, tot.promoted, tot.refused, tot.other_unit,
			tot.cold_sites);
	pgoipo_ipa_dump_done();
	return 0;
}

PGOIPO_SIMPLE_IPA_PASS(icp, OPTGROUP_IPA)
