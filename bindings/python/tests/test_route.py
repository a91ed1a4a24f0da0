"""lift_route: with no road network imported it answers unavailable / no_road_network."""

from __future__ import annotations

import pytest

import lift
from helpers import snapshot


def test_route_no_road_network_raises_unavailable(store: lift.Store) -> None:
    before = snapshot(store)
    with pytest.raises(lift.UnavailableError) as info:
        store.route({"stops": [{"lat": 60.17, "lon": 24.94}, {"lat": 60.45, "lon": 22.27}], "profile": "car"})
    err = info.value
    assert err.status == -10 and err.code == "no_road_network", repr(err)
    assert isinstance(err.details, dict) and err.message
    assert snapshot(store) == before


def test_route_malformed_request_raises_structured_error(store: lift.Store) -> None:
    result = store.call_raw("route", b'{"stops":[{"lat":')
    assert result.status == -1, result


def _square_osm(path, lat: float, lon: float) -> str:
    """A two-way residential square of about 111 m a side with its south-west corner at (lat, lon)."""
    corners = [(lat, lon), (lat, lon + 0.002), (lat + 0.001, lon + 0.002), (lat + 0.001, lon)]
    nodes = "".join(f"<node id='{i + 1}' version='1' lat='{a}' lon='{b}'/>" for i, (a, b) in enumerate(corners))
    way = "<way id='10' version='1'>" + "".join(f"<nd ref='{i}'/>" for i in (1, 2, 3, 4, 1)) + \
          "<tag k='highway' v='residential'/></way>"
    path.write_text(f"<?xml version='1.0' encoding='UTF-8'?><osm version='0.6'>{nodes}{way}</osm>")
    return str(path)


def test_route_reimport_by_another_process_is_seen_by_the_next_route(store: lift.Store, store_path, tmp_path) -> None:
    # Routes are served from a decoded network cached in this process; a re-import by another
    # process must still be what the next route on this handle uses, never the cached one.
    import os
    import subprocess
    import sys
    first, second = _square_osm(tmp_path / "first.osm", 60.0, 24.0), _square_osm(tmp_path / "second.osm", 61.0, 25.0)
    on_first = {"stops": [{"lat": 60.0, "lon": 24.0005}, {"lat": 60.0, "lon": 24.0015}]}
    on_second = {"stops": [{"lat": 61.0, "lon": 25.0005}, {"lat": 61.0, "lon": 25.0015}]}
    store.save({"kind": "road_network", "road_network": {"path": first, "profile": "car"}})
    assert store.route(on_first)["route"]["distance"] == pytest.approx(55.6, abs=1)
    with pytest.raises(lift.NotFoundError) as info:
        store.route(on_second)
    assert info.value.code == "stop_not_near_road", repr(info.value)

    code = ("import sys, lift; s = lift.Store(sys.argv[1]); "
            "s.save({'kind': 'road_network', 'road_network': {'path': sys.argv[2], 'profile': 'car'}}); s.close()")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
    subprocess.run([sys.executable, "-c", code, str(store_path), second], check=True, env=env, timeout=120)

    assert store.route(on_second)["route"]["distance"] == pytest.approx(53.9, abs=1)   # 0.001 deg of lon at 61 N
    with pytest.raises(lift.NotFoundError) as info:
        store.route(on_first)
    assert info.value.code == "stop_not_near_road", repr(info.value)


def _run_in_another_process(code: str, *args: str) -> None:
    import os
    import subprocess
    import sys
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
    subprocess.run([sys.executable, "-c", code, *args], check=True, env=env, timeout=120)


def test_route_reimport_by_another_handle_in_this_process_is_seen_by_the_next_route(store: lift.Store, store_path, tmp_path) -> None:
    # The cached network is kept while the file is unchanged for this handle's connection; a
    # commit by another connection of this same process changes it too.
    first, second = _square_osm(tmp_path / "first.osm", 60.0, 24.0), _square_osm(tmp_path / "second.osm", 61.0, 25.0)
    on_second = {"stops": [{"lat": 61.0, "lon": 25.0005}, {"lat": 61.0, "lon": 25.0015}]}
    store.save({"kind": "road_network", "road_network": {"path": first, "profile": "car"}})
    with pytest.raises(lift.NotFoundError):
        store.route(on_second)
    other = lift.Store(store_path, durability="normal")
    try:
        other.save({"kind": "road_network", "road_network": {"path": second, "profile": "car"}})
    finally:
        other.close()
    assert store.route(on_second)["route"]["distance"] == pytest.approx(53.9, abs=1)


def test_route_reimport_by_this_handle_is_seen_by_the_next_route(store: lift.Store, tmp_path) -> None:
    first, second = _square_osm(tmp_path / "first.osm", 60.0, 24.0), _square_osm(tmp_path / "second.osm", 61.0, 25.0)
    on_first = {"stops": [{"lat": 60.0, "lon": 24.0005}, {"lat": 60.0, "lon": 24.0015}]}
    on_second = {"stops": [{"lat": 61.0, "lon": 25.0005}, {"lat": 61.0, "lon": 25.0015}]}
    store.save({"kind": "road_network", "road_network": {"path": first, "profile": "car"}})
    assert store.route(on_first)["route"]["distance"] == pytest.approx(55.6, abs=1)
    store.save({"kind": "road_network", "road_network": {"path": second, "profile": "car"}})
    assert store.route(on_second)["route"]["distance"] == pytest.approx(53.9, abs=1)
    with pytest.raises(lift.NotFoundError):
        store.route(on_first)


def test_route_network_removed_by_another_process_answers_no_road_network(store: lift.Store, store_path, tmp_path) -> None:
    on_first = {"stops": [{"lat": 60.0, "lon": 24.0005}, {"lat": 60.0, "lon": 24.0015}]}
    store.save({"kind": "road_network", "road_network": {"path": _square_osm(tmp_path / "first.osm", 60.0, 24.0), "profile": "car"}})
    assert store.route(on_first)["route"]["distance"] == pytest.approx(55.6, abs=1)
    _run_in_another_process("import sys, lift; s = lift.Store(sys.argv[1]); "
                            "s.remove({'kind': 'road_network', 'profile': 'car'}); s.close()", str(store_path))
    with pytest.raises(lift.UnavailableError) as info:
        store.route(on_first)
    assert info.value.code == "no_road_network", repr(info.value)


def test_route_unrelated_write_by_another_process_same_answer(store: lift.Store, store_path, tmp_path) -> None:
    # Another process's commit that leaves the network alone: the route reads the stored version
    # again, finds it unchanged and answers from the cached network, as before.
    on_first = {"stops": [{"lat": 60.0, "lon": 24.0005}, {"lat": 60.0, "lon": 24.0015}]}
    store.save({"kind": "road_network", "road_network": {"path": _square_osm(tmp_path / "first.osm", 60.0, 24.0), "profile": "car"}})
    before = store.route(on_first)
    _run_in_another_process("import sys, lift; s = lift.Store(sys.argv[1]); "
                            "s.save({'kind': 'weight', 'weight': {'date': '2026-11-21', 'weight': 80.5, 'unit': 'kg'}}); s.close()", str(store_path))
    assert store.route(on_first) == before
    assert store.route(on_first) == before
