/* inline-site.cc — what pgoipo-cold and pgoipo-inline share: the summary
 * of each call site's decision, which follows the edge into inline copies,
 * and how a site is costed and printed (passes.h). */
#include "gcc-common.h"
#include "passes.h"

class site_summary : public call_summary<inline_site *> {
public:
	site_summary(symbol_table *symtab) : call_summary<inline_site *>(symtab) {}
	/* Inlining copies the callee's edges: an edge that was inlined already
	 * comes along as part of the body; one that was not is a new site of
	 * the caller, decided there. */
	void duplicate(cgraph_edge *src_edge, cgraph_edge *, inline_site *src,
		       inline_site *dst) final override
	{
		*dst = *src;
		dst->copied = !src_edge->inline_failed;
		dst->decided = false;
		dst->copies_ranked = dst->copies_out = false;	/* a new site */
	}
};

static site_summary *site_sums;

void pgoipo_inline_sites_create(void)
{
	if (!site_sums)
		site_sums = new site_summary(symtab);
}

/* Done: no more hooks on every edge GCC copies from here on. */
void pgoipo_inline_sites_free(void)
{
	delete site_sums;
	site_sums = NULL;
}

bool pgoipo_inline_sites_exist(void)
{
	return site_sums != NULL;
}

inline_site *pgoipo_inline_site_get(cgraph_edge *e)
{
	return site_sums->get(e);
}

inline_site *pgoipo_inline_site(cgraph_edge *e)
{
	inline_site *s = site_sums->get(e);
	if (!s) {
		s = site_sums->get_create(e);
		/* call_summary does not zero what it allocates. */
		memset(s, 0, sizeof *s);
		s->cls = EXT_CLASS_NEUTRAL;
		s->cost = COST_UNKNOWN;
	}
	return s;
}

struct ext_inline_rule pgoipo_inline_rule(void)
{
	struct ext_inline_rule r = { pgoipo_opts.inline_hot, pgoipo_opts.inline_cold,
				 pgoipo_opts.inline_share, pgoipo_opts.leave_untrained,
				 pgoipo_opts.leave_hot_callee || pgoipo_opts.leave_merged_callee,
				 pgoipo_opts.inline_promoted,
				 pgoipo_opts.leave_declared_inline, pgoipo_opts.leave_last_call,
				 pgoipo_opts.inline_promoted_gain, pgoipo_opts.inline_rare,
				 pgoipo_opts.inline_gain, pgoipo_opts.leave_drain,
				 pgoipo_opts.inline_gain_large, pgoipo_opts.leave_hot_body,
				 pgoipo_opts.inline_gain_loop };
	return r;
}

cgraph_node *pgoipo_caller_root(cgraph_edge *e)
{
	return e->caller->inlined_to ? e->caller->inlined_to : e->caller;
}

cgraph_node *pgoipo_site_callee(cgraph_edge *e, enum availability *avail)
{
	if (e->indirect_unknown_callee || !e->callee)
		return NULL;
	cgraph_node *callee = e->callee->ultimate_alias_target(avail, pgoipo_caller_root(e));
	if (!callee || !callee->definition || callee->alias)
		return NULL;
	return callee;
}

bool pgoipo_final_failure(cgraph_edge *e)
{
	if (cgraph_inline_failed_type(e->inline_failed) != CIF_FINAL_ERROR)
		return false;
	/* The same test as initialize_inline_failed's. */
	return !(in_lto_p && e->inline_failed == CIF_BODY_NOT_AVAILABLE && e->callee &&
		 e->callee->definition && !e->callee->redefined_extern_inline);
}

bool pgoipo_calls_hot(cgraph_node *node, bool pending)
{
	for (cgraph_edge *e = node->callees; e; e = e->next_callee) {
		bool hot = pgoipo_classify(e->count) == EXT_CLASS_HOT;
		if (!e->inline_failed) {
			if ((hot && !pending) || pgoipo_calls_hot(e->callee, pending))
				return true;
		} else if (hot && (!pending || !pgoipo_final_failure(e))) {
			return true;
		}
	}
	if (!pending)
		for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee)
			if (pgoipo_classify(e->count) == EXT_CLASS_HOT)
				return true;
	return false;
}

int64_t pgoipo_site_cost(cgraph_edge *e, cgraph_node *callee)
{
	if (!e->inline_failed || !callee->analyzed || !ipa_fn_summaries->get(callee)
	    || !ipa_call_summaries->get(e) || !ipa_size_summaries->get(callee))
		return COST_UNKNOWN;
	return ext_inline_cost_of_growth(estimate_edge_growth(e));
}

static void print_cost(FILE *f, int64_t cost)
{
	if (cost == COST_UNKNOWN)
		fprintf(f, " cost=?");
	else
		fprintf(f, " cost=%" PRId64, cost);
}

void pgoipo_print_inline_site(FILE *f, const char *verb, cgraph_edge *e, cgraph_node *callee,
		       enum ext_summary_class cls, int64_t cost)
{
	char site[512];
	struct ext_inline_rule r = pgoipo_inline_rule();

	fprintf(f, "%s %s -> %s count=", verb, pgoipo_site(e, site, sizeof site), callee->asm_name());
	int64_t n = pgoipo_count(e->count), entry = pgoipo_inline_check_entry(callee);
	n >= 0 ? fprintf(f, "%" PRId64, n) : fprintf(f, "unknown");
	entry >= 0 ? fprintf(f, " entry=%" PRId64, entry) : fprintf(f, " entry=unknown");
	fprintf(f, " class=%s", ext_summary_class_name(cls));
	print_cost(f, cost);
	if (cls == EXT_CLASS_NEUTRAL)
		fprintf(f, " budget=-");
	else
		fprintf(f, " budget=%" PRId64, ext_inline_budget(&r, cls));
}

void pgoipo_inline_remark(cgraph_edge *e, dump_flags_t kind, const char *fmt, ...)
{
	if (!dump_enabled_p())
		return;
	va_list ap;
	va_start(ap, fmt);
	char *text = xvasprintf(fmt, ap);
	va_end(ap);
	if (e->call_stmt)
		dump_printf_loc(kind, e->call_stmt, "%s", text);
	else
		dump_printf_loc(kind, dump_user_location_t::from_function_decl(pgoipo_caller_root(e)->decl),
				"%s", text);
	free(text);
}
