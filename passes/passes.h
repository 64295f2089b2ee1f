/* passes.h — what pgoipo's passes share, below them.
 *
 *   - PGOIPO_*_PASS: GCC's pass boilerplate (pass_data, the opt_pass class,
 *     the factory), written once, so that a pass file holds its decisions;
 *   - the factories and callbacks plugin/pgoipo.cc registers;
 *   - dump helpers (common.cc);
 *   - the ICP plan: what pgoipo-icp decided per indirect call, carried
 *     through pgoipo-speculate, pgoipo-keep and pgoipo-guards to
 *     pgoipo-cgprofile (icp-plan.cc);
 *   - the inlining site summary of pgoipo-cold and pgoipo-inline
 *     (inline-site.cc) and the Theorem 20.10.4 check (inline-check.cc);
 *   - the loop helpers of pgoipo-lean and pgoipo-unroll (common.cc).
 *
 * Data flows one way: GCC -> plugin/ (options, profile access) -> passes;
 * plugin/pgoipo.cc only registers what this header declares.
 * Include after gcc-common.h.
 */
#ifndef PGOIPO_PASSES_H
#define PGOIPO_PASSES_H

#include <stdint.h>

#include "pgoipo-options.h"
#include "pgoipo-profile.h"

#include "inline-rule.h"

/* ---- defining a pass ----
 *
 * In a pass file, after the pass's functions
 *
 *     static bool ID_gate(function *fn);
 *     static unsigned int ID_execute(function *fn);
 *
 * one of these defines pass "pgoipo-ID" and make_pass_pgoipo_ID():
 *
 *     PGOIPO_SIMPLE_IPA_PASS(ID, OPTGROUP)
 *     PGOIPO_IPA_PASS(ID, OPTGROUP, GENERATE_SUMMARY, READ_SUMMARY)
 *     PGOIPO_GIMPLE_PASS(ID, OPTGROUP, PROPERTIES_REQUIRED)
 *
 * GENERATE_SUMMARY, READ_SUMMARY: void (*)(void) or NULL.  ID must not
 * contain '-' or be a prefix of another pass's: dump=ID turns on the dump
 * switch "ipa-pgoipo-ID", which GCC would also match against a longer name. */
#define PGOIPO_SIMPLE_IPA_PASS(ID, OPTGROUP)                                           \
	PGOIPO_PASS_(ID, SIMPLE_IPA_PASS, simple_ipa_opt_pass, OPTGROUP, 0, )
#define PGOIPO_IPA_PASS(ID, OPTGROUP, GENERATE_SUMMARY, READ_SUMMARY)                  \
	PGOIPO_PASS_(ID, IPA_PASS, ipa_opt_pass_d, OPTGROUP, 0, , GENERATE_SUMMARY, NULL, \
		     READ_SUMMARY, NULL, NULL, NULL, 0, NULL, NULL)
#define PGOIPO_GIMPLE_PASS(ID, OPTGROUP, PROPERTIES_REQUIRED)                          \
	PGOIPO_PASS_(ID, GIMPLE_PASS, gimple_opt_pass, OPTGROUP, PROPERTIES_REQUIRED, )

/* The pass_data, the class (BASE's constructor gets the pass_data, the
 * context, then the rest of the arguments), the factory. */
#define PGOIPO_PASS_(ID, TYPE, BASE, OPTGROUP, PROPERTIES_REQUIRED, ...)               \
	namespace {                                                                    \
	const pass_data pass_data_pgoipo_##ID = {                                      \
		TYPE, "pgoipo-" #ID, OPTGROUP, TV_NONE, PROPERTIES_REQUIRED, 0, 0, 0, 0, \
	};                                                                             \
	class pass_pgoipo_##ID : public BASE {                                         \
	public:                                                                        \
		pass_pgoipo_##ID(gcc::context *ctxt)                                   \
			: BASE(pass_data_pgoipo_##ID, ctxt __VA_ARGS__)                \
		{                                                                      \
		}                                                                      \
		bool gate(function *fn) final override                                \
		{                                                                      \
			return pgoipo_profile_in_use() && ID##_gate(fn);               \
		}                                                                      \
		unsigned int execute(function *fn) final override                     \
		{                                                                      \
			return ID##_execute(fn);                                       \
		}                                                                      \
	};                                                                             \
	}                                                                              \
	opt_pass *make_pass_pgoipo_##ID(gcc::context *ctxt)                            \
	{                                                                              \
		return new pass_pgoipo_##ID(ctxt);                                     \
	}

/* ---- what plugin/pgoipo.cc registers: one factory per file ---- */
opt_pass *make_pass_pgoipo_hotness(gcc::context *ctxt);
opt_pass *make_pass_pgoipo_guess(gcc::context *ctxt);
opt_pass *make_pass_pgoipo_icp(gcc::context *ctxt);
opt_pass *make_pass_pgoipo_speculate(gcc::context *ctxt);
opt_pass *make_pass_pgoipo_keep(gcc::context *ctxt);
opt_pass *make_pass_pgoipo_cold(gcc::context *ctxt);
opt_pass *make_pass_pgoipo_inline(gcc::context *ctxt);
opt_pass *make_pass_pgoipo_guards(gcc::context *ctxt);
opt_pass *make_pass_pgoipo_cgprofile(gcc::context *ctxt);
opt_pass *make_pass_pgoipo_lean(gcc::context *ctxt);
opt_pass *make_pass_pgoipo_unroll(gcc::context *ctxt);
opt_pass *make_pass_pgoipo_recurrence(gcc::context *ctxt);
opt_pass *make_pass_pgoipo_plt(gcc::context *ctxt);
opt_pass *make_pass_pgoipo_mend(gcc::context *ctxt);
/* pgoipo-cgprofile's callbacks: PLUGIN_ALL_IPA_PASSES_END, PLUGIN_FINISH_UNIT. */
void pgoipo_cgprofile_ipa_end(void *gcc_data, void *user_data);
void pgoipo_cgprofile_finish_unit(void *gcc_data, void *user_data);

/* ---- dumps (common.cc) ---- */

/* GCC appends every function body to a SIMPLE_IPA pass's dump; call at the
 * end of execute to keep the dump to the pass's own lines unless -details
 * asked for the bodies too. */
void pgoipo_ipa_dump_done(void);

/* "thresholds hot=N cold=N source=S", the first line of several dumps. */
void pgoipo_dump_thresholds(void);

/* "CALLER at FILE:LINE:COL" of a call edge (in lto1, which has no
 * statements: "CALLER at stmt N"), into BUF.  A call GCC made without a
 * location (ipa-split's call of F.part.N) is at the call of the inlined
 * copy holding it, else at the definition of the function it is in. */
const char *pgoipo_site(cgraph_edge *e, char *buf, size_t size);

/* ---- functions (common.cc) ---- */

/* Whether the training run never entered NODE (ext_summary_untrained): its
 * entry count and every count of its body (its blocks; in WPA its call
 * sites) are 0.  For leave-untrained and leave-last-call. */
bool pgoipo_untrained(cgraph_node *node);

/* ---- loops (common.cc) ---- */

/* How often LOOP was entered: its header's count from outside; -1 unknown. */
int64_t pgoipo_loop_entries(class loop *loop);
/* The largest count of FN's blocks (not its entry or exit block); -1 when
 * none is known.  Above the entry count: the body loops (leave-drain,
 * guess-drained, leave-hot-copy). */
int64_t pgoipo_max_block_count(function *fn);

/* GCC's loop functions (loop_optimizer_init, tree_unroll_loop, ...) write
 * lines of their own into the current dump (preheaders made, the loop tree,
 * SSA updates, blocks removed): without -details, keep them out of
 * pgoipo's line format.  Returns the dump file to restore. */
FILE *pgoipo_gcc_dump_off(void);
/* leave-hot-copy: whether FNDECL is a function the training ran whose body
 * has a block that ran at least lean's threshold and more often than the
 * function was entered (a loop that carries the program), as pgoipo-guess
 * saw it right after the profile was read (cc1 only; false elsewhere). */
bool pgoipo_hot_loop_origin(tree fndecl);
/* The header count of a very hot loop (lean-loop-hot % of the largest
 * count); UINT64_MAX: no loop is. */
uint64_t pgoipo_very_hot_count(void);

/* ---- the ICP plan (icp-plan.cc) ---- */

/* Speculative ids 128.. mark pgoipo's promotions: GCC's verifier wants ids
 * below 256, stock ipa-profile uses 0..31 and ipa-devirt 0. */
#define SPEC_ID_BASE 128

/* The plan for one site: what was promoted, to re-create it after inlining. */
struct icp_target_plan {
	const char *name;	/* assembler name of the target */
	int64_t count;		/* its count in the value profile */
	bool external;		/* declared by pgoipo (defined in another unit) */
	bool recreated;		/* pgoipo-keep re-created its dropped speculation */
};

struct icp_site {
	int64_t total;		/* the site's count when decided */
	tree fntype;		/* the call's function type */
	unsigned n;
	struct icp_target_plan t[GCOV_TOPN_MAXIMUM_TRACKED_VALUES];
	/* The targets left to the indirect call (for pgoipo-cgprofile). */
	unsigned n_rest;
	struct icall_target rest[GCOV_TOPN_MAXIMUM_TRACKED_VALUES];
};

/* The plans, per indirect call edge; NULL until pgoipo-icp (or, in WPA,
 * pgoipo-keep's read_summary) made the summary.  An inline clone of the
 * caller gets the same plan. */
class icp_summary : public call_summary<icp_site *> {
public:
	icp_summary(symbol_table *symtab) : call_summary<icp_site *>(symtab) {}
	void duplicate(cgraph_edge *, cgraph_edge *, icp_site *src, icp_site *dst) final override
	{
		*dst = *src;
	}
};
extern icp_summary *pgoipo_icp_plans;

/* An external declaration of NAME for a call of type FNTYPE, weak (NULL when
 * the unit knows NAME as something else already): the
 * direct call then has exactly the ABI of the indirect call it replaces. */
cgraph_node *pgoipo_declare_external(const char *name, gcall *call);

/* E->make_speculative without GCC's own line in pgoipo's dumps. */
void pgoipo_make_speculative(cgraph_edge *e, cgraph_node *target, profile_count count,
			     unsigned id);

/* The speculative direct edge of indirect edge E to NAME, or NULL: the same
 * symbol, or one that ends in the same function (ICF may have merged the
 * planned target into another). */
cgraph_edge *pgoipo_speculation_to(cgraph_edge *e, const char *name);

/* The count of indirect edge E's site now: the indirect edge plus its
 * speculations.  An inline copy of the caller has its share of the original. */
profile_count pgoipo_site_count_now(cgraph_edge *e);

/* For every indirect-call target that the final code leaves to the indirect
 * call (not promoted): the function the call now sits in, the target's
 * profile id and this copy's share of its count.  Valid until
 * PLUGIN_ALL_IPA_PASSES_END. */
void pgoipo_icp_residuals(void (*fn)(cgraph_node *caller, int64_t id, int64_t count, void *data),
			  void *data);

/* ---- the inlining sites (inline-site.cc) ---- */

#define COST_UNKNOWN INT64_MIN

/* What each call edge was decided (follows the edge into copies). */
struct inline_site {
	bool kept_out;		/* pgoipo-cold kept it out of line */
	bool decided;		/* pgoipo-inline has decided it in this caller */
	bool forced;		/* pgoipo-inline inlined it */
	bool copied;		/* an inlined edge copied along with its caller's
				   body: decided where it was first inlined */
	enum ext_summary_class cls;	/* class when pgoipo-cold saw it */
	int64_t cost;		/* seed units when pgoipo-cold saw it; COST_UNKNOWN */
	const char *refused;	/* why pgoipo-cold could not keep a cold site out */
	bool caller_untrained;	/* never entered in the training run, when */
	bool callee_untrained;	/* pgoipo-cold saw the site (pgoipo_untrained);
				   the caller asked under leave-untrained and
				   leave-last-call, the callee under
				   leave-untrained only */
	bool callee_hot;	/* the callee had a hot call site and a hot call in
				   its body when pgoipo-cold saw the site, and GCC
				   keeps the site out itself; asked under
				   leave-hot-callee only */
	bool callee_declared_inline;	/* DECL_DECLARED_INLINE_P of the callee
					   (leave-declared-inline) */
	bool last_call;		/* the callee's last call: static, every other
				   site hot; asked under leave-last-call, for
				   a kept-out site in an untrained caller */
	bool hot_body;		/* the callee's last call, its body hot, on at
				   least half the caller's entries; asked under
				   leave-hot-body, for a kept-out site */
	bool copies_ranked;	/* inline-copies ranked it with its callee's
				   other sites (a site before pgoipo-inline
				   forced anything; not a copy's) */
	bool copies_out;	/* ranked and priced out */
};

/* Made by pgoipo-cold, freed by pgoipo-inline. */
void pgoipo_inline_sites_create(void);
void pgoipo_inline_sites_free(void);
bool pgoipo_inline_sites_exist(void);
/* E's site, created (neutral, cost unknown) if new; or NULL if none. */
inline_site *pgoipo_inline_site(cgraph_edge *e);
inline_site *pgoipo_inline_site_get(cgraph_edge *e);

/* The rule of the options (inline-hot, inline-cold, inline-share,
 * leave-untrained, leave-hot-callee or leave-merged-callee, inline-promoted,
 * leave-declared-inline, leave-last-call). */
struct ext_inline_rule pgoipo_inline_rule(void);
/* The function whose body holds E's call: the caller, or what it is inlined to. */
cgraph_node *pgoipo_caller_root(cgraph_edge *e);
/* The callee a site would inline, or NULL when there is no body to inline
 * (declarations, builtins): those are not sites of this policy. */
cgraph_node *pgoipo_site_callee(cgraph_edge *e, enum availability *avail);
/* Whether E's inline_failed is final: GCC will not inline E.  Not a call
 * of another unit's function in lto1's WPA before GCC's inliner: its "body
 * not available" is the compile time's, and ipa_inline recomputes it
 * (initialize_inline_failed). */
bool pgoipo_final_failure(cgraph_edge *e);
/* Whether the inline tree of NODE (its body with what is inlined into it)
 * has a hot call site; PENDING: only one GCC may still inline (a direct
 * call, not inlined yet, not final). */
bool pgoipo_calls_hot(cgraph_node *node, bool pending);
/* Seed units: 5 x GCC's estimated growth of the caller; COST_UNKNOWN. */
int64_t pgoipo_site_cost(cgraph_edge *e, cgraph_node *callee);
/* "VERB SITE -> CALLEE count=N entry=E class=C cost=K budget=B" (no newline). */
void pgoipo_print_inline_site(FILE *f, const char *verb, cgraph_edge *e, cgraph_node *callee,
			      enum ext_summary_class cls, int64_t cost);
/* An -fopt-info-inline remark at E's call (or its function in lto1). */
void pgoipo_inline_remark(cgraph_edge *e, dump_flags_t kind, const char *fmt, ...)
	ATTRIBUTE_PRINTF(3, 4);

/* ---- Theorem 20.10.4 (inline-check.cc) ---- */

/* Record every function's entry and call counts before inlining (pgoipo-cold),
 * and follow the bodies GCC removes from then on. */
void pgoipo_inline_check_start(void);
void pgoipo_inline_check_stop(void);
/* The unit's size before inlining (GCC size units). */
int64_t pgoipo_inline_check_unit_size(void);
/* CALLEE's entry count before inlining took shares of it. */
int64_t pgoipo_inline_check_entry(cgraph_node *callee);
/* After all inlining: the scaling of every inlined copy under the roots
 * ROOTS (scale, scaled, violation lines) and the conservation of every
 * function with copies (conserved, violation, unchecked,
 * context-insensitive lines). */
struct pgoipo_inline_check_totals {
	unsigned checked, violations, scale_violations, insensitive, unchecked;
};
void pgoipo_inline_check_report(const vec<cgraph_node *> &roots,
				struct pgoipo_inline_check_totals *t);

#endif
