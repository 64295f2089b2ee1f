/* names.c — index.h's names from ELF files. */
#include "index.h"
#include "elfsyms.h"
#include "profile-id.h"

#include <stdio.h>
#include <stdlib.h>

struct wanted {
	struct ext_index *idx;
	const uint32_t *ids;
	size_t n_ids;
	ext_index_skip_fn skipped;
	void *data;
	struct ext_error *err;
};

static int by_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
	return (x > y) - (x < y);
}

static int visit(const struct ext_elfsyms_symbol *sym, void *data)
{
	struct wanted *w = data;
	uint32_t id;

	if (!ext_elfsyms_is_defined_function(sym) || !*sym->name)
		return 0;
	id = ext_profile_id_of(sym->name);
	/* A local symbol names an id only when the profile has that id: LTO
	 * localizes public functions (whose ids GCC computed from the bare
	 * name at compile time), while a static function's real id mixes in
	 * its file, so the bare-name id of a static is not in the profile. */
	if (!ext_elfsyms_was_public(sym) && !w->ids)
		return 0;
	if (w->ids && !bsearch(&id, w->ids, w->n_ids, sizeof id, by_u32))
		return 0;
	if (!ext_index_symbol_ok(sym->name)) {
		/* the index could not be read back */
		if (w->skipped) {
			char file[1024];
			if (sym->member)
				snprintf(file, sizeof file, "%s(%s)", sym->file, sym->member);
			else
				snprintf(file, sizeof file, "%s", sym->file);
			w->skipped(file, sym->name, w->data);
		}
		return 0;
	}
	/* the only failure left is running out of memory */
	return ext_index_add_name(w->idx, id, sym->name, w->err) ? 1 : 0;
}

int ext_index_add_elf_names(struct ext_index *idx, const char *path, const uint32_t *ids,
			    size_t n_ids, ext_index_skip_fn skipped, void *data,
			    struct ext_error *err)
{
	struct wanted w = { idx, ids, n_ids, skipped, data, err };
	int r = ext_elfsyms_for_each(path, visit, &w, err);

	if (r > 0)
		return ext_error_set(err, "%s: out of memory", path);
	return r;
}
