#!/usr/bin/env python3
"""Routing benchmark, side by side in one run on the same extract and the same random pairs:
liblift (through its C contract via ctypes, JSON in and out), OSRM in-process (PyPI osrm-bindings,
car.lua, CH) and scipy's Dijkstra on liblift's own turn graph. Prints medians, p90, ratios, and
the correlation of liblift's ETAs with OSRM car's. Run from bench/Makefile (`make bench`):
  python compare.py --lib LIBLIFT --tool LIFT_ROUTING_BENCH --pbf FILE [--bbox S W N E] [--pairs N]
Full answer = snap both stops + fastest path + overview polyline6 (OSRM: overview=full)."""
import argparse, functools, json, os, statistics, subprocess, sys, tempfile, time

import liftlib
from pairs import random_pairs

import numpy as np
import osrm
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import dijkstra

ap = argparse.ArgumentParser()
ap.add_argument("--lib", required=True)
ap.add_argument("--tool", required=True)
ap.add_argument("--pbf", required=True)
ap.add_argument("--name", default="Helsinki")
ap.add_argument("--bbox", type=float, nargs=4, default=[60.160, 24.925, 60.175, 24.960], metavar=("S", "W", "N", "E"))
ap.add_argument("--pairs", type=int, default=1000)
ap.add_argument("--scipy-pairs", type=int, default=1000, help="scipy runs a full one-to-all search per pair")
ap.add_argument("--seed", type=int, default=1)
args = ap.parse_args()
pbf = os.path.abspath(args.pbf)
work = tempfile.mkdtemp(prefix="lift-routing-bench-")


def stats(xs):
    xs = sorted(xs)
    return statistics.median(xs), xs[min(len(xs) - 1, int(len(xs) * 0.9))]


def fmt(label, xs, unit="us"):
    m, p = stats(xs)
    print(f"  {label:<44} median {m:9.1f} {unit}   p90 {p:9.1f} {unit}   n={len(xs)}")
    return m, p


pairs, pairs_file = random_pairs(args.bbox, args.pairs, args.seed, work)
print(f"== routing benchmark: {args.name} ({args.pbf}), {len(pairs)} random pairs in bbox {args.bbox}, seed {args.seed}")

# ---------------------------------------------------------------- liblift through the C contract
lib = liftlib.load(args.lib)
call = functools.partial(liftlib.call, lib)
open_store = functools.partial(liftlib.open_store, lib)


def route_request(a, b):
    return {"stops": [{"lat": a[0], "lon": a[1]}, {"lat": b[0], "lon": b[1]}], "geometry": "polyline6"}


store_path = os.path.join(work, "bench.lift")
store = open_store(store_path)
t = time.perf_counter()
rc, r = call(lib.lift_save, store, {"kind": "road_network", "road_network": {"path": pbf, "profile": "car"}})
lift_import = time.perf_counter() - t
assert rc == 0, r
print(f"liblift import (car): {lift_import * 1000:.0f} ms  {json.loads(r).get('road_network')}")
lib.lift_close(store)
store = open_store(store_path)

# ---------------------------------------------------------------- OSRM in-process (CH, car.lua)
share = os.path.join(os.path.dirname(osrm.__file__), "share", "profiles", "car.lua")
osrm_pbf = os.path.join(work, "city.osm.pbf")
os.symlink(pbf, osrm_pbf)
t = time.perf_counter()
# small-component-size 100: with OSRM's default (1000) nearly every component of a city-centre
# extract counts as "small", stops snap onto islands and about half the pairs fail with NoRoute.
for cmd in (["extract", "--small-component-size", "100", "-p", share, osrm_pbf], ["contract", osrm_pbf[:-8] + ".osrm"]):
    subprocess.run([sys.executable, "-m", "osrm"] + cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
osrm_prep = time.perf_counter() - t
engine = osrm.OSRM(storage_config=osrm_pbf[:-8] + ".osrm", use_shared_memory=False)
print(f"OSRM extract+contract (car.lua): {osrm_prep * 1000:.0f} ms")

# Interleave the engines pair by pair so both see the same machine load.
lift_t, osrm_t, lift_dur, osrm_dur, lift_dist, osrm_dist, on_road = [], [], {}, {}, {}, {}, {}
for i, (a, b) in enumerate(pairs):
    req = json.dumps(route_request(a, b)).encode()
    t0 = time.perf_counter_ns()
    rc, text = call(lib.lift_route, store, req)
    lift_t.append((time.perf_counter_ns() - t0) / 1000)
    if rc == 0:
        answer = json.loads(text)
        route = answer["route"]
        lift_dur[i], lift_dist[i] = route["duration"], route["distance"]
        on_road[i] = [(w["location"][1], w["location"][0]) for w in answer["waypoints"]]
    # Both requests are built before the clock starts (liblift's JSON bytes above, OSRM's
    # parameters object here: ~4 µs of Python binding work), so each side times its call alone.
    params = osrm.RouteParameters(coordinates=[(a[1], a[0]), (b[1], b[0])], overview="full", geometries="polyline6")
    t0 = time.perf_counter_ns()
    try:
        res = engine.Route(params)
        osrm_t.append((time.perf_counter_ns() - t0) / 1000)
        osrm_dur[i], osrm_dist[i] = res["routes"][0]["duration"], res["routes"][0]["distance"]
    except RuntimeError:
        osrm_t.append((time.perf_counter_ns() - t0) / 1000)

# Random points may lie in the sea or a park, hundreds of metres from a road, where the two engines'
# snapping rules (main component vs OSRM's small-component size) pick different roads. The same
# comparison on the points liblift snapped to isolates routing from snapping.
road_lift, road_osrm = [], []
for i, (a, b) in on_road.items():
    rc, text = call(lib.lift_route, store, route_request(a, b))
    try:
        res = engine.Route(osrm.RouteParameters(coordinates=[(a[1], a[0]), (b[1], b[0])], overview="false"))
    except RuntimeError:
        continue
    if rc == 0:
        road_lift.append(json.loads(text)["route"]["duration"])
        road_osrm.append(res["routes"][0]["duration"])
lib.lift_close(store)
# Reopen in a fresh process (this one caches the decoded network).
first = next(iter(on_road.values()))
reopen, rc = subprocess.run([sys.executable, os.path.join(os.path.dirname(os.path.abspath(__file__)), "reopen.py"),
                             os.path.abspath(args.lib), store_path, json.dumps(route_request(*first))],
                            check=True, capture_output=True, text=True).stdout.split()
reopen = float(reopen)

print(f"liblift reopen to first route: {reopen * 1000:.1f} ms (rc={rc})")
print("full answer (snap + path + polyline6), called from Python:")
lm, lp = fmt(f"liblift via ctypes+JSON (ok {len(lift_dur)}/{len(pairs)})", lift_t)
om, op = fmt(f"OSRM in-process CH (ok {len(osrm_dur)}/{len(pairs)})", osrm_t)
print(f"  ratio OSRM / liblift: median {om / lm:.1f}x, p90 {op / lp:.1f}x")
out = subprocess.run([args.tool, "time", pbf, pairs_file], check=True, capture_output=True, text=True).stdout.strip()
print("  " + out)

both = sorted(set(lift_dur) & set(osrm_dur))
x = np.array([lift_dur[i] for i in both]); y = np.array([osrm_dur[i] for i in both])
dx = np.array([lift_dist[i] for i in both]); dy = np.array([osrm_dist[i] for i in both])
print(f"ETA agreement with OSRM car over {len(both)} pairs routed by both:")
print(f"  duration correlation (Pearson) {np.corrcoef(x, y)[0, 1]:.4f}; liblift/OSRM median ratio {np.median(x / np.maximum(y, 0.1)):.3f}")
print(f"  distance correlation (Pearson) {np.corrcoef(dx, dy)[0, 1]:.4f}")
rl, ro = np.array(road_lift), np.array(road_osrm)
print(f"  same pairs moved onto the road first ({len(rl)} routed by both): duration correlation {np.corrcoef(rl, ro)[0, 1]:.4f}, "
      f"median ratio {np.median(rl / np.maximum(ro, 0.1)):.3f}")

# ---------------------------------------------------------------- scipy Dijkstra on our turn graph
dump = os.path.join(work, "graph.json")
subprocess.run([args.tool, "dump", pbf, pairs_file, dump], check=True)
with open(dump) as f:
    g = json.load(f)
start = np.array(g["start"], dtype=np.int64)
nodes = len(start) - 1
rows = np.repeat(np.arange(nodes), np.diff(start))
cols = np.array(g["target"], dtype=np.int64)
# scipy drops zero-weight edges: every edge gets +1e-7 ms, far below the 1 ms rounding.
eps = 1e-7
data = np.array(g["weight"], dtype=np.float64) + eps
S, T = nodes, nodes + 1
sp_t, exact, compared = [], 0, 0
for i, p in enumerate(g["pairs"][: args.scipy_pairs]):
    if p is None:
        continue
    src = np.array(p["sources"], dtype=np.int64).reshape(-1, 2)
    dst = np.array(p["targets"], dtype=np.int64).reshape(-1, 2)
    r = np.concatenate([rows, np.full(len(src), S), dst[:, 0]])
    c = np.concatenate([cols, src[:, 0], np.full(len(dst), T)])
    d = np.concatenate([data, src[:, 1] + eps, dst[:, 1] + eps])
    m = csr_matrix((d, (r, c)), shape=(nodes + 2, nodes + 2))
    t0 = time.perf_counter_ns()
    dist = dijkstra(m, directed=True, indices=S)
    sp_t.append((time.perf_counter_ns() - t0) / 1000)
    best = None if np.isinf(dist[T]) else int(round(dist[T]))
    if p["direct"] is not None:
        best = p["direct"] if best is None else min(best, p["direct"])
    compared += 1
    exact += best == p["cost"]
print(f"scipy.sparse.csgraph.dijkstra on liblift's turn graph ({nodes} nodes, {len(cols)} turns; path cost only, no snap/polyline):")
sm, spp = fmt("scipy one-to-all Dijkstra per pair", sp_t)
print(f"  ratio scipy / liblift full answer: median {sm / lm:.1f}x, p90 {spp / lp:.1f}x")
print(f"  liblift CH cost == scipy Dijkstra cost: {exact}/{compared} pairs")

# ---------------------------------------------------------------- stop order vs elkai (LKH-3)
import elkai


def elkai_cost(m, mode):
    """The optimum (LKH-3 through elkai, 10 runs) of a mode, as an asymmetric TSP tour from stop 0."""
    n = len(m)
    if mode == "keep_first":          # an open path: coming back to stop 0 is free
        a = [[0 if j == 0 else m[i][j] for j in range(n)] for i in range(n)]
    elif mode == "keep_first_last":   # a path 0 -> n-1: stop 0 also plays the end, entered at n-1's costs
        a = [[m[i][n - 1] if j == 0 else m[i][j] for j in range(n - 1)] for i in range(n - 1)]
    else:
        a = m
    tour = elkai.DistanceMatrix(a).solve_tsp(runs=10)
    return sum(a[x][y] for x, y in zip(tour, tour[1:]))


print("stop order (matrix from the CH engine by the bucket method; liblift order timed in-process, 5 runs each):")
for n_stops, instances in ((16, 3), (50, 5)):
    gaps, times = {}, {}
    for k in range(instances):
        rotated = os.path.join(work, f"pairs-{n_stops}-{k}.txt")
        with open(pairs_file) as f:
            lines = f.readlines()
        with open(rotated, "w") as f:
            f.writelines(lines[k * 60:] + lines[: k * 60])
        out = os.path.join(work, f"order{n_stops}-{k}.json")
        subprocess.run([args.tool, "order", pbf, rotated, str(n_stops), out], check=True)
        with open(out) as f:
            o = json.load(f)
        for mode in ("round_trip", "keep_first_last", "keep_first"):
            opt = elkai_cost(o["matrix"], mode)
            gaps.setdefault(mode, []).append((o[mode]["cost"] - opt) / opt * 100 if opt else 0.0)
            times.setdefault(mode, []).append(o[mode]["median_ms"])
        times.setdefault("matrix", []).append(o["matrix_ms"])
    print(f"  {n_stops} stops, {instances} instances: matrix median {statistics.median(times['matrix']):.2f} ms")
    for mode in ("round_trip", "keep_first_last", "keep_first"):
        g = gaps[mode]
        print(f"    {mode:<16} liblift median {statistics.median(times[mode]):6.2f} ms, max {max(times[mode]):6.2f} ms; "
              f"gap to elkai (LKH-3) mean {statistics.mean(g):+.2f}%, worst {max(g):+.2f}%")
