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


def test_saved_route_with_steps_loads_them_after_the_network_is_removed(crossroads: lift.Store) -> None:
    saved = crossroads.save({"kind": "route", "route": {"name": "To Side", "stops": STOPS, "steps": True}})["route"]
    steps = saved["legs"][0]["steps"]
    assert [s["maneuver"]["type"] for s in steps] == ["depart", "turn", "arrive"]
    crossroads.remove({"kind": "road_network", "profile": "car"})
    loaded = crossroads.load({"kind": "route", "id": saved["id"]})["route"]
    assert loaded == saved
    shaped = crossroads.load({"kind": "route", "id": saved["id"], "geometry": "geojson"})["route"]
    assert shaped["geometry"]["type"] == "LineString"
    assert [s["geometry"]["type"] for s in shaped["legs"][0]["steps"]] == ["LineString"] * 3
    assert shaped["legs"][0]["steps"][1]["instruction"] == "Turn right onto Side (E12)"


def test_saved_route_keeps_its_steps_road_classes_as_lift_route_answers_them_offline(store: lift.Store, tmp_path) -> None:
    osm = pathlib.Path(_crossroads_osm(tmp_path / "x.osm"))
    osm.write_text(osm.read_text().replace("<tag k='ref' v='E12'/>", "<tag k='ref' v='E12'/><tag k='toll' v='yes'/>"))
    store.save({"kind": "road_network", "road_network": {"path": str(osm), "profile": "car"}})
    planned = store.route({"stops": STOPS, "steps": True})["route"]
    saved = store.save({"kind": "route", "route": {"name": "Toll", "stops": STOPS, "steps": True}})["route"]
    store.remove({"kind": "road_network", "profile": "car"})
    loaded = store.load({"kind": "route", "id": saved["id"]})["route"]
    assert loaded == saved

    def classes(route):
        legs = route["legs"]
        return ([route.get("classes")] + [leg.get("classes") for leg in legs]
                + [s.get("classes") for leg in legs for s in leg["steps"]])

    assert classes(loaded) == classes(planned) == [["toll"], ["toll"], None, ["toll"], None]


def test_saved_route_load_unknown_geometry_raises_invalid_request(crossroads: lift.Store) -> None:
    with pytest.raises(lift.InvalidRequestError) as info:
        crossroads.load({"kind": "route", "geometry": "gpx"})
    assert info.value.details.get("path") == "geometry", repr(info.value)


def test_saved_route_gpx_is_well_formed_gpx11_and_round_trips_through_gpxpy(crossroads: lift.Store, tmp_path) -> None:
    import shutil
    import subprocess
    gpxpy = pytest.importorskip("gpxpy")
    saved = crossroads.save({"kind": "route", "route": {"name": "Café <Side> & \"Main\"",
                                                      "stops": [dict(STOPS[0], name="Kotí"), STOPS[1]], "steps": True}})["route"]
    gpx = crossroads.load({"kind": "route", "id": saved["id"], "format": "gpx"})["gpx"]
    path = tmp_path / "route.gpx"
    path.write_bytes(gpx.encode("utf-8"))
    if shutil.which("xmllint"):
        subprocess.run(["xmllint", "--noout", str(path)], check=True)
    parsed = gpxpy.parse(gpx)
    assert parsed.version == "1.1"
    assert [w.name for w in parsed.waypoints] == ["Kotí", None]
    assert [p.name for p in parsed.routes[0].points] == [s["instruction"] for s in saved["legs"][0]["steps"]]
    track = [(p.latitude, p.longitude) for p in parsed.tracks[0].segments[0].points]
    line = crossroads.load({"kind": "route", "id": saved["id"], "geometry": "geojson"})["route"]["geometry"]["coordinates"]
    assert track == [pytest.approx((lat, lon), abs=1e-6) for lon, lat in line]
    assert parsed.tracks[0].name == "Café <Side> & \"Main\""


def test_saved_route_geojson_export_is_rfc7946_feature_collection(crossroads: lift.Store) -> None:
    saved = crossroads.save({"kind": "route", "route": {"name": "To Side", "stops": STOPS, "steps": True}})["route"]
    fc = crossroads.load({"kind": "route", "id": saved["id"], "format": "geojson"})["geojson"]
    assert fc["type"] == "FeatureCollection"
    for f in fc["features"]:
        assert f["type"] == "Feature" and "properties" in f
        coords = f["geometry"]["coordinates"]
        for lon, lat in (coords if f["geometry"]["type"] == "LineString" else [coords]):
            assert -180 <= lon <= 180 and -90 <= lat <= 90
    kinds = [f["properties"].get("kind") for f in fc["features"]]
    assert kinds == [None, "stop", "stop", "step", "step", "step"]
    assert fc["features"][1]["geometry"]["coordinates"] == pytest.approx([STOPS[0]["lon"], STOPS[0]["lat"]], abs=1e-4)


def test_route_format_geojson_reads_back_as_the_routes_line_stops_and_steps(crossroads: lift.Store) -> None:
    import json
    answer = crossroads.route({"stops": [dict(STOPS[0], name="Start"), STOPS[1]], "format": "geojson"})
    assert answer["format"] == "geojson" and "route" not in answer
    fc = json.loads(json.dumps(answer["geojson"]))
    assert fc["type"] == "FeatureCollection"
    line, *points = fc["features"]
    assert line["geometry"]["type"] == "LineString"
    planned = crossroads.route({"stops": STOPS, "geometry": "geojson", "steps": True})["route"]
    assert line["geometry"]["coordinates"] == planned["geometry"]["coordinates"]
    assert line["properties"]["distance"] == planned["distance"]
    stops = [f for f in points if f["properties"]["kind"] == "stop"]
    assert [(s["properties"]["index"], s["properties"]["name"]) for s in stops] == [(0, "Start"), (1, None)]
    assert stops[0]["geometry"] == {"type": "Point", "coordinates": [STOPS[0]["lon"], STOPS[0]["lat"]]}
    steps = [f for f in points if f["properties"]["kind"] == "step"]
    expected = planned["legs"][0]["steps"]
    assert [s["properties"]["instruction"] for s in steps] == [s["instruction"] for s in expected]
    assert [s["geometry"]["coordinates"] for s in steps] == [s["maneuver"]["location"] for s in expected]
    assert [s["properties"]["type"] for s in steps] == [s["maneuver"]["type"] for s in expected]


def test_route_format_unknown_is_invalid_request_naming_format(crossroads: lift.Store) -> None:
    with pytest.raises(lift.LiftError) as e:
        crossroads.route({"stops": STOPS, "format": "kml"})
    assert e.value.details.get("path") == "format"


def test_route_format_gpx_round_trips_through_gpxpy_with_the_routes_points(crossroads: lift.Store, tmp_path) -> None:
    import shutil
    import subprocess
    gpxpy = pytest.importorskip("gpxpy")
    answer = crossroads.route({"stops": [dict(STOPS[0], name="Start"), dict(STOPS[1], name="Side & E12")], "format": "gpx"})
    assert answer["format"] == "gpx" and "route" not in answer
    path = tmp_path / "planned.gpx"
    path.write_bytes(answer["gpx"].encode("utf-8"))
    if shutil.which("xmllint"):
        subprocess.run(["xmllint", "--noout", str(path)], check=True)
    parsed = gpxpy.parse(answer["gpx"])
    assert [w.name for w in parsed.waypoints] == ["Start", "Side & E12"]
    line = crossroads.route({"stops": STOPS, "geometry": "geojson"})["route"]["geometry"]["coordinates"]
    track = [(p.latitude, p.longitude) for p in parsed.tracks[0].segments[0].points]
    assert track == [pytest.approx((lat, lon), abs=1e-6) for lon, lat in line]
    steps = crossroads.route({"stops": STOPS, "steps": True})["route"]["legs"][0]["steps"]
    assert [p.name for p in parsed.routes[0].points] == [s["instruction"] for s in steps]
