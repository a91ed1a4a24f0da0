"""Store-level data through the binding: a map, its place names and the sports caches are one copy
for every account and the local owner; saved routes stay with the account that saved them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Dict, Iterator, List, Optional, Tuple

import pytest

import lift

PASSWORD = "correct horse battery"
TEAMS_BODY = json.dumps({"DATA": [{"ROWS": [
    {"TEAM_ID": "t1", "TEAM_NAME": "Barcelona SC", "TEAM_IMAGE_PATH": "https://img.example.test/bsc.png"},
]}]}).encode()
FLASHLIVE = {"data_source": "FlashLive", "base_url": "https://flashlive.example.test/v1",
             "api_key_header": "x-rapidapi-key", "api_key": "secret-key"}
ALONG = {"stops": [{"lat": 60.0, "lon": 24.0005}, {"lat": 60.0, "lon": 24.0015}]}


def square_osm(path: Path, name: str) -> str:
    """The square used by the Swift tests (about 111 m a side) as one named ring road."""
    corners = [(60.000, 24.000), (60.000, 24.002), (60.001, 24.002), (60.001, 24.000)]
    nodes = "".join(f"<node id='{i}' version='1' lat='{lat}' lon='{lon}'/>" for i, (lat, lon) in enumerate(corners, 1))
    way = "<way id='10' version='1'>" + "".join(f"<nd ref='{i}'/>" for i in (1, 2, 3, 4, 1)) + \
          f"<tag k='highway' v='residential'/><tag k='name' v='{name}'/></way>"
    path.write_text(f"<?xml version='1.0' encoding='UTF-8'?><osm version='0.6'>{nodes}{way}</osm>")
    return str(path)


class Remote:
    """A host transport that answers every GET with the teams feed and counts the calls."""

    def __init__(self) -> None:
        self.calls: List[str] = []

    def __call__(self, url: str, headers: Dict[str, str]) -> Optional[Tuple[int, bytes]]:
        self.calls.append(url)
        return 200, TEAMS_BODY


@pytest.fixture
def handles(store_path: Path) -> Iterator[Dict[str, lift.Store]]:
    """ann and bob signed in on their own handles, and a handle of the local owner, on one file."""
    opened: Dict[str, lift.Store] = {}
    try:
        for who in ("ann", "bob", "local"):
            opened[who] = lift.Store(store_path, durability="normal", remote={"sources": [FLASHLIVE]})
        for who in ("ann", "bob"):
            opened[who].save({"kind": "account", "account": {"username": who, "password": PASSWORD}})
            opened[who].save({"kind": "session", "session": {"username": who, "password": PASSWORD}})
        yield opened
    finally:
        for s in opened.values():
            s.close()


def place_names(store: lift.Store, query: str) -> List[str]:
    return [p["name"] for p in store.load({"kind": "place", "query": query})["items"]]


def test_roadNetwork_importedByOneAccount_routesAndSearchesForEveryAccountAndTheLocalOwner(
        handles: Dict[str, lift.Store], tmp_path: Path) -> None:
    imported = handles["ann"].save({"kind": "road_network", "road_network": {"path": square_osm(tmp_path / "a.osm", "Ring Road")}})
    for who, s in handles.items():
        assert [n["version"] for n in s.load({"kind": "road_network"})["items"]] == [imported["road_network"]["version"]], who
        assert s.route(ALONG)["route"]["distance"] == pytest.approx(55.6, abs=1), who
        assert place_names(s, "ring") == ["Ring Road"], who


def test_roadNetwork_reimportedByAnotherAccount_isSeenByAHandleThatSearchedTheOldOne(
        handles: Dict[str, lift.Store], tmp_path: Path) -> None:
    ann, bob = handles["ann"], handles["bob"]
    ann.save({"kind": "road_network", "road_network": {"path": square_osm(tmp_path / "a.osm", "Ring Road")}})
    assert place_names(ann, "ring") == ["Ring Road"]   # ann's index of the old network is now in memory
    bob.save({"kind": "road_network", "road_network": {"path": square_osm(tmp_path / "b.osm", "Loop Lane")}})
    assert place_names(ann, "ring") == [] and place_names(ann, "loop") == ["Loop Lane"]
    assert bob.remove({"kind": "road_network", "profile": "car"})["removed"] == 1
    with pytest.raises(lift.UnavailableError) as info:
        ann.route(ALONG)
    assert info.value.code == "no_road_network"


def test_teamCache_filledByOneAccount_isServedFromTheStoreToTheOthers(handles: Dict[str, lift.Store]) -> None:
    remotes = {who: Remote() for who in handles}
    for who, s in handles.items():
        s.set_transport(remotes[who])
    first = handles["ann"].load({"kind": "team", "league_id": "trd6vSd3"})
    assert first["source"] == "remote"
    for who in ("bob", "local"):
        again = handles[who].load({"kind": "team", "league_id": "trd6vSd3"})
        assert again["source"] == "cache" and again["items"] == first["items"], who
        assert remotes[who].calls == [], f"{who} fetched its own copy"
    assert handles["bob"].remove({"kind": "team", "league_id": "trd6vSd3"})["removed"] == 1
    assert handles["ann"].load({"kind": "team", "league_id": "trd6vSd3"})["source"] == "remote"


def test_savedRoute_savedByOneAccount_staysInvisibleToTheOthers(handles: Dict[str, lift.Store], tmp_path: Path) -> None:
    ann = handles["ann"]
    ann.save({"kind": "road_network", "road_network": {"path": square_osm(tmp_path / "a.osm", "Ring Road")}})
    saved = ann.save({"kind": "route", "route": {"name": "Ann's loop", **ALONG}})["route"]
    for who in ("bob", "local"):
        assert handles[who].load({"kind": "route"})["items"] == [], who
        with pytest.raises(lift.NotFoundError):
            handles[who].load({"kind": "route", "id": saved["id"]})
    assert [r["id"] for r in ann.load({"kind": "route"})["items"]] == [saved["id"]]
