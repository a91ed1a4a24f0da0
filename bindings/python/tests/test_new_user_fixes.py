"""What a new user hit (issue "every kind behaves the same way", part 6): specific codes,
RFC 4180 CSV, measured calories, date rules, and weight loads in a unit."""

from __future__ import annotations

import pytest

import lift
from helpers import exercise

JOGGING = "00000000-0000-4000-8000-000000000024"


@pytest.mark.parametrize("value", [0, -1, -80.5])
def test_weight_zero_or_below_is_weight_out_of_range(store: lift.Store, value: float) -> None:
    with pytest.raises(lift.InvalidRequestError) as err:
        store.save({"kind": "weight", "weight": {"date": "2024-03-01", "weight": value, "unit": "kg"}})
    assert err.value.code == "weight_out_of_range" and err.value.details["path"] == "weight.weight"


@pytest.mark.parametrize("direction, target", [("gain", 79), ("gain", 80), ("lose", 81), ("lose", 80)])
def test_goal_target_not_ahead_of_the_latest_weight_is_refused(store: lift.Store, direction: str, target: int) -> None:
    store.save({"kind": "weight", "weight": {"date": "2024-03-01", "weight": 80, "unit": "kg"}})
    with pytest.raises(lift.InvalidRequestError) as err:
        store.save({"kind": "goal", "goal": {"category": "weight", "target": target, "unit": "kg", "direction": direction}})
    assert err.value.code == "goal_target_not_ahead" and err.value.details["direction"] == direction
    with pytest.raises(lift.NotFoundError):
        store.load({"kind": "goal", "category": "weight"})


def test_routine_name_or_exercises_missing_have_their_codes(store: lift.Store) -> None:
    with pytest.raises(lift.InvalidRequestError) as no_exercises:
        store.save({"kind": "routine", "routine": {"name": "Push", "exercises": []}})
    assert no_exercises.value.code == "routine_exercises_required"
    with pytest.raises(lift.InvalidRequestError) as no_name:
        store.save({"kind": "routine", "routine": {"name": "  ", "exercises": [{"name": "Squat"}]}})
    assert no_name.value.code == "routine_name_required" and no_name.value.details["path"] == "routine.name"
    assert store.load({"kind": "exercise"})["total"] == 0


def test_weight_csv_reads_rfc4180_quotes_and_crlf(store: lift.Store) -> None:
    csv = '"date","weight","unit"\r\n"2024-03-01","80.5","kg"\r\n2024-03-02, "81" ,"lb"\r\n'
    assert store.save({"kind": "weight_csv", "csv": csv})["saved"] == 2
    with pytest.raises(lift.InvalidRequestError) as err:
        store.save({"kind": "weight_csv", "csv": 'date,weight\n2024-03-03,"80,5"\n2024-03-04,"81\n'})
    assert err.value.details["errors"] == ["line 2: weight: not a number (the decimal mark is a dot): 80,5",
                                           "line 3: line: a quoted field is not closed"]


def test_completion_measured_calories_kept_beside_the_estimate(store: lift.Store) -> None:
    c = store.save({"kind": "completion", "completion": {"workout_id": JOGGING, "duration": 1800,
                                                         "date": "2026-11-20T07:00:00Z", "calories": 400}})["completion"]
    assert (c["calories"], c["calories_measured"]) == (400, True)
    assert c["estimated_calories"] == pytest.approx(7.0 * 70 * 0.5)
    echoed = store.save({"kind": "completion", "completion": {"workout_id": JOGGING, "duration": 600,
                                                              "date": "2026-11-21T07:00:00Z"}})["completion"]
    again = store.save({"kind": "completion", "completion": {**echoed, "duration": 1200}})["completion"]
    assert again["calories_measured"] is False and again["calories"] == round(7.0 * 70 / 3, 1)  # derived: to 0.1 kcal
    stats = store.load({"kind": "stats", "period": "custom", "from": "2026-11-20", "to": "2026-11-21"})["stats"]
    assert stats["calories_burned"] == round(400 + 7.0 * 70 / 3, 1)


@pytest.mark.parametrize("request_, path, code", [
    ({"kind": "completion", "completion": {"workout_id": JOGGING, "duration": 60, "date": "2099-01-01T00:00:00Z"}},
     "completion.date", "date_in_future"),
    ({"kind": "completion", "completion": {"workout_id": JOGGING, "duration": 60, "calories": -1}}, "completion.calories", None),
])
def test_completion_future_date_or_bad_calories_refused(store: lift.Store, request_: dict, path: str, code: str) -> None:
    with pytest.raises(lift.InvalidRequestError) as err:
        store.save(request_)
    assert err.value.details["path"] == path
    if code:
        assert err.value.code == code


def test_routine_record_future_or_completed_before_created_refused(store: lift.Store) -> None:
    squat = exercise(store, "Squat")
    records = [{"exercise_id": squat["id"], "set_records": [{"rep_count": 5, "weight": 50, "unit": "kg"}]}]
    with pytest.raises(lift.InvalidRequestError) as future:
        store.save({"kind": "routine_record", "routine_record": {"creation_date": "2099-01-01T00:00:00Z", "exercise_records": records}})
    assert future.value.code == "date_in_future" and future.value.details["path"] == "routine_record.creation_date"
    with pytest.raises(lift.InvalidRequestError) as backwards:
        store.save({"kind": "routine_record", "routine_record": {
            "creation_date": "2026-11-20T18:00:00Z", "completion_date": "2026-11-20T17:00:00Z", "exercise_records": records}})
    assert backwards.value.code == "completion_before_creation"


def test_weight_load_in_a_unit_converts_every_entry(store: lift.Store) -> None:
    store.save({"kind": "weight", "items": [{"date": "2024-03-01", "weight": 80, "unit": "kg"},
                                            {"date": "2024-03-02", "weight": 176, "unit": "lb"}]})
    items = store.load({"kind": "weight", "unit": "lb"})["items"]
    assert [(i["date"], i["unit"]) for i in items] == [("2024-03-02", "lb"), ("2024-03-01", "lb")]
    assert items[0]["weight"] == 176 and items[1]["weight"] == pytest.approx(80 / 0.45359237)


def test_steps_many_entries_on_one_day_sum_right(store: lift.Store) -> None:
    store.save({"kind": "steps", "items": [{"date": "2024-03-01", "amount": i} for i in range(1, 2001)]})
    assert store.load({"kind": "steps", "date": "2024-03-01"})["day_total"] == 2000 * 2001 // 2
