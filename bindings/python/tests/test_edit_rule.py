"""The table "Every kind at a glance" of docs/API.md, checked against the library: one test per row.

Each row's cells are read from the document and the behaviour they state is exercised: a save under
a new id, a partial edit, which fields null clears (and that null on a required one is refused),
and paging where the row says `limit`/`offset`.
"""

from __future__ import annotations

import re
import uuid
from pathlib import Path
from typing import Any, Callable, Dict, List

import pytest

import lift

API_MD = Path(__file__).resolve().parents[3] / "docs" / "API.md"
BUILT_IN_WORKOUT = "00000000-0000-4000-8000-000000000001"
PASSWORD = "correct horse battery"


def _table() -> List[Dict[str, str]]:
    text = API_MD.read_text(encoding="utf-8")
    section = text.split("#### Every kind at a glance", 1)[1]
    rest = section.splitlines()[1:]
    start = next(i for i, ln in enumerate(rest) if ln.startswith("|"))
    end = next((i for i in range(start, len(rest)) if not rest[i].startswith("|")), len(rest))
    lines = rest[start:end]
    header = [c.strip() for c in lines[0].strip("|").split("|")]
    rows = []
    for line in lines[2:]:
        cells = [c.strip() for c in line.strip("|").split("|")]
        rows.append(dict(zip(header, cells)))
    return rows


ROWS = _table()


def _fields(cell: str) -> List[str]:
    """The field names a cell lists in backticks (`tags`, `note`), not values such as `[]`."""
    return [f for f in re.findall(r"`([^`]*)`", cell) if re.fullmatch(r"[a-z_]+", f)]


def _square_osm(path: Path) -> str:
    corners = [(60.0, 24.0), (60.0, 24.002), (60.001, 24.002), (60.001, 24.0)]
    nodes = "".join(f"<node id='{i + 1}' version='1' lat='{a}' lon='{b}'/>" for i, (a, b) in enumerate(corners))
    way = "<way id='10' version='1'>" + "".join(f"<nd ref='{i}'/>" for i in (1, 2, 3, 4, 1)) + \
          "<tag k='highway' v='residential'/></way>"
    path.write_text(f"<?xml version='1.0' encoding='UTF-8'?><osm version='0.6'>{nodes}{way}</osm>")
    return str(path)


def _record_kinds(tmp_path: Path) -> Dict[str, Dict[str, Any]]:
    """How to make a complete record of each kind with ids, and one field an edit changes."""
    def record(store: lift.Store) -> Dict[str, Any]:
        ex = store.save({"kind": "exercise", "exercise": {"name": f"Deadlift {uuid.uuid4()}"}})["exercise"]
        return {"note": "heavy", "creation_date": "2024-03-01T10:00:00Z", "completion_date": "2024-03-01T11:00:00Z",
                "exercise_records": [{"exercise_id": ex["id"], "set_records": [{"rep_count": 5, "weight": 100, "unit": "kg"}]}]}

    def route(store: lift.Store) -> Dict[str, Any]:
        store.save({"kind": "road_network", "road_network": {"path": _square_osm(tmp_path / "square.osm")}})
        return {"name": f"Loop {uuid.uuid4()}", "stops": [{"lat": 60.0, "lon": 24.0005}, {"lat": 60.001, "lon": 24.002}]}

    counter = iter(range(1, 10_000))
    return {
        "exercise": {"make": lambda s: {"name": f"Squat {next(counter)}", "tags": ["legs"]}, "change": ("name", "Back squat"),
                     "required": "name"},
        "routine": {"make": lambda s: {"name": f"Push {next(counter)}", "exercises": [{"name": f"Bench {next(counter)}"}]},
                    "change": ("name", "Push day"), "required": "exercises"},
        "routine_record": {"make": record, "change": ("note", "lighter"), "required": "creation_date"},
        "active_record": {"make": lambda s: {"note": "going"}, "change": ("note", "still going"), "load": "routine_record",
                          "required": "creation_date"},
        "weight": {"make": lambda s: {"date": f"2024-03-{next(counter):02d}", "weight": 80.5, "unit": "kg", "note": "am"},
                   "change": ("weight", 81.0), "required": "unit"},
        "calories": {"make": lambda s: {"date": "2024-03-01", "amount": 450, "note": "lunch"}, "change": ("amount", 500), "required": "amount"},
        "steps": {"make": lambda s: {"date": "2024-03-01", "amount": 8000, "note": "walk"}, "change": ("amount", 9000), "required": "date"},
        "workout": {"make": lambda s: {"name": f"Yoga {next(counter)}", "category": "mobility", "met": 3,
                                       "instructions": "slowly", "equipment": ["mat"], "muscles": ["core"]},
                    "change": ("met", 3.5), "required": "category"},
        "completion": {"make": lambda s: {"workout_id": BUILT_IN_WORKOUT, "duration": 600, "date": "2024-03-01T08:00:00Z"},
                       "change": ("duration", 900), "required": "date"},
        "route": {"make": route, "change": ("name", "Evening loop"), "required": "name"},
    }


def _kinds(cell: str) -> List[str]:
    return [k.split(" ")[0] for k in cell.split(", ")]


def _load(store: lift.Store, kind: str, spec: Dict[str, Any], rid: str) -> Dict[str, Any]:
    load_kind = spec.get("load", kind)
    return store.load({"kind": load_kind, "id": rid})[load_kind]


def _check_record_kind(store: lift.Store, kind: str, spec: Dict[str, Any], row: Dict[str, str]) -> None:
    make: Callable[[lift.Store], Dict[str, Any]] = spec["make"]
    # save with new id: created under it, lowercase.
    assert "creates under it" in row["save with new id"], row
    new_id = str(uuid.uuid4()).upper()
    saved = store.save({"kind": kind, kind: {**make(store), "id": new_id}})[kind]
    assert saved["id"] == new_id.lower(), (kind, saved)

    # save with known id: a partial edit keeps every other field.
    assert "partial edit" in row["save with known id (edit)"], row
    before = _load(store, kind, spec, saved["id"])
    key, value = spec["change"]
    store.save({"kind": kind, kind: {"id": saved["id"], key: value}})
    after = _load(store, kind, spec, saved["id"])
    assert after[key] == value, (kind, after)
    # What liblift computes may follow the edit (a completion's calories, a route's update date).
    derived = {"update_date", "calories", "estimated_calories", "body_weight_kg", "distance", "geometry", "legs", "order"}
    for field, old in before.items():
        if field != key and field not in derived:
            assert after[field] == old, (kind, field, old, after[field])

    # null clears what the row lists; null on a required field is refused naming it.
    cell = row["null clears"]
    cleared = [] if cell.startswith("nothing") else _fields(cell)
    required = (_fields(cell) if cell.startswith("nothing") else []) + [spec["required"]]
    for field in cleared:
        store.save({"kind": kind, kind: {"id": saved["id"], field: None}})
        assert _load(store, kind, spec, saved["id"]).get(field) in (None, [], ""), (kind, field)
    for field in required:
        with pytest.raises(lift.LiftError) as err:
            store.save({"kind": kind, kind: {"id": saved["id"], field: None}})
        assert err.value.code == "required_field" and err.value.details.get("path") == f"{kind}.{field}", err.value

    # removed, then saved again under its id: back (undo).
    store.remove({"kind": spec.get("load", kind), "id": saved["id"]})
    again = store.save({"kind": kind, kind: {**make(store), "id": saved["id"]}})[kind]
    assert again["id"] == saved["id"]

    if "days or instants" in row["dates"]:
        # One range rule: a day covers the whole day in the request's zone, an instant is itself.
        loaded = spec.get("load", kind)
        by_days = store.load({"kind": loaded, "from": "1970-01-01", "to": "2999-12-31", "time_zone": "Asia/Kathmandu"})
        by_instants = store.load({"kind": loaded, "from": "1970-01-01T00:00:00Z", "to": "2999-12-31T23:59:59Z"})
        assert by_days["total"] == by_instants["total"] >= 1, (kind, by_days, by_instants)

    if "`limit`/`offset`" in row["paging"]:
        store.save({"kind": kind, kind: make(store)})
        page = store.load({"kind": spec.get("load", kind), "limit": 1})
        assert len(page["items"]) == 1 and page["total"] >= 2, (kind, page)


@pytest.mark.parametrize("row", ROWS, ids=[r["kind"] for r in ROWS])
def test_every_kind_at_a_glance_row_matches_the_library(row: Dict[str, str], store: lift.Store, tmp_path: Path) -> None:
    specs = _record_kinds(tmp_path)
    kinds = _kinds(row["kind"])
    if all(k in specs for k in kinds):
        for kind in kinds:
            _check_record_kind(store, kind, specs[kind], row)
    elif kinds == ["account"]:
        assert row["save with new id"].startswith("no")
        with pytest.raises(lift.LiftError) as err:   # an id while signed out
            store.save({"kind": "account", "account": {"id": str(uuid.uuid4()), "username": "ann", "password": PASSWORD}})
        assert err.value.status == -9
        store.save({"kind": "account", "account": {"username": "ann", "password": PASSWORD, "name": "Ann",
                                                   "phone": "+358 40 1234567", "email": "ann@example.com"}})
        store.save({"kind": "session", "session": {"username": "ann", "password": PASSWORD}})
        for field in _fields(row["null clears"].split(" (")[0]):
            account = store.save({"kind": "account", "account": {field: None}})["account"]
            assert account.get(field) is None and account["username"] == "ann", account
        with pytest.raises(lift.LiftError) as err:
            store.save({"kind": "account", "account": {"username": None}})
        assert err.value.code == "required_field"
    elif kinds[0] == "goal":
        assert row["save with new id"].startswith("no `id`")
        with pytest.raises(lift.LiftError) as err:
            store.save({"kind": "goal", "goal": {"id": str(uuid.uuid4()), "category": "steps", "target": 10000}})
        assert err.value.code == "unknown_field"
        assert "partial edit by category" in row["save with known id (edit)"]
        store.save({"kind": "weight", "weight": {"date": "2024-03-01", "weight": 78, "unit": "kg"}})
        store.save({"kind": "goal", "goal": {"category": "weight", "target": 70, "unit": "kg", "direction": "lose",
                                             "start": 80, "date": "2099-01-01"}})
        goal = store.save({"kind": "goal", "goal": {"category": "weight", "target": 72}})["goal"]
        assert (goal["target"], goal["unit"], goal["direction"], goal["start"], goal["date"]) == (72, "kg", "lose", 80, "2099-01-01")
        assert _fields(row["null clears"]) == ["start", "date"]
        goal = store.save({"kind": "goal", "goal": {"category": "weight", "start": None, "date": None}})["goal"]
        assert goal["start"] == 78 and "date" not in goal, goal
        with pytest.raises(lift.LiftError) as err:
            store.save({"kind": "goal", "goal": {"category": "weight", "target": None}})
        assert err.value.code == "required_field" and err.value.details.get("path") == "goal.target"
    elif kinds[0] == "weekly_goal":
        assert row["save with new id"].startswith("no `id`")
        with pytest.raises(lift.LiftError) as err:
            store.save({"kind": "weekly_goal", "weekly_goal": {"id": str(uuid.uuid4()), "workouts": 3}})
        assert err.value.code == "unknown_field"
    elif kinds[0] == "changes":
        assert row["save with new id"].startswith("no `id`")
        with pytest.raises(lift.LiftError) as err:
            store.save({"kind": "changes", "id": str(uuid.uuid4()), "changes": []})
        assert err.value.code == "unknown_field"
        assert store.save({"kind": "changes", "changes": []})["applied"] == 0
    elif kinds == ["workout_import"]:
        assert row["save with new id"].startswith("no `id`")
        with pytest.raises(lift.LiftError) as err:
            store.save({"kind": "workout_import", "workout_import": {"id": str(uuid.uuid4()), "data": "x"}})
        assert err.value.code == "unknown_field"
        data = ("Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,RPE,"
                "Distance (meters),Seconds,Notes,Workout Notes\n1,2024-02-05 18:30:00,Push,3900,Bench,1,60,10,,,,,\n")
        first = store.save({"kind": "workout_import", "workout_import": {"data": data}})["workout_import"]
        again = store.save({"kind": "workout_import", "workout_import": {"data": data}})["workout_import"]
        assert (first["sessions"], again["sessions"], again["sessions_existing"]) == (1, 0, 1), (first, again)
    elif kinds == ["apple_health_export"]:
        assert row["save with new id"].startswith("no `id`")
        with pytest.raises(lift.LiftError) as err:
            store.save({"kind": "apple_health_export", "apple_health_export": {"id": str(uuid.uuid4()), "path": "x.zip"}})
        assert err.value.code == "unknown_field"
        export = str(Path(__file__).resolve().parents[3] / "Tests" / "Fixtures" / "apple_health" / "export.zip")
        first = store.save({"kind": "apple_health_export", "apple_health_export": {"path": export}})["apple_health_export"]
        again = store.save({"kind": "apple_health_export", "apple_health_export": {"path": export}})["apple_health_export"]
        assert first["types"]["body_mass"]["added"] > 0 and again["types"]["body_mass"]["added"] == 0, (first, again)
    elif kinds[0] == "health_samples":
        assert kinds == ["health_samples", "health_policy", "health_export"] and row["save with new id"].startswith("no `id`")
        with pytest.raises(lift.LiftError) as err:
            store.save({"kind": "health_samples", "id": str(uuid.uuid4()), "health_samples": {"platform": "healthkit"}})
        assert err.value.code == "unknown_field"
        batch = {"kind": "health_samples", "health_samples": {"platform": "healthkit", "samples": [
            {"id": "s", "type": "step_count", "start": "2024-03-01T08:00:00Z", "end": "2024-03-01T08:00:00Z",
             "value": 10, "unit": "count", "source": {"bundle_id": "phone"}}]}}
        first, again = store.save(batch), store.save(batch)
        assert (first["added"], again["added"], again["unchanged"]) == (1, 0, 1), (first, again)
    else:
        assert kinds == ["league", "team", "player", "image"] and row["save with new id"].startswith("no save")
        for kind in kinds:
            with pytest.raises(lift.LiftError) as err:
                store.save({"kind": kind, kind: {"id": str(uuid.uuid4())}})
            assert err.value.status == -8, (kind, err.value)


def test_every_kind_with_ids_has_a_row() -> None:
    listed = {k for row in ROWS for k in _kinds(row["kind"])}
    assert {"exercise", "routine", "routine_record", "active_record", "weight", "calories", "steps", "workout",
            "completion", "route", "account", "goal"} <= listed
