/* common.cc — what pgoipo's passes share that is not a pass: dump helpers
 * and loop helpers (passes.h). */
#include "gcc-common.h"
#include "passes.h"

#include "loop-rule.h"

void pgoipo_ipa_dump_done(void)
{
	/* dump_finish() closes the stream through its own pointer, so dropping
	 * dump_file here only stops the bodies from being appended. */
	if (dump_file && !(dump_flags & TDF_DETAILS)) {
		fflush(dump_file);
		dump_file = NULL;
	}
}

void pgoipo_dump_thresholds(void)
{
	if (dump_file)
		fprintf(dump_file, "thresholds hot=%" PRIu64 " cold=%" PRIu64 " source=%s\n",
			pgoipo_hot_threshold(), pgoipo_cold_threshold(), pgoipo_threshold_source());
}

/* Where E's call is in the source.  GCC makes some calls without a location
 * (ipa-split's call of F.part.N in F): then the call of the inlined copy that
 * holds it (the inlined block around the statement, or the edge E's caller
 * was inlined through), else the definition of the function the call is in. */
static location_t site_location(cgraph_edge *e)
{
	location_t loc = gimple_location(e->call_stmt);

	for (tree b = gimple_block(e->call_stmt);
	     LOCATION_LOCUS(loc) == UNKNOWN_LOCATION && b && TREE_CODE(b) == BLOCK;
	     b = BLOCK_SUPERCONTEXT(b))
		if (inlined_function_outer_scope_p(b))
			loc = BLOCK_SOURCE_LOCATION(b);
	for (cgraph_node *n = e->caller; LOCATION_LOCUS(loc) == UNKNOWN_LOCATION && n->inlined_to &&
					 n->callers && n->callers->call_stmt;
	     n = n->callers->caller)
		loc = gimple_location(n->callers->call_stmt);
	if (LOCATION_LOCUS(loc) == UNKNOWN_LOCATION)
		loc = DECL_SOURCE_LOCATION(e->caller->decl);
	return loc;
}

const char *pgoipo_site(cgraph_edge *e, char *buf, size_t size)
{
	cgraph_node *caller = e->caller->inlined_to ? e->caller->inlined_to : e->caller;

	if (e->call_stmt) {
		expanded_location loc = expand_location(site_location(e));
		snprintf(buf, size, "%s at %s:%d:%d", caller->asm_name(),
			 loc.file ? lbasename(loc.file) : "?", loc.line, loc.column);
	} else {
		snprintf(buf, size, "%s at stmt %u", caller->asm_name(), e->lto_stmt_uid);
	}
	return buf;
}

int64_t pgoipo_loop_entries(class loop *loop)
{
	edge e;
	edge_iterator ei;
	int64_t n = 0;

	FOR_EACH_EDGE(e, ei, loop->header->preds)
		if (!flow_bb_inside_loop_p(loop, e->src)) {
			int64_t c = pgoipo_count(e->count());
			if (c < 0)
				return -1;
			n += c;
		}
	return n;
}

FILE *pgoipo_gcc_dump_off(void)
{
	FILE *saved = dump_file;

	if (!(dump_flags & TDF_DETAILS))
		dump_file = NULL;
	return saved;
}

int64_t pgoipo_max_block_count(function *fn)
{
	int64_t most = -1;
	basic_block bb;

	FOR_EACH_BB_FN(bb, fn)
		most = MAX(most, pgoipo_count(bb->count));
	return most;
}

uint64_t pgoipo_very_hot_count(void)
{
	return ext_loop_very_hot_count(pgoipo_max_count(), pgoipo_opts.lean_loop_hot);
}

bool pgoipo_untrained(cgraph_node *node)
{
	function *fn = DECL_STRUCT_FUNCTION(node->decl);
	int64_t entry = pgoipo_count(node->count), body = 0;

	if (entry != 0)	/* entered, or nothing known: the body need not be read */
		return ext_summary_untrained(entry, body);
	if (fn && fn->cfg) {
		basic_block bb;
		FOR_ALL_BB_FN(bb, fn)
			body = MAX(body, pgoipo_count(bb->count));
	} else {
		/* lto1's WPA has no bodies: the call sites are what is known. */
		for (cgraph_edge *e = node->callees; e; e = e->next_callee)
			body = MAX(body, pgoipo_count(e->count));
		for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee)
			body = MAX(body, pgoipo_count(e->count));
	}
	return ext_summary_untrained(entry, body);
}
