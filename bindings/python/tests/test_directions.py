"""lift_route "steps": turn-by-turn directions on a hand-made street map and on Helsinki."""

from __future__ import annotations

import pathlib

import pytest

import lift

HELSINKI = pathlib.Path(__file__).resolve().parents[3] / "data" / "Helsinki.osm.pbf"


def _crossroads_osm(path) -> str:
    """Main runs north through node 2 (60.001, 24.0), Side crosses it west to east; Side is E12 too."""
    nodes = {1: (60.000, 24.000), 2: (60.001, 24.000), 3: (60.002, 24.000), 4: (60.001, 24.002), 5: (60.001, 23.998)}
    xml = "".join(f"<node id='{i}' version='1' lat='{a}' lon='{b}'/>" for i, (a, b) in nodes.items())

    def way(wid, refs, tags):
        return (f"<way id='{wid}' version='1'>" + "".join(f"<nd ref='{r}'/>" for r in refs)
                + "".join(f"<tag k='{k}' v='{v}'/>" for k, v in tags.items()) + "</way>")

    xml += way(10, [1, 2, 3], {"highway": "residential", "name": "Main"})
    xml += way(11, [5, 2, 4], {"highway": "primary", "name": "Side", "ref": "E12"})
    path.write_text(f"<?xml version='1.0' encoding='UTF-8'?><osm version='0.6'>{xml}</osm>")
    return str(path)


STOPS = [{"lat": 60.0002, "lon": 24.0}, {"lat": 60.001, "lon": 24.0015}]


@pytest.fixture
def crossroads(store: lift.Store, tmp_path) -> lift.Store:
    store.save({"kind": "road_network", "road_network": {"path": _crossroads_osm(tmp_path / "x.osm"), "profile": "car"}})
    return store


def test_route_steps_turn_right_onto_a_named_road_with_its_ref(crossroads: lift.Store) -> None:
    steps = crossroads.route({"stops": STOPS, "steps": True})["route"]["legs"][0]["steps"]
    assert [s["maneuver"]["type"] for s in steps] == ["depart", "turn", "arrive"]
    assert steps[1]["maneuver"]["modifier"] == "right"
    assert (steps[1]["name"], steps[1]["ref"], steps[1]["class"]) == ("Side", "E12", "primary")
    assert steps[1]["instruction"] == "Turn right onto Side (E12)"
    assert steps[0]["instruction"] == "Head north on Main"
    assert sum(s["distance"] for s in steps) == pytest.approx(crossroads.route({"stops": STOPS})["route"]["distance"], abs=0.3)


def test_route_without_steps_has_no_steps_member(crossroads: lift.Store) -> None:
    leg = crossroads.route({"stops": STOPS})["route"]["legs"][0]
    assert "steps" not in leg


def test_route_steps_geojson_each_step_a_line_from_its_maneuver(crossroads: lift.Store) -> None:
    steps = crossroads.route({"stops": STOPS, "steps": True, "geometry": "geojson"})["route"]["legs"][0]["steps"]
    for s in steps:
        assert s["geometry"]["type"] == "LineString"
        assert s["geometry"]["coordinates"][0] == s["maneuver"]["location"]


def test_route_steps_not_a_boolean_raises_invalid_request_naming_steps(crossroads: lift.Store) -> None:
    with pytest.raises(lift.InvalidRequestError) as info:
        crossroads.route({"stops": STOPS, "steps": "yes"})
    assert info.value.details.get("path") == "steps", repr(info.value)


@pytest.mark.skipif(not HELSINKI.exists(), reason="data/Helsinki.osm.pbf is not in this checkout")
def test_route_steps_on_helsinki_name_real_streets_and_add_up_to_the_leg(store: lift.Store) -> None:
    store.save({"kind": "road_network", "road_network": {"path": str(HELSINKI), "profile": "car"}})
    route = store.route({"stops": [{"lat": 60.1699, "lon": 24.9384}, {"lat": 60.1618, "lon": 24.947}], "steps": True})["route"]
    leg = route["legs"][0]
    steps = leg["steps"]
    assert steps[0]["maneuver"]["type"] == "depart" and steps[-1]["maneuver"]["type"] == "arrive"
    assert any(s["name"] for s in steps)
    assert all(s["instruction"] for s in steps)
    assert sum(s["distance"] for s in steps) == pytest.approx(leg["distance"], abs=0.1 * len(steps))
    assert sum(s["duration"] for s in steps) == pytest.approx(leg["duration"], abs=0.1 * len(steps))
