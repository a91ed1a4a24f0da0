"""Threads and processes on one file with mixed kinds, checked against an in-memory model.

Each worker owns its own slice of the data (its exercise names, its weight days, its calories
days), applies random saves, updates and removes through its own handle, and records in a model
only what the library acknowledged. A refused call (busy under contention) must have changed
nothing. At the end the store must equal the union of the models exactly: nothing acknowledged
lost, nothing refused half-applied, no worker's writes leaking into another's slice.
"""

from __future__ import annotations

import datetime
import multiprocessing
import os
import random
import threading
from pathlib import Path
from typing import Dict, List

import pytest

import lift

OPS = 200
FIRST_DAY = datetime.date(2020, 1, 1)


def _model() -> Dict[str, Dict]:
    return {"exercise": {}, "weight": {}, "calories": {}}


def _work(path: str, worker: int, model: Dict[str, Dict]) -> None:
    rng = random.Random(worker)
    days = [FIRST_DAY + datetime.timedelta(days=worker * 100 + k) for k in range(12)]
    weight_ids: Dict[str, str] = {}
    with lift.Store(path, durability="normal", busy_timeout_ms=20000) as store:
        for i in range(OPS):
            op = rng.random()
            try:
                if op < 0.3:
                    name = f"w{worker}-e{i}"
                    saved = store.save({"kind": "exercise", "exercise": {"name": name, "tags": [f"w{worker}"]}})
                    model["exercise"][saved["exercise"]["id"]] = name
                elif op < 0.4 and model["exercise"]:
                    ident = rng.choice(sorted(model["exercise"]))
                    store.remove({"kind": "exercise", "id": ident})
                    del model["exercise"][ident]
                elif op < 0.7:
                    date = rng.choice(days).isoformat()
                    value = round(rng.uniform(50, 120), 1)
                    saved = store.save({"kind": "weight", "weight": {"date": date, "weight": value, "unit": "kg"}})
                    weight_ids[date] = saved["weight"]["id"]
                    model["weight"][date] = value
                elif op < 0.8 and model["weight"]:
                    date = rng.choice(sorted(model["weight"]))
                    store.remove({"kind": "weight", "id": weight_ids[date]})
                    del model["weight"][date]
                else:
                    date = rng.choice(days).isoformat()
                    amount = rng.randrange(0, 900)
                    store.save({"kind": "calories", "calories": {"date": date, "amount": amount}})
                    model["calories"][date] = model["calories"].get(date, 0) + amount
            except lift.BusyError:
                continue   # refused, so the model does not change either


def _process_main(path: str, worker: int, queue: "multiprocessing.Queue[object]") -> None:
    model = _model()
    try:
        _work(path, worker, model)
    except BaseException as exc:  # noqa: BLE001 - reported by the parent, which must not wait
        queue.put(repr(exc))
        return
    queue.put(model)


def _store_state(path: Path) -> Dict[str, Dict]:
    with lift.Store(path) as store:
        exercises = store.load({"kind": "exercise", "limit": 10000})["items"]
        body = store.load({"kind": "body_log"})
    calories: Dict[str, int] = {}
    for entry in body["calories"]:
        calories[entry["date"]] = calories.get(entry["date"], 0) + entry["amount"]
    return {
        "exercise": {e["id"]: e["name"] for e in exercises},
        "weight": {w["date"]: w["weight"] for w in body["weight"]},
        "calories": calories,
    }


def test_store_threads_and_processes_mixed_kinds_equal_the_model(store_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Spawned children must find the same `lift` and this module.
    pkg_parent = str(Path(lift.__file__).resolve().parent.parent)
    here = str(Path(__file__).resolve().parent)
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(p for p in [pkg_parent, here, os.environ.get("PYTHONPATH", "")] if p))
    lift.Store(store_path).close()   # create the file once, before the workers race
    models: List[Dict[str, Dict]] = []
    thread_models = [_model() for _ in range(3)]
    errors: List[BaseException] = []

    def run(worker: int) -> None:
        try:
            _work(str(store_path), worker, thread_models[worker])
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    ctx = multiprocessing.get_context("spawn")
    queue = ctx.Queue()
    processes = [ctx.Process(target=_process_main, args=(str(store_path), w, queue)) for w in (3, 4)]
    for p in processes:
        p.start()
    threads = [threading.Thread(target=run, args=(w,)) for w in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    models.extend(thread_models)
    for _ in processes:
        got = queue.get(timeout=300)
        if isinstance(got, str):
            errors.append(RuntimeError(got))
        else:
            models.append(got)
    for p in processes:
        p.join(timeout=60)
        assert p.exitcode == 0
    assert not errors, errors

    expected = _model()
    for m in models:
        for kind in expected:
            expected[kind].update(m[kind])
    actual = _store_state(store_path)
    assert actual["exercise"] == expected["exercise"]
    assert actual["weight"] == expected["weight"]
    assert actual["calories"] == expected["calories"]
    assert sum(len(m["exercise"]) for m in models) == len(actual["exercise"])
