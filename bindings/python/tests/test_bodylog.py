"""The body log through the Python binding (seed 001, issue 3): weight, calories, steps, goal,
series, erase, CSV import and export, and the sad paths as Python exceptions (docs/API.md)."""

from __future__ import annotations

import datetime
from typing import Any, Dict, List

import pytest

import lift

LB = 0.45359237  # kg per lb, exactly


def day(offset: int) -> str:
    """A day relative to today (UTC, the store's clock)."""
    return (datetime.datetime.now(datetime.timezone.utc).date() + datetime.timedelta(days=offset)).isoformat()


def weight(store: lift.Store, date: str, value: float, unit: str = "kg", **extra: Any) -> Dict[str, Any]:
    return store.save({"kind": "weight", "weight": {"date": date, "weight": value, "unit": unit, **extra}})


def weights(store: lift.Store, **query: Any) -> Dict[str, Any]:
    return store.load({"kind": "weight", **query})


def dates(items: List[Dict[str, Any]]) -> List[str]:
    return [i["date"] for i in items]


# -- weight: save ------------------------------------------------------------------------------


def test_weight_save_newDay_returnsEntryWithIdAndCreated(store: lift.Store) -> None:
    reply = weight(store, "2024-03-01", 80.5, note="morning")
    assert reply["created"] is True
    saved = reply["weight"]
    assert {k: saved[k] for k in ("date", "weight", "unit", "note")} == {
        "date": "2024-03-01", "weight": 80.5, "unit": "kg", "note": "morning"}
    assert isinstance(saved["id"], str) and saved["id"]


def test_weight_save_sameDayTwice_updatesThatDayWithSameId(store: lift.Store) -> None:
    first = weight(store, "2024-03-01", 80)["weight"]
    second = weight(store, "2024-03-01", 176.5, "lb")
    assert second["created"] is False
    assert second["weight"]["id"] == first["id"]
    assert weights(store)["total"] == 1
    assert weights(store, id=first["id"])["weight"]["unit"] == "lb"


def test_weight_save_bulkItems_answersCountsAndIdsInOrder(store: lift.Store) -> None:
    existing = weight(store, "2024-03-02", 80)["weight"]["id"]
    items = [{"date": f"2024-03-0{d}", "weight": 80 + d, "unit": "kg"} for d in (1, 2, 3)]
    reply = store.save({"kind": "weight", "items": items})
    assert (reply["saved"], reply["created"], reply["updated"]) == (3, 2, 1)
    assert len(reply["ids"]) == 3 and reply["ids"][1] == existing
    assert weights(store, id=reply["ids"][2])["weight"]["weight"] == 83


def test_weight_save_bulkOneBadItem_raisesNamingItAndSavesNothing(store: lift.Store) -> None:
    items = [{"date": "2024-03-01", "weight": 80, "unit": "kg"}, {"date": "2024-03-02", "weight": -1, "unit": "kg"}]
    with pytest.raises(lift.InvalidRequestError) as err:
        store.save({"kind": "weight", "items": items})
    assert err.value.details["path"] == "items[1].weight"
    assert weights(store)["total"] == 0


@pytest.mark.parametrize("value, unit, date, path", [
    (0, "kg", "2024-03-01", "weight.weight"),
    (-3, "kg", "2024-03-01", "weight.weight"),
    (1001, "kg", "2024-03-01", "weight.weight"),
    (2205, "lb", "2024-03-01", "weight.weight"),  # 1000.2 kg
    ("80", "kg", "2024-03-01", "weight.weight"),
    (80, "stone", "2024-03-01", "weight.unit"),
    (80, "kg", "2024-02-30", "weight.date"),
    (80, "kg", "2024-3-1", "weight.date"),
    (80, "kg", "2999-01-01", "weight.date"),
])
def test_weight_save_sadPath_raisesInvalidRequestNamingFieldAndSavesNothing(
        store: lift.Store, value: Any, unit: str, date: str, path: str) -> None:
    with pytest.raises(lift.InvalidRequestError) as err:
        weight(store, date, value, unit)
    assert err.value.details["path"] == path
    assert weights(store)["total"] == 0


def test_weight_save_afterTomorrow_refusedButTomorrowAccepted(store: lift.Store) -> None:
    assert weight(store, day(1), 80)["created"] is True
    with pytest.raises(lift.InvalidRequestError) as err:
        weight(store, day(2), 80)
    assert err.value.code == "date_in_future"


def test_weight_save_unknownField_raisesNamingIt(store: lift.Store) -> None:
    with pytest.raises(lift.InvalidRequestError) as err:
        weight(store, "2024-03-01", 80, mood="good")
    assert err.value.code == "unknown_field"


def test_weight_save_idMovedOntoTakenDay_raisesConflictNamingDate(store: lift.Store) -> None:
    weight(store, "2024-03-01", 80)
    other = weight(store, "2024-03-02", 81)["weight"]
    with pytest.raises(lift.ConflictError) as err:
        store.save({"kind": "weight", "weight": {"id": other["id"], "date": "2024-03-01", "weight": 81, "unit": "kg"}})
    assert err.value.code == "weight_day_taken"
    assert err.value.details["path"] == "weight.date"


# -- weight: load ------------------------------------------------------------------------------


def test_weight_load_emptyLog_emptyListsNeverAnError(store: lift.Store) -> None:
    assert weights(store) == {"kind": "weight", "items": [], "total": 0}
    assert weights(store, latest=True)["items"] == []
    assert weights(store, **{"from": "2024-01-01", "to": "2024-12-31"})["total"] == 0


def test_weight_load_latestRangeAllPaged_newestFirst(store: lift.Store) -> None:
    store.save({"kind": "weight", "items": [
        {"date": f"2024-03-{d:02d}", "weight": 80 - d / 10, "unit": "kg"} for d in range(1, 8)]})
    assert dates(weights(store, latest=True)["items"]) == ["2024-03-07"]
    everything = weights(store)
    assert everything["total"] == 7 and dates(everything["items"])[0] == "2024-03-07"
    ranged = weights(store, **{"from": "2024-03-02", "to": "2024-03-04"})
    assert ranged["total"] == 3 and dates(ranged["items"]) == ["2024-03-04", "2024-03-03", "2024-03-02"]
    page = weights(store, limit=2, offset=2)
    assert page["total"] == 7 and dates(page["items"]) == ["2024-03-05", "2024-03-04"]
    assert dates(weights(store, date="2024-03-05")["items"]) == ["2024-03-05"]


def test_weight_load_unknownId_raisesNotFound(store: lift.Store) -> None:
    saved = weight(store, "2024-03-01", 80)["weight"]
    store.remove({"kind": "weight", "id": saved["id"]})
    with pytest.raises(lift.NotFoundError):
        weights(store, id=saved["id"])


def test_weight_load_toBeforeFrom_raisesNamingTo(store: lift.Store) -> None:
    with pytest.raises(lift.InvalidRequestError) as err:
        weights(store, **{"from": "2024-03-02", "to": "2024-03-01"})
    assert err.value.details["path"] == "to"


def test_weight_remove_byId_removesOnlyThatEntry(store: lift.Store) -> None:
    a = weight(store, "2024-03-01", 80)["weight"]
    weight(store, "2024-03-02", 81)
    assert store.remove({"kind": "weight", "id": a["id"]})["removed"] == 1
    assert dates(weights(store)["items"]) == ["2024-03-02"]
    with pytest.raises(lift.NotFoundError):
        store.remove({"kind": "weight", "id": a["id"]})


# -- calories and steps ------------------------------------------------------------------------


def test_calories_addEntries_sumWithinTheDay(store: lift.Store) -> None:
    store.save({"kind": "calories", "calories": {"date": "2024-03-01", "amount": 500}})
    reply = store.save({"kind": "calories", "calories": {"date": "2024-03-01", "amount": 700}})
    assert reply["day_total"] == 1200
    assert store.load({"kind": "calories", "date": "2024-03-01"})["day_total"] == 1200


def test_steps_setTotal_replacesTheDaysEntries(store: lift.Store) -> None:
    store.save({"kind": "steps", "steps": {"date": "2024-03-01", "amount": 2000}})
    store.save({"kind": "steps", "steps": {"date": "2024-03-01", "amount": 3000}})
    reply = store.save({"kind": "steps", "steps": {"date": "2024-03-01", "total": 8500}})
    assert reply["day_total"] == 8500
    day_doc = store.load({"kind": "steps", "date": "2024-03-01"})
    assert day_doc["day_total"] == 8500 and len(day_doc["items"]) == 1


@pytest.mark.parametrize("kind, body, path", [
    ("calories", {"date": "2024-03-01", "amount": -1}, "calories.amount"),
    ("steps", {"date": "2024-03-01", "total": -5}, "steps.total"),
    ("steps", {"date": "2024-02-30", "amount": 5}, "steps.date"),
])
def test_counts_save_sadPath_raisesNamingField(store: lift.Store, kind: str, body: Dict[str, Any], path: str) -> None:
    with pytest.raises(lift.InvalidRequestError) as err:
        store.save({"kind": kind, kind: body})
    assert err.value.details["path"] == path
    assert store.load({"kind": kind})["total"] == 0


# -- goal and progress -------------------------------------------------------------------------


def test_goal_weightLose_progressFromLatestWeight(store: lift.Store) -> None:
    weight(store, day(-1), 80)
    saved = store.save({"kind": "goal", "goal": {"category": "weight", "target": 70, "unit": "kg", "direction": "lose"}})
    assert saved["goal"]["start"] == pytest.approx(80)
    weight(store, day(0), 75)
    progress = store.load({"kind": "goal", "category": "weight"})["goal"]["progress"]
    assert progress["current"] == 75 and progress["remaining"] == 5
    assert progress["percent"] == pytest.approx(50, abs=0.1)
    assert progress["reached"] is False and progress["on_track"] is None


def test_goal_weightWithDate_reportsOnTrack(store: lift.Store) -> None:
    store.save({"kind": "goal", "goal": {"category": "weight", "target": 70, "unit": "kg", "direction": "lose",
                                         "start": 80, "date": day(30)}})
    weight(store, day(0), 79)
    assert store.load({"kind": "goal", "category": "weight"})["goal"]["progress"]["on_track"] is True


def test_goal_dailySteps_progressIsTodaysTotal(store: lift.Store) -> None:
    store.save({"kind": "steps", "steps": {"date": day(0), "total": 5000}})
    progress = store.save({"kind": "goal", "goal": {"category": "steps", "target": 10000}})["goal"]["progress"]
    assert (progress["current"], progress["remaining"], progress["percent"]) == (5000, 5000, 50)


def test_goal_loadAllRemove_oneGoalPerCategory(store: lift.Store) -> None:
    store.save({"kind": "goal", "goal": {"category": "calories", "target": 2000}})
    store.save({"kind": "goal", "goal": {"category": "calories", "target": 1800}})
    everything = store.load({"kind": "goal"})
    assert everything["total"] == 1 and everything["items"][0]["target"] == 1800
    assert store.remove({"kind": "goal", "category": "calories"})["removed"] == 1
    with pytest.raises(lift.NotFoundError):
        store.load({"kind": "goal", "category": "calories"})


@pytest.mark.parametrize("goal, path", [
    ({"category": "sleep", "target": 8}, "goal.category"),
    ({"category": "weight", "target": 70, "unit": "kg"}, "goal.direction"),
    ({"category": "weight", "target": 0, "unit": "kg", "direction": "lose"}, "goal.target"),
    ({"category": "steps", "target": -1}, "goal.target"),
])
def test_goal_save_sadPath_raisesNamingField(store: lift.Store, goal: Dict[str, Any], path: str) -> None:
    with pytest.raises(lift.InvalidRequestError) as err:
        store.save({"kind": "goal", "goal": goal})
    assert err.value.details["path"] == path
    assert store.load({"kind": "goal"})["total"] == 0


# -- series ------------------------------------------------------------------------------------


def series(store: lift.Store, category: str, group: str, frm: str, to: str, **extra: Any) -> Dict[str, Any]:
    return store.load({"kind": "series", "category": category, "from": frm, "to": to, "group": group, **extra})


@pytest.fixture
def two_weeks(store: lift.Store) -> lift.Store:
    # Mon 2024-03-04 .. Wed 03-06 in ISO week 10 (kg), Mon 03-11 in week 11 (lb).
    store.save({"kind": "weight", "items": [
        {"date": "2024-03-04", "weight": 80, "unit": "kg"},
        {"date": "2024-03-05", "weight": 81, "unit": "kg"},
        {"date": "2024-03-06", "weight": 82, "unit": "kg"},
        {"date": "2024-03-11", "weight": 176, "unit": "lb"},
    ]})
    return store


def test_series_weightByDay_onePointPerLoggedDayInKg(two_weeks: lift.Store) -> None:
    reply = series(two_weeks, "weight", "day", "2024-03-01", "2024-03-31")
    assert [p["label"] for p in reply["points"]] == ["2024-03-04", "2024-03-05", "2024-03-06", "2024-03-11"]
    assert reply["points"][-1]["mean"] == round(176 * LB, 2)  # converted: derived, to 0.01 kg
    assert reply["overall"]["count"] == 4


def test_series_weightByISOWeekInPounds_convertsToHundredths(two_weeks: lift.Store) -> None:
    reply = series(two_weeks, "weight", "week", "2024-03-01", "2024-03-31", unit="lb")
    assert reply["unit"] == "lb"
    points = reply["points"]
    assert [p["label"] for p in points] == ["2024-W10", "2024-W11"]
    assert [p["start"] for p in points] == ["2024-03-04", "2024-03-11"]
    assert points[0]["count"] == 3
    assert points[0]["min"] == round(80 / LB, 2)
    assert points[0]["max"] == round(82 / LB, 2)
    assert points[1]["mean"] == 176  # stored in lb, asked in lb: untouched


def test_series_caloriesByMonth_sumsDayTotals(store: lift.Store) -> None:
    for date, amount in [("2024-01-05", 500), ("2024-01-05", 700), ("2024-01-20", 2000), ("2024-02-01", 1500)]:
        store.save({"kind": "calories", "calories": {"date": date, "amount": amount}})
    reply = series(store, "calories", "month", "2024-01-01", "2024-02-29")
    assert [p["label"] for p in reply["points"]] == ["2024-01", "2024-02"]
    jan = reply["points"][0]
    assert (jan["count"], jan["sum"], jan["min"], jan["max"], jan["mean"]) == (2, 3200, 1200, 2000, 1600)
    assert "unit" not in reply


def test_series_emptyRange_noPointsAndNullOverall(store: lift.Store) -> None:
    reply = series(store, "weight", "week", "2024-01-01", "2024-12-31")
    assert reply["points"] == [] and reply["overall"] is None


@pytest.mark.parametrize("extra, path", [
    ({"category": "sleep"}, "category"),
    ({"group": "year"}, "group"),
    ({"unit": "st"}, "unit"),
    ({"category": "steps", "unit": "kg"}, "unit"),
    ({"to": "2023-12-31"}, "to"),
])
def test_series_sadPath_raisesNamingField(store: lift.Store, extra: Dict[str, Any], path: str) -> None:
    request = {"kind": "series", "category": "weight", "from": "2024-01-01", "to": "2024-01-31", "group": "day", **extra}
    with pytest.raises(lift.InvalidRequestError) as err:
        store.load(request)
    assert err.value.details["path"] == path


# -- erase, export, import ---------------------------------------------------------------------


@pytest.fixture
def filled(store: lift.Store) -> lift.Store:
    store.save({"kind": "weight", "items": [{"date": "2024-03-01", "weight": 80, "unit": "kg"},
                                            {"date": "2024-03-02", "weight": 176.5, "unit": "lb", "note": "gym"}]})
    store.save({"kind": "calories", "calories": {"date": "2024-03-01", "amount": 500}})
    store.save({"kind": "steps", "steps": {"date": "2024-03-01", "total": 9000}})
    store.save({"kind": "goal", "goal": {"category": "steps", "target": 10000}})
    return store


def test_bodyLog_erase_removesEverythingInOneCallAndCounts(filled: lift.Store) -> None:
    reply = filled.remove({"kind": "body_log"})
    assert reply["removed"] == 5
    assert reply["counts"] == {"weight": 2, "calories": 1, "steps": 1, "goal": 1, "health_samples": 0}
    export = filled.load({"kind": "body_log"})
    assert all(export[k] == [] for k in ("weight", "calories", "steps", "goal"))


def test_bodyLog_eraseEmpty_zeroCounts(store: lift.Store) -> None:
    assert store.remove({"kind": "body_log"})["removed"] == 0


def test_bodyLog_eraseUnknownField_raisesAndErasesNothing(filled: lift.Store) -> None:
    with pytest.raises(lift.InvalidRequestError) as err:
        filled.remove({"kind": "body_log", "confirm": True})
    assert err.value.code == "unknown_field"
    assert weights(filled)["total"] == 2


def test_bodyLog_jsonExport_everyCategory(filled: lift.Store) -> None:
    export = filled.load({"kind": "body_log"})
    assert dates(export["weight"]) == ["2024-03-02", "2024-03-01"]
    assert export["weight"][0]["note"] == "gym"
    assert export["calories"][0]["amount"] == 500
    assert export["steps"][0]["amount"] == 9000
    assert export["goal"][0]["category"] == "steps"


def test_weightCSV_export_oldestFirstAsEntered(filled: lift.Store) -> None:
    reply = filled.load({"kind": "weight_csv"})
    assert reply["csv"] == "date,weight,unit\n2024-03-01,80,kg\n2024-03-02,176.5,lb\n"
    assert reply["total"] == 2


def test_weightCSV_exportThenImport_roundTrips(filled: lift.Store, tmp_path: Any) -> None:
    csv = filled.load({"kind": "weight_csv"})["csv"]
    with lift.Store(tmp_path / "other.lift", durability="normal") as other:
        reply = other.save({"kind": "weight_csv", "csv": csv})
        assert (reply["saved"], reply["created"], reply["updated"]) == (2, 2, 0)
        assert other.load({"kind": "weight_csv"})["csv"] == csv


def test_weightCSV_importWgerTwoColumnsCRLF_asKilograms(store: lift.Store) -> None:
    reply = store.save({"kind": "weight_csv", "csv": "Date,Weight\r\n2024-01-01,81.2\r\n2024-01-02,\"80.9\"\r\n"})
    assert reply["saved"] == 2
    latest = weights(store, latest=True)["items"][0]
    assert (latest["weight"], latest["unit"]) == (80.9, "kg")


def test_weightCSV_importBadLines_reportsEveryLineAndImportsNothing(store: lift.Store) -> None:
    csv = "\n".join([
        "date,weight,unit",
        "2024-03-01,80,kg",
        "2024-02-30,80,kg",
        "2024-03-03,abc,kg",
        "2024-03-04,80,stone",
        "2024-03-05,0,kg",
        "2024-03-06,80",
        "2999-01-01,80,kg",
        "2024-03-01,81,kg",
    ]) + "\n"
    with pytest.raises(lift.InvalidRequestError) as err:
        store.save({"kind": "weight_csv", "csv": csv})
    e = err.value
    assert e.code == "invalid_csv"
    assert (e.details["path"], e.details["line"], e.details["field"], e.details["count"]) == ("csv", 3, "date", 7)
    assert [":".join(x.split(":")[:2]) for x in e.details["errors"]] == [
        "line 3: date", "line 4: weight", "line 5: unit", "line 6: weight", "line 7: line",
        "line 8: date", "line 9: date"]
    assert weights(store)["total"] == 0


def test_weightCSV_importWrongHeader_raisesOnLineOne(store: lift.Store) -> None:
    with pytest.raises(lift.InvalidRequestError) as err:
        store.save({"kind": "weight_csv", "csv": "day,kilos\n2024-01-01,80\n"})
    assert (err.value.details["line"], err.value.details["field"]) == (1, "header")
