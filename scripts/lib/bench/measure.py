"""Measuring one built arm: valgrind counts (callgrind instructions,
cachegrind I1/D1/LL misses and branch mispredicts, the cycle estimate), the
hot-code span, .text, the program's output; and how to run it for timing."""

import copy
import hashlib
import os
import re
import shutil
import subprocess
import tempfile

import stats

from .util import die

# The simulated caches, given explicitly (not the host's): I1 and D1 32 KiB
# 8-way, LL 8 MiB 16-way, 64-byte lines.
D1, LL = "32768,8,64", "8388608,16,64"
I1 = "32768,8,64"
CACHE = ["--I1=" + I1, "--D1=" + D1, "--LL=" + LL]
# The I1 geometries of --i1-sweep: size,associativity,line.
I1_GEOMETRIES = ["16384,8,64", "32768,4,64", "32768,8,64", "65536,8,64"]
# The environment every run gets: the program is called as ./NAME from its
# directory, so argv, the environment and hence the stack are the same in
# every arm (Lua mixes the address of a local into its string-hash seed).
ENV = {"PATH": "/usr/bin:/bin", "PYTHONHASHSEED": "0", "LC_ALL": "C"}


def cest(ev, branches=True, repeats=0):
    """KCachegrind's cycle estimate of a cachegrind summary:
    Ir + 10 (Bcm + Bim) + 10 (I1mr + D1mr + D1mw) + 100 (ILmr + DLmr + DLmw),
    or without the branch term (the simulated predictor is indexed by
    address, so layout alone moves it); less `repeats` instructions (the
    rep-once estimate: see rep_repeats)."""
    try:
        c = (ev["Ir"] + 10 * (ev["I1mr"] + ev["D1mr"] + ev["D1mw"])
             + 100 * (ev["ILmr"] + ev["DLmr"] + ev["DLmw"])) - repeats
        return c + 10 * (ev["Bcm"] + ev["Bim"]) if branches else c
    except (KeyError, TypeError):
        return None


def cest_rep_once(vg):
    """The cycle estimate of a run's counts ({"events", "rep"}) with every
    rep-prefixed string instruction counted once per execution, or None
    for a run measured before the repeats were counted."""
    if not vg or vg.get("rep") is None:
        return None
    return cest(vg["events"], repeats=vg["rep"])


def cest_ratio(vg, rvg, branches=True, rep_once=False):
    """CEst of a run's counts over its reference's (with the branch term
    or not, or rep once), or None where either lacks them."""
    if not (vg and rvg):
        return None
    if rep_once:
        return stats.ratio(cest_rep_once(vg), cest_rep_once(rvg))
    return stats.ratio(cest(vg["events"], branches), cest(rvg["events"], branches))


# valgrind runs a rep-prefixed string instruction (`rep movsb`, `rep stos`)
# one iteration at a time, each a jump from the instruction to itself, and
# counts every iteration as an instruction: the size code of GCC PGO's
# untrained functions copies with `rep movsb`, which cachegrind then counts
# once per byte, where a CPU with fast short rep moves (this machine's
# "erms fsrm") takes one instruction's time or little more.  Callgrind
# with --collect-jumps=yes --dump-instr=yes records those self-jumps; no
# other x86 instruction jumps to itself but an endless `jmp .`.
CALLGRIND_JUMPS = ["--dump-instr=yes", "--collect-jumps=yes"]


def rep_repeats(path):
    """The iterations after the first of every rep-prefixed instruction in
    a callgrind file written with CALLGRIND_JUMPS: the counts of its jumps
    whose source and target are the same instruction."""
    total, last, target = 0, 0, None

    def position(tok, last):
        if tok == "*":
            return last
        if tok[0] in "+-":
            return last + int(tok, 0)
        return int(tok, 0)
    with open(path) as f:
        for line in f:
            c = line[:1]
            if line.startswith(("jump=", "jcnd=")):
                count, tok = line[5:].split()[:2]
                target = (int(count.split("/")[0]), position(tok, last))
            elif c.isdigit() or c in "+-*":
                last = position(line.split(None, 1)[0], last)
                if target:
                    if target[1] == last:
                        total += target[0]
                    target = None
    return total


class Run:
    """The measured command of an arm: binary, arguments, directory, the
    program's own environment (added to ENV), the paths its runs make,
    removed before each run (fresh), the file in the directory that
    its output goes to where it is not compared (stdout; None: /dev/null),
    and the exit status of a run that did its work (status)."""

    def __init__(self, binary, args, env=None, fresh=(), names=(), stdout=None, status=0):
        self.binary = binary
        self.cwd = os.path.dirname(binary)
        self.argv = ["./" + os.path.basename(binary)] + list(args)
        self.env = dict(ENV, **(env or {}))
        self.fresh = tuple(fresh)
        self.names = tuple(names)
        self.stdout = os.path.join(self.cwd, stdout) if stdout else None
        self.status = status

    def samples(self, runs=1):
        """The runs of one measurement: with names, the binary under each
        name in turn (a hard link beside it, made anew), else `runs` runs
        of the binary as it is."""
        if not self.names:
            return [self] * runs
        out = []
        for name in self.names:
            r = copy.copy(self)
            if name != os.path.basename(self.binary):
                link = os.path.join(self.cwd, name)
                if os.path.lexists(link):
                    os.remove(link)
                os.link(self.binary, link)
            r.argv = ["./" + name] + self.argv[1:]
            out.append(r)
        return out

    def command(self, prefix=()):
        return stats.Command(list(prefix) + self.argv, self.cwd, dict(self.env), self.stdout)

    def clean(self):
        """Remove what an earlier run left in the fresh paths."""
        for p in self.fresh:
            p = os.path.join(self.cwd, p)
            if os.path.isdir(p) and not os.path.islink(p):
                shutil.rmtree(p)
            elif os.path.lexists(p):
                os.remove(p)

    def call(self, prefix=(), out=None, err=subprocess.DEVNULL):
        c = self.command(prefix)
        self.clean()
        with stats.sink(c.stdout if out is None else None) as default:
            return subprocess.run(c.argv, cwd=c.cwd, env=c.env, stdin=subprocess.DEVNULL,
                                  stdout=default if out is None else out,
                                  stderr=err).returncode


def summary(path):
    """{event: count} of the summary line of a callgrind or cachegrind file."""
    events, total = [], []
    with open(path) as f:
        for line in f:
            if line.startswith("events:"):
                events = line.split()[1:]
            elif line.startswith("summary:"):
                total = [int(x) for x in line.split()[1:]]
    return dict(zip(events, total))


# valgrind's own options of every run: threads take turns in a fixed order
# (the default lock lets the kernel choose, so a multithreaded program's
# interleaving, and with it what it counts, would depend on the load)
VALGRIND = ["valgrind", "--fair-sched=yes"]


def valgrind_once(run, out):
    """Callgrind and cachegrind of one run; out is the file prefix.
    Returns {"ir": callgrind's instructions, "events": cachegrind's summary}
    or None."""
    cg = out + ".cachegrind"
    with open(out + ".callgrind.log", "w") as log:
        if not callgrind(run, out + ".callgrind", log):
            return None
    events = cachegrind(run, cg)
    if events is None:
        return None
    return {"ir": summary(out + ".callgrind").get("Ir"), "events": events,
            "rep": rep_repeats(out + ".callgrind")}


def median_i1(run, geometry, runs=1):
    """The median of `runs` counts of i1_misses (stats.lower_median)."""
    n = [i1_misses(r, geometry) for r in run.samples(runs)]
    return None if None in n else stats.lower_median(n)


def median_run(runs):
    """The index of the median of the runs by CEst (the lower middle one of
    an even number; the first of equals)."""
    order = sorted(range(len(runs)), key=lambda i: (cest(runs[i]["events"]) or 0, i))
    return order[(len(runs) - 1) // 2]


def valgrind(run, out, root, runs=1):
    """Callgrind and cachegrind of the run, `runs` times (once under each of
    its names when it has names); out is the file
    prefix (the counted run's files; run I's in out.runI when runs > 1).
    Returns {"ir": callgrind's instructions, "events": cachegrind's summary,
    "span": [hot bytes, spread bytes, ratio, functions]}; of several runs
    "events" and the span are the median run's by CEst, "ir" the median of
    the runs' callgrind counts (each simulation has its own outliers), with
    "runs": every run's {"ir", "events"} and "median": the index of the
    median run; None when a run failed."""
    samples = run.samples(runs)
    if len(samples) == 1:
        res = valgrind_once(run, out)
    else:
        each = [valgrind_once(r, "%s.run%d" % (out, i)) for i, r in enumerate(samples)]
        if any(r is None for r in each):
            return None
        i = median_run(each)
        for ext in (".callgrind", ".callgrind.log", ".cachegrind", ".cachegrind.log"):
            shutil.copyfile("%s.run%d%s" % (out, i, ext), out + ext)
        res = dict(each[i], ir=stats.lower_median([r["ir"] for r in each]), runs=each,
                   median=i)
    if res is None:
        return None
    res["span"] = None
    # hot-code span: the functions executing 99% of Ir, their bytes and the
    # bytes from the first to the last of them
    ls = subprocess.run([os.path.join(root, "scripts", "layout-stats"), "--top", "0",
                         run.binary, out + ".cachegrind"], stdout=subprocess.PIPE,
                        text=True).stdout
    m = re.search(r"^span: .* in (\d+) functions, (\d+) bytes, spread over (\d+) bytes,"
                  r" ratio ([0-9.]+)", ls, re.M)
    if m:
        res["span"] = [int(m.group(2)), int(m.group(3)), float(m.group(4)), int(m.group(1))]
    return res


def i1_misses(run, geometry):
    """I1 misses of the run under cachegrind with that I1 geometry."""
    with tempfile.NamedTemporaryFile(prefix="bench-i1.") as t:
        rc = run.call(VALGRIND + ["--tool=cachegrind", "--cache-sim=yes", "--branch-sim=no",
                       "--I1=" + geometry, "--D1=" + D1, "--LL=" + LL,
                       "--cachegrind-out-file=" + t.name])
        return summary(t.name).get("I1mr") if rc == run.status else None


# The pads of --layout-sweep: bytes put before the program's code, so that
# the same objects are laid out K bytes further on (modulo 4 KiB, which is
# what an I1 set and the simulated predictors' tables see).  Multiples of
# 16 (function alignment), not of 64, so that code also straddles cache
# lines differently; K and 2K distinct modulo 4096 and modulo 512.
LAYOUT_SHIFTS = [720, 1888, 3056]


def pad_object(directory, k):
    """An object of k bytes in .rodata and k bytes in .text.unlikely, made
    once in directory: linked first, it moves the code by k (lld puts
    .rodata before .text; ld.bfd puts .text.unlikely first in .text) or 2k
    (lld, unordered: the pad's text comes first too)."""
    obj = os.path.join(directory, "pad-%d.o" % k)
    if not os.path.exists(obj):
        src = obj[:-2] + ".s"
        with open(src, "w") as f:
            f.write('\t.section .rodata.pgoipo_pad,"a"\n\t.zero %d\n'
                    '\t.section .text.unlikely.pgoipo_pad,"ax",@progbits\n'
                    '\t.fill %d,1,0xcc\n\t.section .note.GNU-stack,"",@progbits\n' % (k, k))
        if subprocess.run(["gcc-12", "-c", "-o", obj, src]).returncode != 0:
            die("could not assemble %s" % src)
    return obj


def callgrind(run, out, err=subprocess.DEVNULL):
    """callgrind of one run into the file out, with the self-jumps
    rep_repeats reads; whether the run ended as it should."""
    return run.call(VALGRIND + ["--tool=callgrind", "--cache-sim=no"] + CALLGRIND_JUMPS
                    + ["--callgrind-out-file=" + out], err=err) == run.status


def cachegrind(run, out):
    """cachegrind's summary of one run (out: its file), or None."""
    with open(out + ".log", "w") as log:
        if run.call(VALGRIND + ["--tool=cachegrind", "--cache-sim=yes", "--branch-sim=yes"]
                    + CACHE + ["--cachegrind-out-file=" + out], err=log) != run.status:
            return None
    return summary(out)


def compared_output(prog, out):
    """The bytes of OUT that the output check compares: lines matching the
    program's output_drop dropped, its output_strip patterns (timings)
    deleted first."""
    if not (prog.output_drop or prog.output_strip):
        return out
    lines = []
    for line in out.decode("utf-8", "surrogateescape").split("\n"):
        for pat in prog.output_strip:
            line = re.sub(pat, "", line)
        if not any(re.search(pat, line) for pat in prog.output_drop):
            lines.append(line)
    return "\n".join(lines).encode("utf-8", "surrogateescape")


def output_hash(run, prog, keep=None):
    """sha256 prefix of the run's exit status and output (stdout and stderr,
    byte for byte; lines matching the program's output_drop dropped and its
    output_strip patterns deleted first).  keep: a file that gets what was
    hashed, for a diff when two hashes differ."""
    c = run.command()
    run.clean()
    done = subprocess.run(c.argv, cwd=c.cwd, env=c.env, stdin=subprocess.DEVNULL,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    hashed = b"exit status %d\n" % done.returncode + compared_output(prog, done.stdout)
    if keep:
        with open(keep, "wb") as f:
            f.write(hashed)
    return hashlib.sha256(hashed).hexdigest()[:16]


def text_hash(binary):
    """sha256 prefix of the .text bytes; fails loudly (an empty hash would
    make every control pass)."""
    with tempfile.NamedTemporaryFile(prefix="bench-text.") as t:
        if subprocess.run(["objcopy", "-O", "binary", "--only-section=.text",
                           binary, t.name]).returncode != 0:
            die("objcopy .text of %s failed" % binary)
        data = open(t.name, "rb").read()
    if not data:
        die("%s has an empty .text" % binary)
    return hashlib.sha256(data).hexdigest()[:16]


def function_order(binary):
    """The binary's functions (nm's t, T, w and W symbols) in address order."""
    out = subprocess.run(["nm", "-n", "--defined-only", binary], stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, text=True).stdout
    return [v[2] for v in (line.split() for line in out.split("\n"))
            if len(v) == 3 and v[1] in "tTwW"]


def order_kept(order, twin):
    """How much of twin's function order order keeps: (pairs of functions
    adjacent in twin that are adjacent, in the same direction, in order;
    pairs of twin's among the functions both have).  All kept: the same
    order; few: the code was placed anew."""
    both = set(order) & set(twin)
    a = [f for f in order if f in both]
    b = [f for f in twin if f in both]
    pairs = set(zip(a, a[1:]))
    return sum(1 for p in zip(b, b[1:]) if p in pairs), max(len(b) - 1, 0)
