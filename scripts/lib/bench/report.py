"""BENCHMARKS.md from the stored results (build/bench/results/*.json) and
the templates: the program sections, the summary, the I1 sweep block.
Sections of programs not measured in this build tree, the runtime line and
the examples block (scripts/bench-examples --record) are kept from the
current BENCHMARKS.md."""

import collections
import json
import math
import os
import re
import subprocess

import stats

from . import arms as armlib
from . import measure
from .template import load, render
from .util import fmt_int, fmt_ratio, say

AA, REF = armlib.AA, armlib.REFERENCE["main"]


# ----------------------------------------------------------- one table row
class Row:
    """One arm of one measured command, with its reference arm's numbers."""

    def __init__(self, res, m, name, arm):
        self.name, self.arm = name, arm
        ref = armlib.reference(arm) if arm else REF
        self.vg, self.rvg = m["vg"].get(name), m["vg"].get(ref)
        self.t, self.rt = m["time"].get(name), m["time"].get(ref)
        self.rep = res["report"].get(name, {})
        self.res, self.m, self.ref = res, m, ref
        bad = wrong_output(res, m)
        # a ratio of an arm that computes something else, or to a reference
        # that does, is no speedup
        self.wrong = name in bad or ref in bad

    def ev(self, key):
        return self.vg["events"].get(key) if self.vg else None

    def cest_ratio(self, branches=True, rep_once=False):
        return measure.cest_ratio(self.vg, self.rvg, branches, rep_once)

    def time(self, kind):
        if not (self.t and self.t[kind]):  # BENCH_ROUNDS 1: the one round dropped
            return ""
        q1, med, q3 = stats.quartiles(self.t[kind])
        return "%.1f (%.1f–%.1f)" % (med, q1, q3)

    def time_ratio(self, kind):
        if not (self.t and self.rt and self.t[kind] and self.rt[kind]):
            return ""
        return fmt_ratio(stats.ratio(stats.median(self.t[kind]), stats.median(self.rt[kind])))


def _span(r):
    s = r.vg and r.vg.get("span")
    return "%d in %d (%.2f)" % (s[0] // 1024, s[1] // 1024, s[2]) if s else "?"


def _counts(r, f):
    return f(r) if r.vg else ""


WRONG = "wrong output"


def _ratio(r, f):
    return WRONG if r.wrong else _counts(r, f)


def wrong_output(res, m):
    """The arms of one measured command whose output (and exit status)
    differs from the check arm's (-O2's; results from before the check: the
    first arm's)."""
    ref = m.get("out_ref", res["arms"][0])
    return [n for n in res["arms"] if n in m["out"] and m["out"][n] != m["out"].get(ref)]


def wrong_outputs(res):
    """{measured command: arms with wrong output}."""
    return {name: wrong_output(res, m) for name, m in res["measures"].items()}


# The columns of a program's table: header, alignment, the cell of a built
# arm, and whether the A/A row (the reference timed twice) fills it.
Column = collections.namedtuple("Column", "header align cell timed", defaults=(False,))
COLUMNS = [
    Column("arm", "---", lambda r: r.name),
    Column("instructions", "---:", lambda r: _counts(r, lambda r: fmt_int(r.vg["ir"]))),
    Column("vs gcc-pgo", "---:", lambda r: _ratio(r, lambda r: fmt_ratio(
        stats.ratio(r.vg["ir"], r.rvg and r.rvg["ir"])))),
    Column("CEst vs gcc-pgo", "---:", lambda r: _ratio(r, lambda r: fmt_ratio(r.cest_ratio()))),
    Column("CEst w/o branches vs gcc-pgo", "---:",
           lambda r: _ratio(r, lambda r: fmt_ratio(r.cest_ratio(False)))),
    Column("CEst rep once vs gcc-pgo", "---:",
           lambda r: _ratio(r, lambda r: fmt_ratio(r.cest_ratio(rep_once=True)))),
    Column("I1 misses", "---:", lambda r: _counts(r, lambda r: fmt_int(r.ev("I1mr")))),
    Column("hot-code span KB (ratio)", "---:", lambda r: _counts(r, _span)),
    Column("ind. mispredicts", "---:", lambda r: _counts(r, lambda r: fmt_int(r.ev("Bim")))),
    Column("cond. mispredicts", "---:", lambda r: _counts(r, lambda r: fmt_int(r.ev("Bcm")))),
    Column("wall ms median (quartiles)", "---:", lambda r: r.time("wall"), True),
    Column("wall vs gcc-pgo", "---:", lambda r: WRONG if r.wrong else r.time_ratio("wall"), True),
    Column("cpu ms median (quartiles)", "---:", lambda r: r.time("cpu"), True),
    Column("cpu vs gcc-pgo", "---:", lambda r: WRONG if r.wrong else r.time_ratio("cpu"), True),
    Column(".text bytes", "---:", lambda r: fmt_int(r.rep.get("text_bytes"))),
    Column("build s", "---:", lambda r: r.rep.get("build_s", "")),
    Column("evidence", "---", lambda r: evidence(r), True),
]


def evidence(r):
    """What shows that the arm's decisions were applied."""
    if r.name == AA:
        return "time control: the gcc-pgo binary run once more in every round"
    rep, a = r.rep, r.arm

    def get(k):
        v = rep.get(k)
        return "n/a" if v in (None, "") else v
    if a.mode == "plain":
        ev = "no profile"
    elif a.mode == "pgo" and a.cc == "clang-14":
        ev = "%s fns in .profdata; %s objs with .llvm.call-graph-profile" % (
            rep.get("profile_functions", ""), rep.get("cgprofile_objects", ""))
    elif a.mode == "pgo":
        ev = "%s of %s objects have their .gcda; %s -Wmissing-profile" % (
            get("units_matched"), get("units"), rep.get("profile_missing", ""))
    elif rep.get("hot_functions") == "disabled":
        ev = "plugin disabled, 0 dumps"
    else:
        ev = ("profiled fns %s/%s; promote %s (inlined %s, kept %s, dropped %s); inline %s;"
              " kept out %s; violations %s; loops keep %s, lean %s, unrolled %s, scalar %s;"
              " untrained guessed %s; GOT calls %s; in order %s (%s); index %s" % tuple(map(get, [
                  "hot_functions_profiled", "hot_functions", "icp_promote", "icp_inlined",
                  "icp_keep", "icp_dropped", "inline_inline", "inline_keep_out",
                  "inline_violations", "lean_keep", "lean_lean", "unroll", "scalar", "guessed",
                  "got", "order_functions", "order_match", "index"])))
        if rep.get("mended") not in (None, "", "0", "n/a"):
            ev += "; counts mended %s" % rep["mended"]
    if rep.get("cgprofile_edges"):
        ev += ("; lld's own C3 from %s edges of the objects' .llvm.call-graph-profile sections,"
               " in order = agreement with pgoipo's c3" % rep["cgprofile_edges"])
    if a.flags:
        ev += "; flags " + " ".join(a.flags)
        lay = r.res.get("layout", {}).get(r.name)
        if lay:
            clones, kept, pairs, twin = lay
            ev += ("; %d locality clones; function order against %s's: %d of its %d adjacent"
                   " pairs kept (%.0f%%)" % (clones, twin, kept, pairs,
                                             100.0 * kept / pairs if pairs else 0))
    if rep.get("order_args"):
        ev += "; pgoipo order " + rep["order_args"]
    if rep.get("objects_from"):
        ev += "; objects of %s, build s = link only" % os.path.basename(rep["objects_from"])
    if a.order == armlib.UNORDERED:
        same = r.res.get("same_objects", {}).get(r.name)
        ev += "; no order file"
        if same:
            ev += ("; objects byte-identical to %s's: %d of %d" % (same[2], same[0], same[1]))
            if r.res["text"].get(r.name) == r.res["text"].get(same[2]):
                ev += "; .text IDENTICAL to %s's: its order was not applied" % same[2]
    text = r.res["text"]
    if r.name != r.ref and text.get(r.name) == text.get(r.ref):
        ev += "; .text identical to " + r.ref
    if r.name in wrong_output(r.res, r.m):
        ev += "; OUTPUT DIFFERS from %s's" % r.m.get("out_ref", r.res["arms"][0])
    if not r.vg:
        ev += "; valgrind FAILED"
    return ev


def table(res, m, arms, names=None, ref=REF):
    """The table of the arms names (default: all, and the A/A row), whose
    ratios are to ref."""
    lines = ["| " + " | ".join(c.header.replace(REF, ref) for c in COLUMNS) + " |",
             "|" + "|".join(c.align for c in COLUMNS) + "|"]
    for name in names or res["arms"] + [AA]:
        if name == AA:
            r = Row(res, m, name, None)
            cells = ["gcc-pgo again (A/A)"] + [c.cell(r) if c.timed else "" for c in COLUMNS[1:]]
        elif res["status"][name] != "ok":
            cells = [name, res["status"][name]] + [""] * (len(COLUMNS) - 2)
        else:
            cells = [c.cell(Row(res, m, name, arms[name])) for c in COLUMNS]
        lines.append("|" + "|".join(" %s " % c if c != "" else " " for c in cells) + "|")
    return "\n".join(lines)


# -------------------------------------------------------- program section
def cc_caption(cc):
    """The caption of the table of another GCC's arms (%s: its reference)."""
    return ("%s arms (of scripts/toolchain; compare them with each other: another"
            " compiler%s), ratios to %%s:"
            % (armlib.cc_name(cc), ", and its programs may be position-dependent"
               if cc == "gcc-16" else ""))


def train_what(key):
    """How a program section names one GCC training: 'main' (gcc-12's, the
    main input) '', else ' (mismatched input)', ' (gcc-16)', ..."""
    cc, _, train = key.rpartition(" ")
    what = [cc] if cc else []
    if train != "main":
        what.append(train + " input")
    return " (%s)" % ", ".join(what) if what else ""


def spread(res):
    """(runs, [(spread of CEst, arm)], [(spread of instructions, arm)]) of a
    program whose counts are the median of several valgrind runs, the
    largest of each measured command (max/min - 1 over an arm's runs); None
    for one run."""
    cest, ir, n = [], [], 0
    for m in res["measures"].values():
        for name, vg in m["vg"].items():
            if not (vg and vg.get("runs")):
                continue
            n = len(vg["runs"])
            c = [measure.cest(r["events"]) for r in vg["runs"]]
            i = [r["ir"] for r in vg["runs"]]
            if None not in c:
                cest.append((max(c) / min(c) - 1, name))
            if None not in i:
                ir.append((max(i) / min(i) - 1, name))
    return (n, max(cest), max(ir)) if cest and ir else None


def measured_arms(res, arms):
    """The arms as they were when RES was measured (results since the arms
    were stored), else as scripts/bench-arms has them."""
    return dict(arms, **{n: armlib.Arm(**a) for n, a in res.get("arm", {}).items()})


def command(prog, mname):
    """How a section names a measured command: its arguments, without the root."""
    return " ".join(prog.measure[mname]).replace("{root}/", "")


def program_section(res, prog, arms):
    arms = measured_arms(res, arms)
    tables = []
    # the arms of another compiler (gcc-16) in a table of their own, with
    # ratios to that compiler's PGO
    other = collections.OrderedDict()
    for n in res["arms"]:
        if arms[n].cc in armlib.CC_REFERENCE:
            other.setdefault(arms[n].cc, []).append(n)
    first = [n for n in res["arms"] if arms[n].cc not in other] + [AA]
    for mname, m in res["measures"].items():
        if len(res["measures"]) > 1:
            tables.append("#### %s: `%s`\n" % (mname, command(prog, mname)))
        tables.append(table(res, m, arms, first) + "\n")
        for cc, names in other.items():
            ref = armlib.CC_REFERENCE[cc]["main"]
            tables.append(cc_caption(cc) % ref + "\n")
            tables.append(table(res, m, arms, names, ref) + "\n")
    built = [n for n in res["arms"] if res["status"][n] == "ok"]
    ctl = [n for n in built if n in ("ctl-disable", "pgoipo-hotness")]
    text = res["text"]
    wrong = wrong_outputs(res)
    t = res["times"]
    trains = sorted(res["train"].items())
    v = {
        "program": prog.name, "desc": prog.desc, "source": res["source"],
        "tables": "\n".join(tables),
        "mm": "" if any(arms[n].train == "mismatched" for n in built) else None,
        "ref_text": text.get(REF),
        "ctl_same": [n for n in ctl if text[n] == text[REF]],
        "ctl_diff": [n for n in ctl if text[n] != text[REF]],
        "ctl_diff_text": [text[n] for n in ctl if text[n] != text[REF]],
        "default_arms": " ".join(res["default_arms"]) if res["default_arms"] else None,
        "outputs_same": None if any(wrong.values()) else "",
        "outputs_differ": "; ".join("%s%s" % ("" if len(wrong) == 1 else m + ": ", " ".join(a))
                                    for m, a in wrong.items() if a) or None,
        "prep_s": "%.0f" % t["prep"], "build_s": "%.0f" % t["build"],
        "vg_s": "%.0f" % t["valgrind"], "wall_s": "%.0f" % t["wall"], "jobs": res["jobs"],
        "rounds": res["rounds"],
        "train_what": [train_what(k) for k, _ in trains],
        "instrument_s": [r.get("instrument_s", "?") for _, r in trains],
        "train_jobs": [r.get("jobs", "?") for _, r in trains],
        "train_s": [r.get("train_s", "?") for _, r in trains],
        "gcda": [r.get("profile_files", "?") for _, r in trains],
        "date": res["date"],
        "vg_runs": None, "cest_spread": None, "ir_spread": None,
    }
    runs = spread(res)
    if runs:
        v["vg_runs"] = runs[0]
        v["cest_spread"] = "%.2f %% (%s)" % (100 * runs[1][0], runs[1][1])
        v["ir_spread"] = "%.2f %% (%s)" % (100 * runs[2][0], runs[2][1])
    return render(load("program.md.in"), v).strip("\n")


def cc_section(res, prog, arms, cc):
    """A program's section in the block of another GCC (compilers_block):
    the arms of CC of a run stored apart (armlib.run_compiler), a table per
    measured command, ratios to CC's own PGO."""
    arms = measured_arms(res, arms)
    names = [n for n in res["arms"] if arms[n].cc == cc]
    ref = armlib.CC_REFERENCE[cc]["main"]
    trains = "; ".join("%s input: instrumented build %s s, training run %s s, %s .gcda files"
                       % (k.rpartition(" ")[2], r.get("instrument_s", "?"),
                          r.get("train_s", "?"), r.get("profile_files", "?"))
                       for k, r in sorted(res["train"].items()) if k.startswith(cc + " "))
    wrong = "; ".join(" ".join(a) for a in wrong_outputs(res).values() if a)
    check = next(iter(res["measures"].values())).get("out_ref", REF)
    out = [cc_heading(cc, prog.name), "",
           "Measured on %s (%s training%s; the arms' output %s)." % (
               res["date"], armlib.cc_name(cc), ", " + trains if trains else "",
               "DIFFERS from %s's: %s" % (check, wrong) if wrong
               else "identical to %s's" % check), ""]
    for mname, m in res["measures"].items():
        if len(res["measures"]) > 1:
            out += ["##### %s: `%s`" % (mname, command(prog, mname)), ""]
        out += [table(res, m, arms, names, ref), ""]
    return "\n".join(out).strip("\n")


def cc_heading(cc, name):
    return "#### %s: %s" % (armlib.cc_name(cc), name)


def compilers_block(old, results, programs, arms):
    """The block of the other GCCs' runs stored apart (PROGRAM@gcc-16.json):
    per GCC, a summary against its own PGO and each program's section;
    the sections of programs without such results in this build tree as
    committed."""
    committed = old_block(old, "compilers") or ""
    parts = []
    for cc in armlib.OTHER_GCC:
        sections = []
        for p in programs:
            path = os.path.join(results, armlib.results_name(p.name, cc))
            if os.path.exists(path):
                with open(path) as f:
                    sections.append((p.name, cc_section(json.load(f), p, arms, cc)))
                continue
            m = re.search(r"^%s\n.*?(?=^#### |^### |^<!-- compilers:end -->)"
                          % re.escape(cc_heading(cc, p.name)), committed, re.M | re.S)
            if m:
                sections.append((p.name, m.group(0).strip("\n")))
        if not sections:
            continue
        # the program heading is no measured command of the summary's
        summ = summary([(n, sec.split("\n", 1)[1]) for n, sec in sections], arms,
                       cc_columns(cc), armlib.CC_REFERENCE[cc]["main"])
        parts.append(render(load("compiler.md.in"), {
            "cc": armlib.cc_name(cc), "tag": armlib.tag(cc), "summary": summ,
            "sections": "\n\n".join(sec for _, sec in sections)}))
    if not parts:
        return None
    return render(load("compilers.md.in"), {"compilers": "\n\n".join(parts)})


def old_section(old, name):
    """The section of program NAME in the current BENCHMARKS.md ("### NAME"
    up to the next heading, block or runtime line), for programs not re-run."""
    out, on = [], False
    for line in old.split("\n"):
        if line == "### " + name:
            on = True
        elif on and (line.startswith(("### ", "## ", "<!-- ", "Full `make bench`"))):
            break
        if on:
            out.append(line)
    return "\n".join(out).strip("\n") or None


def old_block(old, name):
    """The block between <!-- NAME:begin --> and <!-- NAME:end -->."""
    m = re.search(r"^<!-- %s:begin -->$.*?^<!-- %s:end -->$" % (name, name), old, re.M | re.S)
    return m.group(0) if m else None


# ------------------------------------------------------------------ summary
def parse_tables(section):
    """The tables of a program section: [(measure or None, {arm: {column: cell}})]."""
    found, measure_name, header, same = [], None, None, False
    for line in section.split("\n"):
        if line.startswith(("#### ", "##### ")):
            # a program section's measured command; ##### in a section of
            # another GCC's block (cc_section)
            measure_name, same = line.lstrip("#")[1:].split(":")[0], False
        elif line.startswith("| arm |"):
            # the tables of one measured command (gcc-12's, gcc-16's) are one
            header = [c.strip() for c in line.strip("|").split("|")]
            if not same:
                found.append((measure_name, {}))
            same = True
        elif header and line.startswith("|") and not line.startswith("|---"):
            cells = [c.strip() for c in line.strip("|").split("|")]
            found[-1][1][cells[0]] = dict(zip(header, cells))
        elif not line.startswith("|"):
            header = None
    return found


NOORDER = "pgoipo-all-lld-noorder"
SUMMARY = [  # header, arm, column of its table, and the arm it is compared with:
    # None = the ratio in the table (to gcc-pgo, or gcc-pgo-mm for -mm arms);
    # I1 misses (a count) are divided by that arm's
    ("pgoipo CEst", "pgoipo-all-lld", "CEst vs gcc-pgo", None),
    ("pgoipo CEst w/o br.", "pgoipo-all-lld", "CEst w/o branches vs gcc-pgo", None),
    ("pgoipo CEst rep once", "pgoipo-all-lld", "CEst rep once vs gcc-pgo", None),
    ("pgoipo instructions", "pgoipo-all-lld", "vs gcc-pgo", None),
    ("pgoipo I1", "pgoipo-all-lld", "I1 misses", None),
    ("Clang CEst", "clang-pgo-lld", "CEst vs gcc-pgo", None),
    ("Clang CEst w/o br.", "clang-pgo-lld", "CEst w/o branches vs gcc-pgo", None),
    ("Clang instructions", "clang-pgo-lld", "vs gcc-pgo", None),
    ("Clang I1", "clang-pgo-lld", "I1 misses", None),
    ("pgoipo-mm CEst", "pgoipo-all-lld-mm", "CEst vs gcc-pgo", None),
    ("pgoipo-mm CEst rep once", "pgoipo-all-lld-mm", "CEst rep once vs gcc-pgo", None),
    ("pgoipo-mm instructions", "pgoipo-all-lld-mm", "vs gcc-pgo", None),
    ("pgoipo-mm I1", "pgoipo-all-lld-mm", "I1 misses", None),
    ("Clang-mm CEst", "clang-pgo-lld-mm", "CEst vs gcc-pgo", None),
    # the order file's own effect: the same objects, lld with and without it
    ("order: CEst w/o br.", "pgoipo-all-lld", "CEst w/o branches vs gcc-pgo", NOORDER),
    ("order: I1", "pgoipo-all-lld", "I1 misses", NOORDER),
]


def _number(cell):
    try:
        return float(cell.replace(",", ""))
    except (AttributeError, ValueError):
        return None


def cc_columns(cc):
    """The SUMMARY columns for the arms of another GCC (gcc16-pgoipo-all-lld
    against gcc16-pgo, ...): pgoipo's, without Clang's."""
    t, ref = armlib.tag(cc) + "-", armlib.CC_REFERENCE[cc]["main"]
    return [(h, t + arm, col.replace(REF, ref), vs and t + vs)
            for h, arm, col, vs in SUMMARY if not h.startswith("Clang")]


def summary_cell(t, arm, col, vs, arms, ref=REF):
    """One summary number from a program's parsed table (whose ratios are
    to REF), or WRONG, or None."""
    cells = [t.get(arm, {}).get(col)]
    if vs is None and col == "I1 misses":
        vs = armlib.reference(arms[arm])
    if vs is not None:
        cells.append(t.get(vs, {}).get(col))
    if WRONG in cells or any(t.get(a, {}).get("vs " + ref) == WRONG for a in (arm, vs) if a):
        return WRONG
    x = _number(cells[0])
    return stats.ratio(x, _number(cells[1])) if vs is not None else x


def section_date(sec):
    """The date a program's section says it was measured on, or None: "Measured
    on DATE." in GCC 12's sections, "Measured on DATE (GCC 16 training, ...)."
    in another GCC's (cc_section)."""
    m = re.search(r"^Measured on (\d{4}-\d{2}-\d{2})(?:\.$| \()", sec, re.M)
    return m.group(1) if m else None


def summary(sections, arms, columns=SUMMARY, ref=REF):
    """Every program (and measured command) x the SUMMARY columns (or
    another GCC's, cc_columns, whose tables' ratios are to REF), and their
    geometric means.  A program measured before the newest section (kept
    from an earlier run, e.g. one left out of a partial re-run) says when:
    "python (2026-12-02)"."""
    rows, cols = [], [[] for _ in columns]
    dates = {name: section_date(sec) for name, sec in sections}
    newest = max((d for d in dates.values() if d), default=None)
    for name, sec in sections:
        when = " (%s)" % dates[name] if dates[name] and dates[name] != newest else ""
        per = [[] for _ in columns]     # the program's measured commands
        for mname, t in parse_tables(sec):
            cells = []
            for i, (_, arm, col, vs) in enumerate(columns):
                x = summary_cell(t, arm, col, vs, arms, ref)
                if x == WRONG:
                    cells.append("**wrong output**")
                    continue
                if x is not None and x > 0:
                    per[i].append(x)
                cells.append(fmt_ratio(x))
            rows.append("| %s%s%s | %s |" % (name, " " + mname if mname else "", when,
                                               " | ".join(cells)))
        # a program counts once in the means, its commands averaged first
        for i, xs in enumerate(per):
            if xs:
                cols[i].append(stats.geomean(xs))
    if not rows:
        return None
    means = [fmt_ratio(stats.geomean(c)) if c else "?" for c in cols]
    return "\n".join(["| program | " + " | ".join(s[0] for s in columns) + " |",
                      "|---|" + "---:|" * len(columns)] + rows
                     + ["| geometric mean | " + " | ".join(means) + " |"])


# ------------------------------------------------------------- rep repeats
def rep_table(name, res, refs):
    """Each arm's instructions, rep repeats and CEst with and without them
    against its reference, per measured command (scripts/bench --rep)."""
    out = ["| command | arm | instructions | rep repeats | share | CEst vs ref. | CEst rep once vs ref. |",
           "|---|---|---:|---:|---:|---:|---:|"]
    for m, rm in res["measures"].items():
        for a in list(dict.fromkeys(list(refs.values()) + list(refs))):
            vg, rvg = rm["vg"].get(a), rm["vg"].get(refs.get(a, a))
            if not vg or vg.get("rep") is None:
                continue
            out.append("| %s | %s | %s | %s | %s | %s | %s |" % (
                m, a, fmt_int(vg["ir"]), fmt_int(vg["rep"]),
                "%.2f %%" % (100.0 * vg["rep"] / vg["ir"]) if vg["ir"] else "?",
                fmt_ratio(measure.cest_ratio(vg, rvg)),
                fmt_ratio(measure.cest_ratio(vg, rvg, rep_once=True))))
    return "\n".join(["%s: rep-prefixed string instructions counted once (ratios to each "
                      "arm's reference)" % name, ""] + out)


# ---------------------------------------------------------------- I1 sweep
def sweep_what(sweep, mname, commands):
    """How a sweep's table names its program and measured command: "jq
    report"; "GCC 16: jq report" for another GCC's arms."""
    what = sweep["program"] + ("" if commands == 1 else " " + mname)
    return armlib.cc_name(sweep["cc"]) + ": " + what if sweep.get("cc") else what


def i1_table(sweep):
    """The tables of one program's sweep, one per measured command."""
    geoms, out = sweep["geometries"], []
    head = "| arm |" + "".join(" I1 %d KiB %s-way |" % (int(g.split(",")[0]) // 1024,
                                                       g.split(",")[1]) for g in geoms)
    for mname, misses in sweep["misses"].items():
        what = sweep_what(sweep, mname, len(sweep["misses"]))
        out += ["#### %s (%s)" % (what, sweep["date"]), "",
                head + " geometric mean vs gcc-pgo |", "|---|" + "---:|" * len(geoms) + "---:|"]
        for arm in sweep["arms"]:
            miss, ref = misses.get(arm, {}), misses.get(sweep["ref"][arm], {})
            cells, logs = [], []
            for g in geoms:
                v, r = miss.get(g), ref.get(g)
                c = fmt_int(v)
                if v and r:
                    c += " (%.2f)" % (v / r)
                    logs.append(math.log(v / r))
                cells.append(c)
            mean = "%.3f" % math.exp(sum(logs) / len(logs)) if logs else "?"
            out.append("| %s | %s | %s |" % (arm, " | ".join(cells), mean))
        out.append("")
    return "\n".join(out)


def layout_table(sweep):
    """The tables of one program's --layout-sweep, one per measured command:
    each arm's CEst (CEst without the branch term, I1 misses) over its reference's
    when both are laid out after the same pad, per pad, with their geometric
    mean and range; first each reference against itself without a pad (what
    moving the code alone does to one binary)."""
    shifts, out = [str(k) for k in sweep["shifts"]], []
    kind, fixed = sweep.get("kind", "pad"), sweep.get("fixed", [])
    head = ("| arm | against | " + " | ".join("as linked" if kind == "seed" and k == "0"
                                              else "%s %s" % (kind, k) for k in shifts)
            + " | geometric mean | range |")
    rule = "|---|---|" + "---:|" * (len(shifts) + 2)
    for mname, ev in sweep["events"].items():
        what = sweep["program"] + ("" if len(sweep["events"]) == 1 else " " + mname)
        for value, title in ((measure.cest, "CEst"),
                             (lambda e: measure.cest(e, False), "CEst without the branch term"),
                             (lambda e: e.get("I1mr"), "I1 misses")):
            out += ["#### %s: %s, %s (%s)" % (what, title, "code moved" if kind == "pad"
                                              else "unordered code shuffled", sweep["date"]),
                    "", head, rule]
            rows = [(r, r, "itself, no %s" % kind) for r in dict.fromkeys(sweep["ref"].values())
                    if r not in fixed]
            rows += [(a, sweep["ref"][a], sweep["ref"][a]) for a in sweep["arms"]
                     if a != sweep["ref"][a]]
            for arm, ref, against in rows:
                ratios = []
                for k in shifts:
                    v = value(ev[arm][k])
                    r = value(ev[ref][k if arm != ref else "0"])
                    ratios.append(v / r if v and r else None)
                got = [x for x in ratios if x]
                mean = fmt_ratio(stats.geomean(got)) if got else "?"
                rng = "%s–%s" % (fmt_ratio(min(got)), fmt_ratio(max(got))) if got else "?"
                out.append("| %s | %s | %s | %s | %s |" % (
                    arm, against, " | ".join(fmt_ratio(x) for x in ratios), mean, rng))
            if fixed:
                out += ["", "Not shuffled (not linked by lld): %s; its one binary is the"
                        " reference at every seed." % ", ".join(fixed)]
            out.append("")
    return "\n".join(out)


def round_ratios(a, b):
    """The per-round ratios a[r] / b[r] of two commands timed in the same
    interleaved rounds (a pair shares the machine's state of its round)."""
    return [x / y for x, y in zip(a, b) if y > 0]


def wall_verdict(arm, aa):
    """Whether the per-round time ratios ARM resolve a difference beyond the
    A/A control's AA, by the 95 % confidence intervals of their medians
    (stats.median_ci): "faster" when the arm's lies below both 1 and the
    control's, "slower" when above both, else "no"; "too few rounds" when
    either has too few ratios for an interval."""
    ci, aci = stats.median_ci(arm), stats.median_ci(aa)
    if ci is None or aci is None:
        return "too few rounds"
    if ci[1] < min(aci[0], 1.0):
        return "faster"
    if ci[0] > max(aci[1], 1.0):
        return "slower"
    return "no"


def cest_direction(c):
    """-1, 0 or 1: a CEst ratio below, at (to 0.05 %) or above 1."""
    return 0 if c is None or abs(c - 1) < 0.0005 else (-1 if c < 1 else 1)


def time_cells(xs):
    """A time column's cells of per-round ratios XS: the median with its 95 %
    interval ("?" without one), and the quartiles."""
    q1, med, q3 = stats.quartiles(xs)
    ci = stats.median_ci(xs)
    return ("%s [%s]" % (fmt_ratio(med), "%s–%s" % tuple(map(fmt_ratio, ci)) if ci else "?"),
            "%s–%s" % (fmt_ratio(q1), fmt_ratio(q3)))


def wall_table(sweep):
    """The tables of one program's --wall run, one per measured command:
    each arm's wall and cpu time as the median [95 % interval] of its
    per-round ratios to its reference (wall also with its quartiles), the A/A control first; whether the wall ratio
    resolves a difference beyond the control, and whether it agrees with the
    arm's CEst in direction."""
    out, ref = [], sweep.get("aa_ref", armlib.REFERENCE["main"])
    head = ("| arm | against | CEst | wall: median of round ratios [95 % CI] | wall quartiles"
            " | cpu: median [95 % CI] | resolved beyond A/A | agrees with CEst |")

    # sweeps since the rep repeats were counted: CEst rep once beside CEst
    # (GCC 16's jq: CEst 1.40, rep once 0.98, wall 0.97), judged alike
    reps = sweep.get("cest_rep") or {}
    rep = any(v is not None for m in reps.values() for v in m.values())
    if rep:
        head += " CEst rep once | agrees with rep once |"

    def cells(ratios):
        return " | ".join(time_cells(ratios["wall"]) + time_cells(ratios["cpu"])[:1])

    def agrees(c, v):
        return "yes" if cest_direction(c) == (-1 if v == "faster" else 1) else "**no**"
    for mname, t in sweep["time"].items():
        what = sweep_what(sweep, mname, len(sweep["time"]))
        out += ["#### %s: wall time, %d rounds (%s)" % (what, sweep["rounds"], sweep["date"]),
                "", head, "|---|---|---:|---:|---:|---:|---|---|" + ("---:|---|" if rep else "")]
        aa = {k: round_ratios(t[armlib.AA][k], t[ref][k]) for k in ("wall", "cpu")}
        out.append("| %s again (A/A) | %s | | %s | (the control) | |%s"
                   % (ref, ref, cells(aa), "  |  |" if rep else ""))
        resolved = agree = agree_rep = 0
        for a in sweep["arms"]:
            r = sweep["ref"][a]
            got = {k: round_ratios(t[a][k], t[r][k]) for k in ("wall", "cpu")}
            c = sweep["cest"].get(mname, {}).get(a)
            cr = reps.get(mname, {}).get(a)
            v = wall_verdict(got["wall"], aa["wall"])
            ok = ok_rep = ""
            if v in ("faster", "slower"):
                resolved += 1
                ok, ok_rep = agrees(c, v), agrees(cr, v)
                agree += ok == "yes"
                agree_rep += ok_rep == "yes"
            out.append("| %s | %s | %s | %s | %s | %s |%s"
                       % (a, r, fmt_ratio(c), cells(got), "yes: " + v if ok else v, ok,
                          " %s | %s |" % (fmt_ratio(cr), ok_rep) if rep else ""))
        out += ["", "Resolved beyond the A/A control: %d of %d arms; in the direction of"
                " their CEst: %d of %d%s." % (
                    resolved, len(sweep["arms"]), agree, resolved,
                    "; of their CEst rep once: %d of %d" % (agree_rep, resolved) if rep else ""),
                ""]
    return "\n".join(out)


def sweep_block(old, results, programs, name):
    """The block of --i1-sweep (NAME "i1") or --wall ("wall"): the programs
    run in this build tree, the others as committed."""
    committed = old_block(old, name) or ""
    table = {"i1": i1_table, "wall": wall_table}[name]
    parts = []
    for p in programs:
        for cc in (None,) + armlib.OTHER_GCC:
            path = os.path.join(results, armlib.results_name(p, cc, name))
            if os.path.exists(path):
                with open(path) as f:
                    parts.append(table(json.load(f)))
                continue
            what = armlib.cc_name(cc) + ": " + p if cc else p
            parts += re.findall(r"^#### %s[ :].*?(?=^#### |^<!-- %s:end -->)"
                                % (re.escape(what), name), committed, re.M | re.S)
    if not parts:
        return None
    return render(load(name + ".md.in"), {"sweeps": "\n".join(parts)})


# ------------------------------------------------------------ the whole file
def _first_line(argv):
    try:
        out = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        return out.stdout.split("\n")[0].strip()
    except OSError:
        return "%s: not installed" % argv[0]


def machine():
    def grep(path, pat):
        with open(path) as f:
            m = re.search(pat, f.read(), re.M)
        return m.group(1) if m else "?"
    mem = int(grep("/proc/meminfo", r"^MemTotal:\s+(\d+)"))
    tools = [["gcc-12", "--version"], ["clang-14", "--version"], ["ld.bfd", "--version"],
             ["ld.gold", "--version"], ["ld.lld", "--version"], ["valgrind", "--version"]]
    return {"cores": os.cpu_count(), "memory": "%.0f" % (mem / 1048576),
            "cpu": grep("/proc/cpuinfo", r"^model name\s*: (.*)$"),
            "os": grep("/etc/os-release", r'^PRETTY_NAME="(.*)"$'),
            "tools": "; ".join(_first_line(t) for t in tools)}


def write(root, bench_dir, programs, arms):
    """BENCHMARKS.md again from the stored results."""
    path = os.path.join(root, "BENCHMARKS.md")
    old = open(path).read() if os.path.exists(path) else ""
    results = os.path.join(bench_dir, "results")
    sections = []
    for p in programs:
        j = os.path.join(results, p.name + ".json")
        if os.path.exists(j):
            with open(j) as f:
                sec = program_section(json.load(f), p, arms)
        else:
            sec = old_section(old, p.name)
        if sec:
            sections.append((p.name, sec))
    rt = os.path.join(results, "runtime.json")
    if os.path.exists(rt):
        with open(rt) as f:
            runtime = render(load("runtime.md.in"), json.load(f)).strip("\n")
    else:
        m = re.search(r"^Full `make bench`.*$", old, re.M)
        runtime = m.group(0) if m else None
    summ = summary(sections, arms)
    v = dict(machine(), cache=" ".join(measure.CACHE),
             summary=summ, summary_guard="" if summ else None,
             results="\n\n".join(s for _, s in sections), runtime=runtime,
             i1=sweep_block(old, results, [p.name for p in programs], "i1"),
             wall=sweep_block(old, results, [p.name for p in programs], "wall"),
             compilers=compilers_block(old, results, programs, arms),
             examples=old_block(old, "examples"), notes=old_block(old, "notes"))
    with open(path + ".new", "w") as f:
        f.write(render(load("BENCHMARKS.md.in"), v).strip("\n") + "\n")
    os.replace(path + ".new", path)
    say("wrote " + path)
