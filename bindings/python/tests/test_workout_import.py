"""workout_import and workout_export through the Python binding: hand-made files in Strong's,
Hevy's and FitNotes' published layouts (no user's data), checked against Python's own csv module,
idempotence, dry runs, refusals with nothing written, and the lift-format round trip."""

from __future__ import annotations

import csv
import io
from pathlib import Path
from typing import Any, Dict, List

import pytest

import lift

STRONG_OLD = (
    "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
    '2024-03-04 18:30:00,"Push, heavy",1h 5m,Bench Press (Barbell),1,135,10,0,0,,"Felt ""great"", slept well",\n'
    '2024-03-04 18:30:00,"Push, heavy",1h 5m,Bench Press (Barbell),2,155.5,8.0,0,0,"paused, 1s",,8.5\n'
    "2024-03-04 18:30:00,\"Push, heavy\",1h 5m,Pull Up,1,,12,0,0,,,\n"
    "2024-03-06 07:00:00,Legs,45m,Squat (Barbell),1,185,5,0,0,,,\n"
)

STRONG_NEW = (
    "Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,RPE,Distance (meters),Seconds,Notes,Workout Notes\r\n"
    "1,2024-03-04 18:30:00,Push,3900,Bench Press (Barbell),1,60,10,,,,,\r\n"
    "1,2024-03-04 18:30:00,Push,3900,Bench Press (Barbell),Rest Timer,,,,,90,,\r\n"
    "1,2024-03-04 18:30:00,Push,3900,Bench Press (Barbell),2,62.5,8,8,,,,\r\n"
    "1,2024-03-04 18:30:00,Push,3900,Plank,1,,,,,60,,\r\n"
)

HEVY = (
    "title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe\n"
    '"Upper A","4 Mar 2024, 18:30","4 Mar 2024, 19:35","",Bench Press (Barbell),,,0,warmup,40,10,,,\n'
    '"Upper A","4 Mar 2024, 18:30","4 Mar 2024, 19:35","",Bench Press (Barbell),,,1,normal,60,8,,,8\n'
    '"Upper A","4 Mar 2024, 18:30","4 Mar 2024, 19:35","",Pull Up,0,"slow, controlled",0,normal,,12,,,\n'
    '"Upper A","4 Mar 2024, 18:30","4 Mar 2024, 19:35","",Dumbbell Row,0,,0,normal,30,10,,,\n'
)

FITNOTES = (
    "Date,Exercise,Category,Weight (lbs),Reps,Distance,Distance Unit,Time\n"
    "2024-03-04,Flat Barbell Bench Press,Chest,135.0,10,,,\n"
    "2024-03-04,Flat Barbell Bench Press,Chest,145.0,8,,,\n"
    "2024-03-04,Treadmill,Cardio,,,5.0,km,0:30:00\n"
)


def imported(store: lift.Store, **body: Any) -> Dict[str, Any]:
    return store.save({"kind": "workout_import", "workout_import": body})["workout_import"]


def records(store: lift.Store) -> List[Dict[str, Any]]:
    return list(reversed(store.load({"kind": "routine_record"})["items"]))


def sets_in_csv(text: str) -> int:
    """The file's set rows as Python's csv module reads them (rest timers and empty rows out)."""
    rows = list(csv.DictReader(io.StringIO(text)))
    order = "Set Order" if "Set Order" in rows[0] else None
    return sum(1 for r in rows if not (order and r[order] == "Rest Timer"))


@pytest.mark.parametrize("text,unit,fmt,sessions,sets", [
    (STRONG_OLD, "lb", "strong", 2, 4),
    (STRONG_NEW, None, "strong", 1, 3),
    (HEVY, None, "hevy", 1, 4),
    (FITNOTES, None, "fitnotes", 1, 3),
])
def test_workoutImport_eachAppsLayout_autoDetectedAndCounted(store: lift.Store, text: str, unit: Any, fmt: str,
                                                              sessions: int, sets: int) -> None:
    body: Dict[str, Any] = {"data": text, "format": "auto"}
    if unit:
        body["unit"] = unit
    s = imported(store, **body)
    assert (s["format"], s["sessions"], s["sets"]) == (fmt, sessions, sets)
    assert s["sets"] == sets_in_csv(text)
    assert sum(len(e["set_records"]) for r in records(store) for e in r["exercise_records"]) == sets


def test_workoutImport_strongOld_keepsNotesWithCommasAndQuotesAndPounds(store: lift.Store) -> None:
    imported(store, data=STRONG_OLD, unit="lb")
    push = records(store)[0]
    assert push["note"] == 'Push, heavy\nFelt "great", slept well'
    assert push["completion_date"] == "2024-03-04T19:35:00Z"
    bench = push["exercise_records"][0]["set_records"]
    assert [(x["weight"], x["unit"], x["rep_count"], x["difficulty"]) for x in bench] == [
        (135, "lb", 10, None), (155.5, "lb", 8, 9)]
    assert push["exercise_records"][1]["set_records"][0]["weight"] == 0


def test_workoutImport_sameFileTwice_addsNothing(store: lift.Store) -> None:
    imported(store, data=HEVY)
    again = imported(store, data=HEVY)
    assert (again["sessions"], again["sets"], again["sessions_existing"], again["sets_existing"]) == (0, 0, 1, 4)
    assert again["new_exercises"] == []
    assert len(records(store)) == 1


def test_workoutImport_existingExerciseAnyCase_matchedNotCreated(store: lift.Store) -> None:
    ex = store.save({"kind": "exercise", "exercise": {"name": "pull up"}})["exercise"]
    s = imported(store, data=HEVY)
    assert s["exercises_matched"] == 1
    assert [e["name"] for e in s["new_exercises"]] == ["Bench Press (Barbell)", "Dumbbell Row"]
    assert records(store)[0]["exercise_records"][1]["exercise_id"] == ex["id"]


def test_workoutImport_dryRun_writesNothing(store: lift.Store) -> None:
    s = imported(store, data=STRONG_NEW, dry_run=True)
    assert (s["dry_run"], s["sessions"], s["sets"], s["skipped"]) == (True, 1, 3, {"rest_timer": 1})
    assert [e["id"] for e in s["new_exercises"]] == [None, None]
    assert records(store) == []
    assert store.load({"kind": "exercise"})["items"] == []


def test_workoutImport_badLines_everyLineReportedNothingImported(store: lift.Store) -> None:
    bad = STRONG_NEW + "1,2024-03-04 18:30:00,Push,3900,Curl,1,\"12,5\",8,,,,,\r\n1,2024-13-04 18:30:00,Push,3900,Curl,2,10,8,,,,,\r\n"
    with pytest.raises(lift.InvalidRequestError) as e:
        imported(store, data=bad)
    assert e.value.code == "invalid_csv"
    assert e.value.details["path"] == "workout_import.data"
    assert e.value.details["errors"] == [
        "line 6: weight: not a number (the decimal mark is a dot): 12,5",
        "line 7: date: not a date and time: 2024-13-04 18:30:00",
    ]
    assert records(store) == []


def test_workoutImport_oldStrongWithoutUnit_refusedAskingForTheUnit(store: lift.Store) -> None:
    with pytest.raises(lift.InvalidRequestError) as e:
        imported(store, data=STRONG_OLD)
    assert e.value.details["field"] == "unit"


def test_workoutImport_pathToFile_andToDirectory(store: lift.Store, tmp_path: Path) -> None:
    f = tmp_path / "strong.csv"
    f.write_bytes(b"\xef\xbb\xbf" + STRONG_NEW.encode())
    assert imported(store, path=str(f))["sets"] == 3
    with pytest.raises(lift.InvalidRequestError) as e:
        imported(store, path=str(tmp_path))
    assert e.value.code == "not_a_regular_file"


def test_workoutImport_unknownMappedExercise_notFound(store: lift.Store) -> None:
    with pytest.raises(lift.NotFoundError) as e:
        imported(store, data=HEVY, exercise_map={"Pull Up": "0190a0b0-0000-7000-8000-000000000000"})
    assert e.value.details["path"] == "workout_import.exercise_map.Pull Up"
    assert records(store) == []


def test_workoutExport_liftRoundTrip_identical(store: lift.Store, tmp_path: Path) -> None:
    imported(store, data=STRONG_OLD, unit="lb")
    imported(store, data=FITNOTES)
    first = store.load({"kind": "workout_export", "format": "lift"})
    rows = list(csv.DictReader(io.StringIO(first["csv"])))
    assert len(rows) == first["sets"] == 7
    assert 'Push, heavy\nFelt "great", slept well' in {r["record_note"] for r in rows}
    other = lift.Store(tmp_path / "other.lift", durability="normal")
    try:
        assert imported(other, data=first["csv"])["format"] == "lift"
        assert other.load({"kind": "workout_export", "format": "lift"})["csv"] == first["csv"]
    finally:
        other.close()


def test_workoutExport_strong_readByPythonCsv(store: lift.Store) -> None:
    imported(store, data=HEVY)
    text = store.load({"kind": "workout_export", "format": "strong"})["csv"]
    rows = list(csv.DictReader(io.StringIO(text)))
    assert [r["Weight (kg)"] for r in rows] == ["40", "60", "0", "30"]
    assert {r["Workout Name"] for r in rows} == {"Upper A"}
