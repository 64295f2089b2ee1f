/* objfile.c — see objfile.h. */
#include "objfile.h"

#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char *dup_or_empty(const char *s)
{
	return strdup(s ? s : "");
}

static void obj_file_free(struct ext_objfile *f)
{
	for (size_t i = 0; i < f->nsections; i++) {
		free(f->sections[i].name);
		free(f->sections[i].data);
		free(f->sections[i].signature);
	}
	for (size_t i = 0; i < f->nsymbols; i++)
		free(f->symbols[i].name);
	free(f->sections);
	free(f->symbols);
	free(f->name);
	free(f->member);
}

void ext_objfile_set_free(struct ext_objfile_set *set)
{
	for (size_t i = 0; i < set->n; i++)
		obj_file_free(&set->files[i]);
	free(set->files);
	set->files = NULL;
	set->n = set->cap = 0;
}

static int elf_fail(struct ext_error *err, const char *name, const char *what)
{
	return ext_error_set(err, "%s: %s: %s", name, what, elf_errmsg(-1));
}

static int read_sections(Elf *elf, struct ext_objfile *f, const char *keep, size_t shstrndx,
			 struct ext_error *err)
{
	size_t shnum;

	if (elf_getshdrnum(elf, &shnum) != 0)
		return elf_fail(err, f->name, "bad section header table");
	f->sections = calloc(shnum ? shnum : 1, sizeof *f->sections);
	if (!f->sections)
		return ext_error_set(err, "%s: out of memory", f->name);
	f->nsections = shnum;
	for (size_t i = 1; i < shnum; i++) {
		Elf_Scn *scn = elf_getscn(elf, i);
		struct ext_objfile_section *s = &f->sections[i];
		GElf_Shdr sh;

		if (!scn || !gelf_getshdr(scn, &sh))
			return elf_fail(err, f->name, "bad section header");
		s->name = dup_or_empty(elf_strptr(elf, shstrndx, sh.sh_name));
		if (!s->name)
			return ext_error_set(err, "%s: out of memory", f->name);
		s->type = sh.sh_type;
		s->flags = sh.sh_flags;
		s->size = sh.sh_size;
		if (keep && sh.sh_type != SHT_NOBITS && !strcmp(s->name, keep)) {
			Elf_Data *d = elf_rawdata(scn, NULL);
			if (!d)
				return elf_fail(err, f->name, "cannot read section");
			s->data = malloc(d->d_size ? d->d_size : 1);
			if (!s->data)
				return ext_error_set(err, "%s: out of memory", f->name);
			if (d->d_size)
				memcpy(s->data, d->d_buf, d->d_size);
			s->data_len = d->d_size;
		}
	}
	return 0;
}

/* The symbol table: .symtab, else .dynsym; the extended section indices of
 * objects with more than 65279 sections (-ffunction-sections) included. */
static int read_symbols(Elf *elf, struct ext_objfile *f, struct ext_error *err)
{
	Elf_Scn *symscn = NULL, *shndxscn = NULL;
	Elf_Data *syms, *shndx = NULL;
	GElf_Shdr symsh;
	size_t symidx = 0, count;

	for (int pass = 0; pass < 2 && !symscn; pass++)
		for (size_t i = 1; i < f->nsections; i++)
			if (f->sections[i].type == (pass ? SHT_DYNSYM : SHT_SYMTAB)) {
				symscn = elf_getscn(elf, i);
				symidx = i;
				break;
			}
	if (!symscn)
		return 0;
	f->dynamic = f->sections[symidx].type == SHT_DYNSYM;
	if (!gelf_getshdr(symscn, &symsh) || !(syms = elf_getdata(symscn, NULL)))
		return elf_fail(err, f->name, "cannot read the symbol table");
	for (size_t i = 1; i < f->nsections; i++) {
		GElf_Shdr sh;
		Elf_Scn *scn = elf_getscn(elf, i);
		if (f->sections[i].type == SHT_SYMTAB_SHNDX && scn && gelf_getshdr(scn, &sh) &&
		    sh.sh_link == symidx) {
			shndxscn = scn;
			break;
		}
	}
	if (shndxscn && !(shndx = elf_getdata(shndxscn, NULL)))
		return elf_fail(err, f->name, "cannot read the extended section indices");

	count = symsh.sh_entsize ? symsh.sh_size / symsh.sh_entsize : 0;
	f->symbols = calloc(count ? count : 1, sizeof *f->symbols);
	if (!f->symbols)
		return ext_error_set(err, "%s: out of memory", f->name);
	for (size_t i = 1; i < count; i++) {
		struct ext_objfile_symbol *s = &f->symbols[f->nsymbols];
		GElf_Sym sym;
		Elf32_Word xndx = 0;

		if (!gelf_getsymshndx(syms, shndx, (int)i, &sym, &xndx))
			return elf_fail(err, f->name, "bad symbol");
		s->name = dup_or_empty(elf_strptr(elf, symsh.sh_link, sym.st_name));
		if (!s->name)
			return ext_error_set(err, "%s: out of memory", f->name);
		s->shndx = sym.st_shndx == SHN_XINDEX ? xndx : sym.st_shndx;
		s->value = sym.st_value;
		s->size = sym.st_size;
		s->bind = GELF_ST_BIND(sym.st_info);
		s->type = GELF_ST_TYPE(sym.st_info);
		s->visibility = GELF_ST_VISIBILITY(sym.st_other);
		f->nsymbols++;
	}
	return 0;
}

/* The COMDAT groups: each GRP_COMDAT group section's signature, and the
 * group of each of its members.  Other groups (no GRP_COMDAT flag) are kept
 * whole by every linker and are left out. */
static int read_groups(Elf *elf, struct ext_objfile *f, struct ext_error *err)
{
	for (size_t i = 1; i < f->nsections; i++) {
		Elf_Scn *scn, *symscn;
		Elf_Data *d, *syms;
		GElf_Shdr sh, symsh;
		GElf_Sym sym;
		const Elf32_Word *w;
		const char *sig = NULL;
		size_t nw;

		if (f->sections[i].type != SHT_GROUP)
			continue;
		if (!(scn = elf_getscn(elf, i)) || !gelf_getshdr(scn, &sh) ||
		    !(d = elf_getdata(scn, NULL)))
			return elf_fail(err, f->name, "cannot read a section group");
		w = d->d_buf;
		nw = d->d_size / sizeof *w;
		if (!nw || !(w[0] & GRP_COMDAT))
			continue;
		if (!(symscn = elf_getscn(elf, sh.sh_link)) || !gelf_getshdr(symscn, &symsh) ||
		    !(syms = elf_getdata(symscn, NULL)) || !gelf_getsym(syms, (int)sh.sh_info, &sym))
			return elf_fail(err, f->name, "bad section group signature");
		sig = elf_strptr(elf, symsh.sh_link, sym.st_name);
		if ((!sig || !*sig) && GELF_ST_TYPE(sym.st_info) == STT_SECTION &&
		    sym.st_shndx < f->nsections)
			sig = f->sections[sym.st_shndx].name;
		if (!(f->sections[i].signature = dup_or_empty(sig)))
			return ext_error_set(err, "%s: out of memory", f->name);
		for (size_t k = 1; k < nw; k++)
			if (w[k] > 0 && w[k] < f->nsections)
				f->sections[w[k]].group = (uint32_t)i;
	}
	return 0;
}

/* Append ELF to SET: the file PATH, or when MEMBER is given that member of
 * the archive PATH. */
static int read_elf(Elf *elf, const char *path, const char *member, const char *keep,
		    struct ext_objfile_set *set, struct ext_error *err)
{
	struct ext_objfile *f;
	GElf_Ehdr eh;
	size_t shstrndx;

	if (set->n == set->cap) {
		size_t cap = set->cap ? 2 * set->cap : 16;
		struct ext_objfile *files = realloc(set->files, cap * sizeof *files);
		if (!files)
			return ext_error_set(err, "%s: out of memory", path);
		set->files = files;
		set->cap = cap;
	}
	f = &set->files[set->n];
	memset(f, 0, sizeof *f);
	if (member) {
		size_t len = strlen(path) + strlen(member) + 3;
		if ((f->name = malloc(len)))
			snprintf(f->name, len, "%s(%s)", path, member);
		f->member = strdup(member);
	} else {
		f->name = strdup(path);
	}
	if (!f->name || (member && !f->member)) {
		obj_file_free(f);
		return ext_error_set(err, "%s: out of memory", path);
	}
	set->n++;	/* from here on ext_objfile_set_free frees it */
	if (!gelf_getehdr(elf, &eh))
		return elf_fail(err, f->name, "bad ELF header");
	f->e_type = eh.e_type;
	if (elf_getshdrstrndx(elf, &shstrndx) != 0)
		return elf_fail(err, f->name, "no section name table");
	if (read_sections(elf, f, keep, shstrndx, err) < 0 || read_symbols(elf, f, err) < 0 ||
	    read_groups(elf, f, err) < 0)
		return -1;
	return 0;
}

int ext_objfile_read(const char *path, const char *keep, struct ext_objfile_set *set, struct ext_error *err)
{
	Elf *elf;
	int fd, ret = -1;

	if (elf_version(EV_CURRENT) == EV_NONE)
		return ext_error_set(err, "%s: libelf is too old", path);
	fd = open(path, O_RDONLY);
	if (fd < 0)
		return ext_error_set(err, "%s: %s", path, strerror(errno));
	elf = elf_begin(fd, ELF_C_READ, NULL);
	if (!elf) {
		elf_fail(err, path, "cannot read");
		goto out;
	}
	switch (elf_kind(elf)) {
	case ELF_K_ELF:
		ret = read_elf(elf, path, NULL, keep, set, err);
		break;
	case ELF_K_AR: {
		Elf *m;
		size_t members = 0, elf_members = 0;
		char first[256] = "";

		ret = 0;
		while (ret == 0 && (m = elf_begin(fd, ELF_C_READ, elf)) != NULL) {
			Elf_Arhdr *ah = elf_getarhdr(m);
			/* The archive's own symbol and name tables ("/", "//",
			 * "/SYM64/") are not members. */
			if (ah && ah->ar_name && ah->ar_name[0] != '/') {
				members++;
				if (elf_kind(m) == ELF_K_ELF) {
					elf_members++;
					ret = read_elf(m, path, ah->ar_name, keep, set, err);
				} else if (!first[0]) {
					snprintf(first, sizeof first, "%s", ah->ar_name);
				}
			}
			elf_next(m);
			elf_end(m);
		}
		/* Members that are not ELF are skipped; an archive of nothing
		 * else would silently give nothing. */
		if (ret == 0 && members && !elf_members)
			ret = ext_error_set(err, "%s: no ELF member in the archive (%zu member%s, '%s' "
					    "first: LLVM bitcode, or another format pgoipo cannot read)",
					    path, members, members == 1 ? "" : "s", first);
		break;
	}
	default:
		ext_error_set(err, "%s: not an ELF file or archive", path);
		break;
	}
	elf_end(elf);
out:
	close(fd);
	return ret;
}
