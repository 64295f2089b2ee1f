#!/usr/bin/env python3
"""DIMACS CNF problems for MiniSat in scripts/bench, deterministic.

    gen.py random VARS RATIO SEED   uniform random 3-SAT, RATIO clauses per variable
    gen.py factor BITS N            N = a * b with 1 < a, b < 2**BITS: an array
                                    multiplier as a Tseitin circuit (SAT when N
                                    has such factors, UNSAT for a prime)
    gen.py color NODES DEGREE K SEED  K-colouring of a random graph with a planted
                                    colouring (satisfiable): at-least-one and
                                    at-most-one per node, one clause per edge
    gen.py chain N                  N long implication chains and their
                                    equivalences: solved by propagation and
                                    elimination, without a conflict worth the name

Output on stdout.
"""

import random
import sys


class Cnf:
    def __init__(self):
        self.nvars = 0
        self.clauses = []

    def var(self):
        self.nvars += 1
        return self.nvars

    def add(self, *lits):
        self.clauses.append(lits)

    def write(self, out):
        out.write("p cnf %d %d\n" % (self.nvars, len(self.clauses)))
        for c in self.clauses:
            out.write(" ".join(map(str, c)) + " 0\n")

    # Tseitin gates: the output variable equals the function of the inputs
    def and2(self, a, b):
        o = self.var()
        self.add(-o, a)
        self.add(-o, b)
        self.add(o, -a, -b)
        return o

    def xor2(self, a, b):
        o = self.var()
        self.add(-o, a, b)
        self.add(-o, -a, -b)
        self.add(o, -a, b)
        self.add(o, a, -b)
        return o

    def or2(self, a, b):
        o = self.var()
        self.add(o, -a)
        self.add(o, -b)
        self.add(-o, a, b)
        return o

    def full_adder(self, a, b, c):
        t = self.xor2(a, b)
        s = self.xor2(t, c)
        carry = self.or2(self.and2(a, b), self.and2(t, c))
        return s, carry


def random3(nvars, ratio, seed):
    rng = random.Random(seed)
    f = Cnf()
    f.nvars = nvars
    for _ in range(int(nvars * ratio)):
        vs = rng.sample(range(1, nvars + 1), 3)
        f.add(*[v if rng.random() < 0.5 else -v for v in vs])
    return f


def factor(bits, n):
    f = Cnf()
    a = [f.var() for _ in range(bits)]
    b = [f.var() for _ in range(bits)]
    # partial products, summed row by row with ripple-carry adders
    acc = [f.and2(a[i], b[0]) for i in range(bits)]
    out = [acc[0]]
    acc = acc[1:]
    for j in range(1, bits):
        row = [f.and2(a[i], b[j]) for i in range(bits)]
        carry = None
        nxt = []
        for i in range(bits):
            x = acc[i] if i < len(acc) else None
            y = row[i]
            if x is None and carry is None:
                s, carry = y, None
            elif x is None:
                s, carry = f.xor2(y, carry), f.and2(y, carry)
            elif carry is None:
                s, carry = f.xor2(x, y), f.and2(x, y)
            else:
                s, carry = f.full_adder(x, y, carry)
            nxt.append(s)
        nxt.append(carry)
        out.append(nxt[0])
        acc = nxt[1:]
    out.extend(acc)
    for i, v in enumerate(out):
        f.add(v if (n >> i) & 1 else -v)
    # neither factor is 1: some bit above bit 0 is set
    f.add(*a[1:])
    f.add(*b[1:])
    return f


def color(nodes, degree, k, seed):
    rng = random.Random(seed)
    f = Cnf()
    col = [[f.var() for _ in range(k)] for _ in range(nodes)]
    planted = [rng.randrange(k) for _ in range(nodes)]
    for n in range(nodes):
        f.add(*col[n])
        for i in range(k):
            for j in range(i + 1, k):
                f.add(-col[n][i], -col[n][j])
    edges = set()
    while len(edges) < nodes * degree // 2:
        u, v = rng.randrange(nodes), rng.randrange(nodes)
        if u != v and planted[u] != planted[v]:
            edges.add((min(u, v), max(u, v)))
    for u, v in sorted(edges):
        for i in range(k):
            f.add(-col[u][i], -col[v][i])
    return f


def chain(n):
    f = Cnf()
    for c in range(n):
        vs = [f.var() for _ in range(40)]
        for x, y in zip(vs, vs[1:]):
            f.add(-x, y)
        f.add(-vs[-1], vs[0])
        f.add(vs[0], -vs[20], vs[-1])
    return f


def main(argv):
    if len(argv) < 2:
        sys.exit(__doc__)
    kind, args = argv[1], argv[2:]
    if kind == "random" and len(args) == 3:
        f = random3(int(args[0]), float(args[1]), int(args[2]))
    elif kind == "factor" and len(args) == 2:
        f = factor(int(args[0]), int(args[1]))
    elif kind == "color" and len(args) == 4:
        f = color(int(args[0]), int(args[1]), int(args[2]), int(args[3]))
    elif kind == "chain" and len(args) == 1:
        f = chain(int(args[0]))
    else:
        sys.exit(__doc__)
    f.write(sys.stdout)


if __name__ == "__main__":
    main(sys.argv)
