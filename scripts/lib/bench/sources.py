"""Debian source packages fetched at run time with a private apt
configuration (a deb-src list of its own under build/bench/apt), and the
clean source trees prepared from their upstream tarballs."""

import glob
import os
import shutil
import subprocess

from .util import die, say

KEYRING = "/usr/share/keyrings/debian-archive-keyring.gpg"
MIRROR = "http://deb.debian.org/debian"


def _apt(bench, suite, *args, log):
    d = os.path.join(bench, "apt", suite)
    opts = ["-o", "Dir::Etc::SourceList=%s/sources.list" % d,
            "-o", "Dir::Etc::SourceParts=%s/empty" % d,
            "-o", "Dir::State::Lists=%s/lists" % d,
            "-o", "APT::Sandbox::User=root", "-o", "Debug::NoLocking=1"]
    if not os.path.exists(os.path.join(d, "updated")):
        os.makedirs(os.path.join(d, "lists", "partial"), exist_ok=True)
        os.makedirs(os.path.join(d, "empty"), exist_ok=True)
        with open(os.path.join(d, "sources.list"), "w") as f:
            f.write("deb-src [signed-by=%s] %s %s main\n" % (KEYRING, MIRROR, suite))
        say("apt-get update (private deb-src list in %s)" % d)
        _logged(["apt-get"] + opts + ["update"], os.path.join(d, "update.log"), None,
                "apt-get update failed")
        open(os.path.join(d, "updated"), "w").close()
    _logged(["apt-get"] + opts + list(args), log, os.path.join(bench, "src"),
            "apt-get %s failed" % " ".join(args))


def _logged(argv, log, cwd, what):
    with open(log, "w") as f:
        rc = subprocess.run(argv, cwd=cwd, stdout=f, stderr=subprocess.STDOUT).returncode
    if rc != 0:
        with open(log) as f:
            print(f.read()[-4000:], end="")
        die("%s (log %s)" % (what, log))


def dsc(bench, prog):
    """The .dsc of the program's package in build/bench/src, or None."""
    found = sorted(glob.glob(os.path.join(bench, "src", prog.package + "_*.dsc")))
    return found[-1] if found else None


def debian_version(bench, prog):
    """'PACKAGE VERSION' of the fetched source package (from the .dsc name)."""
    d = dsc(bench, prog)
    return os.path.basename(d)[:-4].replace("_", " ", 1) if d else prog.package


def fetch(bench, prog):
    """The source package's files into build/bench/src (cached)."""
    os.makedirs(os.path.join(bench, "src"), exist_ok=True)
    if dsc(bench, prog):
        return
    what = prog.package + ("=" + prog.version if prog.version else "")
    say("apt-get source --download-only " + what)
    _apt(bench, prog.suite, "source", "--download-only", what,
         log=os.path.join(bench, "src", prog.package + ".log"))


def orig_tarball(bench, prog):
    """The upstream tarball: we build upstream code, without Debian's patches."""
    for f in sorted(glob.glob(os.path.join(bench, "src", prog.package + "_*.orig.tar.*"))):
        if not f.endswith(".asc") and "orig-" not in os.path.basename(f):
            return f
    die("no upstream tarball of %s in %s/src" % (prog.package, bench))


def top_directory(names):
    """Whether the member names of a tarball all lie in one top directory
    (most upstream tarballs; tcc's Debian tarball has none)."""
    paths = [n.removeprefix("./").rstrip("/") for n in names]
    paths = [p for p in paths if p and p != "."]
    return len({p.split("/")[0] for p in paths}) == 1 and any("/" in p for p in paths)


def extract(tarball, into):
    """Unpack the tarball into the directory, its one top directory stripped
    (if it has one)."""
    shutil.rmtree(into, ignore_errors=True)
    os.makedirs(into)
    names = subprocess.run(["tar", "-tf", tarball], check=True, stdout=subprocess.PIPE,
                           text=True).stdout.split("\n")
    strip = 1 if top_directory(names) else 0
    subprocess.run(["tar", "-C", into, "--strip-components=%d" % strip, "-xf", tarball],
                   check=True)


def tree(bench, root, prog):
    """A clean, configured source tree of the program (cached: the stamp
    lives outside it).  Returns (path, whether it was made now)."""
    base = os.path.join(bench, "src", prog.name)
    path, stamp = os.path.join(base, "tree"), os.path.join(base, "ready")
    if os.path.exists(stamp) and os.path.isdir(path):
        _copy_files(root, prog, path)
        return path, False
    fetch(bench, prog)
    say("preparing the %s source tree" % prog.name)
    up = os.path.join(base, "upstream") if prog.keep else path
    extract(orig_tarball(bench, prog), up)
    for i, step in enumerate(prog.prepare):
        _logged(["bash", "-c", step], os.path.join(base, "prepare-%d.log" % i), up,
                "preparing %s: '%s' failed" % (prog.name, step))
    if prog.keep:
        shutil.rmtree(path, ignore_errors=True)
        os.makedirs(path)
        for f in prog.keep:
            shutil.copy(os.path.join(up, f), path)
        shutil.rmtree(up)
    _copy_files(root, prog, path)
    open(stamp, "w").close()
    return path, True


def _copy_files(root, prog, path):
    """The program's files of scripts/ into its tree, also into a cached
    tree (an edited build file must reach the next run)."""
    for name, src in prog.files.items():
        os.makedirs(os.path.dirname(os.path.join(path, name)), exist_ok=True)
        shutil.copy(os.path.join(root, "scripts", src), os.path.join(path, name))
