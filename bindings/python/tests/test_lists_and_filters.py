"""Lists page and filter in the store (docs/API.md, "Lists and paging"): each kind's filters,
pages that slice one order with the total of the matches, and every bad limit, offset or filter."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Dict, List, Tuple

import pytest

import lift
from helpers import exercise

JOGGING = "00000000-0000-4000-8000-000000000024"


def names(reply: Dict[str, Any], key: str = "name") -> List[Any]:
    return [item[key] for item in reply["items"]]


def test_exercise_load_by_tag_and_name_prefix_pages_the_matches(store: lift.Store) -> None:
    for name, tags in [("Bench press", ["push"]), ("Bench dip", ["push"]), ("Bent-over row", ["pull"]), ("Squat", ["legs"])]:
        exercise(store, name, tags=tags)
    assert names(store.load({"kind": "exercise", "tag": "push"})) == ["Bench dip", "Bench press"]
    assert names(store.load({"kind": "exercise", "tag": "pus"})) == []
    page = store.load({"kind": "exercise", "name_prefix": " BEN", "limit": 2, "offset": 1})
    assert names(page) == ["Bench press", "Bent-over row"] and page["total"] == 3


def test_routine_load_pages_in_name_order_with_their_exercises(store: lift.Store) -> None:
    for name in ["Pull", "Legs", "Push"]:
        store.save({"kind": "routine", "routine": {"name": name, "exercises": [{"name": name + " ex"}]}})
    page = store.load({"kind": "routine", "limit": 2, "offset": 1})
    assert names(page) == ["Pull", "Push"] and page["total"] == 3
    assert [r["exercises"][0]["name"] for r in page["items"]] == ["Pull ex", "Push ex"]


def test_workout_load_filters_catalog_and_own_workouts_alike(store: lift.Store) -> None:
    store.save({"kind": "workout", "workout": {"name": "Barbell Zercher squat", "category": "strength", "met": 6.0,
                                               "muscles": ["quadriceps"], "equipment": ["barbell"]}})
    reply = store.load({"kind": "workout", "name_prefix": "barbell", "equipment": "barbell", "category": "strength"})
    assert "Barbell back squat" in names(reply)
    assert names(reply)[-1] == "Barbell Zercher squat"
    assert reply["total"] == len(reply["items"])
    assert all("quadriceps" in w["muscles"] for w in store.load({"kind": "workout", "muscle": "quadriceps"})["items"])


def test_workout_pages_across_the_catalog_end_slice_the_whole_list(store: lift.Store) -> None:
    for name in ["Zz one", "Zz two"]:
        store.save({"kind": "workout", "workout": {"name": name, "category": "cardio", "met": 5.0}})
    whole = names(store.load({"kind": "workout"}))
    pages = [names(store.load({"kind": "workout", "limit": 7, "offset": o})) for o in range(0, len(whole), 7)]
    assert [n for page in pages for n in page] == whole


def test_completion_load_by_workout_id(store: lift.Store) -> None:
    own = store.save({"kind": "workout", "workout": {"name": "Sled push", "category": "strength", "met": 8.0}})["workout"]
    for workout, day in [(JOGGING, 20), (own["id"], 21), (JOGGING, 22)]:
        store.save({"kind": "completion", "completion": {"workout_id": workout, "duration": 600, "date": f"2026-11-{day}T07:00:00Z"}})
    jogs = store.load({"kind": "completion", "workout_id": JOGGING, "limit": 1, "offset": 1})
    assert names(jogs, "date") == ["2026-11-22T07:00:00Z"] and jogs["total"] == 2


def test_routine_record_finished_filter_finds_an_abandoned_active_record(store: lift.Store) -> None:
    bench = exercise(store, "Bench press")
    sets = [{"rep_count": 5, "weight": 100, "unit": "kg"}]
    abandoned = store.save({"kind": "active_record", "active_record": {"exercise_records": []}})["active_record"]
    store.save({"kind": "active_record", "active_record": {"exercise_records": []}})   # replaces it unfinished
    done = store.save({"kind": "routine_record", "routine_record": {
        "creation_date": "2026-11-20T17:00:00Z", "completion_date": "2026-11-20T18:00:00Z",
        "exercise_records": [{"exercise_id": bench["id"], "set_records": sets}]}})["routine_record"]
    unfinished = store.load({"kind": "routine_record", "finished": False})
    assert abandoned["id"] in names(unfinished, "id") and unfinished["total"] == 2
    assert names(store.load({"kind": "routine_record", "finished": True}), "id") == [done["id"]]


def test_exercise_history_pages_records_newest_first(store: lift.Store) -> None:
    squat = exercise(store, "Squat")
    for day in range(20, 24):
        store.save({"kind": "routine_record", "routine_record": {
            "creation_date": f"2026-11-{day}T17:00:00Z", "completion_date": f"2026-11-{day}T18:00:00Z",
            "exercise_records": [{"exercise_id": squat["id"], "set_records": [{"rep_count": 5, "weight": 50, "unit": "kg"}] * 2}]}})
    page = store.load({"kind": "exercise_history", "exercise_id": squat["id"], "limit": 2, "offset": 2})
    assert names(page, "creation_date") == ["2026-11-21T17:00:00Z", "2026-11-20T17:00:00Z"] and page["total"] == 4


def test_offset_past_the_end_answers_no_items_with_the_total(store: lift.Store) -> None:
    exercise(store, "Squat")
    assert store.load({"kind": "exercise", "limit": 5, "offset": 7})["items"] == []
    assert store.load({"kind": "exercise", "limit": 5, "offset": 7})["total"] == 1


LISTS = [{"kind": "exercise"}, {"kind": "routine"}, {"kind": "workout"}, {"kind": "completion"}, {"kind": "route"},
         {"kind": "routine_record"}, {"kind": "exercise_history", "exercise_id": JOGGING}, {"kind": "weight"}, {"kind": "steps"}]


@pytest.mark.parametrize("request_", LISTS, ids=lambda r: r["kind"])
@pytest.mark.parametrize("field, value", [("limit", 0), ("limit", 10_001), ("offset", -1)])
def test_bad_limit_or_offset_is_refused_naming_it(store: lift.Store, request_: Dict[str, Any], field: str, value: int) -> None:
    with pytest.raises(lift.InvalidRequestError) as err:
        store.load({**request_, field: value})
    assert err.value.details["path"] == field


@pytest.mark.parametrize("request_, path, code", [
    ({"kind": "workout", "category": "yoga"}, "category", None),
    ({"kind": "completion", "workout_id": "not-a-uuid"}, "workout_id", None),
    ({"kind": "exercise", "tag": 5}, "tag", "wrong_type"),
    ({"kind": "routine_record", "finished": "no"}, "finished", "wrong_type"),
    ({"kind": "routine", "name_prefix": "a"}, "name_prefix", "unknown_field"),
    ({"kind": "place", "query": "x", "offset": 1001}, "offset", None),
])
def test_bad_filter_value_or_unknown_filter_is_refused_naming_it(store: lift.Store, request_: Dict[str, Any], path: str,
                                                                 code: Any) -> None:
    with pytest.raises(lift.InvalidRequestError) as err:
        store.load(request_)
    assert err.value.details["path"] == path
    if code:
        assert err.value.code == code


# docs/API.md, "Lists and paging": every row of the table against the library.

API_MD = Path(__file__).resolve().parents[3] / "docs" / "API.md"
UUID = "0f8fad5b-d9cb-469f-a165-70867728950e"
INSTANT_KINDS = {"routine_record", "completion"}


def lists_table() -> List[Tuple[List[str], List[str], bool]]:
    """(kinds, filters, paged) per row of the table."""
    text = API_MD.read_text(encoding="utf-8")
    section = text[text.index("### Lists and paging"):text.index("### Limits")]
    rows = []
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 3 or cells[0] in ("kind", "---"):
            continue
        kinds = [k.split(" ")[0] for k in cells[0].split(", ")]
        filters = re.findall(r"`([a-z_]+)`", re.sub(r"\([^)]*\)", "", cells[2]))   # field names, not the notes in brackets
        rows.append((kinds, filters, "not paged" not in cells[2]))
    return rows


def filter_value(kind: str, name: str) -> Any:
    return {"from": "2026-11-20T00:00:00Z" if kind in INSTANT_KINDS else "2024-03-01",
            "to": "2026-11-21T00:00:00Z" if kind in INSTANT_KINDS else "2024-03-02",
            "date": "2024-03-01", "finished": True, "latest": True, "category": "strength", "unit": "kg",
            "routine_id": UUID, "workout_id": UUID, "focus": {"lat": 60.17, "lon": 24.94}, "profile": "car",
            "limit": 5, "offset": 0, "query": "toolo"}.get(name, "x")


def base_request(store: lift.Store, kind: str) -> Dict[str, Any]:
    if kind == "exercise_history":
        return {"kind": kind, "exercise_id": exercise(store, "Squat")["id"]}
    if kind == "place":
        return {"kind": kind, "query": "toolo"}
    return {"kind": kind}


ROWS = [(kind, filters) for kinds, filters, paged in lists_table() if paged for kind in kinds]


def test_lists_table_names_every_paged_kind() -> None:
    assert {k for k, _ in ROWS} == {"exercise", "routine", "routine_record", "exercise_history", "workout",
                                    "completion", "weight", "calories", "steps", "route", "place"}


@pytest.mark.parametrize("kind, filters", ROWS, ids=[r[0] for r in ROWS])
def test_lists_table_row_matches_the_library(store: lift.Store, kind: str, filters: List[str]) -> None:
    """Each paged kind pages with limit / offset and reads every filter its row names."""
    base = base_request(store, kind)
    requests = [{**base, "limit": 2, "offset": 1}]
    requests += [{**base, f: filter_value(kind, f)} for f in filters if f not in base]
    for request in requests:
        try:
            reply = store.load(request)
        except lift.UnavailableError as e:   # place search before any road network is imported
            assert kind == "place" and e.code == "no_road_network", request
            continue
        if kind != "place":
            assert isinstance(reply["total"], int) and isinstance(reply["items"], list), request
    with pytest.raises(lift.InvalidRequestError) as err:
        store.load({**base, "limit": 0})
    assert err.value.details["path"] == "limit"
