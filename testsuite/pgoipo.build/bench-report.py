"""The bench harness (scripts/lib/bench) on made-up results, without a
build or a measurement: an arm whose output differs from -O2's is reported
as "wrong output", never as a ratio; outputs are compared byte for byte with
the exit status; the order's own effect is against the unordered arm; the
evidence counts the decisions; the summary's geometric means; the corpus
is well-formed data; a program's env and fresh paths reach every run,
valgrind schedules threads fairly and several runs give their median.
Prints PASS:/FAIL: lines for bench.exp.
Usage: python3 bench-report.py ROOT"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(sys.argv[1], "scripts", "lib"))
import stats  # noqa: E402
from bench import arms as armlib, measure, report, sources  # noqa: E402
from bench.main import (env_pads, program_arms, select, stored_run, unit_compiles,  # noqa: E402
                        variant_rows)
from bench.run import Bench, ProgramRun, keep_dropped  # noqa: E402
from bench.util import fmt_ratio  # noqa: E402
from bench.programs import CORPUS_ARMS, PROGRAMS, Program  # noqa: E402


def check(ok, what):
    print("%s: %s" % ("PASS" if ok else "FAIL", what))


ARMS = {a.name: a for a in armlib.read(os.path.join(sys.argv[1], "scripts", "bench-arms"))}
NAMES = ["gcc-pgo", "o2", "pgoipo-all-lld-noorder", "pgoipo-all-lld"]


def result(out, lld_ir=700):
    ev = {"Ir": 1000, "I1mr": 10, "D1mr": 5, "D1mw": 5, "ILmr": 1, "DLmr": 1, "DLmw": 1,
          "Bcm": 20, "Bim": 2}
    irs = dict(zip(NAMES, [1000, 900, 800, lld_ir]))
    vg = {n: {"ir": irs[n], "events": dict(ev, Ir=irs[n]), "span": None} for n in NAMES}
    return {"program": "p", "arms": list(NAMES), "status": {n: "ok" for n in NAMES},
            "report": {n: {} for n in NAMES}, "arm": {n: ARMS[n]._asdict() for n in NAMES},
            "text": {n: n for n in NAMES}, "train": {}, "jobs": 1, "rounds": 3,
            "default_arms": None, "source": "p 1", "date": "today", "same_objects": {},
            "times": {"prep": 0, "build": 0, "valgrind": 0, "wall": 0},
            "measures": {"m": {"args": [], "out": out, "out_ref": "o2", "vg": vg, "time": {}}}}


prog = Program(name="p", package="p", binary="p", train="", measure={"m": []}, desc="d")
# pgoipo-all-lld computes something else than -O2: 0.7 of gcc-pgo's
# instructions must not be reported
good = {n: "h" for n in NAMES}
sec = report.program_section(result(dict(good, **{"pgoipo-all-lld": "x"})), prog, ARMS)
row = [l for l in sec.split("\n") if l.startswith("| pgoipo-all-lld |")][0]
check("wrong output" in row and "0.700" not in row,
      "an arm whose output differs from -O2's has no ratio, only 'wrong output'")
check("OUTPUT DIFFERS from o2's" in row, "its evidence names the check arm")
check("NO, wrong output in pgoipo-all-lld." in sec, "the section names the arm")
summ = report.summary([("p", sec)], ARMS)
line = [l for l in summ.split("\n") if l.startswith("| p ")][0]
check("wrong output" in line and "0.700" not in line, "the summary reports it as wrong output")
sec = report.program_section(result(dict(good, **{"gcc-pgo": "x"})), prog, ARMS)
row = [l for l in sec.split("\n") if l.startswith("| pgoipo-all-lld |")][0]
check("wrong output" in row, "a ratio to a reference with wrong output is no ratio either")
# BENCH_ROUNDS=1: the one round is dropped, every time list is empty; the
# section is written without wall times (it raised on the empty list)
r = result(good)
r["measures"]["m"]["time"] = {n: {"wall": [], "cpu": []} for n in NAMES + [armlib.AA]}
try:
    sec1 = report.program_section(r, prog, ARMS)
except ValueError:
    sec1 = ""
check("| pgoipo-all-lld |" in sec1, "a run with no timed round still gets its section")
sec = report.program_section(result(good), prog, ARMS)
row = [l for l in sec.split("\n") if l.startswith("| pgoipo-all-lld |")][0]
check("0.700" in row and "wrong" not in row, "arms with -O2's output keep their ratios")
summ = report.summary([("p", sec)], ARMS)
line = [l for l in summ.split("\n") if l.startswith("| p ")][0]
# CEst w/o branches: all-lld 700 + 10 (10 + 5 + 5) + 100 * 3 = 1200, noorder 1300
check(line.split("|")[-3].strip() == "0.923",
      "the order column: all-lld's CEst w/o branches against all-lld-noorder's")

# output_hash: byte for byte (two invalid UTF-8 sequences differ) and the
# exit status counts
with tempfile.TemporaryDirectory() as d:
    def run(body):
        path = os.path.join(d, "prog")
        with open(path, "w") as f:
            f.write("#!/bin/sh\n" + body + "\n")
        os.chmod(path, 0o755)
        return measure.output_hash(measure.Run(path, []), prog)
    check(run("printf '\\377'") != run("printf '\\376'"), "outputs compared byte for byte")
    check(run("echo a") != run("echo a; exit 3"), "the exit status is part of the output")
    check(run("echo a") == run("echo a"), "equal outputs hash equal")
    # kept for a diff (--layout-sweep, when a relinked arm prints otherwise)
    kept = os.path.join(d, "kept")
    run("echo a; exit 3")
    measure.output_hash(measure.Run(os.path.join(d, "prog"), []), prog, kept)
    with open(kept, "rb") as f:
        check(f.read() == b"exit status 3\na\n", "the output hashed, kept in a file for a diff")

# the unordered arm: its evidence counts the objects it shares with the
# ordered arm, and says so when the order changed nothing
res = result(good)
res["same_objects"] = {"pgoipo-all-lld-noorder": [3, 3, "pgoipo-all-lld"]}
res["report"]["pgoipo-all-lld"] = {"lean_keep": "3", "lean_lean": "5", "unroll": "0",
                                      "scalar": "2", "guessed": "7", "got": "4"}
sec = report.program_section(res, prog, ARMS)
row = [l for l in sec.split("\n") if l.startswith("| pgoipo-all-lld-noorder |")][0]
check("objects byte-identical to pgoipo-all-lld's: 3 of 3" in row and "not applied" not in row,
      "the unordered arm's evidence counts the objects shared with the ordered arm")
row = [l for l in sec.split("\n") if l.startswith("| pgoipo-all-lld |")][0]
check("loops keep 3, lean 5, unrolled 0, scalar 2;" in row,
      "the evidence counts pgoipo-lean's, pgoipo-unroll's and pgoipo-recurrence's loop decisions")
check("untrained guessed 7;" in row, "the evidence counts pgoipo-guess's functions")
check("GOT calls 4;" in row, "the evidence counts pgoipo-plt's functions called through the GOT")
res["text"]["pgoipo-all-lld-noorder"] = res["text"]["pgoipo-all-lld"]
sec = report.program_section(res, prog, ARMS)
row = [l for l in sec.split("\n") if l.startswith("| pgoipo-all-lld-noorder |")][0]
check("its order was not applied" in row, "an order that changed no byte of .text is named")

# the geometric means: each program once
summ = report.summary([("p", report.program_section(result(good), prog, ARMS)),
                       ("q", report.program_section(result(good, lld_ir=900), prog, ARMS))], ARMS)
mean = [l for l in summ.split("\n") if l.startswith("| geometric mean ")][0]
head = [l for l in summ.split("\n") if l.startswith("| program |")][0].split("|")
check(mean.split("|")[head.index(" pgoipo instructions ")].strip() == "0.794",
      "the geometric mean of the instruction ratios")

# a program kept from an earlier run says when in the summary; the newest
# run's rows do not
old_sec = report.program_section(dict(result(good), date="2026-12-02"), prog, ARMS)
new_sec = report.program_section(dict(result(good), date="2026-12-04"), prog, ARMS)
summ = report.summary([("p", old_sec), ("q", new_sec)], ARMS)
check([l.split("|")[1].strip() for l in summ.split("\n")[2:4]] == ["p (2026-12-02)", "q"],
      "the summary dates a row measured before the newest one")

# the corpus as data: at least ten programs, each with a mismatched training
# command unlike its training command, measured commands, its files, and
# arms that exist; the default arms cover the summary
check(len(PROGRAMS) >= 10 and len({p.name for p in PROGRAMS}) == len(PROGRAMS),
      "at least ten programs, named once each")
bad = [p.name for p in PROGRAMS if not p.train or not p.mismatched or p.train == p.mismatched
       or not p.measure or any(not os.path.exists(os.path.join(sys.argv[1], "scripts", f))
                               for f in p.files.values())
       or any(a not in ARMS for a in p.arms)]
check(not bad, "every program: training, mismatched training, measured commands, files, arms"
      + (" (not: %s)" % " ".join(bad) if bad else ""))
need = {a for _, a, _, _ in report.SUMMARY} | {report.NOORDER, "o2", "gcc-pgo", "gcc-pgo-mm"}
check(need <= set(CORPUS_ARMS), "the default arms cover the summary, -O2 and the references")

# BENCH=PROGRAM:ARM,ARM...: those arms of one program in one run, after the
# references (gcc-pgo, and gcc-pgo-mm for an arm of the mismatched training)
progs, arms, explicit = select("sqlite:pgoipo-fp25-lld-mm,pgoipo-all-lld", list(ARMS.values()))
check([p.name for p in progs] == ["sqlite"] and explicit
      and program_arms(progs[0], arms, explicit, ARMS)
      == ["gcc-pgo", "gcc-pgo-mm", "pgoipo-fp25-lld-mm", "pgoipo-all-lld"],
      "PROGRAM:ARM,ARM runs those arms with their references")

# BENCH=ARM,ARM...: those arms in every program (the block of one other
# GCC in one command), each program's run with its references
progs, arms, explicit = select("gcc13-pgoipo-all-lld,gcc13-pgoipo-all-lld-mm", list(ARMS.values()))
check(progs == list(PROGRAMS) and explicit
      and program_arms(progs[-1], arms, explicit, ARMS)
      == ["gcc-pgo", "gcc13-pgo", "gcc13-pgo-mm", "gcc13-pgoipo-all-lld", "gcc13-pgoipo-all-lld-mm"],
      "ARM,ARM runs those arms in every program with their references")
progs, arms, explicit = select("clang-pgo-lld", list(ARMS.values()))
check(progs == list(PROGRAMS) and explicit and arms == ["clang-pgo-lld"],
      "ARM alone runs that arm in every program")

# the driver builds every program with make: the trees are prepared for it,
# and the driver's own choice would re-run jq's configure without the
# prepared options or take ninja's and LevelDB's CMakeLists.txt
pr = ProgramRun(Bench(sys.argv[1], [], armlib.Capabilities(sys.argv[1]), 1, 1), PROGRAMS[0], [])
pr.tree = "/tree"
argv = pr.driver()
check("--build-system" in argv and argv[argv.index("--build-system") + 1] == "make",
      "the driver is told the build system: make")

# --variant's @FILE=FLAGS: build_arm runs the driver with the launcher
# scripts/lib/unit-flags and the rules in its environment (a fake driver
# keeps both), and unit_compiles counts the compiles the launcher's log
# names: a rule that matched none counts 0, which stops the variant
with tempfile.TemporaryDirectory() as d:
    upr = ProgramRun(Bench(sys.argv[1], list(ARMS.values()), armlib.Capabilities(sys.argv[1]), 1, 1),
                    PROGRAMS[0], [])
    upr.work = d
    upr.driver = lambda *a, **k: ["sh", "-c", 'printf "%%s\\n" "$@" > %s/argv; env > %s/env; printf'
                                 ' "a.c\\t./a.c\\t-Os\\n" >> "$PGOIPO_UNIT_LOG"' % (d, d), "-"] + list(a)
    st = upr.build_arm("pgoipo-all-lld-mm", profiles={armlib.training_key(ARMS["pgoipo-all-lld-mm"]): {"profile": d}},
                      work="v", units=(("a.c", "-Os"), ("lzma/b.c", "-fno-tracer -fno-ivopts")))
    uargv = open(os.path.join(d, "argv")).read().split("\n")
    env = open(os.path.join(d, "env")).read()
    launcher = uargv[uargv.index("--launcher") + 1] if "--launcher" in uargv else ""
    check(st == "ok" and launcher == os.path.join(sys.argv[1], "scripts", "lib", "unit-flags")
          and os.access(launcher, os.X_OK)
          and "PGOIPO_UNIT_FLAGS=a.c=-Os\nlzma/b.c=-fno-tracer -fno-ivopts\n" in env
          and "PGOIPO_UNIT_LOG=%s/v.units" % d in env,
          "a variant's unit flags reach the driver through the launcher unit-flags (%s)" % st)
    check(unit_compiles(os.path.join(d, "v"), (("a.c", "-Os"), ("lzma/b.c", "-fno-tracer")))
          == [("a.c", 1), ("lzma/b.c", 0)],
          "unit_compiles counts each rule's compiles from the launcher's log, 0 for none")

# --variant's table: CEst rep once beside CEst, from each run's rep repeats
# (valgrind counts a rep movsb per byte); "?" where the arm's run counted none
ev = {"Ir": 1000, "I1mr": 10, "D1mr": 0, "DLmr": 0, "ILmr": 0, "DLmw": 0, "D1mw": 0,
      "Bcm": 0, "Bim": 0}
ref_vg = {"ir": 1000, "events": dict(ev), "rep": 400}
arm_vg = {"ir": 900, "events": dict(ev, Ir=900)}
var_vg = {"ir": 950, "events": dict(ev, Ir=950), "rep": 300}
rows = variant_rows("decompress", "pgoipo-all-lld-mm", arm_vg, var_vg, ref_vg, True, 10, 11)
cells = [[c.strip() for c in r.split("|")[1:-1]] for r in rows]
check(len(cells) == 2 and cells[0][5] == "?" and cells[1][3] == "0.955"
      and cells[1][5] == "%.3f" % ((950 + 100 - 300) / (1000 + 100 - 400)),
      "--variant's rows: CEst rep once from the runs' rep repeats, '?' without (%s)" % rows)

# GCC 16 (issue 17): its arms are compared with its own PGO, which a run
# builds with them; the mode's flags (pgo:-flto,...) are read; the driver
# gets that compiler with the plugin and command built for it
loc = ARMS["gcc16-pgo-locality"]
progs, arms, explicit = select("lua:gcc16-pgo-locality", list(ARMS.values()))
check(armlib.reference(loc) == "gcc16-pgo" and loc.flags == ["-flto", "-fipa-reorder-for-locality"]
      and loc.mode == "pgo" and armlib.training_key(loc) == "gcc-16 main"
      and program_arms(progs[0], arms, explicit, ARMS)
      == ["gcc-pgo", "gcc16-pgo", "gcc16-pgo-locality"],
      "a GCC 16 arm: its reference gcc16-pgo is built with it, its mode's flags read")
argv = pr.driver(cc="gcc-16")
check(argv[argv.index("--cc") + 1].endswith("gcc-16/bin/gcc")
      and argv[argv.index("--plugin") + 1] == os.path.join(sys.argv[1], "build-gcc16", "pgoipo.so")
      and argv[argv.index("--pgoipo") + 1] == os.path.join(sys.argv[1], "build-gcc16", "pgoipo"),
      "the driver gets GCC 16 with the plugin and command of build-gcc16")
# GCC 14 likewise, each training with its own reference (gcc14-pgo-mm)
g14 = ARMS["gcc14-pgoipo-all-lld-mm"]
progs, arms, explicit = select("lua:gcc14-pgoipo-all-lld,gcc14-pgoipo-all-lld-mm", list(ARMS.values()))
check(armlib.reference(ARMS["gcc14-pgoipo-all-lld"]) == "gcc14-pgo"
      and armlib.reference(g14) == "gcc14-pgo-mm"
      and program_arms(progs[0], arms, explicit, ARMS)
      == ["gcc-pgo", "gcc14-pgo", "gcc14-pgo-mm", "gcc14-pgoipo-all-lld", "gcc14-pgoipo-all-lld-mm"],
      "GCC 14 arms: their references gcc14-pgo and gcc14-pgo-mm are built with them")
argv = pr.driver(cc="gcc-14")
check(argv[argv.index("--cc") + 1].endswith("gcc-14/bin/gcc")
      and argv[argv.index("--plugin") + 1] == os.path.join(sys.argv[1], "build-gcc14", "pgoipo.so"),
      "the driver gets GCC 14 with the plugin of build-gcc14")

# ... and reported in a table of their own, whose ratios are to gcc16-pgo;
# the summary still has one row per measured command
G16 = ["gcc16-pgo", "gcc16-pgo-lto", "gcc16-pgo-locality"]


def add_arms(res, names, irs):
    """RES with the arms NAMES more, built and measured (IRS instructions)."""
    res["arms"] += names
    m = res["measures"]["m"]
    for n, ir in zip(names, irs):
        res["status"][n], res["report"][n], res["text"][n] = "ok", {}, n
        res["arm"][n] = ARMS[n]._asdict()
        m["out"][n] = "h"
        m["vg"][n] = {"ir": ir, "events": dict(m["vg"]["gcc-pgo"]["events"], Ir=ir),
                      "span": None}
    return res


res = add_arms(result(good), G16, [2000, 1900, 1800])
res["layout"] = {"gcc16-pgo-locality": [4, 30, 120, "gcc16-pgo-lto"]}
sec = report.program_section(res, prog, ARMS)
row = [l for l in sec.split("\n") if l.startswith("| gcc16-pgo-locality |")]
check(len(row) == 1 and row[0].split("|")[3].strip() == "0.900" and "| CEst vs gcc16-pgo |" in sec,
      "GCC 16 arms: a table of their own, ratios to gcc16-pgo")
check("4 locality clones; function order against gcc16-pgo-lto's: 30 of its 120 adjacent pairs"
      in row[0] and "flags -flto -fipa-reorder-for-locality" in row[0],
      "the locality arm's evidence: its flags, clones, and how much of LTO's order it kept")
check(len([l for l in report.summary([("p", sec)], ARMS).split("\n") if l.startswith("| p ")])
      == 1, "the summary: one row per measured command with a GCC 16 table")
check(measure.order_kept(list("abcde"), list("abcde")) == (4, 4)
      and measure.order_kept(list("aXbcde"), list("edcba")) == (0, 4)
      and measure.order_kept(list("cdeab"), list("abcde")) == (3, 4),
      "order_kept: adjacent pairs of the twin's order kept, in direction")

# A program's own environment (Program.env) and fresh paths: its training
# command exports the environment; every measured run (the output check
# against -O2, valgrind, timing) has it, and starts without what an earlier
# run left in a fresh path
with tempfile.TemporaryDirectory() as d:
    envp = Program(name="p", package="p", binary="p", train="$BIN t", mismatched="$BIN m",
                   measure={"m": []}, desc="d", env={"PGOIPO_T": "a b"}, fresh=("state",),
                   vg_runs=3)
    pr = ProgramRun(Bench(d, list(ARMS.values()), armlib.Capabilities(d), 1, 2), envp,
                    ["gcc-pgo"])
    check(pr.training("main") == "export PGOIPO_T='a b'; $BIN t"
          and pr.training("mismatched") == "export PGOIPO_T='a b'; $BIN m",
          "a program's env is exported by its training commands")
    # the program logs its PGOIPO_T, fails when state exists, makes it
    log = os.path.join(d, "log")
    os.makedirs(os.path.join(os.path.dirname(pr.binary("gcc-pgo")), "state"))
    with open(pr.binary("gcc-pgo"), "w") as f:
        f.write("#!/bin/sh\necho \"$PGOIPO_T\" >> '%s'\n[ -e state ] && exit 1\nmkdir state\n"
                "echo \"$PGOIPO_T\"\n" % log)
    os.chmod(pr.binary("gcc-pgo"), 0o755)
    with open(os.path.join(d, "echo"), "w") as f:
        f.write("#!/bin/sh\necho 'a b'\n")
    os.chmod(os.path.join(d, "echo"), 0o755)
    seen = []

    def fake_valgrind(run, out, root, runs=1):
        seen.append((run.command().env.get("PGOIPO_T"), runs, run.call(["env"])))
        return None
    real_valgrind, measure.valgrind = measure.valgrind, fake_valgrind
    res = {"measures": {}, "times": {"valgrind": 0, "wall": 0}}
    try:
        pr.measure(res, "m", ["gcc-pgo"])
    finally:
        measure.valgrind = real_valgrind
    m = res["measures"]["m"]
    check(m["out"]["gcc-pgo"] == measure.output_hash(measure.Run(os.path.join(d, "echo"), []),
                                                    prog),
          "the output check runs with the program's env, in a fresh directory")
    check(seen == [("a b", 3, 0)],
          "valgrind: the program's env and its number of runs, a fresh path removed first")
    with open(log) as f:
        # the output check, the valgrind call, two rounds of two timed runs
        check(f.read() == "a b\n" * 6, "every run of the program has its env")

# LevelDB: one malloc arena (db_bench's benchmarks run in threads of their
# own, whose arena otherwise depends on scheduling), its database in a
# directory of its own made anew by every run (--db=db was LevelDB's source
# directory db/, listed with the arm's files), the median of five valgrind
# runs
ldb = [p for p in PROGRAMS if p.name == "leveldb"][0]
check(ldb.env.get("GLIBC_TUNABLES") == "glibc.malloc.arena_max=1" and ldb.vg_runs == 5
      and "--db=measure-db" in ldb.measure["random"] and ldb.fresh == ("measure-db",)
      and not any(a == "--db=db" for a in ldb.measure["random"]),
      "LevelDB: one malloc arena, a fresh database directory, five valgrind runs")

# grep: the measured runs' output goes to a file of the arm's directory,
# not /dev/null (GNU grep takes an output to /dev/null for -q and stops at
# the first match: 0.5M instructions instead of tens of millions), in the
# valgrind runs and the timed ones; the output check still reads the output
with tempfile.TemporaryDirectory() as d:
    b = os.path.join(d, "p")
    with open(b, "w") as f:
        f.write('#!/bin/sh\n[ "$(readlink /proc/$$/fd/1)" = /dev/null ] && exit 7\necho out\n')
    os.chmod(b, 0o755)
    to_file, to_null = measure.Run(b, [], stdout="p.out"), measure.Run(b, [])
    rc = (to_file.call(["env"]), to_null.call(["env"]))
    with open(os.path.join(d, "p.out")) as f:
        written = f.read()
    try:
        timed = len(stats.interleaved([to_file.command()], 2)) == 1
    except subprocess.CalledProcessError:
        timed = False
    check(rc == (0, 7) and written == "out\n" and timed,
          "a program's stdout file: its runs and timed runs write there, not to /dev/null")
    grep = [p for p in PROGRAMS if p.name == "grep"][0]
    check(grep.stdout and "/dev/null" not in grep.train.replace("| cat > /dev/null", "")
          and "/dev/null" not in grep.mismatched.replace("| cat > /dev/null", ""),
          "grep: its measured output to a file, its training output through a pipe")

# MiniSat: a measured run that did its work exits with 10 (satisfiable),
# which its valgrind runs take for success; the output check drops its
# timings and rates and keeps the search's counts
ms = [p for p in PROGRAMS if p.name == "minisat"][0]
run_a = (b"|  Parse time:                   0.00 s                  |\n"
         b"conflicts             : 13293          (43332 /sec)\n"
         b"decisions             : 17094          (0.00 % random) (55723 /sec)\n"
         b"Memory used           : 11.00 MB\nCPU time              : 0.30677 s\n\nSATISFIABLE\n")
run_b = (run_a.replace(b"0.00 s", b"0.01 s").replace(b"43332", b"inf").replace(b"55723", b"9")
         .replace(b"11.00", b"12.00").replace(b"0.30677", b"0.2"))
kept = measure.compared_output(ms, run_a)
check(ms.status == 10 and measure.Run("/bin/true", [], status=ms.status).status == 10
      and kept == measure.compared_output(ms, run_b) and b"13293" in kept and b"17094" in kept
      and b"/sec" not in kept and b"time" not in kept,
      "MiniSat: exit status 10 counts, timings dropped, the search's counts compared")

# Upstream tarballs: one top directory stripped (grep-3.8/...), or none
# where there is none (tcc's Debian tarball: Makefile, tcc.c, ... at the top)
with tempfile.TemporaryDirectory() as d:
    for top in ("pkg-1.0/", ""):
        src = os.path.join(d, "src" + top.strip("/"))
        os.makedirs(os.path.join(src, top, "lib"))
        for f in ("Makefile", "lib/a.c"):
            open(os.path.join(src, top, f), "w").close()
        tarball = os.path.join(d, "t%s.tar.gz" % top.strip("/"))
        subprocess.run(["tar", "-C", src, "-czf", tarball] + ([top] if top else ["Makefile", "lib"]),
                       check=True)
        sources.extract(tarball, os.path.join(d, "out"))
        check(sorted(os.listdir(os.path.join(d, "out"))) == ["Makefile", "lib"]
              and os.path.exists(os.path.join(d, "out", "lib", "a.c")),
              "extract: a tarball %s" % ("with one top directory" if top else "without one"))
tcc = [p for p in PROGRAMS if p.name == "tcc"][0]
check("{tree}" in tcc.inputs and tcc.cflags_var == "BENCH_CFLAGS" and tcc.make == "make tcc",
      "tcc: its inputs from its tree, the arms' flags beside tcc's own, the compiler alone")
# tcc unlinks its output file before it writes it: run as root with -o
# /dev/null, it replaced the device by a plain file (which every later
# reader of /dev/null then read)
tcc_cmds = [tcc.train, tcc.mismatched] + [" ".join(a) for a in tcc.measure.values()]
check(not any(re.search(r"-o\s+/dev/null", c) for c in tcc_cmds),
      "tcc: no command writes its object to /dev/null")

# CPython: one valgrind run under each of three names (its count moves
# with the length of its own path), hard links beside the binary; a program
# without names runs as it is, vg_runs times
py = [p for p in PROGRAMS if p.name == "python"][0]
with tempfile.TemporaryDirectory() as d:
    b = os.path.join(d, "python")
    open(b, "w").close()
    named = measure.Run(b, ["x"], names=py.vg_names).samples(5)
    plain = measure.Run(b, ["x"]).samples(2)
    check(len(py.vg_names) == 3 and py.vg_names[0] == "python"
          and [r.argv for r in named] == [["./" + n, "x"] for n in py.vg_names]
          and all(os.path.samefile(b, os.path.join(d, n)) for n in py.vg_names)
          and [r.argv for r in plain] == [["./python", "x"]] * 2,
          "CPython: valgrind runs it under three names (hard links), others as they are")

# a time of any width leaves the same line: db_bench and speedtest1 pad
# their times to a field width, and a compaction of 0.1 s or more is one
# digit wider (LevelDB's output check called two arms' identical outputs
# different on a loaded machine)
sq = [p for p in PROGRAMS if p.name == "sqlite"][0]
check(all(measure.compared_output(p, a.encode()) == measure.compared_output(p, b.encode())
          for p, a, b in ((ldb, "compact      :   17619.000 micros/op;\n",
                           "compact      :  117619.000 micros/op;\n"),
                          (ldb, "fillrandom   :       5.040 micros/op;   22.0 MB/s\n",
                           "fillrandom   :      15.040 micros/op;  122.0 MB/s\n"),
                          (sq, " 100 - 50000 INSERTs into table......    0.071s\n",
                           " 100 - 50000 INSERTs into table......   10.071s\n")))
      and measure.compared_output(ldb, b"found 12941\n") != measure.compared_output(ldb, b"found 12942\n"),
      "timings of any width are stripped alike (LevelDB, SQLite); the rest is compared")

# valgrind runs threads in a fixed order (--fair-sched=yes), in both
# simulations and the I1 sweep; of several runs the median by CEst counts,
# every run kept
calls = []


class FakeRun(measure.Run):
    def call(self, prefix=(), out=None, err=None):
        calls.append(list(prefix))
        return 1


with tempfile.TemporaryDirectory() as d:
    fr = FakeRun(os.path.join(d, "p"), [])
    measure.valgrind_once(fr, os.path.join(d, "out"))
    measure.i1_misses(fr, measure.I1)
check(len(calls) == 2 and all(c[:2] == ["valgrind", "--fair-sched=yes"] for c in calls),
      "valgrind runs with --fair-sched=yes (simulation and I1 sweep)")
with tempfile.TemporaryDirectory() as d:
    cests = iter([500, 100, 400, 200, 300])
    irs = iter([90, 10, 70, 50, 30])

    def fake_once(run, out):
        c = next(cests)
        for ext in (".callgrind", ".callgrind.log", ".cachegrind", ".cachegrind.log"):
            with open(out + ext, "w") as f:
                f.write("summary: %d\n" % c)
        ev = {"Ir": c, "I1mr": 0, "D1mr": 0, "D1mw": 0, "ILmr": 0, "DLmr": 0, "DLmw": 0,
              "Bcm": 0, "Bim": 0}
        return {"ir": next(irs), "events": ev}
    real_once, measure.valgrind_once = measure.valgrind_once, fake_once
    try:
        vg = measure.valgrind(measure.Run(os.path.join(d, "echo"), []), os.path.join(d, "a"),
                              sys.argv[1], runs=5)
    finally:
        measure.valgrind_once = real_once
    with open(os.path.join(d, "a.cachegrind")) as f:
        kept = f.read()
    check(vg["events"]["Ir"] == 300 and vg["median"] == 4 and vg["ir"] == 50
          and [r["events"]["Ir"] for r in vg["runs"]] == [500, 100, 400, 200, 300]
          and kept == "summary: 300\n",
          "five valgrind runs: the run of median CEst counts, its files kept, every run stored;"
          " instructions: the median callgrind count")
    runs = report.spread({"measures": {"m": {"vg": {"o2": vg, "x": None}}}})
    check(runs == (5, (4.0, "o2"), (8.0, "o2"))
          and "Counts: ${vg_runs} valgrind runs" in report.load("program.md.in"),
          "the section names the runs and their largest spread")
# ... and the I1 sweep the median of as many runs
counts = iter([500, 100, 400, 200, 300])
real_i1, measure.i1_misses = measure.i1_misses, lambda run, g: next(counts)
try:
    check(measure.median_i1(measure.Run("/p/q", []), measure.I1, 5) == 300,
          "the I1 sweep: the median of the runs")
finally:
    measure.i1_misses = real_i1

# --layout-sweep: each arm against its reference laid out after the same
# pad, the reference against itself unpadded; CEst with and without the
# branch term
def ev_of(ir, bcm):
    return {"Ir": ir, "I1mr": 0, "D1mr": 0, "D1mw": 0, "ILmr": 0, "DLmr": 0, "DLmw": 0,
            "Bcm": bcm, "Bim": 0}


sweep = {"program": "p", "date": "today", "shifts": [0, 720], "arms": ["pgoipo-all-lld"],
         "ref": {"pgoipo-all-lld": "gcc-pgo"},
         "events": {"m": {"gcc-pgo": {"0": ev_of(1000, 0), "720": ev_of(1100, 0)},
                          "pgoipo-all-lld": {"0": ev_of(900, 10), "720": ev_of(1210, 0)}}}}
tab = report.layout_table(sweep)
rows = [l for l in tab.split("\n") if l.startswith("| ")]
check(rows[1] == "| gcc-pgo | itself, no pad | 1.000 | 1.100 | 1.049 | 1.000–1.100 |"
      and rows[2] == "| pgoipo-all-lld | gcc-pgo | 1.000 | 1.100 | 1.049 | 1.000–1.100 |"
      and rows[5] == "| pgoipo-all-lld | gcc-pgo | 0.900 | 1.100 | 0.995 | 0.900–1.100 |"
      and "CEst without the branch term" in tab and "#### p: I1 misses, code moved" in tab,
      "the layout sweep: each arm against its reference moved by the same pad, and the"
      " reference against itself")
# BENCH_SHUFFLE: the unordered sections shuffled by lld instead; a
# reference lld does not link is not moved, and the table says so
shuf = dict(sweep, kind="seed", shifts=[0, 7], fixed=["gcc-pgo"],
            events={"m": {"gcc-pgo": {"0": ev_of(1000, 0), "7": ev_of(1000, 0)},
                          "pgoipo-all-lld": {"0": ev_of(900, 10), "7": ev_of(950, 0)}}})
rows = [l for l in report.layout_table(shuf).split("\n") if l.startswith("| ")]
check(rows[0] == "| arm | against | as linked | seed 7 | geometric mean | range |"
      and rows[3] == "| pgoipo-all-lld | gcc-pgo | 0.900 | 0.950 | 0.925 | 0.900–0.950 |"
      and not any("itself" in l for l in rows)
      and "Not shuffled (not linked by lld): gcc-pgo" in report.layout_table(shuf),
      "the shuffle sweep: seeds, and a reference it cannot move named")
# --wall: per-round ratios to the reference against the A/A control's; a
# difference is resolved only beyond the control's quartiles, and agrees
# only when CEst points the same way (CEst within 0.05 % of 1 points nowhere)
ref_t = [100.0] * 9
aa_t = [99, 100, 101, 100, 99.5, 100.5, 100, 101, 99]
wall = {"program": "p", "date": "today", "rounds": 10,
        "arms": ["fast", "slow", "same", "flat"],
        "ref": {"fast": "gcc-pgo", "slow": "gcc-pgo", "same": "gcc-pgo", "flat": "gcc-pgo"},
        "cest": {"m": {"fast": 0.95, "slow": 0.97, "same": 0.99, "flat": 1.0002}},
        "time": {"m": {"gcc-pgo": {"wall": ref_t, "cpu": ref_t},
                       armlib.AA: {"wall": aa_t, "cpu": aa_t},
                       "fast": {"wall": [90, 91, 92, 90, 91, 92, 90, 91, 92], "cpu": ref_t},
                       "slow": {"wall": [105] * 9, "cpu": [105] * 9},
                       "same": {"wall": [98, 99, 100, 101, 102, 99, 100, 101, 98], "cpu": ref_t},
                       "flat": {"wall": [95] * 9, "cpu": ref_t}}}}
tab = report.wall_table(wall)
rows = {l.split(" | ")[0][2:]: l for l in tab.split("\n") if l.startswith("| ")}
check(rows["gcc-pgo again (A/A)"].startswith("| gcc-pgo again (A/A) | gcc-pgo | | 1.000 [0.990–1.010] | 0.995–1.005 |")
      and rows["fast"] == ("| fast | gcc-pgo | 0.950 | 0.910 [0.900–0.920] | 0.900–0.920 | 1.000 [1.000–1.000]"
                           " | yes: faster | yes |")
      and rows["slow"].endswith("| yes: slower | **no** |")
      and rows["same"].endswith("| no |  |")
      and rows["flat"].endswith("| 1.000 [1.000–1.000] | yes: faster | **no** |")
      and "Resolved beyond the A/A control: 3 of 4 arms; in the direction of their CEst: 1 of 3."
      in tab, "the wall table: resolved beyond the A/A control, and against CEst's direction")
import stats  # noqa: E402
check(stats.median_ci(list(range(1, 41))) == (14, 27) and stats.median_ci(list(range(1, 101))) == (40, 61)
      and stats.median_ci([5, 1, 4, 2, 3, 6]) == (1, 6) and stats.median_ci([1, 2, 3, 4, 5]) is None,
      "the median's 95 % interval by order statistics (the 14th and 27th of 40), none of five")
few = dict(wall, time={"m": {k: {"wall": v["wall"][:4], "cpu": v["cpu"][:4]}
                             for k, v in wall["time"]["m"].items()}})
check(all(l.endswith("| too few rounds |  |") for l in report.wall_table(few).split("\n")
          if l.startswith("| ") and l.split(" | ")[0][2:] in wall["arms"]),
      "the wall table: four rounds resolve nothing")
# the block keeps a committed program's tables and renews the one run here
with tempfile.TemporaryDirectory() as d:
    import json
    with open(os.path.join(d, "wall-p.json"), "w") as f:
        json.dump(wall, f)
    old = ("<!-- wall:begin -->\n#### p: wall time, 3 rounds (before)\n\nold p\n"
           "#### q: wall time, 5 rounds (before)\n\nkept q\n<!-- wall:end -->")
    blk = report.sweep_block(old, d, ["p", "q", "r"], "wall")
    check(blk.startswith("<!-- wall:begin -->") and blk.rstrip().endswith("<!-- wall:end -->")
          and "old p" not in blk and "| fast | gcc-pgo | 0.950 |" in blk and "kept q" in blk
          and report.sweep_block("", d + "/none", ["p"], "wall") is None,
          "the wall block: a program run here renewed, one not run kept as committed")
os.environ["BENCH_PADS"] = "240, 1312 3648"
check(env_pads() == [240, 1312, 3648], "the layout sweep's pads from BENCH_PADS, in its order")
del os.environ["BENCH_PADS"]
check(env_pads() == measure.LAYOUT_SHIFTS, "the layout sweep's pads without BENCH_PADS")
with tempfile.TemporaryDirectory() as d:
    obj = measure.pad_object(d, 720)
    sec = subprocess.run(["readelf", "-SW", obj], stdout=subprocess.PIPE, text=True).stdout
    sizes = {m[0]: int(m[1], 16) for m in
             re.findall(r"\] (\.rodata\.pgoipo_pad|\.text\.unlikely\.pgoipo_pad)"
                                      r" +\S+ +\S+ +\S+ +([0-9a-f]+)", sec)}
    check(sizes == {".rodata.pgoipo_pad": 720, ".text.unlikely.pgoipo_pad": 720},
          "the layout sweep's pad: 720 bytes of .rodata and of .text.unlikely (%s)" % sizes)

# rep-prefixed string instructions: valgrind counts `rep movsb` of N bytes
# as N + 1 instructions (one per iteration and the last test); callgrind's
# self-jumps count the N after the first, so "rep once" leaves one per
# execution.  A program that copies 100 bytes 1000 times per argument:
# one argument more, 100,000 repeats more (the loader's own rep
# instructions cancel out).
with tempfile.TemporaryDirectory() as d:
    src = os.path.join(d, "rep.c")
    with open(src, "w") as f:
        f.write("#include <stddef.h>\nstatic char s[128], t[128];\n"
                "int main(int argc, char **argv)\n{\n\t(void)argv;\n"
                "\tfor (int k = 0; k < 1000 * argc; k++) {\n"
                "\t\tvoid *d = t, *p = s;\n\t\tsize_t n = 100;\n"
                "\t\t__asm__ volatile(\"rep movsb\" : \"+D\"(d), \"+S\"(p), \"+c\"(n) : : \"memory\");\n"
                "\t}\n\treturn t[0];\n}\n")
    subprocess.run(["gcc", "-O1", "-o", os.path.join(d, "rep"), src], check=True)
    reps = []
    for args in ([], ["x"]):
        out = os.path.join(d, "cg%d" % len(args))
        subprocess.run(measure.VALGRIND + ["--tool=callgrind"] + measure.CALLGRIND_JUMPS
                       + ["--callgrind-out-file=" + out, os.path.join(d, "rep")] + args,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        reps.append(measure.rep_repeats(out))
    check(reps[1] - reps[0] == 100000,
          "rep repeats: 1000 more copies of 100 bytes by rep movsb, 100,000 more (%s)" % reps)
# the cycle estimate without them: the column of a program's table and
# the summary's; a run measured before they were counted has none
r = result(good)
for n, rep in zip(NAMES, [100, 0, 0, 0]):
    r["measures"]["m"]["vg"][n]["rep"] = rep
sec = report.program_section(r, prog, ARMS)
hdr = [l for l in sec.split("\n") if l.startswith("| arm |")][0].split(" | ")
row = [l for l in sec.split("\n") if l.startswith("| pgoipo-all-lld |")][0].split(" | ")
col = hdr.index("CEst rep once vs gcc-pgo")
# gcc-pgo: 1000 + 10 * 22 + 10 * 20 + 100 * 3 = 1720, less 100; all-lld: 1420
check(row[col] == fmt_ratio(1420 / 1620) and row[hdr.index("CEst vs gcc-pgo")] == fmt_ratio(1420 / 1720),
      "the column 'CEst rep once': each arm's CEst less its rep repeats")
del r["measures"]["m"]["vg"]["gcc-pgo"]["rep"]
row = [l for l in report.program_section(r, prog, ARMS).split("\n")
       if l.startswith("| pgoipo-all-lld |")][0].split(" | ")
check(row[col] == "?", "no rep-once ratio to a reference measured before the repeats were counted")
summ = report.summary([("p", sec)], ARMS)
shdr = [l for l in summ.split("\n") if l.startswith("| program |")][0].split(" | ")
line = [l for l in summ.split("\n") if l.startswith("| p ")][0].split(" | ")
check(line[shdr.index("pgoipo CEst rep once")] == fmt_ratio(1420 / 1620),
      "the summary's 'pgoipo CEst rep once'")
# a GCC of scripts/toolchain links its libstdc++ and libgcc statically
# (GCC 16's ninja needs a libstdc++ newer than the system's); the
# system's compilers link as they do
check(armlib.toolchain_ldflags("gcc-12") == [] and armlib.toolchain_ldflags("clang-14") == []
      and ("/" not in armlib.compiler("gcc-16"))
      == (armlib.toolchain_ldflags("gcc-16") == []),
      "toolchain arms link libstdc++ and libgcc statically, the system's compilers not")
# --wall of arms whose reference is not gcc-pgo (GCC 16's, mismatched):
# the A/A control is that reference timed twice (the table raised a
# KeyError on gcc-pgo, which was not timed)
w16 = {"program": "p", "date": "today", "rounds": 10, "arms": ["gcc16-pgoipo-all-lld-mm"],
       "ref": {"gcc16-pgoipo-all-lld-mm": "gcc16-pgo-mm"}, "aa_ref": "gcc16-pgo-mm",
       "cest": {"m": {"gcc16-pgoipo-all-lld-mm": 0.98}},
       "time": {"m": {"gcc16-pgo-mm": {"wall": ref_t, "cpu": ref_t},
                      armlib.AA: {"wall": aa_t, "cpu": aa_t},
                      "gcc16-pgoipo-all-lld-mm": {"wall": [90, 91, 92] * 3, "cpu": ref_t}}}}
try:
    tab16 = report.wall_table(w16)
except KeyError:
    tab16 = ""
check("| gcc16-pgo-mm again (A/A) | gcc16-pgo-mm |" in tab16
      and "| gcc16-pgoipo-all-lld-mm | gcc16-pgo-mm | 0.980 |" in tab16,
      "the wall table: the A/A control of arms whose reference is not gcc-pgo")
# a sweep with CEst rep once (runs since the repeats are counted): its
# column, and the direction judged by it as by CEst (GCC 16's jq: CEst
# 1.397, rep once 0.982, wall 0.968)
w16r = dict(w16, cest={"m": {"gcc16-pgoipo-all-lld-mm": 1.397}},
            cest_rep={"m": {"gcc16-pgoipo-all-lld-mm": 0.982}})
tabr = report.wall_table(w16r)
row = [l for l in tabr.split("\n") if l.startswith("| gcc16-pgoipo-all-lld-mm |")][0]
check("| agrees with CEst | CEst rep once | agrees with rep once |" in tabr
      and row.endswith("| yes: faster | **no** | 0.982 | yes |")
      and "in the direction of their CEst: 0 of 1; of their CEst rep once: 1 of 1." in tabr
      and "CEst rep once" not in report.wall_table(w16),
      "the wall table: CEst rep once and its direction beside CEst's, where the sweep has it")

# A run of one other GCC's arms (and gcc-pgo, which every run builds) is
# stored apart, PROG@gcc-16.json: stored as the program's results, GCC 16's
# and GCC 11's runs of the corpus had left the summary's GCC 12 columns
# "?".  The summary keeps the GCC 12 arms; the other GCC gets a block of its
# own, its summary against its own PGO; its wall sweep likewise.
check(armlib.run_compiler(["gcc-pgo", "gcc16-pgo", "gcc16-pgoipo-all-lld"], ARMS) == "gcc-16"
      and armlib.run_compiler(["gcc-pgo", "gcc16-pgo-mm", "gcc16-pgoipo-all-lld-mm"], ARMS)
      == "gcc-16"
      and armlib.run_compiler(["gcc-pgo", "pgoipo-all-lld", "gcc16-pgo"], ARMS) is None
      and armlib.run_compiler(["gcc-pgo", "gcc16-pgo", "gcc11-pgo"], ARMS) is None
      and armlib.run_compiler(NAMES, ARMS) is None,
      "run_compiler: a run of one other GCC's arms (besides gcc-pgo), else none")
r16 = add_arms(result(dict(good)), ["gcc16-pgo", "gcc16-pgoipo-all-lld-noorder",
                                     "gcc16-pgoipo-all-lld"], [2000, 1800, 1800])
m16 = r16["measures"]["m"]
for n in NAMES[1:]:
    r16["arms"].remove(n)
    for k in ("status", "report", "text", "arm"):
        del r16[k][n]
    del m16["vg"][n]
    m16["out"].pop(n, None)
m16["out_ref"] = "gcc-pgo"
w12 = dict(w16, arms=["pgoipo-all-lld"], ref={"pgoipo-all-lld": "gcc-pgo"}, aa_ref="gcc-pgo",
           cest={"m": {"pgoipo-all-lld": 0.7}},
           time={"m": {"gcc-pgo": {"wall": ref_t, "cpu": ref_t},
                       armlib.AA: {"wall": aa_t, "cpu": aa_t},
                       "pgoipo-all-lld": {"wall": [90, 91, 92] * 3, "cpu": ref_t}}})
with tempfile.TemporaryDirectory() as d:
    bdir = os.path.join(d, "build", "bench")
    os.makedirs(os.path.join(bdir, "results"))
    for obj, path in ((result(good), armlib.results_path(bdir, "p")),
                      (r16, armlib.results_path(bdir, "p", "gcc-16")),
                      (w12, armlib.results_path(bdir, "p", None, "wall")),
                      (dict(w16, cc="gcc-16"), armlib.results_path(bdir, "p", "gcc-16", "wall"))):
        with open(path, "w") as f:
            json.dump(obj, f)
    check(os.path.basename(armlib.results_path(bdir, "p", "gcc-16")) == "p@gcc-16.json"
          and os.path.basename(armlib.results_path(bdir, "p", "gcc-16", "wall"))
          == "wall-p@gcc-16.json", "results_path: PROG@gcc-16.json, wall-PROG@gcc-16.json")
    b = Bench(d, list(ARMS.values()), None, 1, 1)
    check(stored_run(b, prog, ["gcc16-pgoipo-all-lld"])[0] == armlib.results_path(bdir, "p", "gcc-16")
          and stored_run(b, prog, ["pgoipo-all-lld"])[0] == armlib.results_path(bdir, "p")
          and stored_run(b, prog)[0] == armlib.results_path(bdir, "p"),
          "the last run of GCC 16's arms is read from PROG@gcc-16.json, of GCC 12's from PROG.json")
    report.write(d, bdir, [prog], ARMS)
    with open(os.path.join(d, "BENCHMARKS.md")) as f:
        text = f.read()
    summ, _, block = text.partition("## Other GCC versions")
    head = [l for l in summ.split("\n") if l.startswith("| program |")][0].split(" | ")
    line = [l for l in summ.split("\n") if l.startswith("| p |")]
    check(len(line) == 1 and line[0].split(" | ")[head.index("pgoipo instructions")] == "0.700",
          "the summary: the GCC 12 arms of the program's results, beside a run of GCC 16's")
    part = block.partition("<!-- compilers:end -->")[0]
    head = [l for l in part.split("\n") if l.startswith("| program |")]
    line = [l for l in part.split("\n") if l.startswith("| p |")]
    check("### GCC 16" in part and "#### GCC 16: p" in part and len(head) == 1 and len(line) == 1
          and line[0].split(" | ")[head[0].split(" | ").index("pgoipo instructions")] == "0.900"
          and "| CEst vs gcc16-pgo |" in part and "Clang" not in head[0],
          "GCC 16's block: its summary and section, ratios to gcc16-pgo")
    check("#### p: wall time" in text and "#### GCC 16: p: wall time" in text,
          "the wall block: GCC 12's sweep and GCC 16's, each its own")
    # this tree without GCC 16's results: the committed block and sweep kept
    os.remove(armlib.results_path(bdir, "p", "gcc-16"))
    os.remove(armlib.results_path(bdir, "p", "gcc-16", "wall"))
    report.write(d, bdir, [prog], ARMS)
    with open(os.path.join(d, "BENCHMARKS.md")) as f:
        check(f.read() == text, "GCC 16's section and sweep kept as committed without their results")
# ... and it takes the reference gcc-pgo, when its binary is still the one
# the last run of GCC 12's arms measured, as built: no GCC 12 training and
# build again, which replaced that run's binary and profile (--rep and
# --wall of GCC 12's arms then refused the program)
with tempfile.TemporaryDirectory() as d:
    b = Bench(d, list(ARMS.values()), None, 1, 1)
    g16 = ProgramRun(b, prog, ["gcc-pgo", "gcc16-pgo", "gcc16-pgoipo-all-lld"])
    exe = g16.binary("gcc-pgo")
    os.makedirs(os.path.dirname(exe))
    os.makedirs(os.path.join(b.dir, "results"))

    def cc_exe(body):
        src = os.path.join(d, "m.c")
        with open(src, "w") as f:
            f.write("int main(void) { %s }\n" % body)
        subprocess.run(["gcc", "-O1", "-o", exe, src], check=True)
    cc_exe("return 0;")
    with open(armlib.results_path(b.dir, "p"), "w") as f:
        json.dump({"status": {"gcc-pgo": "ok"}, "text": {"gcc-pgo": measure.text_hash(exe)}}, f)
    same = g16.reused_references()
    cc_exe("volatile int x = 3; return x - 3;")
    check(same == ["gcc-pgo"] and g16.reused_references() == []
          and ProgramRun(b, prog, ["gcc-pgo", "pgoipo-all-lld"]).reused_references() == [],
          "a run of GCC 16's arms reuses gcc-pgo's binary while it is the last GCC 12 run's")
# an arm of GCC 16 whose output differs from the check's: named in its
# section, and no ratio in its summary
bad16 = json.loads(json.dumps(r16))
bad16["measures"]["m"]["out"]["gcc16-pgoipo-all-lld"] = "other"
sec16 = report.cc_section(bad16, prog, ARMS, "gcc-16")
summ16 = report.summary([("p", sec16.split("\n", 1)[1])], ARMS, report.cc_columns("gcc-16"),
                        "gcc16-pgo")
line = [l for l in summ16.split("\n") if l.startswith("| p |")][0].split(" | ")
check("the arms' output DIFFERS from gcc-pgo's: gcc16-pgoipo-all-lld" in sec16
      and line[1] == "**wrong output**" and "0.900" not in summ16,
      "GCC 16's block: an arm with wrong output is named, and has no ratio")
# a program of GCC 16's block kept from an earlier run says when in its
# summary, as in GCC 12's ("Measured on DATE (GCC 16 training, ...).")
old16 = report.cc_section(dict(r16, date="2026-12-06"), prog, ARMS, "gcc-16")
new16 = report.cc_section(dict(r16, date="2026-12-07"), prog, ARMS, "gcc-16")
summ16 = report.summary([("p", old16.split("\n", 1)[1]), ("q", new16.split("\n", 1)[1])],
                        ARMS, report.cc_columns("gcc-16"), "gcc16-pgo")
check([l.split("|")[1].strip() for l in summ16.split("\n")[2:4]] == ["p (2026-12-06)", "q"],
      "GCC 16's block dates a row measured before the newest one")
# the plugin of another GCC's arms is made by the run (make CC=... BUILD=...):
# built when missing, built again when older than the tree, and a make that
# fails names its log; GCC 12's build/ is make bench's own.  The system gcc
# stands in for GCC 14's toolchain, into a build directory of the test's.
with tempfile.TemporaryDirectory() as d:
    saved = armlib.COMPILERS["gcc-14"]
    try:
        armlib.COMPILERS["gcc-14"] = ("/usr/bin/gcc", os.path.join(d, "b"))
        arm14 = ARMS["gcc14-pgoipo-all-lld"]
        miss = armlib.Capabilities(sys.argv[1]).missing(arm14)
        so = os.path.join(d, "b", "pgoipo.so")
        built = os.path.isfile(so) and os.access(os.path.join(d, "b", "pgoipo"), os.X_OK)
        os.utime(so, (0, 0))
        again = armlib.Capabilities(sys.argv[1]).missing(arm14)
        check(miss == [] and built and again == [] and os.path.getmtime(so) > 0,
              "another GCC's plugin is built by the run, and built again when stale")
        armlib.COMPILERS["gcc-14"] = ("/bin/false", os.path.join(d, "f"))
        miss = armlib.Capabilities(sys.argv[1]).missing(arm14)
        check(len(miss) == 1 and "the plugin for gcc-14: make CC=/bin/false BUILD=%s failed (see %s)"
              % (os.path.join(d, "f"), os.path.join(d, "f", "make.log")) in miss[0]
              and armlib.Capabilities(sys.argv[1]).make_plugin("gcc-12") == "",
              "a make of another GCC's plugin that fails is named with its log")
        # a GCC not built says the command that builds it
        armlib.COMPILERS["gcc-14"] = (os.path.join(d, "none", "bin", "gcc"), "build-gcc14")
        miss = armlib.Capabilities(sys.argv[1]).missing(arm14)
        check(miss == ["gcc-14 (scripts/toolchain gcc-14)"] or shutil.which("gcc-14"),
              "an arm of a GCC not built names scripts/toolchain gcc-14 (%s)" % miss)
    finally:
        armlib.COMPILERS["gcc-14"] = saved
# a run of some arms does not silently drop the stored run's others: their
# results are kept as PATH.prev; a run of the same arms (or more) replaces
with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, "p.json")
    with open(path, "w") as f:
        json.dump(result(good), f)
    part = dict(result(good), status={"gcc-pgo": "ok", "pgoipo-rep-lld": "ok"})
    gone = keep_dropped(path, part)
    moved = not os.path.exists(path)
    with open(path + ".prev") as f:
        kept = json.load(f)
    again = keep_dropped(os.path.join(d, "none.json"), part)
    os.replace(path + ".prev", path)
    same = keep_dropped(path, dict(result(good), status=dict(result(good)["status"], x="ok")))
    check(gone == ["o2", "pgoipo-all-lld-noorder", "pgoipo-all-lld"] and moved
          and kept["status"] == result(good)["status"] and again is None and same is None
          and not os.path.exists(path + ".prev"),
          "a run of fewer arms keeps the stored run's results as .prev")
