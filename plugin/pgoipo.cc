/* pgoipo.cc — plugin_init: version check, arguments, pass registration.
 * The passes are in passes/, one file each; this file only registers them.
 *
 * Usage: gcc -O2 -fprofile-use -fplugin=pgoipo [-fplugin-arg-pgoipo-KEY[=VALUE]]...
 * (see `-fplugin-arg-pgoipo-help` and README.md for every option).
 *
 * Without -fprofile-use / -fauto-profile there is nothing to use: the plugin
 * registers no pass and prints nothing, so it is safe to leave in the CFLAGS of
 * an instrumented (-fprofile-generate) or a plain build.
 */
#include "gcc-common.h"
#include "plugin-version.h"
#include "passes.h"

int plugin_is_GPL_compatible;

static struct plugin_info pgoipo_info = { PGOIPO_VERSION, NULL };

/* The passes, in the order they run, each with where it goes and why.  A
 * pass is pgoipo-NAME (passes/NAME.cc); dump=NAME turns on its dump. */
static const struct pass_place {
	opt_pass *(*make)(gcc::context *);
	const char *reference;
	enum pass_positioning_ops where;
} pass_places[] = {
	/* hotness: right after the SIMPLE_IPA pass "profile" read the counts —
	 * before it, counts are local estimates; after profile_estimate's
	 * summary the value profiles are gone. */
	{ make_pass_pgoipo_hotness, "profile", PASS_POS_INSERT_AFTER },
	/* icp: after hotness, still before profile_estimate's summary drops
	 * the value profiles and before the inliner, which should see the
	 * promoted direct calls. */
	{ make_pass_pgoipo_icp, "pgoipo-hotness", PASS_POS_INSERT_AFTER },
	/* guess: also right after hotness (so before icp: registered after it
	 * with the same reference), which dumps the counts as read; the first
	 * pass to change them, before any IPA summary is made. */
	{ make_pass_pgoipo_guess, "pgoipo-hotness", PASS_POS_INSERT_AFTER },
	/* speculate: its generate_summary comes after every summary GCC's IPA
	 * passes make (the last is modref's): they see the indirect calls as
	 * GCC's own speculation leaves them, and the edge duplication hooks copy
	 * their call summaries to the speculative edges. */
	{ make_pass_pgoipo_speculate, "static-var", PASS_POS_INSERT_BEFORE },
	/* keep: right after the inliner, which drops the speculations it
	 * did not inline; summaries still exist here (freed a few passes on). */
	{ make_pass_pgoipo_keep, "inline", PASS_POS_INSERT_AFTER },
	/* cold: an IPA pass right before "inline" (so after "fnsummary": the
	 * size estimates exist).  Forbidding a cold edge must happen before
	 * GCC's inliner looks at it; it only sets flags, which is safe in cc1
	 * and in lto1's WPA alike, and the flags are streamed. */
	{ make_pass_pgoipo_cold, "inline", PASS_POS_INSERT_BEFORE },
	/* plt: an IPA pass before "inline" too, so that under -flto it runs in
	 * WPA, where every unit's calls are seen and the attribute it puts on
	 * a declaration is streamed to the LTRANS units. */
	{ make_pass_pgoipo_plt, "inline", PASS_POS_INSERT_BEFORE },
	/* inline: after "pgoipo-keep", i.e. after GCC's inliner: forcing a hot
	 * edge with inline_call() before "inline" ICEs in lto1, after it works
	 * in cc1 and lto1; and after keep, promoted targets are direct
	 * (speculative) edges again, which a hot site may inline. */
	{ make_pass_pgoipo_inline, "pgoipo-keep", PASS_POS_INSERT_AFTER },
	/* guards: after both inliners, the re-created promotions still not
	 * inlined are known; those whose guard does not pay are dropped. */
	{ make_pass_pgoipo_guards, "pgoipo-inline", PASS_POS_INSERT_AFTER },
	/* cgprofile: after "optimized", the last GIMPLE pass: it sees the final
	 * calls (inlined ones gone, promoted ones direct, unrolled ones
	 * summed).  The section is written once per unit, at its end. */
	{ make_pass_pgoipo_cgprofile, "optimized", PASS_POS_INSERT_AFTER },
	/* mend: also right after "optimized" (so before cgprofile: registered
	 * after it with the same reference), after the last GIMPLE pass that
	 * reshapes the CFG, before the RTL's hot/cold partitioning reads the
	 * block counts, and before cgprofile reads the call blocks'. */
	{ make_pass_pgoipo_mend, "optimized", PASS_POS_INSERT_AFTER },
	/* lean: right before "cunrolli", the first pass that unrolls or peels,
	 * after IPA (the counts are the profile's); the marks stay on the loops
	 * through the RTL unroller. */
	{ make_pass_pgoipo_lean, "cunrolli", PASS_POS_INSERT_BEFORE },
	/* unroll: the very hot loops with promoted calls, unrolled in GIMPLE
	 * before -ftracer makes them uncountable for the RTL unroller. */
	{ make_pass_pgoipo_unroll, "split-paths", PASS_POS_INSERT_BEFORE },
	/* recurrence: right before the loop pipeline's "slp" (instance 1; the
	 * other runs in functions without loops), after the loop vectorizer. */
	{ make_pass_pgoipo_recurrence, "slp", PASS_POS_INSERT_BEFORE },
};

static opt_pass *registered[ARRAY_SIZE(pass_places)];

static void register_passes(void)
{
	for (unsigned i = 0; i < ARRAY_SIZE(pass_places); i++) {
		struct register_pass_info info;

		registered[i] = pass_places[i].make(g);
		info.pass = registered[i];
		info.reference_pass_name = pass_places[i].reference;
		info.ref_pass_instance_number = 1;
		info.pos_op = pass_places[i].where;
		register_callback(pgoipo_plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
	}
}

static const char *dump_prefix(const opt_pass *pass)
{
	switch (pass->type) {
	case GIMPLE_PASS: return "tree-";
	case RTL_PASS: return "rtl-";
	default: return "ipa-";
	}
}

/* dump=hotness-details,icp  ->  dump switches "ipa-pgoipo-hotness-details",
 * "ipa-pgoipo-icp".  A pass name may be written with or without "pgoipo-";
 * "all" means every pass of the plugin.  No pass name contains '-' or is a
 * prefix of another: GCC's dump switch "ipa-pgoipo-icp" would also match
 * "ipa-pgoipo-icp-keep" and read "-keep" as a flag. */
static bool enable_dumps(void)
{
	bool ok = true;

	if (!pgoipo_opts.dump)
		return true;
	char *list = xstrdup(pgoipo_opts.dump);
	for (char *item = strtok(list, ","); item; item = strtok(NULL, ",")) {
		const char *name = startswith(item, "pgoipo-") ? item + 7 : item;
		const char *flags = strchr(name, '-');
		size_t len = flags ? (size_t)(flags - name) : strlen(name);
		bool all = len == 3 && !strncmp(name, "all", 3);
		bool found = false;

		/* Pass names have no '-' of their own: the rest is dump flags. */
		for (unsigned i = 0; i < ARRAY_SIZE(registered); i++) {
			const char *short_name = registered[i]->name + strlen("pgoipo-");
			if (!all && (strlen(short_name) != len || strncmp(short_name, name, len)))
				continue;
			char *sw = concat(dump_prefix(registered[i]), registered[i]->name,
					  flags ? flags : "", NULL);
			g->get_dumps()->dump_switch_p(sw);
			free(sw);
			found = true;
		}
		if (!found) {
			error("unknown pass %qs in %<-fplugin-arg-%s-dump=%s%>", item,
			      pgoipo_plugin_name, pgoipo_opts.dump);
			ok = false;
		}
	}
	free(list);
	return ok;
}

/* -fopt-info was applied to the passes that existed when options were read;
 * apply it again so pgoipo's passes report remarks too. */
static void enable_opt_info(void)
{
	if (flag_opt_info)
		opt_info_switch_p(NULL);
	for (unsigned i = 0; i < save_decoded_options_count; i++)
		if (save_decoded_options[i].opt_index == OPT_fopt_info_)
			opt_info_switch_p(save_decoded_options[i].arg);
}

int plugin_init(struct plugin_name_args *info, struct plugin_gcc_version *version)
{
	pgoipo_plugin_name = info->base_name;

	/* The plugin ABI is GCC's internal API: it must be the same release. */
	if (strcmp(version->basever, gcc_version.basever)) {
		error("plugin %qs was built for GCC %s and cannot run in GCC %s",
		      info->full_name, gcc_version.basever, version->basever);
		return 1;
	}
	pgoipo_info.help = pgoipo_help();
	register_callback(pgoipo_plugin_name, PLUGIN_INFO, NULL, &pgoipo_info);

	if (!pgoipo_parse_options(info->argc, info->argv))
		return 1;
	if (pgoipo_opts.help)
		fputs(pgoipo_help(), stderr);
	if (pgoipo_opts.version)
		fprintf(stderr, "pgoipo %s (built for GCC %s)\n", PGOIPO_VERSION, gcc_version.basever);
	if (pgoipo_opts.disable)
		return 0;
	/* No profile in use: nothing to decide, and nothing to say.  lto1 is
	 * not told: -fprofile-use is not recorded in LTO objects, so the link
	 * line often lacks it; the passes ask the functions how they were
	 * compiled (pgoipo_profile_in_use). */
	if (!flag_profile_use && !flag_auto_profile && !pgoipo_in_lto1())
		return 0;

	register_passes();
	register_callback(pgoipo_plugin_name, PLUGIN_ALL_IPA_PASSES_END, pgoipo_cgprofile_ipa_end,
			  NULL);
	register_callback(pgoipo_plugin_name, PLUGIN_FINISH_UNIT, pgoipo_cgprofile_finish_unit,
			  NULL);
	enable_opt_info();

	return enable_dumps() ? 0 : 1;
}
