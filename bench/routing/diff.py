#!/usr/bin/env python3
"""Where liblift's car routes and OSRM car.lua's differ, and why: routes the same pairs with both
(liblift through its C contract, OSRM in-process as osrmlib prepares it), prints the ETA
correlation and the pairs one engine routes and the other does not, and for each pair whose
durations differ by more than --threshold (relative), the ways one route uses and the other
does not, with their tags. Pairs: uniform in --bbox (compare.py's, same seed) or, without a
bbox, random pairs of nodes of highway ways of the extract (--nodes).
  python diff.py --lib LIBLIFT --pbf FILE [--bbox S W N E] [--pairs N] [--threshold 0.1] [--show 10]
Needs osrm-bindings, numpy and osmium (pyosmium)."""
import argparse, json, os, random, tempfile

import numpy as np
import osmium
import osrm

import liftlib
import polyline
import osrmlib
from pairs import random_pairs

ap = argparse.ArgumentParser()
ap.add_argument("--lib", required=True)
ap.add_argument("--pbf", required=True)
ap.add_argument("--bbox", type=float, nargs=4, metavar=("S", "W", "N", "E"))
ap.add_argument("--pairs", type=int, default=1000)
ap.add_argument("--seed", type=int, default=1)
ap.add_argument("--threshold", type=float, default=0.1, help="relative duration difference worth explaining")
ap.add_argument("--show", type=int, default=10, help="pairs explained, worst first")
args = ap.parse_args()
pbf = os.path.abspath(args.pbf)
work = tempfile.mkdtemp(prefix="lift-diff-")


class Ways(osmium.SimpleHandler):
    """Highway ways (their tags and nodes) and the locations of their nodes."""
    def __init__(self):
        super().__init__()
        self.ways, self.node_ways, self.loc = {}, {}, {}

    def way(self, w):
        if "highway" not in w.tags and "route" not in w.tags:
            return
        nodes = [n.ref for n in w.nodes]
        self.ways[w.id] = ({t.k: t.v for t in w.tags}, nodes)
        for n in nodes:
            self.node_ways.setdefault(n, []).append(w.id)

    def node(self, n):
        if n.location.valid():
            self.loc[n.id] = (n.location.lat, n.location.lon)


osm = Ways()
osm.apply_file(pbf, locations=False)
osm.apply_file(pbf)  # nodes after ways are known: the handler keeps every location (small extracts)
by_loc = {(round(la, 6), round(lo, 6)): n for n, (la, lo) in osm.loc.items() if n in osm.node_ways}

if args.bbox:
    pairs, _ = random_pairs(args.bbox, args.pairs, args.seed, work)
else:
    rng = random.Random(args.seed)
    road_nodes = sorted(n for n in osm.node_ways if n in osm.loc)
    pairs = [(osm.loc[rng.choice(road_nodes)], osm.loc[rng.choice(road_nodes)]) for _ in range(args.pairs)]

lib = liftlib.load(args.lib)
store = liftlib.open_store(lib, os.path.join(work, "diff.lift"))
rc, r = liftlib.call(lib, lib.lift_save, store, {"kind": "road_network", "road_network": {"path": pbf, "profile": "car"}})
assert rc == 0, r
engine = osrmlib.engine(pbf, work)


def points(line):
    """Degrees of a polyline6."""
    return [(la / 1e6, lo / 1e6) for la, lo in polyline.decode(line)]


def ways_of(points):
    """The ways whose consecutive nodes the line passes (by node location)."""
    nodes = [by_loc.get((round(la, 6), round(lo, 6))) for la, lo in points]
    nodes = [n for n in nodes if n is not None]
    used = set()
    for a, b in zip(nodes, nodes[1:]):
        for w in set(osm.node_ways.get(a, [])) & set(osm.node_ways.get(b, [])):
            used.add(w)
    return used


lift, osrm_r, lift_error, osrm_snaps = {}, {}, {}, {}
for i, (a, b) in enumerate(pairs):
    rc, text = liftlib.call(lib, lib.lift_route, store, {"stops": [{"lat": a[0], "lon": a[1]}, {"lat": b[0], "lon": b[1]}],
                                                         "geometry": "polyline6"})
    if rc == 0:
        route = json.loads(text)["route"]
        lift[i] = (route["duration"], route["distance"], route["geometry"])
    else:
        answer = json.loads(text)
        lift_error[i] = f"{answer.get('code')}: {answer.get('message')}"
    try:
        res = engine.Route(osrm.RouteParameters(coordinates=[(a[1], a[0]), (b[1], b[0])], overview="full", geometries="polyline6"))
        osrm_r[i] = (res["routes"][0]["duration"], res["routes"][0]["distance"], res["routes"][0]["geometry"])
        osrm_snaps[i] = [(list(w["location"]), round(w["distance"], 1), w["name"]) for w in res["waypoints"]]
    except RuntimeError:
        pass

both = sorted(set(lift) & set(osrm_r))
x = np.array([lift[i][0] for i in both]); y = np.array([osrm_r[i][0] for i in both])
print(f"{os.path.basename(pbf)}: {len(pairs)} pairs; routed by both {len(both)}, liblift only {len(set(lift) - set(osrm_r))}, "
      f"OSRM only {len(set(osrm_r) - set(lift))}")
print(f"  duration correlation (Pearson) {np.corrcoef(x, y)[0, 1]:.4f}; liblift/OSRM median ratio {np.median(x / np.maximum(y, 0.1)):.3f}")
dx = np.array([lift[i][1] for i in both]); dy = np.array([osrm_r[i][1] for i in both])
print(f"  distance correlation (Pearson) {np.corrcoef(dx, dy)[0, 1]:.4f}")
for name, only in (("liblift only", set(lift) - set(osrm_r)), ("OSRM only", set(osrm_r) - set(lift))):
    for i in sorted(only)[: args.show]:
        print(f"  {name}: pair {i} {pairs[i][0]} -> {pairs[i][1]}")
        if i in lift_error:
            # Why liblift refused, where OSRM snapped the stops ([lon, lat], metres, road name) and
            # the first and last ways of OSRM's route with their tags.
            print(f"    liblift: {lift_error[i]}")
            print(f"    OSRM snapped: {osrm_snaps[i]}; {osrm_r[i][0]:.1f} s {osrm_r[i][1]:.0f} m")
            line = points(osrm_r[i][2])
            for end, part in (("first", line[:3]), ("last", line[-3:])):
                for w in sorted(ways_of(part)):
                    tags = {k: v for k, v in osm.ways[w][0].items() if not k.startswith(("name:", "source", "tiger:"))}
                    print(f"    OSRM's {end} way {w} {json.dumps(tags, ensure_ascii=False)}")

worst = sorted((abs(lift[i][0] - osrm_r[i][0]) / max(osrm_r[i][0], 1), i) for i in both)[::-1]
for rel, i in [w for w in worst if w[0] > args.threshold][: args.show]:
    a, b = pairs[i]
    print(f"\npair {i} {a} -> {b}: liblift {lift[i][0]:.1f} s {lift[i][1]:.0f} m, OSRM {osrm_r[i][0]:.1f} s {osrm_r[i][1]:.0f} m ({rel:+.0%})")
    lw, ow = ways_of(points(lift[i][2])), ways_of(points(osrm_r[i][2]))
    for label, ws in (("liblift only", lw - ow), ("OSRM only", ow - lw)):
        for w in sorted(ws):
            tags = osm.ways[w][0]
            shown = {k: v for k, v in tags.items() if not k.startswith(("name:", "source", "tiger:"))}
            print(f"  {label}: way {w} {json.dumps(shown, ensure_ascii=False)}")
print(f"\npairs differing by more than {args.threshold:.0%}: {sum(1 for w in worst if w[0] > args.threshold)} of {len(both)}")
