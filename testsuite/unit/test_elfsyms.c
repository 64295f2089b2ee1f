/* ELF symbol walk (elfsyms.h) and names for profile ids (index.h), on this
 * test's own executable and on the archive build/libpgoipo-ext.a. */
#include "elfsyms.h"
#include "index.h"

#include "profile-id.h"
#include "unit.h"

#include <elf.h>
#include <stdlib.h>
#include <unistd.h>

static const char *archive;	/* build/libpgoipo-ext.a, from argv[0] */
static struct ext_error E;

__attribute__((noinline)) int unit_public_fn(int x) { return x + 1; }
__attribute__((noinline, visibility("hidden"))) int unit_hidden_fn(int x) { return x + 2; }
__attribute__((noinline)) static int unit_static_fn(int x) { return x + 3; }
int (*volatile unit_keep)(int) = unit_static_fn;
/* A name that is not an assembler identifier (gas takes it quoted). */
__attribute__((noinline)) int unit_weird_fn(int x) __asm__("\"1unit_weird\"");
int unit_weird_fn(int x) { return x + 4; }
int (*volatile unit_keep_weird)(int) = unit_weird_fn;

struct seen {
	const char *want;
	const char *member;	/* want it in this archive member (or NULL) */
	int found;
	struct ext_elfsyms_symbol sym;	/* its strings live only during the walk: */
	char section[64];		/* the section name, copied */
};

static int look(const struct ext_elfsyms_symbol *s, void *data)
{
	struct seen *w = data;

	if (strcmp(s->name, w->want) || !ext_elfsyms_is_defined_function(s))
		return 0;
	if (w->member && (!s->member || strcmp(s->member, w->member)))
		return 0;
	w->found++;
	w->sym = *s;
	snprintf(w->section, sizeof w->section, "%s", s->section ? s->section : "");
	w->sym.name = w->sym.section = w->sym.member = w->sym.file = NULL;
	return 0;
}

static struct seen find(const char *path, const char *name, const char *member)
{
	struct seen w = { .want = name, .member = member };
	CHECK_INT(ext_elfsyms_for_each(path, look, &w, &E), 0);
	return w;
}

TEST(executable_symbols)
{
	struct seen pub = find("/proc/self/exe", "unit_public_fn", NULL);
	struct seen hid = find("/proc/self/exe", "unit_hidden_fn", NULL);
	struct seen sta = find("/proc/self/exe", "unit_static_fn", NULL);

	CHECK_INT(pub.found, 1);
	CHECK_INT(pub.sym.bind, STB_GLOBAL);
	CHECK_INT(pub.sym.type, STT_FUNC);
	CHECK(pub.sym.size > 0);

	CHECK(!pub.sym.dynamic);
	CHECK(pub.sym.elf_type == ET_DYN || pub.sym.elf_type == ET_EXEC);
	CHECK_STR(pub.section, ".text");
	CHECK(ext_elfsyms_was_public(&pub.sym));
	/* ld keeps a hidden function of an executable global and hidden (in a
	 * shared object it becomes local and default: see index.h) */
	CHECK_INT(hid.found, 1);
	CHECK_INT(hid.sym.visibility, STV_HIDDEN);
	CHECK(ext_elfsyms_was_public(&hid.sym));
	CHECK_INT(sta.found, 1);
	CHECK(!ext_elfsyms_was_public(&sta.sym));
}

TEST(archive_members)
{
	struct seen w = find(archive, "ext_profile_id_of", "profile-id.o");

	CHECK_INT(w.found, 1);
	CHECK_INT(w.sym.elf_type, ET_REL);
	CHECK_INT(w.sym.bind, STB_GLOBAL);
	CHECK(!strncmp(w.section, ".text", 5));
	/* undefined references are not definitions */
	w = find(archive, "ext_profile_id_of", "names.o");
	CHECK_INT(w.found, 0);
}

static int stop_at_first(const struct ext_elfsyms_symbol *s, void *data)
{
	(void)s;
	(void)data;
	return 7;
}

TEST(callback_stops_walk)
{
	CHECK_INT(ext_elfsyms_for_each("/proc/self/exe", stop_at_first, NULL, &E), 7);
}

TEST(not_elf)
{
	char path[] = "/tmp/pgoipo-unit-XXXXXX";
	int fd = mkstemp(path);
	char msg[256];

	CHECK(fd >= 0);
	CHECK(write(fd, "hello\n", 6) == 6);
	close(fd);
	CHECK_INT(ext_elfsyms_for_each(path, stop_at_first, NULL, &E), -1);
	snprintf(msg, sizeof msg, "%s: not an ELF file or archive", path);
	CHECK_STR(E.msg, msg);
	unlink(path);
	CHECK_INT(ext_elfsyms_for_each("/nonexistent/prog", stop_at_first, NULL, &E), -1);
	CHECK_STR(E.msg, "/nonexistent/prog: No such file or directory");
}

/* Names for ids: public and hidden functions, not static ones, only the ids
 * asked for. */
TEST(names_for_ids)
{
	struct ext_summary s = { 0 };
	struct ext_index *idx = ext_index_new(&s, 0, 0);
	uint32_t ids[3] = { ext_profile_id_of("unit_public_fn"), ext_profile_id_of("unit_hidden_fn"),
			    ext_profile_id_of("unit_static_fn") };

	/* sorted, as ext_index_add_elf_names wants */
	for (int i = 0; i < 3; i++)
		for (int j = i + 1; j < 3; j++)
			if (ids[j] < ids[i]) {
				uint32_t t = ids[i];
				ids[i] = ids[j];
				ids[j] = t;
			}
	CHECK_INT(ext_index_add_elf_names(idx, "/proc/self/exe", ids, 3, NULL, NULL, &E), 0);
	ext_index_sort_names(idx);
	/* A local symbol names an id the profile has: LTO localizes public
	 * functions, whose ids GCC computed from the bare name. */
	CHECK_INT(ext_index_n_names(idx), 3);
	CHECK_STR(ext_index_name(idx, ext_profile_id_of("unit_public_fn")), "unit_public_fn");
	CHECK_STR(ext_index_name(idx, ext_profile_id_of("unit_hidden_fn")), "unit_hidden_fn");
	CHECK_STR(ext_index_name(idx, ext_profile_id_of("unit_static_fn")), "unit_static_fn");
	ext_index_free(idx);

	/* Without the profile's ids only public symbols name anything. */
	idx = ext_index_new(&s, 0, 0);
	CHECK_INT(ext_index_add_elf_names(idx, "/proc/self/exe", NULL, 0, NULL, NULL, &E), 0);
	ext_index_sort_names(idx);
	CHECK_STR(ext_index_name(idx, ext_profile_id_of("unit_public_fn")), "unit_public_fn");
	CHECK(ext_index_name(idx, ext_profile_id_of("unit_static_fn")) == NULL);
	ext_index_free(idx);
}

struct skipped {
	int n;
	char file[256], symbol[64];
};

static void note_skipped(const char *file, const char *symbol, void *data)
{
	struct skipped *s = data;
	s->n++;
	snprintf(s->file, sizeof s->file, "%s", file);
	snprintf(s->symbol, sizeof s->symbol, "%s", symbol);
}

/* A function whose name the index cannot hold is skipped, and the caller
 * told: only when its id is asked for. */
TEST(names_skip_non_identifiers)
{
	struct ext_summary s = { 0 };
	struct ext_index *idx = ext_index_new(&s, 0, 0);
	uint32_t id = ext_profile_id_of("1unit_weird"), other = id + 1;
	struct skipped sk = { 0 };

	CHECK_INT(ext_index_add_elf_names(idx, "/proc/self/exe", &id, 1, note_skipped, &sk, &E), 0);
	CHECK_INT(sk.n, 1);
	CHECK_STR(sk.file, "/proc/self/exe");
	CHECK_STR(sk.symbol, "1unit_weird");
	ext_index_sort_names(idx);
	CHECK_INT(ext_index_n_names(idx), 0);
	sk.n = 0;
	CHECK_INT(ext_index_add_elf_names(idx, "/proc/self/exe", &other, 1, note_skipped, &sk, &E), 0);
	CHECK_INT(sk.n, 0);
	ext_index_free(idx);
}

int main(int argc, char **argv)
{
	static char path[4096];
	const char *slash = argc > 0 ? strrchr(argv[0], '/') : NULL;

	(void)argc;
	/* build/unit/test_elfsyms -> build/libpgoipo-ext.a */
	snprintf(path, sizeof path, "%.*s/../libpgoipo-ext.a",
		 slash ? (int)(slash - argv[0]) : 1, slash ? argv[0] : ".");
	archive = path;
	RUN(executable_symbols);
	RUN(archive_members);
	RUN(callback_stops_walk);
	RUN(not_elf);
	RUN(names_for_ids);
	RUN(names_skip_non_identifiers);
	return unit_done() + (unit_keep(0) != 3) + (unit_keep_weird(0) != 4);
}
