#!/usr/bin/env python3
"""The measured input of cmark for `make bench`, deterministic (fixed seed),
to stdout.

  gen.py doc N   N sections of structured Markdown: ATX and setext headings,
                 nested bullet and ordered lists, block quotes, fenced and
                 indented code, inline and reference links, images,
                 autolinks, code spans, nested emphasis, entities, backslash
                 escapes, hard breaks and inline HTML (the measured input;
                 the training reads plain prose from
                 scripts/bench-compress/mkdata.py)
"""

import random
import sys

WORDS = ("alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike"
         " november oscar papa quebec romeo sierra tango uniform victor whiskey xray"
         " parser node block inline render buffer scanner reference entity").split()
ENTITIES = ("&amp;", "&copy;", "&lt;", "&#x41;", "&#169;", "&nbsp;", "&hellip;")


def word(rnd):
    return rnd.choice(WORDS)


def inline(rnd, refs):
    """One sentence with inline markup."""
    out = []
    for _ in range(rnd.randint(6, 16)):
        w, r = word(rnd), rnd.random()
        if r < 0.08:
            w = "*%s %s*" % (w, word(rnd))
        elif r < 0.13:
            w = "**%s**" % w
        elif r < 0.16:
            w = "_%s **%s**_" % (w, word(rnd))
        elif r < 0.22:
            w = "`%s(%s)`" % (w, word(rnd))
        elif r < 0.27:
            w = "[%s %s](https://example.org/%s/%s \"%s\")" % (
                w, word(rnd), word(rnd), word(rnd), word(rnd))
        elif r < 0.31:
            w = "[%s][%s]" % (w, rnd.choice(refs))
        elif r < 0.33:
            w = "![%s](/img/%s.png)" % (w, word(rnd))
        elif r < 0.35:
            w = "<https://%s.example.com/%s>" % (w, word(rnd))
        elif r < 0.38:
            w = "%s %s" % (rnd.choice(ENTITIES), w)
        elif r < 0.40:
            w = "\\*%s\\_" % w
        elif r < 0.42:
            w = "<span class=\"%s\">%s</span>" % (word(rnd), w)
        out.append(w)
    s = " ".join(out)
    return s[0].upper() + s[1:] + rnd.choice((".", ".", "!", "?", "..."))


def paragraph(rnd, refs):
    lines = [inline(rnd, refs) for _ in range(rnd.randint(1, 4))]
    return ("  \n" if rnd.random() < 0.2 else "\n").join(lines) + "\n"


def items(rnd, refs, depth, ordered):
    out = []
    for i in range(rnd.randint(2, 5)):
        mark = "%d." % (i + 1) if ordered else rnd.choice("-*+")[0]
        pad = "   " * depth
        out.append("%s%s %s\n" % (pad, mark, inline(rnd, refs)))
        if depth < 2 and rnd.random() < 0.3:
            out.append(items(rnd, refs, depth + 1, rnd.random() < 0.5))
    return "".join(out)


def section(rnd, n, refs):
    out = []
    title = "%s %s %d" % (word(rnd).capitalize(), word(rnd), n)
    if rnd.random() < 0.3:
        out.append("%s\n%s\n" % (title, "=-"[n % 2] * len(title)))
    else:
        out.append("%s %s\n" % ("#" * rnd.randint(1, 4), title))
    for _ in range(rnd.randint(3, 8)):
        r = rnd.random()
        if r < 0.45:
            out.append(paragraph(rnd, refs))
        elif r < 0.65:
            out.append(items(rnd, refs, 0, rnd.random() < 0.4))
        elif r < 0.77:
            out.append("".join("> " + line + "\n"
                               for line in paragraph(rnd, refs).splitlines()))
        elif r < 0.88:
            body = "".join("%s(%s, %d);\n" % (word(rnd), word(rnd), rnd.randint(0, 99))
                           for _ in range(rnd.randint(2, 8)))
            out.append("```%s\n%s```\n" % (rnd.choice(("c", "python", "")), body))
        elif r < 0.94:
            out.append("".join("    %s = %s;\n" % (word(rnd), word(rnd))
                               for _ in range(rnd.randint(2, 5))))
        else:
            out.append("***\n")
    return "\n".join(out) + "\n"


def doc(rnd, n):
    refs = ["%s-%d" % (word(rnd), i) for i in range(40)]
    out = sys.stdout
    for i in range(n):
        out.write(section(rnd, i, refs))
    for r in refs:
        out.write("[%s]: https://ref.example.net/%s \"%s\"\n" % (r, r, word(rnd)))


def main():
    if len(sys.argv) != 3 or sys.argv[1] != "doc":
        sys.exit("usage: gen.py doc N")
    doc(random.Random(20261205), int(sys.argv[2]))


main()
