/* layout.c — see layout.h. */
#include "layout.h"

#include "hotgraph.h"
#include "svg.h"

#include <elf.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#define STRIP_Y 4.0
#define STRIP_H 30.0
#define COLUMN_W 2.0

static int by_address(const void *x, const void *y)
{
	const struct ext_layout_function *a = x, *b = y;

	if (a->addr != b->addr)
		return a->addr < b->addr ? -1 : 1;
	return 0;
}

static int hot_code(struct ext_layout *l, uint32_t cover, struct ext_error *err)
{
	struct ext_hotgraph_node *nodes = malloc((l->n ? l->n : 1) * sizeof *nodes);
	size_t *order = malloc((l->n ? l->n : 1) * sizeof *order), nhot;

	if (!nodes || !order) {
		free(nodes);
		free(order);
		return ext_error_set(err, "out of memory");
	}
	for (size_t i = 0; i < l->n; i++)
		nodes[i] = (struct ext_hotgraph_node){ l->f[i].name, l->f[i].count };
	if (ext_hotgraph_rank(nodes, l->n, cover, order, &nhot, err) < 0) {
		free(nodes);
		free(order);
		return -1;
	}
	for (size_t k = 0; k < nhot; k++) {
		struct ext_layout_function *f = &l->f[order[k]];
		f->hot = 1;
		l->nhot++;
		l->hot_bytes += f->size;
		if (l->nhot == 1 || f->addr < l->span_start)
			l->span_start = f->addr;
		if (l->nhot == 1 || f->addr + f->size > l->span_end)
			l->span_end = f->addr + f->size;
	}
	free(nodes);
	free(order);
	return 0;
}

int ext_layout_read(const struct ext_objfile *file, ext_layout_count_fn count, void *data,
		    uint32_t cover, struct ext_layout *l, struct ext_error *err)
{
	size_t text = 0, n = 0;

	memset(l, 0, sizeof *l);
	for (size_t s = 1; s < file->nsections; s++)
		if (file->sections[s].name && !strcmp(file->sections[s].name, ".text") &&
		    (file->sections[s].flags & SHF_EXECINSTR))
			text = s;
	if (!text) {
		ext_error_set(err, "%s: no executable .text section", file->name);
		return 1;
	}
	if (!(l->f = malloc((file->nsymbols ? file->nsymbols : 1) * sizeof *l->f)))
		return ext_error_set(err, "out of memory");
	for (size_t i = 0; i < file->nsymbols; i++) {
		const struct ext_objfile_symbol *s = &file->symbols[i];
		if ((s->type == STT_FUNC || s->type == STT_GNU_IFUNC) && s->shndx == text && s->size &&
		    *s->name)
			l->f[n++] = (struct ext_layout_function){ s->name, s->value, s->size, 0, 0 };
	}
	if (!n) {
		ext_layout_free(l);
		ext_error_set(err, "%s: no function symbols in .text (stripped?)", file->name);
		return 1;
	}
	qsort(l->f, n, sizeof *l->f, by_address);
	/* one function per address: aliases merge, under the hottest name (the
	 * bytewise first of equally hot ones: qsort's order of equal keys is
	 * not defined) */
	l->n = 0;
	for (size_t i = 0; i < n; i++) {
		struct ext_layout_function f = l->f[i];
		f.count = count(f.name, data);
		if (l->n && l->f[l->n - 1].addr == f.addr) {
			struct ext_layout_function *prev = &l->f[l->n - 1];
			if (f.count > prev->count || (f.count == prev->count && strcmp(f.name, prev->name) < 0)) {
				prev->name = f.name;
				prev->count = f.count;
			}
			if (f.size > prev->size)
				prev->size = f.size;
			continue;
		}
		l->f[l->n++] = f;
	}
	l->start = l->f[0].addr;
	for (size_t i = 0; i < l->n; i++) {
		if (l->f[i].addr + l->f[i].size > l->end)
			l->end = l->f[i].addr + l->f[i].size;
		l->total = l->total > UINT64_MAX - l->f[i].count ? UINT64_MAX : l->total + l->f[i].count;
		if (l->f[i].count > l->max)
			l->max = l->f[i].count;
		if (l->f[i].count && (!l->min || l->f[i].count < l->min))
			l->min = l->f[i].count;
	}
	if (hot_code(l, cover, err) < 0) {
		ext_layout_free(l);
		return -1;
	}
	return 0;
}

double ext_layout_span_ratio(const struct ext_layout *l)
{
	if (!l->nhot || !l->hot_bytes)
		return 0;
	return (double)(l->span_end - l->span_start) / (double)l->hot_bytes;
}

void ext_layout_svg(FILE *out, const struct ext_layout *l, uint64_t min, uint64_t max, double width,
		    const char *label)
{
	size_t columns = (size_t)(width / COLUMN_W), k = 0;
	double range = (double)(l->end - l->start), height = STRIP_Y + STRIP_H + 44;
	double x0, x1;
	char colour[8], text[512];

	if (!l->n || !columns || !(range > 0))
		return;
	ext_svg_begin(out, width, height, "strip", label);
	fputs("<g font-family=\"monospace\" font-size=\"12\">\n", out);
	ext_svg_rect(out, 0, STRIP_Y, width, STRIP_H, "#ffffff", "#999999", NULL);
	/* columns, runs of the same hottest function merged into one rect */
	for (size_t c = 0; c < columns;) {
		uint64_t lo = l->start + (uint64_t)(range * (double)c / (double)columns);
		uint64_t hi = l->start + (uint64_t)(range * (double)(c + 1) / (double)columns);
		const struct ext_layout_function *best = NULL;
		size_t run;
		if (hi <= lo)
			hi = lo + 1;
		while (k < l->n && l->f[k].addr + l->f[k].size <= lo)
			k++;
		for (size_t i = k; i < l->n && l->f[i].addr < hi; i++)
			if (l->f[i].addr + l->f[i].size > lo && (!best || l->f[i].count > best->count))
				best = &l->f[i];
		/* the next columns with the same hottest function */
		for (run = 1; c + run < columns; run++) {
			uint64_t nlo = l->start + (uint64_t)(range * (double)(c + run) / (double)columns);
			uint64_t nhi = l->start + (uint64_t)(range * (double)(c + run + 1) / (double)columns);
			const struct ext_layout_function *nbest = NULL;
			for (size_t i = k; i < l->n && l->f[i].addr < nhi; i++)
				if (l->f[i].addr + l->f[i].size > nlo && (!nbest || l->f[i].count > nbest->count))
					nbest = &l->f[i];
			if (nbest != best)
				break;
		}
		if (best) {
			ext_svg_heat_colour(ext_svg_heat(best->count, min, max), colour);
			snprintf(text, sizeof text, "%s: count %" PRIu64 ", 0x%" PRIx64 ", %" PRIu64 " bytes%s",
				 best->name, best->count, best->addr, best->size, best->hot ? ", hot" : "");
			ext_svg_rect(out, (double)c * COLUMN_W, STRIP_Y + 1, (double)run * COLUMN_W, STRIP_H - 2,
				     colour, NULL, text);
		}
		c += run;
	}
	/* the hot span, bracketed */
	if (l->nhot) {
		double y = STRIP_Y + STRIP_H + 8;
		x0 = (double)(l->span_start - l->start) / range * width;
		x1 = (double)(l->span_end - l->start) / range * width;
		if (x1 - x0 < 2)
			x1 = x0 + 2;
		if (x1 > width - 1)
			x1 = width - 1;
		if (x0 < 1)
			x0 = 1;
		ext_svg_line(out, x0, y, x1, y, "#1565c0", 2);
		ext_svg_line(out, x0, y - 5, x0, y + 1, "#1565c0", 2);
		ext_svg_line(out, x1, y - 5, x1, y + 1, "#1565c0", 2);
		snprintf(text, sizeof text, "hot code: %zu function%s, %" PRIu64 " bytes in a span of %" PRIu64
			 " bytes (%.2f)", l->nhot, l->nhot == 1 ? "" : "s", l->hot_bytes,
			 l->span_end - l->span_start, ext_layout_span_ratio(l));
		ext_svg_text(out, x0 < width / 2 ? x0 : x1, y + 16, x0 < width / 2 ? "start" : "end", "span",
			     text);
	}
	snprintf(text, sizeof text, "0x%" PRIx64, l->start);
	ext_svg_text(out, 0, height - 2, "start", "address", text);
	snprintf(text, sizeof text, "0x%" PRIx64, l->end);
	ext_svg_text(out, width, height - 2, "end", "address", text);
	fputs("</g>\n", out);
	ext_svg_end(out);
}

void ext_layout_free(struct ext_layout *l)
{
	free(l->f);
	memset(l, 0, sizeof *l);
}
