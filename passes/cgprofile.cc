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
 * `ld -r` and archives keep it and a final link drops it.  lto1's object
 * (an LTRANS unit, or the one of -flto-partition=none) is temporary and
 * linked straight into the program, so the flag is left off there: the section then stays in the executable (not loaded),
 * where `pgoipo order` finds it.  A slim LTO object (cc1 -flto) runs no
 * GIMPLE pass and gets no section.
 *
 * Dump (dump=cgprofile; lines per function):
 *   func NAME entry=N
 *   edge CALLER -> CALLEE count=N
 *   totals funcs=N edges=N icalls=N   (running totals, after each function)
 * The targets of indirect calls left indirect go into the section at the
 * end of IPA, without a dump line.
 * Option: no-cgprofile writes nothing.
 *
 * llvm-cgprofile (off by default) also writes the unit's call edges as a
 * .llvm.call-graph-profile section (SHT_LLVM_CALL_GRAPH_PROFILE, what Clang
 * writes for -fprofile-use), so that ld.lld sorts GCC's objects with its own
 * C3 as it does Clang's.  Written in the unit's own assembly, the section can
 * name the unit's static functions (a separate object, `pgoipo order
 * --emit-llvm-cgprofile`, cannot).  An edge is written only when its callee
 * is a function the unit emits or a public function it calls that is not a
 * builtin: a relocation must not name a symbol the object would not have
 * otherwise.  The targets of indirect calls that stayed indirect are edges
 * too, under the same rule (a public target in another unit that this unit
 * does not call directly is left out).  The section is excluded: ld.bfd and
 * gold drop it; lld ignores it when given --symbol-ordering-file.  Not in
 * LTRANS units (lld does not link GCC's LTO objects).
 */
#include "gcc-common.h"
#include "passes.h"

#include "cgprofile.h"
#include "orderfile.h"

static struct ext_cgprofile_unit *unit;
static unsigned n_funcs, n_edges, n_icalls;

/* For llvm-cgprofile: the functions this unit emits, and the callees a
 * relocation may name (emitted here, or public and not builtins). */
static hash_set<nofree_string_hash> *emitted, *nameable;

static bool writing_llvm_section(void)
{
	return pgoipo_opts.llvm_cgprofile && !in_lto_p;
}

static void note_name(hash_set<nofree_string_hash> **set, const char *name)
{
	if (!*set)
		*set = new hash_set<nofree_string_hash>;
	(*set)->add(name);
}

/* The unit's name in the section.  lto1's input and dump base are
 * temporary files (/tmp/ccXXXXXX.ltrans0.o; prog.lto.o-ccXXXXXX.lto.o with
 * -flto-partition=none) whose names change from build to build, and with
 * them the program's bytes and build ID: an LTRANS unit is named by its
 * partition (ltrans0), the single lto1 of -flto-partition=none "lto". */
static const char *unit_name(void)
{
	static char name[32];

	if (!in_lto_p)
		return main_input_filename;
	const char *p = strstr(lbasename(main_input_filename), ".ltrans");
	unsigned n;
	if (p && sscanf(p, ".ltrans%u", &n) == 1)
		snprintf(name, sizeof name, "ltrans%u", n);
	else
		snprintf(name, sizeof name, "lto");
	return name;
}

static struct ext_cgprofile_unit *the_unit(void)
{
	if (!unit)
		unit = ext_cgprofile_unit_new(unit_name());
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
	ext_cgprofile_add_icall(the_unit(), caller->asm_name(), (uint32_t)id, (uint64_t)count);
	n_icalls++;
}

void pgoipo_cgprofile_ipa_end(void *, void *)
{
	if (writing_section())
		pgoipo_icp_residuals(add_icall, NULL);
}

static bool cgprofile_gate(function *)
{
	return writing_section();
}

static unsigned int cgprofile_execute(function *fun)
{
	cgraph_node *node = cgraph_node::get(fun->decl);
	const char *name = IDENTIFIER_POINTER(DECL_ASSEMBLER_NAME(fun->decl));
	int64_t entry = pgoipo_count(ENTRY_BLOCK_PTR_FOR_FN(fun)->count);
	basic_block bb;

	ext_cgprofile_add_func(the_unit(), name, entry > 0 ? entry : 0);
	n_funcs++;
	if (writing_llvm_section())
		note_name(&emitted, name);
	if (dump_file)
		fprintf(dump_file, "func %s entry=%" PRId64 "\n", name, entry);
	/* The profile id names the function the program takes the address of:
	 * not a clone's (ipa-cp, splitting) body. */
	if (node && node->profile_id > 0 && !node->clone_of && !node->former_clone_of)
		ext_cgprofile_add_def(the_unit(), (uint32_t)node->profile_id, name);

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
			ext_cgprofile_add_edge(the_unit(), name, callee_name, (uint64_t)count);
			n_edges++;
			if (writing_llvm_section() && TREE_PUBLIC(callee) && !fndecl_built_in_p(callee))
				note_name(&nameable, callee_name);
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

PGOIPO_GIMPLE_PASS(cgprofile, OPTGROUP_NONE, PROP_cfg)

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

/* The unit's edges for .llvm.call-graph-profile, in the section's (sorted)
 * order. */
struct llvm_edges {
	struct ext_orderfile_edge *e;
	size_t n, size;
	unsigned skipped;
};

static bool can_name(const char *sym)
{
	return (emitted && emitted->contains(sym)) || (nameable && nameable->contains(sym));
}

static int collect_edge(void *data, const char *caller, const char *callee, uint64_t count)
{
	struct llvm_edges *l = (struct llvm_edges *)data;

	if (!can_name(caller) || !can_name(callee) || !strcmp(caller, callee)) {
		l->skipped++;
		return 0;
	}
	if (l->n == l->size) {
		l->size = l->size ? 2 * l->size : 64;
		l->e = XRESIZEVEC(struct ext_orderfile_edge, l->e, l->size);
	}
	/* '*' marks a name the assembler takes as it is (asm labels). */
	l->e[l->n].caller = xstrdup(caller[0] == '*' ? caller + 1 : caller);
	l->e[l->n].callee = xstrdup(callee[0] == '*' ? callee + 1 : callee);
	l->e[l->n].weight = count;
	l->n++;
	return 0;
}

/* A target of an indirect call left in the code: named when it is a
 * function of this unit, or a public function (its name from the index) the
 * unit calls directly as well. */
static int collect_icall(void *data, const char *caller, uint32_t id, uint64_t count)
{
	cgraph_node *n = pgoipo_unit_function(id);
	const char *callee = n ? n->asm_name() : pgoipo_index_name(id);

	if (!callee) {
		((struct llvm_edges *)data)->skipped++;
		return 0;
	}
	return collect_edge(data, caller, callee, count);
}

static void write_llvm_section(const char *text, size_t len)
{
	struct llvm_edges l = { NULL, 0, 0, 0 };
	struct ext_cgprofile_handler h = { NULL, NULL, NULL, NULL, collect_edge, collect_icall };
	struct ext_error err;

	if (ext_cgprofile_parse(text, len, main_input_filename, CGP_SECTION_NAME, &h, &l, &err) < 0 ||
	    ext_orderfile_write_llvm_cgprofile_unit(asm_out_file, l.e, l.n, &err) < 0)
		error("pgoipo: cannot write section %qs: %s", ".llvm.call-graph-profile", err.msg);
	if (pgoipo_opts.verbose)
		inform(UNKNOWN_LOCATION, "pgoipo: section %qs: %u edges, %u left out",
		       ".llvm.call-graph-profile", (unsigned)l.n, l.skipped);
	for (size_t i = 0; i < l.n; i++) {
		free((void *)l.e[i].caller);
		free((void *)l.e[i].callee);
	}
	free(l.e);
}

void pgoipo_cgprofile_finish_unit(void *, void *)
{
	size_t len;
	char *text;

	if (!unit || !asm_out_file || !writing_section())
		return;
	text = ext_cgprofile_unit_text(unit, &len);
	if (!text) {
		error("pgoipo: cannot write the call-graph section: %s",
		      ext_cgprofile_unit_error(unit) ? ext_cgprofile_unit_error(unit) : "out of memory");
		return;
	}
	fprintf(asm_out_file, "\t.pushsection %s,\"%s\",@progbits\n", CGP_SECTION_NAME,
		in_lto_p ? "" : "e");
	emit_ascii(asm_out_file, text, len);
	fputs("\t.popsection\n", asm_out_file);
	if (writing_llvm_section())
		write_llvm_section(text, len);
	free(text);
	delete emitted;
	delete nameable;
	emitted = nameable = NULL;
	ext_cgprofile_unit_free(unit);
	unit = NULL;
}
