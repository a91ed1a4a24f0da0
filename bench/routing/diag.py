#!/usr/bin/env python3
"""Why liblift's ETAs differ from OSRM car's (issue 7 diagnostic, not part of the benchmark figures).
Routes the benchmark's random pairs with both engines (same seed as compare.py), prints the
correlations (also apart for pairs both engines snap alike and the rest) and lists the pairs that
cost the correlation most (the correlation if that pair agreed), each with both snaps and the OSM
ways both routes use (way id, tags, metres; OSRM's seconds from its annotations), so that a
difference is traced to its cause.
  python diag.py --lib LIBLIFT --pbf FILE [--bbox S W N E] [--pairs N] [--worst K] [--on-road]
--on-road: route liblift's snapped points (isolates routing from snapping).
Run by `make -C bench routing-diag LIFT_BUILD=$PWD/build [DIAG_ARGS="--on-road --worst 30"]` (bench venv + pyosmium)."""
import argparse, json, math, os, tempfile

import liftlib
import polyline
import osrmlib
from pairs import random_pairs

import numpy as np
import osmium
import osrm

ap = argparse.ArgumentParser()
ap.add_argument("--lib", required=True)
ap.add_argument("--pbf", required=True)
ap.add_argument("--bbox", type=float, nargs=4, default=[60.160, 24.925, 60.175, 24.960], metavar=("S", "W", "N", "E"))
ap.add_argument("--pairs", type=int, default=1000)
ap.add_argument("--seed", type=int, default=1)
ap.add_argument("--worst", type=int, default=15)
ap.add_argument("--on-road", action="store_true")
args = ap.parse_args()
pbf = os.path.abspath(args.pbf)
work = tempfile.mkdtemp(prefix="lift-routing-diag-")

# ---------------------------------------------------------------- the extract's ways, by node pair
KEYS = ("highway", "name", "service", "surface", "maxspeed", "lanes", "width", "oneway", "access", "motor_vehicle")
coord_node, pair_way, way_tags = {}, {}, {}


class Ways(osmium.SimpleHandler):
    def way(self, w):
        if "highway" not in w.tags:
            return
        way_tags[w.id] = {k: w.tags[k] for k in KEYS if k in w.tags}
        refs = [n.ref for n in w.nodes]
        for a, b in zip(refs, refs[1:]):
            pair_way[(a, b)] = pair_way[(b, a)] = w.id


class Nodes(osmium.SimpleHandler):
    def node(self, n):
        if n.location.valid():
            coord_node[(round(n.location.lat * 1e6), round(n.location.lon * 1e6))] = n.id


Ways().apply_file(pbf)
Nodes().apply_file(pbf)


decode6 = polyline.decode


def node_at(p):
    """The OSM node at a polyline6 point (rounding may differ by one unit)."""
    la, lo = round(p[0] * 1e6), round(p[1] * 1e6)
    for d in ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)):
        n = coord_node.get((la + d[0], lo + d[1]))
        if n is not None:
            return n
    return None


def metres(a, b):
    (la, lo), (lb, lob) = a, b
    x = math.radians(lob - lo) * math.cos(math.radians((la + lb) / 2))
    return 6371008.8 * math.hypot(x, math.radians(lb - la))


def runs(nodes, coords):
    """Consecutive OSM nodes -> [[way id, metres]] merged per way."""
    out = []
    for k, (a, b) in enumerate(zip(nodes, nodes[1:])):
        w = pair_way.get((a, b))
        m = metres(coords[k], coords[k + 1])
        if out and out[-1][0] == w:
            out[-1][1] += m
        else:
            out.append([w, m])
    return out


def describe(w):
    t = way_tags.get(w, {})
    name = t.get("name", "")
    rest = " ".join(f"{k}={v}" for k, v in t.items() if k not in ("highway", "name"))
    return f"w{w} {t.get('highway', '?')} '{name}' {rest}"


# ---------------------------------------------------------------- engines
lib = liftlib.load(args.lib)


def call(fn, store, req):
    rc, text = liftlib.call(lib, fn, store, req)
    return rc, json.loads(text)


store = liftlib.open_store(lib, os.path.join(work, "d.lift"))
rc, r = call(lib.lift_save, store, {"kind": "road_network", "road_network": {"path": pbf, "profile": "car"}})
assert rc == 0, r

engine = osrmlib.engine(pbf, work)


def lift_route(a, b):
    rc, r = call(lib.lift_route, store, {"stops": [{"lat": a[0], "lon": a[1]}, {"lat": b[0], "lon": b[1]}], "geometry": "polyline6"})
    return r if rc == 0 else None


def osrm_route(a, b):
    try:
        return engine.Route(osrm.RouteParameters(coordinates=[(a[1], a[0]), (b[1], b[0])], overview="full",
                                                 geometries="polyline6", annotations=["nodes", "duration", "distance"]))
    except RuntimeError:
        return None


pairs, _ = random_pairs(args.bbox, args.pairs, args.seed, work)
rows = []
for i, (a, b) in enumerate(pairs):
    L = lift_route(a, b)
    if L is not None and args.on_road:
        a, b = [(w["location"][1], w["location"][0]) for w in L["waypoints"]]
        L = lift_route(a, b)
    O = osrm_route(a, b)
    if L is None or O is None:
        continue
    rows.append((i, a, b, L, O))

x = np.array([r[3]["route"]["duration"] for r in rows])
y = np.array([r[4]["routes"][0]["duration"] for r in rows])
dx = np.array([r[3]["route"]["distance"] for r in rows])
dy = np.array([r[4]["routes"][0]["distance"] for r in rows])
print(f"{len(rows)} pairs routed by both{' (on-road)' if args.on_road else ''}: duration correlation {np.corrcoef(x, y)[0, 1]:.5f}, "
      f"median ratio {np.median(x / np.maximum(y, 0.1)):.3f}; same route length (within 1% or 5 m) {int(np.sum(np.abs(dx - dy) <= np.maximum(5, 0.01 * dy)))}")
# Pairs both engines snap alike (both stops within 5 m) against the rest: routing vs snapping.
same = np.array([all(metres((wl["location"][1], wl["location"][0]), (wo["location"][1], wo["location"][0])) < 5
                     for wl, wo in zip(r[3]["waypoints"], r[4]["waypoints"])) for r in rows])
for label, m in (("snapped alike", same), ("snapped differently", ~same)):
    if m.sum() > 1:
        print(f"  {label}: {m.sum()} pairs, correlation {np.corrcoef(x[m], y[m])[0, 1]:.5f}, median ratio {np.median(x[m] / np.maximum(y[m], 0.1)):.3f}")


# What each bad pair costs the correlation: the correlation with that pair's ETA set to OSRM's.
def corr_if_equal(k):
    fixed = x.copy()
    fixed[k] = y[k]
    return np.corrcoef(fixed, y)[0, 1]


gain = [corr_if_equal(k) for k in range(len(rows))]
order = sorted(range(len(rows)), key=lambda k: -gain[k])
for k in order[: args.worst]:
    i, a, b, L, O = rows[k]
    route = O["routes"][0]
    print(f"\n#{i} {a[0]:.6f},{a[1]:.6f} -> {b[0]:.6f},{b[1]:.6f}: liblift {x[k]:.1f} s {L['route']['distance']:.0f} m | "
          f"OSRM {y[k]:.1f} s (weight {route['weight']:.1f}) {route['distance']:.0f} m | corr if equal {gain[k]:.4f}")
    for name, wl, wo in zip(("from", "to"), L["waypoints"], O["waypoints"]):
        print(f"  {name}: liblift {wl['location'][1]:.6f},{wl['location'][0]:.6f} ({wl.get('distance', 0):.0f} m)  "
              f"OSRM {wo['location'][1]:.6f},{wo['location'][0]:.6f} ({wo['distance']:.0f} m) '{wo['name']}'")
    pts = [(la / 1e6, lo / 1e6) for la, lo in decode6(L["route"]["geometry"])]
    lnodes = [node_at(p) for p in pts]
    keep = [k2 for k2, n in enumerate(lnodes) if n is not None]
    lr = runs([lnodes[k2] for k2 in keep], [pts[k2] for k2 in keep])
    ann = route["legs"][0]["annotation"]
    nodes, dist, secs = list(ann["nodes"]), list(ann["distance"]), list(ann["duration"])
    merged = []
    for j, (p, q) in enumerate(zip(nodes, nodes[1:])):
        w = pair_way.get((p, q))
        if merged and merged[-1][0] == w:
            merged[-1][1] += dist[j]
            merged[-1][2] += secs[j]
        else:
            merged.append([w, dist[j], secs[j]])
    lw, ow = [r2[0] for r2 in lr], [r2[0] for r2 in merged]
    print("  liblift ways: " + ("same as OSRM" if lw == ow else ""))
    if lw != ow:
        for w, m in lr:
            print(f"    {m:6.0f} m  {describe(w)}")
    print("  OSRM ways:")
    for w, m, s in merged:
        print(f"    {m:6.0f} m {s:6.1f} s ({m / max(s, 0.01) * 3.6:5.1f} km/h)  {describe(w)}")
