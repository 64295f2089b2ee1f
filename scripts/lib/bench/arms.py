"""The arms of `make bench`: scripts/bench-arms read into Arm tuples, and
which of them the plugin and the pgoipo command can run today."""

import collections
import os
import re
import shutil
import subprocess

# flags: the mode's compiler flags (pgo:-flto,...), given to every compile
# and link of the arm's use build (results stored before it have none)
Arm = collections.namedtuple("Arm", "name cc mode train args order order_args linker needs flags",
                             defaults=((),))

# The reference arm of each training input: the ratios of an arm are to it.
REFERENCE = {"main": "gcc-pgo", "mismatched": "gcc-pgo-mm", "-": "gcc-pgo"}
# Arms of another GCC than gcc-12 are compared with that GCC's own PGO (a
# ratio across compilers would mix the compiler's progress into pgoipo's).
# The toolchains of scripts/toolchain (GCC 13-16): cc gcc-N, arms gccN-*.
# gcc-11 is Debian's package: no toolchain of that name, compiler() finds it
# on PATH.
OTHER_GCC = ("gcc-11", "gcc-13", "gcc-14", "gcc-15", "gcc-16")


def tag(cc):
    """cc without its dash (gcc-14 -> gcc14): the prefix of its arms, its
    build directory's suffix and its training directory's."""
    return cc.replace("-", "")


CC_REFERENCE = {cc: {"main": tag(cc) + "-pgo", "mismatched": tag(cc) + "-pgo-mm"}
                for cc in OTHER_GCC}
# The compilers of the arms' cc field: the command (a toolchain of
# scripts/toolchain when not on PATH) and the build directory of the plugin
# and the pgoipo command made for it (make CC=... BUILD=...; None: the
# default build/, which make bench builds).
TOOLCHAINS = os.environ.get("PGOIPO_TOOLCHAINS",
                            os.path.expanduser("~/.cache/pgoipo/toolchains"))
COMPILERS = dict({"gcc-12": ("gcc-12", None), "clang-14": ("clang-14", None)},
                 **{cc: (os.path.join(TOOLCHAINS, cc, "bin", "gcc"), "build-" + tag(cc))
                    for cc in OTHER_GCC})
# The A/A control: gcc-pgo's binary timed a second time, as another arm.
AA = "gcc-pgo@again"
# The order field of an arm built like the ordered arms (-ffunction-sections)
# and linked without an order file: the layout arms are judged against it.
UNORDERED = "unordered"
FIELDS = 8


def read(path):
    """The arms of the table at path, in its order."""
    arms = []
    with open(path) as f:
        for n, line in enumerate(f, 1):
            if not line.strip() or line.startswith("#"):
                continue
            v = line.split()
            if len(v) != FIELDS:
                raise SystemExit("%s:%d: arm '%s' has %d fields, not %d"
                                 % (path, n, v[0], len(v), FIELDS))
            name, cc, mode, train, args, order, linker, needs = v
            if train not in REFERENCE:
                raise SystemExit("%s:%d: arm %s: train is main, mismatched or -" % (path, n, name))
            if cc not in COMPILERS:
                raise SystemExit("%s:%d: arm %s: cc is one of %s"
                                 % (path, n, name, " ".join(COMPILERS)))
            fmt, _, extra = order.partition(":")
            mode, _, flags = mode.partition(":")
            arms.append(Arm(name, cc, mode, train,
                            [] if args == "-" else args.split(","),
                            fmt, extra.split(",") if extra else [], linker,
                            [] if needs == "-" else needs.split(","),
                            flags.split(",") if flags else []))
    return arms


def reference(arm):
    return CC_REFERENCE.get(arm.cc, REFERENCE)[arm.train]


def run_compiler(names, arms):
    """The other GCC (OTHER_GCC) a run of the arms NAMES is of: every arm of
    it, but gcc-12's references that every run builds (gcc-pgo, for the
    inputs a program's setup makes), is that GCC's; else None.  Such a run
    is stored apart from the program's results (results_path), so that a
    run of GCC 16's arms leaves the summary's GCC 12 arms as they were."""
    ccs = {arms[n].cc for n in names if n not in REFERENCE.values()}
    return ccs.pop() if len(ccs) == 1 and next(iter(ccs)) in CC_REFERENCE else None


def cc_name(cc):
    """gcc-16 -> 'GCC 16': how BENCHMARKS.md names another compiler."""
    return "GCC " + cc.split("-")[-1]


def results_name(prog, cc=None, kind=""):
    """The file of the stored results of a run of PROG: KIND "" its make
    bench run (PROG.json), "wall" its --wall sweep (wall-PROG.json), ...;
    of another GCC's arms (run_compiler) PROG@gcc-16.json, wall-PROG@gcc-16.json."""
    return "%s%s%s.json" % (kind + "-" if kind else "", prog, "@" + cc if cc else "")


def results_path(bench_dir, prog, cc=None, kind=""):
    return os.path.join(bench_dir, "results", results_name(prog, cc, kind))


def compiler(cc):
    """The command of an arm's cc: the toolchain's, else cc on PATH."""
    cmd = COMPILERS[cc][0]
    if "/" in cmd and not os.access(cmd, os.X_OK):
        return shutil.which(cc) or cmd
    return cmd


def toolchain_ldflags(cc):
    """More link flags for the arms of cc: a GCC of scripts/toolchain links
    its own libstdc++ and libgcc statically, so that a C++ program runs
    without the newer libstdc++ the system does not have (GLIBCXX_3.4.32
    for GCC 16's ninja); a C program's link is the same with them."""
    return ["-static-libstdc++", "-static-libgcc"] if "/" in compiler(cc) else []


def have_compiler(cc):
    cmd = compiler(cc)
    return os.access(cmd, os.X_OK) if "/" in cmd else shutil.which(cmd) is not None


def build_dir(root, cc):
    """The directory of the plugin and the pgoipo command for cc (for GCC 12
    and clang, BENCH_BUILD when set: a plugin built elsewhere, e.g. make
    BUILD=build-exp, while make bench uses build/)."""
    return os.path.join(root, COMPILERS[cc][1] or os.environ.get("BENCH_BUILD") or "build")


def objects_key(arm):
    """Arms with the same key compile the same objects (when both use
    -ffunction-sections: ordered or unordered)."""
    return (arm.cc, arm.mode, arm.train, tuple(arm.args), tuple(arm.flags))


def same_objects(a, b):
    return objects_key(a) == objects_key(b)


def uses_gcc_profile(arm):
    """Whether the arm uses the shared GCC training of its input."""
    return arm.mode != "plain" and arm.cc != "clang-14"


def training_key(arm):
    """The key of the shared GCC training an arm uses: its input, and the
    compiler unless gcc-12 (results from before other compilers have
    only the input)."""
    return arm.train if arm.cc == "gcc-12" else "%s %s" % (arm.cc, arm.train)


class Capabilities:
    """What the plugin and the pgoipo command of each compiler can do now."""

    def __init__(self, root):
        self.root = root
        self.plugin_help, self.cmds, self.made = {}, {}, {}

    def make_plugin(self, cc):
        """Bring the plugin and the pgoipo command of another GCC up to date
        (make CC=... BUILD=build-gccN; nothing to do when they are), once per
        run: the tree may have changed since they were built, and a stale
        plugin would be measured as today's.  GCC 12's build/ is make
        bench's own (`make all` first), BENCH_BUILD's is left as built.
        Returns '' or what failed."""
        if COMPILERS[cc][1] is None:
            return ""
        if cc not in self.made:
            out = build_dir(self.root, cc)
            os.makedirs(out, exist_ok=True)
            log = os.path.join(out, "make.log")
            env = {k: v for k, v in os.environ.items() if k not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL")}
            args = ["CC=" + compiler(cc), "BUILD=" + COMPILERS[cc][1]]
            with open(log, "w") as f:
                rc = subprocess.run(["make", "--no-print-directory", "-j%d" % (os.cpu_count() or 2)]
                                    + args + ["all"], cwd=self.root, stdout=f,
                                    stderr=subprocess.STDOUT, env=env).returncode
            self.made[cc] = "" if rc == 0 else "make %s failed (see %s)" % (" ".join(args), log)
        return self.made[cc]

    def plugin(self, cc):
        return os.path.join(build_dir(self.root, cc), "pgoipo.so")

    def pgoipo(self, cc):
        return os.path.join(build_dir(self.root, cc), "pgoipo")

    def help(self, cc):
        if cc not in self.plugin_help:
            out = subprocess.run([compiler(cc), "-x", "c", "-c", "-o", "/dev/null",
                                  "-fplugin=" + self.plugin(cc), "-fplugin-arg-pgoipo-help", "-"],
                                 input="int x;\n", stdout=subprocess.PIPE,
                                 stderr=subprocess.STDOUT, text=True)
            self.plugin_help[cc] = out.stdout
        return self.plugin_help[cc]

    def has_option(self, key, cc="gcc-12"):
        pat = r"^\s*(no-)?%s([^a-z0-9-]|$)" % re.escape(key)
        return re.search(pat, self.help(cc), re.M) is not None

    def has_command(self, cmd, cc="gcc-12"):
        if (cc, cmd) not in self.cmds:
            out = subprocess.run([self.pgoipo(cc), cmd, "--help"], stdout=subprocess.PIPE,
                                 stderr=subprocess.STDOUT, text=True)
            self.cmds[cc, cmd] = out.returncode == 0 and "not implemented" not in out.stdout.lower()
        return self.cmds[cc, cmd]

    def missing(self, arm):
        """What the arm needs and is not built yet (empty: it can run)."""
        if not have_compiler(arm.cc):
            # GCC 13-16 are toolchains; GCC 11, 12 and clang Debian 12's packages
            how = ("scripts/toolchain " if arm.cc in OTHER_GCC and arm.cc != "gcc-11"
                   else "apt-get install ") + arm.cc
            return ["%s (%s)" % (arm.cc, how)]
        failed = arm.mode == "pgoipo" and self.make_plugin(arm.cc)
        if failed:
            return ["the plugin for %s: %s" % (arm.cc, failed)]
        if arm.mode == "pgoipo" and not (os.path.isfile(self.plugin(arm.cc))
                                         and os.access(self.pgoipo(arm.cc), os.X_OK)):
            return ["the plugin for %s (make CC=%s BUILD=%s)"
                    % (arm.cc, compiler(arm.cc), COMPILERS[arm.cc][1])]
        miss = []
        for need in arm.needs:
            kind, _, what = need.partition(":")
            if kind == "opt":
                if not self.has_option(what, arm.cc):
                    miss.append("plugin option " + what)
            elif kind in ("cmd", "index"):
                what = what or "index"
                if not self.has_command(what, arm.cc):
                    miss.append("pgoipo " + what)
            else:
                raise SystemExit("bench-arms: arm %s: unknown need '%s'" % (arm.name, need))
        return miss
