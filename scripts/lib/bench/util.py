"""Small helpers of the bench harness: messages, KEY=VALUE reports, numbers."""

import datetime
import sys

PROG = "bench"


def die(msg):
    print("%s: error: %s" % (PROG, msg), file=sys.stderr)
    sys.exit(1)


def say(msg):
    print("%s: %s" % (PROG, msg), file=sys.stderr, flush=True)


def read_report(path):
    """A KEY=VALUE report of scripts/pgoipo-build as a dict ({} if absent)."""
    rep = {}
    try:
        with open(path) as f:
            for line in f:
                k, sep, v = line.rstrip("\n").partition("=")
                if sep and k not in rep:
                    rep[k] = v
    except FileNotFoundError:
        pass
    return rep


def fmt_int(x):
    """1234567 -> '1,234,567'; None -> '?'."""
    return "?" if x is None else "{:,}".format(int(x))


def fmt_ratio(x, digits=3):
    return "?" if x is None else "%.*f" % (digits, x)


def today():
    return datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d")
