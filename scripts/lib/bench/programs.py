"""The programs of `make bench`, as data: one Program entry each.

Adding a program is adding one entry to PROGRAMS (and, if its workload is a
script, that script under scripts/bench-NAME/).  The source is a Debian
source package (its upstream tarball, without Debian's patches), fetched at
run time; nothing third-party is committed.  Training commands are bash, run
by scripts/pgoipo-build with $BIN set to the instrumented program; measured
commands are argument lists after the binary, run as ./NAME in the arm's
build directory with a fixed environment (plus the program's env, which its
training gets too).  In both, {root} is the
repository and {data} the program's input directory (build/bench/NAME/data,
filled by `inputs`, and by `setup` with the reference arm's binary once the
arms are built).  The measured output (stdout, stderr, exit status) of every
arm must equal -O2's: an arm that computes something else is reported as
"wrong output", never as a ratio.

Each program has a training input that differs in kind from the measured one
(other operations, other data) and a second, deliberately mismatched one.
Programs run the arms of CORPUS_ARMS by default (BENCH=PROGRAM:all runs
every arm of scripts/bench-arms).
"""

import dataclasses


# The arms every program runs by default: what the summary of issue 18 needs
# (pgoipo's defaults with an lld order against GCC PGO and Clang PGO, the same
# trained on the mismatched input), -O2, the disable control, and the same
# objects as pgoipo-all-lld linked by lld without an order file, against which
# the order is judged.
CORPUS_ARMS = ("o2", "gcc-pgo", "ctl-disable", "pgoipo-all-lld-noorder", "pgoipo-all-lld",
               "clang-pgo-lld", "gcc-pgo-mm", "pgoipo-all-lld-mm", "clang-pgo-lld-mm")

# The compressors' inputs (scripts/bench-compress/mkdata.py): English-like
# text, and the first bytes of GCC's cc1 as a binary (x86 code and data).
MKDATA = "python3 {root}/scripts/bench-compress/mkdata.py"
CC1 = "$(gcc-12 -print-prog-name=cc1)"


@dataclasses.dataclass(frozen=True)
class Program:
    name: str               # the name in BENCH=... and in BENCHMARKS.md
    package: str            # Debian source package
    binary: str             # --binary: the program the build makes, relative to the tree
    train: str              # training command (bash, $BIN); unlike the measured run
    measure: dict           # {name: argument list}: the measured commands, one table each
    desc: str               # the paragraph under the program's heading in BENCHMARKS.md
    mismatched: str = None  # a training input unlike the measured one in kind (-mm arms)
    version: str = None     # Debian version to fetch (PKG=VERSION); None: the suite's
    suite: str = "bookworm"     # Debian suite of the private deb-src line
    prepare: tuple = ()     # shell commands run in the unpacked upstream tree
    keep: tuple = None      # None: the tree as prepared; else only these files (flattened)
    files: dict = dataclasses.field(default_factory=dict)  # {in tree: file under scripts/}
    make: str = "make"          # --make
    cflags_var: str = "CFLAGS"  # --cflags-var
    ldflags_var: str = "LDFLAGS"    # --ldflags-var
    opt: str = "-O2"        # --cflags of every arm
    inputs: str = None      # shell commands run in {data} before training (system tools;
    #                         {tree} is the program's clean source tree)
    output_drop: tuple = ()     # regexes: output lines dropped before outputs are compared
    output_strip: tuple = ()    # regexes: deleted from output lines first (timings)
    arms: tuple = CORPUS_ARMS   # the arms run unless named (BENCH=P:ARM, P:all)
    setup: str = None       # bash run in {data} after the builds, $BIN = gcc-pgo's binary
    tools: str = ""         # commands the preparation needs (checked before fetching)
    env: dict = dataclasses.field(default_factory=dict)  # more environment: training, setup,
    #                         the measured runs (output check, valgrind, timing)
    fresh: tuple = ()       # paths in the run's directory removed before each measured run
    vg_runs: int = 1        # valgrind runs per arm and command; the median one (by CEst) counts
    stdout: str = None      # the measured runs' output goes to this file in the arm's
    #                         directory, not to /dev/null (GNU grep takes an output to
    #                         /dev/null for -q and stops at the first match)
    status: int = 0         # the exit status of a measured run that did its work (MiniSat:
    #                         10, satisfiable); valgrind runs that end otherwise failed
    vg_names: tuple = ()    # or one valgrind run under each of these names (hard links
    #                         beside the binary; the median counts): for a program whose
    #                         count moves with the length of its own path


PROGRAMS = [
    Program(
        name="sqlite", package="sqlite3",
        # the amalgamation is made with SQLite's own tclsh tool; the tree is the
        # amalgamation, speedtest1.c and scripts/bench-sqlite/Makefile
        prepare=("./configure -q", "make sqlite3.c"),
        keep=("sqlite3.c", "sqlite3.h", "test/speedtest1.c"),
        files={"Makefile": "bench-sqlite/Makefile"},
        binary="speedtest1",
        train="$BIN --size 10 --testset cte --memdb && $BIN --size 25 --nosync train.db"
              " && $BIN --size 10 --testset orm --memdb",
        mismatched="$BIN --size 10 --testset rtree --memdb && $BIN --size 20 --testset fp --memdb",
        measure={"main": ["--size", "15", "--memdb", "--testset", "main"]},
        output_drop=("^-- Speedtest1 for SQLite",), output_strip=(r" *[0-9]+\.[0-9]+s$",),
        desc="SQLite 3 (Debian sqlite3 source; amalgamation made with its tclsh tool) running"
             " test/speedtest1.c. Train: speedtest1 --size 10 --testset cte --memdb; --size 25"
             " --nosync on a file; --size 10 --testset orm --memdb. Measured: speedtest1 --size"
             " 15 --memdb --testset main. Mismatched training (-mm arms): the rtree and fp"
             " testsets only (--size 10 and 20, --memdb).",
    ),
    Program(
        name="lua", package="lua5.4",
        make="make linux", cflags_var="MYCFLAGS", ldflags_var="MYLDFLAGS",
        binary="src/lua",
        # Lua seeds its string hashes from time(NULL) and three addresses (one a
        # function's, so it moves with the layout): a fixed seed makes the arms
        # hash alike and repeated runs count the same instructions
        opt="-O2 '-Dluai_makeseed(L)=0x5eed'",
        train="$BIN {root}/scripts/bench-lua/bench.lua train",
        mismatched="$BIN {root}/scripts/bench-lua/numeric.lua",
        measure={"measure": ["{root}/scripts/bench-lua/bench.lua", "measure"]},
        desc="Lua 5.4 interpreter (Debian lua5.4 source, upstream tree, make linux) running"
             " scripts/bench-lua/bench.lua: metatable method dispatch, operator metamethods,"
             " string/table work, sorting with a comparator, closures, coroutines. Train:"
             " bench.lua train (other sizes and seed); measured: bench.lua measure. Mismatched"
             " training (-mm arms): scripts/bench-lua/numeric.lua, numeric loops only (Mandelbrot,"
             " sieve, spectral norm, matrix product). Built with -Dluai_makeseed(L)=0x5eed in"
             " every arm: Lua seeds its string hashes from time(NULL) and addresses, which made"
             " identical binaries differ by 0.1% in instructions. The one unit without a .gcda"
             " is luac.o: training runs lua, not luac.",
    ),
    Program(
        name="python", package="python3.11",
        prepare=("./configure -q CC=gcc-12",),
        make="make python OPT='-DNDEBUG -fwrapv -Wall'",
        cflags_var="CFLAGS_NODIST", ldflags_var="LDFLAGS_NODIST",
        binary="python",
        train="PYTHONHASHSEED=0 $BIN -S {root}/scripts/bench-python/bench.py train",
        mismatched="PYTHONHASHSEED=0 $BIN -S {root}/scripts/bench-python/numeric.py",
        measure={"measure": ["-S", "{root}/scripts/bench-python/bench.py", "measure"]},
        # the count of one binary moves with the length of its own path (the
        # arm's directory, its name): GCC PGO's .text rebuilt ran 0.5 % fewer
        # instructions from ctl-disable/ as python, the same from there as
        # python-c; three lengths, the median counts
        vg_names=("python", "python3", "python3.11"),
        desc="CPython 3.11 interpreter (Debian python3.11 source, upstream tree, ./configure,"
             " make python; core only, no extension modules) running"
             " scripts/bench-python/bench.py: OO task scheduler, n-body, fannkuch, pure-Python"
             " JSON, re, generators/closures, str.format/f-strings, dicts. Train: bench.py train"
             " (other sizes, seed); measured: bench.py measure. Mismatched training (-mm arms):"
             " scripts/bench-python/numeric.py, numeric loops only. PYTHONHASHSEED=0. Valgrind"
             " runs each arm three times, as python, python3 and python3.11 (hard links), and"
             " the median counts: an identical binary's instruction count moved by 0.5 % with"
             " the length of its path (the arm's directory and its name).",
    ),
    Program(
        name="zstd", package="libzstd",
        # programs/Makefile puts objects in obj/conf_HASH-OF-THE-FLAGS, which would
        # give the instrumented and the use build other object (.gcda) names:
        # BUILD_DIR fixes it.  It links obj/zstd and copies it to zstd: the
        # binary is obj/zstd, so that the driver's relink (with the order)
        # links again.  Single-threaded, without zlib/lzma/lz4 support.
        make="make -C programs zstd-release BUILD_DIR=obj HAVE_THREAD=0 HAVE_ZLIB=0"
             " HAVE_LZMA=0 HAVE_LZ4=0",
        binary="programs/obj/zstd",
        inputs=MKDATA + " text 24000000 > text && head -c 4000000 " + CC1 + " > bin && "
               + MKDATA + " records 400000 > records",
        setup="$BIN -5 -q -c text > text.zst",
        train="$BIN -1 -c {data}/bin > train.zst && $BIN -d -c train.zst > /dev/null",
        mismatched="$BIN -19 -c {data}/records > /dev/null",
        measure={"compress": ["-3", "-c", "{data}/text"],
                 "decompress": ["-d", "-c", "{data}/text.zst"]},
        desc="zstd 1.5 command-line compressor (Debian libzstd source, upstream tree, make -C"
             " programs; single-threaded, no zlib/lzma/lz4 formats). Inputs from"
             " scripts/bench-compress/mkdata.py: text is English-like prose (a word Markov"
             " chain over /usr/share/common-licenses), bin the first 4 MB of GCC 12's cc1,"
             " records a binary sensor log. Train: -1 compression of bin and -d of the"
             " result (the fast strategy, binary data). Measured: -3 compression of 24 MB of"
             " text (the dfast strategy) and -d of that text compressed with -5. Mismatched"
             " training (-mm arms): -19 compression (btultra2) of 400 KB of records, no"
             " decompression.",
    ),
    Program(
        name="lz4", package="lz4",
        make="make -C programs lz4", binary="programs/lz4",
        inputs=MKDATA + " text 4000000 > text && head -c 4000000 " + CC1 + " > bin && "
               + MKDATA + " records 4000000 > records",
        setup="cat text text text text text text text text | $BIN -1 -c > text.lz4",
        train="$BIN -1 -c {data}/bin > train.lz4 && $BIN -d -c train.lz4 > /dev/null",
        mismatched="$BIN --fast=8 -c {data}/records > /dev/null",
        measure={"compress": ["-9", "-c", "{data}/text"],
                 "decompress": ["-d", "-c", "{data}/text.lz4"]},
        desc="lz4 1.9 command-line compressor (Debian lz4 source, upstream tree, make -C"
             " programs lz4). Inputs from scripts/bench-compress/mkdata.py (see zstd). Train:"
             " -1 compression of 4 MB of cc1 and -d of the result (the fast compressor)."
             " Measured: -9 compression of 4 MB of text (the HC compressor, untrained) and -d"
             " of 32 MB of text compressed with -1. Mismatched training (-mm arms): --fast=8"
             " compression of 4 MB of records, no decompression.",
    ),
    Program(
        name="bzip2", package="bzip2",
        make="make bzip2", binary="bzip2",
        inputs=MKDATA + " text 3000000 > text && head -c 1000000 " + CC1 + " > bin && "
               + MKDATA + " runs 1000000 > runs",
        setup="$BIN -9 -c text > text.bz2",
        train="$BIN -1 -c {data}/bin > train.bz2 && $BIN -d -c train.bz2 > /dev/null",
        mismatched="$BIN -9 -c {data}/runs > /dev/null",
        measure={"compress": ["-9", "-c", "{data}/text"],
                 "decompress": ["-d", "-c", "{data}/text.bz2"]},
        desc="bzip2 1.0.8 (Debian bzip2 source, upstream tree, make bzip2). Inputs from"
             " scripts/bench-compress/mkdata.py (see zstd). Train: -1 compression of 1 MB of"
             " cc1 and -d of the result. Measured: -9 compression of 3 MB of text and -d of it."
             " Mismatched training (-mm arms): -9 compression of 1 MB of long runs and short"
             " repeats (bzip2's fallback sort), no decompression.",
    ),
    Program(
        name="xz", package="xz-utils",
        prepare=("./configure -q --disable-shared --disable-nls --enable-threads=no"
                 " --disable-xzdec --disable-lzmadec --disable-lzmainfo --disable-lzma-links"
                 " --disable-scripts --disable-doc",),
        binary="src/xz/xz",
        inputs=MKDATA + " text 1000000 > text && " + MKDATA + " text 8000000 > big && head -c"
               " 2000000 " + CC1 + " > bin && " + MKDATA + " records 2000000 > records",
        setup="$BIN -3 -c big > big.xz",
        train="$BIN -2 -c {data}/records > train.xz && $BIN -d -c train.xz > /dev/null",
        mismatched="$BIN -c --x86 --lzma2=preset=0 {data}/bin > /dev/null",
        measure={"compress": ["-6", "-c", "{data}/text"],
                 "decompress": ["-d", "-c", "{data}/big.xz"]},
        desc="xz 5.4 (Debian xz-utils source, upstream tree, ./configure --disable-shared"
             " --enable-threads=no, make). Inputs from scripts/bench-compress/mkdata.py (see"
             " zstd). Train: -2 compression of 2 MB of records (LZMA2 fast mode, hash chains)"
             " and -d of the result. Measured: -6 compression of 1 MB of text (normal mode,"
             " binary trees) and -d of 8 MB of text compressed with -3. Mismatched training"
             " (-mm arms): the x86 BCJ filter and LZMA2 preset 0 on 2 MB of cc1, no"
             " decompression.",
    ),
    Program(
        name="ninja", package="ninja-build",
        # ninja bootstraps itself with configure.py: scripts/bench-ninja/Makefile
        # compiles the same sources with its flags (C++, CXX from CC)
        files={"Makefile": "bench-ninja/Makefile"},
        binary="ninja",
        inputs="rm -rf big small && python3 {root}/scripts/bench-ninja/manifest.py big big"
               " && python3 {root}/scripts/bench-ninja/manifest.py small small",
        train="for t in 'targets all' commands graph 'compdb convert' 'query book' rules; do"
              " $BIN -C {data}/small -t $t > /dev/null || exit 1; done",
        mismatched="rm -rf {data}/real && python3 {root}/scripts/bench-ninja/manifest.py real"
                   " {data}/real && $BIN -C {data}/real > /dev/null && $BIN -C {data}/real"
                   " > /dev/null",
        measure={"dry-run": ["-C", "{data}/big", "-n", "-j8"]},
        desc="Ninja 1.11 (Debian ninja-build source, upstream tree; C++, built by"
             " scripts/bench-ninja/Makefile with configure.py's flags, without the browse tool)"
             " on manifests from scripts/bench-ninja/manifest.py. Train: the tools -t targets,"
             " commands, graph, compdb, query and rules on a 1,600-edge documentation build"
             " (other rules, no depfiles, nothing built). Measured: ninja -n -j8 of a"
             " CMake-like project of 110 libraries, one subninja each, about 20,000 edges"
             " (parsing, the graph, stat of 20,000 files, the dry-run plan and status"
             " lines). Mismatched training (-mm arms): a real build of 200 edges that run touch"
             " and cat, and the no-op rebuild after it.",
    ),
    Program(
        name="jq", package="jq",
        # Debian's jq tarball is the git tag: no configure script yet.  jq takes
        # its version from git (scripts/version), which would find this
        # repository: the release's version instead.
        tools="autoreconf automake libtoolize",
        prepare=("printf '#!/bin/sh\\necho 1.6\\n' > scripts/version", "autoreconf -fi",
                 "./configure -q --disable-shared --disable-docs --disable-maintainer-mode"
                 " --disable-valgrind --without-oniguruma"),
        binary="jq",
        inputs="python3 {root}/scripts/bench-jq/gen.py records 20000 > records.json && "
               "python3 {root}/scripts/bench-jq/gen.py events 2500 > events.json",
        train="$BIN 'map(select(.active and .score > 50)) | length' {data}/records.json"
              " > /dev/null && $BIN '[.[].tags[]] | unique | length' {data}/records.json"
              " > /dev/null && $BIN -c '.[:2000][] | {id, name}' {data}/records.json > /dev/null",
        mismatched="$BIN -n '[range(0; 200000) | . * 7 % 13] | add' > /dev/null && $BIN -n"
                   " 'def fib: if . < 2 then . else (. - 1 | fib) + (. - 2 | fib) end; 20 | fib'"
                   " > /dev/null && $BIN -n '[range(20000) | tostring] | join(\",\") | length'"
                   " > /dev/null",
        measure={
            "report": ["group_by(.user.country) | map({country: .[0].user.country, n: length,"
                       " revenue: (map([.items[] | .qty * .price] | add) | add | floor),"
                       " langs: (map(.user.langs[]) | unique)})", "{data}/events.json"],
            "reshape": ["-c", "map(select(.type == \"order\" or .meta.flags.beta) | {id: .event_id,"
                        " day: (.ts | split(\"T\") | .[0]), skus: ([.items[].sku] | join(\",\")),"
                        " ua: (.meta.ua | ascii_downcase), attrs: ([.items[].attrs | to_entries[]"
                        " | \"\\(.key)=\\(.value)\"] | sort)}) | sort_by(.day, .id)",
                        "{data}/events.json"],
        },
        desc="jq 1.6 (Debian jq source, the upstream git tag: autoreconf, ./configure"
             " --disable-shared --without-oniguruma, make) on JSON from"
             " scripts/bench-jq/gen.py. Train: select/length, unique and -c projections over"
             " a flat array of 20,000 records. Measured, over 6,000 nested events (4.9 MB,"
             " pretty-printed, non-ASCII strings): report, a group_by with arithmetic and"
             " unique per group; reshape, select, split/join, ascii_downcase, to_entries,"
             " string interpolation and sort_by, printed with -c. Mismatched training (-mm"
             " arms): jq -n programs that read no JSON (range arithmetic, a recursive fib,"
             " tostring/join).",
    ),
    Program(
        name="leveldb", package="leveldb",
        # LevelDB builds with CMake: scripts/bench-leveldb/Makefile compiles the
        # library and db_bench (C++, CXX from CC); googletest's headers, which
        # db_bench includes and does not use, are stubs
        files={"Makefile": "bench-leveldb/Makefile", "stub/gmock/gmock.h": "bench-leveldb/gmock.h",
               "stub/gtest/gtest.h": "bench-leveldb/gtest.h"},
        binary="db_bench",
        # the write buffer holds every write, so no compaction runs beside the
        # benchmark thread: the work is the same in every run (compact waits)
        # db_bench runs each benchmark in a new thread, whose malloc arena is
        # the exited thread's or a new one as valgrind schedules them: one
        # arena makes the counts repeat (they moved by 0.5 % between
        # identical binaries, all in _int_malloc).  Five valgrind runs, the
        # median counted, against what is left.
        env={"GLIBC_TUNABLES": "glibc.malloc.arena_max=1"}, vg_runs=5,
        train="rm -rf train-db && $BIN --db=train-db --num=20000 --value_size=200"
              " --write_buffer_size=268435456 --benchmarks=fillseq,compact,readseq,fillbatch,readseq"
              " > /dev/null",
        mismatched="rm -rf mm-db && $BIN --db=mm-db --num=100000 --write_buffer_size=268435456"
                   " --benchmarks=fill100K,deleteseq,crc32c > /dev/null",
        # the database in a directory of its own, made anew by every run
        # (--db=db was the source tree's db/ directory: db_bench lists it,
        # with the arm's dump files, before it destroys the database there)
        fresh=("measure-db",),
        measure={"random": ["--db=measure-db", "--num=15000", "--write_buffer_size=268435456",
                            "--bloom_bits=10", "--benchmarks=fillrandom,compact,overwrite,compact,"
                            "readrandom,seekrandom,readreverse"]},
        output_drop=("^Date:",), output_strip=(r" *[0-9.]+ micros/op;( +[0-9.]+ MB/s)?",),
        desc="LevelDB 1.23's db_bench (Debian leveldb source, upstream tree; C++, built by"
             " scripts/bench-leveldb/Makefile without snappy). The database is in the arm's"
             " directory; the write buffer (256 MB) holds every write, so that compactions"
             " run only in compact, while the benchmark waits: the work is the same in every"
             " run. Every run gets GLIBC_TUNABLES=glibc.malloc.arena_max=1 (db_bench runs each"
             " benchmark in a new thread, whose malloc arena otherwise depends on scheduling)"
             " and a fresh database directory; the counts are the median (by CEst) of 5 valgrind"
             " runs. Train: fillseq, compact, readseq, fillbatch, readseq (sequential keys,"
             " 200-byte values, 20,000 entries). Measured: fillrandom, compact, overwrite,"
             " compact (a real merge of two levels), readrandom, seekrandom, readreverse with"
             " a 10-bit Bloom filter, 15,000 entries. Mismatched training (-mm arms): fill100K"
             " (100 KB values), deleteseq and the crc32c micro-benchmark.",
    ),
    Program(
        name="gzip", package="gzip",
        prepare=("./configure -q",),
        binary="gzip",
        inputs=MKDATA + " text 4000000 > text && head -c 4000000 " + CC1 + " > bin && "
               + MKDATA + " records 4000000 > records",
        setup="cat text text text text text text text text | $BIN -6 -c > text.gz",
        train="$BIN -1 -c {data}/bin > train.gz && $BIN -d -c train.gz > /dev/null",
        mismatched="$BIN -1 -c {data}/records > /dev/null",
        measure={"compress": ["-6", "-c", "{data}/text"],
                 "decompress": ["-d", "-c", "{data}/text.gz"]},
        desc="gzip 1.12 (Debian gzip source, upstream tree, ./configure, make). Added on"
             " 2026-12-05 with gawk, after every default of that day was chosen; its runs led"
             " to guess-drained and leave-hot-copy (GCC 12) and leave-hot-body (GCC 16). Inputs from scripts/bench-compress/mkdata.py (see zstd). Train: -1"
             " compression of 4 MB of cc1 (deflate_fast) and -d of the result. Measured: -6"
             " compression of 4 MB of text (deflate_slow, lazy matching: untrained) and -d of"
             " 32 MB of text compressed with -6. Mismatched training (-mm arms): -1 compression"
             " of 4 MB of records, no decompression.",
    ),
    Program(
        name="gawk", package="gawk",
        # configure's own CFLAGS have -g, and valgrind cannot read clang-14's
        # DWARF 5: the arms' flags alone
        prepare=("./configure -q CFLAGS= --disable-nls --disable-extensions",),
        # the support library and gawk only: doc/ would make gawk.texi again
        # in the build's copy of the tree (its timestamps are the copy's)
        make="make SUBDIRS='support .'",
        # gawk 5.2 casts read to ssize_t (*)(), which C23 (GCC 15's default)
        # reads as a function without parameters: the C17 of GCC 11-14 and
        # clang 14 for every arm
        opt="-O2 -std=gnu17",
        binary="gawk",
        inputs=MKDATA + " text 3000000 > text && python3 {root}/scripts/bench-gawk/gen.py log"
               " 60000 > log.csv",
        train="$BIN -f {root}/scripts/bench-gawk/train.awk {data}/text",
        mismatched="$BIN -f {root}/scripts/bench-gawk/numeric.awk",
        measure={"report": ["-f", "{root}/scripts/bench-gawk/measure.awk", "{data}/log.csv"]},
        desc="GNU awk 5.2 interpreter (Debian gawk source, upstream tree, ./configure"
             " --disable-nls --disable-extensions, make). Added on 2026-12-05 with gzip,"
             " after every default of today was chosen: no default was tuned on it. Train:"
             " scripts/bench-gawk/train.awk, word statistics over 3 MB of prose (blank-split"
             " fields, tolower, gsub, one associative array). Measured:"
             " scripts/bench-gawk/measure.awk over a 60,000-line web log from"
             " scripts/bench-gawk/gen.py: comma-split fields, match() with captures, split of"
             " query strings, substr, sprintf, sorted traversal with PROCINFO[\"sorted_in\"]."
             " Mismatched training (-mm arms): scripts/bench-gawk/numeric.awk, numeric loops"
             " in BEGIN only (a sieve, a Mandelbrot set), no input.",
    ),
    Program(
        name="grep", package="grep",
        # configure's own CFLAGS have -g (see gawk); no PCRE (-P), no NLS
        prepare=("./configure -q CFLAGS= --disable-nls --disable-perl-regexp",),
        binary="src/grep",
        stdout="grep.out",
        inputs=MKDATA + " text 8000000 > text && python3 {root}/scripts/bench-gawk/gen.py log"
               " 150000 > log.csv",
        # grep stops at the first match when its output is /dev/null: a pipe
        train="$BIN -c -F -e warranty -e License -e 'source code' {data}/text | cat > /dev/null"
              " && $BIN -c -w -i -F software {data}/text | cat > /dev/null",
        mismatched="$BIN -c '^$' {data}/text | cat > /dev/null && $BIN -c -v -F zzz"
                   " {data}/log.csv | cat > /dev/null",
        measure={"filter": ["-c", "-E", "(DE|FR),(GET|PUT),/[a-z]+/(alpha|echo)|[0-9]{5},[0-9]{2}\\.",
                            "{data}/log.csv"],
                 "extract": ["-o", "-E", "q=[a-z]+|/[a-z]+\\.(js|css)", "{data}/log.csv"]},
        desc="GNU grep 3.8 (Debian grep source, upstream tree, ./configure --disable-nls"
             " --disable-perl-regexp, make). Added on 2026-12-05 (third session) as a holdout"
             " with the defaults of that day; its GCC 16 run led to inline-gain-large. Train:"
             " fixed-string"
             " searches (-F, several patterns; -w -i) in 8 MB of prose from"
             " scripts/bench-compress/mkdata.py: the Boyer-Moore/Aho-Corasick matcher. Measured,"
             " on a 150,000-line web log from scripts/bench-gawk/gen.py: filter, -c of an"
             " extended regular expression, a top-level alternation with counted repeats"
             " (no string every match contains: the DFA reads every byte);"
             " extract, -o of an alternation (the DFA, then the regex matcher for each match's"
             " extent). Mismatched training (-mm arms): -c '^$' over the prose (blank lines)"
             " and -c -v of a string the log does not contain.",
    ),
    Program(
        name="cmark", package="cmark",
        # cmark builds with CMake: scripts/bench-cmark/Makefile compiles the
        # library and the cmark program, with the headers CMake would make
        files={"Makefile": "bench-cmark/Makefile"},
        binary="cmark",
        inputs=MKDATA + " text 6000000 > text && python3 {root}/scripts/bench-cmark/gen.py doc"
               " 1200 > doc.md",
        train="$BIN {data}/text > /dev/null",
        mismatched="$BIN -t man {data}/text > /dev/null",
        measure={"html": ["--smart", "{data}/doc.md"],
                 "commonmark": ["-t", "commonmark", "{data}/doc.md"]},
        desc="cmark 0.30.2, the CommonMark reference implementation in C (Debian cmark"
             " source, upstream tree, built by scripts/bench-cmark/Makefile: the library and"
             " the program linked statically). Added on 2026-12-05 (third session) as a"
             " holdout with the defaults of that day: no default was tuned on it. Train: 6 MB"
             " of prose from scripts/bench-compress/mkdata.py to HTML (paragraphs, hardly any"
             " markup). Measured, on 3.7 MB of structured Markdown from"
             " scripts/bench-cmark/gen.py (headings, nested lists, block quotes, code blocks,"
             " inline and reference links, emphasis, entities, inline HTML): html, to HTML"
             " with --smart punctuation; commonmark, to CommonMark (another renderer)."
             " Mismatched training (-mm arms): the prose to a man page (-t man).",
    ),
    Program(
        name="tcc", package="tcc",
        # tcc's Makefile adds its own CFLAGS: the arms' flags as BENCH_CFLAGS
        # (scripts/bench-tcc/GNUmakefile); the compiler alone (make tcc: the
        # full build runs the new tcc to make its runtime library)
        prepare=("./configure",),
        files={"GNUmakefile": "bench-tcc/GNUmakefile"},
        make="make tcc", cflags_var="BENCH_CFLAGS", ldflags_var="BENCH_LDFLAGS",
        binary="tcc",
        # tcc's sources and tests as its inputs; -B names its own headers
        inputs="rm -rf src && cp -r {tree} src",
        # never -o /dev/null: tcc unlinks its output file first (as root, it
        # replaced /dev/null by a plain file)
        train="cd {data}/src/tests/tests2 && for f in *.c; do $BIN -B{data}/src -c $f -o"
              " {data}/train.o 2> /dev/null || true; done",
        mismatched="cd {data}/src/tests/tests2 && for f in *.c; do $BIN -B{data}/src -E $f"
                   " > /dev/null 2>&1 || true; done",
        measure={"self": ["-B{data}/src", "-I{data}/src", "-DONE_SOURCE=1", "-DTCC_TARGET_X86_64",
                          "-DCONFIG_TRIPLET=\"x86_64-linux-gnu\"", "-c", "{data}/src/tcc.c",
                          "-o", "self.o"]},
        desc="Tiny C Compiler 0.9.27 (Debian tcc source, a git snapshot of 2020-08-14;"
             " ./configure, make tcc, with scripts/bench-tcc/GNUmakefile). Added on 2026-12-05"
             " (third session) as a holdout with the defaults of that day: no default was"
             " tuned on it. Train: tcc -c of each of the 108 small test programs of"
             " tests/tests2 (one language feature each). Measured: self, tcc compiling its own"
             " one-file build (tcc.c with -DONE_SOURCE=1: about 30,000 lines of real C) to an"
             " x86-64 object. Mismatched training (-mm arms): tcc -E of the test programs"
             " (the preprocessor alone, no parser or code generator).",
    ),
    Program(
        name="minisat", package="minisat2",
        # upstream's friend declaration with a default argument is an error
        # for GCC 11 and later: the default moves to the definition, as
        # Debian's clang_build patch does
        prepare=("sed -i -e 's/friend Lit mkLit(Var var, bool sign = false);/friend Lit"
                 " mkLit(Var var, bool sign);/' -e 's/^inline  Lit  mkLit     (Var var, bool"
                 " sign)/inline  Lit  mkLit     (Var var, bool sign = false)/'"
                 " minisat/core/SolverTypes.h",),
        files={"Makefile": "bench-minisat/Makefile"},
        binary="minisat2",
        inputs="G='python3 {root}/scripts/bench-minisat/gen.py' && for s in 1 2 3 4; do"
               " $G random 200 4.26 $s > random$s.cnf || exit 1; done && $G factor 17 6999469991"
               " > factor.cnf && $G color 280 12 5 1 > color.cnf && $G chain 3000 > chain.cnf &&"
               " $G random 3000 2.5 1 > loose.cnf",
        # minisat exits with 10 (satisfiable) or 20 (unsatisfiable)
        train="for s in 1 2 3 4; do $BIN -verb=0 {data}/random$s.cnf > /dev/null;"
              " case $? in 10|20) ;; *) exit 1;; esac; done",
        mismatched="for f in chain loose; do $BIN -verb=0 {data}/$f.cnf > /dev/null;"
                   " case $? in 10|20) ;; *) exit 1;; esac; done",
        measure={"factor": ["{data}/factor.cnf"], "color": ["{data}/color.cnf"]},
        status=10,
        output_drop=(" time ", "time:", "^Memory used"),
        output_strip=(r" +\((inf|[0-9.]+) /sec\)",),
        desc="MiniSat 2.2.1, the CDCL SAT solver with its preprocessor (Debian minisat2"
             " source, upstream tree; C++, the simplifying solver built by"
             " scripts/bench-minisat/Makefile; one line of SolverTypes.h changed as Debian's"
             " clang_build patch does). Added on 2026-12-05 (fourth session) as a holdout"
             " with the defaults of that day; its first run led to inline-gain-loop. Problems"
             " from"
             " scripts/bench-minisat/gen.py. Train: four uniform random 3-SAT problems of"
             " 200 variables at the threshold (852 clauses of three literals; SAT and"
             " UNSAT). Measured, structured problems: factor, a 17-bit array multiplier as a"
             " circuit whose product is a semiprime (XOR and AND gates, which the"
             " preprocessor eliminates in bulk; satisfiable); color, 5-colouring of a"
             " 280-node graph of degree 12 with a planted colouring (at-most-one"
             " constraints, binary clauses). The search statistics are compared between"
             " arms (timings dropped): every arm does the same search. Mismatched"
             " training (-mm arms): problems that need no search, long implication cycles"
             " that the preprocessor eliminates and an under-constrained random problem"
             " (3,000 variables, 2.5 clauses each).",
    ),
]

BY_NAME = {p.name: p for p in PROGRAMS}
