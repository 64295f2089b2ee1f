/* plt.cc — pass "pgoipo-plt": the functions of other modules that the
 * training called are called through the GOT, not through a PLT entry
 * (option skip-plt).
 *
 * In a position-independent executable a call of libc's memcpy or of
 * libstdc++'s string members goes to a PLT entry, which jumps on through
 * the function's GOT slot: two jumps, one of them indirect, and a PLT line
 * in the instruction cache, on every call.  GCC's noplt attribute (what
 * -fno-plt gives every function) makes the call itself the indirect jump
 * through the slot; the dynamic linker then fills the slot when it loads
 * the program rather than on the first call.  Where the function turns out
 * to be in the program itself, the static linker makes the call direct
 * again (ld.bfd, gold and lld relax R_X86_64_GOTPCRELX).
 *
 * Which functions: external ones the unit calls, that the training called
 * from it (ext_plt_reason).  Binding at load is the one thing that could
 * change what a program does — a program whose loader cannot find a function
 * it never calls starts with lazy binding and not without — so a function
 * the training never called keeps its PLT entry, and so does all code but a
 * position-independent executable's (-fpie): a shared library's (-fPIC: it
 * may count on a later dlopen() for a function) and code that is not
 * position-independent (-fno-pie: it may be a kernel's or a freestanding
 * program's, with no GOT); and so do a weak function (its slot may stay
 * empty) and a function that binds locally (no PLT entry to skip).  With
 * the profile index (profile=FILE), a function of the program itself,
 * which the index names, is left too: the linker calls it directly
 * anyway, and through the GOT the call is a byte longer (the linker's
 * addr32 prefix).  The attribute goes on the declaration, so every call of
 * such a function in the unit goes through the GOT, the cold ones too (one
 * byte more each).
 *
 * An IPA pass right before "inline" (a regular one: under -flto it runs in
 * WPA, which sees every unit's calls of a function and streams the
 * attribute to the LTRANS units with the declaration; an attribute set in
 * cc1 would be lost whenever the LTO symbol table merged the declaration
 * with another unit's).  The edges of the functions pgoipo-guess gave an
 * estimate have no training count there: unknown, so "unexecuted".  Off
 * with -fno-plt, where GCC does it for every function.
 *
 * Dump (dump=plt; one line per external function with a call in the unit):
 *   got memcpy sites=3 count=120000
 *   leave getenv sites=1 count=0 reason=unexecuted   (or shared, not-pie,
 *                                                     local, own, weak)
 *   totals callees=2 got=1 left=1
 */
#include "gcc-common.h"
#include "passes.h"

#include "plt-rule.h"

static bool plt_gate(function *)
{
	return pgoipo_opts.skip_plt && flag_plt;
}

/* An external function a call of which may go through a PLT entry. */
static bool external_callee(cgraph_node *n)
{
	return n->callers && DECL_EXTERNAL(n->decl) && TREE_PUBLIC(n->decl) && !n->alias &&
	       !n->ifunc_resolver && !fndecl_built_in_p(n->decl, BUILT_IN_MD);
}

/* Whether the program itself defines N: the profile index (profile=FILE)
 * names a profiled public function of the program by N's profile id,
 * which GCC makes from the symbol of an external function. */
static bool own_function(cgraph_node *n)
{
	const char *name = pgoipo_index_name(coverage_compute_profile_id(n));

	return name && !strcmp(name, n->asm_name());
}

static unsigned int plt_execute(function *)
{
	cgraph_node *n;
	unsigned callees = 0, got = 0, left = 0;
	enum ext_plt_code code = flag_pie ? EXT_PLT_PIE : flag_pic ? EXT_PLT_SHARED : EXT_PLT_FIXED;

	if (!pgoipo_profile_init())
		return 0;
	FOR_EACH_FUNCTION(n) {
		if (!external_callee(n))
			continue;
		unsigned sites = 0;
		int64_t count = -1;
		for (cgraph_edge *e = n->callers; e; e = e->next_caller) {
			int64_t c = pgoipo_count(e->count);
			sites++;
			if (c >= 0)
				count = (count < 0 ? 0 : count) + c;
		}
		struct ext_plt_callee c = { count, DECL_WEAK(n->decl) ? 1 : 0,
					    targetm.binds_local_p(n->decl) ? 1 : 0,
					    own_function(n) ? 1 : 0, code };
		const char *why = ext_plt_reason(&c);
		callees++;
		if (why) {
			left++;
			if (dump_file)
				fprintf(dump_file, "leave %s sites=%u count=%" PRId64 " reason=%s\n",
					n->asm_name(), sites, count, why);
			continue;
		}
		got++;
		if (!lookup_attribute("noplt", DECL_ATTRIBUTES(n->decl)))
			DECL_ATTRIBUTES(n->decl) = tree_cons(get_identifier("noplt"), NULL_TREE,
							     DECL_ATTRIBUTES(n->decl));
		if (dump_file)
			fprintf(dump_file, "got %s sites=%u count=%" PRId64 "\n", n->asm_name(),
				sites, count);
	}
	if (dump_file) {
		fprintf(dump_file, "totals callees=%u got=%u left=%u\n", callees, got, left);
		pgoipo_ipa_dump_done();
	}
	return 0;
}

PGOIPO_IPA_PASS(plt, OPTGROUP_IPA, NULL, NULL)
