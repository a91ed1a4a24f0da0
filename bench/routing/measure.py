#!/usr/bin/env python3
"""Measures liblift routing through the C contract (ctypes): Helsinki import, reopen-to-first-route,
and 1000 random two-stop routes (snap + path + polyline6 + JSON). Prints medians and p90.
Usage: LIFT_LIBRARY=build/liblift.so.1 python3 bench/routing/measure.py [data/Helsinki.osm.pbf]
No baselines yet (OSRM / scipy are not wired in)."""
import ctypes, json, os, random, statistics, sys, tempfile, time

lib = ctypes.CDLL(os.environ.get("LIFT_LIBRARY", "build/liblift.so.1"))
P = ctypes.c_void_p
for name in ("lift_save", "lift_route"):
    getattr(lib, name).argtypes = [P, ctypes.c_char_p, ctypes.POINTER(P)]
lib.lift_open.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.POINTER(P), ctypes.POINTER(P)]
lib.lift_close.argtypes = [P]
lib.lift_free.argtypes = [P]

def call(fn, store, req):
    out = P()
    rc = fn(store, json.dumps(req).encode(), ctypes.byref(out))
    text = ctypes.string_at(out.value).decode() if out.value else "{}"
    lib.lift_free(out)
    return rc, json.loads(text)

def open_store(path):
    store, out = P(), P()
    rc = lib.lift_open(path.encode(), None, ctypes.byref(store), ctypes.byref(out))
    lib.lift_free(out)
    assert rc == 0, rc
    return store

pbf = sys.argv[1] if len(sys.argv) > 1 else "data/Helsinki.osm.pbf"
path = os.path.join(tempfile.mkdtemp(), "bench.lift")
store = open_store(path)
t = time.perf_counter()
rc, r = call(lib.lift_save, store, {"kind": "road_network", "road_network": {"path": os.path.abspath(pbf), "profile": "car"}})
print(f"import car: {1000 * (time.perf_counter() - t):.0f} ms rc={rc} {r.get('road_network')}")
lib.lift_close(store)

rng = random.Random(1)
lat0, lat1, lon0, lon1 = 60.160, 60.175, 24.925, 24.960
pairs = [[(rng.uniform(lat0, lat1), rng.uniform(lon0, lon1)) for _ in range(2)] for _ in range(1000)]
t = time.perf_counter()
store = open_store(path)
rc, _ = call(lib.lift_route, store, {"stops": [{"lat": a, "lon": b} for a, b in pairs[0]], "geometry": "polyline6"})
print(f"reopen to first route: {1000 * (time.perf_counter() - t):.1f} ms rc={rc}")

times, ok = [], 0
for p in pairs:
    req = {"stops": [{"lat": a, "lon": b} for a, b in p], "geometry": "polyline6"}
    t = time.perf_counter_ns()
    rc, _ = call(lib.lift_route, store, req)
    times.append((time.perf_counter_ns() - t) / 1000)
    ok += rc == 0
times.sort()
print(f"route (2 stops, polyline6, incl. ctypes+JSON): median {statistics.median(times):.0f} us, p90 {times[900]:.0f} us, ok {ok}/1000")

for n, mode in ((16, "round_trip"), (50, "round_trip")):
    stops = [{"lat": rng.uniform(lat0, lat1), "lon": rng.uniform(lon0, lon1)} for _ in range(n)]
    t = time.perf_counter()
    rc, r = call(lib.lift_route, store, {"stops": stops, "optimize": mode, "geometry": "none"})
    print(f"{n} stops {mode}: {1000 * (time.perf_counter() - t):.1f} ms rc={rc} duration={r.get('route', {}).get('duration')}")
lib.lift_close(store)
