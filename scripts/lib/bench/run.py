"""One program in its arms: GCC training (once per training input, shared by
the GCC PGO arms), the arm builds, then the measurements; the results go to
build/bench/results/PROGRAM.json, from which report.py writes the tables."""

import concurrent.futures
import json
import os
import shlex
import shutil
import subprocess
import time

import stats

from . import arms as armlib
from . import measure, sources
from .util import die, read_report, say, today

# The arm whose output every arm's output must equal: plain -O2.
CHECK = "o2"


def keep_dropped(path, res):
    """Before RES replaces the stored results at PATH: when those have arms
    RES has not (a run of some arms, BENCH=PROGRAM:ARM, trains and builds the
    references again, so the others' ratios no longer hold), keep them as
    PATH.prev and say so; the summary reads "?" for the arms dropped."""
    if not os.path.exists(path):
        return None
    with open(path) as f:
        old = json.load(f)
    gone = [a for a in old.get("status", {}) if a not in res["status"]]
    if not gone:
        return None
    os.replace(path, path + ".prev")
    say("%s: the stored run's arms %s are not in this run: its results are kept as %s"
        " (copy it back to restore them)" % (res["program"], " ".join(gone), path + ".prev"))
    return gone


class Bench:
    """What every program's run shares: paths, arms, capabilities, jobs."""

    def __init__(self, root, arms, caps, jobs, rounds):
        self.root = root
        self.dir = os.path.join(root, "build", "bench")   # gitignored via /build/
        self.driver = os.path.join(root, "scripts", "pgoipo-build")
        self.arms = {a.name: a for a in arms}
        self.caps = caps
        self.jobs = jobs
        self.rounds = rounds

    def pool(self, fn, items):
        """fn(item) for every item, at most self.jobs at once; results in order."""
        with concurrent.futures.ThreadPoolExecutor(max_workers=self.jobs) as ex:
            return list(ex.map(fn, items))


def _same_file(a, b):
    try:
        with open(a, "rb") as x, open(b, "rb") as y:
            return x.read() == y.read()
    except OSError:
        return False


def subst(text, root, data):
    return text.replace("{root}", root).replace("{data}", data)


class ProgramRun:
    def __init__(self, bench, prog, arm_names):
        self.b, self.p = bench, prog
        self.work = os.path.join(bench.dir, prog.name)
        self.data = os.path.join(self.work, "data")
        self.arm_names = arm_names
        self.tree = None

    def arm_dir(self, name):
        return os.path.join(self.work, name)

    def binary(self, name):
        return os.path.join(self.arm_dir(name), "use", self.p.binary)

    def training(self, train):
        """The training command of the input (main or mismatched), after
        the program's environment."""
        cmd = self.p.train if train == "main" else self.p.mismatched
        if not cmd:
            return None
        env = "".join("export %s=%s; " % (k, shlex.quote(v))
                      for k, v in sorted(self.p.env.items()))
        return env + subst(cmd, self.b.root, self.data)

    def measured(self, name, args):
        """The measured command args of arm name, as measure.Run."""
        return measure.Run(self.binary(name), args, self.p.env, self.p.fresh, self.p.vg_names,
                           self.p.stdout, self.p.status)

    def output(self, name, args, suffix, kept):
        """The output hash of arm name's measured command args, and the file
        beside the arm (its directory + suffix + kept) that keeps what was
        hashed, for a diff."""
        keep = self.arm_dir(name) + suffix + kept
        return measure.output_hash(self.measured(name, args), self.p, keep), keep

    def driver(self, *args, jobs=1, cflags="", cc="gcc-12"):
        p = self.p
        args = list(args)
        extra = armlib.toolchain_ldflags(cc)
        if extra:
            if "--ldflags" in args:
                i = args.index("--ldflags") + 1
                args[i] = " ".join([args[i]] + extra)
            else:
                args += ["--ldflags", " ".join(extra)]
        # --build-system make: the trees are prepared for make (configured,
        # or given a Makefile), which the driver's own choice would redo or
        # pass by (jq's configure, ninja's CMakeLists.txt)
        return [self.b.driver, "--src", self.tree, "--build-system", "make", "--make", p.make,
                "--cflags-var", p.cflags_var,
                "--ldflags-var", p.ldflags_var, "--binary", p.binary,
                "--cflags", p.opt + cflags, "-j%d" % jobs,
                "--cc", armlib.compiler(cc), "--plugin", self.b.caps.plugin(cc),
                "--pgoipo", self.b.caps.pgoipo(cc)] + args

    def train_gcc(self, cc, train):
        """The GCC instrumented build and training run of one compiler and
        input, shared by every PGO arm of them; returns its report."""
        w = os.path.join(self.work, "train-" + armlib.tag(cc)
                         + ("" if train == "main" else "-" + train))
        if cc == "gcc-12":      # the directories of results from before gcc-16
            w = os.path.join(self.work, "train-gcc" if train == "main" else "train-gcc-" + train)
        say("%s: instrument + train (%s, %s training)" % (self.p.name, cc, train))
        jobs = os.cpu_count() or 1
        argv = self.driver("--mode", "train", "--train", self.training(train),
                           "--work", w, "--report", w + ".report", jobs=jobs, cc=cc)
        with open(w + ".out", "w") as out:
            if subprocess.run(argv, stdout=out, stderr=subprocess.STDOUT).returncode != 0:
                with open(w + ".out") as f:
                    print("".join(f.readlines()[-20:]), end="")
                die("%s: GCC training failed (log %s.out)" % (self.p.name, w))
        rep = read_report(w + ".report")
        rep["jobs"] = jobs
        rep["profile"] = os.path.join(w, "profile")
        return rep

    def build_arm(self, name, objects_from=None, profiles=None, ldflags=(), work=None,
                  units=()):
        """One driver run; returns the arm's status.  ldflags: more link
        flags, work: another work directory than the arm's (a variant of the
        arm, --layout-sweep), and units: ((FILE, FLAGS), ...), flags for the
        compiles of FILE alone, added by the launcher scripts/lib/unit-flags,
        which logs each compile it changed into WORK.units."""
        a, w = self.b.arms[name], self.arm_dir(work or name)
        shutil.rmtree(w, ignore_errors=True)
        os.makedirs(w)
        # unordered: the objects an ordered arm compiles (-ffunction-sections),
        # linked without an order file
        order, cflags = (("none", " -ffunction-sections") if a.order == armlib.UNORDERED
                         else (a.order, ""))
        args = ["--mode", a.mode, "--order", order, "--linker", a.linker,
                "--work", w, "--report", w + ".report"]
        if a.flags:
            # the mode's flags (-flto ...) at every compile and link
            cflags += " " + " ".join(a.flags)
        if a.flags or ldflags:
            args += ["--ldflags", " ".join(list(a.flags) + list(ldflags))]
        if objects_from:
            args += ["--objects-from", self.arm_dir(objects_from)]
        for x in a.order_args:
            args += ["--order-arg", x]
        for x in a.args:
            args += ["--plugin-arg", x]
        if armlib.uses_gcc_profile(a):
            args += ["--profile-dir", profiles[armlib.training_key(a)]["profile"]]
        elif a.mode != "plain":
            args += ["--train", self.training(a.train)]
        env = None
        if units:
            args += ["--launcher", os.path.join(self.b.root, "scripts", "lib", "unit-flags")]
            env = dict(os.environ, PGOIPO_UNIT_FLAGS="\n".join("%s=%s" % u for u in units),
                       PGOIPO_UNIT_LOG=w + ".units")
            if os.path.exists(w + ".units"):
                os.remove(w + ".units")
        with open(w + ".out", "w") as out:
            rc = subprocess.run(self.driver(*args, cflags=cflags, cc=a.cc), stdout=out,
                                stderr=subprocess.STDOUT, env=env).returncode
        if rc == 0:
            return "ok"
        if rc == 3:
            with open(w + ".out") as f:
                why = [l[len("pgoipo-build: n/a: "):].strip() for l in f
                       if l.startswith("pgoipo-build: n/a: ")]
            return "n/a (%s)" % (why[0] if why else "")
        return "FAILED (see %s.out)" % os.path.relpath(w, self.b.root)

    def run(self, default_arms=None):
        """Prepare, train, build and measure; the results, also stored as
        build/bench/results/PROGRAM.json (PROGRAM@gcc-16.json for a run of
        another GCC's arms: armlib.run_compiler)."""
        p, b = self.p, self.b
        res = {"program": p.name, "arms": self.arm_names, "status": {}, "report": {},
               "arm": {n: b.arms[n]._asdict() for n in self.arm_names},
               "text": {}, "measures": {}, "train": {}, "jobs": b.jobs,
               "rounds": b.rounds, "default_arms": default_arms}
        t0 = time.time()
        self.tree, _ = sources.tree(b.dir, b.root, p)
        res["source"] = sources.debian_version(b.dir, p)
        os.makedirs(self.data, exist_ok=True)
        if p.inputs:
            subprocess.run(["bash", "-c", subst(p.inputs, b.root, self.data)
                            .replace("{tree}", self.tree)],
                           cwd=self.data, check=True)
        res["times"] = {"prep": time.time() - t0, "valgrind": 0, "wall": 0}
        t0 = time.time()
        built = self.build_all(res)
        res["times"]["build"] = time.time() - t0
        for n in built:
            res["report"][n] = read_report(self.arm_dir(n) + ".report")
            res["text"][n] = measure.text_hash(self.binary(n))
        res["same_objects"] = self.same_objects(built)
        res["layout"] = self.layout(built)
        if p.setup:
            # inputs made by the program itself (the reference arm's binary)
            ref = self.binary(armlib.REFERENCE["main"])
            subprocess.run(["bash", "-c", subst(p.setup, b.root, self.data)], cwd=self.data,
                           env=dict(os.environ, BIN=ref, **p.env), check=True)
        for mname in p.measure:
            self.measure(res, mname, built)
        res["date"] = today()
        os.makedirs(os.path.join(b.dir, "results"), exist_ok=True)
        cc = armlib.run_compiler(self.arm_names, b.arms)
        path = armlib.results_path(b.dir, p.name, cc)
        keep_dropped(path, res)
        with open(path, "w") as f:
            json.dump(res, f, indent=1)
        return res

    def same_objects(self, built):
        """{unordered arm: [objects byte-identical to its ordered twin's,
        objects, twin]}: the twin is a built ordered arm of the same compiler,
        mode, training and plugin arguments."""
        out = {}
        for n in built:
            a = self.b.arms[n]
            if a.order != armlib.UNORDERED:
                continue
            twins = [t for t in built if self.b.arms[t].order not in ("none", armlib.UNORDERED)
                     and armlib.same_objects(self.b.arms[t], a)]
            if not twins:
                continue
            mine, theirs = (os.path.join(self.arm_dir(x), "use") for x in (n, twins[0]))
            objs = [os.path.relpath(os.path.join(d, f), mine) for d, _, fs in os.walk(mine)
                    for f in fs if f.endswith(".o")]
            same = sum(1 for o in objs if _same_file(os.path.join(mine, o),
                                                     os.path.join(theirs, o)))
            out[n] = [same, len(objs), twins[0]]
        return out

    def layout(self, built):
        """{arm with mode flags: [its locality clones, functions of its twin's
        order kept, of, twin]}: whether the flags placed the code anew (GCC's
        -fipa-reorder-for-locality).  The twin is the built arm of the same
        compiler, mode, training and plugin arguments with the most of its
        flags (e.g. -flto alone), else its reference."""
        out = {}
        for n in built:
            a = self.b.arms[n]
            if not a.flags:
                continue
            twins = sorted((t for t in built if t != n
                            and armlib.objects_key(self.b.arms[t])[:4] == armlib.objects_key(a)[:4]
                            and set(self.b.arms[t].flags) < set(a.flags)),
                           key=lambda t: -len(self.b.arms[t].flags))
            twin = twins[0] if twins else armlib.reference(a)
            mine = measure.function_order(self.binary(n))
            kept, pairs = measure.order_kept(mine, measure.function_order(self.binary(twin)))
            out[n] = [sum(1 for f in mine if ".locality_clone." in f), kept, pairs, twin]
        return out

    def reused_references(self):
        """For a run of another GCC's arms (armlib.run_compiler): gcc-12's
        references (gcc-pgo) whose binary is still the one the program's
        last run of GCC 12's arms measured.  They are taken as built, neither
        trained nor built again: a run of GCC 16's arms leaves that run's
        binaries and training profile as they were (--rep, --wall and
        --variant of GCC 12's arms need them), and costs no GCC 12 training."""
        b = self.b
        path = armlib.results_path(b.dir, self.p.name)
        if not armlib.run_compiler(self.arm_names, b.arms) or not os.path.exists(path):
            return []
        with open(path) as f:
            last = json.load(f)
        return [n for n in self.arm_names if n in armlib.REFERENCE.values()
                and last["status"].get(n) == "ok" and os.access(self.binary(n), os.X_OK)
                and last["text"].get(n) == measure.text_hash(self.binary(n))]

    def build_all(self, res):
        """GCC training once per input, then every arm; returns the built ones."""
        p, b, status = self.p, self.b, res["status"]
        todo = []
        reused = self.reused_references()
        for name in self.arm_names:
            a = b.arms[name]
            miss = b.caps.missing(a)
            if name in reused:
                status[name] = "ok"
                say("%s: %s: the binary of the last run of GCC 12's arms, not built again"
                    % (p.name, name))
            elif a.train == "mismatched" and not p.mismatched:
                status[name] = "n/a (no mismatched training input for %s)" % p.name
            elif miss:
                status[name] = "n/a (not built yet: %s)" % ", ".join(miss)
            else:
                todo.append(name)
        trainings = {armlib.training_key(b.arms[n]): (b.arms[n].cc, b.arms[n].train)
                     for n in todo if armlib.uses_gcc_profile(b.arms[n])}
        for key in sorted(trainings):
            res["train"][key] = self.train_gcc(*trainings[key])

        # an ordered arm whose objects another ordered arm compiles (same
        # compiler, mode, training and plugin args: only the linker differs)
        # links those
        first_of, objects_of, first = {}, {}, []
        for name in todo:
            a = b.arms[name]
            key = armlib.objects_key(a)
            ordered = a.order not in ("none", armlib.UNORDERED)
            if ordered and key in first_of:
                objects_of[name] = first_of[key]
                continue
            if ordered:
                first_of[key] = name
            first.append(name)

        def build(name, objects_from=None):
            say("%s: building arm %s%s" % (p.name, name, " (linking the objects of %s)"
                                           % objects_from if objects_from else ""))
            return self.build_arm(name, objects_from, res["train"])
        for name, st in zip(first, b.pool(build, first)):
            status[name] = st
        second = [n for n in objects_of if status[objects_of[n]] == "ok"]
        for n in objects_of:
            if n not in second:
                status[n] = "FAILED (needs the objects of %s)" % objects_of[n]
        for name, st in zip(second, b.pool(lambda n: build(n, objects_of[n]), second)):
            status[name] = st

        built = [n for n in self.arm_names if status[n] == "ok"]
        for n in self.arm_names:
            say("%s: %s: %s" % (p.name, n, status[n]))
        for ref in {armlib.REFERENCE["main"]} | {armlib.reference(b.arms[n]) for n in built}:
            if status.get(ref) != "ok":
                die("%s: the reference arm %s did not build: %s" % (p.name, ref, status.get(ref)))
        return built

    def measure(self, res, mname, built):
        """Output, valgrind and interleaved time of one measured command."""
        p, b = self.p, self.b
        args = [subst(x, b.root, self.data) for x in p.measure[mname]]
        m = res["measures"][mname] = {"args": args, "out": {}, "vg": {}, "time": {}}
        runs = {n: self.measured(n, args) for n in built}
        # program output must not depend on the arm (Theorem 20.10.7): each
        # arm's output and exit status against -O2's (the reference's when -O2
        # is not built); an arm that differs is reported as "wrong output"
        for n in built:
            m["out"][n] = measure.output_hash(runs[n], p)
        m["out_ref"] = CHECK if CHECK in built else armlib.REFERENCE["main"]
        wrong = [n for n in built if m["out"][n] != m["out"][m["out_ref"]]]
        if wrong:
            say("%s: %s: OUTPUT DIFFERS from %s's in %s: reported as wrong output"
                % (p.name, mname, m["out_ref"], " ".join(wrong)))
        t0 = time.time()

        def vg(n):
            say("%s: valgrind %s" % (p.name, n))
            suffix = "" if len(p.measure) == 1 else "." + mname
            return measure.valgrind(runs[n], self.arm_dir(n) + suffix, b.root, p.vg_runs)
        m["vg"] = dict(zip(built, b.pool(vg, built)))
        res["times"]["valgrind"] += time.time() - t0
        # interleaved wall time; the reference binary once more in every
        # round: an A/A control whose ratio shows what noise alone does
        t0 = time.time()
        timed = built + [armlib.REFERENCE["main"]]
        say("%s: wall time, %d interleaved rounds of %d runs" % (p.name, b.rounds, len(timed)))
        times = stats.interleaved([runs[n].command() for n in timed], b.rounds, check=False)
        for n, (wall, cpu) in zip(built + [armlib.AA], times):
            m["time"][n] = {"wall": [t * 1000 for t in wall], "cpu": [t * 1000 for t in cpu]}
        res["times"]["wall"] += time.time() - t0
