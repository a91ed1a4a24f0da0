#!/usr/bin/env python3
"""Stepped lift_route answers of one build, for a byte-identity check of two builds (dump each,
then cmp): every seed-1 request (make_store.py's REQUESTS) with `"steps": true` in polyline6,
then the first 200 in polyline5, geojson and no geometry, 3-5 stops under each optimize mode,
and with leg geometry. Each request is asked twice, so the answer made when a network has its
junction facts (from its second stepped route on) is checked against the first.
  python3 step_answers.py LIB STORE REQUESTS OUT   (one "status<TAB>answer" line a request)"""
import json
import random
import sys

import liftlib


def requests(base):
    reqs = [dict(json.loads(line), steps=True) for line in base]
    for geometry in ("polyline5", "geojson", "none"):
        reqs += [dict(r, geometry=geometry) for r in reqs[:200]]
    stops = [s for r in reqs[:1000] for s in r["stops"]]
    rng = random.Random(27)
    for i in range(100):
        reqs.append({"stops": rng.sample(stops, rng.randint(3, 5)), "steps": True, "leg_geometry": True,
                     "optimize": ["none", "keep_first_last", "keep_first", "round_trip"][i % 4]})
    return reqs


def main():
    lib_path, store_path, req_path, out_path = sys.argv[1:5]
    lib = liftlib.load(lib_path)
    store = liftlib.open_store(lib, store_path)
    with open(req_path) as f:
        base = [line for line in f if line.strip()]
    with open(out_path, "wb") as out:
        for r in requests(base):
            body = json.dumps(r).encode()
            first = liftlib.call(lib, lib.lift_route, store, body)
            second = liftlib.call(lib, lib.lift_route, store, body)
            for rc, answer in (first, second):
                out.write(b"%d\t%s\n" % (rc, answer))
    lib.lift_close(store)


if __name__ == "__main__":
    main()
