/* elfsyms.c — see elfsyms.h.  objfile.c reads the file; this walks what it read. */
#include "elfsyms.h"
#include "objfile.h"

#include <elf.h>

/* The name of the section a symbol is defined in; none for SHN_UNDEF and the
 * reserved indices (SHN_ABS, SHN_COMMON, ...). */
static const char *section_name(const struct ext_objfile *f, uint32_t shndx)
{
	if (shndx == SHN_UNDEF || (shndx >= SHN_LORESERVE && shndx <= SHN_HIRESERVE) ||
	    shndx >= f->nsections)
		return NULL;
	return f->sections[shndx].name;
}

int ext_elfsyms_for_each(const char *path, ext_elfsyms_fn fn, void *data,
			    struct ext_error *err)
{
	struct ext_objfile_set set = { 0 };
	/* After a read error SET still holds the symbols before it: the callback
	 * sees them, and may stop the walk, as in a walk that reads as it goes. */
	int stop = 0, r = ext_objfile_read(path, NULL, &set, err);

	for (size_t i = 0; i < set.n && !stop; i++) {
		const struct ext_objfile *f = &set.files[i];

		for (size_t k = 0; k < f->nsymbols && !stop; k++) {
			const struct ext_objfile_symbol *s = &f->symbols[k];
			struct ext_elfsyms_symbol sym = {
				.file = path, .member = f->member, .elf_type = f->e_type,
				.dynamic = f->dynamic, .name = s->name, .bind = s->bind,
				.type = s->type, .visibility = s->visibility, .shndx = s->shndx,
				.section = section_name(f, s->shndx), .value = s->value,
				.size = s->size,
			};
			stop = fn(&sym, data);
		}
	}
	ext_objfile_set_free(&set);
	return stop ? stop : r;
}

bool ext_elfsyms_is_defined_function(const struct ext_elfsyms_symbol *sym)
{
	return (sym->type == STT_FUNC || sym->type == STT_GNU_IFUNC) && sym->shndx != SHN_UNDEF;
}

bool ext_elfsyms_was_public(const struct ext_elfsyms_symbol *sym)
{
	if (sym->bind == STB_GLOBAL || sym->bind == STB_WEAK)
		return true;
	return sym->bind == STB_LOCAL
	       && (sym->visibility == STV_HIDDEN || sym->visibility == STV_INTERNAL);
}
