/* pgoipo-options.h — the plugin's options (pgoipo-options.cc), which every pass reads.
 * Include after gcc-common.h. */
#ifndef PGOIPO_OPTIONS_H
#define PGOIPO_OPTIONS_H

#include <stdint.h>

/* Every -fplugin-arg-pgoipo-KEY[=VALUE] lands here (plugin/pgoipo-options.cc has the
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
	bool lean;		/* -fprofile-use's unrolling and peeling only for the loops... */
	unsigned lean_loop_cutoff;	/* ...that reach the count at this cutoff (millionths) */
	unsigned lean_short;	/* neutral innermost loops of fewer trips left to GCC */
	unsigned lean_loop_hot;		/* pgoipo-unroll: loops this hot (% of the max) */
	bool mend_counts;	/* blocks at 0 that counted edges enter get their counts */
	bool scalar_recurrence;	/* loops of multiplying recurrences stay out of SLP */
	bool skip_plt;		/* functions the training called: through the GOT, no PLT */
	bool leave_untrained;	/* no keep-out, no lean in functions never entered */
	bool guess_untrained;	/* functions never entered keep GCC's estimate (pgoipo-guess) */
	bool untrained_ivopts;	/* ivopts in the functions pgoipo-guess gave their estimate back */
	bool untrained_tracer;	/* the tracer (-fprofile-use's) in those functions */
	bool untrained_rep_strings;	/* their memcpy/memset of unknown size as rep movsb/stosb */
	unsigned untrained_loop_niter;	/* their loops' assumed iterations per entry (0: GCC's) */
	unsigned untrained_tracer_probability;	/* their tracer's cutoff, percent (0: GCC's) */
	bool leave_for_size;	/* no lean mark on loops GCC optimizes for size */
	bool leave_declared_inline;	/* no keep-out of a callee declared inline */
	bool leave_hot_callee;	/* no keep-out of a callee with a hot call site */
	bool leave_merged_callee;	/* the same, under LTO, for a body merged from units' copies */
	bool leave_last_call;	/* no keep-out of a callee's last call */
	bool leave_hot_body;	/* no keep-out of the last call of a callee with a hot body */
	bool leave_hot_copy;	/* lean leaves inlined copies of hot loops */
	bool leave_drain;	/* no forced copy that drains a body that stays */
	bool guess_drained;	/* a body the copies drained keeps its shape as a guess */
	bool inlining;		/* hotness-thresholded inlining */
	unsigned inline_hot;	/* budget at hot sites, seed (LLVM) cost units */
	unsigned inline_cold;	/* budget at cold sites, seed cost units */
	unsigned inline_growth;	/* % the unit may grow by pgoipo's inlining */
	unsigned inline_footprint; /* % the unit's hot code may grow by it (0: no cap) */
	unsigned inline_footprint_floor; /* hot code counts as at least this (size units) */
	unsigned inline_copies;	/* % of a copy's cost each further copy adds (0: off) */
	unsigned inline_share;	/* % of the callee's calls a forced hot site needs (0: off) */
	unsigned inline_promoted; /* budget at promoted sites, seed units (0: off) */
	unsigned inline_promoted_gain; /* percent of the call's time (0: off) */
	unsigned inline_gain;	/* percent of the call's time, direct sites (0: off) */
	unsigned inline_rare;	/* % of the caller's entries under which a large site is left (0: off) */
	unsigned inline_gain_large; /* percent of the call's time under which a large site is left (0: off) */
	unsigned inline_gain_loop; /* percent of the call's time under which a looping callee is left (0: off) */
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

#endif
