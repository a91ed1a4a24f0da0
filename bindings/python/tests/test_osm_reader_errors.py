"""Broken OSM files through the release library: the OSM reader's C++ exceptions are thrown and
caught inside liblift (libstdc++ is linked into it, issue 10) and come back as one structured
error; nothing is imported, and a good extract still imports after them."""

from __future__ import annotations

from pathlib import Path

import pytest

import lift
from helpers import REPO_ROOT

HELSINKI = REPO_ROOT / "data" / "Helsinki.osm.pbf"


def broken_files(folder: Path) -> dict:
    truncated = folder / "truncated.osm.pbf"
    truncated.write_bytes(HELSINKI.read_bytes()[:30000])
    noise = folder / "noise.osm.pbf"
    noise.write_bytes(bytes((i * 97 + 13) % 256 for i in range(5000)))
    xml = folder / "unclosed.osm"
    xml.write_text('<?xml version="1.0"?><osm version="0.6"><node id="1" lat="60.1" lon="24.9"><tag k="a"')
    return {"PBF error: truncated data": truncated, "neither OSM PBF nor OSM XML": noise, "XML parsing error": xml}


def import_network(store: lift.Store, path: Path) -> dict:
    return store.save({"kind": "road_network", "road_network": {"path": str(path)}})


def test_import_brokenOSMFiles_failsUnreadableNamingPathAndImportsNothing(store: lift.Store, tmp_path: Path) -> None:
    for reason, path in broken_files(tmp_path).items():
        with pytest.raises(lift.InvalidRequestError) as e:
            import_network(store, path)
        err = e.value
        assert err.code == "unreadable_osm", repr(err)
        assert err.details == {"path": "road_network.path", "file": str(path)}, repr(err)
        assert reason in err.message, repr(err)
        with pytest.raises(lift.UnavailableError) as nothing:
            store.route({"stops": [{"lat": 60.1709, "lon": 24.9414}, {"lat": 60.1690, "lon": 24.9330}]})
        assert nothing.value.code == "no_road_network", repr(nothing.value)


def test_import_afterBrokenOSMFiles_goodExtractImportsAndRoutes(store: lift.Store, tmp_path: Path) -> None:
    for path in broken_files(tmp_path).values():
        with pytest.raises(lift.InvalidRequestError):
            import_network(store, path)
    import_network(store, HELSINKI)
    route = store.route({"stops": [{"lat": 60.1709, "lon": 24.9414}, {"lat": 60.1690, "lon": 24.9330}]})
    assert route["route"]["distance"] > 0, route
