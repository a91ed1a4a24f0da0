"""Concurrency: many threads on one store, two processes on one file.

Every save the library acknowledged (status OK) must be loadable afterwards; a save may only be
refused with a structured error (busy under contention between processes), never lost.
"""

from __future__ import annotations

import multiprocessing
import threading
import time
from pathlib import Path
from typing import Dict, List, Tuple

import pytest

import lift

THREADS = 8
SAVES_PER_THREAD = 1000


def _save_many(store: lift.Store, prefix: str, count: int, acked: Dict[str, str], errors: List[BaseException]) -> None:
    for i in range(count):
        name = f"{prefix}-{i}"
        try:
            saved = store.save({"kind": "exercise", "exercise": {"name": name, "tags": [prefix]}})
        except lift.BusyError:
            continue  # refused, not acknowledged: allowed
        except BaseException as exc:  # noqa: BLE001 - reported by the test
            errors.append(exc)
            return
        acked[saved["exercise"]["id"]] = name


def _assert_all_loadable(store: lift.Store, acked: Dict[str, str]) -> None:
    missing = []
    for ident, name in acked.items():
        try:
            rec = store.load({"kind": "exercise", "id": ident})["exercise"]
        except lift.NotFoundError:
            missing.append(name)
            continue
        assert rec["name"] == name
    assert not missing, f"{len(missing)} acknowledged saves lost, e.g. {missing[:5]}"
    assert store.load({"kind": "exercise"})["total"] == len(acked)


def test_store_8_threads_x_1000_saves_every_ack_loadable(store_path: Path) -> None:
    acked: Dict[str, str] = {}
    errors: List[BaseException] = []
    with lift.Store(store_path, durability="normal") as store:
        threads = [
            threading.Thread(target=_save_many, args=(store, f"t{t}", SAVES_PER_THREAD, acked, errors))
            for t in range(THREADS)
        ]
        for t in threads:
            t.start()
        for t in threads:
            t.join(120)
        assert not errors, errors[:3]
        assert len(acked) == THREADS * SAVES_PER_THREAD  # one process: never busy
        _assert_all_loadable(store, acked)
    with lift.Store(store_path) as reopened:
        _assert_all_loadable(reopened, acked)


def test_store_4_threads_default_durability_every_ack_loadable(store_path: Path) -> None:
    acked: Dict[str, str] = {}
    errors: List[BaseException] = []
    with lift.Store(store_path) as store:  # default durability: "full"
        threads = [threading.Thread(target=_save_many, args=(store, f"f{t}", 50, acked, errors)) for t in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(120)
        assert not errors, errors[:3]
        assert len(acked) == 200
    with lift.Store(store_path) as reopened:
        _assert_all_loadable(reopened, acked)


def test_store_threads_with_own_handles_same_file_every_ack_loadable(store_path: Path) -> None:
    acked: Dict[str, str] = {}
    errors: List[BaseException] = []
    stores = [lift.Store(store_path, durability="normal", busy_timeout_ms=20000) for _ in range(4)]
    try:
        threads = [
            threading.Thread(target=_save_many, args=(s, f"h{i}", 200, acked, errors)) for i, s in enumerate(stores)
        ]
        for t in threads:
            t.start()
        for t in threads:
            t.join(120)
    finally:
        for s in stores:
            s.close()
    assert not errors, errors[:3]
    assert len(acked) >= 200
    with lift.Store(store_path) as reopened:
        _assert_all_loadable(reopened, acked)


def _process_worker(path: str, prefix: str, count: int, start_at: float) -> Tuple[Dict[str, str], List[str]]:
    # Runs in a spawned child: imports lift afresh (conftest's sys.path is passed via env).
    import lift as child_lift

    acked: Dict[str, str] = {}
    errors: List[BaseException] = []
    with child_lift.Store(path, durability="normal", busy_timeout_ms=20000) as store:
        while time.time() < start_at:
            time.sleep(0.001)
        _save_many(store, prefix, count, acked, errors)
    return acked, [repr(e) for e in errors]


def test_store_2_processes_one_file_every_ack_loadable(store_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import os
    import sys

    # Spawned children must find the same `lift` (the checkout, or the installed package).
    pkg_parent = str(Path(lift.__file__).resolve().parent.parent)
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([pkg_parent, str(Path(__file__).parent), os.environ.get("PYTHONPATH", "")]))
    monkeypatch.setattr(sys, "path", [pkg_parent, str(Path(__file__).parent)] + sys.path)
    with lift.Store(store_path):
        pass  # create the file and its schema once, before the race
    ctx = multiprocessing.get_context("spawn")
    start_at = time.time() + 3.0
    with ctx.Pool(2) as pool:
        results = pool.starmap(
            _process_worker,
            [(str(store_path), "p0", 500, start_at), (str(store_path), "p1", 500, start_at)],
        )
    acked: Dict[str, str] = {}
    for child_acked, child_errors in results:
        assert not child_errors, child_errors[:3]
        assert child_acked, "a process got no save acknowledged"
        acked.update(child_acked)
    with lift.Store(store_path) as reopened:
        _assert_all_loadable(reopened, acked)
