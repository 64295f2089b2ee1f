"""The templates of BENCHMARKS.md (scripts/lib/bench/templates/*.in).

A template is Markdown with ${name} variables.  A line whose variable is
None is dropped (so a variable set to "" guards a line: it is kept, empty);
a variable that is a list repeats its line once per element (several lists
on one line go in step).  Lines starting with %% are comments.  Runs of
blank lines shrink to one."""

import os
import re

VAR = re.compile(r"\$\{([a-z0-9_]+)\}")
DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "templates")


def load(name):
    with open(os.path.join(DIR, name)) as f:
        return f.read()


def render(text, values):
    out = []
    for line in text.split("\n"):
        if line.startswith("%%"):
            continue
        names = VAR.findall(line)
        for n in names:
            if n not in values:
                raise KeyError("template variable ${%s} has no value" % n)
        if any(values[n] is None for n in names):
            continue
        lists = {n for n in names if isinstance(values[n], list)}
        count = min((len(values[n]) for n in lists), default=1)
        for i in range(count):
            out.append(VAR.sub(lambda m: str(values[m.group(1)][i] if m.group(1) in lists
                                             else values[m.group(1)]), line))
    return re.sub(r"\n{3,}", "\n\n", "\n".join(out))
