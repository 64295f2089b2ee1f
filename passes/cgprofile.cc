/* cgprofile.cc — pass "pgoipo-cgprofile": the unit's profiled call graph,
 * written into the object for `pgoipo order` (Algorithm 20.10.6).
 *
 * What the final code calls, not what the source called: a GIMPLE pass right
 * after "optimized" sums bb->count.ipa() of every call statement per
 * (caller, callee), so inlined calls are gone, promoted calls appear as the
 * direct calls they became, and unrolled copies add up.  The indirect-call
 * targets that were not promoted come from the value profiles (kept by
 * pgoipo-icp, split over inline copies at PLUGIN_ALL_IPA_PASSES_END); they
 * name the callee by profile id, which `def` records of all objects resolve.
 *
 * At the end of the unit (PLUGIN_FINISH_UNIT) the records go into section
 * .pgoipo.cgprofile (format: gcov-ext/cgprofile.h), excluded ("e") so that
 * `ld -r` and archives keep it and a final link drops it.  In an LTRANS unit
 * the object is temporary and linked straight into the program, so the flag
 * is left off there: the section then stays in the executable (not loaded),
 * where `pgoipo order` finds it.  A slim LTO object (cc1 -flto) runs no
 * GIMPLE pass and gets no section.
 *
 * Dump (dump=cgprofile; lines per function):
 *   func NAME entry=N
 *   edge CALLER -> CALLEE count=N
 *   icall CALLER -> #ID count=N          (written at the end of IPA)
 *   totals funcs=N edges=N icalls=N bytes=N   (in the last function's dump)
 * Option: no-cgprofile writes nothing.
 */
#include "gcc-common.h"
#include "pgoipo.h"
#include "pgoipo-profile.h"

#include "cgprofile.h"

static struct cgp_unit *unit;
static unsigned n_funcs, n_edges, n_icalls;

static struct cgp_unit *the_unit(void)
{
	if (!unit)
		unit = cgp_unit_new(main_input_filename);
	return unit;
}

static bool writing_section(void)
{
	return pgoipo_opts.cgprofile && !(flag_generate_lto && !flag_fat_lto_objects);
}

static void add_icall(cgraph_node *caller, int64_t id, int64_t count, void *)
{
	if (id <= 0 || id > 0x7fffffff)
		return;
	cgp_add_icall(the_unit(), caller->asm_name(), (uint32_t)id, (uint64_t)count);
	n_icalls++;
}

void pgoipo_cgprofile_ipa_end(void *, void *)
{
	if (writing_section())
		pgoipo_icp_residuals(add_icall, NULL);
}

namespace {

const pass_data pass_data_pgoipo_cgprofile = {
	GIMPLE_PASS, "pgoipo-cgprofile", OPTGROUP_NONE, TV_NONE, PROP_cfg, 0, 0, 0, 0,
};

class pass_pgoipo_cgprofile : public gimple_opt_pass {
public:
	pass_pgoipo_cgprofile(gcc::context *ctxt) : gimple_opt_pass(pass_data_pgoipo_cgprofile, ctxt) {}
	bool gate(function *) final override { return writing_section(); }
	unsigned int execute(function *fun) final override;
};

} // namespace

unsigned int pass_pgoipo_cgprofile::execute(function *fun)
{
	cgraph_node *node = cgraph_node::get(fun->decl);
	const char *name = IDENTIFIER_POINTER(DECL_ASSEMBLER_NAME(fun->decl));
	int64_t entry = pgoipo_count(ENTRY_BLOCK_PTR_FOR_FN(fun)->count);
	basic_block bb;

	cgp_add_func(the_unit(), name, entry > 0 ? entry : 0);
	n_funcs++;
	if (dump_file)
		fprintf(dump_file, "func %s entry=%" PRId64 "\n", name, entry);
	/* The profile id names the function the program takes the address of:
	 * not a clone's (ipa-cp, splitting) body. */
	if (node && node->profile_id > 0 && !node->clone_of && !node->former_clone_of)
		cgp_add_def(the_unit(), (uint32_t)node->profile_id, name);

	FOR_EACH_BB_FN(bb, fun) {
		int64_t count = pgoipo_count(bb->count);
		if (count <= 0)
			continue;
		for (gimple_stmt_iterator gsi = gsi_start_bb(bb); !gsi_end_p(gsi); gsi_next(&gsi)) {
			gcall *call = dyn_cast<gcall *>(gsi_stmt(gsi));
			tree callee = call ? gimple_call_fndecl(call) : NULL_TREE;
			if (!callee || gimple_call_internal_p(call))
				continue;
			const char *callee_name = IDENTIFIER_POINTER(DECL_ASSEMBLER_NAME(callee));
			cgp_add_edge(the_unit(), name, callee_name, (uint64_t)count);
			n_edges++;
			if (dump_file)
				fprintf(dump_file, "edge %s -> %s count=%" PRId64 "\n", name, callee_name,
					count);
		}
	}
	if (dump_file)
		fprintf(dump_file, "totals funcs=%u edges=%u icalls=%u\n", n_funcs, n_edges, n_icalls);
	pgoipo_ipa_dump_done();
	return 0;
}

opt_pass *make_pass_pgoipo_cgprofile(gcc::context *ctxt)
{
	return new pass_pgoipo_cgprofile(ctxt);
}

/* The text as .ascii directives, one record a line; bytes other than
 * printable ASCII (and " and \) as octal escapes. */
static void emit_ascii(FILE *out, const char *text, size_t len)
{
	size_t i = 0;

	while (i < len) {
		fputs("\t.ascii \"", out);
		for (; i < len; i++) {
			unsigned char c = (unsigned char)text[i];
			if (c == '"' || c == '\\')
				fprintf(out, "\\%c", c);
			else if (c >= 0x20 && c < 0x7f)
				fputc(c, out);
			else
				fprintf(out, "\\%03o", c);
			if (c == '\n') {
				i++;
				break;
			}
		}
		fputs("\"\n", out);
	}
}

void pgoipo_cgprofile_finish_unit(void *, void *)
{
	size_t len;
	char *text;

	if (!unit || !asm_out_file || !writing_section())
		return;
	text = cgp_unit_text(unit, &len);
	if (!text) {
		error("pgoipo: cannot write the call-graph section: %s",
		      cgp_unit_error(unit) ? cgp_unit_error(unit) : "out of memory");
		return;
	}
	fprintf(asm_out_file, "\t.pushsection %s,\"%s\",@progbits\n", CGP_SECTION_NAME,
		flag_ltrans ? "" : "e");
	emit_ascii(asm_out_file, text, len);
	fputs("\t.popsection\n", asm_out_file);
	free(text);
	cgp_unit_free(unit);
	unit = NULL;
}
