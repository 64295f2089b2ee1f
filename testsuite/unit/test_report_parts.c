/* The small modules of `pgoipo report`: dump lines and file names
 * (dumpline.h), the JSON writer (json.h), SVG text and heat (svg.h). */
#include "dumpline.h"
#include "json.h"
#include "svg.h"
#include "unit.h"

#include <stdlib.h>

static struct ext_error E;

static char *sub(const char *s, size_t len)
{
	static char buf[256];
	snprintf(buf, sizeof buf, "%.*s", (int)len, s ? s : "(null)");
	return buf;
}

TEST(dumpline_site_and_target)
{
	struct ext_dumpline dl;
	const char *line = "promote run at dispatch.c:50:9 -> op_add id=2137927696 count=135000 "
			   "total=300000 share=45.00% remaining-share=45.00% where=unit";
	uint64_t n = 0;
	size_t len;
	const char *v;

	CHECK_INT(ext_dumpline_parse(line, &dl), 1);
	CHECK_STR(dl.kind, "promote");
	CHECK_STR(sub(dl.subject, dl.subject_len), "run at dispatch.c:50:9");
	CHECK_STR(sub(dl.target, dl.target_len), "op_add");
	CHECK_INT(ext_dumpline_number(line, "count", &n), 0);
	CHECK_INT(n, 135000);
	/* "share" is not "remaining-share" */
	v = ext_dumpline_field(line, "share", &len);
	CHECK_STR(sub(v, len), "45.00%");
	v = ext_dumpline_field(line, "where", &len);
	CHECK_STR(sub(v, len), "unit");
	CHECK(!ext_dumpline_field(line, "reason", &len));
	/* "total" is a number; "share" is not */
	CHECK_INT(ext_dumpline_number(line, "share", &n), -1);
}

TEST(dumpline_shapes)
{
	struct ext_dumpline dl;
	const char *v;
	size_t len;
	uint64_t n;

	/* a function, no target */
	CHECK_INT(ext_dumpline_parse("function main entry=1 quality=precise class=cold", &dl), 1);
	CHECK_STR(sub(dl.subject, dl.subject_len), "main");
	CHECK(!dl.target);
	/* no subject */
	CHECK_INT(ext_dumpline_parse("totals sites=2 promoted-sites=1", &dl), 1);
	CHECK_STR(dl.kind, "totals");
	CHECK_INT(dl.subject_len, 0);
	/* words after the kind up to the first field */
	CHECK_INT(ext_dumpline_parse("keep main loop 1 header-count=300001 entered=1", &dl), 1);
	CHECK_STR(sub(dl.subject, dl.subject_len), "main loop 1");
	CHECK_INT(ext_dumpline_number("keep main loop 1 header-count=300001", "header-count", &n), 0);
	CHECK_INT(n, 300001);
	/* the first arrow; a target's ':' goes */
	CHECK_INT(ext_dumpline_parse("scaled f at a.c:3:4 -> g: g at a.c:9:2 -> h original=5", &dl), 1);
	CHECK_STR(sub(dl.subject, dl.subject_len), "f at a.c:3:4");
	CHECK_STR(sub(dl.target, dl.target_len), "g");
	/* a reason's value is its first word */
	v = ext_dumpline_field("refuse a -> b reason=unknown-id (index) x=1", "reason", &len);
	CHECK_STR(sub(v, len), "unknown-id");
	/* unknown counts */
	CHECK_INT(ext_dumpline_number("function f entry=unknown", "entry", &n), -1);
	CHECK_INT(ext_dumpline_number("leave s -> f budget=- x=1", "budget", &n), -1);
	CHECK_INT(ext_dumpline_number("x a=99999999999999999999", "a", &n), -1);	/* > 2^64 */
	/* not dump lines */
	CHECK_INT(ext_dumpline_parse("", &dl), 0);
	CHECK_INT(ext_dumpline_parse("  speculation a -> b id=1 inlined=0", &dl), 0);
	CHECK_INT(ext_dumpline_parse(";; Function main (main, funcdef_no=33)", &dl), 0);
	CHECK_INT(ext_dumpline_parse("Edge main: x", &dl), 0);
	/* a value of the same key name inside another value does not count */
	CHECK(!ext_dumpline_field("edge a -> b xcount=5", "count", &len));
}

TEST(dumpline_file_names)
{
	char unit[64], pass[16];

	CHECK_INT(ext_dumpline_file("dispatch.c.343i.pgoipo-icp", unit, sizeof unit, pass, sizeof pass), 1);
	CHECK_STR(unit, "dispatch.c");
	CHECK_STR(pass, "icp");
	CHECK_INT(ext_dumpline_file("src/lapi.c.349t.pgoipo-cgprofile", unit, sizeof unit, pass, sizeof pass),
		  1);
	CHECK_STR(unit, "src/lapi.c");
	CHECK_STR(pass, "cgprofile");
	CHECK_INT(ext_dumpline_file("d/prog.ltrans0.ltrans.080i.pgoipo-inline", unit, sizeof unit, pass,
				    sizeof pass), 1);
	CHECK_STR(unit, "d/prog.ltrans0.ltrans");
	/* not dump files */
	CHECK_INT(ext_dumpline_file("dispatch.c", unit, sizeof unit, pass, sizeof pass), 0);
	CHECK_INT(ext_dumpline_file("a.c.343i.optimized", unit, sizeof unit, pass, sizeof pass), 0);
	CHECK_INT(ext_dumpline_file("a.c.pgoipo-icp", unit, sizeof unit, pass, sizeof pass), 0);
	CHECK_INT(ext_dumpline_file("a.c.343i.pgoipo-icp.orig", unit, sizeof unit, pass, sizeof pass), 0);
	CHECK_INT(ext_dumpline_file("dir.343i.pgoipo-icp/x", unit, sizeof unit, pass, sizeof pass), 0);
	/* too long for the buffer */
	CHECK_INT(ext_dumpline_file("abcdefgh.c.343i.pgoipo-icp", unit, 4, pass, sizeof pass), 0);
}

static char *json_of(void (*fn)(struct ext_json *), int *ret)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	struct ext_json j;

	ext_json_init(&j, f);
	fn(&j);
	*ret = ext_json_finish(&j, &E);
	fclose(f);
	return text;
}

static void nested(struct ext_json *j)
{
	ext_json_object(j);
	ext_json_kv_string(j, "name", "a\"b\\c\n\x01");
	ext_json_kv_u64(j, "big", UINT64_MAX);
	ext_json_kv_double(j, "ratio", 1.5);
	ext_json_kv_double(j, "third", 1.0 / 3);
	ext_json_kv_double(j, "whole", 2.0);
	ext_json_key(j, "list");
	ext_json_array(j);
	ext_json_bool(j, true);
	ext_json_null(j);
	ext_json_i64(j, -3);
	ext_json_end(j);
	ext_json_key(j, "empty");
	ext_json_object(j);
	ext_json_end(j);
	static const char *const names[] = { "f", "g" };
	ext_json_kv_strings(j, "names", names, 2);
	ext_json_kv_strings(j, "none", names, 0);
	ext_json_end(j);
}

TEST(json_writes)
{
	int ret;
	char *text = json_of(nested, &ret);

	CHECK_INT(ret, 0);
	CHECK_STR(text, "{\n"
			"  \"name\": \"a\\\"b\\\\c\\n\\u0001\",\n"
			"  \"big\": 18446744073709551615,\n"
			"  \"ratio\": 1.5,\n"
			"  \"third\": 0.333333,\n"
			"  \"whole\": 2,\n"
			"  \"list\": [\n"
			"    true,\n"
			"    null,\n"
			"    -3\n"
			"  ],\n"
			"  \"empty\": {},\n"
			"  \"names\": [\n"
			"    \"f\",\n"
			"    \"g\"\n"
			"  ],\n"
			"  \"none\": []\n"
			"}\n");
	free(text);
}

static void value_without_key(struct ext_json *j)
{
	ext_json_object(j);
	ext_json_u64(j, 1);
	ext_json_end(j);
}

static void left_open(struct ext_json *j)
{
	ext_json_array(j);
}

static void two_values(struct ext_json *j)
{
	ext_json_u64(j, 1);
	ext_json_u64(j, 2);
}

TEST(json_misuse)
{
	int ret;

	free(json_of(value_without_key, &ret));
	CHECK_INT(ret, -1);
	CHECK_STR(E.msg, "JSON writer: a value in an object without a key");
	free(json_of(left_open, &ret));
	CHECK_INT(ret, -1);
	CHECK_STR(E.msg, "JSON writer: an object or array left open");
	free(json_of(two_values, &ret));
	CHECK_INT(ret, -1);
}

TEST(svg_escape_and_heat)
{
	char *text = NULL, colour[8];
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);

	ext_svg_escape(f, "a<b>&\"c'\x01");
	fclose(f);
	CHECK_STR(text, "a&lt;b&gt;&amp;&quot;c&#39; ");
	free(text);
	/* 0 is no heat, the largest full heat, the smallest shown 0.1, log between */
	CHECK(ext_svg_heat(0, 10, 1000) == 0);
	CHECK(ext_svg_heat(1000, 10, 1000) == 1);
	CHECK(ext_svg_heat(10, 10, 1000) == 0.1);
	CHECK(ext_svg_heat(100, 10, 1000) > 0.549 && ext_svg_heat(100, 10, 1000) < 0.551);
	CHECK(ext_svg_heat(5, 5, 5) == 1);
	ext_svg_heat_colour(0, colour);
	CHECK_STR(colour, "#e8e8e8");
	ext_svg_heat_colour(1, colour);
	CHECK_STR(colour, "#6e0014");
	ext_svg_heat_colour(1.0 / 3, colour);
	CHECK_STR(colour, "#fda03c");
}

int main(void)
{
	RUN(dumpline_site_and_target);
	RUN(dumpline_shapes);
	RUN(dumpline_file_names);
	RUN(json_writes);
	RUN(json_misuse);
	RUN(svg_escape_and_heat);
	return unit_done();
}
