#!/usr/bin/env python3
"""difftest-rewrite -- make a csmith program call its functions indirectly.

Used by scripts/difftest (Theorem 20.10.7 on csmith programs).

    difftest-rewrite.py [--stale] IN.c OUT.c

The program OUT.c takes two arguments, SEED and ROUNDS (default 0 and 20),
and prints csmith's checksum and "calls = HASH".

Indirect calls.  csmith calls its functions directly, so there is nothing to
promote.  Each function func_N gets three variants dt_N_0, dt_N_1, dt_N_2
(each counts its calls in dt_count[N][V], then calls func_N) and a table
dt_tab_N of them; every call func_N(...) becomes dt_tab_N[dt_pick(N)](...).
dt_pick draws the slot from a random sequence of its own per function, with
shares that depend on SEED (each function has a dominant slot, 50-100 % of
its calls, which SEED chooses too): train with one SEED and measure with
another, and the profile is true but for another input.

Rounds.  A csmith program calls each function a few times; its loops, not
its calls, are hot.  dt_run (where csmith's main called func_1) calls
func_1 ROUNDS times, through its table, each time from the initial values
of the globals (a copy of each global that is not const,
made with the same initializer, is copied back before every round), so
every round computes what csmith's one run computes, and the checksum of
the globals at the end is csmith's.  dt_run is the same text in every
program: another program's profile has a matching function here (GCC
matches a function's profile by its name and CFG checksum), whose indirect
call names dt_1_0..2, which exist here too.

Still valid C and deterministic: a variant does what func_N does, plus one
increment of a counter nothing else reads.  csmith's own calls happen in an
order C leaves open where they are unsequenced, but the k-th call of func_N
always draws the k-th number of N's sequence, and the output adds up the
counters per function and slot, so which calls went to which slot may
change with the order but not what is printed.  csmith's main becomes
dt_csmith_main; the new main draws the shares from SEED, calls it and
prints "calls = HASH" of the counters, so a call through the wrong slot (a
wrong guard) shows.

--stale writes the same program changed as a program is changed after its
training run: every table lists its variants in another order (the
profile's dominant target is mostly another slot's now), and every third
csmith function gets one more branch (its CFG checksum no longer matches
the profile, which GCC then ignores for it).  The line count stays the
same, so the other functions' profiles still apply.
"""

import re
import sys

DECL = re.compile(r"^static (?P<ret>.*?)\s*\bfunc_(?P<n>\d+)\((?P<params>.*)\)(?P<semi>;?)\s*$")
GLOBAL = re.compile(r"^static (?P<type>.*?)\b(?P<name>g_\d+)(?P<dims>(\[\d+\])*) = .*;(/\*.*\*/)?\s*$")
CALL = re.compile(r"(?<![A-Za-z0-9_])func_(\d+)\(")
MAIN = "int main (int argc, char* argv[])"
FUNC1 = "    func_1();"

# The shares: a splitmix64 of the seed and the function; each function has
# a dominant slot with 50-100 % of the draws, a second with a part of the
# rest.  The same lines in the stale variant (equal line counts).
RUNTIME = r"""/* --- pgoipo difftest: calls through tables of variants, rounds --- */
#include <stdlib.h>
#include <string.h>
static void dt_restore(void);
static unsigned long long dt_state[DT_N]; static unsigned char dt_cut[DT_N][2]; static unsigned long long dt_count[DT_N][3]; static volatile int dt_never; static unsigned long dt_rounds = 20, dt_round;
static unsigned long long dt_mix(unsigned long long x) { x += 0x9E3779B97F4A7C15ULL; x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL; x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL; return x ^ (x >> 31); }
static void dt_setup(unsigned long long seed) { int n; for (n = 0; n < DT_N; n++) { unsigned long long h = dt_mix(seed * 1000003ULL + n); unsigned major = 50 + h % 51, second = (h >> 8) % (101 - major), rot = (h >> 16) % 3, share[3]; share[rot] = major; share[(rot + 1) % 3] = second; share[(rot + 2) % 3] = 100 - major - second; dt_cut[n][0] = share[0]; dt_cut[n][1] = share[0] + share[1]; dt_state[n] = h; } }
static int dt_pick(int n) { unsigned x; dt_state[n] = dt_state[n] * 6364136223846793005ULL + 1442695040888963407ULL; x = (dt_state[n] >> 33) % 100; return x < dt_cut[n][0] ? 0 : x < dt_cut[n][1] ? 1 : 2; }
"""

PERMS = [(0, 1, 2), (1, 2, 0), (2, 0, 1), (0, 2, 1), (2, 1, 0), (1, 0, 2)]


def split_params(params):
    """The parameter names of a csmith parameter list (no function types)."""
    if params.strip() == "void":
        return []
    return [re.search(r"([A-Za-z_][A-Za-z0-9_]*)\s*$", p).group(1) for p in params.split(",")]


def top_level_const(decl_type):
    """Whether a declaration's type (the text before the name) is const
    itself, not only what it points to: such a global never changes (and
    may sit in read-only memory)."""
    return "const" in decl_type.rsplit("*", 1)[-1]


def rewrite(lines, stale):
    decls = {}
    restored = []       # (line, name) of the globals copied back each round
    first_decl = last_decl = last_global = None
    for i, line in enumerate(lines):
        m = DECL.match(line)
        if m and m.group("semi"):
            decls[int(m.group("n"))] = (m.group("ret"), m.group("params"))
            first_decl = i if first_decl is None else first_decl
            last_decl = i
        g = GLOBAL.match(line)
        if g and first_decl is None:
            last_global = i
            if not top_level_const(g.group("type")):
                restored.append((line, g.group("name")))
    if not decls:
        sys.exit("difftest-rewrite: no csmith function declarations found")
    if sum(line.startswith(FUNC1) for line in lines) != 1:
        sys.exit("difftest-rewrite: main does not call func_1 once")
    out = []
    for i, line in enumerate(lines):
        m = DECL.match(line)
        if m or (first_decl <= i <= last_decl):
            out.append(line)
        elif line.startswith(MAIN):
            out.append(line.replace(MAIN, "static int dt_csmith_main (int argc, char* argv[])"))
        elif line.startswith(FUNC1):
            out.append("    dt_run();\n")
        else:
            out.append(CALL.sub(lambda c: "dt_tab_%s[dt_pick(%s)](" % (c.group(1), c.group(1))
                                if int(c.group(1)) in decls else c.group(0), line))
    # --stale: one more branch in every third function (same line count).
    if stale:
        for i in range(1, len(out)):
            m = DECL.match(out[i - 1])
            if m and not m.group("semi") and int(m.group("n")) % 3 == 0 and out[i].startswith("{"):
                out[i] = "{ if (dt_never) dt_never = 2;" + out[i][1:]
    count = max(decls) + 1
    block = RUNTIME.replace("DT_N", str(count)).splitlines()
    for n, (ret, params) in sorted(decls.items()):
        names = ", ".join(split_params(params))
        ret_kw = "" if ret.strip() == "void" else "return "
        perm = PERMS[n % len(PERMS)] if stale else (0, 1, 2)
        block.append("typedef %s dt_fn_%d(%s);" % (ret, n, params))
        block.append(" ".join("static %s dt_%d_%d(%s) { dt_count[%d][%d]++; %sfunc_%d(%s); }"
                              % (ret, n, v, params, n, v, ret_kw, n, names) for v in range(3)))
        block.append("static dt_fn_%d *dt_tab_%d[3] = {%s};"
                     % (n, n, ", ".join("dt_%d_%d" % (n, v) for v in perm)))
    # The rounds: the same text (and CFG) in every program, so that another
    # program's profile of dt_run applies here.
    block.append("static void dt_run(void) { for (dt_round = 0; dt_round < dt_rounds; dt_round++) "
                 "{ dt_restore(); dt_tab_1[dt_pick(1)](); } }")
    out[last_decl + 1:last_decl + 1] = [b + "\n" for b in block]
    # The initial values, after all globals (their initializers take the
    # globals' addresses); copied back before each round.
    copies = [re.sub(r"\b%s\b" % name, "dt_init_" + name, line.rstrip("\n"), count=1)
              for line, name in restored]
    copies.append("static void dt_restore(void) {%s }" % "".join(
        " memcpy((void *)&%s, (const void *)&dt_init_%s, sizeof %s);" % (name, name, name)
        for _, name in restored))
    if last_global is None:
        last_global = first_decl - 1
    out[last_global + 1:last_global + 1] = [c + "\n" for c in copies]
    out.append(r"""
int main(int argc, char *argv[])
{
    char *dt_argv[] = {argv[0], 0};
    unsigned long long h = 0;
    int n, v;
    dt_setup(argc > 1 ? strtoull(argv[1], 0, 10) : 0);
    if (argc > 2)
        dt_rounds = strtoul(argv[2], 0, 10);
    dt_csmith_main(1, dt_argv);
    for (n = 0; n < %d; n++)
        for (v = 0; v < 3; v++)
            h = h * 1000003ULL + dt_count[n][v];
    printf("calls = %%llX\n", h);
    return 0;
}
""" % count)
    return out


def main():
    args = sys.argv[1:]
    stale = bool(args) and args[0] == "--stale"
    if stale:
        args = args[1:]
    if len(args) != 2:
        sys.exit("usage: difftest-rewrite.py [--stale] IN.c OUT.c")
    with open(args[0]) as f:
        lines = f.readlines()
    with open(args[1], "w") as f:
        f.writelines(rewrite(lines, stale))


if __name__ == "__main__":
    main()
