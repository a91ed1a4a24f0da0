#!/usr/bin/env python3
"""Byte-identity checker for lift_route responses: two builds must answer every request alike
(status and response bytes), so a change to the C contract's route path cannot slip a different
answer in. Requests: the seed-1 requests make_store.py writes (REQUESTS, one a line) plus a fixed
mix derived from them: polyline5 / polyline6 / geojson / no geometry, with and without leg
geometry, 3-12 stops under each optimize mode, and refused requests (one stop, bad or missing
coordinates, wrong types, unknown fields, unknown profile or geometry, a profile with no network,
a stop far from any road, too many stops, malformed JSON).
  python3 responses.py dump LIB STORE REQUESTS OUT     (one "status<TAB>response" line a request)
  python3 responses.py check LIB_A STORE_A LIB_B STORE_B REQUESTS [KEEP_DIR]
`check` dumps each build in its own process and compares; exit 0 when all lines are identical."""
import json
import os
import random
import subprocess
import sys
import tempfile

import liftlib


def mixed(base):
    """The mixed-option and refused requests, deterministic from the seed-1 requests."""
    stops = [s for line in base for s in json.loads(line)["stops"]]
    rng = random.Random(7)
    out = []
    geometries = [None, "polyline5", "polyline6", "geojson", "none"]
    for i in range(200):
        n = 2 if i < 100 else rng.randint(3, 12)
        r = {"stops": rng.sample(stops, n)}
        g = geometries[i % len(geometries)]
        if g:
            r["geometry"] = g
        if i % 3 == 0:
            r["leg_geometry"] = bool(i % 2)
        if n > 2 or i % 7 == 0:
            r["optimize"] = ["none", "keep_first_last", "keep_first", "round_trip"][i % 4]
        if i % 11 == 0:
            r["profile"] = "car"
        if i % 13 == 0:
            r["kind"] = "route"
        if i % 17 == 0:
            r["stops"][0] = dict(r["stops"][0], name="here")
        out.append(json.dumps(r))
    a, b = stops[0], stops[1]
    out += [json.dumps(r) for r in [
        {"stops": [a]},
        {"stops": []},
        {"stops": [a, {"lat": 91, "lon": 24.9}]},
        {"stops": [a, {"lat": 60.1, "lon": -180.5}]},
        {"stops": [a, {"lat": "x", "lon": 24.9}]},
        {"stops": [a, {"lon": 24.9}]},
        {"stops": [a, {"lat": 60.17, "lon": 24.94, "alt": 3}]},
        {"stops": [a, None]},
        {"stops": [a, 5]},
        {"stops": "a,b"},
        {"stops": None},
        {},
        {"stops": [a, b], "speed": 3},
        {"stops": [a, b], "profile": "plane"},
        {"stops": [a, b], "profile": "bike"},
        {"stops": [a, b], "profile": 3},
        {"stops": [a, b], "geometry": "svg"},
        {"stops": [a, b], "optimize": "fastest"},
        {"stops": [a, b], "leg_geometry": "yes"},
        {"stops": [a, b], "kind": "exercise"},
        {"stops": [a, b], "kind": "nosuchkind"},
        {"stops": [a, {"lat": 0.0, "lon": 0.0}]},
        {"stops": [a, {"lat": 60, "lon": 25}]},
        {"stops": [a] * 101},
        {"stops": [a, b, a, b], "optimize": "round_trip", "geometry": "geojson", "leg_geometry": True},
        {"stops": [a, a]},
    ]]
    out += ['{"stops": [', "[1, 2]", '{"stops": [] } x', '{"stops": [], "stops": []}', '"route"', ""]
    return out


def dump(lib_path, store_path, requests_path, out_path):
    lib = liftlib.load(lib_path)
    store = liftlib.open_store(lib, store_path)
    with open(requests_path, "rb") as f:
        base = [line.rstrip(b"\n").decode() for line in f if line.strip()]
    with open(out_path, "wb") as f:
        for req in base + mixed(base):
            rc, text = liftlib.call(lib, lib.lift_route, store, req.encode())
            f.write(b"%d\t%s\n" % (rc, text))
    lib.lift_close(store)


def check(lib_a, store_a, lib_b, store_b, requests_path, keep=None):
    work = keep or tempfile.mkdtemp(prefix="lift-route-responses-")
    os.makedirs(work, exist_ok=True)
    files = []
    for k, (lib, store) in enumerate([(lib_a, store_a), (lib_b, store_b)]):
        path = os.path.join(work, f"responses-{'ab'[k]}.txt")
        subprocess.run([sys.executable, os.path.abspath(__file__), "dump", lib, store, requests_path, path], check=True)
        files.append(path)
    a, b = (open(p, "rb").read().split(b"\n") for p in files)
    differ = [i for i, (x, y) in enumerate(zip(a, b)) if x != y]
    print(f"{len(a) - 1} responses each, {len(differ)} differ, lengths {'equal' if len(a) == len(b) else 'differ'}"
          f" ({files[0]}, {files[1]})")
    for i in differ[:5]:
        print(f"line {i + 1}:\n  A {a[i][:300]!r}\n  B {b[i][:300]!r}")
    return 0 if not differ and len(a) == len(b) else 1


if __name__ == "__main__":
    if len(sys.argv) == 6 and sys.argv[1] == "dump":
        dump(*sys.argv[2:])
    elif len(sys.argv) in (7, 8) and sys.argv[1] == "check":
        sys.exit(check(*sys.argv[2:]))
    else:
        print(__doc__)
        sys.exit(2)
