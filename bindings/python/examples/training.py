"""Record a workout from a routine, then print the week's stats and the new personal records.

    python3 examples/training.py [store-path]

The lift-me flow: start the active record from a saved routine (its exercises in order, no sets),
add sets while training, finish it; then WorkoutTracker's side: mark a catalog workout completed
(calories from the logged body weight), read this ISO week's stats and each exercise's personal
records. Without a path it uses a fresh temporary store; exits non-zero on any failure.
"""

from __future__ import annotations

import datetime as dt
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

import lift  # noqa: E402


def rfc3339(t: dt.datetime) -> str:
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def push_day(store: lift.Store) -> dict:
    """The routine to train from; kept from an earlier run on the same store."""
    for r in store.load({"kind": "routine"})["items"]:
        if r["name"] == "Push day":
            return r
    return store.save({"kind": "routine", "routine": {
        "name": "Push day", "exercises": [{"name": "Bench press"}, {"name": "Overhead press"}]}})["routine"]


def main() -> int:
    path = sys.argv[1] if len(sys.argv) > 1 else str(Path(tempfile.mkdtemp()) / "training.lift")
    now = dt.datetime.now(dt.timezone.utc).replace(microsecond=0)
    started = now - dt.timedelta(minutes=50)
    with lift.Store(path, durability="normal") as store:
        store.save({"kind": "weight", "weight": {"date": now.date().isoformat(), "weight": 82.5, "unit": "kg"}})
        routine = push_day(store)

        # 1. Start the active record from the routine: its exercises in order, no sets yet.
        active = store.save({"kind": "active_record", "from_routine_id": routine["id"]})["active_record"]
        print(f"started from {routine['name']!r}: " + ", ".join(e["name"] for e in routine["exercises"]))

        # 2. Add the sets as they are done (an update keeps the record's and exercise records' ids).
        plan = {0: [(5, 100.0), (5, 102.5), (3, 107.5)], 1: [(8, 50.0), (6, 55.0)]}
        for i, exercise_record in enumerate(active["exercise_records"]):
            exercise_record["set_records"] = [
                {"rep_count": reps, "weight": weight, "unit": "kg",
                 "completion_date": rfc3339(started + dt.timedelta(minutes=5 * (i * 3 + n + 1)))}
                for n, (reps, weight) in enumerate(plan.get(i, []))]
        active["creation_date"] = rfc3339(started)
        store.save({"kind": "active_record", "active_record": active})

        # 3. Finish it: with a completion date the full routine_record rules apply.
        active["completion_date"] = rfc3339(now)
        done = store.save({"kind": "active_record", "active_record": active})["active_record"]
        sets = sum(len(e["set_records"]) for e in done["exercise_records"])
        print(f"finished record {done['id']}: {len(done['exercise_records'])} exercises, {sets} sets")

        # Loading the active record reads and clears it (the seed's "read and delete").
        assert store.load({"kind": "active_record"})["active_record"]["id"] == done["id"]
        assert store.load({"kind": "active_record"})["active_record"] is None

        # 4. A catalog workout marked completed: calories = MET x body weight x hours.
        catalog = store.load({"kind": "workout", "category": "cardio"})["items"]
        jogging = next(w for w in catalog if w["name"] == "Jogging")
        jog = store.save({"kind": "completion", "completion": {"workout_id": jogging["id"], "duration": 1200}})["completion"]
        print(f"jogging (MET {jogging['met']}, Compendium {jogging['compendium_code']}) 20 min "
              f"at {jog['body_weight_kg']} kg: {jog['calories']:.0f} kcal")

        # 5. This ISO week's stats, with the weekly goal.
        store.save({"kind": "weekly_goal", "weekly_goal": {"workouts": 3}})
        s = store.load({"kind": "stats", "period": "week"})["stats"]
        print(f"week {s['from']} .. {s['to']}: {s['workouts_completed']} workouts "
              f"(goal {s['weekly_goal']}, progress {s['weekly_goal_progress']}), "
              f"{s['exercises_performed']} exercises, {s['sets_performed']} sets, "
              f"{s['total_volume_kg']:.1f} kg volume, {s['hours_trained']:.2f} h, "
              f"{s['calories_burned']:.0f} kcal, streak {s['current_streak']} day(s)")

        # 6. The personal records this workout set.
        for e in routine["exercises"]:
            pr = store.load({"kind": "personal_record", "exercise_id": e["id"], "unit": "kg"})["personal_record"]
            e1rm, heavy = pr["estimated_one_rep_max"], pr["heaviest_weight"]
            print(f"{e['name']}: est. 1RM {e1rm['value']:.1f} kg, heaviest {heavy['value']:.1f} kg, "
                  f"most reps {pr['most_reps']['value']:.0f}, best set {pr['best_set_volume']['value']:.0f} kg")

        # A sad path, as an exception: a finished record needs sets in every exercise record.
        try:
            store.save({"kind": "routine_record", "routine_record": {
                "exercise_records": [{"exercise_id": routine["exercises"][0]["id"], "set_records": []}]}})
            print("an empty exercise record was accepted", file=sys.stderr)
            return 1
        except lift.InvalidRequestError as err:
            print(f"refused: {err.code} at {err.details.get('path')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
