#!/usr/bin/env python3
"""Deterministic inputs of the compressors of `make bench` (zstd, lz4,
bzip2, xz), written to stdout.  Nothing is downloaded: the text is made from
the license texts every Debian system has, the rest is generated.

  mkdata.py text SIZE     English prose: a word-level Markov chain (order 1,
                          fixed seed) over /usr/share/common-licenses/*
  mkdata.py records SIZE  binary: fixed-size little-endian records of slowly
                          changing counters, a sensor log
  mkdata.py runs SIZE     long runs of one byte and short repeated patterns
                          (what sends bzip2 to its fallback sort)
"""

import os
import random
import struct
import sys

LICENSES = "/usr/share/common-licenses"


def text(size, out):
    words = []
    for name in sorted(os.listdir(LICENSES)):
        path = os.path.join(LICENSES, name)
        if os.path.isfile(path) and not os.path.islink(path):
            with open(path, encoding="utf-8", errors="replace") as f:
                words += f.read().split()
    chain = {}
    for a, b in zip(words, words[1:]):
        chain.setdefault(a, []).append(b)
    rnd = random.Random(18)
    w, n, line = words[0], 0, []
    while n < size:
        nxt = chain.get(w)
        w = rnd.choice(nxt) if nxt else rnd.choice(words)
        line.append(w)
        if sum(len(x) + 1 for x in line) > 72 or (w.endswith(".") and rnd.random() < 0.2):
            s = " ".join(line) + ("\n\n" if w.endswith(".") and rnd.random() < 0.3 else "\n")
            out.write(s.encode())
            n += len(s)
            line = []


def records(size, out):
    rnd = random.Random(18)
    t, a, b, c = 1700000000, 5000, 120, 0
    n = 0
    while n < size:
        t += rnd.choice((1, 1, 1, 2))
        a += rnd.randint(-3, 3)
        b = max(0, b + rnd.randint(-1, 1))
        c += rnd.randint(0, 40)
        rec = struct.pack("<IiHHQ", t, a, b, rnd.getrandbits(4), c)
        out.write(rec)
        n += len(rec)


def runs(size, out):
    rnd = random.Random(18)
    n = 0
    while n < size:
        if rnd.random() < 0.5:
            s = bytes([rnd.getrandbits(8)]) * rnd.randint(50, 4000)
        else:
            s = bytes(rnd.getrandbits(8) for _ in range(rnd.randint(1, 4))) * rnd.randint(20, 500)
        out.write(s)
        n += len(s)


def main(argv):
    kinds = {"text": text, "records": records, "runs": runs}
    if len(argv) != 2 or argv[0] not in kinds:
        sys.exit(__doc__)
    kinds[argv[0]](int(argv[1]), sys.stdout.buffer)


main(sys.argv[1:])
