/* cmd-report.c — `pgoipo report`: what the profile changed, in one page.
 *
 *   pgoipo report -o DIR [--index P.pgo] [--dumps DIR] [--order FILE]
 *                 [--before PROGRAM] PROGRAM
 *
 * Reads what a build leaves (report.h), runs `pgoipo order --check` when an
 * order file is given, and writes DIR/index.html (self-contained: inline CSS
 * and SVG, no script) and DIR/report.json with the same facts.
 */
#include "commands.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "orderfile.h"
#include "report.h"

static void usage(FILE *out)
{
	fprintf(out,
		"Usage: pgoipo report -o DIR [OPTION]... PROGRAM\n"
		"Write one self-contained HTML page (DIR/index.html) and the same facts as JSON\n"
		"(DIR/report.json) about what the profile changed in PROGRAM: the profile\n"
		"coverage, the plugin's decisions, the hot call graph and the layout of .text.\n"
		"Each input left out leaves its part out; the page says what to pass.\n"
		"\n"
		"  -o, --output=DIR     the directory to write (made if missing)\n"
		"      --index=FILE     the profile index (pgoipo index): thresholds and summary\n"
		"      --dumps=DIR      the directory tree with the plugin's dump files\n"
		"                       (-fplugin-arg-pgoipo-dump=all): coverage, decisions, the\n"
		"                       call graph and the counts that colour .text\n"
		"      --order=FILE     the order file PROGRAM was linked with: the result of\n"
		"                       pgoipo order --check\n"
		"      --before=PROGRAM the same objects linked without the order file: the\n"
		"                       layout before the order\n"
		"      --help           this text\n"
		"\n"
		"Exit status: 0 written, 1 an input could not be read or a file not written,\n"
		"2 bad usage.\n");
}

/* mkdir -p DIR */
static int make_dir(const char *dir)
{
	char *p = strdup(dir);
	struct stat st;

	if (!p) {
		ext_cmd_error("out of memory");
		return -1;
	}
	for (char *s = p + 1; *s; s++) {
		if (*s != '/')
			continue;
		*s = 0;
		if (mkdir(p, 0777) < 0 && errno != EEXIST) {
			ext_cmd_error("%s: %s", p, strerror(errno));
			free(p);
			return -1;
		}
		*s = '/';
	}
	if (mkdir(p, 0777) < 0 && errno != EEXIST) {
		ext_cmd_error("%s: %s", p, strerror(errno));
		free(p);
		return -1;
	}
	free(p);
	if (stat(dir, &st) < 0 || !S_ISDIR(st.st_mode)) {
		ext_cmd_error("%s: not a directory", dir);
		return -1;
	}
	return 0;
}

/* `pgoipo order --check PROGRAM ORDER`, its lines kept for the report. */
static int run_check(struct ext_report *r)
{
	struct ext_error err;
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	int status, ret;

	if (!f) {
		ext_cmd_error("out of memory");
		return -1;
	}
	status = ext_cmd_order_check(f, OF_AUTO, r->in.program, r->in.order);
	fclose(f);
	ret = ext_report_set_check(r, text, status, &err);
	free(text);
	if (ret < 0)
		ext_cmd_error("%s", err.msg);
	else if (!r->check.ran)
		ret = -1;	/* the order file could not be read: the check said why */
	return ret;
}

/* Write DIR/NAME with WRITE; through a temporary name, so that a failed run
 * leaves the old file. */
static int write_file(const char *dir, const char *name, const struct ext_report *r, int json)
{
	struct ext_error err;
	char *path = NULL, *tmp = NULL;
	FILE *f;
	int ret = -1;

	if (asprintf(&path, "%s/%s", dir, name) < 0 || asprintf(&tmp, "%s/.%s.tmp", dir, name) < 0) {
		ext_cmd_error("out of memory");
		goto out;
	}
	if (!(f = fopen(tmp, "w"))) {
		ext_cmd_error("%s: %s", tmp, strerror(errno));
		goto out;
	}
	if (json) {
		if (ext_report_json(f, r, &err) < 0) {
			ext_cmd_error("%s: %s", path, err.msg);
			fclose(f);
			remove(tmp);
			goto out;
		}
	} else {
		ext_report_html(f, r);
	}
	if (ferror(f) | fclose(f)) {
		ext_cmd_error("%s: write error", tmp);
		remove(tmp);
		goto out;
	}
	if (rename(tmp, path) < 0) {
		ext_cmd_error("%s: %s", path, strerror(errno));
		remove(tmp);
		goto out;
	}
	ret = 0;
out:
	free(path);
	free(tmp);
	return ret;
}

int ext_cmd_report(int argc, char **argv)
{
	enum { OPT_INDEX = 256, OPT_DUMPS, OPT_ORDER, OPT_BEFORE, OPT_HELP };
	static const struct option longopts[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "index", required_argument, NULL, OPT_INDEX },
		{ "dumps", required_argument, NULL, OPT_DUMPS },
		{ "order", required_argument, NULL, OPT_ORDER },
		{ "before", required_argument, NULL, OPT_BEFORE },
		{ "help", no_argument, NULL, OPT_HELP },
		{ NULL, 0, NULL, 0 },
	};
	struct ext_report_inputs in = { 0 };
	struct ext_report r;
	struct ext_error err;
	const char *dir = NULL;
	int c, ret = 1;

	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, "o:", longopts, NULL)) != -1) {
		switch (c) {
		case 'o':
			dir = optarg;
			break;
		case OPT_INDEX:
			in.index = optarg;
			break;
		case OPT_DUMPS:
			in.dumps = optarg;
			break;
		case OPT_ORDER:
			in.order = optarg;
			break;
		case OPT_BEFORE:
			in.before = optarg;
			break;
		case OPT_HELP:
			usage(stdout);
			return 0;
		default:
			if (optopt == 'o')
				ext_cmd_error("report: option '-o' needs a value");
			else if (optopt && optopt < 256)
				ext_cmd_error("report: option '-%c' is unknown", optopt);
			else
				ext_cmd_error("report: unknown or incomplete option '%s'", argv[optind - 1]);
			usage(stderr);
			return 2;
		}
	}
	if (!dir) {
		ext_cmd_error("report: no output directory (-o DIR)");
		return 2;
	}
	if (argc - optind != 1) {
		ext_cmd_error("report: %s", optind == argc ? "no program given" : "one program, please");
		return 2;
	}
	in.program = argv[optind];
	if (ext_report_read(&in, &r, &err) < 0) {
		ext_cmd_error("%s", err.msg);
		ext_report_free(&r);
		return 1;
	}
	if ((!in.order || run_check(&r) == 0) && make_dir(dir) == 0 &&
	    write_file(dir, "report.json", &r, 1) == 0 && write_file(dir, "index.html", &r, 0) == 0) {
		printf("report: %s/index.html (and report.json)\n", dir);
		ret = 0;
	}
	ext_report_free(&r);
	return ret;
}
