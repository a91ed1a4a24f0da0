"""A store opened with read_only=True: loads answer without writing, writes answer one code.

Every write on a read-only handle is UnsupportedError with code ``read_only_store`` (never the
``io`` of a disk failure), and the store file stays byte for byte the same.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import lift
from helpers import exercise, snapshot


def _bytes(path: Path) -> bytes:
    return path.read_bytes()


def test_read_only_store_league_load_never_cached_answers_built_ins(store_path: Path) -> None:
    # The leagues were never loaded read-write, so nothing is cached: the built-ins are served
    # without saving them.
    with lift.Store(store_path):
        pass
    before = _bytes(store_path)
    with lift.Store(store_path, read_only=True) as s:
        for _ in range(2):
            answer = s.load({"kind": "league"})
            assert [league["name"] for league in answer["items"]] == ["LigaPro Serie A", "LigaPro Serie B"]
            assert answer["saved_to_cache"] is False
    assert _bytes(store_path) == before


def test_read_only_store_save_and_remove_raise_read_only_store(store_path: Path) -> None:
    with lift.Store(store_path) as s:
        saved = exercise(s, "Row")
        before = snapshot(s)
    with lift.Store(store_path, read_only=True) as s:
        writes = [
            (s.save, {"kind": "exercise", "exercise": {"name": "Press"}}),
            (s.remove, {"kind": "exercise", "id": saved["id"]}),
            (s.remove, {"kind": "league", "cache": "all"}),
            (s.save, {"kind": "session", "session": {"username": "ann", "password": "correct horse"}}),
        ]
        for call, request in writes:
            with pytest.raises(lift.UnsupportedError) as info:
                call(request)
            assert info.value.code == "read_only_store"
            assert info.value.details["kind"] == request["kind"]
        assert snapshot(s) == before


def test_read_only_store_active_record_load_raises_and_keeps_record(store_path: Path) -> None:
    with lift.Store(store_path) as s:
        squat = exercise(s, "Squat")
        s.save({"kind": "active_record", "active_record": {"exercise_records": [
            {"exercise_id": squat["id"], "set_records": [{"rep_count": 5, "weight": 100, "unit": "kg"}]}]}})
    with lift.Store(store_path, read_only=True) as s:
        with pytest.raises(lift.UnsupportedError) as info:
            s.load({"kind": "active_record"})
        assert info.value.code == "read_only_store"
    with lift.Store(store_path) as s:
        assert s.load({"kind": "active_record"})["active_record"] is not None
