"""The answers generated requests rarely reach (they need an account, a road network, records
that refer to each other, a remote) validate against their schema entries: one store walks
through them, each request checked against its request schema first."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Dict, Iterator, Optional, Tuple

import pytest

import lift
from schema_support import call, schema, validation_errors

PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(256))
TEAMS = {"DATA": [{"ROWS": [{"TEAM_ID": "t1", "TEAM_NAME": "Barcelona SC", "TEAM_IMAGE_PATH": "https://img.invalid/t1.png"}]}]}
PLAYERS = {"DATA": [{"ITEMS": [{"PLAYER_ID": "p1", "PLAYER_NAME": "Ann", "PLAYER_TYPE_ID": "FORWARD",
                                "PLAYER_JERSEY_NUMBER": 9, "PLAYER_COUNTRY": "Ecuador"}]}]}


def _remote(url: str, headers: Dict[str, str]) -> Optional[Tuple[int, bytes]]:
    if url.endswith(".png"):
        return 200, PNG
    return 200, json.dumps(PLAYERS if "squad" in url else TEAMS).encode()


@pytest.fixture(scope="module")
def walk(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Tuple[lift.Store, Path]]:
    folder = tmp_path_factory.mktemp("answers")
    s = lift.Store(folder / "a.lift", durability="normal",
                   remote={"sources": [{"data_source": "FlashLive", "base_url": "https://flashlive.invalid/v1"}]})
    s.set_transport(_remote)
    try:
        yield s, folder
    finally:
        s.close()


def answered(store: lift.Store, verb: str, request: Dict[str, Any]) -> Dict[str, Any]:
    entry = schema()["kinds"][request.get("kind", "route")][verb]
    assert not validation_errors(entry["request"], request), (request, validation_errors(entry["request"], request))
    status, answer = call(store, verb, request)
    assert status == 0, answer
    errors = validation_errors(entry["answer"], answer)
    assert not errors, f"{verb} {json.dumps(request)} -> {json.dumps(answer)[:800]}: {errors[:5]}"
    return answer


def _square_osm(path: Path) -> str:
    corners = [(60.0, 24.0), (60.0, 24.002), (60.001, 24.002), (60.001, 24.0)]
    nodes = "".join(f"<node id='{i + 1}' version='1' lat='{a}' lon='{b}'><tag k='name' v='Corner {i}'/>"
                    f"<tag k='amenity' v='cafe'/></node>" for i, (a, b) in enumerate(corners))
    way = ("<way id='10' version='1'>" + "".join(f"<nd ref='{i}'/>" for i in (1, 2, 3, 4, 1))
           + "<tag k='highway' v='residential'/><tag k='name' v='Ringtie'/><tag k='toll' v='yes'/></way>")
    path.write_text(f"<?xml version='1.0' encoding='UTF-8'?><osm version='0.6'>{nodes}{way}</osm>")
    return str(path)


def test_schema_answers_routes_and_places_validate(walk: Tuple[lift.Store, Path]) -> None:
    store, folder = walk
    answered(store, "save", {"kind": "road_network", "road_network": {"path": _square_osm(folder / "sq.osm"), "profile": "car"}})
    answered(store, "load", {"kind": "road_network"})
    answered(store, "load", {"kind": "road_network", "profile": "car"})
    stops = [{"lat": 60.0, "lon": 24.0005}, {"lat": 60.001, "lon": 24.002}, {"lat": 60.0005, "lon": 24.0}]
    for geometry in ("polyline5", "polyline6", "geojson", "none"):
        answered(store, "route", {"stops": stops, "geometry": geometry, "leg_geometry": True, "optimize": "round_trip"})
    stepped = answered(store, "route", {"stops": stops, "steps": True})
    assert stepped["route"]["classes"] == ["toll"], "a stepped route's road classes are checked too"
    saved = answered(store, "save", {"kind": "route", "route": {"name": "Loop", "stops": stops}})
    answered(store, "load", {"kind": "route", "id": saved["route"]["id"]})
    with_steps = answered(store, "save", {"kind": "route", "route": {"name": "Loop steps", "stops": stops, "steps": True}})
    assert with_steps["route"]["classes"] == ["toll"]
    answered(store, "load", {"kind": "route", "id": with_steps["route"]["id"], "geometry": "geojson"})
    answered(store, "load", {"kind": "route", "name_prefix": "lo", "limit": 5})
    answered(store, "load", {"kind": "place", "query": "ringtie", "focus": {"lat": 60.0, "lon": 24.0}})
    answered(store, "load", {"kind": "place", "query": "corner"})
    answered(store, "remove", {"kind": "route", "id": saved["route"]["id"]})


def test_schema_answers_training_records_validate(walk: Tuple[lift.Store, Path]) -> None:
    store, _ = walk
    ex = answered(store, "save", {"kind": "exercise", "exercise": {"name": "Deadlift", "tags": ["back"]}})["exercise"]
    sets = [{"rep_count": 5, "weight": 100, "unit": "kg", "duration": 30, "difficulty": 7},
            {"rep_count": 40, "weight": 20, "unit": "lb"}]
    record = answered(store, "save", {"kind": "routine_record", "routine_record": {
        "note": "heavy", "creation_date": "2024-03-01T10:00:00Z", "completion_date": "2024-03-01T11:00:00+01:00",
        "exercise_records": [{"exercise_id": ex["id"], "set_records": sets}]}})["routine_record"]
    answered(store, "load", {"kind": "exercise_history", "exercise_id": ex["id"], "unit": "lb"})
    answered(store, "load", {"kind": "personal_record", "exercise_id": ex["id"]})
    answered(store, "save", {"kind": "routine_from_record", "routine_from_record": {"record_id": record["id"], "name": "Pull"}})
    routine = answered(store, "load", {"kind": "routine"})["items"][0]
    answered(store, "save", {"kind": "active_record", "from_routine_id": routine["id"]})
    answered(store, "load", {"kind": "active_record"})
    workout = answered(store, "load", {"kind": "workout", "limit": 1})["items"][0]
    answered(store, "save", {"kind": "completion", "completion": {"workout_id": workout["id"], "duration": 1800, "calories": 250}})
    answered(store, "save", {"kind": "weekly_goal", "weekly_goal": {"workouts": 3}})
    for period in ("day", "week", "month"):
        answered(store, "load", {"kind": "stats", "period": period, "date": "2024-03-01"})
    answered(store, "load", {"kind": "stats", "period": "custom", "from": "2024-01-01", "to": "2024-03-31"})


def test_schema_answers_body_log_validate(walk: Tuple[lift.Store, Path]) -> None:
    store, _ = walk
    answered(store, "save", {"kind": "weight", "weight": {"date": "2024-03-01", "weight": 80.5, "unit": "kg", "note": "am"}})
    answered(store, "save", {"kind": "weight_csv", "csv": "date,weight,unit\n2024-03-02,176.4,lb\n"})
    answered(store, "save", {"kind": "steps", "steps": {"date": "2024-03-01", "total": 8500}})
    answered(store, "save", {"kind": "calories", "items": [{"date": "2024-03-01", "amount": 450}]})
    answered(store, "load", {"kind": "calories", "date": "2024-03-01"})
    answered(store, "save", {"kind": "goal", "goal": {"category": "weight", "target": 72, "unit": "kg", "direction": "lose",
                                                      "date": "2099-01-01"}})
    answered(store, "save", {"kind": "goal", "goal": {"category": "steps", "target": 10000}})
    answered(store, "load", {"kind": "goal"})
    answered(store, "load", {"kind": "goal", "category": "weight"})
    for group in ("day", "week", "month"):
        answered(store, "load", {"kind": "series", "category": "weight", "from": "2024-01-01", "to": "2024-12-31",
                                 "group": group, "unit": "lb"})
    answered(store, "load", {"kind": "body_log"})
    answered(store, "load", {"kind": "weight_csv"})


def test_schema_answers_sports_validate(walk: Tuple[lift.Store, Path]) -> None:
    store, _ = walk
    answered(store, "load", {"kind": "league"})
    answered(store, "load", {"kind": "team", "league_id": "trd6vSd3"})
    answered(store, "load", {"kind": "team", "league_id": "trd6vSd3", "cache_only": True})
    answered(store, "load", {"kind": "player", "team_id": "t1", "data_source": "FlashLive"})
    answered(store, "load", {"kind": "image", "url": "https://img.invalid/t1.png"})
    answered(store, "remove", {"kind": "image", "cache": "all"})


def test_schema_answers_accounts_validate(walk: Tuple[lift.Store, Path]) -> None:
    store, _ = walk
    answered(store, "save", {"kind": "account", "account": {"username": "ann", "password": "correct horse",
                                                            "name": "Ann", "email": "ann@example.com"}})
    answered(store, "save", {"kind": "session", "session": {"username": "ann", "password": "correct horse"}})
    answered(store, "load", {"kind": "session"})
    answered(store, "load", {"kind": "account"})
    answered(store, "save", {"kind": "account", "account": {"phone": "+358 40 1234567"}})
    answered(store, "save", {"kind": "account", "change_password": {"old_password": "correct horse",
                                                                    "new_password": "battery staple"}})
    answered(store, "remove", {"kind": "session"})
    answered(store, "load", {"kind": "session"})


def test_schema_answers_training_portability_validate(walk: Tuple[lift.Store, Path]) -> None:
    store, _ = walk
    data = ("Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,RPE,Distance (meters),Seconds,Notes,Workout Notes\n"
            "1,2024-02-05 18:30:00,Push,3900,Bench Press (Barbell),1,60,10,,,,,\n"
            "1,2024-02-05 18:30:00,Push,3900,Bench Press (Barbell),2,62.5,8,8,,,,\n")
    answered(store, "save", {"kind": "workout_import", "workout_import": {"data": data, "dry_run": True}})
    answered(store, "save", {"kind": "workout_import", "workout_import": {"data": data, "format": "strong"}})
    for fmt in ("lift", "strong", "json"):
        answered(store, "load", {"kind": "workout_export", "format": fmt, "from": "2024-02-01", "to": "2024-02-29"})
    for fmt in ("json", "text", "svg"):
        answered(store, "load", {"kind": "progress_summary", "period": "month", "date": "2024-02-10", "format": fmt})
    answered(store, "load", {"kind": "progress_summary", "period": "custom", "from": "2024-01-01", "to": "2024-03-31", "unit": "lb"})
    routine = answered(store, "load", {"kind": "routine"})["items"][0]
    answered(store, "load", {"kind": "next_targets", "routine_id": routine["id"], "reps": {"min": 6, "max": 10}})
    answered(store, "load", {"kind": "recommendation", "limit": 5, "minutes": 60, "equipment": ["dumbbell"]})


def test_schema_answers_health_bridge_validate(walk: Tuple[lift.Store, Path]) -> None:
    store, _ = walk
    source = {"name": "Watch", "bundle_id": "com.watch", "device": "Watch7,1"}
    answered(store, "save", {"kind": "health_samples", "time_zone": "Europe/Helsinki", "health_samples": {
        "platform": "healthkit",
        "samples": [{"id": "s1", "type": "HKQuantityTypeIdentifierStepCount", "start": "2024-03-01T08:00:00Z",
                     "end": "2024-03-01T08:10:00Z", "value": 900, "unit": "count", "source": source,
                     "metadata": {"HKMetadataKeyWasUserEntered": False}},
                    {"id": "m1", "type": "HKQuantityTypeIdentifierBodyMass", "start": "2024-03-01T07:00:00Z",
                     "end": "2024-03-01T07:00:00Z", "value": 80.2, "unit": "kg", "source": source, "was_user_entered": True}],
        "workouts": [{"id": "w1", "activity_type": "HKWorkoutActivityTypeYoga", "start": "2024-03-01T18:00:00Z",
                      "end": "2024-03-01T18:45:00Z", "energy": 600, "energy_unit": "kJ", "source": source}],
        "deleted": ["old"], "anchor": {"type": "steps", "value": "QUJD"},
        "full_window": {"from": "2024-02-01T00:00:00Z", "to": "2024-02-02T00:00:00Z", "types": ["StepsRecord"]}}})
    answered(store, "load", {"kind": "health_anchor", "platform": "healthkit", "type": "steps"})
    answered(store, "save", {"kind": "health_policy", "health_policy": {"type": "step_count", "sources": ["com.watch"]}})
    answered(store, "load", {"kind": "health_policy"})
    store.save({"kind": "weight", "weight": {"date": "2024-03-02", "weight": 81, "unit": "kg"}})
    out = answered(store, "load", {"kind": "health_export", "platform": "health_connect", "time_zone": "Europe/Helsinki"})
    acks = [{"client_record_id": w["client_record_id"], "version": w["version"], "platform_id": "hc"} for w in out["weights"]]
    answered(store, "save", {"kind": "health_export", "health_export": {"platform": "health_connect", "ack": acks}})
