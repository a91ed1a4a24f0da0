"""A short tour of the lift binding: python3 examples/demo.py [store-path]

Saves exercises and a routine, shows the lift-me sad paths as exceptions, saves a weight under an
id the app made and edits part of it, asks for a route (no road network yet), shows a week's stats
in the user's time zone, and cleans up after itself so it can be run again.
"""

from __future__ import annotations

import json
import sys
import tempfile
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

import lift  # noqa: E402


def show(label: str, value: object) -> None:
    print(f"{label}: {json.dumps(value, ensure_ascii=False)}")


JOGGING = "00000000-0000-4000-8000-000000000024"  # a built-in workout


def week_in_a_time_zone(store: lift.Store) -> None:
    """A workout at 23:30 on Sunday 22 November in New York is Monday 04:30 in UTC: another ISO
    week. `time_zone` (here per request; lift_open takes a default) decides which."""
    done = store.save({"kind": "completion", "completion": {
        "workout_id": JOGGING, "duration": 2700, "date": "2026-11-22T23:30:00-05:00"}})
    for zone in ("America/New_York", "UTC"):
        s = store.load({"kind": "stats", "period": "week", "date": "2026-11-22", "time_zone": zone})["stats"]
        print(f"week of 2026-11-22 in {zone}: {s['from']}..{s['to']}: {s['workouts_completed']} workout(s), "
              f"{s['hours_trained']} h, {s['calories_burned']} kcal")
    store.remove({"kind": "completion", "id": done["completion"]["id"]})


def main() -> int:
    path = sys.argv[1] if len(sys.argv) > 1 else str(Path(tempfile.mkdtemp()) / "demo.lift")
    print(f"liblift {lift.version()} (ABI {lift.abi_version()}) from {lift.library_path}")
    with lift.Store(path, durability="normal") as store:
        show("store", store.info)
        try:
            show("saved exercise", store.save({"kind": "exercise", "exercise": {"name": "Bench press", "tags": ["chest"]}}))
        except lift.ConflictError as err:  # kept from an earlier run: names are unique
            print(f"exercise already saved: {err.details.get('name')}")
        push = store.save({"kind": "routine", "routine": {
            "name": "Push day", "exercises": [{"name": "Bench press"}, {"name": "Dip"}]}})
        show("saved routine", push)
        show("loaded routine", store.load({"kind": "routine", "id": push["routine"]["id"]}))

        for label, request in [
            ("empty routine", {"name": "", "exercises": []}),
            ("same name", {"name": "Push day", "exercises": [{"name": "Squat"}]}),
            ("same exercises", {"name": "Chest", "exercises": [{"name": "Bench press"}, {"name": "Dip"}]}),
        ]:
            try:
                store.save({"kind": "routine", "routine": request})
            except lift.LiftError as err:
                print(f"{label}: {type(err).__name__} {err.code} {err.details}")

        # Ids made by the app (offline apps, sync): a save with a new id creates the record under
        # it; a later save of some fields edits just those, and null clears an optional one.
        app_id = str(uuid.uuid4())
        show("app-made id", store.save({"kind": "weight", "weight": {
            "id": app_id, "date": "2024-03-01", "weight": 80.5, "unit": "kg", "note": "after a run"}}))
        show("partial edit", store.save({"kind": "weight", "weight": {"id": app_id, "weight": 80.1}}))
        show("note cleared", store.save({"kind": "weight", "weight": {"id": app_id, "note": None}}))
        store.remove({"kind": "weight", "id": app_id})

        try:
            store.route({"stops": [{"lat": 60.17, "lon": 24.94}, {"lat": 60.45, "lon": 22.27}], "profile": "car"})
        except lift.UnavailableError as err:
            print(f"route: {err.code} (expected until a road network is imported)")

        # A real road network: central Helsinki (data/Helsinki.osm.pbf, (c) OpenStreetMap contributors).
        osm = Path(__file__).resolve().parents[3] / "data" / "Helsinki.osm.pbf"
        if osm.exists():
            net = store.save({"kind": "road_network", "road_network": {"path": str(osm), "profile": "car"}})
            print(f"imported {osm.name}: {net['road_network']['vertices']} vertices, {net['road_network']['shortcuts']} shortcuts")
            names = ["Railway station", "Kamppi", "Market square", "Kaivopuisto"]
            trip = store.route({"profile": "car", "optimize": "keep_first_last", "geometry": "none", "stops": [
                {"lat": 60.1709, "lon": 24.9413}, {"lat": 60.1690, "lon": 24.9320},
                {"lat": 60.1675, "lon": 24.9525}, {"lat": 60.1575, "lon": 24.9560}]})
            order = [names[i] for i in trip["order"]]
            r = trip["route"]
            print(f"route: {' -> '.join(order)}: {r['distance'] / 1000:.2f} km, {r['duration'] / 60:.1f} min")

            # Directions kept with a saved route, read back after the road network is gone (offline).
            saved = store.save({"kind": "route", "route": {"name": "Station to Kaivopuisto", "steps": True, "stops": [
                {"name": "Railway station", "lat": 60.1709, "lon": 24.9413}, {"name": "Kaivopuisto", "lat": 60.1575, "lon": 24.9560}]}})
            store.remove({"kind": "road_network", "profile": "car"})
            offline = store.load({"kind": "route", "id": saved["route"]["id"]})["route"]
            print(f"directions of saved route {offline['name']!r} (road network removed):")
            for step in offline["legs"][0]["steps"]:
                print(f"  {step['instruction']} ({step['distance']:.0f} m)")
            store.remove({"kind": "route", "id": offline["id"]})

        week_in_a_time_zone(store)
        show("removed routine", store.remove({"kind": "routine", "id": push["routine"]["id"]}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
