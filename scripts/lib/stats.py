#!/usr/bin/env python3
"""stats -- the statistics of pgoipo's benchmarks, in one place.

Wall time on a shared machine is noise plus signal: arms are compared only
as ratios of medians taken over interleaved rounds (every round runs every
command once, the order rotating from round to round, so that a slow spell
of the machine hits all arms alike), with the quartiles as the spread and an
A/A control (the same command timed twice as two arms) to show what noise
alone does.  Deterministic counts (cachegrind) need none of this.

Used by scripts/bench (import) and scripts/bench-examples, scripts/demo
(command line).  The functions take plain lists of floats.

Command line, for shell scripts:
  stats.py summary                 numbers on stdin -> "median q1 q3"
  stats.py geomean                 numbers on stdin -> their geometric mean
  stats.py interleaved [--rounds N] [--keep-first] CMD...
      runs each CMD (a shell command line, /bin/sh -c) once per round, N
      rounds (default 7), the first dropped unless --keep-first; prints one
      line per CMD: "wall-median wall-q1 wall-q3 cpu-median cpu-q1 cpu-q3"
      in milliseconds.  A command that exits non-zero is an error.
"""

import collections
import contextlib
import math
import os
import resource
import subprocess
import sys
import time

__all__ = ["quantile", "median", "lower_median", "quartiles", "median_ci", "ratio", "geomean",
           "Command", "interleaved"]


def quantile(xs, f):
    """The f-quantile (0 <= f <= 1) of the numbers xs: linear interpolation
    between the closest ranks (R's and numpy's default, "type 7"), so
    quantile(xs, 0.5) is the usual median.  Raises ValueError on an empty
    list."""
    if not xs:
        raise ValueError("quantile of no numbers")
    if not 0 <= f <= 1:
        raise ValueError("quantile fraction %r not in [0, 1]" % (f,))
    v = sorted(xs)
    k = (len(v) - 1) * f
    i = int(k)
    if i + 1 >= len(v):
        return float(v[i])
    return v[i] + (k - i) * (v[i + 1] - v[i])


def median(xs):
    """The median of the numbers xs (mean of the two middle ones for an even
    count).  Raises ValueError on an empty list."""
    return quantile(xs, 0.5)


def lower_median(xs):
    """The median of xs that is one of them: the lower middle one of an even
    count (a count of one run, which an average of two is not).  Raises
    ValueError on an empty list."""
    if not xs:
        raise ValueError("median of no numbers")
    return sorted(xs)[(len(xs) - 1) // 2]


def quartiles(xs):
    """(q1, median, q3) of the numbers xs, by quantile().  The interquartile
    range q1..q3 is the spread reported next to a median."""
    return quantile(xs, 0.25), quantile(xs, 0.5), quantile(xs, 0.75)


def median_ci(xs, conf=0.95):
    """(low, high): a distribution-free confidence interval of the median of
    the numbers xs at level conf, by order statistics: the k-th smallest
    and the k-th largest, k the largest rank with P(Binomial(n, 1/2) < k)
    <= (1 - conf) / 2.  None when n is too small for any such interval (5
    or fewer at 95 %): a handful of numbers says nothing of their median."""
    n, tail = len(xs), (1 - conf) / 2
    k, below = 0, 0.0
    while k < n and below + math.comb(n, k) / 2 ** n <= tail:
        below += math.comb(n, k) / 2 ** n
        k += 1
    if k == 0:
        return None
    v = sorted(xs)
    return float(v[k - 1]), float(v[n - k])


def ratio(a, b):
    """a / b, or None when either is None or b is not positive (a ratio to a
    missing or zero reference is not a number to print)."""
    if a is None or b is None or b <= 0:
        return None
    return a / b


def geomean(xs):
    """The geometric mean of the positive numbers xs (the mean of ratios).
    Raises ValueError on an empty list or a number <= 0."""
    if not xs:
        raise ValueError("geometric mean of no numbers")
    if any(x <= 0 for x in xs):
        raise ValueError("geometric mean of a number <= 0")
    return math.exp(sum(math.log(x) for x in xs) / len(xs))


Command = collections.namedtuple("Command", "argv cwd env stdout", defaults=(None, None, None))
Command.__doc__ = """A command to time: argv (a list, run without a shell),
cwd (directory, default the current one), env (the whole environment,
default the current one) and stdout (a file its output is written to,
default /dev/null).  interleaved() also takes a bare argv list."""


def sink(path):
    """A context giving the file a command's output goes to: PATH opened for
    writing, or /dev/null (subprocess.DEVNULL) when PATH is None."""
    if path:
        return open(path, "wb")
    return contextlib.nullcontext(subprocess.DEVNULL)


def _run_timed(cmd, check):
    """Run one command with its output discarded (or written to its stdout
    file); return (wall, cpu) seconds, cpu being the user + system time of the
    child process(es) it waited for."""
    if not isinstance(cmd, Command):
        cmd = Command(list(cmd))
    with sink(cmd.stdout) as out:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        done = subprocess.run(cmd.argv, cwd=cmd.cwd, env=cmd.env,
                              stdin=subprocess.DEVNULL, stdout=out,
                              stderr=subprocess.DEVNULL)
        wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if check and done.returncode != 0:
        raise subprocess.CalledProcessError(done.returncode, cmd.argv)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def interleaved(cmds, rounds, drop_first=True, check=True):
    """Time the commands cmds (Command tuples or argv lists) in `rounds`
    interleaved rounds: every round runs every command once, round r starting
    with command r mod len(cmds), so no command is always first or last.  The
    first round warms caches and is dropped unless drop_first is False.
    Output is discarded; with check, a non-zero exit raises
    subprocess.CalledProcessError.  Returns one (wall, cpu) pair of lists per
    command, in the order of cmds, in seconds: wall clock, and the user +
    system time of the command's processes."""
    n = len(cmds)
    times = [([], []) for _ in cmds]
    for r in range(rounds):
        for i in range(n):
            j = (i + r) % n
            wall, cpu = _run_timed(cmds[j], check)
            if r == 0 and drop_first:
                continue
            times[j][0].append(wall)
            times[j][1].append(cpu)
    return times


def _numbers(stream):
    return [float(w) for line in stream for w in line.split()]


def _fmt(xs):
    return " ".join("%.3f" % x for x in xs)


def main(argv):
    usage = "usage: stats.py summary | geomean | interleaved [--rounds N] [--keep-first] CMD..."
    if not argv:
        sys.exit(usage)
    what, args = argv[0], argv[1:]
    if what == "summary" and not args:
        q1, m, q3 = quartiles(_numbers(sys.stdin))
        print(_fmt((m, q1, q3)))
    elif what == "geomean" and not args:
        print("%.6g" % geomean(_numbers(sys.stdin)))
    elif what == "interleaved":
        rounds, drop_first = 7, True
        while args and args[0].startswith("--"):
            if args[0] == "--rounds" and len(args) > 1:
                rounds, args = int(args[1]), args[2:]
            elif args[0] == "--keep-first":
                drop_first, args = False, args[1:]
            elif args[0] == "--":
                args = args[1:]
                break
            else:
                sys.exit(usage)
        if not args or rounds < (2 if drop_first else 1):
            sys.exit(usage)
        cmds = [["/bin/sh", "-c", c] for c in args]
        try:
            times = interleaved(cmds, rounds, drop_first)
        except subprocess.CalledProcessError as e:
            sys.exit("stats.py: '%s' exited with status %d" % (e.cmd[-1], e.returncode))
        for wall, cpu in times:
            w1, wm, w3 = quartiles([t * 1000 for t in wall])
            c1, cm, c3 = quartiles([t * 1000 for t in cpu])
            print(_fmt((wm, w1, w3, cm, c1, c3)))
    else:
        sys.exit(usage)


if __name__ == "__main__":
    main(sys.argv[1:])
