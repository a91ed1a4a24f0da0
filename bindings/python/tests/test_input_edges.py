"""Input edges through the real .so: dates at the calendar's ends, the weight CSV's documented
16 MiB limit, and control characters in names (refused) and notes (line breaks kept).

Each refusal is a structured invalid_request naming the field, and changes nothing.
"""

from __future__ import annotations

import datetime
import json
from pathlib import Path

import pytest

import lift

JOGGING = "00000000-0000-4000-8000-000000000024"
LAST_MS = 253_402_300_799_999  # 9999-12-31T23:59:59.999Z


def _refused(call, code: str, path: str) -> lift.LiftError:
    with pytest.raises(lift.InvalidRequestError) as err:
        call()
    assert err.value.code == code, err.value
    assert err.value.details.get("path") == path, err.value
    return err.value


# -- dates ------------------------------------------------------------------------------------


def test_stats_weekOf9999_12_31_refusedNamingDate(store: lift.Store) -> None:
    e = _refused(lambda: store.load({"kind": "stats", "period": "week", "date": "9999-12-31"}), "date_out_of_range", "date")
    assert "9999-12-31" in e.message


@pytest.mark.parametrize(
    "period,date,expected",
    [
        ("day", "9999-12-31", ("9999-12-31", "9999-12-31")),
        ("week", "9999-12-26", ("9999-12-20", "9999-12-26")),
        ("month", "9999-12-31", ("9999-12-01", "9999-12-31")),
        ("day", "0001-01-01", ("0001-01-01", "0001-01-01")),
        ("week", "0001-01-01", ("0001-01-01", "0001-01-07")),
        ("month", "0001-01-01", ("0001-01-01", "0001-01-31")),
    ],
)
def test_stats_calendarEnds_periodStaysOnCalendar(store: lift.Store, period: str, date: str, expected) -> None:
    stats = store.load({"kind": "stats", "period": period, "date": date})["stats"]
    assert (stats["from"], stats["to"]) == expected


def test_series_lastDayWithClockThere_groupsInto9999(tmp_path) -> None:
    s = lift.Store(tmp_path / "edge.lift", durability="normal", clock_ms=LAST_MS)
    try:
        s.save({"kind": "weight", "weight": {"date": "9999-12-31", "weight": 80, "unit": "kg"}})
        for group, start, label in [("week", "9999-12-27", "9999-W52"), ("month", "9999-12-01", "9999-12")]:
            point = s.load({"kind": "series", "category": "weight", "from": "9999-12-01", "to": "9999-12-31", "group": group})["points"][0]
            iso = datetime.date(9999, 12, 27).isocalendar()
            assert (point["start"], point["label"]) == (start, label)
            assert group != "week" or label == f"{iso[0]:04d}-W{iso[1]:02d}"
    finally:
        s.close()


def test_open_clockAfter9999_refused(tmp_path) -> None:
    with pytest.raises(lift.InvalidRequestError) as err:
        lift.Store(tmp_path / "late.lift", clock_ms=LAST_MS + 1)
    assert err.value.details.get("path") == "clock_ms"


@pytest.mark.parametrize("date", ["0001-01-01T00:00:00Z", "9999-12-31T23:59:59.999Z"])
def test_completion_calendarEnds_savedAsSent(tmp_path: Path, date: str) -> None:
    # On the last day of the calendar (the store's clock), so neither end is after tomorrow.
    with lift.Store(tmp_path / "ends.lift", durability="normal", clock_ms=LAST_MS) as store:
        saved = store.save({"kind": "completion", "completion": {"workout_id": JOGGING, "duration": 60, "date": date}})
        assert saved["completion"]["date"] == date


def test_completion_lastInstantByTodaysClock_refusedAsFuture(store: lift.Store) -> None:
    request = {"kind": "completion", "completion": {"workout_id": JOGGING, "duration": 60, "date": "9999-12-31T23:59:59.999Z"}}
    _refused(lambda: store.save(request), "date_in_future", "completion.date")


@pytest.mark.parametrize(
    "date", ["9999-12-31T23:59:59-00:01", "0001-01-01T00:00:00+01:00", "2016-12-31T23:59:60Z", "2016-12-31T18:59:60-05:00"]
)
def test_completion_offCalendarOrLeapSecond_refusedAndNothingSaved(store: lift.Store, date: str) -> None:
    request = {"kind": "completion", "completion": {"workout_id": JOGGING, "duration": 60, "date": date}}
    _refused(lambda: store.save(request), "invalid_request", "completion.date")
    assert store.load({"kind": "completion"})["total"] == 0


# -- the weight CSV's limit -------------------------------------------------------------------


def _csv(days: int) -> str:
    last = datetime.date(2024, 12, 31)
    lines = ["date,weight,unit"]
    for i in range(days - 1, -1, -1):
        lines.append(f"{(last - datetime.timedelta(days=i)).isoformat()},{60 + i % 40}.5,kg")
    return "\n".join(lines) + "\n"


def test_weightCSV_250kLines_importsEveryLine(store: lift.Store) -> None:
    csv = _csv(250_000)
    assert len(csv.encode()) > 4 * 1024 * 1024
    answer = store.save({"kind": "weight_csv", "csv": csv})
    assert (answer["saved"], answer["created"]) == (250_000, 250_000)
    assert store.load({"kind": "weight", "limit": 1})["total"] == 250_000


def test_weightCSV_over16MiB_refusedPayloadTooLarge(store: lift.Store) -> None:
    csv = "date,weight,unit\n" + "2024-01-01,80,kg\n" * ((16 << 20) // 17 + 1)
    result = store.call_raw("save", json.dumps({"kind": "weight_csv", "csv": csv}).encode())
    error = json.loads(result.body)["error"]
    assert (result.status, error["code"], error["details"]["limit"]) == (-1, "payload_too_large", 16 << 20)
    assert store.load({"kind": "weight"})["total"] == 0


# -- control characters -----------------------------------------------------------------------

CONTROLS = ["\x01", "\x1b", "\t", "\n", "\x7f", "\x85", "\x9b"]


@pytest.mark.parametrize("control", CONTROLS, ids=[f"U+{ord(c):04X}" for c in CONTROLS])
def test_names_controlCharacter_refusedNamingPath(store: lift.Store, control: str) -> None:
    cases = [
        ({"kind": "exercise", "exercise": {"name": f"Bench{control}press"}}, "exercise.name"),
        ({"kind": "exercise", "exercise": {"name": "Bench", "tags": [f"chest{control}x"]}}, "exercise.tags[0]"),
        ({"kind": "routine", "routine": {"name": f"Push{control}day", "exercises": [{"name": "Dips"}]}}, "routine.name"),
        ({"kind": "workout", "workout": {"name": f"Sled{control}push", "category": "strength", "met": 8}}, "workout.name"),
        ({"kind": "route", "route": {"name": f"Home{control}", "stops": [{"lat": 60, "lon": 24}, {"lat": 60.1, "lon": 24}]}}, "route.name"),
        ({"kind": "route", "route": {"name": "Home", "stops": [{"lat": 60, "lon": 24, "name": f"A{control}"}, {"lat": 60.1, "lon": 24}]}},
         "route.stops[0].name"),
    ]
    for request, path in cases:
        e = _refused(lambda: store.save(request), "control_character", path)
        assert e.details["character"] == f"U+{ord(control):04X}"
    assert store.load({"kind": "exercise"})["total"] == 0
    assert store.load({"kind": "routine"})["total"] == 0


def test_notes_keepLineBreaksAndTabs_refuseEscape(store: lift.Store) -> None:
    note = "after run\r\n\tfasted"
    saved = store.save({"kind": "weight", "weight": {"date": "2024-03-01", "weight": 80, "unit": "kg", "note": note}})
    assert saved["weight"]["note"] == note
    bad = {"kind": "weight", "weight": {"date": "2024-03-02", "weight": 80, "unit": "kg", "note": "ok\n\x1b[2J"}}
    _refused(lambda: store.save(bad), "control_character", "weight.note")
    assert store.load({"kind": "weight"})["total"] == 1


def test_routeStopName_notAString_refusedWrongType(store: lift.Store) -> None:
    for name in (42, True, ["x"], {"x": 1}):
        request = {"stops": [{"lat": 60.17, "lon": 24.94, "name": name}, {"lat": 60.18, "lon": 24.95}]}
        result = store.call_raw("route", json.dumps(request).encode())
        error = json.loads(result.body)["error"]
        assert (result.status, error["code"], error["details"]["path"]) == (-1, "wrong_type", "stops[0].name")
