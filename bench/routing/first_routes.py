"""A fresh process's first routes: open a store, then route N random pairs (seed 1, inside the box
synth_city writes next to its PBF) one after another, printing each call's time, the resident
memory the open and the routes have added so far, and the return code. Shows what a process pays
beyond its first route (blocks of a lazily read network made as new paths need them).
  python3 first_routes.py LIBLIFT STORE BBOX_FILE [N=4]"""
import ctypes
import json
import random
import sys
import time


def resident_mb():
    with open("/proc/self/status") as f:
        return next(int(line.split()[1]) / 1024 for line in f if line.startswith("VmRSS:"))


def main():
    lib_path, store_path, bbox_path = sys.argv[1:4]
    n = int(sys.argv[4]) if len(sys.argv) > 4 else 4
    lib = ctypes.CDLL(lib_path)
    P = ctypes.c_void_p
    lib.lift_open.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.POINTER(P), ctypes.POINTER(P)]
    lib.lift_route.argtypes = [P, ctypes.c_char_p, ctypes.POINTER(P)]
    south, west, north, east = (float(x) for x in open(bbox_path).read().split())
    rng = random.Random(1)
    store, out = P(), P()
    before = resident_mb()
    if lib.lift_open(store_path.encode(), None, ctypes.byref(store), ctypes.byref(out)) != 0:
        sys.exit("lift_open failed")
    for _ in range(n):
        stops = [{"lat": rng.uniform(south, north), "lon": rng.uniform(west, east)} for _ in range(2)]
        request = json.dumps({"stops": stops, "geometry": "polyline6"}).encode()
        t = time.perf_counter()
        rc = lib.lift_route(store, request, ctypes.byref(out))
        ms = (time.perf_counter() - t) * 1000
        print(f"{ms:.1f} ms  {resident_mb() - before:.0f} MB  rc {rc}")


main()
