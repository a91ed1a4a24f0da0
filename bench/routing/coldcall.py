#!/usr/bin/env python3
"""Where a lift_route call made between other work spends its time: the same calls as compare.py
(same pairs, bytes prepared), each followed by one OSRM in-process route, and then back to back
(warm). Four calls a pair: a route; the same request with one unknown member (parsed fully by
jansson, then refused: parse + dispatch + error); a NULL store (the ctypes round trip and an
error answer); lift_version (the bare ctypes call). The differences split a cold call into
ctypes, parsing and routing.
  python coldcall.py --lib LIBLIFT --pbf FILE [--bbox S W N E] [--pairs N]"""
import argparse, json, os, statistics, tempfile, time

import liftlib
import osrmlib
from pairs import random_pairs

ap = argparse.ArgumentParser()
ap.add_argument("--lib", required=True)
ap.add_argument("--pbf", required=True)
ap.add_argument("--bbox", type=float, nargs=4, default=[60.160, 24.925, 60.175, 24.960], metavar=("S", "W", "N", "E"))
ap.add_argument("--pairs", type=int, default=1000)
ap.add_argument("--seed", type=int, default=1)
args = ap.parse_args()
pbf = os.path.abspath(args.pbf)
work = tempfile.mkdtemp(prefix="lift-coldcall-")
pairs, _ = random_pairs(args.bbox, args.pairs, args.seed, work)

lib = liftlib.load(args.lib)
store = liftlib.open_store(lib, os.path.join(work, "bench.lift"))
rc, text = liftlib.call(lib, lib.lift_save, store, {"kind": "road_network", "road_network": {"path": pbf, "profile": "car"}})
assert rc == 0, text
engine = osrmlib.engine(pbf, work)

reqs = [json.dumps({"stops": [{"lat": a[0], "lon": a[1]}, {"lat": b[0], "lon": b[1]}], "geometry": "polyline6"}).encode()
        for a, b in pairs]
unknown = [r.replace(b'"geometry"', b'"geometryx"') for r in reqs]
calls = {
    "route": lambda i: liftlib.call(lib, lib.lift_route, store, reqs[i]),
    "parse + refuse": lambda i: liftlib.call(lib, lib.lift_route, store, unknown[i]),
    "NULL store": lambda i: liftlib.call(lib, lib.lift_route, None, reqs[i]),
    "lift_version": lambda i: lib.lift_version(),
}
cold = {k: [] for k in calls}
warm = {k: [] for k in calls}
osrm_t = []
for i, (a, b) in enumerate(pairs):
    for k, f in calls.items():
        t0 = time.perf_counter_ns()
        f(i)
        cold[k].append((time.perf_counter_ns() - t0) / 1000)
        osrm_t.append(osrmlib.timed_route(engine, a, b))
for k, f in calls.items():
    for i in range(len(pairs)):
        t0 = time.perf_counter_ns()
        f(i)
        warm[k].append((time.perf_counter_ns() - t0) / 1000)

print(f"{'median, us':16} {'after OSRM':>10} {'warm':>8}")
for k in calls:
    print(f"{k:16} {statistics.median(cold[k]):10.1f} {statistics.median(warm[k]):8.1f}")
print(f"{'OSRM route':16} {statistics.median(osrm_t):10.1f}")
