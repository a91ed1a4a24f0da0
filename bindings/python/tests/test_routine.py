"""kind "routine": round trips and every lift-me sad path (docs/API.md)."""

from __future__ import annotations

import json
import uuid

import pytest

import lift
from helpers import exercise, routine, snapshot


def test_routine_save_with_exercise_ids_then_load_round_trips(store: lift.Store) -> None:
    bench = exercise(store, "Bench press")
    dip = exercise(store, "Dip")
    saved = routine(store, "Push", [{"id": bench["id"]}, {"id": dip["id"]}])
    assert set(saved) == {"id", "name", "creation_date", "exercises"}
    assert saved["name"] == "Push"
    assert saved["exercises"] == [
        {"id": bench["id"], "name": "Bench press"},
        {"id": dip["id"], "name": "Dip"},
    ]
    assert store.load({"kind": "routine", "id": saved["id"]}) == {"kind": "routine", "routine": saved}


def test_routine_save_with_exercise_names_creates_missing_exercises(store: lift.Store) -> None:
    existing = exercise(store, "Squat")
    saved = routine(store, "Legs", [{"name": "squat"}, {"name": "Leg press"}])
    assert saved["exercises"][0]["id"] == existing["id"]
    assert saved["exercises"][1]["name"] == "Leg press"
    names = sorted(i["name"] for i in store.load({"kind": "exercise"})["items"])
    assert names == ["Leg press", "Squat"]


def test_routine_load_all_returns_items_sorted_by_name(store: lift.Store) -> None:
    routine(store, "Pull", [{"name": "Row"}])
    routine(store, "Legs", [{"name": "Squat"}])
    routine(store, "Push", [{"name": "Bench press"}])
    resp = store.load({"kind": "routine"})
    assert resp["total"] == 3
    assert [r["name"] for r in resp["items"]] == ["Legs", "Pull", "Push"]


def test_routine_save_with_id_updates_without_self_conflict(store: lift.Store) -> None:
    saved = routine(store, "Push", [{"name": "Bench press"}])
    same = store.save({"kind": "routine", "routine": {"id": saved["id"], "name": "Push", "exercises": [{"name": "Bench press"}]}})
    assert same["routine"]["id"] == saved["id"]
    renamed = store.save({"kind": "routine", "routine": {"id": saved["id"], "name": "Push day", "exercises": [{"name": "Bench press"}, {"name": "Dip"}]}})
    assert renamed["routine"]["name"] == "Push day"
    loaded = store.load({"kind": "routine", "id": saved["id"]})["routine"]
    assert [e["name"] for e in loaded["exercises"]] == ["Bench press", "Dip"]
    assert store.load({"kind": "routine"})["total"] == 1


def test_routine_remove_by_id_removes_it_and_keeps_exercises(store: lift.Store) -> None:
    saved = routine(store, "Push", [{"name": "Bench press"}])
    assert store.remove({"kind": "routine", "id": saved["id"]}) == {"kind": "routine", "removed": 1}
    with pytest.raises(lift.NotFoundError):
        store.load({"kind": "routine", "id": saved["id"]})
    assert [e["name"] for e in store.load({"kind": "exercise"})["items"]] == ["Bench press"]


def test_routine_remove_unknown_id_changes_nothing(store: lift.Store) -> None:
    routine(store, "Push", [{"name": "Bench press"}])
    before = snapshot(store)
    try:
        resp = store.remove({"kind": "routine", "id": str(uuid.uuid4())})
        assert resp == {"kind": "routine", "removed": 0}
    except lift.NotFoundError:
        pass
    assert snapshot(store) == before


def test_routine_save_different_order_same_exercises_succeeds(store: lift.Store) -> None:
    routine(store, "A", [{"name": "Squat"}, {"name": "Bench press"}])
    other = routine(store, "B", [{"name": "Bench press"}, {"name": "Squat"}])
    assert other["name"] == "B"


# ---- lift-me sad paths ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "body",
    [{}, {"name": "", "exercises": []}, {"exercises": []}, {"name": ""}],
    ids=["no-fields", "empty-name-and-list", "empty-list-only", "empty-name-only"],
)
def test_routine_save_empty_raises_invalid_request_empty_routine(store: lift.Store, body: dict) -> None:
    before = snapshot(store)
    with pytest.raises(lift.InvalidRequestError) as info:
        store.save({"kind": "routine", "routine": body})
    err = info.value
    assert err.status == -1 and err.code == "empty_routine", repr(err)
    assert err.message == "cannot save an empty routine"
    assert snapshot(store) == before


def test_routine_save_same_name_raises_conflict_duplicate_routine_name(store: lift.Store) -> None:
    routine(store, "Push", [{"name": "Bench press"}])
    before = snapshot(store)
    with pytest.raises(lift.ConflictError) as info:
        routine(store, "Push", [{"name": "Squat"}])
    err = info.value
    assert err.status == -3 and err.code == "duplicate_routine_name", repr(err)
    assert err.details.get("name") == "Push"
    # Same transaction: the exercise "Squat" named by the refused routine was not created.
    assert snapshot(store) == before


def test_routine_save_same_exercises_other_name_raises_duplicate_routine_exercises(store: lift.Store) -> None:
    routine(store, "Push", [{"name": "Bench press"}, {"name": "Dip"}])
    before = snapshot(store)
    with pytest.raises(lift.ConflictError) as info:
        routine(store, "Chest day", [{"name": "Bench press"}, {"name": "Dip"}])
    err = info.value
    assert err.status == -3 and err.code == "duplicate_routine_exercises", repr(err)
    assert err.details.get("name") == "Push"
    assert snapshot(store) == before


def test_routine_save_same_name_and_exercises_raises_duplicate_routine_exercises(store: lift.Store) -> None:
    routine(store, "Push", [{"name": "Bench press"}])
    before = snapshot(store)
    with pytest.raises(lift.ConflictError) as info:
        routine(store, "Push", [{"name": "Bench press"}])
    err = info.value
    assert err.code == "duplicate_routine_exercises", repr(err)
    assert err.details.get("name") == "Push"
    assert snapshot(store) == before


def test_routine_load_unknown_id_raises_not_found(store: lift.Store) -> None:
    missing = str(uuid.uuid4())
    with pytest.raises(lift.NotFoundError) as info:
        store.load({"kind": "routine", "id": missing})
    err = info.value
    assert err.status == -4 and err.code == "not_found"
    assert err.details.get("kind") == "routine" and err.details.get("id") == missing


def test_routine_save_unknown_exercise_id_raises_not_found_naming_path(store: lift.Store) -> None:
    exercise(store, "Squat")
    before = snapshot(store)
    with pytest.raises(lift.NotFoundError) as info:
        routine(store, "Legs", [{"name": "Lunge"}, {"id": str(uuid.uuid4())}])
    err = info.value
    assert "routine.exercises[1].id" in json.dumps(err.details) + err.message, repr(err)
    # "Lunge" would have been created in the same transaction: it must not exist.
    assert snapshot(store) == before


def test_routine_save_many_items_one_transaction_all_or_nothing(store: lift.Store) -> None:
    resp = store.save({"kind": "routine", "items": [
        {"name": "A", "exercises": [{"name": "Squat"}]},
        {"name": "B", "exercises": [{"name": "Row"}]},
    ]})
    assert [r["name"] for r in resp["items"]] == ["A", "B"]
    before = snapshot(store)
    with pytest.raises(lift.ConflictError):
        store.save({"kind": "routine", "items": [
            {"name": "C", "exercises": [{"name": "Lunge"}]},
            {"name": "A", "exercises": [{"name": "Press"}]},
        ]})
    assert snapshot(store) == before


def test_routine_update_to_other_routines_exercises_raises_duplicate_routine_exercises(store: lift.Store) -> None:
    routine(store, "A", [{"name": "Squat"}])
    b = routine(store, "B", [{"name": "Row"}])
    before = snapshot(store)
    with pytest.raises(lift.ConflictError) as info:
        store.save({"kind": "routine", "routine": {"id": b["id"], "name": "B", "exercises": [{"name": "squat"}]}})
    assert info.value.code == "duplicate_routine_exercises" and info.value.details.get("name") == "A"
    assert snapshot(store) == before


def test_routine_update_to_other_routines_name_raises_duplicate_routine_name(store: lift.Store) -> None:
    routine(store, "A", [{"name": "Squat"}])
    b = routine(store, "B", [{"name": "Row"}])
    before = snapshot(store)
    with pytest.raises(lift.ConflictError) as info:
        store.save({"kind": "routine", "routine": {"id": b["id"], "name": "A", "exercises": [{"name": "Row"}]}})
    assert info.value.code == "duplicate_routine_name" and info.value.details.get("name") == "A"
    assert snapshot(store) == before


def test_routine_save_exercise_name_trimmed_other_case_reuses_exercise(store: lift.Store) -> None:
    squat = exercise(store, "Squat")
    saved = routine(store, "Legs", [{"name": "  sQuAt  "}])
    assert saved["exercises"] == [{"id": squat["id"], "name": "Squat"}]
    assert store.load({"kind": "exercise"})["total"] == 1


def test_routine_update_keeps_creation_date(store: lift.Store) -> None:
    saved = routine(store, "Push", [{"name": "Bench press"}])
    updated = store.save({"kind": "routine", "routine": {"id": saved["id"], "name": "Push 2", "exercises": [{"name": "Dip"}]}})
    assert updated["routine"]["creation_date"] == saved["creation_date"]
