"""The body log from Python (seed 001): python3 examples/bodylog.py [store-path]

Saves a week of weights (one in pounds) in one request, prints the week's series by day and by
ISO week in kg and in lb, the latest entry, a goal with its progress, the CSV export, a bad CSV
import refused with every bad line, then erases the body log so the script can run again.
Exits non-zero when an answer is not what the body log promises.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

import lift  # noqa: E402

WEEK = [  # Monday 4 to Sunday 10 March 2024: ISO week 2024-W10
    ("2024-03-04", 82.4, "kg"), ("2024-03-05", 82.1, "kg"), ("2024-03-06", 181.0, "lb"),
    ("2024-03-07", 81.9, "kg"), ("2024-03-08", 81.6, "kg"), ("2024-03-09", 81.8, "kg"),
    ("2024-03-10", 81.5, "kg"),
]


def show(label: str, value: object) -> None:
    print(f"{label}: {json.dumps(value, ensure_ascii=False)}")


def expect(condition: bool, what: str) -> None:
    if not condition:
        raise SystemExit(f"bodylog.py: unexpected answer: {what}")


def main() -> int:
    path = sys.argv[1] if len(sys.argv) > 1 else str(Path(tempfile.mkdtemp()) / "bodylog.lift")
    with lift.Store(path, durability="normal") as store:
        saved = store.save({"kind": "weight", "items": [
            {"date": d, "weight": w, "unit": u} for d, w, u in WEEK]})
        show("saved a week", {k: saved[k] for k in ("saved", "created", "updated")})
        expect(saved["saved"] == 7, "seven weights saved")

        week = {"kind": "series", "category": "weight", "from": "2024-03-04", "to": "2024-03-10"}
        by_day = store.load({**week, "group": "day"})
        for p in by_day["points"]:
            print(f"  {p['label']}  {p['mean']:.2f} kg")
        expect(len(by_day["points"]) == 7, "one point per day")
        for unit in ("kg", "lb"):
            point = store.load({**week, "group": "week", "unit": unit})["points"][0]
            print(f"  {point['label']}  mean {point['mean']:.2f} {unit}, min {point['min']:.2f}, "
                  f"max {point['max']:.2f}, {point['count']} days")
            expect(point["label"] == "2024-W10" and point["count"] == 7, "one ISO week of seven days")

        latest = store.load({"kind": "weight", "latest": True})["items"][0]
        show("latest", latest)
        expect(latest["date"] == "2024-03-10", "the newest day")

        goal = store.save({"kind": "goal", "goal": {"category": "weight", "target": 78, "unit": "kg", "direction": "lose"}})
        show("goal progress", goal["goal"]["progress"])

        csv = store.load({"kind": "weight_csv"})["csv"]
        print("CSV export:\n" + csv, end="")
        try:
            store.save({"kind": "weight_csv", "csv": "date,weight,unit\n2024-03-11,80,kg\n2024-02-30,80,kg\n2024-03-12,abc,kg\n"})
            expect(False, "a bad CSV refused")
        except lift.InvalidRequestError as err:
            print(f"bad CSV refused ({err.code}), nothing imported:")
            for line in err.details["errors"]:
                print(f"  {line}")
            expect(err.details["count"] == 2, "both bad lines reported")

        erased = store.remove({"kind": "body_log"})
        show("erased", erased)
        expect(erased["counts"]["weight"] == 7, "seven weights erased")
    return 0


if __name__ == "__main__":
    sys.exit(main())
