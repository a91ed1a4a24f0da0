"""Concurrency: many threads on one store, two processes on one file.

Every save the library acknowledged (status OK) must be loadable afterwards; a save may only be
refused with a structured error (busy under contention between processes), never lost.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
from pathlib import Path
from typing import Dict, List

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


def _process_worker(path: str, prefix: str, count: int, ready, results) -> None:
    # Runs in a spawned child: imports lift afresh (PYTHONPATH is set by the test).
    import lift as child_lift

    acked: Dict[str, str] = {}
    errors: List[BaseException] = []
    try:
        with child_lift.Store(path, durability="normal", busy_timeout_ms=20000) as store:
            ready.wait(60)  # both processes open, then race
            _save_many(store, prefix, count, acked, errors)
    except BaseException as exc:  # noqa: BLE001 - reported by the parent
        errors.append(exc)
    results.put((prefix, acked, [repr(e) for e in errors]))


def test_store_2_processes_one_file_every_ack_loadable(store_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Spawned children must find the same `lift` and this module.
    pkg_parent = str(Path(lift.__file__).resolve().parent.parent)
    here = str(Path(__file__).resolve().parent)
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(p for p in [pkg_parent, here, os.environ.get("PYTHONPATH", "")] if p))
    with lift.Store(store_path):
        pass  # create the file and its schema once, before the race
    ctx = multiprocessing.get_context("spawn")  # no fork of a process holding liblift's threads
    ready = ctx.Barrier(2)
    results = ctx.Queue()
    procs = [ctx.Process(target=_process_worker, args=(str(store_path), f"p{i}", 1000, ready, results)) for i in range(2)]
    for p in procs:
        p.start()
    collected = [results.get(timeout=120) for _ in procs]
    for p in procs:
        p.join(30)
        assert p.exitcode == 0, f"child exited with {p.exitcode}"
    acked: Dict[str, str] = {}
    for prefix, child_acked, child_errors in collected:
        assert not child_errors, child_errors[:3]
        assert child_acked, f"process {prefix} got no save acknowledged"
        acked.update(child_acked)
    with lift.Store(store_path) as reopened:
        _assert_all_loadable(reopened, acked)
