"""Place search and saved routes: python3 examples/places.py [store-path] [extract.osm.pbf]

Imports the Helsinki extract (names come with the road network), searches a street the way a
user types it (no diacritics, a typo), routes to it through two stops, saves the route, lists
it, renames it, changes its stops (recomputed), and removes it. Exits non-zero on failure.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

import lift  # noqa: E402

REPO = Path(__file__).resolve().parents[3]
START = {"name": "Rautatientori", "lat": 60.1709, "lon": 24.9414}
VIA = [{"lat": 60.1686, "lon": 24.9384}, {"name": "Kamppi", "lat": 60.1690, "lon": 24.9330}]


def show(label: str, value: object) -> None:
    print(f"{label}: {json.dumps(value, ensure_ascii=False)[:400]}")


def main() -> int:
    path = sys.argv[1] if len(sys.argv) > 1 else str(Path(tempfile.mkdtemp()) / "places.lift")
    extract = sys.argv[2] if len(sys.argv) > 2 else str(REPO / "data" / "Helsinki.osm.pbf")
    with lift.Store(path, durability="normal") as store:
        show("import", store.save({"kind": "road_network", "road_network": {"path": extract, "profile": "car"}}))

        # Search: without diacritics and with a typo, nearest to where we stand first.
        found = store.load({"kind": "place", "query": "bulevradi", "focus": {"lat": START["lat"], "lon": START["lon"]}, "limit": 3})["items"]
        show("search 'bulevradi'", found)
        street = next(p for p in found if p["kind"] == "street")
        assert street["name"] == "Bulevardi", street
        show("search 'toolo'", [p["name"] for p in store.load({"kind": "place", "query": "toolo"})["items"]])
        assert store.load({"kind": "place", "query": "qqqqzz"})["items"] == []

        # Route to it through two stops, and keep it.
        stops = [START, *VIA, {"name": street["name"], "lat": street["lat"], "lon": street["lon"]}]
        planned = store.route({"stops": stops})
        show("planned", planned["route"]["distance"])
        try:
            saved = store.save({"kind": "route", "route": {"name": f"To {street['name']}", "stops": stops}})["route"]
        except lift.ConflictError as err:  # left by an earlier run that stopped half way
            store.remove({"kind": "route", "id": err.details["id"]})
            saved = store.save({"kind": "route", "route": {"name": f"To {street['name']}", "stops": stops}})["route"]
        show("saved", {k: saved[k] for k in ("id", "name", "distance", "duration", "order")})
        assert saved["distance"] == planned["route"]["distance"]

        listed = store.load({"kind": "route"})
        show("list", [(r["name"], r["distance"]) for r in listed["items"]])
        assert any(r["id"] == saved["id"] for r in listed["items"])

        renamed = store.save({"kind": "route", "route": {"id": saved["id"], "name": "Errands"}})["route"]
        assert renamed["geometry"] == saved["geometry"] and renamed["name"] == "Errands"
        direct = store.save({"kind": "route", "route": {"id": saved["id"], "stops": [START, stops[-1]]}})["route"]
        show("edited (direct)", {k: direct[k] for k in ("name", "distance", "order")})
        assert direct["distance"] < saved["distance"]

        print("removed:", store.remove({"kind": "route", "id": saved["id"]}))
        try:
            store.load({"kind": "route", "id": saved["id"]})
            return 1
        except lift.NotFoundError as err:
            print(f"load after remove: {err.code} (expected)")
    print("places demo: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
