"""Every response of one liblift build to a request file, one a line, for checking that a change
keeps the answers byte-identical (diff the outputs of two builds on the same requests):
  python3 dump_routes.py LIB STORE REQUESTS OUT [--mix N]
REQUESTS: one `lift_route` request a line (make_store.py writes the seed-1 ones). --mix N adds N
requests built from those stops with mixed options (polyline5 / polyline6 / geojson / none, leg
geometry, 2-6 stops, every optimize mode; fixed seed), so the option paths are compared too.
Each output line is the return code, a tab, and the response."""
import ctypes
import json
import os
import random
import sys

lib = ctypes.CDLL(os.path.abspath(sys.argv[1]))
P = ctypes.c_void_p
lib.lift_open.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.POINTER(P), ctypes.POINTER(P)]
lib.lift_route.argtypes = [P, ctypes.c_char_p, ctypes.POINTER(P)]
lib.lift_close.argtypes = [P]
lib.lift_free.argtypes = [P]

with open(sys.argv[3], "rb") as f:
    requests = [line for line in f.read().split(b"\n") if line]
if "--mix" in sys.argv:
    count = int(sys.argv[sys.argv.index("--mix") + 1])
    stops = [s for r in requests for s in json.loads(r)["stops"]]
    rng = random.Random(7)
    for _ in range(count):
        req = {"stops": rng.sample(stops, rng.randint(2, 6)),
               "geometry": rng.choice(["polyline5", "polyline6", "geojson", "none"]),
               "optimize": rng.choice(["none", "keep_first_last", "keep_first", "round_trip"])}
        if rng.random() < 0.5:
            req["leg_geometry"] = True
        requests.append(json.dumps(req).encode())

store, out = P(), P()
assert lib.lift_open(sys.argv[2].encode(), None, ctypes.byref(store), ctypes.byref(out)) == 0
lib.lift_free(out)
with open(sys.argv[4], "wb") as f:
    for r in requests:
        rc = lib.lift_route(store, r, ctypes.byref(out))
        f.write(b"%d\t%s\n" % (rc, ctypes.string_at(out.value)))
        lib.lift_free(out)
lib.lift_close(store)
print(f"{len(requests)} responses -> {sys.argv[4]}")
