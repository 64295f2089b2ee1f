#!/usr/bin/env python3
"""JSON inputs of jq for `make bench`, deterministic (fixed seed), to stdout.

  gen.py records N   a flat array of N records (ids, names, scores, flags,
                     tags): the training input
  gen.py events N    an array of N nested events (a user object, an items
                     array, metadata with non-ASCII strings and escapes,
                     timestamps): the measured input
"""

import json
import random
import sys

WORDS = ("alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike"
         " november oscar papa quebec romeo sierra tango uniform victor whiskey xray").split()
COUNTRIES = "de fr it es pt nl be pl cz se no fi dk at ch gb ie us ca mx br ar jp kr in".split()
LANGS = "en de fr es it pt nl pl ja ko zh hi".split()
AGENTS = ["Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/118.0",
          "curl/7.88.1", "Wget/1.21.3 (linux-gnu)", "Lynx/2.9.0 libwww-FM/2.14",
          "Mötley Crüe fan client \"beta\"\tv2", "日本語クライアント/1.0", "naïve-bot/0.1 (+café)"]


def records(rnd, n):
    return [{"id": i, "name": "%s-%s" % (rnd.choice(WORDS), rnd.choice(WORDS)),
             "kind": rnd.choice(("a", "b", "c")), "score": round(rnd.uniform(0, 100), 2),
             "active": rnd.random() < 0.6,
             "tags": rnd.sample(WORDS, rnd.randint(0, 4))} for i in range(n)]


def events(rnd, n):
    out = []
    for i in range(n):
        items = [{"sku": "SKU-%05d" % rnd.randint(0, 99999), "qty": rnd.randint(1, 9),
                  "price": round(rnd.uniform(0.5, 250), 2),
                  "attrs": {rnd.choice(WORDS): rnd.choice(WORDS) for _ in range(rnd.randint(0, 3))}}
                 for _ in range(rnd.randint(1, 6))]
        out.append({
            "event_id": "%08x-%04x" % (rnd.getrandbits(32), rnd.getrandbits(16)),
            "ts": "2023-%02d-%02dT%02d:%02d:%02dZ" % (rnd.randint(1, 12), rnd.randint(1, 28),
                                                     rnd.randint(0, 23), rnd.randint(0, 59),
                                                     rnd.randint(0, 59)),
            "type": rnd.choice(("view", "cart", "order", "refund")),
            "user": {"id": rnd.randint(1, 50000), "country": rnd.choice(COUNTRIES),
                     "langs": rnd.sample(LANGS, rnd.randint(1, 3)),
                     "premium": rnd.random() < 0.2},
            "items": items,
            "meta": {"ua": rnd.choice(AGENTS), "ip": "10.%d.%d.%d" % tuple(
                         rnd.randint(0, 255) for _ in range(3)),
                     "flags": {"beta": rnd.random() < 0.3, "ab": rnd.choice(("A", "B", None))},
                     "note": None if rnd.random() < 0.7 else " ".join(rnd.sample(WORDS, 5))},
        })
    return out


def main(argv):
    kinds = {"records": records, "events": events}
    if len(argv) != 2 or argv[0] not in kinds:
        sys.exit(__doc__)
    data = kinds[argv[0]](random.Random(18), int(argv[1]))
    json.dump(data, sys.stdout, indent=1 if argv[0] == "events" else None, ensure_ascii=False)
    sys.stdout.write("\n")


main(sys.argv[1:])
