"""The routing side's answers beyond responses.py's routes, one "status<TAB>answer" line each:
bike and foot routes in every geometry, routes of 2-10 stops under every optimize mode, place
searches, saved routes (save, edit, load, remove, refusals) and road_network loads, refusals, a
re-import and a remove. Ids and dates are masked, so two builds' files compare with `cmp` when
each runs on its own copy of one store. The store must hold car, bike and foot networks of PBF
(make_store.py, then two more road_network saves); it is changed.
  python3 kinds_answers.py LIB STORE REQUESTS PBF OUT   (REQUESTS: make_store.py's seed-1 file)"""
import ctypes
import json
import re
import sys

import liftlib
import responses
lib = liftlib.load(sys.argv[1])
for n in ("lift_load", "lift_remove"): getattr(lib, n).argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_char_p)]
store = liftlib.open_store(lib, sys.argv[2])
base = [l.rstrip("\n") for l in open(sys.argv[3]) if l.strip()]
pbf = sys.argv[4]
out = open(sys.argv[5], "wb")
def norm(t):
    t = re.sub(rb'[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}', b'UUID', t)
    t = re.sub(rb'"id":"[0-9a-f-]{36}"', b'"id":"ID"', t)
    t = re.sub(rb'"(creation_date|update_date)":"[^"]*"', rb'"\1":"T"', t)
    return t
def call(fn, req):
    rc, text = liftlib.call(lib, fn, store, req.encode())
    out.write(b"%d\t%s\n" % (rc, norm(text)))
    return rc, text
mixed = responses.mixed(base)
for prof in ["bike", "foot"]:
    for r in mixed[:200]:
        d = json.loads(r); d["profile"] = prof; call(lib.lift_route, json.dumps(d))
    for r in base[:100]:
        d = json.loads(r); d["profile"] = prof
        for g in ["polyline5", "polyline6", "geojson", "none"]:
            d["geometry"] = g; d["leg_geometry"] = True; call(lib.lift_route, json.dumps(d))
# routes with many stops and every optimize, leg geometry, car
stops = [s for l in base for s in json.loads(l)["stops"]]
for i in range(60):
    for g in ["polyline5", "polyline6", "geojson", "none"]:
        call(lib.lift_route, json.dumps({"stops": stops[i*3:i*3+2+i%9], "geometry": g, "leg_geometry": i % 2 == 0,
              "optimize": ["none","keep_first_last","keep_first","round_trip"][i%4], "profile": ["car","bike","foot"][i%3]}))
# place searches
queries = ["Mannerheimintie", "mannerh", "Kamppi", "kampi", "Aleksanterinkatu 5", "Esplanadi", "Kauppatori", "caf",
           "Rautatientori", "Mannerheimvägen", "xyzzy", "a", "Bulevardi 1", "Hietalahti", "ravintola", "Kalevankatu",
           "Annankatu", "Fredrikinkatu", "Senaatintori", "Tori", "Ö", "ä", "Helsinki", "Punavuori", "Ullanlinna"]
for q in queries:
    for prof in [None, "car", "bike", "foot"]:
        for extra in [{}, {"limit": 3}, {"focus": {"lat": 60.168, "lon": 24.94}}, {"limit": 100, "focus": {"lat": 60.16, "lon": 24.93}}]:
            r = {"kind": "place", "query": q, **extra}
            if prof: r["profile"] = prof
            call(lib.lift_load, json.dumps(r))
for bad in [{"kind": "place"}, {"kind": "place", "query": 3}, {"kind": "place", "query": "x", "limit": 0},
            {"kind": "place", "query": "x", "limit": 101}, {"kind": "place", "query": "x", "profile": "plane"},
            {"kind": "place", "query": "x", "focus": {"lat": 91, "lon": 0}}, {"kind": "place", "query": "x" * 201},
            {"kind": "place", "query": "x", "offset": 2}, {"kind": "place", "query": "x", "zzz": 1}]:
    call(lib.lift_load, json.dumps(bad))
# saved routes
ids = []
for i in range(40):
    r = {"name": f"r{i}", "stops": [dict(s, name=f"s{k}") if k % 2 else s for k, s in enumerate(stops[i*2:i*2+2+i%5])],
         "profile": ["car","bike","foot"][i%3], "optimize": ["none","keep_first_last","keep_first","round_trip"][i%4]}
    rc, t = call(lib.lift_save, json.dumps({"kind": "route", "route": r}))
    if rc == 0: ids.append(json.loads(t)["route"]["id"])
for bad in [{"name": "x", "stops": [stops[0]]}, {"name": "x", "stops": [stops[0], {"lat": 0, "lon": 0}]},
            {"name": "x", "stops": [stops[0], stops[1]], "profile": "plane"}, {"name": "x", "stops": [stops[0], stops[1]], "optimize": "x"},
            {"name": "x", "stops": [stops[0], {"lat": 91, "lon": 0}]}, {"name": "x", "stops": [stops[0], stops[1], {"lat": 60, "lon": 25}]},
            {"id": "00000000-0000-0000-0000-000000000000", "name": "x"}, {"stops": [stops[0], stops[1]]}]:
    call(lib.lift_save, json.dumps({"kind": "route", "route": bad}))
for i, id in enumerate(ids[:10]):
    call(lib.lift_save, json.dumps({"kind": "route", "route": {"id": id, "name": f"renamed{i}"}}))
    call(lib.lift_save, json.dumps({"kind": "route", "route": {"id": id, "stops": stops[i+50:i+53], "optimize": "round_trip"}}))
call(lib.lift_load, json.dumps({"kind": "route"}))
call(lib.lift_load, json.dumps({"kind": "route", "limit": 5, "offset": 3}))
for id in ids[:15]: call(lib.lift_load, json.dumps({"kind": "route", "id": id}))
for id in ids[:5]: call(lib.lift_remove, json.dumps({"kind": "route", "id": id}))
call(lib.lift_load, json.dumps({"kind": "route", "id": ids[0]}))
call(lib.lift_remove, json.dumps({"kind": "route", "id": ids[0]}))
call(lib.lift_load, json.dumps({"kind": "route"}))
# road networks
call(lib.lift_load, json.dumps({"kind": "road_network"}))
for p in ["car", "bike", "foot", "plane"]: call(lib.lift_load, json.dumps({"kind": "road_network", "profile": p}))
for bad in [{"path": "/nonexistent.pbf"}, {"path": pbf, "profile": "plane"}, {}, {"path": "/etc/hostname"}]:
    call(lib.lift_save, json.dumps({"kind": "road_network", "road_network": bad}))
rc, t = liftlib.call(lib, lib.lift_save, store, json.dumps({"kind": "road_network", "road_network": {"path": pbf, "profile": "foot"}}).encode())
out.write(b"%d\t%s\n" % (rc, re.sub(rb'"version":"[^"]*"', b'"version":"V"', norm(t))))
call(lib.lift_remove, json.dumps({"kind": "road_network", "profile": "bike"}))
call(lib.lift_route, json.dumps({"stops": stops[:2], "profile": "bike"}))
call(lib.lift_load, json.dumps({"kind": "place", "query": "Kamppi", "profile": "bike"}))
call(lib.lift_save, json.dumps({"kind": "route", "route": {"name": "x", "stops": stops[:2], "profile": "bike"}}))
for r in mixed[:50]:
    d = json.loads(r); d["profile"] = "foot"; call(lib.lift_route, json.dumps(d))
lib.lift_close(store)
