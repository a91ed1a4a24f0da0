"""Place search and saved routes through the binding, on the Helsinki extract."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Iterator

import pytest

import lift
from helpers import REPO_ROOT

HELSINKI = REPO_ROOT / "data" / "Helsinki.osm.pbf"
STOPS = [{"name": "Rautatientori", "lat": 60.1709, "lon": 24.9414}, {"lat": 60.1686, "lon": 24.9384},
         {"name": "Kamppi", "lat": 60.1690, "lon": 24.9330}]


@pytest.fixture(scope="module")
def helsinki(tmp_path_factory: pytest.TempPathFactory) -> Iterator[lift.Store]:
    path = tmp_path_factory.mktemp("places") / "places.lift"
    with lift.Store(path, durability="normal") as store:
        store.save({"kind": "road_network", "road_network": {"path": str(HELSINKI)}})
        yield store


def names(store: lift.Store, query: str, **extra: object) -> list:
    return [p["name"] for p in store.load({"kind": "place", "query": query, **extra})["items"]]


def test_search_without_diacritics_finds_toolo(helsinki: lift.Store) -> None:
    assert any(n.startswith("Töölö") for n in names(helsinki, "toolo")), names(helsinki, "toolo")


def test_search_with_a_typo_finds_the_street(helsinki: lift.Store) -> None:
    assert names(helsinki, "mannerhiemintie", limit=1) == ["Mannerheimintie"]


def test_search_offset_pages_join_up_into_one_ranking(helsinki: lift.Store) -> None:
    # Every limit's answer is the start of a longer one, so consecutive pages neither repeat nor
    # skip a place (a place matching by several names ranks by its best-ranked one).
    whole = names(helsinki, "katu", limit=100)
    assert len(whole) > 30
    for offset, limit in [(0, 10), (10, 10), (20, 10), (7, 3)]:
        assert names(helsinki, "katu", limit=limit, offset=offset) == whole[offset:offset + limit]
    pages = [n for offset in range(0, 40, 5) for n in names(helsinki, "katu", limit=5, offset=offset)]
    assert pages == whole[:40] and len(set(pages)) == len(pages)
    assert names(helsinki, "katu", limit=10) == names(helsinki, "katu", limit=10, offset=0)
    assert names(helsinki, "toolo", offset=1000) == []


def test_search_ranks_exact_before_prefix(helsinki: lift.Store) -> None:
    items = helsinki.load({"kind": "place", "query": "mannerheimintie"})["items"]
    assert items[0]["match"] == "exact" and items[0]["kind"] == "street"
    assert [i["match"] for i in items] == sorted((i["match"] for i in items), key=["exact", "prefix", "fuzzy"].index)


def test_search_no_match_is_empty(helsinki: lift.Store) -> None:
    assert names(helsinki, "qqqqzz") == []


def test_search_no_network_raises_unavailable(store: lift.Store) -> None:
    with pytest.raises(lift.UnavailableError) as info:
        store.load({"kind": "place", "query": "toolo"})
    assert info.value.code == "no_road_network"


def test_search_bad_limit_names_the_field(helsinki: lift.Store) -> None:
    with pytest.raises(lift.InvalidRequestError) as info:
        helsinki.load({"kind": "place", "query": "toolo", "limit": 0})
    assert info.value.details["path"] == "limit"


def test_saved_route_save_list_load_edit_remove(helsinki: lift.Store) -> None:
    saved = helsinki.save({"kind": "route", "route": {"name": "Python loop", "stops": STOPS}})
    route = saved["route"]
    assert saved["created"] is True and route["order"] == [0, 1, 2] and route["distance"] > 0
    assert helsinki.load({"kind": "route", "id": route["id"]})["route"] == route
    assert [r["id"] for r in helsinki.load({"kind": "route"})["items"]] == [route["id"]]
    renamed = helsinki.save({"kind": "route", "route": {"id": route["id"], "name": "Renamed"}})
    assert renamed["created"] is False and renamed["route"]["geometry"] == route["geometry"]
    edited = helsinki.save({"kind": "route", "route": {"id": route["id"], "stops": STOPS[:2]}})["route"]
    assert edited["name"] == "Renamed" and edited["order"] == [0, 1] and edited["distance"] < route["distance"]
    assert helsinki.remove({"kind": "route", "id": route["id"]}) == {"kind": "route", "removed": 1}
    with pytest.raises(lift.NotFoundError):
        helsinki.load({"kind": "route", "id": route["id"]})
    with pytest.raises(lift.NotFoundError):
        helsinki.remove({"kind": "route", "id": route["id"]})


def test_saved_route_same_name_conflicts_and_writes_nothing(helsinki: lift.Store) -> None:
    first = helsinki.save({"kind": "route", "route": {"name": "Twice", "stops": STOPS}})["route"]
    with pytest.raises(lift.ConflictError) as info:
        helsinki.save({"kind": "route", "route": {"name": " twice ", "stops": STOPS}})
    assert info.value.code == "duplicate_route_name" and info.value.details["id"] == first["id"]
    assert [r["name"] for r in helsinki.load({"kind": "route"})["items"]] == ["Twice"]
    helsinki.remove({"kind": "route", "id": first["id"]})


def test_saved_route_invalid_and_unroutable_write_nothing(helsinki: lift.Store) -> None:
    with pytest.raises(lift.InvalidRequestError) as info:
        helsinki.save({"kind": "route", "route": {"stops": STOPS}})
    assert info.value.details["path"] == "route.name"
    with pytest.raises(lift.NotFoundError) as far:
        helsinki.save({"kind": "route", "route": {"name": "Far", "stops": [STOPS[0], {"lat": 61.5, "lon": 23.7}]}})
    assert far.value.code == "stop_not_near_road" and far.value.details["path"] == "route.stops[1]"
    assert helsinki.load({"kind": "route"})["items"] == []


def test_saved_route_loads_offline_after_the_network_is_removed(tmp_path: Path) -> None:
    with lift.Store(tmp_path / "offline.lift", durability="normal") as store:
        store.save({"kind": "road_network", "road_network": {"path": str(HELSINKI)}})
        route = store.save({"kind": "route", "route": {"name": "Offline", "stops": STOPS}})["route"]
        store.remove({"kind": "road_network", "profile": "car"})
        assert store.load({"kind": "route", "id": route["id"]})["route"] == route
        with pytest.raises(lift.UnavailableError):
            store.save({"kind": "route", "route": {"id": route["id"], "stops": STOPS[:2]}})
        assert store.load({"kind": "route", "id": route["id"]})["route"] == route


def test_places_example_runs(tmp_path: Path) -> None:
    script = Path(__file__).resolve().parent.parent / "examples" / "places.py"
    done = subprocess.run([sys.executable, str(script), str(tmp_path / "demo.lift")], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "places demo: ok" in done.stdout
