"""Road-network imports of adversarial OSM shapes (adversarial_osm.py) on the build under test:
each imports, or is refused as invalid_request / road_network_limit naming its limit, within a
generous time bound; and an import holds the store's write lock only to write, not to build."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Dict, Optional

import pytest

import lift
from adversarial_osm import SHAPES, write_all

# Generous: a shape's time is dominated by a fixed number of steps, and the machine may be loaded.
BOUND_S = 2.0
PBF = Path(__file__).resolve().parents[4] / "data" / "Helsinki.osm.pbf"


@pytest.fixture(scope="module")
def shape_files(tmp_path_factory: pytest.TempPathFactory) -> Dict[str, Path]:
    return write_all(tmp_path_factory.mktemp("adversarial-osm"))


def import_once(store: lift.Store, path: Path) -> "tuple[float, Optional[lift.LiftError]]":
    started = time.perf_counter()
    try:
        store.save({"kind": "road_network", "road_network": {"path": str(path), "profile": "car"}})
        error = None
    except lift.LiftError as e:
        error = e
    return time.perf_counter() - started, error


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_importRoadNetwork_adversarialShape_importsOrIsRefusedWithinTheBound(
        name: str, shape_files: Dict[str, Path], store: lift.Store) -> None:
    limit = SHAPES[name][1]
    seconds, error = import_once(store, shape_files[name])
    # A slow first try on a busy machine gets two more; the best of three must be within the bound.
    for _ in range(2):
        if seconds <= BOUND_S:
            break
        seconds = min(seconds, import_once(store, shape_files[name])[0])
    if limit is None:
        assert error is None, error
    else:
        assert isinstance(error, lift.InvalidRequestError), error
        assert error.code == "road_network_limit", error
        assert error.details["limit"] == limit, error.details
    assert seconds <= BOUND_S, f"{name}: {seconds:.2f} s"


def test_importRoadNetwork_whileBuilding_otherHandlesKeepWriting(store_path: Path) -> None:
    importer = lift.Store(store_path, durability="normal")
    writer = lift.Store(store_path, durability="normal", busy_timeout_ms=100)
    done = threading.Event()
    failures = []

    def run_import() -> None:
        try:
            importer.save({"kind": "road_network", "road_network": {"path": str(PBF), "profile": "foot"}})
        except lift.LiftError as e:
            failures.append(e)
        finally:
            done.set()

    thread = threading.Thread(target=run_import)
    thread.start()
    written = 0
    try:
        # Writes of another handle while the network is built: each gets the lock within 100 ms
        # (the import's own write is one short transaction).
        while not done.is_set():
            writer.save({"kind": "exercise", "exercise": {"name": f"during import {written}"}})
            written += 1
            time.sleep(0.005)
    finally:
        thread.join()
        importer.close()
        writer.close()
    assert not failures, failures
    assert written >= 5
