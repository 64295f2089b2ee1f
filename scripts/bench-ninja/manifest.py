#!/usr/bin/env python3
"""Ninja manifests for `make bench` (deterministic; nothing is built by them
except in `real`).

  manifest.py big DIR    a CMake-like C++ project: 110 libraries of 180
                         sources each, one subninja per library, depfiles,
                         per-edge variables, order-only and implicit
                         dependencies, a link pool: about 20,000 edges
  manifest.py small DIR  a documentation build: 60 chapters of 25 pages
                         converted and concatenated, phony aliases; about
                         1,600 edges (other rules, other shape)
  manifest.py real DIR   a tiny project whose commands run (touch and cat):
                         200 edges, for a real build and a no-op rebuild
"""

import os
import sys


def write(path, lines):
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def touch(d, paths):
    """The manifest's source files, empty (ninja stats them)."""
    for p in paths:
        os.makedirs(os.path.dirname(os.path.join(d, p)), exist_ok=True)
        open(os.path.join(d, p), "w").close()


def big(d):
    libs, srcs = 110, 180
    top = ["ninja_required_version = 1.5",
           "cflags = -O2 -g -Wall -Wextra -fPIC -std=c++17",
           "ldflags = -Wl,--as-needed -Wl,-O1",
           "",
           "rule cxx",
           "  command = c++ -MMD -MT $out -MF $out.d $defines $includes $cflags -c $in -o $out",
           "  description = CXX $out",
           "  depfile = $out.d",
           "  deps = gcc",
           "rule ar",
           "  command = rm -f $out && ar qc $out $in && ranlib $out",
           "  description = AR $out",
           "rule link",
           "  command = c++ $ldflags -o $out $in $libs",
           "  description = LINK $out",
           "  pool = link_pool",
           "rule gen",
           "  command = python3 $in --out $out --name $name",
           "  description = GEN $out",
           "  restat = 1",
           "pool link_pool",
           "  depth = 2",
           ""]
    for k in range(libs):
        name = "lib%03d" % k
        top.append("subninja %s.ninja" % name)
        sub = ["includes = -Iinclude -Isrc/%s -Ibuild/gen/%s" % (name, name),
               "defines = -DLIB_NAME=%s -DLIB_ID=%d" % (name, k), ""]
        cfg = "build/gen/%s/config.h" % name
        sub.append("build %s: gen tools/genconfig.py | tools/common.py" % cfg)
        sources = ["src/%s/module_%03d/file_%04d.cc" % (name, i // 20, i) for i in range(srcs)]
        touch(d, sources)
        sub.append("  name = %s" % name)
        objs = []
        for i in range(srcs):
            src = sources[i]
            obj = "build/obj/%s/module_%03d/file_%04d.o" % (name, i // 20, i)
            objs.append(obj)
            deps = " | %s" % cfg if i % 3 == 0 else ""
            sub.append("build %s: cxx %s%s || build/gen/%s/stamp" % (obj, src, deps, name))
            if i % 7 == 0:
                sub.append("  defines = $defines -DMODULE=%d -DFILE=%d" % (i // 20, i))
            if i % 11 == 0:
                sub.append("  cflags = $cflags -O3 -funroll-loops")
        sub.append("build build/gen/%s/stamp: phony %s" % (name, cfg))
        sub.append("build build/lib/%s.a: ar %s" % (name, " ".join(objs)))
        deps = " ".join("build/lib/lib%03d.a" % j for j in range(max(0, k - 3), k + 1))
        sub.append("build build/bin/%s_test | build/bin/%s_test.map: link build/obj/%s/module_000/"
                   "file_0000.o %s" % (name, name, name, deps))
        sub.append("  libs = -lpthread -lm")
        sub.append("build %s: phony build/lib/%s.a build/bin/%s_test" % (name, name, name))
        write(os.path.join(d, name + ".ninja"), sub)
    touch(d, ["tools/genconfig.py", "tools/common.py"])
    top.append("build all: phony " + " ".join("lib%03d" % k for k in range(libs)))
    top.append("default all")
    write(os.path.join(d, "build.ninja"), top)


def small(d):
    chapters, pages = 60, 25
    out = ["rule convert",
           "  command = pandoc --from markdown --to html5 $flags -o $out $in",
           "  description = HTML $out",
           "rule cat",
           "  command = cat $in > $out",
           "  description = CAT $out",
           "rule index",
           "  command = mkindex $in > $out",
           "  description = INDEX $out",
           "  generator = 1",
           "flags = --standalone --toc", ""]
    books = []
    for c in range(chapters):
        pages_out = []
        for p in range(pages):
            o = "html/ch%02d/p%02d.html" % (c, p)
            out.append("build %s: convert md/ch%02d/p%02d.md | templates/page.html" % (o, c, p))
            if p == 0:
                out.append("  flags = $flags --number-sections")
            pages_out.append(o)
        book = "html/ch%02d.html" % c
        out.append("build %s: cat %s" % (book, " ".join(pages_out)))
        out.append("build ch%02d: phony %s" % (c, book))
        books.append(book)
    touch(d, ["md/ch%02d/p%02d.md" % (c, p) for c in range(chapters) for p in range(pages)]
          + ["templates/page.html"])
    out.append("build html/index.html: index %s" % " ".join(books))
    out.append("build book: phony html/index.html")
    out.append("default book")
    write(os.path.join(d, "build.ninja"), out)


def real(d):
    out = ["rule touch", "  command = touch $out", "rule cat", "  command = cat $in > $out",
           "  description = CAT $out", ""]
    for i in range(150):
        out.append("build a%03d: touch" % i)
    for i in range(50):
        out.append("build b%03d: cat %s" % (i, " ".join("a%03d" % (3 * i + j) for j in range(3))))
    out.append("build all: phony " + " ".join("b%03d" % i for i in range(50)))
    out.append("default all")
    write(os.path.join(d, "build.ninja"), out)


def main(argv):
    kinds = {"big": big, "small": small, "real": real}
    if len(argv) != 2 or argv[0] not in kinds:
        sys.exit(__doc__)
    os.makedirs(argv[1], exist_ok=True)
    kinds[argv[0]](argv[1])


main(sys.argv[1:])
