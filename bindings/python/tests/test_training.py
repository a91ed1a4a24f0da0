"""Training kinds from Python: routine_record, active_record, exercise_history, personal_record,
workout, completion, weekly_goal and stats, incl. their sad paths as exceptions (docs/API.md)."""

from __future__ import annotations

import datetime as dt
import os
import subprocess
import sys
import uuid
from typing import Any, Dict, List

import pytest

import lift
from helpers import PKG_PARENT, exercise, routine


def sets(*pairs: Any, unit: str = "kg") -> List[Dict[str, Any]]:
    return [{"rep_count": r, "weight": w, "unit": unit} for r, w in pairs]


def save_record(store: lift.Store, exercise_records: List[Dict[str, Any]], **fields: Any) -> Dict[str, Any]:
    body = {"exercise_records": exercise_records, **fields}
    return store.save({"kind": "routine_record", "routine_record": body})["routine_record"]


def today() -> dt.date:
    return dt.datetime.now(dt.timezone.utc).date()


# routine_record


def test_routine_record_save_load_update_remove_round_trips(store: lift.Store) -> None:
    bench = exercise(store, "Bench press")
    saved = save_record(store, [{"exercise_id": bench["id"], "set_records": sets((5, 100), (5, 102.5))}], note="heavy")
    assert saved["note"] == "heavy" and saved["routine_id"] is None
    assert [s["weight"] for s in saved["exercise_records"][0]["set_records"]] == [100, 102.5]
    assert store.load({"kind": "routine_record", "id": saved["id"]})["routine_record"] == saved

    squat = exercise(store, "Squat")
    updated = save_record(store, [{"exercise_id": squat["id"], "set_records": sets((3, 140))}], id=saved["id"])
    assert updated["creation_date"] == saved["creation_date"]
    assert [e["exercise_id"] for e in updated["exercise_records"]] == [squat["id"]], "replaced as a whole"

    assert store.remove({"kind": "routine_record", "id": saved["id"]})["removed"] == 1
    with pytest.raises(lift.NotFoundError):
        store.load({"kind": "routine_record", "id": saved["id"]})


def test_routine_record_load_by_routine_and_range_is_newest_first_and_paged(store: lift.Store) -> None:
    bench = exercise(store, "Bench press")
    push = routine(store, "Push", [{"id": bench["id"]}])
    for day in ("2026-11-02", "2026-11-03", "2026-11-04"):
        save_record(store, [{"exercise_id": bench["id"], "set_records": sets((5, 100))}],
                    routine_id=push["id"], creation_date=f"{day}T08:00:00Z")
    save_record(store, [{"exercise_id": bench["id"], "set_records": sets((5, 100))}], creation_date="2026-11-03T09:00:00Z")

    page = store.load({"kind": "routine_record", "routine_id": push["id"], "limit": 2, "offset": 0})
    assert page["total"] == 3
    assert [r["creation_date"][:10] for r in page["items"]] == ["2026-11-04", "2026-11-03"]
    rest = store.load({"kind": "routine_record", "routine_id": push["id"], "limit": 2, "offset": 2})
    assert [r["creation_date"][:10] for r in rest["items"]] == ["2026-11-02"]
    ranged = store.load({"kind": "routine_record", "from": "2026-11-03T00:00:00Z", "to": "2026-11-04T00:00:00Z"})
    assert ranged["total"] == 2


def test_routine_record_sad_paths_raise_naming_the_field(store: lift.Store) -> None:
    bench = exercise(store, "Bench press")
    with pytest.raises(lift.InvalidRequestError) as empty:
        save_record(store, [])
    assert empty.value.code == "empty_routine_record"
    assert empty.value.details["path"] == "routine_record.exercise_records"

    with pytest.raises(lift.InvalidRequestError) as no_sets:
        save_record(store, [{"exercise_id": bench["id"], "set_records": []}])
    assert no_sets.value.code == "empty_exercise_record"

    missing = str(uuid.uuid4())
    with pytest.raises(lift.NotFoundError) as unknown:
        save_record(store, [{"exercise_id": bench["id"], "set_records": sets((1, 1))},
                            {"exercise_id": missing, "set_records": sets((1, 1))}])
    assert unknown.value.details["path"] == "routine_record.exercise_records[1].exercise_id"

    with pytest.raises(lift.InvalidRequestError) as no_reps:
        save_record(store, [{"exercise_id": bench["id"], "set_records": [{"weight": 100, "unit": "kg"}]}])
    assert no_reps.value.details["path"] == "routine_record.exercise_records[0].set_records[0].rep_count"
    assert store.load({"kind": "routine_record"})["total"] == 0


def test_removing_a_routine_keeps_its_records_unlinked(store: lift.Store) -> None:
    bench = exercise(store, "Bench press")
    push = routine(store, "Push", [{"id": bench["id"]}])
    record = save_record(store, [{"exercise_id": bench["id"], "set_records": sets((5, 100))}], routine_id=push["id"])
    store.remove({"kind": "routine", "id": push["id"]})
    assert store.load({"kind": "routine_record", "id": record["id"]})["routine_record"]["routine_id"] is None


# active_record and routine_from_record


def test_active_record_from_routine_grows_finishes_and_load_reads_then_clears(store: lift.Store) -> None:
    bench, dip = exercise(store, "Bench press"), exercise(store, "Dip")
    push = routine(store, "Push", [{"id": dip["id"]}, {"id": bench["id"]}])
    assert store.load({"kind": "active_record"})["active_record"] is None

    active = store.save({"kind": "active_record", "from_routine_id": push["id"]})["active_record"]
    assert [e["exercise_id"] for e in active["exercise_records"]] == [dip["id"], bench["id"]]
    assert all(e["set_records"] == [] for e in active["exercise_records"])

    active["exercise_records"][0]["set_records"] = sets((10, 0))
    active["exercise_records"][1]["set_records"] = sets((5, 100))
    active["completion_date"] = dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    done = store.save({"kind": "active_record", "active_record": active})["active_record"]
    assert done["id"] == active["id"] and done["routine_id"] == push["id"]

    assert store.load({"kind": "active_record"})["active_record"]["id"] == done["id"]
    assert store.load({"kind": "active_record"})["active_record"] is None
    assert store.load({"kind": "routine_record", "id": done["id"]})["routine_record"]["completion_date"] is not None


def test_active_record_saved_twice_replaces_the_earlier_one(store: lift.Store) -> None:
    first = store.save({"kind": "active_record", "active_record": {"exercise_records": []}})["active_record"]
    second = store.save({"kind": "active_record", "active_record": {"exercise_records": []}})["active_record"]
    assert first["id"] != second["id"]
    assert store.load({"kind": "active_record"})["active_record"]["id"] == second["id"]


def test_active_record_sad_paths_raise(store: lift.Store) -> None:
    with pytest.raises(lift.NotFoundError) as unknown:
        store.save({"kind": "active_record", "from_routine_id": str(uuid.uuid4())})
    assert unknown.value.details["path"] == "from_routine_id"
    bench = exercise(store, "Bench press")
    with pytest.raises(lift.InvalidRequestError) as unfinished:
        store.save({"kind": "active_record", "active_record": {
            "completion_date": "2026-11-20T10:00:00Z", "exercise_records": [{"exercise_id": bench["id"], "set_records": []}]}})
    assert unfinished.value.code == "empty_exercise_record"
    assert store.load({"kind": "active_record"})["active_record"] is None


def test_routine_from_record_creates_routine_and_refuses_duplicates(store: lift.Store) -> None:
    bench, row = exercise(store, "Bench press"), exercise(store, "Row")
    record = save_record(store, [{"exercise_id": row["id"], "set_records": sets((8, 60))},
                                 {"exercise_id": bench["id"], "set_records": sets((5, 90))}])
    made = store.save({"kind": "routine_from_record", "routine_from_record": {"record_id": record["id"], "name": "Upper"}})
    assert [e["id"] for e in made["routine"]["exercises"]] == [row["id"], bench["id"]]
    assert made["routine_record"]["routine_id"] == made["routine"]["id"]

    again = save_record(store, [{"exercise_id": row["id"], "set_records": sets((8, 60))},
                                {"exercise_id": bench["id"], "set_records": sets((5, 90))}])
    with pytest.raises(lift.ConflictError) as same_exercises:
        store.save({"kind": "routine_from_record", "routine_from_record": {"record_id": again["id"], "name": "Other"}})
    assert same_exercises.value.code == "duplicate_routine_exercises"
    row_only = save_record(store, [{"exercise_id": row["id"], "set_records": sets((8, 60))}])
    with pytest.raises(lift.ConflictError) as same_name:
        store.save({"kind": "routine_from_record", "routine_from_record": {"record_id": row_only["id"], "name": "upper"}})
    assert same_name.value.code == "duplicate_routine_name"


# exercise_history and personal_record


def test_exercise_history_is_newest_first_and_converts_on_request(store: lift.Store) -> None:
    bench = exercise(store, "Bench press")
    save_record(store, [{"exercise_id": bench["id"], "set_records": sets((5, 100))}], creation_date="2026-11-02T08:00:00Z")
    save_record(store, [{"exercise_id": bench["id"], "set_records": sets((5, 225), (3, 245), unit="lb")}],
                creation_date="2026-11-05T08:00:00Z")
    hist = store.load({"kind": "exercise_history", "exercise_id": bench["id"]})
    assert hist["total"] == 2
    assert [i["creation_date"][:10] for i in hist["items"]] == ["2026-11-05", "2026-11-02"]
    assert [s["weight"] for s in hist["items"][0]["set_records"]] == [225, 245], "as entered, oldest set first"
    kg = store.load({"kind": "exercise_history", "exercise_id": bench["id"], "unit": "kg"})
    assert kg["items"][0]["set_records"][0]["weight"] == round(225 * 0.45359237, 2)  # derived: 0.01
    assert kg["items"][0]["set_records"][0]["unit"] == "kg"


def test_personal_record_brzycki_heaviest_reps_and_volume_with_their_records(store: lift.Store) -> None:
    bench = exercise(store, "Bench press")
    strong = save_record(store, [{"exercise_id": bench["id"], "set_records": sets((5, 100), (1, 115))}])
    endurance = save_record(store, [{"exercise_id": bench["id"], "set_records": sets((40, 40), (12, 70))}])
    pr = store.load({"kind": "personal_record", "exercise_id": bench["id"], "unit": "kg"})["personal_record"]
    assert pr["estimated_one_rep_max"]["value"] == pytest.approx(115.0)  # 100x5 -> 112.5; 115x1 -> 115
    assert pr["estimated_one_rep_max"]["record_id"] == strong["id"]
    assert pr["heaviest_weight"]["value"] == 115
    assert pr["most_reps"]["value"] == 40 and pr["most_reps"]["record_id"] == endurance["id"]
    assert pr["best_set_volume"]["value"] == 1600  # 40 x 40, the 40-rep set never divides by zero
    in_lb = store.load({"kind": "personal_record", "exercise_id": bench["id"], "unit": "lb"})["personal_record"]
    assert in_lb["heaviest_weight"]["value"] == round(115 / 0.45359237, 2)


def test_personal_record_sad_paths_raise(store: lift.Store) -> None:
    with pytest.raises(lift.NotFoundError):
        store.load({"kind": "personal_record", "exercise_id": str(uuid.uuid4())})
    bench = exercise(store, "Bench press")
    with pytest.raises(lift.InvalidRequestError) as bad_unit:
        store.load({"kind": "personal_record", "exercise_id": bench["id"], "unit": "stone"})
    assert bad_unit.value.details["path"] == "unit"
    empty = store.load({"kind": "personal_record", "exercise_id": bench["id"]})["personal_record"]
    assert empty["estimated_one_rep_max"] is None and empty["heaviest_weight"] is None


# workout catalog, completion, weekly goal, stats


def test_workout_catalog_has_forty_built_ins_with_compendium_mets(store: lift.Store) -> None:
    items = store.load({"kind": "workout"})["items"]
    built_in = [w for w in items if w["built_in"]]
    assert len(built_in) >= 40
    assert {w["category"] for w in built_in} == {"strength", "cardio", "mobility"}
    for w in built_in:
        assert w["instructions"] and w["muscles"] and len(w["compendium_code"]) == 5, w["name"]
    by_name = {w["name"]: w for w in built_in}
    assert (by_name["Jogging"]["met"], by_name["Jogging"]["compendium_code"]) == (7.0, "12020")
    assert (by_name["Punching bag"]["met"], by_name["Punching bag"]["compendium_code"]) == (5.5, "15110")


def test_workout_custom_is_added_and_built_in_cannot_be_removed(store: lift.Store) -> None:
    sled = store.save({"kind": "workout", "workout": {"name": "Sled push", "category": "strength", "met": 8.0}})["workout"]
    assert sled["built_in"] is False
    jogging = next(w for w in store.load({"kind": "workout"})["items"] if w["name"] == "Jogging")
    with pytest.raises(lift.ConflictError) as built_in:
        store.remove({"kind": "workout", "id": jogging["id"]})
    assert built_in.value.code == "built_in_workout"
    with pytest.raises(lift.ConflictError):
        store.save({"kind": "workout", "workout": {"name": "jogging", "category": "cardio", "met": 7.0}})
    assert store.remove({"kind": "workout", "id": sled["id"]})["removed"] == 1


def test_completion_calories_use_logged_weight_or_the_70kg_default(store: lift.Store) -> None:
    jogging = next(w for w in store.load({"kind": "workout"})["items"] if w["name"] == "Jogging")
    before = store.save({"kind": "completion", "completion": {
        "workout_id": jogging["id"], "duration": 1800, "date": "2026-11-01T08:00:00Z"}})["completion"]
    assert before["body_weight_kg"] == 70 and before["calories"] == pytest.approx(7.0 * 70 * 0.5)
    store.save({"kind": "weight", "weight": {"date": "2026-11-05", "weight": 200, "unit": "lb"}})
    after = store.save({"kind": "completion", "completion": {
        "workout_id": jogging["id"], "duration": 3600, "date": "2026-11-06T08:00:00Z"}})["completion"]
    assert after["body_weight_kg"] == round(200 * 0.45359237, 2)  # derived: kg to 0.01, kcal to 0.1
    assert after["calories"] == round(7.0 * 200 * 0.45359237, 1)
    ranged = store.load({"kind": "completion", "from": "2026-11-06T00:00:00Z", "to": "2026-11-07T00:00:00Z"})
    assert [c["id"] for c in ranged["items"]] == [after["id"]]
    with pytest.raises(lift.InvalidRequestError) as zero:
        store.save({"kind": "completion", "completion": {"workout_id": jogging["id"], "duration": 0}})
    assert zero.value.details["path"] == "completion.duration"
    with pytest.raises(lift.NotFoundError):
        store.save({"kind": "completion", "completion": {"workout_id": str(uuid.uuid4()), "duration": 60}})


def test_stats_week_counts_completions_and_records_with_goal_and_streak(store: lift.Store) -> None:
    jogging = next(w for w in store.load({"kind": "workout"})["items"] if w["name"] == "Jogging")
    day = today()
    for back in (0, 1):
        date = (day - dt.timedelta(days=back)).isoformat()
        store.save({"kind": "completion", "completion": {"workout_id": jogging["id"], "duration": 1800, "date": f"{date}T00:30:00Z"}})
    bench = exercise(store, "Bench press")
    save_record(store, [{"exercise_id": bench["id"], "set_records": sets((5, 100), (5, 100))}],
                creation_date=f"{day.isoformat()}T00:10:00Z", completion_date=f"{day.isoformat()}T00:40:00Z")
    assert store.load({"kind": "weekly_goal"})["weekly_goal"] is None
    store.save({"kind": "weekly_goal", "weekly_goal": {"workouts": 4}})

    s = store.load({"kind": "stats", "period": "day", "date": day.isoformat()})["stats"]
    assert (s["workouts_completed"], s["sets_performed"], s["total_volume_kg"]) == (2, 2, 1000)
    assert s["calories_burned"] == pytest.approx(245)
    assert s["hours_trained"] == pytest.approx(1.0)
    assert s["weekly_goal"] == 4 and s["current_streak"] == 2
    week = store.load({"kind": "stats", "period": "week", "date": day.isoformat()})["stats"]
    monday = day - dt.timedelta(days=day.weekday())
    assert (week["from"], week["to"]) == (monday.isoformat(), (monday + dt.timedelta(days=6)).isoformat())
    assert week["weekly_goal_progress"] == 2 + (1 if day.weekday() > 0 else 0)
    assert week["weekly_goal_hours"] == pytest.approx(1.0 + (0.5 if day.weekday() > 0 else 0))
    month = store.load({"kind": "stats", "period": "month", "date": day.isoformat()})["stats"]
    assert month["from"] == day.replace(day=1).isoformat()
    custom = store.load({"kind": "stats", "period": "custom", "from": (day - dt.timedelta(days=1)).isoformat(), "to": day.isoformat()})
    assert custom["stats"]["workouts_completed"] == 3


def test_stats_and_goal_sad_paths_raise(store: lift.Store) -> None:
    with pytest.raises(lift.InvalidRequestError) as no_to:
        store.load({"kind": "stats", "period": "custom", "from": "2026-11-01"})
    assert no_to.value.details["path"] == "to"
    with pytest.raises(lift.InvalidRequestError):
        store.load({"kind": "stats", "period": "custom", "from": "2026-11-02", "to": "2026-11-01"})
    with pytest.raises(lift.InvalidRequestError):
        store.load({"kind": "stats", "period": "fortnight"})
    with pytest.raises(lift.InvalidRequestError) as goal:
        store.save({"kind": "weekly_goal", "weekly_goal": {"workouts": 0}})
    assert goal.value.details["path"] == "weekly_goal.workouts"


# the example


def test_training_example_runs_alone_and_exits_zero(tmp_path: Any) -> None:
    script = PKG_PARENT / "examples" / "training.py"
    env = dict(os.environ)
    for run in range(2):  # a second run on the same store reuses the routine
        out = subprocess.run([sys.executable, str(script), str(tmp_path / "training.lift")],
                             capture_output=True, text=True, env=env, timeout=120)
        assert out.returncode == 0, out.stderr
        assert "est. 1RM" in out.stdout and "streak" in out.stdout
