#!/usr/bin/env python3
"""The measured input of gawk for `make bench`, deterministic (fixed seed),
to stdout.

  gen.py log N   N lines of a web server's log as comma-separated fields:
                 time, user, country, method, path with a query, status,
                 bytes, milliseconds, user agent (the measured input; the
                 training reads prose from scripts/bench-compress/mkdata.py)
"""

import random
import sys

WORDS = ("alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike"
         " november oscar papa quebec romeo sierra tango uniform victor whiskey xray").split()
COUNTRIES = "DE FR IT ES PT NL BE PL CZ SE NO FI DK AT CH GB IE US CA MX BR AR JP KR IN".split()
METHODS = ("GET",) * 8 + ("POST", "POST", "PUT", "DELETE")
STATUS = (200,) * 20 + (201, 204, 301, 302, 304, 304, 400, 403, 404, 404, 404, 500, 503)
AGENTS = ("Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/118.0",
          "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/119.0",
          "curl/7.88.1", "Wget/1.21.3 (linux-gnu)", "python-requests/2.28.1",
          "Googlebot/2.1 (+http://www.google.com/bot.html)")


def log(rnd, n):
    out = sys.stdout
    for i in range(n):
        t = i * 3 + rnd.randint(0, 2)
        path = "/" + "/".join(rnd.choice(WORDS) for _ in range(rnd.randint(1, 4)))
        if rnd.random() < 0.4:
            path += "?id=%d&q=%s" % (rnd.randint(1, 99999), rnd.choice(WORDS))
        if rnd.random() < 0.15:
            path += rnd.choice((".css", ".js", ".png", ".html"))
        out.write("2026-11-%02dT%02d:%02d:%02d,user%04d,%s,%s,%s,%d,%d,%.3f,%s\n" % (
            1 + t // 86400 % 28, t // 3600 % 24, t // 60 % 60, t % 60,
            int(rnd.paretovariate(1.2)) % 5000, rnd.choice(COUNTRIES), rnd.choice(METHODS),
            path, rnd.choice(STATUS), int(rnd.lognormvariate(8, 1.5)),
            rnd.lognormvariate(3, 1), rnd.choice(AGENTS)))


def main():
    if len(sys.argv) != 3 or sys.argv[1] != "log":
        sys.exit("usage: gen.py log N")
    log(random.Random(20261205), int(sys.argv[2]))


main()
