#!/usr/bin/env python3
"""Writes schema/lift.schema.json: every kind's requests and answers, the errors, lift_open.

The JSON file is the reference other runtimes read; this script is where it is edited, because
its helpers say once what every kind shares (ids, days, paging, the save envelope). The error
codes come from docs/ERRORS.md's table, which tests/reliability/test_error_catalogue.py already
keeps equal to what Sources/ raises. bindings/python/tests/test_schema.py fails when the file is
not what this script writes.

Adding a kind: add one `kind("name", save=..., load=..., ...)` call below (each verb a
(request, answer) pair), run `python3 tools/gen_schema.py`, and the drift test checks it
against the dispatcher.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from generated import write_or_check
from typing import Any, Dict, List, Optional, Sequence, Tuple

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "schema" / "lift.schema.json"

S = Dict[str, Any]
DEFS: Dict[str, S] = {}
KINDS: Dict[str, Dict[str, Dict[str, S]]] = {}


def ref(name: str) -> S:
    return {"$ref": f"#/$defs/{name}"}


def define(name: str, schema: S) -> S:
    DEFS[name] = schema
    return ref(name)


def obj(props: Dict[str, S], required: Sequence[str] = (), **extra: Any) -> S:
    out: S = {"type": "object", "properties": props, "additionalProperties": False}
    if required:
        out["required"] = list(required)
    out.update(extra)
    return out


def nullable(schema: S) -> S:
    # A type list where the schema has one type: generators (hypothesis-jsonschema) merge an
    # anyOf of objects slowly.
    if isinstance(schema.get("type"), str) and "enum" not in schema:
        return {**schema, "type": [schema["type"], "null"]}
    if "enum" in schema:
        return {**schema, "type": [schema["type"], "null"], "enum": [*schema["enum"], None]}
    return {"anyOf": [schema, {"type": "null"}]}


def string(min_len: int = 0, max_len: Optional[int] = None, **extra: Any) -> S:
    out: S = {"type": "string"}
    if min_len:
        out["minLength"] = min_len
    if max_len is not None:
        out["maxLength"] = max_len
    out.update(extra)
    return out


def _ranged(json_type: str, lo: Optional[float], hi: Optional[float]) -> S:
    out: S = {"type": json_type}
    if lo is not None:
        out["minimum"] = lo
    if hi is not None:
        out["maximum"] = hi
    return out


def integer(lo: Optional[int] = None, hi: Optional[int] = None) -> S:
    return _ranged("integer", lo, hi)


def number(lo: Optional[float] = None, hi: Optional[float] = None) -> S:
    return _ranged("number", lo, hi)


def enum(*values: str) -> S:
    return {"type": "string", "enum": list(values)}


BOOL: S = {"type": "boolean"}
MAX_SAFE = 2**53 - 1

# Shared formats. Patterns, not only `format`, so that validators that skip formats still check.
ID = define("id", string(pattern="^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$",
                         description="A UUID, any case in requests, lowercase in answers"))
DAY = define("day", string(pattern="^[0-9]{4}-[0-9]{2}-[0-9]{2}$", description="A calendar day YYYY-MM-DD, 0001-01-01 to 9999-12-31"))
INSTANT = define("instant", string(
    pattern="^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$",
    description="RFC 3339 date-time, any offset in requests, UTC (Z) in answers; no leap seconds"))
DAY_OR_INSTANT = define("day_or_instant", {"anyOf": [DAY, INSTANT]})
LIMIT = define("limit", integer(1, 10000))
OFFSET = define("offset", integer(0, MAX_SAFE))
TIME_ZONE = define("time_zone", string(1, 255, pattern="^[A-Z][A-Za-z0-9_+-]*(/[A-Z][A-Za-z0-9_+-]*)*$",
                                       description="An IANA zone name (UTC built in)"))
REQUEST_ID = define("request_id", string(1, 128, description="Chosen by the host; see kind request"))
UNIT = define("unit", enum("kg", "lb"))
NAME = define("name", string(1, 200, description="1-200 characters, no control characters"))
PROFILE = define("profile", enum("car", "bike", "foot"))
OPTIMIZE = define("optimize", enum("none", "keep_first_last", "keep_first", "round_trip"))
TOTAL = integer(0, MAX_SAFE)
REMOVED = obj({"kind": string(), "removed": TOTAL}, ["kind", "removed"])

PAGE: Dict[str, S] = {"limit": LIMIT, "offset": OFFSET}


def request(kind_name: str, members: Dict[str, S], required: Sequence[str] = (), zone: bool = False, **extra: Any) -> S:
    """A request of `kind_name`: its members, plus `kind` and `request_id` that every request takes
    (and `time_zone` on the kinds that count days)."""
    props: Dict[str, S] = {"kind": {"const": kind_name}}
    props.update(members)
    props["request_id"] = REQUEST_ID
    if zone:
        props["time_zone"] = TIME_ZONE
    return obj(props, ["kind", *required], **extra)


def answer(kind_name: str, members: Dict[str, S], required: Sequence[str] = ()) -> S:
    props: Dict[str, S] = {"kind": {"const": kind_name}}
    props.update(members)
    return obj(props, ["kind", *required])


def kind(name: str, **verbs: Tuple[S, S]) -> None:
    entry: Dict[str, Dict[str, S]] = {}
    for verb, (req, ans) in verbs.items():
        entry[verb] = {"request": define(f"{name}.{verb}.request", req),
                       "answer": define(f"{name}.{verb}.answer", ans)}
    KINDS[name] = entry


def record_kind(name: str, save_record: S, record: S, max_items: int, load_filters: Dict[str, S],
                zone: bool = False, load_zone: bool = False, save_answer_extra: Optional[Dict[str, S]] = None,
                many_answer: Optional[S] = None, remove: bool = True, list_answer_extra: Optional[Dict[str, S]] = None) -> None:
    """The shared shapes (docs/API.md, "Shapes shared by every kind"): save one or many, load one or
    a page, remove by id."""
    rec = define(f"{name}.record", record)
    inp = define(f"{name}.save_record", save_record)
    extra = save_answer_extra or {}
    save_req = {"anyOf": [request(name, {name: inp}, [name], zone=zone),
                          request(name, {"items": {"type": "array", "minItems": 0, "maxItems": max_items, "items": inp}},
                                  ["items"], zone=zone)]}
    save_ans = {"anyOf": [answer(name, {name: rec, **extra}, [name]),
                          many_answer or answer(name, {"items": {"type": "array", "items": rec}}, ["items"])]}
    load_req = {"anyOf": [request(name, {"id": ID}, ["id"], zone=load_zone),
                          request(name, {**load_filters, **PAGE}, zone=load_zone)]}
    load_ans = {"anyOf": [answer(name, {name: rec}, [name]),
                          answer(name, {"items": {"type": "array", "items": rec}, "total": TOTAL, **(list_answer_extra or {})},
                                 ["items", "total"])]}
    verbs = {"save": (save_req, save_ans), "load": (load_req, load_ans)}
    if remove:
        verbs["remove"] = (request(name, {"id": ID}, ["id"]), REMOVED)
    kind(name, **verbs)


# --- training (lift-me) -------------------------------------------------------------------

TAG = string(0, 1000)
record_kind(
    "exercise",
    obj({"id": ID, "name": NAME, "tags": nullable({"type": "array", "maxItems": 50, "items": TAG}),
         "creation_date": INSTANT}, **{"x-required-on-create": ["name"]}),
    obj({"id": ID, "name": string(), "tags": {"type": "array", "items": string()}, "creation_date": INSTANT},
        ["id", "name", "tags", "creation_date"]),
    10000, {"tag": string(1, 1000), "name_prefix": string(1, 1000), "name": string(1, 1000)})

ROUTINE_EXERCISE = obj({"id": ID, "name": NAME})
record_kind(
    "routine",
    obj({"id": ID, "name": NAME, "exercises": {"type": "array", "maxItems": 200, "items": ROUTINE_EXERCISE},
         "creation_date": INSTANT}, **{"x-required-on-create": ["name", "exercises"]}),
    obj({"id": ID, "name": string(), "creation_date": INSTANT,
         "exercises": {"type": "array", "items": obj({"id": ID, "name": string()}, ["id", "name"])}},
        ["id", "name", "creation_date", "exercises"]),
    1000, {})

SET_IN = obj({"id": ID, "rep_count": integer(0, 100000), "weight": number(0, 10000), "unit": UNIT,
              "duration": nullable(integer(0, 86400)), "difficulty": nullable(integer(0, 10)),
              "completion_date": nullable(INSTANT)},
             **{"x-required-on-create": ["rep_count", "weight", "unit"]})
SET_OUT = obj({"id": ID, "rep_count": integer(), "weight": number(), "unit": UNIT, "duration": nullable(integer()),
               "difficulty": nullable(integer()), "completion_date": nullable(INSTANT)},
              ["id", "rep_count", "weight", "unit", "duration", "difficulty", "completion_date"])
DEFS["set_record"] = SET_OUT
EXERCISE_RECORD_IN = obj({"id": ID, "exercise_id": ID, "set_records": {"type": "array", "maxItems": 1000, "items": SET_IN}},
                         **{"x-required-on-create": ["exercise_id"]})
RECORD_IN = obj({"id": ID, "routine_id": nullable(ID), "note": nullable(string(0, 10000)),
                 "creation_date": INSTANT, "completion_date": nullable(INSTANT),
                 "exercise_records": {"type": "array", "maxItems": 200, "items": EXERCISE_RECORD_IN}},
                **{"x-required-on-create": ["exercise_records"]})
RECORD_OUT = obj({"id": ID, "routine_id": nullable(ID), "note": nullable(string()), "creation_date": INSTANT,
                  "completion_date": nullable(INSTANT),
                  "exercise_records": {"type": "array", "items": obj(
                      {"id": ID, "exercise_id": ID, "set_records": {"type": "array", "items": ref("set_record")}},
                      ["id", "exercise_id", "set_records"])}},
                 ["id", "routine_id", "note", "creation_date", "completion_date", "exercise_records"])
record_kind("routine_record", RECORD_IN, RECORD_OUT, 1000,
            {"routine_id": ID, "from": DAY_OR_INSTANT, "to": DAY_OR_INSTANT, "finished": BOOL}, load_zone=True)

kind("active_record",
     save=({"anyOf": [request("active_record", {"active_record": ref("routine_record.save_record")}, ["active_record"]),
                      request("active_record", {"from_routine_id": ID}, ["from_routine_id"])]},
           answer("active_record", {"active_record": ref("routine_record.record")}, ["active_record"])),
     load=(request("active_record", {}),
           answer("active_record", {"active_record": nullable(ref("routine_record.record"))}, ["active_record"])))

kind("routine_from_record",
     save=(request("routine_from_record", {"routine_from_record": obj({"record_id": ID, "name": NAME}, ["record_id"])},
                   ["routine_from_record"]),
           answer("routine_from_record", {"routine": ref("routine.record"), "routine_record": ref("routine_record.record")},
                  ["routine", "routine_record"])))

kind("exercise_history",
     load=(request("exercise_history", {"exercise_id": ID, "unit": UNIT, **PAGE}, ["exercise_id"]),
           answer("exercise_history", {"exercise_id": ID, "total": TOTAL, "unit": UNIT, "items": {"type": "array", "items": obj(
               {"record_id": ID, "routine_id": nullable(ID), "creation_date": INSTANT, "completion_date": nullable(INSTANT),
                "set_records": {"type": "array", "items": ref("set_record")}},
               ["record_id", "routine_id", "creation_date", "completion_date", "set_records"])}},
                  ["exercise_id", "items", "total"])))

PR_ENTRY = nullable(obj({"value": number(), "record_id": ID, "set_record": ref("set_record")}, ["value", "record_id", "set_record"]))
kind("personal_record",
     load=(request("personal_record", {"exercise_id": ID, "unit": UNIT}, ["exercise_id"]),
           answer("personal_record", {"personal_record": obj(
               {"exercise_id": ID, "unit": UNIT, "estimated_one_rep_max": PR_ENTRY, "heaviest_weight": PR_ENTRY,
                "most_reps": PR_ENTRY, "best_set_volume": PR_ENTRY},
               ["exercise_id", "unit", "estimated_one_rep_max", "heaviest_weight", "most_reps", "best_set_volume"])},
                  ["personal_record"])))

# --- body log (Weight) ----------------------------------------------------------------------

WEIGHT_IN = obj({"id": ID, "date": DAY, "weight": number(0, 10000), "unit": UNIT, "note": nullable(string(0, 1000))},
                **{"x-required-on-create": ["date", "weight", "unit"]})
WEIGHT_OUT = obj({"id": ID, "date": DAY, "weight": number(), "unit": UNIT, "note": nullable(string())},
                 ["id", "date", "weight", "unit"])
BULK_COUNTS = {"saved": TOTAL, "created": TOTAL, "updated": TOTAL, "ids": {"type": "array", "items": ID}}
record_kind("weight", WEIGHT_IN, WEIGHT_OUT, 200000,
            {"date": DAY, "from": DAY, "to": DAY, "latest": BOOL, "unit": UNIT}, zone=True,
            save_answer_extra={"created": BOOL},
            many_answer=answer("weight", BULK_COUNTS, ["saved", "created", "updated", "ids"]),
            list_answer_extra={"unit": UNIT})
# A load by id takes a unit too.
DEFS["weight.load.request"]["anyOf"][0]["properties"]["unit"] = UNIT

for count in ("calories", "steps"):
    record_kind(count,
                obj({"id": ID, "date": DAY, "amount": integer(0, 10000000), "total": integer(0, 10000000),
                     "source": string(0, 200), "note": nullable(string(0, 1000)), "creation_date": INSTANT},
                    **{"x-required-on-create": ["date", "amount|total"]}),
                obj({"id": ID, "date": DAY, "amount": integer(), "note": nullable(string()), "creation_date": INSTANT},
                    ["id", "date", "amount", "creation_date"]),
                100000, {"date": DAY, "from": DAY, "to": DAY}, zone=True,
                save_answer_extra={"day_total": TOTAL, "created": BOOL},
                list_answer_extra={"date": DAY, "day_total": TOTAL})

GOAL_CATEGORY = enum("weight", "calories", "steps")
PROGRESS = obj({"current": nullable(number()), "remaining": nullable(number()), "percent": nullable(number()),
                "reached": nullable(BOOL), "on_track": nullable(BOOL), "expected": nullable(number())})
GOAL_OUT = obj({"category": GOAL_CATEGORY, "target": number(), "unit": nullable(UNIT),
                "direction": nullable(enum("lose", "gain", "keep")), "start": nullable(number()),
                "start_date": nullable(DAY), "date": nullable(DAY), "progress": PROGRESS}, ["category", "target"])
DEFS["goal.record"] = GOAL_OUT
kind("goal",
     save=(request("goal", {"goal": obj({"category": GOAL_CATEGORY, "target": number(0, 10000000), "unit": UNIT,
                                         "direction": enum("lose", "gain", "keep"), "date": nullable(DAY),
                                         "start": nullable(number(0, 10000)), "start_date": nullable(DAY),
                                         "progress": {"type": ["object", "null"]}},
                                        ["category"])}, ["goal"], zone=True),
           answer("goal", {"goal": ref("goal.record"), "created": BOOL}, ["goal"])),
     load=({"anyOf": [request("goal", {}, zone=True), request("goal", {"category": GOAL_CATEGORY}, ["category"], zone=True)]},
           {"anyOf": [answer("goal", {"items": {"type": "array", "items": ref("goal.record")}, "total": TOTAL}, ["items"]),
                      answer("goal", {"goal": ref("goal.record")}, ["goal"])]}),
     remove=(request("goal", {"category": GOAL_CATEGORY}, ["category"]), REMOVED))

STATS_AGG = {"count": TOTAL, "sum": number(), "min": number(), "max": number(), "mean": number()}
kind("series",
     load=(request("series", {"category": GOAL_CATEGORY, "from": DAY, "to": DAY, "group": enum("day", "week", "month"),
                              "unit": UNIT}, ["category", "from", "to"]),
           answer("series", {"category": GOAL_CATEGORY, "group": enum("day", "week", "month"), "unit": UNIT,
                             "points": {"type": "array", "items": obj({"start": DAY, "label": string(), **STATS_AGG},
                                                                      ["start", "label", "count", "sum", "min", "max", "mean"])},
                             "overall": nullable(obj(STATS_AGG, list(STATS_AGG)))},
                  ["category", "group", "points", "overall"])))

kind("body_log",
     load=(request("body_log", {}),
           answer("body_log", {"weight": {"type": "array", "items": ref("weight.record")},
                               "calories": {"type": "array", "items": ref("calories.record")},
                               "steps": {"type": "array", "items": ref("steps.record")},
                               "goal": {"type": "array", "items": ref("goal.record")}},
                  ["weight", "calories", "steps", "goal"])),
     remove=(request("body_log", {}),
             answer("body_log", {"removed": TOTAL, "counts": obj({k: TOTAL for k in ("weight", "calories", "steps", "goal", "health_samples")})},
                    ["removed"])))

kind("weight_csv",
     load=(request("weight_csv", {}), answer("weight_csv", {"csv": string(), "total": TOTAL}, ["csv", "total"])),
     save=(request("weight_csv", {"csv": string(0, 16 * 1024 * 1024)}, ["csv"], zone=True),
           answer("weight_csv", {"saved": TOTAL, "created": TOTAL, "updated": TOTAL}, ["saved", "created", "updated"])))

# --- workouts (WorkoutTracker) --------------------------------------------------------------

CATEGORY = enum("strength", "cardio", "mobility")
LIST_1000 = nullable({"type": "array", "maxItems": 50, "items": string(0, 1000)})
record_kind(
    "workout",
    obj({"id": ID, "name": NAME, "category": CATEGORY, "met": number(1, 25), "instructions": nullable(string(0, 10000)),
         "equipment": LIST_1000, "muscles": LIST_1000, "compendium_code": nullable(string()), "built_in": BOOL,
         "creation_date": nullable(INSTANT)},
        **{"x-required-on-create": ["name", "category", "met"]}),
    obj({"id": ID, "name": string(), "category": CATEGORY, "instructions": string(), "equipment": {"type": "array", "items": string()},
         "muscles": {"type": "array", "items": string()}, "met": number(), "compendium_code": nullable(string()),
         "built_in": BOOL, "creation_date": nullable(INSTANT)},
        ["id", "name", "category", "met", "built_in"]),
    1000, {"category": CATEGORY, "name_prefix": string(1, 1000), "muscle": string(1, 1000), "equipment": string(1, 1000)})

record_kind(
    "completion",
    obj({"id": ID, "workout_id": ID, "duration": integer(1, 86400), "date": INSTANT, "calories": nullable(number(0, 50000)),
         "distance": nullable(number(0, 10000000)),
         "body_weight_kg": nullable(number()), "estimated_calories": nullable(number()), "calories_measured": BOOL},
        **{"x-required-on-create": ["workout_id", "duration"]}),
    obj({"id": ID, "workout_id": ID, "duration": number(), "date": INSTANT, "body_weight_kg": number(), "calories": number(),
         "estimated_calories": number(), "calories_measured": BOOL, "distance": nullable(number())},
        ["id", "workout_id", "duration", "date", "body_weight_kg", "calories", "estimated_calories", "calories_measured", "distance"]),
    1000, {"from": DAY_OR_INSTANT, "to": DAY_OR_INSTANT, "workout_id": ID}, zone=True, load_zone=True)

kind("weekly_goal",
     save=(request("weekly_goal", {"weekly_goal": obj({"workouts": integer(1, 100)}, ["workouts"])}, ["weekly_goal"]),
           answer("weekly_goal", {"weekly_goal": obj({"workouts": integer()}, ["workouts"])}, ["weekly_goal"])),
     load=(request("weekly_goal", {}),
           answer("weekly_goal", {"weekly_goal": nullable(obj({"workouts": integer()}, ["workouts"]))}, ["weekly_goal"])))

kind("stats",
     load=(request("stats", {"period": enum("day", "week", "month", "custom"), "date": DAY, "from": DAY, "to": DAY},
                   ["period"], zone=True),
           answer("stats", {"stats": obj(
               {"from": DAY, "to": DAY, "calories_burned": number(), "exercises_performed": TOTAL, "sets_performed": TOTAL,
                "total_volume_kg": number(), "hours_trained": number(), "workouts_completed": TOTAL,
                "weekly_goal": nullable(integer()), "weekly_goal_progress": TOTAL, "weekly_goal_hours": number(),
                "current_streak": TOTAL},
               ["from", "to", "calories_burned", "exercises_performed", "sets_performed", "total_volume_kg",
                "hours_trained", "workouts_completed", "weekly_goal", "weekly_goal_progress", "weekly_goal_hours",
                "current_streak"])}, ["stats"])))

# --- training portability (import, export, progress, recommendations) -------------------------

LINE_ERROR = obj({"line": TOTAL, "field": string(), "reason": string()}, ["line", "field", "reason"])
kind("workout_import",
     save=(request("workout_import", {"workout_import": obj(
               {"data": string(0, 16 << 20), "path": string(1, 4096),
                "format": enum("auto", "strong", "hevy", "fitnotes", "lift"), "unit": enum("auto", "kg", "lb"),
                "dry_run": BOOL, "exercise_map": {"type": "object", "maxProperties": 10000,
                                                  "additionalProperties": string(1, 1000)}})},
                   ["workout_import"], zone=True),
           answer("workout_import", {"workout_import": obj(
               {"format": enum("strong", "hevy", "fitnotes", "lift"), "dry_run": BOOL, "sessions": TOTAL,
                "sessions_updated": TOTAL, "sessions_existing": TOTAL, "sets": TOTAL, "sets_existing": TOTAL,
                "exercises_matched": TOTAL,
                "new_exercises": {"type": "array", "items": obj({"name": string(), "id": nullable(ID)}, ["name", "id"])},
                "skipped": {"type": "object", "additionalProperties": TOTAL},
                "errors": {"type": "array", "items": LINE_ERROR}, "error_count": TOTAL},
               ["format", "dry_run", "sessions", "sets", "new_exercises", "errors"])}, ["workout_import"])))
kind("workout_export",
     load=(request("workout_export", {"format": enum("lift", "strong", "json"), "from": DAY_OR_INSTANT, "to": DAY_OR_INSTANT},
                   zone=True),
           {"anyOf": [answer("workout_export", {"format": enum("lift", "strong"), "sessions": TOTAL, "sets": TOTAL, "csv": string()},
                             ["format", "sessions", "sets", "csv"]),
                      answer("workout_export", {"format": enum("json"), "sessions": TOTAL, "sets": TOTAL,
                                                "exercises": {"type": "array", "items": {"type": "object"}},
                                                "routine_records": {"type": "array", "items": {"type": "object"}}},
                             ["format", "sessions", "sets", "exercises", "routine_records"])]}))
# --- backup (docs/SYNC.md, "Backup and restore") ---------------------------------------------

BACKUP_FILE = define("backup_file", string(1, 4096, description="A local file the host names; a backup is written beside it and renamed"))
SYNC_SCALAR = {"anyOf": [{"type": "null"}, {"type": "number"}, {"type": "string"}]}
SYNC_VALUE = {"anyOf": [{"type": "null"}, {"type": "number"}, {"type": "string"},
                        {"type": "array", "items": {"type": "object", "additionalProperties": SYNC_SCALAR}}]}
BACKUP_CHANGE = define("backup.change", obj(
    {"kind": string(1, 64), "id": string(1, 128),
     "version": string(1, 80),
     "fields": {"type": "object", "maxProperties": 64, "additionalProperties": SYNC_VALUE},
     "versions": {"type": "object", "maxProperties": 64, "additionalProperties": string(1, 80)},
     "removed": string(1, 80)}, ["kind", "id"]))
BACKUP_DOCUMENT = define("backup.document", obj(
    {"format": {"const": "liblift-backup"}, "version": {"const": 1}, "site": string(0, 64), "created": string(0, 64),
     "changes": {"type": "array", "items": BACKUP_CHANGE}, "count": TOTAL},
    ["format", "version", "changes", "count"]))
PASSPHRASE = string(0, 1024)
kind("backup",
     load=(request("backup", {"path": BACKUP_FILE, "passphrase": PASSPHRASE}),
           {"anyOf": [answer("backup", {"backup": BACKUP_DOCUMENT}, ["backup"]),
                      answer("backup", {"backup": obj({"path": string(), "data": string(), "sealed": BOOL, "bytes": TOTAL,
                                                       "changes": TOTAL}, ["sealed", "bytes", "changes"])}, ["backup"])]}),
     save=({"anyOf": [request("backup", {"backup": BACKUP_DOCUMENT}, ["backup"]),
                      request("backup", {"data": string(0, 16 << 20), "passphrase": PASSPHRASE}, ["data"]),
                      request("backup", {"path": BACKUP_FILE, "passphrase": PASSPHRASE}, ["path"])]},
           answer("backup", {"backup": obj({"changes": TOTAL, "applied": TOTAL, "skipped": TOTAL, "parked": TOTAL,
                                            "conflicts": {"type": "array", "items": {"type": "object"}}},
                                           ["changes", "applied", "skipped", "parked", "conflicts"])}, ["backup"])))
HEALTH_EXPORT_COUNTS = obj({"read": TOTAL, "added": TOTAL, "updated": TOTAL, "unchanged": TOTAL},
                           ["read", "added", "updated", "unchanged"])
kind("apple_health_export",
     save=(request("apple_health_export", {"apple_health_export": obj({"path": string(1, 4096)}, ["path"])},
                   ["apple_health_export"], zone=True),
           answer("apple_health_export", {"apple_health_export": obj(
               {"types": obj({t: HEALTH_EXPORT_COUNTS for t in ("body_mass", "step_count", "dietary_energy", "workout")},
                             ["body_mass", "step_count", "dietary_energy", "workout"]),
                "skipped": {"type": "object", "additionalProperties": TOTAL},
                "from": nullable(INSTANT), "to": nullable(INSTANT), "days_recomputed": TOTAL},
               ["types", "skipped", "from", "to", "days_recomputed"])}, ["apple_health_export"])))
kind("progress_summary",
     load=(request("progress_summary", {"period": enum("week", "month", "year", "custom"), "date": DAY, "from": DAY, "to": DAY,
                                        "unit": UNIT, "format": enum("json", "text", "svg")}, ["period"], zone=True),
           answer("progress_summary", {"progress_summary": {"type": "object", "required": ["period", "from", "to", "unit"],
                                                            "properties": {"period": string(), "from": DAY, "to": DAY, "unit": UNIT}},
                                       "text": string(), "svg": string()}, ["progress_summary"])))
kind("next_targets",
     load=(request("next_targets", {"routine_id": ID, "unit": UNIT,
                                    "reps": obj({"min": integer(1, 100), "max": integer(1, 100)})}, ["routine_id"]),
           answer("next_targets", {"routine_id": ID, "items": {"type": "array", "items": obj(
               {"exercise_id": ID, "name": string(), "action": enum("increase", "keep", "deload", "start"),
                "weight": nullable(number()), "unit": UNIT, "reps": obj({"min": TOTAL, "max": TOTAL}, ["min", "max"]),
                "sets": TOTAL, "reason": string(), "last": {}},
               ["exercise_id", "name", "action", "weight", "unit", "reps", "reason"])}}, ["routine_id", "items"])))
kind("recommendation",
     load=(request("recommendation", {"limit": integer(1, 50), "minutes": integer(1, 1440),
                                      "equipment": {"type": "array", "maxItems": 50, "items": string(0, 1000)}}, zone=True),
           answer("recommendation", {"items": {"type": "array", "items": obj(
               {"type": enum("workout", "routine"), "id": ID, "name": string(), "score": integer(),
                "reasons": {"type": "array", "items": string()}},
               ["type", "id", "name", "score", "reasons"])}}, ["items"])))

# --- the health bridge (HealthKit, Health Connect) -------------------------------------------

HEALTH_PLATFORM = enum("healthkit", "health_connect", "apple_health_export")
HEALTH_TEXT = string(0, 200)
HEALTH_SOURCE = obj({"name": HEALTH_TEXT, "bundle_id": HEALTH_TEXT, "device": HEALTH_TEXT})
HEALTH_PROVENANCE: Dict[str, S] = {
    "id": string(1, 200), "source": HEALTH_SOURCE, "was_user_entered": BOOL, "sync_identifier": HEALTH_TEXT,
    "sync_version": integer(0, MAX_SAFE), "last_modified": INSTANT,
    "metadata": {"type": "object", "maxProperties": 100, "description": "HealthKit metadata; HKMetadataKeyWasUserEntered, "
                 "HKMetadataKeySyncIdentifier and HKMetadataKeySyncVersion are read, other keys ignored"}}
HEALTH_SAMPLE = obj({**HEALTH_PROVENANCE, "type": HEALTH_TEXT, "start": INSTANT, "end": INSTANT, "value": number(),
                     "unit": HEALTH_TEXT}, ["id", "source", "type", "start", "end", "value", "unit"])
HEALTH_WORKOUT = obj({**HEALTH_PROVENANCE, "activity_type": HEALTH_TEXT, "start": INSTANT, "end": INSTANT,
                      "duration": number(), "energy": number(), "energy_unit": HEALTH_TEXT,
                      "distance": number(0), "distance_unit": HEALTH_TEXT},
                     ["id", "source", "activity_type", "start", "end"])
HEALTH_EXPORT_HEAD: Dict[str, S] = {"client_record_id": string(), "version": integer(1, MAX_SAFE), "platform_id": nullable(string())}
kind("health_samples",
     save=(request("health_samples", {"health_samples": obj(
               {"platform": HEALTH_PLATFORM,
                "samples": {"type": "array", "maxItems": 100000, "items": HEALTH_SAMPLE},
                "workouts": {"type": "array", "maxItems": 100000, "items": HEALTH_WORKOUT},
                "deleted": {"type": "array", "maxItems": 100000, "items": HEALTH_TEXT},
                "anchor": obj({"type": HEALTH_TEXT, "value": string(0, 65536)}, ["type", "value"]),
                "full_window": obj({"from": INSTANT, "to": INSTANT, "types": {"type": "array", "maxItems": 10, "items": HEALTH_TEXT}},
                                   ["from", "to"])},
               ["platform"])}, ["health_samples"], zone=True),
           answer("health_samples", {"added": TOTAL, "updated": TOTAL, "unchanged": TOTAL, "removed": TOTAL, "echoes": TOTAL,
                                     "days_recomputed": TOTAL},
                  ["added", "updated", "unchanged", "removed", "echoes", "days_recomputed"])))
kind("health_anchor",
     load=(request("health_anchor", {"platform": HEALTH_PLATFORM, "type": HEALTH_TEXT}, ["platform", "type"]),
           answer("health_anchor", {"platform": HEALTH_PLATFORM, "type": string(), "anchor": nullable(string())},
                  ["platform", "type", "anchor"])))
HEALTH_POLICY = obj({"type": string(), "sources": {"type": "array", "items": string()}}, ["type", "sources"])
kind("health_policy",
     save=(request("health_policy", {"health_policy": obj(
               {"type": HEALTH_TEXT, "sources": {"type": "array", "maxItems": 51, "items": HEALTH_TEXT}}, ["type", "sources"])},
                   ["health_policy"], zone=True),
           answer("health_policy", {"health_policy": HEALTH_POLICY, "days_recomputed": TOTAL}, ["days_recomputed"])),
     load=(request("health_policy", {"type": HEALTH_TEXT}),
           answer("health_policy", {"items": {"type": "array", "items": HEALTH_POLICY}}, ["items"])))
kind("health_export",
     save=(request("health_export", {"health_export": obj(
               {"platform": HEALTH_PLATFORM, "ack": {"type": "array", "maxItems": 100000, "items": obj(
                   {"client_record_id": HEALTH_TEXT, "version": integer(1, MAX_SAFE), "platform_id": HEALTH_TEXT},
                   ["client_record_id", "version"])}}, ["platform", "ack"])}, ["health_export"]),
           answer("health_export", {"acknowledged": TOTAL}, ["acknowledged"])),
     load=(request("health_export", {"platform": HEALTH_PLATFORM}, ["platform"], zone=True),
           answer("health_export", {
               "platform": HEALTH_PLATFORM,
               "weights": {"type": "array", "items": obj({**HEALTH_EXPORT_HEAD, "date": DAY, "time": INSTANT, "value": number(),
                                                          "unit": UNIT}, [*HEALTH_EXPORT_HEAD, "date", "time", "value", "unit"])},
               "workouts": {"type": "array", "items": obj(
                   {**HEALTH_EXPORT_HEAD, "activity_type": string(), "start": INSTANT, "end": INSTANT, "duration": TOTAL,
                    "energy": number(), "energy_unit": enum("kcal")},
                   [*HEALTH_EXPORT_HEAD, "activity_type", "start", "end", "duration", "energy", "energy_unit"])},
               "deleted": {"type": "array", "items": obj(HEALTH_EXPORT_HEAD, list(HEALTH_EXPORT_HEAD))}},
               ["platform", "weights", "workouts", "deleted"])))

# --- sports (LigasEc) -----------------------------------------------------------------------

DATA_SOURCE = enum("FlashLive", "TransferMarket")
SPORT_ID = string(1, 64, pattern="^[!-~]+$")
CLUB = obj({"id": string(), "name": string(), "logo_url": nullable(string()), "data_source": DATA_SOURCE},
           ["id", "name", "data_source"])
PLAYER = obj({"id": string(), "name": string(), "number": nullable(integer()), "position": string(),
              "nationality": nullable(string()), "photo_url": nullable(string()), "data_source": DATA_SOURCE},
             ["id", "name", "position", "data_source"])
FRESHNESS = {"source": enum("cache", "remote"), "stale": BOOL, "cached_at": INSTANT}
REMOTE_LOAD = {"refresh": BOOL, "cache_only": BOOL, "timeout_ms": integer(1, 600000)}
CACHE = enum("expired", "all")
kind("league",
     load=(request("league", {}),
           answer("league", {"items": {"type": "array", "items": CLUB}, "total": TOTAL, "saved_to_cache": BOOL},
                  ["items", "total"])),
     remove=(request("league", {"cache": CACHE}), REMOVED))
kind("team",
     load=(request("team", {"league_id": SPORT_ID, **REMOTE_LOAD}, ["league_id"]),
           answer("team", {"league_id": string(), "items": {"type": "array", "items": CLUB}, "total": TOTAL, **FRESHNESS},
                  ["league_id", "items", "total"])),
     remove=({"anyOf": [request("team", {"cache": CACHE}, ["cache"]), request("team", {"league_id": SPORT_ID}, ["league_id"])]},
             REMOVED))
kind("player",
     load=(request("player", {"team_id": SPORT_ID, "data_source": DATA_SOURCE, **REMOTE_LOAD}, ["team_id"]),
           answer("player", {"team_id": string(), "items": {"type": "array", "items": PLAYER}, "total": TOTAL, **FRESHNESS},
                  ["team_id", "items", "total"])),
     remove=({"anyOf": [request("player", {"cache": CACHE}, ["cache"]), request("player", {"team_id": SPORT_ID}, ["team_id"])]},
             REMOVED))
kind("image",
     load=(request("image", {"url": string(1, 2048), **REMOTE_LOAD}, ["url"]),
           answer("image", {"image": obj({"url": string(), "size": TOTAL, "data_base64": string()}, ["url", "size", "data_base64"]),
                            **FRESHNESS}, ["image"])),
     remove=({"anyOf": [request("image", {"cache": enum("all")}, ["cache"]), request("image", {"url": string(1, 2048)}, ["url"])]},
             REMOVED))

# --- routes and places (iroutes) ------------------------------------------------------------

LAT = number(-90, 90)
LON = number(-180, 180)
STOP = obj({"lat": LAT, "lon": LON, "name": nullable(string(0, 1000))}, ["lat", "lon"])
ROAD_CLASSES = {"type": "array", "items": enum("toll", "motorway", "ferry", "tunnel", "motorroad")}
STEP = obj({"distance": number(), "duration": number(), "geometry": {}, "name": string(), "ref": string(),
            "class": string(), "mode": enum("driving", "cycling", "walking"), "classes": ROAD_CLASSES,
            "maneuver": obj({"type": enum("depart", "arrive", "turn", "new name", "continue", "merge", "on ramp",
                                          "off ramp", "fork", "end of road", "roundabout", "rotary"),
                             "modifier": enum("straight", "slight left", "slight right", "left", "right",
                                              "sharp left", "sharp right", "uturn"),
                             "location": {"type": "array", "minItems": 2, "maxItems": 2, "items": number()},
                             "bearing_before": number(0, 360), "bearing_after": number(0, 360), "exit": TOTAL},
                            ["type", "location", "bearing_before", "bearing_after"]),
            "instruction": string()},
           ["distance", "duration", "name", "ref", "class", "mode", "maneuver", "instruction"])
LEG = obj({"from": TOTAL, "to": TOTAL, "distance": number(), "duration": number(), "geometry": {},
           "classes": ROAD_CLASSES, "steps": {"type": "array", "items": STEP}},
          ["from", "to", "distance", "duration"])
GEOMETRY = {"description": "an encoded polyline (string), a GeoJSON LineString (object) or absent",
            "anyOf": [string(), {"type": "object"}, {"type": "null"}]}
kind("route",
     route=(request("route", {"stops": {"type": "array", "minItems": 2, "maxItems": 100, "items": STOP},
                              "profile": PROFILE, "optimize": OPTIMIZE,
                              "geometry": enum("polyline5", "polyline6", "geojson", "none"), "leg_geometry": BOOL,
                              "steps": BOOL, "format": enum("gpx", "geojson")},
                    ["stops"]),
            {"anyOf": [answer("route", {"profile": PROFILE, "format": enum("gpx"), "gpx": string()}, ["profile", "format", "gpx"]),
                       answer("route", {"profile": PROFILE, "format": enum("geojson"), "geojson": {"type": "object"}},
                              ["profile", "format", "geojson"]),
                       answer("route", {"profile": PROFILE, "optimize": OPTIMIZE,
                             "route": obj({"distance": number(), "duration": number(), "classes": ROAD_CLASSES,
                                           "geometry": GEOMETRY, "legs": {"type": "array", "items": LEG}},
                                          ["distance", "duration", "legs"]),
                             "waypoints": {"type": "array", "items": obj(
                                 {"waypoint_index": TOTAL, "location": {"type": "array", "minItems": 2, "maxItems": 2, "items": number()},
                                  "distance": number(), "name": {}},
                                 ["waypoint_index", "location", "distance"])},
                             "order": {"type": "array", "items": TOTAL}},
                    ["profile", "optimize", "route", "waypoints", "order"])]}))
# lift_route takes a request without `kind` (route is the default).
DEFS["route.route.request"]["required"].remove("kind")
SAVED_ROUTE_IN = obj({"id": ID, "name": NAME, "stops": {"type": "array", "minItems": 2, "maxItems": 100, "items": STOP},
                      "profile": PROFILE, "optimize": OPTIMIZE, "distance": number(), "duration": number(), "geometry": string(),
                      "order": {"type": "array"}, "legs": {"type": "array"}, "creation_date": INSTANT, "update_date": INSTANT,
                      "steps": BOOL},
                     **{"x-required-on-create": ["name", "stops"]})
SAVED_ROUTE_OUT = obj({"id": ID, "name": string(), "stops": {"type": "array", "items": STOP}, "profile": PROFILE,
                       "optimize": OPTIMIZE, "distance": number(), "duration": number(), "classes": ROAD_CLASSES,
                       "geometry": GEOMETRY, "order": {"type": "array", "items": TOTAL}, "legs": {"type": "array", "items": LEG},
                       "creation_date": INSTANT, "update_date": INSTANT},
                      ["id", "name", "stops", "profile", "optimize", "distance", "duration", "geometry", "order", "legs",
                       "creation_date", "update_date"])
DEFS["route.record"] = SAVED_ROUTE_OUT
KINDS["route"].update({
    "save": {"request": define("route.save.request", request("route", {"route": SAVED_ROUTE_IN}, ["route"])),
             "answer": define("route.save.answer", answer("route", {"route": ref("route.record"), "created": BOOL}, ["route", "created"]))},
    "load": {"request": define("route.load.request", {"anyOf": [
                 request("route", {"id": ID, "geometry": enum("polyline5", "polyline6", "geojson", "none"),
                                   "format": enum("gpx", "geojson")}, ["id"]),
                 request("route", {"name_prefix": string(1, 1000), "geometry": enum("polyline5", "polyline6", "geojson", "none"),
                                   **PAGE})]}),
             "answer": define("route.load.answer", {"anyOf": [
                 answer("route", {"route": ref("route.record")}, ["route"]),
                 answer("route", {"format": enum("gpx"), "gpx": string()}, ["format", "gpx"]),
                 answer("route", {"format": enum("geojson"), "geojson": {"type": "object"}}, ["format", "geojson"]),
                 answer("route", {"items": {"type": "array", "items": ref("route.record")}, "total": TOTAL, **PAGE}, ["items", "total"])]})},
    "remove": {"request": define("route.remove.request", request("route", {"id": ID}, ["id"])),
               "answer": define("route.remove.answer", REMOVED)},
})

ROAD_NETWORK = obj({"profile": PROFILE, "version": {}, "source": string(), "creation_date": INSTANT, "bytes": TOTAL,
                    "vertices": TOTAL, "arcs": TOTAL, "turns": TOTAL, "shortcuts": TOTAL, "restrictions": TOTAL,
                    "skipped_restrictions": TOTAL}, ["profile", "version", "source", "creation_date"])
DEFS["road_network.record"] = ROAD_NETWORK
kind("road_network",
     save=(request("road_network", {"road_network": obj({"path": string(1, 4096), "profile": PROFILE,
                                                         "restrictions_at": INSTANT}, ["path"])},
                   ["road_network"], zone=True),
           answer("road_network", {"road_network": ref("road_network.record")}, ["road_network"])),
     load=({"anyOf": [request("road_network", {}), request("road_network", {"profile": PROFILE}, ["profile"])]},
           {"anyOf": [answer("road_network", {"items": {"type": "array", "items": ref("road_network.record")}, "total": TOTAL},
                             ["items", "total"]),
                      answer("road_network", {"road_network": ref("road_network.record")}, ["road_network"])]}),
     remove=(request("road_network", {"profile": PROFILE}, ["profile"]), REMOVED))

kind("place",
     load=(request("place", {"query": string(1, 200 * 4), "focus": obj({"lat": LAT, "lon": LON}, ["lat", "lon"]),
                             "limit": integer(1, 100), "offset": integer(0, 1000), "profile": PROFILE}, ["query"]),
           answer("place", {"items": {"type": "array", "items": obj(
               {"name": string(), "kind": enum("place", "street", "poi", "address"), "lat": number(), "lon": number(),
                "category": string(), "street": string(), "matched_name": string(), "matched_key": string(), "matched_language": string(),
                "match": enum("exact", "prefix", "fuzzy"), "distance": number()},
               ["name", "kind", "lat", "lon", "match"])}}, ["items"])))

# --- accounts -------------------------------------------------------------------------------

ACCOUNT = obj({"id": ID, "username": string(), "name": nullable(string()), "phone": nullable(string()),
               "email": nullable(string()), "creation_date": INSTANT},
              ["id", "username", "name", "phone", "email", "creation_date"])
DEFS["account.record"] = ACCOUNT
SESSION_INFO = obj({"id": string(), "created": INSTANT, "last_used": INSTANT, "expires": INSTANT, "current": BOOL},
                   ["id", "created", "last_used", "expires", "current"])
NEW_TOKEN = obj({"id": string(), "token": string(43, 43), "expires": INSTANT}, ["id", "token", "expires"])
kind("account",
     save=({"anyOf": [
         request("account", {"account": obj({"id": ID, "username": string(3, 256), "password": string(8, 1024),
                                             "name": nullable(string(0, 200)), "phone": nullable(string(0, 32)),
                                             "email": nullable(string(0, 254)), "creation_date": INSTANT})}, ["account"]),
         request("account", {"change_password": obj({"old_password": string(), "new_password": string(8, 1024)},
                                                     ["old_password", "new_password"])}, ["change_password"])]},
           {"anyOf": [answer("account", {"account": ref("account.record")}, ["account"]),
                      answer("account", {"password_changed": {"const": True}, "session": NEW_TOKEN}, ["password_changed"])]}),
     load=(request("account", {}), answer("account", {"account": ref("account.record")}, ["account"])),
     remove=(request("account", {"password": string()}, ["password"]), REMOVED))
kind("session",
     save=({"anyOf": [request("session", {"session": obj({"username": string(0, 1000), "password": string(0, 1024)},
                                                         ["username", "password"])}, ["session"]),
                      request("session", {"session": obj({"token": string(0, 1000)}, ["token"])}, ["session"])]},
           answer("session", {"session": obj({"signed_in": {"const": True}, "account": ref("account.record"), "id": string(),
                                              "token": string(43, 43), "expires": INSTANT},
                                             ["signed_in", "account", "id", "expires"])}, ["session"])),
     load=(request("session", {}),
           answer("session", {"session": {"anyOf": [
               obj({"signed_in": {"const": False}}, ["signed_in"]),
               obj({"signed_in": {"const": True}, "account": ref("account.record"), "id": string(),
                    "sessions": {"type": "array", "items": SESSION_INFO}}, ["signed_in", "account", "id", "sessions"])]}},
                  ["session"])),
     remove=(request("session", {"id": string(1, 1000)}), REMOVED))

# --- progress and cancel --------------------------------------------------------------------

PROGRESS_DOC = answer("request", {"request": obj({"request_id": string(), "phase": string(), "done": TOTAL, "total": TOTAL,
                                                  "elapsed_ms": TOTAL, "cancelled": BOOL},
                                                 ["request_id", "phase", "done", "elapsed_ms", "cancelled"])}, ["request"])
# --- device sync (docs/SYNC.md) ---------------------------------------------------------------

SITE = define("sync_site", string(32, 32, pattern="^[0-9a-f]{32}$", description="A store's random site id"))
VERSION = define("sync_version", string(5, 80, pattern="^[0-9]{1,18}\\.[0-9]{1,18}\\.[0-9a-f]{32}$",
                                        description="A hybrid logical clock stamp: ms.counter.site"))
CURSOR = define("sync_cursor", string(1, 100, description="Opaque; valid only for the store that made it"))
SCALAR = {"type": ["string", "number", "null"]}
ROWS = {"type": "array", "items": {"type": "object", "additionalProperties": SCALAR}}
SETS_ROWS = {"type": "array", "items": {"type": "object", "properties": {"sets": ROWS}, "additionalProperties": SCALAR}}
# The fields each kind syncs (docs/SYNC.md, "What syncs"); nested lists are arrays of rows.
SYNC_FIELDS: Dict[str, Dict[str, S]] = {
    "exercise": {"name": SCALAR, "creation_ms": SCALAR, "tags": SCALAR},
    "routine": {"name": SCALAR, "creation_ms": SCALAR, "exercises": ROWS},
    "routine_record": {"routine_id": SCALAR, "note": SCALAR, "creation_ms": SCALAR, "completion_ms": SCALAR,
                       "exercise_records": SETS_ROWS},
    "workout": {k: SCALAR for k in ["name", "category", "instructions", "equipment", "muscles", "met", "creation_ms"]},
    "completion": {k: SCALAR for k in ["workout_id", "duration_s", "date_ms", "body_weight_kg", "calories", "measured_calories",
                                       "distance_m"]},
    **{f"health_sample_{platform}": {k: SCALAR for k in [
        "type", "day", "start_ms", "end_ms", "value", "unit", "canonical_value", "source_name", "bundle_id", "device",
        "user_entered", "sync_id", "sync_version", "modified_ms", "activity_type", "duration_s", "distance_m"]}
       for platform in ("healthkit", "health_connect", "apple_health_export")},
    "weekly_goal": {"workouts": SCALAR},
    "weight": {k: SCALAR for k in ["day", "weight", "unit", "note"]},
    "calories": {k: SCALAR for k in ["day", "amount", "note", "creation_ms"]},
    "steps": {k: SCALAR for k in ["day", "amount", "note", "creation_ms"]},
    "goal": {k: SCALAR for k in ["target", "unit", "direction", "start_value", "start_day", "goal_day"]},
    "route": {**{k: SCALAR for k in ["name", "profile", "optimize", "distance", "duration", "geometry", "creation_ms", "update_ms"]},
              "stops": ROWS, "legs": ROWS, "steps": ROWS},
    "account": {k: SCALAR for k in ["name", "phone", "email"]},
}
# A field's version is its entry in `versions`, else the change's `version`.
CHANGE = define("sync_change", {"anyOf": [
    obj({"kind": {"const": k}, "id": string(1, 128), "version": nullable(VERSION),
         "fields": obj(dict(f)), "versions": obj({name: VERSION for name in f}),
         "removed": nullable(VERSION)}, ["kind", "id"])
    for k, f in SYNC_FIELDS.items()]})
CONFLICT = obj({"rule": enum("name_clash", "one_weight_per_day"), "kind": string(), "id": string(), "field": string(),
                "value": {}, "was": {}, "kept": string()}, ["rule", "kind", "id", "field"])

kind("changes",
     load=(request("changes", {"since": nullable(CURSOR), "limit": LIMIT, "peer": SITE}),
           answer("changes", {"site": SITE, "changes": {"type": "array", "items": CHANGE}, "cursor": CURSOR, "more": BOOL},
                  ["site", "changes", "cursor", "more"])),
     save=(request("changes", {"changes": {"type": "array", "items": CHANGE, "maxItems": 100000}, "cursor": nullable(CURSOR),
                               "peer": SITE, "site": SITE, "more": BOOL}, ["changes"]),
           answer("changes", {"applied": TOTAL, "skipped": TOTAL, "parked": TOTAL, "conflicts": {"type": "array", "items": CONFLICT}},
                  ["applied", "skipped", "parked", "conflicts"])))

kind("sync_state",
     load=(request("sync_state", {}),
           answer("sync_state", {"sync_state": obj({
               "site": SITE, "clock": VERSION, "pending": TOTAL,
               "oldest_pending": nullable(obj({"kind": string(), "id": string(), "version": nullable(VERSION)}, ["kind", "id"])),
               "acknowledged": CURSOR, "peers": {"type": "array", "items": obj({"site": SITE, "cursor": CURSOR}, ["site", "cursor"])}},
               ["site", "clock", "pending", "oldest_pending", "acknowledged", "peers"])}, ["sync_state"])))

kind("request",
     load=(obj({"kind": {"const": "request"}, "request_id": REQUEST_ID}, ["kind", "request_id"]), PROGRESS_DOC),
     remove=(obj({"kind": {"const": "request"}, "request_id": REQUEST_ID}, ["kind", "request_id"]), PROGRESS_DOC))

# --- lift_open ------------------------------------------------------------------------------

SOURCE = obj({"data_source": DATA_SOURCE, "base_url": string(1, 2048), "api_key_header": string(1), "api_key": string()},
             ["data_source", "base_url"])
DEFS["open.options"] = obj({
    "durability": nullable(enum("full", "normal")),
    "busy_timeout_ms": nullable(integer(0, 600000)),
    "create": nullable(BOOL),
    "read_only": nullable(BOOL),
    "session_days": nullable(integer(1, 3650)),
    "time_zone": nullable(TIME_ZONE),
    "remote": nullable(obj({"sources": {"type": "array", "items": SOURCE}, "timeout_ms": integer(1, 600000),
                            "max_response_bytes": integer(1, 64 * 1024 * 1024)})),
    "validate_cache": nullable(BOOL),
    "clock_ms": nullable({**integer(0, 253402300799999), "description": "tests only: a fixed now"}),
})
DEFS["open.answer"] = obj({"store": obj({"path": string(), "time_zone": string(),
                                         "schema": {"type": "object", "additionalProperties": integer(0)}},
                                        ["path", "time_zone", "schema"])}, ["store"])

# --- errors (from docs/ERRORS.md) -----------------------------------------------------------


def error_catalogue() -> Tuple[Dict[str, int], Dict[str, S]]:
    text = (ROOT / "docs" / "ERRORS.md").read_text(encoding="utf-8")
    statuses: Dict[str, int] = {}
    for m in re.finditer(r"^\| (-\d+) \| `(\w+)` \|", text, re.M):
        statuses[m.group(2)] = int(m.group(1))
    codes: Dict[str, S] = {name: {"status": status, "details": []} for name, status in statuses.items()}
    for line in text.splitlines():
        m = re.match(r"^\| `(\w+)` \| (\w+) \| .* \|([^|]*)\|$", line)
        if m and m.group(2) in statuses:
            details = re.findall(r"^`(\w+)`|, `(\w+)`", m.group(3).strip())
            keys = [a or b for a, b in details]
            codes[m.group(1)] = {"status": statuses[m.group(2)], "details": keys}
    return statuses, codes


STATUSES, CODES = error_catalogue()
DEFS["error"] = obj({"error": obj({
    "status": {"type": "integer", "enum": sorted(STATUSES.values(), reverse=True)},
    "code": {"type": "string", "enum": sorted(CODES)},
    "message": string(),
    "details": {"type": "object"},
}, ["status", "code", "message", "details"])}, ["error"])


def document() -> S:
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://liblift.invalid/schema/lift.schema.json",
        "title": "liblift requests and answers",
        "description": ("Written by tools/gen_schema.py; the prose reference is docs/API.md. `kinds` maps "
                        "kind -> verb -> {request, answer} (refs into $defs); `errors` maps status names to "
                        "numbers and codes to their status and details keys; `open` is lift_open. Every "
                        "failing call answers $defs/error. `x-required-on-create` lists the fields a "
                        "record needs when saved without an id the caller has."),
        "kinds": {k: KINDS[k] for k in sorted(KINDS)},
        "errors": {"statuses": STATUSES, "codes": {c: CODES[c] for c in sorted(CODES)}},
        "open": {"options": ref("open.options"), "answer": ref("open.answer")},
        "$defs": {k: DEFS[k] for k in sorted(DEFS)},
    }


def render() -> str:
    return json.dumps(document(), indent=1, ensure_ascii=False) + "\n"


def main(argv: List[str]) -> int:
    return write_or_check(OUT, render(), argv, ROOT, "tools/gen_schema.py")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
