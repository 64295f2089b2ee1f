"""The arms of `make bench`: scripts/bench-arms read into Arm tuples, and
which of them the plugin and the pgoipo command can run today."""

import collections
import re
import subprocess

Arm = collections.namedtuple("Arm", "name cc mode train args order order_args linker needs")

# The reference arm of each training input: the ratios of an arm are to it.
REFERENCE = {"main": "gcc-pgo", "mismatched": "gcc-pgo-mm", "-": "gcc-pgo"}
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
            fmt, _, extra = order.partition(":")
            arms.append(Arm(name, cc, mode, train,
                            [] if args == "-" else args.split(","),
                            fmt, extra.split(",") if extra else [], linker,
                            [] if needs == "-" else needs.split(",")))
    return arms


def reference(arm):
    return REFERENCE[arm.train]


def objects_key(arm):
    """Arms with the same key compile the same objects (when both use
    -ffunction-sections: ordered or unordered)."""
    return (arm.cc, arm.mode, arm.train, tuple(arm.args))


def same_objects(a, b):
    return objects_key(a) == objects_key(b)


def uses_gcc_profile(arm):
    """Whether the arm uses the shared GCC training of its input."""
    return arm.mode != "plain" and arm.cc != "clang-14"


class Capabilities:
    """What the plugin and the pgoipo command can do now."""

    def __init__(self, pgoipo, plugin):
        self.pgoipo = pgoipo
        out = subprocess.run(["gcc-12", "-x", "c", "-c", "-o", "/dev/null", "-fplugin=" + plugin,
                              "-fplugin-arg-pgoipo-help", "-"], input="int x;\n",
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        self.plugin_help = out.stdout
        self.cmds = {}

    def has_option(self, key):
        pat = r"^\s*(no-)?%s([^a-z0-9-]|$)" % re.escape(key)
        return re.search(pat, self.plugin_help, re.M) is not None

    def has_command(self, cmd):
        if cmd not in self.cmds:
            out = subprocess.run([self.pgoipo, cmd, "--help"], stdout=subprocess.PIPE,
                                 stderr=subprocess.STDOUT, text=True)
            self.cmds[cmd] = out.returncode == 0 and "not implemented" not in out.stdout.lower()
        return self.cmds[cmd]

    def missing(self, arm):
        """What the arm needs and is not built yet (empty: it can run)."""
        miss = []
        for need in arm.needs:
            kind, _, what = need.partition(":")
            if kind == "opt":
                if not self.has_option(what):
                    miss.append("plugin option " + what)
            elif kind in ("cmd", "index"):
                what = what or "index"
                if not self.has_command(what):
                    miss.append("pgoipo " + what)
            else:
                raise SystemExit("bench-arms: arm %s: unknown need '%s'" % (arm.name, need))
        return miss
