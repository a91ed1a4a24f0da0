"""A delivery round planned offline: python3 examples/trip.py [Helsinki.osm.pbf] [store-path]

Imports central Helsinki's roads for cars, asks liblift for the best round trip through eight
stops, prints the visiting order, distance and duration, and shows the two refusals a planner
must handle: a stop far from any road and a profile with no imported network. Exits non-zero when
anything differs from that.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

import lift  # noqa: E402

STOPS = {
    "Railway station": (60.1709, 24.9413), "Kamppi": (60.1690, 24.9320), "Market square": (60.1675, 24.9525),
    "Kaivopuisto": (60.1575, 24.9560), "Senate square": (60.1692, 24.9522), "Design museum": (60.1630, 24.9460),
    "Old church park": (60.1650, 24.9370), "Ateneum": (60.1700, 24.9440),
}


def main() -> int:
    osm = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[3] / "data" / "Helsinki.osm.pbf"
    path = sys.argv[2] if len(sys.argv) > 2 else str(Path(tempfile.mkdtemp()) / "trip.lift")
    names = list(STOPS)
    stops = [{"lat": lat, "lon": lon} for lat, lon in STOPS.values()]
    with lift.Store(path) as store:
        store.save({"kind": "road_network", "road_network": {"path": str(osm), "profile": "car"}})
        trip = store.route({"profile": "car", "optimize": "round_trip", "geometry": "none", "stops": stops})
        order = trip["order"]
        print("round trip: " + " -> ".join(names[i] for i in order + order[:1]))
        print(f"distance {trip['route']['distance'] / 1000:.2f} km, duration {trip['route']['duration'] / 60:.1f} min")
        if sorted(order) != list(range(len(stops))) or order[0] != 0 or len(trip["route"]["legs"]) != len(stops):
            print("unexpected trip", file=sys.stderr)
            return 1

        try:
            store.route({"stops": [stops[0], {"lat": 60.12, "lon": 24.94}]})
            print("a stop at sea was routed", file=sys.stderr)
            return 1
        except lift.NotFoundError as err:
            print(f"refused: {err.code} {err.details}")
            if err.code != "stop_not_near_road" or err.details.get("stops") != ["1"]:
                return 1
        try:
            store.route({"stops": stops[:2], "profile": "foot"})
            print("routed on a network that was never imported", file=sys.stderr)
            return 1
        except lift.UnavailableError as err:
            print(f"refused: {err.code} {err.details}")
            if err.code != "no_road_network":
                return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
