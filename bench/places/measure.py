#!/usr/bin/env python3
"""Place search on the Helsinki names: liblift's `place` load (through the C contract: JSON in,
JSON out, one read snapshot) side by side with an SQLite FTS5 index over the same names
(unicode61 tokenizer with remove_diacritics 2, every query word a prefix query, bm25 order),
both timed per query in the same run, plus how often the intended place is in the top 10 for
the committed queries.tsv (typed prefixes, typos, missing diacritics).

Usage: python3 bench/places/measure.py build/liblift.so.1 [data/Helsinki.osm.pbf] [rounds]
Prints medians and p90 in microseconds, the ratio, and the top-10 hit rates.
"""
import ctypes, json, os, re, sqlite3, statistics, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
lib = ctypes.CDLL(sys.argv[1] if len(sys.argv) > 1 else "build/liblift.so.1")
pbf = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "..", "..", "data", "Helsinki.osm.pbf"))
rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 5
P = ctypes.c_void_p
for name in ("lift_save", "lift_load"):
    getattr(lib, name).argtypes = [P, ctypes.c_char_p, ctypes.POINTER(P)]
lib.lift_open.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.POINTER(P), ctypes.POINTER(P)]
lib.lift_close.argtypes = [P]
lib.lift_free.argtypes = [P]

def call(fn, store, body: bytes):
    out = P()
    rc = fn(store, body, ctypes.byref(out))
    text = ctypes.string_at(out.value) if out.value else b"{}"
    lib.lift_free(out)
    return rc, text

path = os.path.join(tempfile.mkdtemp(), "places.lift")
store, out = P(), P()
assert lib.lift_open(path.encode(), None, ctypes.byref(store), ctypes.byref(out)) == 0
lib.lift_free(out)
t = time.perf_counter()
rc, text = call(lib.lift_save, store, json.dumps({"kind": "road_network", "road_network": {"path": pbf}}).encode())
assert rc == 0, text
print(f"import car with names: {1000 * (time.perf_counter() - t):.0f} ms")

# The same names for FTS5, read from the store file liblift wrote.
db = sqlite3.connect(path)
names = db.execute("SELECT kind, name FROM place WHERE profile = 'car' ORDER BY seq").fetchall()
db.close()
fts = sqlite3.connect(":memory:")
fts.execute("CREATE VIRTUAL TABLE place USING fts5(name, kind UNINDEXED, tokenize = 'unicode61 remove_diacritics 2')")
fts.executemany("INSERT INTO place(name, kind) VALUES(?, ?)", [(n, k) for k, n in names])
print(f"names: {len(names)} ({', '.join(f'{k} {sum(1 for x in names if x[0] == k)}' for k in ('street', 'place', 'poi', 'address'))})")

# queries.tsv: generated once by make_queries.py (every street and place, sampled POIs and
# addresses); landmarks.tsv: written by hand (well-known places as people type them).
queries = [line.rstrip("\n").split("\t") for f in ("queries.tsv", "landmarks.tsv")
           for line in open(os.path.join(HERE, f), encoding="utf-8") if line.strip()]
landmarks = sum(1 for line in open(os.path.join(HERE, "landmarks.tsv"), encoding="utf-8") if line.strip())

def fts_match(q: str) -> str:
    return " ".join(f'"{w}"*' for w in re.findall(r"\w+", q))

def fts_search(q: str):
    expr = fts_match(q)
    return fts.execute("SELECT name, kind FROM place WHERE place MATCH ? ORDER BY rank LIMIT 10", (expr,)).fetchall() if expr else []

requests = [json.dumps({"kind": "place", "query": q, "limit": 10}).encode() for q, _, _ in queries]
t = time.perf_counter_ns()
call(lib.lift_load, store, requests[0])
print(f"first search (reads the places, builds the index): {(time.perf_counter_ns() - t) / 1e6:.1f} ms")

lift_times, fts_times = [], []
lift_hits = fts_hits = 0
lift_missed = []
for r in range(rounds):
    for (q, name, kind), body in zip(queries, requests):
        t = time.perf_counter_ns()
        rc, text = call(lib.lift_load, store, body)
        lift_times.append((time.perf_counter_ns() - t) / 1000)
        t = time.perf_counter_ns()
        rows = fts_search(q)
        fts_times.append((time.perf_counter_ns() - t) / 1000)
        if r == 0:
            items = json.loads(text).get("items", []) if rc == 0 else []
            hit = any(i["name"] == name and i["kind"] == kind for i in items)
            fts_hit = any(n == name and k == kind for n, k in rows)
            lift_hits += hit
            fts_hits += fts_hit
            if not hit:
                lift_missed.append(q)

def p(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]

lm, l90 = statistics.median(lift_times), p(lift_times, 0.9)
fm, f90 = statistics.median(fts_times), p(fts_times, 0.9)
n = len(queries)
print(f"queries: {n} x {rounds} rounds")
print(f"liblift place (C call incl. JSON): median {lm:.1f} us, p90 {l90:.1f} us")
print(f"SQLite FTS5 prefix (Python sqlite3): median {fm:.1f} us, p90 {f90:.1f} us")
print(f"ratio liblift / FTS5: median {lm / fm:.2f}, p90 {l90 / f90:.2f}")
print(f"top-10 hit rate: liblift {100 * lift_hits / n:.1f}% ({lift_hits}/{n}), FTS5 {100 * fts_hits / n:.1f}% ({fts_hits}/{n})"
      f" — {n - landmarks} generated + {landmarks} hand-written")
if lift_missed:
    print("liblift missed:", "; ".join(lift_missed))
ok = lm <= 50 and l90 <= 200 and lift_hits >= 0.9 * n
print("targets (median <= 50 us, p90 <= 200 us, hit rate >= 90%):", "met" if ok else "NOT met")
lib.lift_close(store)
