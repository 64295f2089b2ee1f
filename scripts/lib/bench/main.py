"""scripts/bench: the command line."""

import collections
import json
import os
import shutil
import sys
import tempfile
import time

import stats

from . import arms as armlib
from . import measure, report, sources
from .programs import BY_NAME, PROGRAMS
from .run import Bench, ProgramRun, subst
from .util import die, fmt_ratio, read_report, say, today

USAGE = """\
Usage: scripts/bench [SELECTION]      (make bench [BENCH=SELECTION])

Fetch real programs as Debian source packages, build each in every arm of
scripts/bench-arms with scripts/pgoipo-build, measure, print a table and write
BENCHMARKS.md.  The programs are the entries of scripts/lib/bench/programs.py.

SELECTION: empty (every program in its default arms, CORPUS_ARMS of
programs.py), a program (%(programs)s), an arm (gcc-pgo, clang-pgo-lld,
...: that arm in every program), ARM,ARM... (those arms in every program:
gcc13-pgoipo-all-lld,gcc13-pgoipo-all-lld-noorder,gcc13-pgoipo-all-lld-mm
are the arms of GCC 13's block of BENCHMARKS.md), PROGRAM:ARM,
PROGRAM:ARM,ARM... (those arms, in one run), or PROGRAM:all (every arm of
scripts/bench-arms).  The
reference arm gcc-pgo is always built as well (and gcc-pgo-mm with the
arms trained on the mismatched input, *-mm; gccN-pgo with the arms of
GCC N, gccN-*, whose ratios are to it; a run of one other GCC's arms is
stored apart, PROGRAM@gcc-N.json, and BENCHMARKS.md reports it in a block
of that GCC's, leaving the summary's GCC 12 arms as they were).  Every
arm's output must equal -O2's; one that differs is reported as "wrong
output" and makes scripts/bench exit 1.

scripts/bench --tree PROGRAM fetches and prepares PROGRAM's clean source tree
(cached) and prints its path, for scripts/pgoipo-build --src.
scripts/bench --write rewrites BENCHMARKS.md from the results of earlier runs.
scripts/bench --i1-sweep PROGRAM [ARM...] re-runs the arms' binaries, already
built by an earlier run (default: %(i1arms)s), under cachegrind with four I1
geometries (16 KiB 8-way, 32 KiB 4-way, 32 KiB 8-way, 64 KiB 8-way; 64-byte
lines; 32 KiB 8-way, the main run's, is taken from its results while the
arm's .text is unchanged) and writes the table into BENCHMARKS.md: whether
an arm's I1 advantage holds when the sets map differently, or was one
mapping's luck.

scripts/bench --layout-sweep PROGRAM [ARM...] links the objects of each arm
(default: %(layoutarms)s) and of its reference again, after a pad of K bytes
(K in %(shifts)s, or the sizes in BENCH_PADS), runs cachegrind on each and
prints each arm's CEst against its reference laid out the same way: whether
an arm's lead holds when its code moves, or was one layout's luck (the arms
must be those of the last run).

scripts/bench --rep PROGRAM [ARM...] runs callgrind again on the binaries of
the last run (default: %(reparms)s and their references), counting the
iterations after the first of every rep-prefixed string instruction
(valgrind counts `rep movsb` once per byte; a CPU with fast short rep moves
does not), adds them to the run's results (the column "CEst rep once" of
the tables BENCHMARKS.md is written with) and prints each arm's CEst with
and without them against its reference.

scripts/bench --wall PROGRAM [ARM...] times the binaries of the last run
again (default: every arm it built) in BENCH_ROUNDS interleaved rounds, the
reference twice in each round (the A/A control), and writes into
BENCHMARKS.md each arm's wall and cpu time as the median of its per-round
ratios to its reference, with its 95 %% confidence interval: whether the
time resolves a difference beyond the A/A control's, and whether it agrees in
direction with the arm's CEst (run it on a machine otherwise idle).

scripts/bench --variant PROGRAM ARM [KEY[=VALUE]...] [-FLAG...] [@FILE=FLAGS...]
builds ARM of the last run of PROGRAM again from the training profile that run
stored, with more plugin arguments (KEY[=VALUE]: guess-untrained,
inline-rare=0, ...), more compiler flags (words that begin with '-':
-fprofile-partial-training) and flags for the compiles of one source file
alone (@FILE=FLAGS, FILE its name or its path's end: @inflate.c=-Os; added
by the launcher scripts/lib/unit-flags, a word that matches no compile stops
the variant), into build/bench/PROGRAM/variants/NAME; checks that its output
is the arm's (the arm's output now, when a hash stored by an older output
check is not it), simulates it as the run did, and prints its ratios beside
the arm's own (CEst also with rep string instructions counted once): what
one option changes, with the training held fixed (a new training run, which
make bench makes, need not count alike: CPython's does not).  With
BENCH_WALL=N it also times the variant, the arm and their reference in N
interleaved rounds, the reference twice in each (the A/A control), and
prints the table --wall prints.  BENCHMARKS.md is not written.

Environment: BENCH_ROUNDS (interleaved wall-time rounds, default 11, the first
is dropped), BENCH_WALL (--variant's, default 0: none), BENCH_JOBS (arms
built or simulated at once, default 2),
BENCH_I1_REUSE=1 (--i1-sweep only rewrites its table from the last sweep),
BENCH_PADS (--layout-sweep's pads in bytes, e.g. "720 1888 3056 240 1312"),
BENCH_SHUFFLE (instead of pads, seeds of lld's --shuffle-sections for the
sections the order leaves to the linker, e.g. "1 2 3"), BENCH_BUILD (the
plugin and pgoipo command of the GCC 12 arms from another build directory
than build/, e.g. build-exp of make BUILD=build-exp: a variant of changed
code while a make bench uses build/).
Work files: build/bench/ (sources in build/bench/src, per-arm builds in
build/bench/PROGRAM/ARM, results in build/bench/results).
"""
I1_ARMS = ["gcc-pgo", "pgoipo-all-lld-noorder", "pgoipo-all-lld", "clang-pgo-lld"]
LAYOUT_ARMS = ["pgoipo-all-lld"]
REP_ARMS = ["pgoipo-all-lld", "clang-pgo-lld", "pgoipo-all-lld-mm", "clang-pgo-lld-mm"]
TOOLS = {
    "bench": "valgrind llvm-profdata-14 clang-14 ld.gold ld.lld dpkg-source apt-get size"
             " objcopy tclsh gawk",
    "tree": "apt-get tclsh", "write": "gcc-12 clang-14 valgrind", "i1": "gcc-12 clang-14 valgrind",
    "layout": "gcc-12 clang-14 valgrind ld.lld dpkg-source objcopy",
    "wall": "gcc-12 clang-14 valgrind", "rep": "gcc-12 clang-14 valgrind",
    "variant": "gcc-12 clang-14 valgrind ld.gold ld.lld size objcopy",
}


def env_count(name, default, least):
    """The whole number in the environment variable NAME (DEFAULT when unset),
    at least LEAST; anything else is an error that names the variable."""
    v = os.environ.get(name, default)
    if not v.isdigit() or int(v) < least:
        die("%s='%s' is not a whole number >= %d" % (name, v, least))
    return int(v)


def wall_rounds():
    """BENCH_WALL: the interleaved rounds --variant times its builds in (0,
    the default: none; the first round is dropped, so at least 2)."""
    n = env_count("BENCH_WALL", "0", 0)
    if n == 1:
        die("BENCH_WALL='1' is not a whole number >= 2 (the first round is dropped)")
    return n


def env_numbers(name, least, most, what):
    """The whole numbers in the environment variable NAME (separated by
    spaces or commas, each from LEAST to MOST and each once), or None when
    it is unset; anything else is an error that names the variable and
    WHAT the list should be."""
    v = os.environ.get(name)
    if v is None:
        return None
    words = v.replace(",", " ").split()
    if (not words or not all(w.isdigit() and least <= int(w) <= most for w in words)
            or len(set(map(int, words))) != len(words)):
        die("%s='%s' is not a list of %s" % (name, v, what))
    return [int(w) for w in words]


def env_seeds():
    """BENCH_SHUFFLE: --layout-sweep's seeds of lld's --shuffle-sections,
    or None; BENCH_PADS beside it is an error."""
    seeds = env_numbers("BENCH_SHUFFLE", 1, 2**31 - 1, "different seeds from 1")
    if seeds and "BENCH_PADS" in os.environ:
        die("BENCH_SHUFFLE and BENCH_PADS: one layout sweep at a time")
    return seeds


def env_pads():
    """--layout-sweep's pads: BENCH_PADS (sizes in bytes), or
    measure.LAYOUT_SHIFTS."""
    pads = env_numbers("BENCH_PADS", 1, 65536, "different sizes from 1 to 65536 bytes")
    return pads if pads is not None else list(measure.LAYOUT_SHIFTS)


def check_tools(what, root, progs=()):
    for p in progs:
        for t in p.tools.split():
            if not shutil.which(t):
                die("%s: '%s' not found (preparing its source tree needs it)" % (p.name, t))
    for t in TOOLS[what].split():
        if not shutil.which(t):
            die("'%s' not found: run 'make bench' (it installs the bench packages) or scripts/deps"
                " gcc-12 valgrind clang-14 lld-14 llvm-14 dpkg-dev tcl gawk" % t)
    if not (os.access(os.path.join(root, "build", "pgoipo"), os.X_OK)
            and os.path.isfile(os.path.join(root, "build", "pgoipo.so"))):
        die("build pgoipo first: make")


def program(name):
    if name not in BY_NAME:
        die("unknown program '%s' (programs: %s)" % (name, " ".join(BY_NAME)))
    return BY_NAME[name]


def select(sel, arm_list):
    """(programs, arms, whether the arms were named) of a SELECTION."""
    names = [a.name for a in arm_list]

    def named(words):
        for x in words.split(","):
            if x not in names:
                die("unknown arm '%s' (arms: %s)" % (x, " ".join(names)))
        return words.split(",")
    if ":" in sel:
        p, a = sel.split(":", 1)
        program(p)
        return [BY_NAME[p]], names if a == "all" else named(a), True
    if sel in BY_NAME:
        return [BY_NAME[sel]], names, False
    if sel in names or "," in sel:
        return list(PROGRAMS), named(sel), True
    if sel:
        die("'%s' is neither a program (%s) nor an arm (%s)"
            % (sel, " ".join(BY_NAME), " ".join(names)))
    return list(PROGRAMS), names, False


def program_arms(prog, arms, explicit, by_name):
    """The arms of one program in table order: the references first (gcc-pgo,
    gcc-pgo-mm when a mismatched arm runs, gccN-pgo when an arm of GCC N
    does), then the others."""
    if prog.arms and not explicit:
        arms = [a for a in arms if a in prog.arms]
    refs = [armlib.REFERENCE["main"]]
    for a in arms:
        if armlib.reference(by_name[a]) not in refs:
            refs.append(armlib.reference(by_name[a]))
    return refs + [a for a in arms if a not in refs]


def i1_sweep(bench, prog, arm_names):
    """cachegrind of each arm under each I1 geometry -> results/i1-PROGRAM.json."""
    cc = armlib.run_compiler(arm_names, bench.arms)
    path = armlib.results_path(bench.dir, prog.name, cc, "i1")
    if os.environ.get("BENCH_I1_REUSE") == "1" and os.path.exists(path):
        with open(path) as f:
            print(report.i1_table(json.load(f)))
        return
    pr = ProgramRun(bench, prog, arm_names)
    for a in arm_names:
        if not os.access(pr.binary(a), os.X_OK):
            die("%s/%s is not built: run make bench BENCH=%s:%s first"
                % (prog.name, a, prog.name, a))
    # the geometry of the program's own run (measure.I1) is taken from its
    # results when the arm's .text is still the one measured there (I1
    # misses do not depend on D1, LL or the branch simulation)
    known = {}
    stored = stored_run(bench, prog, arm_names)
    if stored:
        res = stored[1]
        for a in arm_names:
            if a not in res.get("text", {}) or res["text"][a] != measure.text_hash(pr.binary(a)):
                continue
            for m, rm in res["measures"].items():
                vg = rm["vg"].get(a)
                if m in prog.measure and vg and vg["events"].get("I1mr") is not None:
                    known[(m, a, measure.I1)] = vg["events"]["I1mr"]
    # the arms of one geometry in turn: no two runs of one arm at once (a
    # program may write files next to its binary)
    jobs = [(m, a, g) for m in prog.measure for g in measure.I1_GEOMETRIES for a in arm_names
            if (m, a, g) not in known]

    def one(job):
        m, a, g = job
        say("%s: I1 %s %s%s" % (prog.name, g, a, "" if len(prog.measure) == 1 else " " + m))
        args = [subst(x, bench.root, pr.data) for x in prog.measure[m]]
        return measure.median_i1(pr.measured(a, args), g, prog.vg_runs)
    misses = {m: {a: {} for a in arm_names} for m in prog.measure}
    for (m, a, g), n in list(known.items()) + list(zip(jobs, bench.pool(one, jobs))):
        misses[m][a][g] = n
    refs = {a: armlib.reference(bench.arms[a]) for a in arm_names}
    sweep = {"program": prog.name, "date": today(), "cc": cc,
             "geometries": measure.I1_GEOMETRIES, "arms": arm_names, "misses": misses,
             "ref": {a: r if r in arm_names else armlib.REFERENCE["main"]
                     for a, r in refs.items()}}
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        json.dump(sweep, f, indent=1)
    print(report.i1_table(sweep))


def last_run(bench, prog, arm_names, among=None):
    """(path of its results, results, {arm: reference}, the references and
    arms, ProgramRun) of the last run of PROG, whose binaries of ARM_NAMES (every arm it built
    when empty, or those of them in AMONG) and of their references must
    still be those it measured."""
    stored = stored_run(bench, prog, arm_names)
    if not stored:
        die("no results of %s: run make bench BENCH=%s first" % (prog.name, prog.name))
    res_path, res = stored
    arm_names = arm_names or [a for a in res["arms"] if res["status"].get(a) == "ok"
                              and (among is None or a in among)]
    refs = {a: armlib.reference(bench.arms[a]) for a in arm_names}
    names = list(dict.fromkeys(list(refs.values()) + arm_names))
    pr = ProgramRun(bench, prog, names)
    for a in names:
        if (a not in res["text"] or not os.access(pr.binary(a), os.X_OK)
                or res["text"][a] != measure.text_hash(pr.binary(a))):
            die("%s/%s is not the binary of the last run of %s: run make bench BENCH=%s:%s first"
                % (prog.name, a, prog.name, prog.name, ",".join(names)))
    return res_path, res, refs, names, pr


def stored_run(bench, prog, arm_names=()):
    """(path, results) of the last run of PROG that built ARM_NAMES: the
    results of their compiler (armlib.run_compiler) when those have them,
    else the program's (runs from before the compilers were stored apart);
    the first found when none has them all; None when PROG has none."""
    cc = armlib.run_compiler(arm_names, bench.arms) if arm_names else None
    found = None
    for path in ([armlib.results_path(bench.dir, prog.name, cc)] if cc else []) + [
            armlib.results_path(bench.dir, prog.name)]:
        if not os.path.exists(path):
            continue
        with open(path) as f:
            res = json.load(f)
        if all(a in res["status"] for a in arm_names):
            return path, res
        found = found or (path, res)
    return found


def variant_name(arm, extra):
    """The variant's directory name: the arm and its extra words, each
    reduced to [A-Za-z0-9=._-]."""
    words = ["".join(c if c.isalnum() or c in "=._-" else "_" for c in w) for w in extra]
    return "+".join([arm] + words)


def variant_words(a, extra):
    """(plugin arguments, compiler flags, unit flags) of --variant's words for
    arm A; dies on words the arm cannot take.  Unit flags: ((FILE, FLAGS),
    ...) of the words @FILE=FLAGS, the flags of the compiles of FILE alone."""
    units = tuple(unit_word(w) for w in extra if w.startswith("@"))
    files = [f for f, _ in units]
    if len(set(files)) != len(files):
        die("@%s=... given twice: one word per file, all its flags in it"
            % next(f for f in files if files.count(f) > 1))
    plugin = tuple(w for w in extra if not w.startswith(("-", "@")))
    flags = tuple(w for w in extra if w.startswith("-"))
    if plugin and a.mode != "pgoipo":
        die("%s is not a pgoipo arm: plugin arguments (%s) need one" % (a.name, " ".join(plugin)))
    if not armlib.uses_gcc_profile(a):
        die("%s does not use GCC's training profile: --variant rebuilds GCC PGO arms" % a.name)
    return plugin, flags, units


def unit_word(w):
    """(FILE, FLAGS) of the --variant word @FILE=FLAGS: compiler flags (each
    word of FLAGS begins with '-') for the compiles of the source FILE (a
    name, or a path's end: lzma/lzma_decoder.c)."""
    f, eq, flags = w[1:].partition("=")
    if not f or not eq or not flags.split() or any(not x.startswith("-") for x in flags.split()):
        die("'%s' is not @FILE=FLAGS (flags for the compiles of one source file,"
            " e.g. @inflate.c=-Os)" % w)
    if f.startswith("/") or f.endswith("/") or "\n" in w:
        die("'%s': FILE is a source's name or the end of its path, e.g. lzma/lzma_decoder.c" % w)
    return f, " ".join(flags.split())


def variant(root, caps, prog, arm_list, arm, plugin, flags, wall=0, units=()):
    """ARM of PROG's last run built again from that run's stored training
    profile with more PLUGIN arguments and compiler FLAGS, and UNITS' flags
    for the compiles of their files alone (variant_words),
    into build/bench/PROG/variants/NAME; its output checked against the
    arm's, simulated, and its ratios printed beside the arm's; with WALL
    rounds, the variant, the arm and their reference (twice: the A/A
    control) also timed interleaved, as --wall times a run's arms.
    Returns the text printed."""
    extra = plugin + flags + tuple("@%s=%s" % u for u in units)
    a = next(x for x in arm_list if x.name == arm)
    changed = a._replace(args=tuple(a.args) + plugin, flags=tuple(a.flags) + flags)
    bench = Bench(root, [changed if x.name == arm else x for x in arm_list], caps, 1, 1)
    stored = stored_run(bench, prog, [arm])
    if not stored:
        die("no results of %s: run make bench BENCH=%s first" % (prog.name, prog.name))
    res = stored[1]
    if res["status"].get(arm) != "ok":
        die("%s was not built by the last run of %s: run make bench BENCH=%s:%s first"
            % (arm, prog.name, prog.name, arm))
    ref = armlib.reference(a)
    key = armlib.training_key(a)
    if key not in res.get("train", {}) or not os.path.isdir(res["train"][key]["profile"]):
        die("the training profile of %s's last run is gone: run make bench BENCH=%s:%s first"
            % (prog.name, prog.name, arm))
    work = os.path.join(bench.dir, prog.name, "variants", variant_name(arm, extra))
    pr = ProgramRun(bench, prog, [arm, ref])
    pr.tree = sources.tree(bench.dir, root, prog)[0]
    say("%s: %s again with %s" % (prog.name, arm, " ".join(extra) or "nothing more"))
    st = pr.build_arm(arm, profiles=res["train"], work=work, units=units)
    if st != "ok":
        die("%s: the variant's build: %s" % (prog.name, st))
    for f, n in unit_compiles(work, units):
        if not n:
            die("%s: @%s=... matched no compile of the build (a source's name or the end"
                " of its path as the compile commands in %s name it)"
                % (prog.name, f, os.path.relpath(os.path.join(work, "use.log"), root)))
        say("%s: @%s: %d compile%s with %s" % (prog.name, f, n, "" if n == 1 else "s",
                                               dict(units)[f]))
    text_arm = res["report"].get(arm, {}).get("text_bytes", "?")
    text_variant = read_report(work + ".report").get("text_bytes", "?")
    rows = ["| command | build | output | CEst | CEst w/o br. | CEst rep once | instructions"
            " | I1 misses | .text bytes |", "|---|---|---|---:|---:|---:|---:|---:|---:|"]
    # the --wall run of the variant, its arm and their reference (wall_table)
    vname = "variant " + " ".join(extra)
    sweep = {"program": prog.name, "date": today(), "cc": armlib.run_compiler([arm], bench.arms),
             "rounds": wall, "arms": [arm, vname], "ref": {arm: ref, vname: ref},
             "aa_ref": ref, "cest": {}, "time": {}}
    for m in prog.measure:
        args = [subst(x, root, pr.data) for x in prog.measure[m]]
        run = pr.measured(work, args)
        suffix = "" if len(prog.measure) == 1 else "." + m
        printed, got = pr.output(work, args, suffix, ".out-differs")
        same = printed == res["measures"][m]["out"][arm]
        if not same:
            # against what the arm prints now: a hash stored by an older
            # output check is not the arm's output
            now, own = pr.output(arm, args, suffix, ".out-arm")
            if now != res["measures"][m]["out"][arm]:
                say("%s %s: the arm's output is not the one its run stored (hashed by an"
                    " older output check?): the variant is compared with the arm's output now"
                    % (prog.name, m))
                same = printed == now
            if not same:
                say("%s %s: diff %s %s" % (prog.name, m, own, got))
        v = measure.valgrind(run, work + suffix, root, prog.vg_runs)
        vg = res["measures"][m]["vg"]
        rows += variant_rows(m, arm, vg[arm], v, vg[ref], same, text_arm, text_variant)
        if not same:
            say("%s %s: the variant's output differs from the arm's" % (prog.name, m))
        if wall:
            say("%s: wall time%s, %d interleaved rounds of %s, the arm and the variant"
                % (prog.name, suffix.replace(".", " "), wall, ref))
            sweep["time"][m] = timed_rounds(
                [(ref, pr.measured(ref, args)), (arm, pr.measured(arm, args)), (vname, run)],
                pr.measured(ref, args), wall)
            sweep["cest"][m] = {arm: measure.cest_ratio(vg[arm], vg[ref]),
                                vname: measure.cest_ratio(v, vg[ref])}
    out = ("%s, %s %s: ratios to %s of the same training (the last run's, %s)\n\n%s"
           % (prog.name, arm, " ".join(extra), ref, res.get("date", "?"), "\n".join(rows)))
    if wall:
        out += "\n\n" + report.wall_table(sweep)
    print(out)
    return out


def variant_rows(m, arm, avg, v, rvg, same, text_arm, text_variant):
    """The two rows of --variant's table for command M: the arm's counts AVG
    and the variant's V ({"ir", "events", "rep"}) against the reference's
    RVG.  CEst rep once: valgrind counts a rep string instruction once per
    iteration (measure.rep_repeats); "?" where a run has no count of them
    (the arm's and the reference's are the run's)."""
    r = rvg["events"]
    rows = []
    for name, x, output, text in (("arm " + arm, avg, "the arm's", text_arm),
                                  ("variant", v, "the arm's" if same else "DIFFERS",
                                   text_variant)):
        rows.append("| %s | %s | %s | %s | %s | %s | %.3f | %.3f | %s |" % (
            m, name, output, fmt_ratio(measure.cest_ratio(x, rvg)),
            fmt_ratio(measure.cest_ratio(x, rvg, False)),
            fmt_ratio(measure.cest_ratio(x, rvg, rep_once=True)), x["ir"] / rvg["ir"],
            x["events"]["I1mr"] / r["I1mr"] if r["I1mr"] else float("nan"), text))
    return rows


def unit_compiles(work, units):
    """[(FILE, compiles that got its flags)] of a variant's UNITS, from the
    log scripts/lib/unit-flags wrote into WORK.units."""
    got = collections.Counter()
    if os.path.exists(work + ".units"):
        with open(work + ".units") as f:
            got.update(line.split("\t")[0] for line in f)
    return [(f, got[f]) for f, _ in units]


def rep_counts(bench, prog, arm_names):
    """callgrind with measure.CALLGRIND_JUMPS of the last run's binaries:
    the rep repeats of each arm's run into the run's results, and the
    table of them."""
    path, res, refs, names, pr = last_run(bench, prog, arm_names, among=REP_ARMS)
    if not refs:
        die("the last run of %s built none of %s: name its arms"
            % (prog.name, " ".join(REP_ARMS)))
    jobs = [(m, a) for m in prog.measure for a in names
            if m in res["measures"] and res["measures"][m]["vg"].get(a)]

    def one(job):
        m, a = job
        say("%s: rep repeats of %s%s" % (prog.name, a, "" if len(prog.measure) == 1 else " " + m))
        args = [subst(x, bench.root, pr.data) for x in prog.measure[m]]
        counts = []
        for r in pr.measured(a, args).samples(prog.vg_runs):
            with tempfile.NamedTemporaryFile(prefix="bench-rep.") as t:
                if not measure.callgrind(r, t.name):
                    die("%s: callgrind of %s failed" % (prog.name, a))
                counts.append(measure.rep_repeats(t.name))
        return stats.lower_median(counts)
    for (m, a), n in zip(jobs, bench.pool(one, jobs)):
        res["measures"][m]["vg"][a]["rep"] = n
    with open(path, "w") as f:
        json.dump(res, f, indent=1)
    print(report.rep_table(prog.name, res, refs))


def timed_rounds(runs, aa_run, rounds):
    """{name: {"wall": [...], "cpu": [...]}} of RUNS ((name, measure.Run)
    pairs) and of AA_RUN, the A/A control's second run of a reference, under
    armlib.AA: ROUNDS interleaved rounds, the first dropped (--wall, and
    --variant with BENCH_WALL)."""
    names = [n for n, _ in runs] + [armlib.AA]
    times = stats.interleaved([r.command() for _, r in runs] + [aa_run.command()],
                              rounds, check=False)
    return {n: {"wall": wall, "cpu": cpu} for n, (wall, cpu) in zip(names, times)}


def wall_time(bench, prog, arm_names):
    """The binaries of the last run timed again: BENCH_ROUNDS interleaved
    rounds of every arm and reference, and the main reference once more in
    each round (the A/A control) -> results/wall-PROGRAM.json with each
    arm's CEst ratio beside its times; prints the table."""
    _, res, refs, names, pr = last_run(bench, prog, arm_names)
    cc = armlib.run_compiler(names, bench.arms)
    # the A/A control: gcc-pgo when it is timed, else the first reference
    # timed (gcc16-pgo-mm for arms of GCC 16 and the mismatched training)
    ref = armlib.REFERENCE["main"] if armlib.REFERENCE["main"] in names else names[0]
    sweep = {"program": prog.name, "date": today(), "cc": cc, "rounds": bench.rounds,
             "arms": [a for a in names if a not in refs.values()], "ref": refs,
             "aa_ref": ref, "cest": {}, "cest_rep": {}, "time": {}}
    for m in prog.measure:
        args = [subst(x, bench.root, pr.data) for x in prog.measure[m]]
        say("%s: wall time%s, %d interleaved rounds of %d runs"
            % (prog.name, "" if len(prog.measure) == 1 else " " + m, bench.rounds, len(names) + 1))
        sweep["time"][m] = timed_rounds([(a, pr.measured(a, args)) for a in names],
                                        pr.measured(ref, args), bench.rounds)
        vg = res["measures"][m]["vg"]
        for key, rep_once in (("cest", False), ("cest_rep", True)):
            sweep[key][m] = {a: measure.cest_ratio(vg.get(a), vg.get(refs[a]), rep_once=rep_once)
                             for a in sweep["arms"] if vg.get(a) and vg.get(refs[a])}
    path = armlib.results_path(bench.dir, prog.name, cc, "wall")
    with open(path, "w") as f:
        json.dump(sweep, f, indent=1)
    print(report.wall_table(sweep))


def layout_sweep(bench, prog, arm_names, shifts, seeds=None):
    """The arms and their references linked again after each pad of SHIFTS
    bytes, or (SEEDS) with lld's --shuffle-sections=.text.*=SEED: the
    sections the order file does not place are shuffled, the ordered ones
    stay first and in order -> results/layout-PROGRAM.json; prints the
    table.  A reference not linked by lld is not shuffled: its one binary is
    the reference at every seed."""
    _, res, refs, names, pr = last_run(bench, prog, arm_names)
    cc = armlib.run_compiler(names, bench.arms)
    fixed = []
    if seeds:
        for a in arm_names:
            if bench.arms[a].linker != "lld":
                die("%s is linked by %s: --shuffle-sections is lld's (BENCH_SHUFFLE)"
                    % (a, bench.arms[a].linker))
        fixed = [r for r in dict.fromkeys(refs.values()) if bench.arms[r].linker != "lld"]
    pr.tree = sources.tree(bench.dir, bench.root, prog)[0]
    keys = seeds or shifts
    pads = {} if seeds else {k: measure.pad_object(pr.work, k) for k in shifts}

    def variant(a, k):
        return "%s@%s%d" % (a, "shuf" if seeds else "pad", k)

    def what(k):
        return ("the unordered sections shuffled (seed %d)" % k if seeds
                else "a pad of %d bytes" % k)
    jobs = [(a, k) for k in keys for a in names if a not in fixed]

    def build(job):
        a, k = job
        say("%s: linking %s with %s" % (prog.name, a, what(k)))
        flag = "--shuffle-sections=.text.*=%d" % k if seeds else pads[k]
        return pr.build_arm(a, objects_from=a, profiles=res["train"],
                            ldflags=["-Wl," + flag], work=variant(a, k))
    for (a, k), st in zip(jobs, bench.pool(build, jobs)):
        if st != "ok":
            die("%s: %s with %s: %s" % (prog.name, a, what(k), st))
    sweep = {"program": prog.name, "date": today(), "cc": cc, "shifts": [0] + keys,
             "kind": "seed" if seeds else "pad", "fixed": fixed,
             "arms": arm_names, "ref": refs, "events": {}}
    for m in prog.measure:
        args = [subst(x, bench.root, pr.data) for x in prog.measure[m]]
        suffix = "" if len(prog.measure) == 1 else "." + m
        for a, k in jobs:
            # the program must print what the arm itself printed; when it
            # does not, both outputs are kept for a diff
            printed, got = pr.output(variant(a, k), args, suffix, ".out-differs")
            if printed != res["measures"][m]["out"][a]:
                now, own = pr.output(a, args, suffix, ".out-arm")
                again = now == res["measures"][m]["out"][a]
                die("%s %s: %s with %s: the output differs from the arm's"
                    " (diff %s %s; the arm itself %s)"
                    % (prog.name, m, a, what(k), own, got,
                       "prints what it printed" if again else "prints something else now too"))

        def one(job):
            a, k = job
            say("%s: cachegrind %s, %s%s" % (prog.name, a, what(k), suffix.replace(".", " ")))
            run = pr.measured(variant(a, k), args)
            each = [measure.cachegrind(r, "%s%s.%d.cachegrind" % (pr.arm_dir(variant(a, k)),
                                                                suffix, i))
                    for i, r in enumerate(run.samples(prog.vg_runs))]
            if None in each:
                die("%s: cachegrind of %s with %s failed" % (prog.name, a, what(k)))
            return each[measure.median_run([{"events": e} for e in each])]
        ev = {a: {"0": res["measures"][m]["vg"][a]["events"]} for a in names}
        for (a, k), e in zip(jobs, bench.pool(one, jobs)):
            ev[a][str(k)] = e
        for r in fixed:
            ev[r].update({str(k): ev[r]["0"] for k in keys})
        sweep["events"][m] = ev
    path = armlib.results_path(bench.dir, prog.name, cc, "layout")
    with open(path, "w") as f:
        json.dump(sweep, f, indent=1)
    print(report.layout_table(sweep))


def main(argv):
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__)))))
    if argv and argv[0] in ("-h", "--help"):
        print(USAGE % {"programs": ", ".join(BY_NAME), "i1arms": " ".join(I1_ARMS),
                       "layoutarms": " ".join(LAYOUT_ARMS),
                       "reparms": " ".join(REP_ARMS),
                       "shifts": ", ".join(map(str, measure.LAYOUT_SHIFTS))}, end="")
        return
    mode = {"--tree": "tree", "--write": "write", "--i1-sweep": "i1",
            "--layout-sweep": "layout", "--wall": "wall",
            "--variant": "variant", "--rep": "rep"}.get(argv[0] if argv else "")
    if mode:
        argv = argv[1:]
    elif argv and argv[0].startswith("-"):
        die("unknown option '%s' (see --help)" % argv[0])
    if mode == "tree" and len(argv) != 1:
        die("--tree takes one program (%s)" % ", ".join(BY_NAME))
    if mode in ("i1", "layout", "wall", "rep") and not argv:
        die("--%s takes a program (%s) and arms" % ({"wall": "wall", "rep": "rep"}.get(
            mode, mode + "-sweep"),
                                                   ", ".join(BY_NAME)))
    if mode == "variant" and len(argv) < 2:
        die("--variant takes a program (%s), an arm and what to add" % ", ".join(BY_NAME))
    if mode in (None, "write") and len(argv) > 1:
        die("one selection at most (see --help)")
    arm_list = armlib.read(os.path.join(root, "scripts", "bench-arms"))
    by_name = {a.name: a for a in arm_list}
    if mode == "variant":
        # the words are checked before any tool or result is needed
        program(argv[0])
        if argv[1] not in by_name:
            die("unknown arm '%s'" % argv[1])
        plugin, flags, units = variant_words(by_name[argv[1]], argv[2:])
        wall = wall_rounds()
    if mode is None:
        # the selection too, before any tool is needed
        sel = argv[0] if argv else ""
        progs, arms, explicit = select(sel, arm_list)
    jobs = env_count("BENCH_JOBS", "2", 1)
    rounds = env_count("BENCH_ROUNDS", "11", 1)
    seeds = env_seeds() if mode == "layout" else None
    shifts = env_pads() if mode == "layout" else None
    check_tools(mode or "bench", root)
    bench_dir = os.path.join(root, "build", "bench")

    def write():
        report.write(root, bench_dir, PROGRAMS, by_name)
    if mode == "write":
        return write()
    if mode == "tree":
        check_tools(mode, root, [program(argv[0])])
        print(sources.tree(bench_dir, root, program(argv[0]))[0])
        return
    caps = armlib.Capabilities(root)
    if mode == "variant":
        variant(root, caps, program(argv[0]), arm_list, argv[1], plugin, flags, wall, units)
        return
    bench = Bench(root, arm_list, caps, jobs, rounds)
    if mode in ("i1", "layout", "wall", "rep"):
        prog = program(argv[0])
        for a in argv[1:]:
            if a not in by_name:
                die("unknown arm '%s'" % a)
        if mode == "wall":
            wall_time(bench, prog, argv[1:])
            return write()
        if mode == "rep":
            return rep_counts(bench, prog, argv[1:])
        if mode == "layout":
            return layout_sweep(bench, prog, argv[1:] or LAYOUT_ARMS, shifts, seeds)
        i1_sweep(bench, prog, argv[1:] or I1_ARMS)
        return write()
    check_tools("bench", root, progs)
    t0, fetched, wrong = time.time(), False, []
    for p in progs:
        fetched |= not os.path.exists(os.path.join(bench_dir, "src", p.name, "ready"))
        names = program_arms(p, arms, explicit, by_name)
        pr = ProgramRun(bench, p, names)
        res = pr.run(default_arms=p.arms if p.arms and not explicit else None)
        print(report.program_section(res, p, by_name) + "\n")
        wrong += ["%s %s: %s" % (p.name, m, " ".join(arms))
                  for m, arms in report.wrong_outputs(res).items() if arms]
    if not sel:
        with open(os.path.join(bench_dir, "results", "runtime.json"), "w") as f:
            json.dump({"seconds": "%.0f" % (time.time() - t0),
                       "sources": "fetched and prepared" if fetched else "cached",
                       "date": today()}, f)
    write()
    if wrong:
        die("arms whose output differs from -O2's (reported as wrong output): "
            + "; ".join(wrong))
