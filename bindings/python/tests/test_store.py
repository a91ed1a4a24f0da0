"""lift.Store lifecycle: open, options, close, context manager, reopen."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

import lift
from helpers import exercise, snapshot


def test_store_open_new_path_creates_file_and_reports_store(store_path: Path) -> None:
    with lift.Store(store_path) as s:
        assert store_path.exists()
        assert not s.closed and s.handle
        info = s.info["store"]
        assert info["path"].endswith("test.lift")
        assert isinstance(info["schema"], dict)


def test_store_context_manager_exit_closes_store(store_path: Path) -> None:
    with lift.Store(store_path) as s:
        pass
    assert s.closed and s.handle is None


def test_store_context_manager_exception_closes_store_and_propagates(store_path: Path) -> None:
    with pytest.raises(RuntimeError):
        with lift.Store(store_path) as s:
            raise RuntimeError("boom")
    assert s.closed


def test_store_close_twice_second_is_noop(store_path: Path) -> None:
    s = lift.Store(store_path)
    s.close()
    s.close()
    assert s.closed


def test_store_use_after_close_raises_misuse(store_path: Path) -> None:
    s = lift.Store(store_path)
    s.close()
    for verb in ("save", "load", "remove", "route"):
        with pytest.raises(lift.MisuseError) as info:
            getattr(s, verb)({"kind": "exercise", "id": "x"})
        assert info.value.status == -2 and info.value.code == "misuse"


def test_store_reopen_after_close_keeps_records(store_path: Path) -> None:
    with lift.Store(store_path) as s:
        saved = exercise(s, "Bench press", tags=["chest"])
    with lift.Store(store_path) as s:
        assert s.load({"kind": "exercise", "id": saved["id"]})["exercise"] == saved


def test_store_default_durability_save_survives_reopen(store_path: Path) -> None:
    # Default options (durability "full"): no options JSON at all.
    with lift.Store(store_path) as s:
        assert s.options == {}
        saved = [exercise(s, f"Full {i}") for i in range(20)]
    with lift.Store(store_path) as s:
        for rec in saved:
            assert s.load({"kind": "exercise", "id": rec["id"]})["exercise"] == rec


@pytest.mark.parametrize(
    "options",
    [
        {"durability": "full"},
        {"durability": "normal"},
        {"busy_timeout_ms": 0},
        {"busy_timeout_ms": 600000},
        {"create": True},
        {"read_only": False},
        {"durability": "normal", "busy_timeout_ms": 250, "create": True, "read_only": False},
    ],
)
def test_store_open_valid_options_succeeds(store_path: Path, options: dict) -> None:
    with lift.Store(store_path, **options) as s:
        exercise(s, "Squat")


@pytest.mark.parametrize("options", [{"create": False}, {"read_only": True}], ids=["create-false", "read-only"])
def test_store_open_missing_file_no_create_raises_not_found_no_store_file(tmp_path: Path, options: dict) -> None:
    path = tmp_path / "missing.lift"
    with pytest.raises(lift.NotFoundError) as info:
        lift.Store(path, **options)
    assert info.value.status == -4 and info.value.code == "no_store_file", repr(info.value)
    assert list(tmp_path.iterdir()) == []


def test_store_open_create_false_existing_file_succeeds(store_path: Path) -> None:
    with lift.Store(store_path) as s:
        saved = exercise(s, "Deadlift")
    with lift.Store(store_path, create=False) as s:
        assert s.load({"kind": "exercise", "id": saved["id"]})["exercise"]["name"] == "Deadlift"


def test_store_read_only_save_raises_and_leaves_records(store_path: Path) -> None:
    with lift.Store(store_path) as s:
        exercise(s, "Row")
        before = snapshot(s)
    with lift.Store(store_path, read_only=True) as s:
        assert snapshot(s) == before
        with pytest.raises(lift.LiftError) as info:
            exercise(s, "Press")
        assert info.value.status < 0
        assert snapshot(s) == before


def test_store_two_handles_same_file_see_each_other(store_path: Path) -> None:
    with lift.Store(store_path, durability="normal") as a, lift.Store(store_path, durability="normal") as b:
        saved = exercise(a, "Lunge")
        assert b.load({"kind": "exercise", "id": saved["id"]})["exercise"] == saved
        other = exercise(b, "Dip")
        assert a.load({"kind": "exercise", "id": other["id"]})["exercise"] == other


def test_store_close_while_threads_call_no_crash(store_path: Path) -> None:
    s = lift.Store(store_path, durability="normal")
    exercise(s, "Curl")
    errors: list = []
    stop = threading.Event()

    def worker() -> None:
        while not stop.is_set():
            try:
                s.load({"kind": "exercise"})
            except lift.MisuseError:
                return  # closed under us: the expected outcome
            except Exception as exc:  # pragma: no cover - reported below
                errors.append(exc)
                return

    threads = [threading.Thread(target=worker) for _ in range(4)]
    for t in threads:
        t.start()
    s.close()
    stop.set()
    for t in threads:
        t.join(10)
    assert not errors, errors
