"""time_zone from Python: lift_open's default and a request's own, days counted in the zone
across daylight-saving changes (checked against Python's zoneinfo, which reads the same tzdata),
the one range rule, unknown zones, $TZDIR, and the number rule (docs/API.md "Days and time
zones", "Numbers: as entered, derived values rounded")."""

from __future__ import annotations

import datetime as dt
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any, Dict, List
from zoneinfo import ZoneInfo

import pytest

import lift
from helpers import PKG_PARENT

JOGGING = "00000000-0000-4000-8000-000000000024"
# 2026-11-25T12:00:00Z: a fixed "now" for every store here.
CLOCK_MS = 1_795_608_000_000
UTC = dt.timezone.utc


def open_store(path: Path, zone: str | None = None) -> lift.Store:
    options: Dict[str, Any] = {"durability": "normal", "clock_ms": CLOCK_MS}
    if zone is not None:
        options["time_zone"] = zone
    return lift.Store(path, **options)


def complete(store: lift.Store, at: str) -> None:
    store.save({"kind": "completion", "completion": {"workout_id": JOGGING, "duration": 1800, "date": at}})


def workouts_on(store: lift.Store, day: str, **request: Any) -> int:
    return store.load({"kind": "stats", "period": "day", "date": day, **request})["stats"]["workouts_completed"]


def rfc3339(t: dt.datetime) -> str:
    return t.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def test_store_zone_counts_a_new_york_evening_on_its_local_day(store_path: Path) -> None:
    with open_store(store_path, "America/New_York") as s:
        assert s.info["store"]["time_zone"] == "America/New_York"
        complete(s, "2026-11-22T23:30:00-05:00")
        assert workouts_on(s, "2026-11-22") == 1
        assert workouts_on(s, "2026-11-23") == 0


def test_no_zone_counts_utc_days_whatever_the_process_tz(store_path: Path) -> None:
    with open_store(store_path) as s:
        assert s.info["store"]["time_zone"] == "UTC"
        complete(s, "2026-11-22T23:30:00-05:00")
        assert workouts_on(s, "2026-11-23") == 1


def test_request_zone_overrides_the_store_zone_for_one_request(store_path: Path) -> None:
    with open_store(store_path, "America/New_York") as s:
        complete(s, "2026-11-23T04:30:00Z")
        assert workouts_on(s, "2026-11-23", time_zone="UTC") == 1
        assert workouts_on(s, "2026-11-22", time_zone="Asia/Kathmandu") == 0
        assert workouts_on(s, "2026-11-22") == 1


def test_store_reopened_with_another_zone_counts_in_the_new_zone(store_path: Path) -> None:
    with open_store(store_path, "America/New_York") as s:
        complete(s, "2026-11-23T04:30:00Z")
        assert workouts_on(s, "2026-11-22") == 1
    with open_store(store_path, "Asia/Kathmandu") as s:
        assert workouts_on(s, "2026-11-22") == 0
        assert workouts_on(s, "2026-11-23") == 1


@pytest.mark.parametrize("zone", ["America/New_York", "Europe/Helsinki", "Australia/Lord_Howe",
                                  "Asia/Kathmandu", "America/Santiago"])
def test_day_ranges_match_zoneinfo_around_every_2026_change(store_path: Path, zone: str) -> None:
    """Completions one second either side of each local midnight near the year's changes (any
    days for a zone without) land in exactly the days zoneinfo gives them."""
    tz = ZoneInfo(zone)
    days = []
    start = dt.datetime(2026, 1, 1, tzinfo=UTC)
    previous = start.astimezone(tz).utcoffset()
    for hour in range(0, 365 * 24, 6):
        t = start + dt.timedelta(hours=hour)
        offset = t.astimezone(tz).utcoffset()
        if offset != previous:
            local = t.astimezone(tz).date()
            days += [local + dt.timedelta(days=k) for k in (-1, 0, 1)]
            previous = offset
    if not days:  # Kathmandu keeps +05:45 all year
        days = [dt.date(2026, 1, 1), dt.date(2026, 6, 1), dt.date(2026, 11, 20)]
    instants: List[dt.datetime] = []
    for day in days:
        midnight = dt.datetime.combine(day, dt.time(), tz)
        for delta in (-1, 0, 1, 3600 * 12):
            instants.append((midnight.astimezone(UTC) + dt.timedelta(seconds=delta)))
    with open_store(store_path, zone) as s:
        for t in sorted(set(instants)):
            complete(s, rfc3339(t))
        for day in sorted(set(days)):
            got = s.load({"kind": "completion", "from": day.isoformat(), "to": day.isoformat(), "limit": 1000})
            expected = sorted(rfc3339(t) for t in set(instants) if t.astimezone(tz).date() == day)
            assert [c["date"] for c in got["items"]] == expected, day
            assert workouts_on(s, day.isoformat()) == len(expected), day


def test_ranges_are_inclusive_and_take_days_or_instants(store_path: Path) -> None:
    with open_store(store_path, "Europe/Helsinki") as s:
        for at in ("2026-03-28T21:59:59Z", "2026-03-28T22:00:00Z", "2026-03-29T20:59:59Z", "2026-03-29T21:00:00Z"):
            complete(s, at)
        by_day = s.load({"kind": "completion", "from": "2026-03-29", "to": "2026-03-29"})
        assert [c["date"] for c in by_day["items"]] == ["2026-03-28T22:00:00Z", "2026-03-29T20:59:59Z"]
        by_instant = s.load({"kind": "completion", "from": "2026-03-28T22:00:00Z", "to": "2026-03-29T21:00:00Z"})
        assert by_instant["total"] == 3
        with pytest.raises(lift.InvalidRequestError) as e:
            s.load({"kind": "completion", "from": "2026-03-29", "to": "2026-03-28"})
        assert e.value.details["path"] == "to"
        with pytest.raises(lift.InvalidRequestError) as e:
            s.load({"kind": "weight", "from": "2026-03-29T00:00:00Z"})
        assert e.value.details["path"] == "from"


def test_after_tomorrow_is_checked_in_the_request_zone(store: lift.Store, store_path: Path) -> None:
    with open_store(store_path.with_name("clocked.lift")) as s:
        weight = {"date": "2026-11-27", "weight": 80, "unit": "kg"}
        with pytest.raises(lift.InvalidRequestError) as e:
            s.save({"kind": "weight", "weight": weight})
        assert e.value.code == "date_in_future"
        assert s.save({"kind": "weight", "weight": weight, "time_zone": "Pacific/Auckland"})["created"] is True


def test_after_tomorrow_of_instants_is_checked_in_the_request_zone(store_path: Path) -> None:
    """Completions and routine records (instants) take the day each falls on in the zone."""
    now = dt.datetime.fromtimestamp(CLOCK_MS / 1000, dt.timezone.utc)
    # The first instant of the day after tomorrow in UTC: still tomorrow where the clock is behind.
    instant = rfc3339(dt.datetime.combine(now.date() + dt.timedelta(days=2), dt.time(), dt.timezone.utc))
    with open_store(store_path) as s:
        workout = s.load({"kind": "workout", "limit": 1})["items"][0]["id"]
        ex = s.save({"kind": "exercise", "exercise": {"name": "Squat"}})["exercise"]["id"]
        record = {"creation_date": instant,
                  "exercise_records": [{"exercise_id": ex, "set_records": [{"rep_count": 5, "weight": 100, "unit": "kg"}]}]}
        for kind, body in [("completion", {"workout_id": workout, "duration": 60, "date": instant}),
                           ("routine_record", record), ("active_record", record)]:
            with pytest.raises(lift.InvalidRequestError) as e:
                s.save({"kind": kind, kind: body})
            assert e.value.code == "date_in_future", kind
            saved = s.save({"kind": kind, kind: body, "time_zone": "America/Los_Angeles"})[kind]
            assert saved["id"], kind
            with pytest.raises(lift.InvalidRequestError) as e:
                s.save({"kind": kind, kind: body, "time_zone": "Nowhere/Atlantis"})
            assert e.value.code == "unknown_time_zone", kind


@pytest.mark.parametrize("name", ["Mars/Olympus_Mons", "../../etc/passwd", "/usr/share/zoneinfo/UTC",
                                  "America", "zone.tab", "right/UTC", "localtime", "posix/Europe/Helsinki", ""])
def test_unknown_zone_is_refused_in_a_request_and_in_lift_open(store_path: Path, name: str) -> None:
    with open_store(store_path) as s:
        with pytest.raises(lift.InvalidRequestError) as e:
            s.load({"kind": "stats", "period": "day", "time_zone": name})
        assert e.value.code == "unknown_time_zone"
        assert e.value.details["path"] == "time_zone"
    with pytest.raises(lift.InvalidRequestError) as e:
        lift.Store(store_path.with_name("other.lift"), time_zone=name)
    assert e.value.code == "unknown_time_zone"
    assert not store_path.with_name("other.lift").exists()


def test_time_zone_on_a_kind_that_counts_no_days_is_an_unknown_field(store: lift.Store) -> None:
    with pytest.raises(lift.InvalidRequestError) as e:
        store.load({"kind": "series", "category": "weight", "from": "2026-01-01", "to": "2026-01-31",
                    "time_zone": "Europe/Helsinki"})
    assert e.value.code == "unknown_field"


def test_tzdir_is_read_and_the_process_tz_is_ignored(tmp_path: Path) -> None:
    """Zones come from $TZDIR when set; the host's TZ neither sets the default nor is changed."""
    zones = tmp_path / "zones" / "Test"
    zones.mkdir(parents=True)
    shutil.copy("/usr/share/zoneinfo/Asia/Kathmandu", zones / "Nepal")
    script = textwrap.dedent(f"""
        import os, sys, time
        sys.path.insert(0, {str(PKG_PARENT)!r})
        import lift
        before = time.strftime("%z")
        with lift.Store({str(tmp_path / "tz.lift")!r}, clock_ms={CLOCK_MS}, time_zone="Test/Nepal") as s:
            s.save({{"kind": "completion", "completion": {{"workout_id": "{JOGGING}", "duration": 60,
                    "date": "2026-06-01T18:15:00Z"}}}})
            nepal = s.load({{"kind": "stats", "period": "day", "date": "2026-06-02"}})["stats"]["workouts_completed"]
        with lift.Store({str(tmp_path / "tz.lift")!r}, clock_ms={CLOCK_MS}) as s:
            default = s.load({{"kind": "stats", "period": "day", "date": "2026-06-01"}})["stats"]["workouts_completed"]
        print(nepal, default, before == time.strftime("%z"), os.environ["TZ"])
    """)
    env = dict(os.environ, TZDIR=str(tmp_path / "zones"), TZ="Pacific/Kiritimati")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["1", "1", "True", "Pacific/Kiritimati"]


def test_entered_pounds_round_trip_and_derived_values_are_rounded(store: lift.Store) -> None:
    for value in (176.4, 176.369809747902):
        saved = store.save({"kind": "weight", "weight": {"date": "2024-03-04", "weight": value, "unit": "lb"}})
        assert saved["weight"]["weight"] == value and saved["weight"]["unit"] == "lb"
    assert store.load({"kind": "weight", "latest": True})["items"][0]["weight"] == 176.369809747902
    series = store.load({"kind": "series", "category": "weight", "from": "2024-03-01", "to": "2024-03-31", "unit": "kg"})
    assert series["points"][0]["mean"] == 80.0   # 176.3698... lb = 79.99999... kg, to 0.01
    in_lb = store.load({"kind": "series", "category": "weight", "from": "2024-03-01", "to": "2024-03-31", "unit": "lb"})
    assert in_lb["points"][0]["mean"] == 176.37


def test_zones_load_concurrently_on_many_handles(tmp_path: Path) -> None:
    """The zone cache is shared by every handle of the process: first loads race, answers agree."""
    import threading

    zones = ["America/New_York", "Europe/Helsinki", "Australia/Lord_Howe", "Asia/Kathmandu", "America/Santiago",
             "Pacific/Chatham", "America/St_Johns", "Asia/Kolkata"]
    expected = {z: (dt.datetime(2026, 11, 23, 4, 30, tzinfo=UTC).astimezone(ZoneInfo(z)).date().isoformat()) for z in zones}
    failures: List[str] = []

    def run(i: int) -> None:
        try:
            with open_store(tmp_path / f"t{i}.lift") as s:
                complete(s, "2026-11-23T04:30:00Z")
                for _ in range(20):
                    for z in zones:
                        day = expected[z]
                        if workouts_on(s, day, time_zone=z) != 1:
                            failures.append(f"{z} {day}")
        except Exception as e:  # noqa: BLE001 - reported below
            failures.append(repr(e))

    threads = [threading.Thread(target=run, args=(i,)) for i in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert failures == []
