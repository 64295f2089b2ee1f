"""The programs of `make bench`, as data: one Program entry each.

Adding a program is adding one entry to PROGRAMS (and, if its workload is a
script, that script under scripts/bench-NAME/).  The source is a Debian
source package (its upstream tarball, without Debian's patches), fetched at
run time; nothing third-party is committed.  Training commands are bash, run
by scripts/pgoipo-build with $BIN set to the instrumented program; measured
commands are argument lists after the binary, run as ./NAME in the arm's
build directory with a fixed environment.  In both, {root} is the
repository and {data} the program's input directory (build/bench/NAME/data,
filled by `inputs`).  A compressor would look like this (a sketch, not
measured yet):

    Program(name="zstd", package="libzstd", binary="programs/zstd",
            make="make -C programs zstd",
            inputs="cat /usr/share/common-licenses/* > text; head -c 4M /usr/bin/gcc-12 > bin",
            train="$BIN -3 -c {data}/bin > /dev/null",
            mismatched="$BIN -19 -c {data}/text > /dev/null",
            measure={"compress": ["-3", "-c", "{data}/text"]},
            desc="zstd 1.5 (Debian libzstd source) ...")
"""

import dataclasses


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
    inputs: str = None      # shell commands run in {data} before training (system tools)
    output_drop: tuple = ()     # regexes: output lines dropped before outputs are compared
    output_strip: tuple = ()    # regexes: deleted from output lines first (timings)
    arms: tuple = None      # None: every arm; else the arms run unless named (BENCH=P:ARM)


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
        output_drop=("^-- Speedtest1 for SQLite",), output_strip=(r"[0-9]+\.[0-9]+s$",),
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
        # a CPython build takes minutes on 2 cores: by default only the arms that
        # compare whole pipelines (BENCH=python:ARM runs any other arm)
        arms=("gcc-pgo", "o2", "pgoipo-lean", "pgoipo-all-gold", "pgoipo-all-lld",
              "clang-pgo-lld", "gcc-pgo-mm", "pgoipo-all-lld-mm", "clang-pgo-lld-mm"),
        desc="CPython 3.11 interpreter (Debian python3.11 source, upstream tree, ./configure,"
             " make python; core only, no extension modules) running"
             " scripts/bench-python/bench.py: OO task scheduler, n-body, fannkuch, pure-Python"
             " JSON, re, generators/closures, str.format/f-strings, dicts. Train: bench.py train"
             " (other sizes, seed); measured: bench.py measure. Mismatched training (-mm arms):"
             " scripts/bench-python/numeric.py, numeric loops only. PYTHONHASHSEED=0.",
    ),
]

BY_NAME = {p.name: p for p in PROGRAMS}
