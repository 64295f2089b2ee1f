/* pgoipo.cc — plugin_init: version check, arguments, pass registration.
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
#include "pgoipo.h"

int plugin_is_GPL_compatible;

static struct plugin_info pgoipo_info = { PGOIPO_VERSION, NULL };

/* The passes this plugin adds, by the short name dump= uses.  No name may
 * contain '-' or be a prefix of another: GCC's dump switch "ipa-pgoipo-icp"
 * would also match "ipa-pgoipo-icp-keep" and read "-keep" as a flag. */
struct registered_pass {
	const char *short_name;
	opt_pass *pass;
};
static struct registered_pass registered[16];
static unsigned n_registered;

static void add_pass(const char *short_name, opt_pass *pass, const char *reference,
		     enum pass_positioning_ops where)
{
	struct register_pass_info info;

	info.pass = pass;
	info.reference_pass_name = reference;
	info.ref_pass_instance_number = 1;
	info.pos_op = where;
	register_callback(pgoipo_plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
	gcc_assert(n_registered < ARRAY_SIZE(registered));
	registered[n_registered].short_name = short_name;
	registered[n_registered].pass = pass;
	n_registered++;
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
 * "all" means every pass of the plugin. */
bool pgoipo_enable_dumps(void)
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
		for (unsigned i = 0; i < n_registered; i++) {
			if (!all && (strlen(registered[i].short_name) != len
				     || strncmp(registered[i].short_name, name, len)))
				continue;
			char *sw = concat(dump_prefix(registered[i].pass), registered[i].pass->name,
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

void pgoipo_ipa_dump_done(void)
{
	/* dump_finish() closes the stream through its own pointer, so dropping
	 * dump_file here only stops the bodies from being appended. */
	if (dump_file && !(dump_flags & TDF_DETAILS)) {
		fflush(dump_file);
		dump_file = NULL;
	}
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

/* lean: -fprofile-use turns on -funroll-loops and -fpeel-loops (and
 * through them -fcunroll-grow-size) unless the user set them; so does
 * -fauto-profile.  Both copy loop bodies, so the code a hot path runs grows:
 * on SQLite's speedtest1 the simulated I1 misses halve without them and
 * the instructions go down too; Lua and CPython keep their instruction
 * counts within 0.5 % (README, "Lean code").  -ftracer, which -fprofile-use
 * also turns on, stays: Lua's interpreter loop loses 2 % without it.
 * plugin_init runs after the options were decoded and before
 * process_options() derives -fweb, -frename-registers and the default
 * optimization node from them, so the result is the same code as
 * -fno-unroll-loops -fno-peel-loops on the command line; an option the user
 * gave is kept. */
static void apply_lean(void)
{
	if (!pgoipo_opts.lean)
		return;
	if (!OPTION_SET_P(flag_unroll_loops))
		flag_unroll_loops = 0;
	if (!OPTION_SET_P(flag_peel_loops))
		flag_peel_loops = 0;
	/* What finish_options() would have derived from the two above. */
	if (!OPTION_SET_P(flag_cunroll_grow_size))
		flag_cunroll_grow_size = flag_unroll_loops || flag_peel_loops || optimize >= 3;
	if (pgoipo_opts.verbose)
		inform(UNKNOWN_LOCATION, "pgoipo: lean: %<-funroll-loops%> %s, %<-fpeel-loops%> %s",
		       flag_unroll_loops ? "on" : "off", flag_peel_loops ? "on" : "off");
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
	/* No profile in use: nothing to decide, and nothing to say. */
	if (!flag_profile_use && !flag_auto_profile)
		return 0;
	apply_lean();

	/* hotness: right after the SIMPLE_IPA pass "profile" read the counts —
	 * before it, counts are local estimates; after profile_estimate's
	 * summary the value profiles are gone. */
	add_pass("hotness", make_pass_pgoipo_hotness(g), "profile", PASS_POS_INSERT_AFTER);
	/* icp: after hotness, still before profile_estimate's summary drops
	 * the value profiles and before the inliner, which should see the
	 * promoted direct calls. */
	add_pass("icp", make_pass_pgoipo_icp(g), "pgoipo-hotness", PASS_POS_INSERT_AFTER);
	/* speculate: its generate_summary comes after every summary GCC's IPA
	 * passes make (the last is modref's): they see the indirect calls as
	 * GCC's own speculation leaves them, and the edge duplication hooks copy
	 * their call summaries to the speculative edges (passes/icp.cc). */
	add_pass("speculate", make_pass_pgoipo_speculate(g), "static-var", PASS_POS_INSERT_BEFORE);
	/* keep: right after the inliner, which drops the speculations it
	 * did not inline; summaries still exist here (freed a few passes on). */
	add_pass("keep", make_pass_pgoipo_keep(g), "inline", PASS_POS_INSERT_AFTER);
	/* cold: an IPA pass right before "inline" (so after "fnsummary": the
	 * size estimates exist).  Forbidding a cold edge must happen before
	 * GCC's inliner looks at it; it only sets flags, which is safe in cc1
	 * and in lto1's WPA alike, and the flags are streamed. */
	add_pass("cold", make_pass_pgoipo_cold(g), "inline", PASS_POS_INSERT_BEFORE);
	/* inline: after "pgoipo-keep", i.e. after GCC's inliner: forcing a hot
	 * edge with inline_call() before "inline" ICEs in lto1, after it works
	 * in cc1 and lto1; and after keep, promoted targets are direct
	 * (speculative) edges again, which a hot site may inline. */
	add_pass("inline", make_pass_pgoipo_inline(g), "pgoipo-keep", PASS_POS_INSERT_AFTER);
	/* guards: after both inliners, the re-created promotions still not
	 * inlined are known; those whose guard does not pay are dropped. */
	add_pass("guards", make_pass_pgoipo_guards(g), "pgoipo-inline", PASS_POS_INSERT_AFTER);
	/* cgprofile: after "optimized", the last GIMPLE pass: it sees the final
	 * calls (inlined ones gone, promoted ones direct, unrolled ones
	 * summed).  The section is written once per unit, at its end. */
	add_pass("cgprofile", make_pass_pgoipo_cgprofile(g), "optimized", PASS_POS_INSERT_AFTER);
	/* lean: the small hot loops lean still unrolls, marked for the RTL
	 * unroller (which runs after expand and keeps the loop tree). */
	add_pass("lean", make_pass_pgoipo_lean(g), "optimized", PASS_POS_INSERT_AFTER);
	/* unroll: the very hot loops with promoted calls, unrolled in GIMPLE
	 * before -ftracer makes them uncountable for the RTL unroller. */
	add_pass("unroll", make_pass_pgoipo_unroll(g), "split-paths", PASS_POS_INSERT_BEFORE);
	register_callback(pgoipo_plugin_name, PLUGIN_ALL_IPA_PASSES_END, pgoipo_cgprofile_ipa_end,
			  NULL);
	register_callback(pgoipo_plugin_name, PLUGIN_FINISH_UNIT, pgoipo_cgprofile_finish_unit,
			  NULL);
	enable_opt_info();

	return pgoipo_enable_dumps() ? 0 : 1;
}
