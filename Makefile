# pgoipo — GCC plugin and toolkit for profile-guided interprocedural optimization.
#
#   make              build build/pgoipo.so (plugin) and build/pgoipo (command)
#   make check        DejaGnu suite + C unit tests; last line "N passed, N failed[, N skipped]"
#   make demo         the whole workflow on examples/dispatch, with what changed
#   make install      PREFIX=/usr/local DESTDIR= ; plugin into $(CC)'s plugin directory
#   make deps         install what a fresh Debian 12 machine lacks (root), else print how
#   make bench        build real programs (SQLite, Lua, CPython) in every arm and measure; BENCH=...
#
# The plugin is built against the headers of the compiler that will load it:
# `$(CC) -print-file-name=plugin`.  CC=gcc-11 builds a plugin for gcc-11.

# make predefines CC=cc; `CC ?= gcc` would do nothing.
ifeq ($(origin CC),default)
CC = gcc
endif
# The C++ compiler that matches $(CC): gcc -> g++, gcc-11 -> g++-11.
ifeq ($(origin CXX),default)
CXX = $(subst gcc,g++,$(CC))
endif

PREFIX  ?= /usr/local
DESTDIR ?=
BUILD   := build

GCCPLUGINS_DIR := $(shell $(CC) -print-file-name=plugin)
GCC_MAJOR      := $(shell $(CC) -dumpversion | cut -d. -f1)
PGOIPO_VERSION := $(shell cat VERSION)

WARN     := -Wall -Wextra
CFLAGS   ?= -O2 -g
CXXFLAGS ?= -O2 -g
EXT_CFLAGS    := -std=c11 -D_GNU_SOURCE -fPIC $(WARN) -DPGOIPO_VERSION='"$(PGOIPO_VERSION)"'
PLUGIN_CXXFLAGS := -std=gnu++11 -fPIC -fno-rtti -fno-exceptions $(WARN) -Wno-unused-parameter \
                   -I$(GCCPLUGINS_DIR)/include -Iplugin -Igcov-ext \
                   -DPGOIPO_VERSION='"$(PGOIPO_VERSION)"'

EXT_SRCS   := $(filter-out gcov-ext/main.c,$(wildcard gcov-ext/*.c))
EXT_OBJS   := $(EXT_SRCS:gcov-ext/%.c=$(BUILD)/ext/%.o)
PLUGIN_SRCS := $(wildcard plugin/*.cc) $(wildcard passes/*.cc)
PLUGIN_OBJS := $(patsubst %.cc,$(BUILD)/%.o,$(PLUGIN_SRCS))
UNIT_SRCS  := $(wildcard testsuite/unit/test_*.c)
UNIT_BINS  := $(UNIT_SRCS:testsuite/unit/%.c=$(BUILD)/unit/%)

LIBEXT := $(BUILD)/libpgoipo-ext.a

.PHONY: all check check-installed demo install deps clean unit bench
all: $(BUILD)/pgoipo.so $(BUILD)/pgoipo

$(BUILD)/ext/%.o: gcov-ext/%.c $(wildcard gcov-ext/*.h) VERSION
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(EXT_CFLAGS) -c $< -o $@

$(LIBEXT): $(EXT_OBJS)
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^

$(BUILD)/pgoipo: $(BUILD)/ext/main.o $(LIBEXT)
	$(CC) $(CFLAGS) $^ -lelf -o $@

$(BUILD)/%.o: %.cc $(wildcard plugin/*.h) $(wildcard passes/*.h) $(wildcard gcov-ext/*.h) VERSION
	@mkdir -p $(dir $@)
	$(CXX) $(CXXFLAGS) $(PLUGIN_CXXFLAGS) -c $< -o $@

$(BUILD)/pgoipo.so: $(PLUGIN_OBJS) $(LIBEXT)
	$(CXX) $(CXXFLAGS) -shared $(PLUGIN_OBJS) $(LIBEXT) -o $@

$(BUILD)/unit/%: testsuite/unit/%.c testsuite/unit/unit.h $(LIBEXT)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(EXT_CFLAGS) -Igcov-ext -Itestsuite/unit $< $(LIBEXT) -lelf -o $@

unit: $(UNIT_BINS)

# Tests: the DejaGnu suite runs the unit binaries too (pgoipo.unit/unit.exp), so
# testsuite/pgoipo.sum is the one place where every test is counted.
# deps first, then a fresh make: the plugin headers may only exist after deps ran.
check: deps
	@$(MAKE) --no-print-directory check-installed

check-installed: all unit
	@rm -rf $(BUILD)/testsuite && mkdir -p $(BUILD)/testsuite
	@cd $(BUILD)/testsuite && LC_ALL=C runtest --tool pgoipo \
	    --srcdir $(CURDIR)/testsuite \
	    PGOIPO_ROOT=$(CURDIR) PGOIPO_BUILD=$(CURDIR)/$(BUILD) CC=$(CC) CXX=$(CXX) \
	    $(RUNTESTFLAGS) > runtest.out 2>&1; \
	  grep -E '^(FAIL|XPASS|UNRESOLVED|ERROR|WARNING)' pgoipo.sum || true
	@scripts/summarize-tests $(BUILD)/testsuite/pgoipo.sum

demo: deps
	@scripts/deps $(CC) valgrind
	@$(MAKE) --no-print-directory all
	@PGOIPO_BUILD=$(CURDIR)/$(BUILD) CC=$(CC) scripts/demo

# Benchmarks: real programs from Debian source packages, every arm of
# scripts/bench-arms; BENCH=sqlite | lua | python | ARM | PROGRAM:ARM.
BENCH_PKGS := valgrind clang-14 lld-14 llvm-14 dpkg-dev tcl gawk python3
bench: deps
	@scripts/deps $(CC) $(BENCH_PKGS)
	@$(MAKE) --no-print-directory all
	@scripts/bench $(BENCH)

deps:
	@scripts/deps $(CC)

install: all
	install -d $(DESTDIR)$(GCCPLUGINS_DIR) $(DESTDIR)$(PREFIX)/bin
	install -m 644 $(BUILD)/pgoipo.so $(DESTDIR)$(GCCPLUGINS_DIR)/pgoipo.so
	install -m 755 $(BUILD)/pgoipo $(DESTDIR)$(PREFIX)/bin/pgoipo

clean:
	rm -rf $(BUILD)
