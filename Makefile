# pgoipo — GCC plugin and toolkit for profile-guided interprocedural optimization.
#
#   make              build build/pgoipo.so (plugin) and build/pgoipo (command)
#   make check        DejaGnu suite + C unit tests; last line "N passed, N failed[, N skipped]"
#   make check SANITIZE=1   the same for the command and unit tests under ASan+UBSan (build-san/)
#   make demo         the whole workflow on examples/dispatch, with what changed
#   make install      PREFIX=/usr/local DESTDIR= : the command, the plugin (under PREFIX/lib/gcc,
#                     loaded with -iplugindir=), the man pages; make uninstall removes them
#   make install-system   also the plugin into $(CC)'s own plugin directory (root):
#                     -fplugin=pgoipo then works by name; make uninstall-system
#   make man          build/man/pgoipo.1 and pgoipo-plugin.7, from the help texts
#   make deps         install what a fresh Debian 12 machine lacks (root), else print how
#   make check-packages   the driver on Debian source packages (lz4, bzip2: make; ninja-build:
#                     CMake, C++; jq: autotools), gold and lld, their own tests; PACKAGES=...
#   make bench        build real programs (SQLite, Lua, CPython) in every arm and measure; BENCH=...
#   make fuzz         fuzz the readers with libFuzzer (clang-14), FUZZ_SECONDS=60 each
#
# The plugin is built against the headers of the compiler that will load it:
# `$(CC) -print-file-name=plugin`.  CC=gcc-11 builds a plugin for gcc-11.

# make predefines CC=cc; `CC ?= gcc` would do nothing.
ifeq ($(origin CC),default)
CC = gcc
endif
# The C++ compiler that matches $(CC): gcc -> g++, gcc-11 -> g++-11,
# DIR/bin/gcc -> DIR/bin/g++ (only the file name changes).
ifeq ($(origin CXX),default)
CXX = $(if $(findstring /,$(CC)),$(dir $(CC)))$(subst gcc,g++,$(notdir $(CC)))
endif

PREFIX  ?= /usr/local
DESTDIR ?=
BINDIR  ?= $(PREFIX)/bin
MANDIR  ?= $(PREFIX)/share/man
BUILD   := build

# SANITIZE=1: the command and the unit tests built with AddressSanitizer and
# UndefinedBehaviorSanitizer into build-san/; `make check SANITIZE=1` runs the
# unit tests and the DejaGnu tests that run the command (SAN_TESTS).  The
# plugin runs inside cc1 and is never sanitized: build-san/ gets build/'s.
# Every sanitizer report in the log (the tests log what the command printed)
# counts as one more failure, whatever the test checked.
SANITIZE ?=
SAN_FLAGS :=
SAN_TESTS := unit.exp profile.exp order.exp tiers.exp llvm-cgprofile.exp running.exp \
             crossunit.exp stale.exp report.exp
CHECK_TESTS :=
COUNT_SAN_REPORTS :=
ifeq ($(SANITIZE),1)
BUILD     := build-san
SAN_FLAGS := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
CHECK_TESTS := $(SAN_TESTS)
COUNT_SAN_REPORTS := grep -hE 'runtime error:|ERROR: [A-Za-z]+Sanitizer' pgoipo.log | sort -u | \
                     sed 's/^/FAIL: sanitizer: /' >> pgoipo.sum;
endif

GCCPLUGINS_DIR := $(shell $(CC) -print-file-name=plugin)
GCC_MAJOR      := $(shell $(CC) -dumpversion | cut -d. -f1)
# make install: the plugin under PREFIX in GCC's own layout, lib/gcc/TRIPLET/
# VERSION/plugin (VERSION as GCC names its directories: -dumpversion), so
# that plugins for several GCC releases install side by side and
# -iplugindir=PLUGINDIR -fplugin=pgoipo loads the one of the GCC that runs.
# With PREFIX=/usr on Debian it is GCC's own plugin directory.
PLUGINDIR ?= $(PREFIX)/lib/gcc/$(shell $(CC) -dumpmachine)/$(shell $(CC) -dumpversion)/plugin
PGOIPO_VERSION := $(shell cat VERSION)

WARN     := -Wall -Wextra
CFLAGS   ?= -O2 -g
CXXFLAGS ?= -O2 -g
EXT_CFLAGS    := -std=c11 -D_GNU_SOURCE -fPIC $(WARN) -DPGOIPO_VERSION='"$(PGOIPO_VERSION)"'
PLUGIN_CXXFLAGS := -std=gnu++11 -fPIC -fno-rtti -fno-exceptions $(WARN) -Wno-unused-parameter \
                   -I$(GCCPLUGINS_DIR)/include -Iplugin -Ipasses -Igcov-ext \
                   -DPGOIPO_VERSION='"$(PGOIPO_VERSION)"'

EXT_SRCS   := $(filter-out gcov-ext/main.c,$(wildcard gcov-ext/*.c))
EXT_OBJS   := $(EXT_SRCS:gcov-ext/%.c=$(BUILD)/ext/%.o)
PLUGIN_SRCS := $(wildcard plugin/*.cc) $(wildcard passes/*.cc)
PLUGIN_OBJS := $(patsubst %.cc,$(BUILD)/%.o,$(PLUGIN_SRCS))
UNIT_SRCS  := $(wildcard testsuite/unit/test_*.c)
UNIT_BINS  := $(UNIT_SRCS:testsuite/unit/%.c=$(BUILD)/unit/%)

LIBEXT := $(BUILD)/libpgoipo-ext.a

.PHONY: all check check-installed check-packages check-toolchains demo install install-system uninstall \
        uninstall-system man deps clean unit tools bench fuzz FORCE
all: $(BUILD)/pgoipo.so $(BUILD)/pgoipo man

# The compiler the build is for: objects are built again when it changes.
$(BUILD)/compiler: FORCE
	@mkdir -p $(BUILD)
	@echo '$(CC)' | cmp -s - $@ || echo '$(CC)' > $@
FORCE:

$(BUILD)/ext/%.o: gcov-ext/%.c $(wildcard gcov-ext/*.h) VERSION $(BUILD)/compiler
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(SAN_FLAGS) $(EXT_CFLAGS) -c $< -o $@

$(LIBEXT): $(EXT_OBJS)
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^

$(BUILD)/pgoipo: $(BUILD)/ext/main.o $(LIBEXT)
	$(CC) $(CFLAGS) $(SAN_FLAGS) $^ -lelf -lm -o $@

# Plugin objects have their undefined symbols weakened: GCC loads a plugin with
# RTLD_NOW, and a plugin built for a newer GCC references functions an older
# one lacks, so the load failed with "undefined symbol" before plugin_init
# could say which releases differ.  Weak references load (as 0), and
# plugin_init, which uses only what every release has, refuses first.
# (Not gcov-ext's functions: a weak reference does not pull an archive member.)
$(BUILD)/%.o: %.cc $(wildcard plugin/*.h) $(wildcard passes/*.h) $(wildcard gcov-ext/*.h) VERSION \
		$(BUILD)/compiler
	@mkdir -p $(dir $@)
	$(CXX) $(CXXFLAGS) $(PLUGIN_CXXFLAGS) -c $< -o $@
	nm -u --format=just-symbols $@ | grep -v -e '^_GLOBAL_OFFSET_TABLE_$$' -e '^ext_' > $@.undef || true
	objcopy --weaken-symbols=$@.undef $@

# pgoipo.so.cc: the compiler the plugin is for (scripts/pgoipo-build's default).
ifeq ($(SANITIZE),1)
$(BUILD)/pgoipo.so: FORCE
	@$(MAKE) -s --no-print-directory SANITIZE= build/pgoipo.so
	@mkdir -p $(dir $@) && cp -p build/pgoipo.so $@ && cp -p build/pgoipo.so.cc $@.cc
else
$(BUILD)/pgoipo.so: $(PLUGIN_OBJS) $(LIBEXT)
	$(CXX) $(CXXFLAGS) -shared $(PLUGIN_OBJS) $(LIBEXT) -o $@
	cp $(BUILD)/compiler $@.cc
endif

# -Werror=unused-function: a TEST that no RUN calls stops the build.
$(BUILD)/unit/%: testsuite/unit/%.c testsuite/unit/unit.h $(LIBEXT)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(SAN_FLAGS) $(EXT_CFLAGS) -Werror=unused-function -DPGOIPO_SOURCE_DIR='"$(CURDIR)"' \
	    -Igcov-ext -Itestsuite/unit $< $(LIBEXT) -lelf -lm -o $@
# It replays testsuite/fuzz/corpus/ through the fuzz harnesses.
$(BUILD)/unit/test_fuzz_corpus: $(wildcard testsuite/fuzz/fuzz_*.c)

unit: $(UNIT_BINS)

# Benchmark tooling: pgoipo order's algorithms on random graphs (scripts/bench-order).
$(BUILD)/order-synthetic: scripts/order-synthetic.c $(LIBEXT)
	$(CC) $(CFLAGS) $(SAN_FLAGS) $(EXT_CFLAGS) -Igcov-ext $< $(LIBEXT) -o $@

tools: $(BUILD)/order-synthetic

# Fuzzing the readers with libFuzzer: each harness testsuite/fuzz/fuzz_NAME.c
# (with the gcov-ext files it needs) built by clang into build/fuzz/, run
# for FUZZ_SECONDS from its seed corpus testsuite/fuzz/corpus/NAME/ (made by
# testsuite/fuzz/make-corpus).  New inputs go to build/fuzz/NAME.corpus/,
# findings to build/fuzz/NAME-{crash,leak,timeout,oom}-*: copy one into the
# seed corpus (make check replays it: test_fuzz_corpus) and write its unit test.
FUZZ_CC      ?= clang-14
FUZZ_SECONDS ?= 60
FUZZERS      := gcda index cgprofile
FUZZ_SRCS_gcda      := gcda profile files error summary
FUZZ_SRCS_index     := index files error summary
FUZZ_SRCS_cgprofile := cgprofile error
FUZZ_FLAGS   := -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
                -std=c11 -D_GNU_SOURCE -Igcov-ext

build/fuzz/fuzz_%: testsuite/fuzz/fuzz_%.c $(wildcard gcov-ext/*.c gcov-ext/*.h)
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_FLAGS) $< $(FUZZ_SRCS_$*:%=gcov-ext/%.c) -o $@

fuzz: deps
	@scripts/deps $(CC) clang-14
	@$(MAKE) --no-print-directory $(FUZZERS:%=build/fuzz/fuzz_%)
	@status=0; for f in $(FUZZERS); do \
	  mkdir -p build/fuzz/$$f.corpus; \
	  build/fuzz/fuzz_$$f -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 \
	    -artifact_prefix=build/fuzz/$$f- build/fuzz/$$f.corpus testsuite/fuzz/corpus/$$f \
	    > build/fuzz/$$f.log 2>&1 || status=1; \
	  runs=$$(sed -n 's/^stat::number_of_executed_units: *//p' build/fuzz/$$f.log); \
	  crashes=$$(ls build/fuzz/$$f-* 2>/dev/null | wc -l); \
	  echo "fuzz_$$f: $${runs:-?} executions in $(FUZZ_SECONDS) s, $$crashes crash(es)" \
	    "(build/fuzz/$$f.log)"; \
	done; exit $$status

# Tests: the DejaGnu suite runs the unit binaries too (pgoipo.unit/unit.exp), so
# testsuite/pgoipo.sum is the one place where every test is counted.
# deps first, then a fresh make: the plugin headers may only exist after deps ran.
# valgrind: the memcheck test of the plugin; python3: scripts/lib (stats, bench);
# the driver's projects of every build system (pgoipo.build/systems.exp) and
# its compiler cache; groff reads the man pages; chromium: the report page in
# a headless browser (pgoipo.report/report.exp); libcsmith-dev: csmith.h for
# the csmith programs of pgoipo.icp/difftest.exp.
# A whole run also checks that docs/bad-inputs.md is the table of the bad
# inputs the tests checked (scripts/bad-inputs-table; one more result).
CHECK_PKGS := valgrind python3 cmake meson ninja-build autoconf automake ccache groff-base \
	chromium libcsmith-dev
check: deps
	@scripts/deps $(CC) $(CHECK_PKGS)
	@$(MAKE) --no-print-directory check-installed

check-installed: all unit tools
	@rm -rf $(BUILD)/testsuite && mkdir -p $(BUILD)/testsuite
	@cd $(BUILD)/testsuite && LC_ALL=C UBSAN_OPTIONS=print_stacktrace=1 runtest --tool pgoipo \
	    --srcdir $(CURDIR)/testsuite \
	    PGOIPO_ROOT=$(CURDIR) PGOIPO_BUILD=$(CURDIR)/$(BUILD) CC=$(CC) CXX=$(CXX) \
	    $(CHECK_TESTS) $(RUNTESTFLAGS) > runtest.out 2>&1; \
	  $(COUNT_SAN_REPORTS) \
	  $(if $(CHECK_TESTS)$(RUNTESTFLAGS),,$(CURDIR)/scripts/bad-inputs-table --check bad-inputs.tsv \
	    $(CURDIR)/docs/bad-inputs.md >> pgoipo.sum;) \
	  grep -E '^(FAIL|XPASS|UNRESOLVED|ERROR|WARNING)' pgoipo.sum || true
	@scripts/summarize-tests $(BUILD)/testsuite/pgoipo.sum

# The suite against every other GCC present (Debian's gcc-11/12, the
# toolchains scripts/toolchain built); says which were skipped and why, and
# which ld >= 2.43 (cached binutils) the ld-fragment tests link with, if any.
check-toolchains:
	@scripts/check-toolchains

# Real packages through the driver, fetched at run time (scripts/check-packages):
# not part of `make check`, which builds the small projects of every build
# system in testsuite/pgoipo.build/projects/ instead (no network, ~1 min).
PACKAGES_PKGS := cmake ninja-build autoconf automake libtool libonig-dev debian-archive-keyring
check-packages: deps
	@scripts/deps $(CC) $(PACKAGES_PKGS)
	@$(MAKE) --no-print-directory all
	@scripts/check-packages $(PACKAGES)

demo: deps
	@scripts/deps $(CC) valgrind python3
	@$(MAKE) --no-print-directory all
	@PGOIPO_BUILD=$(CURDIR)/$(BUILD) CC=$(CC) scripts/demo

# Benchmarks: real programs from Debian source packages (the corpus of
# scripts/lib/bench/programs.py), each in its default arms;
# BENCH=PROGRAM | ARM | PROGRAM:ARM[,ARM...] | PROGRAM:all.  autoconf, automake and
# libtool prepare jq's tree (its Debian tarball is the git tag).
BENCH_PKGS := valgrind clang-14 lld-14 llvm-14 dpkg-dev tcl gawk python3 autoconf automake libtool zlib1g-dev
bench: deps
	@scripts/deps $(CC) $(BENCH_PKGS)
	@$(MAKE) --no-print-directory all
	@scripts/bench $(BENCH)

deps:
	@scripts/deps $(CC)

# The man pages, from the texts the programs print (scripts/mkman): pgoipo(1)
# from `pgoipo --help` and each command's, pgoipo-plugin(7) from the plugin's
# help (the option table of plugin/pgoipo-options.cc) and README.md's pass table.
MANPAGES := $(BUILD)/man/pgoipo.1 $(BUILD)/man/pgoipo-plugin.7
man: $(MANPAGES)
$(BUILD)/man/pgoipo.1: $(BUILD)/pgoipo scripts/mkman
	@mkdir -p $(dir $@)
	scripts/mkman command $< $@
$(BUILD)/man/pgoipo-plugin.7: $(BUILD)/pgoipo.so scripts/mkman README.md
	@mkdir -p $(dir $@)
	scripts/mkman plugin $(CC) $< $@

# Everything under PREFIX (DESTDIR for staging): no root needed.  The plugin
# man page learns where the plugin went.
install: all
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(PLUGINDIR) $(DESTDIR)$(MANDIR)/man1 \
	    $(DESTDIR)$(MANDIR)/man7
	install -m 755 $(BUILD)/pgoipo $(DESTDIR)$(BINDIR)/pgoipo
	install -m 644 $(BUILD)/pgoipo.so $(DESTDIR)$(PLUGINDIR)/pgoipo.so
	install -m 644 $(BUILD)/man/pgoipo.1 $(DESTDIR)$(MANDIR)/man1/pgoipo.1
	sed 's|@PLUGINDIR@|$(subst -,\\-,$(PLUGINDIR))|g' $(BUILD)/man/pgoipo-plugin.7 \
	    > $(DESTDIR)$(MANDIR)/man7/pgoipo-plugin.7
	chmod 644 $(DESTDIR)$(MANDIR)/man7/pgoipo-plugin.7
	@echo
	@echo "pgoipo is installed under $(PREFIX).  Load the plugin (built for $(CC)) with"
	@echo "  $(CC) -iplugindir=$(PLUGINDIR) -fplugin=pgoipo ..."
	@echo "or  $(CC) -fplugin=$(PLUGINDIR)/pgoipo.so ..."
	@echo "(make install-system, as root, lets -fplugin=pgoipo work without -iplugindir);"
	@echo "man pages: man pgoipo, man pgoipo-plugin (MANPATH=$(MANDIR) if not searched)."

# The plugin also into the directory $(CC) searches by default (root).
install-system: install
	install -d $(DESTDIR)$(GCCPLUGINS_DIR)
	install -m 644 $(BUILD)/pgoipo.so $(DESTDIR)$(GCCPLUGINS_DIR)/pgoipo.so
	@echo "-fplugin=pgoipo now loads $(GCCPLUGINS_DIR)/pgoipo.so in $(CC)."

# What install made, and the directories of lib/gcc/... it made if now empty.
uninstall:
	rm -f $(DESTDIR)$(BINDIR)/pgoipo $(DESTDIR)$(PLUGINDIR)/pgoipo.so \
	    $(DESTDIR)$(MANDIR)/man1/pgoipo.1 $(DESTDIR)$(MANDIR)/man7/pgoipo-plugin.7
	@d='$(DESTDIR)$(PLUGINDIR)'; for i in 1 2 3 4; do \
	  rmdir "$$d" 2>/dev/null || break; d=$$(dirname "$$d"); done

uninstall-system: uninstall
	rm -f $(DESTDIR)$(GCCPLUGINS_DIR)/pgoipo.so

clean:
	rm -rf build build-san
