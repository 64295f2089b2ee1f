/* svg.c — see svg.h. */
#include "svg.h"

#include <math.h>

void ext_svg_escape(FILE *out, const char *s)
{
	for (; *s; s++)
		switch (*s) {
		case '&':
			fputs("&amp;", out);
			break;
		case '<':
			fputs("&lt;", out);
			break;
		case '>':
			fputs("&gt;", out);
			break;
		case '"':
			fputs("&quot;", out);
			break;
		case '\'':
			fputs("&#39;", out);
			break;
		default:
			/* Control characters are not allowed in XML 1.0. */
			fputc((unsigned char)*s < 0x20 ? ' ' : *s, out);
		}
}

void ext_svg_begin(FILE *out, double w, double h, const char *cls, const char *label)
{
	fprintf(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" "
		     "viewBox=\"0 0 %.0f %.0f\" role=\"img\"", w, h, w, h);
	if (cls)
		fprintf(out, " class=\"%s\"", cls);
	fputs(" aria-label=\"", out);
	ext_svg_escape(out, label);
	fputs("\"><title>", out);
	ext_svg_escape(out, label);
	fputs("</title>\n", out);
}

void ext_svg_end(FILE *out)
{
	fputs("</svg>\n", out);
}

void ext_svg_rect(FILE *out, double x, double y, double w, double h, const char *fill,
		  const char *stroke, const char *title)
{
	fprintf(out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\"", x, y, w,
		h, fill);
	if (stroke)
		fprintf(out, " stroke=\"%s\"", stroke);
	if (title) {
		fputs("><title>", out);
		ext_svg_escape(out, title);
		fputs("</title></rect>\n", out);
	} else {
		fputs("/>\n", out);
	}
}

void ext_svg_text(FILE *out, double x, double y, const char *anchor, const char *cls,
		  const char *text)
{
	fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\"", x, y, anchor);
	if (cls)
		fprintf(out, " class=\"%s\"", cls);
	fputc('>', out);
	ext_svg_escape(out, text);
	fputs("</text>\n", out);
}

void ext_svg_line(FILE *out, double x1, double y1, double x2, double y2, const char *stroke,
		  double width)
{
	fprintf(out, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" "
		     "stroke-width=\"%.1f\"/>\n", x1, y1, x2, y2, stroke, width);
}

double ext_svg_heat(uint64_t count, uint64_t min, uint64_t max)
{
	if (!count)
		return 0;
	if (count >= max)
		return 1;
	if (!min)
		min = 1;
	if (count <= min || max <= min)
		return 0.1;
	return 0.1 + 0.9 * log((double)count / (double)min) / log((double)max / (double)min);
}

void ext_svg_heat_colour(double heat, char buf[8])
{
	/* Stops: pale yellow, orange, red, dark red. */
	static const double stop[4][3] = {
		{ 255, 245, 190 }, { 253, 160, 60 }, { 220, 40, 30 }, { 110, 0, 20 },
	};
	double t, f;
	int k;

	if (!(heat > 0)) {
		snprintf(buf, 8, "#e8e8e8");
		return;
	}
	if (heat > 1)
		heat = 1;
	t = heat * 3;
	k = t >= 3 ? 2 : (int)t;
	f = t - k;
	snprintf(buf, 8, "#%02x%02x%02x", (int)lround(stop[k][0] + f * (stop[k + 1][0] - stop[k][0])),
		 (int)lround(stop[k][1] + f * (stop[k + 1][1] - stop[k][1])),
		 (int)lround(stop[k][2] + f * (stop[k + 1][2] - stop[k][2])));
}
