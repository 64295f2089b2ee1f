/* svg.h — writing SVG for `pgoipo report`: elements, escaped text, and the
 * one colour scale of the report.
 *
 * The SVG is meant to be inlined into an HTML page (no XML declaration, no
 * external references): ext_svg_begin writes <svg> with width, height and a
 * viewBox, an aria-label and a <title>; the elements take their attributes
 * as arguments; ext_svg_text escapes '&', '<', '>', '"' and "'".  Coordinates
 * are written with one decimal.
 *
 * Heat: a count's place between the smallest and the largest count shown, on
 * a log scale (ext_svg_heat), and that place as a colour from pale yellow
 * through orange to dark red (ext_svg_heat_colour); a count of 0 is light
 * grey.
 */
#ifndef PGOIPO_SVG_H
#define PGOIPO_SVG_H

#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* S with XML's special characters escaped (for text and attribute values). */
void ext_svg_escape(FILE *out, const char *s);

/* <svg ... width=W height=H viewBox="0 0 W H" role="img" aria-label=LABEL>
 * with <title>LABEL</title>; CLASS may be NULL. */
void ext_svg_begin(FILE *out, double w, double h, const char *cls, const char *label);
void ext_svg_end(FILE *out);

/* A rectangle; FILL and STROKE are CSS colours (STROKE may be NULL: none);
 * TITLE (may be NULL) becomes a <title> child, a tooltip. */
void ext_svg_rect(FILE *out, double x, double y, double w, double h, const char *fill,
		  const char *stroke, const char *title);
/* Text at (X, Y); ANCHOR "start", "middle" or "end"; CLS may be NULL. */
void ext_svg_text(FILE *out, double x, double y, const char *anchor, const char *cls,
		  const char *text);
void ext_svg_line(FILE *out, double x1, double y1, double x2, double y2, const char *stroke,
		  double width);

/* 0 for a count of 0; else from 0.1 for MIN (the smallest count above 0
 * shown) to 1 for MAX, in proportion to log(COUNT / MIN). */
double ext_svg_heat(uint64_t count, uint64_t min, uint64_t max);
/* "#rrggbb" for a heat in [0, 1] into BUF (8 bytes). */
void ext_svg_heat_colour(double heat, char buf[8]);

#ifdef __cplusplus
}
#endif
#endif
