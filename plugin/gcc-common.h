/* gcc-common.h — the only file that knows about GCC versions.
 *
 * It includes GCC's plugin headers in the order they need (gcc-plugin.h first;
 * alloc-pool.h before symbol-summary.h; tree-vrp.h, sreal.h, ipa-cp.h (GCC 14)
 * and ipa-prop.h before ipa-fnsummary.h) and maps API differences between GCC 11 and GCC 16 to
 * one spelling, so that plugin/ and passes/ never test GCC_VERSION themselves.
 */
#ifndef PGOIPO_GCC_COMMON_H
#define PGOIPO_GCC_COMMON_H

#include "gcc-plugin.h"
#include "config.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "tree.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "gimple-pretty-print.h"
#include "tree-pass.h"
#include "context.h"
#include "cgraph.h"
#include "value-prof.h"
#include "profile-count.h"
#include "dumpfile.h"
#include "diagnostic-core.h"
#include "intl.h"
#include "options.h"
#include "output.h"
#include "varasm.h"
#include "toplev.h"
#include "opts.h"
#include "stringpool.h"
#include "attribs.h"
#include "alloc-pool.h"
#include "symbol-summary.h"
#include "tree-vrp.h"
#include "sreal.h"
#if BUILDING_GCC_VERSION >= 14000
/* GCC 14 moved the ipa-cp lattices ipa-prop.h uses into their own header. */
#include "ipa-cp.h"
#endif
#include "ipa-prop.h"
#include "ipa-fnsummary.h"
#include "ipa-inline.h"
#include "target.h"
#include "trans-mem.h"
#include "asan.h"
#include "ipa-utils.h"
#include "tree-cfg.h"
#include "cfgloop.h"
#include "gimplify.h"
#include "ssa.h"
#include "tree-ssa.h"
#include "tree-inline.h"
#include "langhooks.h"

#if BUILDING_GCC_VERSION < 11000
#error "pgoipo needs GCC 11 or later"
#endif

/* coverage.cc's profile id of a function (for an external one, from its
 * symbol).  Declared here: GCC 11's coverage.h includes gcov-io.h, which
 * needs a header (gcov-iov.h) its plugin headers do not install. */
extern unsigned coverage_compute_profile_id(struct cgraph_node *n);

/* GCC 12 added startswith() to system.h. */
#if BUILDING_GCC_VERSION < 12000
static inline bool startswith(const char *s, const char *prefix)
{
	return strncmp(s, prefix, strlen(prefix)) == 0;
}
#endif

/* GCC 12 added the no_sanitize_coverage attribute and sanitize_coverage_p()
 * (which GCC's can_inline_edge_p compares); in GCC 11 the flag is the same
 * for every function. */
#if BUILDING_GCC_VERSION < 12000
static inline bool sanitize_coverage_p(const_tree = NULL)
{
	return flag_sanitize_coverage;
}
#endif

/* GCC 14 renamed last_stmt (the last statement of a block that is not a
 * debug statement) to last_nondebug_stmt. */
#if BUILDING_GCC_VERSION < 14000
static inline gimple *last_nondebug_stmt(basic_block bb)
{
	return last_stmt(bb);
}
#endif

/* GCC 12 added OPTION_SET_P (opts.h); GCC 11 spells it out. */
#ifndef OPTION_SET_P
#define OPTION_SET_P(OPTION) global_options_set.x_##OPTION
#endif

/* Every loop (every innermost loop) of FN as LOOP: GCC 12 iterates with
 * loops_list, GCC 11 with FOR_EACH_LOOP_FN. */
#if BUILDING_GCC_VERSION < 12000
#define PGOIPO_FOR_EACH_LOOP_FLAGS_(FN, LOOP, FLAGS) \
	class loop *LOOP; \
	FOR_EACH_LOOP_FN(FN, LOOP, FLAGS)
#else
#define PGOIPO_FOR_EACH_LOOP_FLAGS_(FN, LOOP, FLAGS) \
	for (class loop *LOOP : loops_list(FN, FLAGS))
#endif
#define PGOIPO_FOR_EACH_LOOP(FN, LOOP) PGOIPO_FOR_EACH_LOOP_FLAGS_(FN, LOOP, 0)
#define PGOIPO_FOR_EACH_INNERMOST_LOOP(FN, LOOP) \
	PGOIPO_FOR_EACH_LOOP_FLAGS_(FN, LOOP, LI_ONLY_INNERMOST)

/* GCC 12 dropped the exit edge from tree_unroll_loop (it is the loop's
 * single dominating exit, as can_unroll_loop_p requires).  The function is
 * looked up by its mangled name at run time: a direct reference would make
 * a plugin built for one release fail to load in the other with a bare
 * "undefined symbol" instead of plugin_init's message naming both releases.
 * NULL when cc1 does not have it. */
#include <dlfcn.h>
#include "tree-ssa-loop-manip.h"
#include "tree-ssa-loop-ivopts.h"
#if BUILDING_GCC_VERSION < 12000
typedef void (*pgoipo_unroll_fn)(class loop *, unsigned, edge, class tree_niter_desc *);
#define PGOIPO_UNROLL_SYMBOL "_Z16tree_unroll_loopP4loopjP8edge_defP15tree_niter_desc"
#define PGOIPO_CALL_UNROLL(FN, LOOP, FACTOR, DESC) (FN)(LOOP, FACTOR, single_dom_exit(LOOP), DESC)
#else
typedef void (*pgoipo_unroll_fn)(class loop *, unsigned, class tree_niter_desc *);
#define PGOIPO_UNROLL_SYMBOL "_Z16tree_unroll_loopP4loopjP15tree_niter_desc"
#define PGOIPO_CALL_UNROLL(FN, LOOP, FACTOR, DESC) (FN)(LOOP, FACTOR, DESC)
#endif
static inline pgoipo_unroll_fn pgoipo_tree_unroll_loop(void)
{
	return (pgoipo_unroll_fn)dlsym(RTLD_DEFAULT, PGOIPO_UNROLL_SYMBOL);
}

/* Keep LOOP of FN out of GCC's SLP vectorizer (pgoipo-recurrence, which
 * runs right before "slp").  From GCC 13 on, SLP honours loop->dont_vectorize
 * for the blocks of the loop.  GCC 11 and 12 do not: their only switch is
 * the function's -ftree-slp-vectorize, so FN gets an optimization node of
 * its own with it off (what __attribute__((optimize("no-tree-slp-vectorize")))
 * gives), made current at once.  Returns whether the whole function lost
 * SLP. */
static inline bool pgoipo_keep_loop_scalar(function *fn, class loop *loop)
{
	loop->dont_vectorize = true;
#if BUILDING_GCC_VERSION < 13000
	if (!flag_tree_slp_vectorize)
		return true;
	global_options.x_flag_tree_slp_vectorize = 0;
	DECL_FUNCTION_SPECIFIC_OPTIMIZATION(fn->decl) =
		build_optimization_node(&global_options, &global_options_set);
	set_cfun(fn, true);	/* restores the new node, as for any function */
	return true;
#else
	(void)fn;
	return false;
#endif
}

/* The profile counter of the value profile of indirect calls.  GCC 11 and 12
 * both keep up to GCOV_TOPN_MAXIMUM_TRACKED_VALUES (target, count) pairs. */
#ifndef GCOV_TOPN_MAXIMUM_TRACKED_VALUES
#define GCOV_TOPN_MAXIMUM_TRACKED_VALUES 32
#endif

#endif
