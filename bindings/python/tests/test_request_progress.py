"""A long call with a "request_id": another thread follows its progress (kind "request", load) and
cancels it (remove) without waiting for the store; a cancelled road_network import answers
LIFT_E_CANCELLED and leaves the store exactly as it was."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any, Dict, List

import pytest

import lift
from helpers import REPO_ROOT

HELSINKI = REPO_ROOT / "data" / "Helsinki.osm.pbf"
PHASES = ["start", "places", "read", "graph", "contract", "write"]
STOPS = {"stops": [{"lat": 60.1709, "lon": 24.9414}, {"lat": 60.1690, "lon": 24.9330}]}


def grid_osm(path: Path, side: int) -> Path:
    """A side x side street grid: big enough that its import takes a while."""
    lines = ['<?xml version="1.0"?><osm version="0.6">']
    for r in range(side):
        for c in range(side):
            lines.append(f'<node id="{r * side + c + 1}" lat="{60.0 + r * 0.001:.6f}" lon="{24.0 + c * 0.002:.6f}"/>')
    way = 1
    for r in range(side):
        refs = "".join(f'<nd ref="{r * side + c + 1}"/>' for c in range(side))
        lines.append(f'<way id="{way}">{refs}<tag k="highway" v="residential"/><tag k="name" v="Row {r}"/></way>')
        way += 1
    for c in range(side):
        refs = "".join(f'<nd ref="{r * side + c + 1}"/>' for r in range(side))
        lines.append(f'<way id="{way}">{refs}<tag k="highway" v="tertiary"/></way>')
        way += 1
    lines.append("</osm>")
    path.write_text("\n".join(lines))
    return path


def progress(store: lift.Store, request_id: str) -> Dict[str, Any]:
    return store.load({"kind": "request", "request_id": request_id})["request"]


def test_request_unknownID_isNotFound(store: lift.Store) -> None:
    with pytest.raises(lift.NotFoundError) as e:
        progress(store, "nothing-runs")
    assert e.value.details["path"] == "request_id"
    with pytest.raises(lift.NotFoundError):
        store.remove({"kind": "request", "request_id": "nothing-runs"})


def test_request_badShapes_areRefused(store: lift.Store) -> None:
    with pytest.raises(lift.InvalidRequestError):
        store.load({"kind": "request"})
    with pytest.raises(lift.InvalidRequestError):
        store.save({"kind": "exercise", "exercise": {"name": "Row"}, "request_id": ""})
    with pytest.raises(lift.UnsupportedError):
        store.save({"kind": "request", "request_id": "x"})


def test_request_shortCallWithRequestID_runsAndIsForgotten(store: lift.Store) -> None:
    saved = store.save({"kind": "exercise", "exercise": {"name": "Row"}, "request_id": "r1"})
    assert saved["exercise"]["name"] == "Row"
    with pytest.raises(lift.NotFoundError):
        progress(store, "r1")


def test_request_cancelledImport_leavesTheStoreAsItWas(store: lift.Store, tmp_path: Path) -> None:
    store.save({"kind": "road_network", "road_network": {"path": str(HELSINKI)}})
    before_network = store.load({"kind": "road_network", "profile": "car"})
    before_places = store.load({"kind": "place", "query": "mannerh"})
    before_route = store.route(STOPS)
    grid = grid_osm(tmp_path / "grid.osm", 260)

    outcome: Dict[str, Any] = {}

    def run() -> None:
        try:
            outcome["answer"] = store.save({"kind": "road_network", "road_network": {"path": str(grid)},
                                            "request_id": "import-1"})
        except lift.LiftError as e:
            outcome["error"] = e
        outcome["returned"] = time.perf_counter()

    worker = threading.Thread(target=run)
    worker.start()
    seen: List[Dict[str, Any]] = []
    deadline = time.perf_counter() + 60
    while time.perf_counter() < deadline and worker.is_alive():
        try:
            p = progress(store, "import-1")
        except lift.NotFoundError:
            time.sleep(0.001)
            continue
        seen.append(p)
        if p["phase"] == "contract" and p["done"] > 0:
            break
        time.sleep(0.002)
    assert seen and seen[-1]["phase"] == "contract", seen[-3:]

    # A second call under the same id is refused at once, while the first holds the store.
    with pytest.raises(lift.ConflictError) as clash:
        store.load({"kind": "exercise", "request_id": "import-1"})
    assert clash.value.code == "request_id_in_use"

    cancelled_at = time.perf_counter()
    answer = store.remove({"kind": "request", "request_id": "import-1"})["request"]
    assert answer["cancelled"] is True and answer["request_id"] == "import-1"
    worker.join(timeout=30)
    assert not worker.is_alive()
    error = outcome.get("error")
    assert isinstance(error, lift.CancelledError) and error.code == "cancelled", outcome
    latency = outcome["returned"] - cancelled_at
    print(f"cancel to return: {latency * 1000:.1f} ms; progress polls: {len(seen)}")
    assert latency < 2.0, latency   # a generous bound for a loaded CI machine

    # Progress only moved forward: phases in order, counts rising within a phase.
    for a, b in zip(seen, seen[1:]):
        assert PHASES.index(a["phase"]) <= PHASES.index(b["phase"]), (a, b)
        if a["phase"] == b["phase"]:
            assert a["done"] <= b["done"] and a["elapsed_ms"] <= b["elapsed_ms"], (a, b)
    contract = [p for p in seen if p["phase"] == "contract"]
    assert all(p.get("total", 0) >= p["done"] for p in contract), contract[-1]

    assert store.load({"kind": "road_network", "profile": "car"}) == before_network
    assert store.load({"kind": "place", "query": "mannerh"}) == before_places
    assert store.route(STOPS) == before_route
    with pytest.raises(lift.NotFoundError):
        progress(store, "import-1")


def test_request_importCancelledWhileReadingPlaces_isCancelledAndStoresNothing(store: lift.Store, tmp_path: Path) -> None:
    # The places are read first, before the network is built: a cancel then stops the import
    # before any network is built.
    grid = grid_osm(tmp_path / "grid.osm", 260)
    outcome: Dict[str, Any] = {}

    def run() -> None:
        try:
            outcome["answer"] = store.save({"kind": "road_network", "road_network": {"path": str(grid)},
                                            "request_id": "import-2"})
        except lift.LiftError as e:
            outcome["error"] = e

    worker = threading.Thread(target=run)
    worker.start()
    answer: Dict[str, Any] = {}
    while worker.is_alive() and not answer:
        try:
            if progress(store, "import-2")["phase"] == "places":
                answer = store.remove({"kind": "request", "request_id": "import-2"})["request"]
        except lift.NotFoundError:
            pass
        time.sleep(0.001)
    worker.join(timeout=30)
    assert answer["cancelled"] is True and answer["phase"] == "places", answer
    assert isinstance(outcome.get("error"), lift.CancelledError), outcome
    with pytest.raises(lift.NotFoundError):
        store.load({"kind": "road_network", "profile": "car"})
    with pytest.raises(lift.UnavailableError):
        store.load({"kind": "place", "query": "row"})
