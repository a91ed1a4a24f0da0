"""Imports an extract into a new store with a given liblift build and writes the seed-1 route
requests, for `ab_route` A/B runs of two builds' hierarchies (the contraction order, issue 7):
  python3 make_store.py LIB PBF STORE [REQUESTS S W N E]
Prints lift_save's wall time (import + store)."""
import ctypes
import json
import os
import sys
import time

from pairs import random_pairs

lib = ctypes.CDLL(os.path.abspath(sys.argv[1]))
P = ctypes.c_void_p
lib.lift_save.argtypes = [P, ctypes.c_char_p, ctypes.POINTER(P)]
lib.lift_open.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.POINTER(P), ctypes.POINTER(P)]
lib.lift_close.argtypes = [P]
lib.lift_free.argtypes = [P]
store, out = P(), P()
assert lib.lift_open(sys.argv[3].encode(), None, ctypes.byref(store), ctypes.byref(out)) == 0
lib.lift_free(out)
req = json.dumps({"kind": "road_network", "road_network": {"path": os.path.abspath(sys.argv[2]), "profile": "car"}}).encode()
t = time.perf_counter()
assert lib.lift_save(store, req, ctypes.byref(out)) == 0, ctypes.string_at(out.value)
print(f"lift_save {time.perf_counter() - t:.2f} s  ({sys.argv[1]})")
lib.lift_free(out)
lib.lift_close(store)
if len(sys.argv) > 8:
    pairs, _ = random_pairs([float(x) for x in sys.argv[5:9]], 1000, 1, os.path.dirname(os.path.abspath(sys.argv[4])))
    with open(sys.argv[4], "wb") as f:
        f.write(b"\n".join(json.dumps({"stops": [{"lat": a[0], "lon": a[1]}, {"lat": b[0], "lon": b[1]}],
                                       "geometry": "polyline6"}).encode() for a, b in pairs) + b"\n")
