"""kind "exercise": save / load / remove round trips and its sad paths (docs/API.md)."""

from __future__ import annotations

import re
import uuid

import pytest

import lift
from helpers import exercise, routine, snapshot

RFC3339 = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z")


def _is_uuid(value: str) -> bool:
    return str(uuid.UUID(value)) == value  # lowercase canonical form


def test_exercise_save_new_returns_record_with_generated_fields(store: lift.Store) -> None:
    resp = store.save({"kind": "exercise", "exercise": {"name": "Bench press", "tags": ["chest", "push"]}})
    assert resp["kind"] == "exercise"
    rec = resp["exercise"]
    assert set(rec) == {"id", "name", "tags", "creation_date"}
    assert _is_uuid(rec["id"])
    assert rec["name"] == "Bench press"
    assert rec["tags"] == ["chest", "push"]
    assert RFC3339.fullmatch(rec["creation_date"]), rec["creation_date"]


def test_exercise_save_then_load_by_id_returns_same_record(store: lift.Store) -> None:
    saved = exercise(store, "Squat", tags=["legs"])
    loaded = store.load({"kind": "exercise", "id": saved["id"]})
    assert loaded == {"kind": "exercise", "exercise": saved}


def test_exercise_save_unicode_name_round_trips(store: lift.Store) -> None:
    saved = exercise(store, "Käsipainopunnerrus 💪 \"quoted\" \\ back")
    assert store.load({"kind": "exercise", "id": saved["id"]})["exercise"]["name"] == saved["name"]
    assert saved["name"] == "Käsipainopunnerrus 💪 \"quoted\" \\ back"


def test_exercise_load_by_name_case_insensitive_returns_record(store: lift.Store) -> None:
    saved = exercise(store, "Bench press")
    resp = store.load({"kind": "exercise", "name": "bench PRESS"})
    found = resp.get("exercise") or (resp.get("items") or [None])[0]
    assert found == saved


def test_exercise_load_all_returns_items_sorted_by_name(store: lift.Store) -> None:
    for name in ("Squat", "bench press", "Deadlift"):
        exercise(store, name)
    resp = store.load({"kind": "exercise"})
    assert resp["kind"] == "exercise" and resp["total"] == 3
    names = [item["name"] for item in resp["items"]]
    assert names == sorted(names, key=str.casefold)


def test_exercise_load_all_paged_returns_limit_and_total(store: lift.Store) -> None:
    for i in range(5):
        exercise(store, f"Ex {i}")
    first = store.load({"kind": "exercise", "limit": 2, "offset": 0})
    rest = store.load({"kind": "exercise", "limit": 10, "offset": 2})
    assert first["total"] == rest["total"] == 5
    assert len(first["items"]) == 2 and len(rest["items"]) == 3
    assert {i["id"] for i in first["items"]}.isdisjoint({i["id"] for i in rest["items"]})


def test_exercise_save_with_id_updates_record(store: lift.Store) -> None:
    saved = exercise(store, "Press")
    updated = store.save({"kind": "exercise", "exercise": {"id": saved["id"], "name": "Overhead press", "tags": ["shoulders"]}})
    assert updated["exercise"]["id"] == saved["id"]
    loaded = store.load({"kind": "exercise", "id": saved["id"]})["exercise"]
    assert loaded["name"] == "Overhead press" and loaded["tags"] == ["shoulders"]
    assert store.load({"kind": "exercise"})["total"] == 1


def test_exercise_save_many_items_saves_all(store: lift.Store) -> None:
    resp = store.save({"kind": "exercise", "items": [{"name": "A"}, {"name": "B"}, {"name": "C"}]})
    assert [i["name"] for i in resp["items"]] == ["A", "B", "C"]
    assert store.load({"kind": "exercise"})["total"] == 3


def test_exercise_save_many_with_duplicate_saves_none(store: lift.Store) -> None:
    exercise(store, "Existing")
    before = snapshot(store)
    with pytest.raises(lift.ConflictError) as info:
        store.save({"kind": "exercise", "items": [{"name": "New one"}, {"name": "existing"}]})
    assert info.value.code == "duplicate_exercise_name"
    assert snapshot(store) == before


def test_exercise_remove_by_id_removes_it(store: lift.Store) -> None:
    saved = exercise(store, "Shrug")
    assert store.remove({"kind": "exercise", "id": saved["id"]}) == {"kind": "exercise", "removed": 1}
    with pytest.raises(lift.NotFoundError):
        store.load({"kind": "exercise", "id": saved["id"]})


def test_exercise_save_taken_name_raises_conflict_with_existing_name(store: lift.Store) -> None:
    exercise(store, "Bench press")
    before = snapshot(store)
    with pytest.raises(lift.ConflictError) as info:
        exercise(store, "  bench PRESS ")
    err = info.value
    assert err.status == -3 and err.code == "duplicate_exercise_name"
    assert err.details["name"] == "Bench press"
    assert snapshot(store) == before


def test_exercise_remove_used_by_routine_raises_exercise_in_use(store: lift.Store) -> None:
    ex = exercise(store, "Bench press")
    routine(store, "Push", [{"id": ex["id"]}])
    before = snapshot(store)
    with pytest.raises(lift.ConflictError) as info:
        store.remove({"kind": "exercise", "id": ex["id"]})
    assert info.value.code == "exercise_in_use"
    assert snapshot(store) == before


def test_exercise_load_unknown_id_raises_not_found_with_details(store: lift.Store) -> None:
    missing = str(uuid.uuid4())
    with pytest.raises(lift.NotFoundError) as info:
        store.load({"kind": "exercise", "id": missing})
    err = info.value
    assert err.status == -4 and err.code == "not_found"
    assert err.details.get("kind") == "exercise" and err.details.get("id") == missing


def test_exercise_save_unknown_field_raises_invalid_request_naming_path(store: lift.Store) -> None:
    with pytest.raises(lift.InvalidRequestError) as info:
        store.save({"kind": "exercise", "exercise": {"name": "Row", "colour": "red"}})
    assert "colour" in str(info.value.details.get("path")), info.value.details
    assert store.load({"kind": "exercise"})["total"] == 0


def test_exercise_save_taken_name_other_case_unicode_raises_conflict(store: lift.Store) -> None:
    exercise(store, "Ääriasento-kyykky")
    with pytest.raises(lift.ConflictError) as info:
        exercise(store, "ÄÄRIASENTO-KYYKKY")
    assert info.value.code == "duplicate_exercise_name"


def test_exercise_load_id_of_routine_raises_not_found(store: lift.Store) -> None:
    r = routine(store, "Push", [{"name": "Bench press"}])
    with pytest.raises(lift.NotFoundError):
        store.load({"kind": "exercise", "id": r["id"]})


def test_exercise_rename_to_other_exercises_name_raises_conflict(store: lift.Store) -> None:
    exercise(store, "Squat")
    row = exercise(store, "Row")
    before = snapshot(store)
    with pytest.raises(lift.ConflictError) as info:
        store.save({"kind": "exercise", "exercise": {"id": row["id"], "name": "SQUAT"}})
    assert info.value.code == "duplicate_exercise_name" and info.value.details.get("name") == "Squat"
    assert snapshot(store) == before


def test_exercise_rename_own_name_other_case_succeeds(store: lift.Store) -> None:
    saved = exercise(store, "bench press")
    updated = store.save({"kind": "exercise", "exercise": {"id": saved["id"], "name": "Bench Press"}})["exercise"]
    assert updated["id"] == saved["id"] and updated["name"] == "Bench Press"
    assert updated["creation_date"] == saved["creation_date"]


def test_exercise_save_unknown_id_creates_it_under_that_id(store: lift.Store) -> None:
    # Ids made by the app: a save with an id the caller does not have creates the record under it.
    ident = str(uuid.uuid4())
    saved = store.save({"kind": "exercise", "exercise": {"id": ident.upper(), "name": "Fresh"}})["exercise"]
    assert saved["id"] == ident
    assert store.load({"kind": "exercise", "id": ident})["exercise"] == saved


@pytest.mark.parametrize("name", ["", "   ", "x" * 201], ids=["empty", "blank", "too-long"])
def test_exercise_save_invalid_name_raises_invalid_request(store: lift.Store, name: str) -> None:
    with pytest.raises(lift.InvalidRequestError) as info:
        exercise(store, name)
    assert info.value.details.get("path") == "exercise.name", repr(info.value)
    assert store.load({"kind": "exercise"})["total"] == 0
