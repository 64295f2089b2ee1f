/* summary.c — see summary.h. */
#include "summary.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const uint32_t ext_summary_cutoffs[] = {
	100000, 200000, 300000, 400000, 500000, 600000, 700000, 800000, 900000,
	950000, 990000, 999000, 999900, 999990, 999999,
};
const size_t ext_summary_n_cutoffs = sizeof ext_summary_cutoffs / sizeof ext_summary_cutoffs[0];

static uint64_t add_saturating(uint64_t a, uint64_t b)
{
	return a + b < a ? UINT64_MAX : a + b;
}

/* floor(total * cutoff / SCALE) without a 128-bit product. */
static uint64_t desired_sum(uint64_t total, uint32_t cutoff)
{
	return total / EXT_CUTOFF_SCALE * cutoff + total % EXT_CUTOFF_SCALE * cutoff / EXT_CUTOFF_SCALE;
}

/* LLVM's walk over DESC (sorted, largest first): take whole groups of equal
 * counts until their sum reaches the desired share of TOTAL. */
static struct ext_summary_entry entry_for(const uint64_t *desc, size_t n, uint64_t total,
					  uint32_t cutoff)
{
	uint64_t desired = desired_sum(total, cutoff), sum = 0, count = 0;
	size_t i = 0;

	while (sum < desired && i < n) {
		count = desc[i];
		while (i < n && desc[i] == count)
			sum = add_saturating(sum, desc[i++]);
	}
	return (struct ext_summary_entry){ .cutoff = cutoff, .min_count = count, .n_counts = i };
}

void ext_summary_thresholds(uint64_t total, uint64_t hot_min_count, uint64_t cold_min_count,
			    uint64_t *hot, uint64_t *cold)
{
	if (total == 0) {
		*hot = UINT64_MAX;	/* nothing is hot */
		*cold = 0;
		return;
	}
	*hot = hot_min_count;
	*cold = cold_min_count;
	/* LLVM ProfileSummaryInfo::computeThresholds: keep the classes apart. */
	if (*hot == *cold) {
		if (*cold > 0)
			(*cold)--;
		else
			(*hot)++;
	}
}

static int descending(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return (x < y) - (x > y);
}

int ext_summary_compute(const uint64_t *counts, size_t n, uint32_t cutoff_hot,
			uint32_t cutoff_cold, struct ext_summary *s)
{
	uint64_t *desc = NULL;
	struct ext_summary_entry hot, cold;

	if (cutoff_hot > EXT_CUTOFF_SCALE || cutoff_cold > EXT_CUTOFF_SCALE)
		return -1;
	if (n && !(desc = malloc(n * sizeof *desc)))
		return -1;
	if (n) {
		memcpy(desc, counts, n * sizeof *desc);
		qsort(desc, n, sizeof *desc, descending);
	}

	memset(s, 0, sizeof *s);
	s->n_counts = n;
	s->max = n ? desc[0] : 0;
	for (size_t i = 0; i < n; i++)
		s->total = add_saturating(s->total, desc[i]);
	for (size_t i = 0; i < ext_summary_n_cutoffs; i++)
		s->entries[s->n_entries++] = entry_for(desc, n, s->total, ext_summary_cutoffs[i]);
	hot = entry_for(desc, n, s->total, cutoff_hot);
	cold = entry_for(desc, n, s->total, cutoff_cold);
	s->cutoff_hot = cutoff_hot;
	s->cutoff_cold = cutoff_cold;
	ext_summary_thresholds(s->total, hot.min_count, cold.min_count, &s->hot, &s->cold);
	free(desc);
	return 0;
}

int ext_summary_thresholds_of(const uint64_t *counts, size_t n, uint32_t cutoff_hot, uint32_t cutoff_cold,
		   uint64_t *hot, uint64_t *cold)
{
	struct ext_summary s;

	if (ext_summary_compute(counts, n, cutoff_hot, cutoff_cold, &s))
		return -1;
	*hot = s.hot;
	*cold = s.cold;
	return 0;
}

int ext_summary_cutoff_parse(const char *text, uint32_t *cutoff)
{
	uint64_t whole = 0, frac = 0, value;
	int n_whole = 0, n_frac = 0;
	const char *p = text;

	for (; *p >= '0' && *p <= '9' && n_whole < 8; p++, n_whole++)
		whole = whole * 10 + (uint64_t)(*p - '0');
	if (n_whole == 0)
		return -1;
	if (*p == '\0') {
		value = whole;	/* millionths */
	} else {
		if (*p == '.')
			for (p++; *p >= '0' && *p <= '9' && n_frac < 4; p++, n_frac++)
				frac = frac * 10 + (uint64_t)(*p - '0');
		if (p[0] != '%' || p[1] != '\0' || (p[-1] == '.'))
			return -1;
		for (; n_frac < 4; n_frac++)
			frac *= 10;
		value = whole * 10000 + frac;	/* percent with 4 decimals = millionths */
	}
	if (value < 1 || value > EXT_CUTOFF_SCALE)
		return -1;
	*cutoff = (uint32_t)value;
	return 0;
}

const char *ext_summary_cutoff_format(uint32_t cutoff, char *buf)
{
	snprintf(buf, 16, "%u.%04u%%", (unsigned)(cutoff / 10000), (unsigned)(cutoff % 10000));
	return buf;
}

enum ext_summary_class ext_summary_classify(int64_t count, uint64_t hot, uint64_t cold)
{
	if (count < 0)
		return EXT_CLASS_NEUTRAL;
	if ((uint64_t)count >= hot)
		return EXT_CLASS_HOT;
	if ((uint64_t)count <= cold)
		return EXT_CLASS_COLD;
	return EXT_CLASS_NEUTRAL;
}

const char *ext_summary_class_name(enum ext_summary_class cls)
{
	switch (cls) {
	case EXT_CLASS_HOT: return "hot";
	case EXT_CLASS_COLD: return "cold";
	default: return "neutral";
	}
}

int ext_summary_untrained(int64_t entry, int64_t body_max)
{
	return entry == 0 && body_max == 0;
}

int ext_summary_mended(int64_t count, int64_t incoming)
{
	return count == 0 && incoming > 0;
}

uint64_t ext_summary_count_at(const struct ext_summary *s, uint32_t cutoff)
{
	const struct ext_summary_entry *best = NULL;

	if (!s->total)
		return UINT64_MAX;
	if (cutoff == s->cutoff_hot)
		return s->hot;
	for (size_t i = 0; i < s->n_entries; i++)
		if (s->entries[i].cutoff >= cutoff && (!best || s->entries[i].cutoff < best->cutoff))
			best = &s->entries[i];
	return best ? best->min_count : UINT64_MAX;
}
