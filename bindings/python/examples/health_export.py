"""An Apple Health export from Python: python3 examples/health_export.py [store-path]

Writes a realistic export.zip of the last 60 days (tools/gen_health_export.py: weights, steps from
an iPhone and an Apple Watch, food, workouts, heart rate...), imports it, prints what was read and
skipped, then the last week's weights and steps (one source a day: the phone and the watch are not
added up). Imports it again to show that nothing is added twice. Exits non-zero when an answer is
not what the import promises.
"""

from __future__ import annotations

import datetime as dt
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

import lift  # noqa: E402

REPO = Path(__file__).resolve().parents[3]
ZONE = "Europe/Helsinki"


def main() -> None:
    work = Path(tempfile.mkdtemp(prefix="lift-health-"))
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else work / "health.lift"
    today = dt.date.today()
    export = work / "export.zip"
    subprocess.run([sys.executable, str(REPO / "tools" / "gen_health_export.py"), "--out", str(export),
                    "--days", "60", "--until", (today - dt.timedelta(days=1)).isoformat()], check=True)
    request = {"kind": "apple_health_export", "apple_health_export": {"path": str(export)}, "time_zone": ZONE}
    with lift.Store(path) as store:
        answer = store.save(request)["apple_health_export"]
        for name, counts in answer["types"].items():
            print(f"{name:15} read {counts['read']:5}  added {counts['added']:5}  already held {counts['unchanged']:5}")
        print(f"skipped: {len(answer['skipped'])} other types, {sum(answer['skipped'].values())} records "
              f"(most: {max(answer['skipped'], key=answer['skipped'].get)})")
        print(f"from {answer['from']} to {answer['to']}")

        week = [(today - dt.timedelta(days=d)).isoformat() for d in range(7, 0, -1)]
        weights = {w["date"]: w for w in store.load({"kind": "weight", "from": week[0], "to": week[-1], "limit": 7})["items"]}
        print("day         weight    steps")
        for day in week:
            w = weights.get(day)
            steps = store.load({"kind": "steps", "date": day})["day_total"]
            print(f"{day}  {(str(w['weight']) + ' ' + w['unit']) if w else '-':>8}  {steps:7}")

        again = store.save(request)["apple_health_export"]
        added = sum(t["added"] for t in again["types"].values())
        if added != 0:
            raise SystemExit(f"a second import added {added}")
        print("imported again: nothing added")
    print("health_export example: ok")


if __name__ == "__main__":
    main()
