"""CPython 3.11 workload for `scripts/bench python`: a small pyperformance-like
set (object dispatch, n-body floats, fannkuch, a pure-Python JSON round trip,
regular expressions, generators and closures, string formatting, dict work).

Usage: python -S -E bench.py train|measure

Only modules that `make python` builds in (no extension modules): json runs its
pure-Python scanner here.  The training run uses other sizes and seeds than the
measured run.  The last line is a checksum: it must be the same in every arm.
"""
import sys
import json
import re
from collections import deque, defaultdict
from functools import reduce

MODE = sys.argv[1] if len(sys.argv) > 1 else "measure"
if MODE == "train":
    P = dict(seed=7, tasks=3000, nbody=3000, fannkuch=7, json=60, regex=600, gens=30000, fmt=6000, dicts=30000)
elif MODE == "measure":
    P = dict(seed=12345, tasks=5000, nbody=4000, fannkuch=7, json=80, regex=800, gens=40000, fmt=8000, dicts=40000)
else:
    sys.exit("usage: bench.py train|measure")

checksum = 0


def mix(x):
    global checksum
    checksum = (checksum * 31 + int(x)) % 2147483647


state = P["seed"]


def rnd(n):
    global state
    state = (state * 1103515245 + 12345) % 2147483648
    return state % n


# 1. object dispatch: a scheduler of task objects with virtual methods (richards-like)
class Task:
    def __init__(self, ident, work):
        self.ident, self.work, self.done = ident, work, 0

    def step(self, sched):
        self.done += 1
        return self.done >= self.work


class Worker(Task):
    def step(self, sched):
        sched.packets += 1
        return super().step(sched)


class Handler(Task):
    def step(self, sched):
        if self.done % 3 == 0:
            sched.queue.append(Worker(self.ident * 10, 2))
        return super().step(sched)


class Idler(Task):
    def step(self, sched):
        sched.idle += 1
        return Task.step(self, sched)


class Scheduler:
    def __init__(self):
        self.queue, self.packets, self.idle = deque(), 0, 0

    def run(self, n):
        kinds = (Worker, Handler, Idler)
        for i in range(n):
            self.queue.append(kinds[rnd(3)](i, 1 + rnd(5)))
        steps = 0
        while self.queue:
            t = self.queue.popleft()
            steps += 1
            if not t.step(self):
                self.queue.append(t)
        return steps


def tasks(n):
    s = Scheduler()
    mix(s.run(n))
    mix(s.packets)
    mix(s.idle)


# 2. n-body: float arithmetic on lists
def nbody(n):
    bodies = [[rnd(100) / 10.0, rnd(100) / 10.0, rnd(100) / 10.0, 0.0, 0.0, 0.0, 1.0 + rnd(10)] for _ in range(5)]
    dt = 0.01
    for _ in range(n):
        for i in range(5):
            bi = bodies[i]
            for j in range(i + 1, 5):
                bj = bodies[j]
                dx, dy, dz = bi[0] - bj[0], bi[1] - bj[1], bi[2] - bj[2]
                d2 = dx * dx + dy * dy + dz * dz + 0.01
                mag = dt / (d2 * d2 ** 0.5)
                bi[3] -= dx * bj[6] * mag
                bi[4] -= dy * bj[6] * mag
                bi[5] -= dz * bj[6] * mag
                bj[3] += dx * bi[6] * mag
                bj[4] += dy * bi[6] * mag
                bj[5] += dz * bi[6] * mag
        for b in bodies:
            b[0] += dt * b[3]
            b[1] += dt * b[4]
            b[2] += dt * b[5]
    mix(sum(abs(b[0]) + abs(b[1]) + abs(b[2]) for b in bodies) * 1000)


# 3. fannkuch: permutations and list slicing
def fannkuch(n):
    perm1 = list(range(n))
    count = [0] * n
    maxflips = checks = 0
    r = n
    while True:
        while r != 1:
            count[r - 1] = r
            r -= 1
        perm = perm1[:]
        flips = 0
        k = perm[0]
        while k:
            perm[: k + 1] = perm[k::-1]
            flips += 1
            k = perm[0]
        maxflips = max(maxflips, flips)
        checks += flips
        while r != n:
            perm1.insert(r, perm1.pop(0))
            count[r] -= 1
            if count[r] > 0:
                break
            r += 1
        else:
            break
    mix(maxflips)
    mix(checks)


# 4. JSON round trip (pure-Python scanner and encoder)
def jsons(n):
    doc = {"items": [{"id": i, "name": "item%d" % i, "tags": ["a", "b", str(rnd(100))],
                      "price": rnd(10000) / 100.0, "ok": i % 2 == 0, "none": None} for i in range(40)]}
    total = 0
    for _ in range(n):
        s = json.dumps(doc, sort_keys=True)
        d = json.loads(s)
        total += len(s) + len(d["items"])
    mix(total)


# 5. regular expressions
WORDS = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]


def regexes(n):
    lines = ["%s-%d %s@%s.org %d.%d" % (WORDS[rnd(8)], rnd(1000), WORDS[rnd(8)], WORDS[rnd(8)], rnd(256), rnd(256))
             for _ in range(200)]
    mail = re.compile(r"(\w+)@(\w+)\.org")
    num = re.compile(r"\b(\d+)\.(\d+)\b")
    hits = 0
    for i in range(n):
        line = lines[i % 200]
        m = mail.search(line)
        if m:
            hits += len(m.group(1))
        hits += sum(int(a) for a, _ in num.findall(line))
        hits += len(re.sub(r"[aeiou]", "", line))
    mix(hits)


# 6. generators and closures
def gens(n):
    def counter():
        c = 0

        def inc(d):
            nonlocal c
            c += d
            return c
        return inc

    def evens(limit):
        for i in range(limit):
            if i % 2 == 0:
                yield i

    incs = [counter() for _ in range(8)]
    total = 0
    for i, e in enumerate(evens(n * 2)):
        total += incs[i % 8](e % 5)
    total += reduce(lambda a, b: a + b, map(lambda x: x * 3, filter(lambda x: x % 7 == 0, range(n))), 0)
    mix(total % 1000000007)


# 7. string formatting and methods
def fmt(n):
    out = []
    for i in range(n):
        s = "{:>8}|{:<6}|{:08.3f}".format(WORDS[i % 8], i, i / 7.0)
        s = f"{s.upper()}:{s.count('a')}:{s.replace(' ', '.')}"
        out.append(s)
    text = "\n".join(out)
    mix(len(text))
    mix(len(text.split("|")))


# 8. dictionaries and sets
def dicts(n):
    d = defaultdict(int)
    seen = set()
    for i in range(n):
        k = WORDS[rnd(8)] + str(rnd(50))
        d[k] += i
        seen.add(k[:3])
    items = sorted(d.items(), key=lambda kv: (-kv[1], kv[0]))
    mix(len(items))
    mix(items[0][1] % 1000000)
    mix(len(seen))


tasks(P["tasks"])
nbody(P["nbody"])
fannkuch(P["fannkuch"])
jsons(P["json"])
regexes(P["regex"])
gens(P["gens"])
fmt(P["fmt"])
dicts(P["dicts"])
print(MODE, checksum)
