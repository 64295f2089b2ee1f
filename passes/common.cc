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

const char *pgoipo_site(cgraph_edge *e, char *buf, size_t size)
{
	cgraph_node *caller = e->caller->inlined_to ? e->caller->inlined_to : e->caller;

	if (e->call_stmt) {
		expanded_location loc = expand_location(gimple_location(e->call_stmt));
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

uint64_t pgoipo_very_hot_count(void)
{
	return ext_loop_very_hot_count(pgoipo_max_count(), pgoipo_opts.lean_loop_hot);
}
