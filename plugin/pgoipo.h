/* pgoipo.h — what the plugin's files share: options, the profile in use,
 * and the passes' factories.  Include after gcc-common.h. */
#ifndef PGOIPO_PLUGIN_H
#define PGOIPO_PLUGIN_H

#include <stdint.h>

struct ext_index;

/* Every -fplugin-arg-pgoipo-KEY[=VALUE] lands here (plugin/options.cc has the
 * table that documents each one). */
struct pgoipo_options {
	bool help;
	bool version;
	bool verbose;
	bool disable;
	const char *profile;	/* profile=FILE: the program-wide profile index */
	const char *dump;	/* dump=PASS[-details][,PASS...] (kept for registration) */
	bool icp;		/* indirect-call promotion */
	unsigned icp_max;	/* targets per site */
	unsigned icp_remaining;	/* % of the count not yet promoted */
	unsigned icp_total;	/* % of the site's count */
	bool icp_cold;		/* also at cold sites */
	bool icp_keep;		/* re-create promotions the inliner dropped */
	unsigned icp_keep_mispredict;	/* when a mispredict saved, at this price, pays */
	bool cgprofile;		/* write the call-graph section */
	bool llvm_cgprofile;	/* also a .llvm.call-graph-profile section for lld */
	bool lean;		/* undo -fprofile-use's -funroll-loops, -fpeel-loops */
	unsigned lean_loop_insns;	/* but unroll hot innermost loops this small */
	unsigned lean_loop_hot;		/* and the innermost loops this hot (% of the max) */
	bool inlining;		/* hotness-thresholded inlining */
	unsigned inline_hot;	/* budget at hot sites, seed (LLVM) cost units */
	unsigned inline_cold;	/* budget at cold sites, seed cost units */
	unsigned inline_growth;	/* % the unit may grow by pgoipo's inlining */
	unsigned inline_share;	/* % of the callee's calls a forced hot site needs (0: off) */
};

extern struct pgoipo_options pgoipo_opts;

/* The plugin's name as GCC knows it (the base name of the .so). */
extern const char *pgoipo_plugin_name;

/* Parse the plugin's arguments (and PGOIPO_OPTIONS from the environment).
 * Reports each bad one with error() naming the full option; returns false if
 * any was bad. */
bool pgoipo_parse_options(int argc, struct plugin_argument *argv);

/* The help text shown by `help` (and by gcc --help=plugins... via plugin_info). */
const char *pgoipo_help(void);

/* Dumps that dump=... asked for: turn them on after the passes are registered.
 * Returns false (after error()) when a name is not one of pgoipo's passes. */
bool pgoipo_enable_dumps(void);

/* GCC appends every function body to a SIMPLE_IPA pass's dump; call at the end
 * of execute to keep the dump to the pass's own lines unless -details asked
 * for the bodies too. */
void pgoipo_ipa_dump_done(void);

/* For every indirect-call target that the final code leaves to the indirect
 * call (not promoted): the function the call now sits in, the target's
 * profile id and this copy's share of its count.  Valid until
 * PLUGIN_ALL_IPA_PASSES_END. */
void pgoipo_icp_residuals(void (*fn)(cgraph_node *caller, int64_t id, int64_t count, void *data),
			  void *data);

/* Pass factories, one per file in passes/. */
opt_pass *make_pass_pgoipo_hotness(gcc::context *ctxt);
opt_pass *make_pass_pgoipo_icp(gcc::context *ctxt);
opt_pass *make_pass_pgoipo_keep(gcc::context *ctxt);
opt_pass *make_pass_pgoipo_speculate(gcc::context *ctxt);
opt_pass *make_pass_pgoipo_cgprofile(gcc::context *ctxt);
opt_pass *make_pass_pgoipo_lean(gcc::context *ctxt);
opt_pass *make_pass_pgoipo_guards(gcc::context *ctxt);
opt_pass *make_pass_pgoipo_unroll(gcc::context *ctxt);
opt_pass *make_pass_pgoipo_cold(gcc::context *ctxt);
opt_pass *make_pass_pgoipo_inline(gcc::context *ctxt);
/* pgoipo-cgprofile's callbacks: PLUGIN_ALL_IPA_PASSES_END, PLUGIN_FINISH_UNIT. */
void pgoipo_cgprofile_ipa_end(void *gcc_data, void *user_data);
void pgoipo_cgprofile_finish_unit(void *gcc_data, void *user_data);

#endif
