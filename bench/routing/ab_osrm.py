#!/usr/bin/env python3
"""Two builds of liblift A/B under the benchmark's own conditions: the pairs of compare.py (same
seed), and after every liblift call what compare.py does after it (parse the answer, build OSRM's
parameters, one OSRM in-process route), so each call starts with caches holding other work.
Per pair the order alternates (A, OSRM, B, OSRM / B, OSRM, A, OSRM); prints each build's median
and p90, OSRM's, and the ratios OSRM / build. ROUNDS repeats all pairs.
  python ab_osrm.py --pbf FILE [--bbox S W N E] [--rounds N] LIB_A LIB_B"""
import argparse, json, os, statistics, tempfile, time

import liftlib
import osrmlib
from pairs import random_pairs

ap = argparse.ArgumentParser()
ap.add_argument("lib_a")
ap.add_argument("lib_b")
ap.add_argument("--pbf", required=True)
ap.add_argument("--bbox", type=float, nargs=4, default=[60.160, 24.925, 60.175, 24.960], metavar=("S", "W", "N", "E"))
ap.add_argument("--pairs", type=int, default=1000)
ap.add_argument("--rounds", type=int, default=1)
ap.add_argument("--seed", type=int, default=1)
args = ap.parse_args()
pbf = os.path.abspath(args.pbf)
work = tempfile.mkdtemp(prefix="lift-ab-osrm-")
pairs, _ = random_pairs(args.bbox, args.pairs, args.seed, work)

libs, stores = [], []
for k, path in enumerate((args.lib_a, args.lib_b)):
    lib = liftlib.load(path)
    store = liftlib.open_store(lib, os.path.join(work, f"{k}.lift"))
    rc, text = liftlib.call(lib, lib.lift_save, store, {"kind": "road_network", "road_network": {"path": pbf, "profile": "car"}})
    assert rc == 0, text
    libs.append(lib)
    stores.append(store)

engine = osrmlib.engine(pbf, work)

times = ([], [])
osrm_t = []
reqs = [json.dumps({"stops": [{"lat": a[0], "lon": a[1]}, {"lat": b[0], "lon": b[1]}], "geometry": "polyline6"}).encode()
        for a, b in pairs]
answers = ({}, {})
for r in range(args.rounds):
    for i, (a, b) in enumerate(pairs):
        for k in ((0, 1) if (i + r) % 2 == 0 else (1, 0)):
            t0 = time.perf_counter_ns()
            rc, text = liftlib.call(libs[k], libs[k].lift_route, stores[k], reqs[i])
            times[k].append((time.perf_counter_ns() - t0) / 1000)
            answers[k][i] = json.loads(text)
            osrm_t.append(osrmlib.timed_route(engine, a, b))


def stats(xs):
    xs = sorted(xs)
    return statistics.median(xs), xs[min(len(xs) - 1, int(len(xs) * 0.9))]


om, op = stats(osrm_t)
same = sum(answers[0][i] == answers[1][i] for i in answers[0])
print(f"OSRM in-process          median {om:7.1f} us  p90 {op:7.1f} us")
for k, name in enumerate(("A", "B")):
    m, p = stats(times[k])
    print(f"liblift {name} from Python  median {m:7.1f} us  p90 {p:7.1f} us   OSRM/{name}: median {om / m:.2f}x, p90 {op / p:.2f}x")
ratio = sorted(b / a for a, b in zip(times[0], times[1]))
print(f"B/A per call: median {statistics.median(ratio):.3f}; same answers {same}/{len(answers[0])}")
