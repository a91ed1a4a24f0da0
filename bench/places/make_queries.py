#!/usr/bin/env python3
"""Writes queries.tsv once (committed; not run by `make bench`): what a user types for a target
place of the Helsinki extract, as `typed<TAB>intended name<TAB>intended kind`.

The targets are every street and named place, and a seeded sample of points of interest and
addresses, read from a store where data/Helsinki.osm.pbf was imported. What is typed: the name
without diacritics (ä -> a, ö -> o, å -> a), lowercase, each word cut to a prefix of at least 3
letters (the last word often shorter than the others, as while typing), and in about a third of
the queries one typo (substitution, deletion, insertion or swap of neighbours, not in the first
letter) in a word of 5+ typed letters.
Usage: python3 make_queries.py store.lift > queries.tsv
"""
import random, sqlite3, sys

FOLD = str.maketrans("äöåéüÄÖÅÉÜ", "aoaeuAOAEU")

def typed(name: str, rng: random.Random) -> str:
    words = name.translate(FOLD).lower().replace(",", " ").split()
    out = []
    for i, w in enumerate(words):
        if not w.isalpha() or len(w) <= 3:
            out.append(w)
            continue
        cut = rng.randint(min(len(w), 4), len(w)) if i == len(words) - 1 else rng.randint(min(len(w), 5), len(w))
        out.append(w[:cut])
    long_words = [i for i, w in enumerate(out) if len(w) >= 5 and w.isalpha()]
    if long_words and rng.random() < 0.35:
        i = rng.choice(long_words)
        w = out[i]
        p = rng.randint(1, len(w) - 2)
        op = rng.choice(["sub", "del", "ins", "swap"])
        letter = rng.choice("abcdefghijklmnopqrstuvwxyz")
        w = {"sub": w[:p] + letter + w[p + 1:], "del": w[:p] + w[p + 1:], "ins": w[:p] + letter + w[p:],
             "swap": w[:p] + w[p + 1] + w[p] + w[p + 2:]}[op]
        out[i] = w
    return " ".join(out)

def main() -> None:
    db = sqlite3.connect(sys.argv[1])
    rows = db.execute("SELECT DISTINCT name, kind FROM place WHERE profile = 'car' ORDER BY name, kind").fetchall()
    rng = random.Random(8)
    streets = [r for r in rows if r[1] in ("street", "place")]
    pois = rng.sample([r for r in rows if r[1] == "poi"], 60)
    addresses = rng.sample([r for r in rows if r[1] == "address"], 40)
    for name, kind in streets + pois + addresses:
        print(f"{typed(name, rng)}\t{name}\t{kind}")

main()
