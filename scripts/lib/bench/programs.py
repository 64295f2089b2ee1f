"""The programs of `make bench`, as data: one Program entry each.

Adding a program is adding one entry to PROGRAMS.  The source is a Debian
source package (its upstream tarball, without Debian's patches), fetched at
run time; nothing third-party is committed.  Training commands are bash, run
by scripts/pgoipo-build with $BIN set to the instrumented program; measured
commands are argument lists after the binary, run as ./NAME in the arm's
build directory.  In both, {root} is the repository and {data} the
program's input directory (build/bench/PROGRAM/data, filled by `inputs`).
"""

import collections

Program = collections.namedtuple("Program", [
    "name",         # the name in BENCH=... and in BENCHMARKS.md
    "package",      # Debian source package
    "version",      # Debian version to fetch (PKG=VERSION), None: what the suite has
    "suite",        # Debian suite of the deb-src line
    "prepare",      # shell commands run in the unpacked upstream tree
    "keep",         # None: the tree as prepared; else only these files (flattened)
    "files",        # {name in tree: file under scripts/} copied into the tree
    "make",         # --make
    "cflags_var",   # --cflags-var
    "ldflags_var",  # --ldflags-var
    "binary",       # --binary, relative to the tree
    "opt",          # --cflags of every arm
    "inputs",       # shell commands run once in {data} before training, or None
    "train",        # training command (bash, $BIN)
    "mismatched",   # a training input unlike the measured one (robustness arms), or None
    "measure",      # {name: argument list}; one table per measured command
    "output_drop",  # regexes: output lines dropped before the arms' outputs are compared
    "output_strip",  # regexes: what is deleted from output lines before that (timings)
    "arms",         # None: every arm; else the arms run unless named (BENCH=P:ARM)
    "desc",         # the paragraph under the program's heading
], defaults=(None,) * 20)

LUA_OPT = "-O2 '-Dluai_makeseed(L)=0x5eed'"

PROGRAMS = [
    Program(
        name="sqlite", package="sqlite3", suite="bookworm",
        # the amalgamation is made with SQLite's own tclsh tool; the tree is the
        # amalgamation, speedtest1.c and scripts/bench-sqlite/Makefile
        prepare=["./configure -q", "make sqlite3.c"],
        keep=["sqlite3.c", "sqlite3.h", "test/speedtest1.c"],
        files={"Makefile": "bench-sqlite/Makefile"},
        make="make", cflags_var="CFLAGS", ldflags_var="LDFLAGS",
        binary="speedtest1", opt="-O2",
        train="$BIN --size 10 --testset cte --memdb && $BIN --size 25 --nosync train.db"
              " && $BIN --size 10 --testset orm --memdb",
        mismatched="$BIN --size 10 --testset rtree --memdb && $BIN --size 10 --testset fp --memdb"
                   " && $BIN --size 10 --testset trigger --memdb",
        measure={"main": ["--size", "15", "--memdb", "--testset", "main"]},
        output_drop=["^-- Speedtest1 for SQLite"], output_strip=[r"[0-9]+\.[0-9]+s$"],
        desc="SQLite 3 (Debian sqlite3 source; amalgamation made with its tclsh tool) running"
             " test/speedtest1.c. Train: speedtest1 --size 10 --testset cte --memdb; --size 25"
             " --nosync on a file; --size 10 --testset orm --memdb. Measured: speedtest1 --size"
             " 15 --memdb --testset main. Mismatched training (-mm arms): the rtree, fp and"
             " trigger testsets, --size 10 --memdb.",
    ),
    Program(
        name="lua", package="lua5.4", suite="bookworm",
        prepare=[], make="make linux", cflags_var="MYCFLAGS", ldflags_var="MYLDFLAGS",
        binary="src/lua",
        # Lua seeds its string hashes from time(NULL) and three addresses (one a
        # function's, so it moves with the layout): a fixed seed makes the arms
        # hash alike and repeated runs count the same instructions
        opt=LUA_OPT,
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
        name="python", package="python3.11", suite="bookworm",
        prepare=["./configure -q CC=gcc-12"],
        make="make python OPT='-DNDEBUG -fwrapv -Wall'",
        cflags_var="CFLAGS_NODIST", ldflags_var="LDFLAGS_NODIST",
        binary="python", opt="-O2",
        train="PYTHONHASHSEED=0 $BIN -S {root}/scripts/bench-python/bench.py train",
        mismatched="PYTHONHASHSEED=0 $BIN -S {root}/scripts/bench-python/numeric.py",
        measure={"measure": ["-S", "{root}/scripts/bench-python/bench.py", "measure"]},
        # a CPython build takes minutes on 2 cores: by default only the arms that
        # compare whole pipelines (BENCH=python:ARM runs any other arm)
        arms=["gcc-pgo", "o2", "pgoipo-lean", "pgoipo-all-gold", "pgoipo-all-lld",
              "clang-pgo-lld", "gcc-pgo-mm", "pgoipo-all-lld-mm", "clang-pgo-lld-mm"],
        desc="CPython 3.11 interpreter (Debian python3.11 source, upstream tree, ./configure,"
             " make python; core only, no extension modules) running"
             " scripts/bench-python/bench.py: OO task scheduler, n-body, fannkuch, pure-Python"
             " JSON, re, generators/closures, str.format/f-strings, dicts. Train: bench.py train"
             " (other sizes, seed); measured: bench.py measure. Mismatched training (-mm arms):"
             " scripts/bench-python/numeric.py, numeric loops only. PYTHONHASHSEED=0.",
    ),
]

BY_NAME = {p.name: p for p in PROGRAMS}
