/* elfsyms.c — see elfsyms.h. */
#include "elfsyms.h"

#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <string.h>
#include <unistd.h>

struct walk {
	const char *path;
	const char *member;
	ext_elf_symbol_fn fn;
	void *data;
	struct ext_error *err;
};

static int elf_failure(const struct walk *w, const char *what)
{
	if (w->member)
		return ext_fail(w->err, "%s(%s): %s: %s", w->path, w->member, what, elf_errmsg(-1));
	return ext_fail(w->err, "%s: %s: %s", w->path, what, elf_errmsg(-1));
}

/* The symbol table to read: .symtab, else .dynsym. */
static Elf_Scn *find_symtab(Elf *e, bool *dynamic)
{
	Elf_Scn *scn = NULL, *dynsym = NULL;
	GElf_Shdr shdr;

	while ((scn = elf_nextscn(e, scn))) {
		if (!gelf_getshdr(scn, &shdr))
			continue;
		if (shdr.sh_type == SHT_SYMTAB) {
			*dynamic = false;
			return scn;
		}
		if (shdr.sh_type == SHT_DYNSYM && !dynsym)
			dynsym = scn;
	}
	*dynamic = true;
	return dynsym;
}

/* The SHT_SYMTAB_SHNDX section that extends SYMTAB's section indexes, if any. */
static Elf_Data *find_shndx(Elf *e, size_t symtab_index)
{
	Elf_Scn *scn = NULL;
	GElf_Shdr shdr;

	while ((scn = elf_nextscn(e, scn)))
		if (gelf_getshdr(scn, &shdr) && shdr.sh_type == SHT_SYMTAB_SHNDX
		    && shdr.sh_link == symtab_index)
			return elf_getdata(scn, NULL);
	return NULL;
}

static const char *section_name(Elf *e, size_t shstrndx, uint32_t shndx)
{
	Elf_Scn *scn;
	GElf_Shdr shdr;

	if (shndx == SHN_UNDEF || (shndx >= SHN_LORESERVE && shndx <= SHN_HIRESERVE))
		return NULL;
	scn = elf_getscn(e, shndx);
	if (!scn || !gelf_getshdr(scn, &shdr))
		return NULL;
	return elf_strptr(e, shstrndx, shdr.sh_name);
}

static int walk_elf(const struct walk *w, Elf *e)
{
	struct ext_elf_symbol sym = { .file = w->path, .member = w->member };
	GElf_Ehdr ehdr;
	GElf_Shdr shdr;
	Elf_Scn *symtab;
	Elf_Data *data, *shndx_data;
	size_t shstrndx, n;

	if (!gelf_getehdr(e, &ehdr))
		return elf_failure(w, "bad ELF header");
	if (elf_getshdrstrndx(e, &shstrndx))
		return elf_failure(w, "bad section header string table");
	sym.elf_type = ehdr.e_type;
	symtab = find_symtab(e, &sym.dynamic);
	if (!symtab)
		return 0;	/* no symbols at all */
	if (!gelf_getshdr(symtab, &shdr) || !(data = elf_getdata(symtab, NULL)))
		return elf_failure(w, "bad symbol table");
	shndx_data = find_shndx(e, elf_ndxscn(symtab));
	n = shdr.sh_entsize ? shdr.sh_size / shdr.sh_entsize : 0;
	for (size_t i = 1; i < n; i++) {	/* entry 0 is the null symbol */
		GElf_Sym s;
		Elf32_Word xndx = 0;
		int r;

		if (!gelf_getsymshndx(data, shndx_data, (int)i, &s, &xndx))
			return elf_failure(w, "bad symbol");
		sym.name = elf_strptr(e, shdr.sh_link, s.st_name);
		if (!sym.name)
			sym.name = "";
		sym.bind = GELF_ST_BIND(s.st_info);
		sym.type = GELF_ST_TYPE(s.st_info);
		sym.visibility = GELF_ST_VISIBILITY(s.st_other);
		sym.shndx = s.st_shndx == SHN_XINDEX ? xndx : s.st_shndx;
		sym.section = section_name(e, shstrndx, sym.shndx);
		sym.value = s.st_value;
		sym.size = s.st_size;
		if ((r = w->fn(&sym, w->data)))
			return r;
	}
	return 0;
}

static int walk_archive(struct walk *w, int fd, Elf *ar)
{
	Elf_Cmd cmd = ELF_C_READ;
	Elf *m;
	int r = 0;

	while (!r && (m = elf_begin(fd, cmd, ar))) {
		Elf_Arhdr *h = elf_getarhdr(m);

		w->member = h ? h->ar_name : "?";
		if (elf_kind(m) == ELF_K_ELF)
			r = walk_elf(w, m);
		cmd = elf_next(m);
		elf_end(m);
	}
	w->member = NULL;
	return r;
}

int ext_elf_for_each_symbol(const char *path, ext_elf_symbol_fn fn, void *data,
			    struct ext_error *err)
{
	struct walk w = { .path = path, .fn = fn, .data = data, .err = err };
	int fd, r;
	Elf *e;

	if (elf_version(EV_CURRENT) == EV_NONE)
		return ext_fail(err, "%s: libelf is out of date", path);
	if ((fd = open(path, O_RDONLY)) < 0)
		return ext_fail(err, "%s: %s", path, strerror(errno));
	if (!(e = elf_begin(fd, ELF_C_READ, NULL))) {
		r = elf_failure(&w, "cannot read");
	} else {
		switch (elf_kind(e)) {
		case ELF_K_ELF:
			r = walk_elf(&w, e);
			break;
		case ELF_K_AR:
			r = walk_archive(&w, fd, e);
			break;
		default:
			r = ext_fail(err, "%s: not an ELF file or archive", path);
			break;
		}
		elf_end(e);
	}
	close(fd);
	return r;
}

bool ext_elf_symbol_is_defined_function(const struct ext_elf_symbol *sym)
{
	return (sym->type == STT_FUNC || sym->type == STT_GNU_IFUNC) && sym->shndx != SHN_UNDEF;
}

bool ext_elf_symbol_was_public(const struct ext_elf_symbol *sym)
{
	if (sym->bind == STB_GLOBAL || sym->bind == STB_WEAK)
		return true;
	return sym->bind == STB_LOCAL
	       && (sym->visibility == STV_HIDDEN || sym->visibility == STV_INTERNAL);
}
