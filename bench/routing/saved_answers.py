#!/usr/bin/env python3
"""Saved-route answers of one build, for a byte-identity check of two builds (dump each, then cmp):
the first N seed-1 requests (make_store.py's REQUESTS) saved with and without steps under fixed
ids, then each loaded by id in every geometry, as a list, and exported as GPX and GeoJSON. The
save and update instants are masked (they are the clock's).
  python3 saved_answers.py LIB STORE REQUESTS OUT [N]   (one "status<TAB>answer" line a call;
  STORE: a copy of a store with the Helsinki car network, written to)"""
import json
import re
import sys

import liftlib

DATES = re.compile(rb'"(creation_date|update_date)":"[^"]*"')


def main():
    lib_path, store_path, req_path, out_path = sys.argv[1:5]
    n = int(sys.argv[5]) if len(sys.argv) > 5 else 200
    lib = liftlib.load(lib_path)
    store = liftlib.open_store(lib, store_path)
    with open(req_path) as f:
        base = [json.loads(line) for line in f if line.strip()][:n]
    with open(out_path, "wb") as out:
        def put(rc, answer):
            out.write(b"%d\t%s\n" % (rc, DATES.sub(rb'"\1":"-"', answer)))
        ids = []
        for i, r in enumerate(base):
            rid = "00000000-0000-4000-8000-%012d" % i
            route = {"id": rid, "name": "route %d" % i, "stops": r["stops"], "steps": i % 4 != 3}
            rc, answer = liftlib.call(lib, lib.lift_save, store, {"kind": "route", "route": route})
            put(rc, answer)
            if rc == 0:
                ids.append(rid)
        for rid in ids:
            put(*liftlib.call(lib, lib.lift_load, store, {"kind": "route", "id": rid}))
            for geometry in ("polyline6", "polyline5", "geojson", "none"):
                put(*liftlib.call(lib, lib.lift_load, store, {"kind": "route", "id": rid, "geometry": geometry}))
            for fmt in ("gpx", "geojson"):
                put(*liftlib.call(lib, lib.lift_load, store, {"kind": "route", "id": rid, "format": fmt}))
        put(*liftlib.call(lib, lib.lift_load, store, {"kind": "route", "limit": 50, "offset": 10}))
    lib.lift_close(store)


if __name__ == "__main__":
    main()
