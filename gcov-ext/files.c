/* files.c — see files.h. */
#include "files.h"

#include <dirent.h>
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int ext_files_read(const char *path, char **buf, size_t *size, struct ext_error *err)
{
	FILE *f = fopen(path, "rb");
	char *data = NULL;
	size_t len = 0, cap = 0, got;

	if (!f)
		return ext_error_set(err, "%s: %s", path, strerror(errno));
	do {
		if (len == cap) {
			char *p = realloc(data, cap = cap ? 2 * cap : 65536);
			if (!p) {
				free(data);
				fclose(f);
				return ext_error_set(err, "%s: out of memory", path);
			}
			data = p;
		}
		errno = 0;
		got = fread(data + len, 1, cap - len, f);
		len += got;
	} while (got);
	if (ferror(f)) {
		/* a directory reads as EISDIR */
		int e = errno ? errno : EIO;
		free(data);
		fclose(f);
		return ext_error_set(err, "%s: %s", path, strerror(e));
	}
	fclose(f);
	*buf = data;
	*size = len;
	return 0;
}

void ext_files_list_free(struct ext_files_list *list)
{
	for (size_t i = 0; i < list->n; i++)
		free(list->names[i]);
	free(list->names);
	memset(list, 0, sizeof *list);
}

static int list_add(struct ext_files_list *list, char *name, struct ext_error *err)
{
	if (list->n == list->cap) {
		size_t cap = list->cap ? 2 * list->cap : 16;
		char **names = realloc(list->names, cap * sizeof *names);
		if (!names) {
			free(name);
			return ext_error_set(err, "out of memory");
		}
		list->names = names;
		list->cap = cap;
	}
	list->names[list->n++] = name;
	return 0;
}

static int bytewise(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static bool has_suffix(const char *name, const char *suffix)
{
	size_t n = strlen(name), s = strlen(suffix);
	return n >= s && !strcmp(name + n - s, suffix);
}

static int walk_directory(const char *dir, const char *suffix, struct ext_files_list *list,
			  struct ext_error *err)
{
	struct ext_files_list entries = { 0 };
	struct dirent *d;
	DIR *dp = opendir(dir);
	int r = 0;

	if (!dp)
		return ext_error_set(err, "%s: %s", dir, strerror(errno));
	while (!r && (errno = 0, d = readdir(dp))) {
		char *path;
		if (!strcmp(d->d_name, ".") || !strcmp(d->d_name, ".."))
			continue;
		if (asprintf(&path, "%s/%s", dir, d->d_name) < 0)
			r = ext_error_set(err, "out of memory");
		else
			r = list_add(&entries, path, err);
	}
	if (!r && errno)
		r = ext_error_set(err, "%s: %s", dir, strerror(errno));
	closedir(dp);
	if (entries.n)
		qsort(entries.names, entries.n, sizeof *entries.names, bytewise);
	for (size_t i = 0; !r && i < entries.n; i++) {
		struct stat st, lst;
		char *path = entries.names[i];

		if (lstat(path, &lst) || stat(path, &st))
			continue;	/* vanished, or a dangling link */
		if (S_ISDIR(st.st_mode)) {
			if (!S_ISLNK(lst.st_mode))
				r = walk_directory(path, suffix, list, err);
		} else if (has_suffix(path, suffix)) {
			entries.names[i] = NULL;	/* moves to LIST */
			r = list_add(list, path, err);
		}
	}
	ext_files_list_free(&entries);
	return r;
}

int ext_files_find(const char *path, const char *suffix, struct ext_files_list *list,
		   struct ext_error *err)
{
	struct stat st;
	char *copy;

	if (stat(path, &st))
		return ext_error_set(err, "%s: %s", path, strerror(errno));
	if (S_ISDIR(st.st_mode))
		return walk_directory(path, suffix, list, err);
	if (!(copy = strdup(path)))
		return ext_error_set(err, "out of memory");
	return list_add(list, copy, err);
}
