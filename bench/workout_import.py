"""workout_import speed: a Strong file of N sets (default 100,000) imported into an empty store,
against two baselines in the same run on the same machine: the same records saved through
routine_record bulk saves (100 records a request, under the 1 MiB limit, the exercises made beforehand, the JSON built
before the clock starts), and Python's csv module reading the same file into dicts. Also the
second import of the same file (which adds nothing). Medians of ROUNDS, each on a fresh store.

    python3 bench/workout_import.py build/liblift.so.1 [ROUNDS] [SETS]
"""

import csv
import io
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

here = Path(__file__).resolve().parent
sys.path.insert(0, str(here.parent / "bindings" / "python"))
if len(sys.argv) > 1:
    os.environ["LIFT_LIBRARY"] = sys.argv[1]
import lift  # noqa: E402

ROUNDS = int(sys.argv[2]) if len(sys.argv) > 2 else 5
SETS = int(sys.argv[3]) if len(sys.argv) > 3 else 100_000
EXERCISES = [f"Exercise {i:02d}" for i in range(40)]
PER_SESSION = 25  # 5 exercises x 5 sets, as a typical session

HEADER = ("Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,RPE,"
          "Distance (meters),Seconds,Notes,Workout Notes\n")


def strong_file(sets: int) -> str:
    rows = [HEADER]
    for n in range(sets):
        session, k = divmod(n, PER_SESSION)
        day, hour = divmod(session, 2)
        y, rest = divmod(day, 336)  # 28-day months: every date exists
        m, d = divmod(rest, 28)
        date = f"{2000 + y:04d}-{m + 1:02d}-{d + 1:02d} {7 + hour * 10:02d}:00:00"
        exercise = EXERCISES[(session * 5 + k // 5) % len(EXERCISES)]
        rows.append(f"{session + 1},{date},\"Day, {session % 3}\",3600,{exercise},{k % 5 + 1},"
                    f"{60 + k % 7 * 2.5},{8 + k % 4},,,,,\n")
    return "".join(rows)


def timed(fn):
    t = time.perf_counter()
    fn()
    return time.perf_counter() - t


def main() -> None:
    text = strong_file(SETS)
    imports, reimports, bulks, parses = [], [], [], []
    with tempfile.TemporaryDirectory() as d:
        for r in range(ROUNDS):
            with lift.Store(os.path.join(d, f"import-{r}.lift"), durability="normal") as s:
                request = {"kind": "workout_import", "workout_import": {"data": text}}
                imports.append(timed(lambda: s.save(request)))
                reimports.append(timed(lambda: s.save(request)))
                export = s.load({"kind": "workout_export", "format": "json"})
            # The baseline: the same records through routine_record, exercises already there.
            with lift.Store(os.path.join(d, f"bulk-{r}.lift"), durability="normal") as s:
                ids = {}
                for e in export["exercises"]:
                    ids[e["id"]] = s.save({"kind": "exercise", "exercise": {"name": e["name"]}})["exercise"]["id"]
                records = []
                for rec in export["routine_records"]:
                    records.append({k: rec[k] for k in ("creation_date", "completion_date", "note")} | {
                        "exercise_records": [{"exercise_id": ids[er["exercise_id"]], "set_records": [
                            {k: x[k] for k in ("rep_count", "weight", "unit", "completion_date")}
                            for x in er["set_records"]]} for er in rec["exercise_records"]]})
                batches = [{"kind": "routine_record", "items": records[i:i + 100]} for i in range(0, len(records), 100)]
                bulks.append(timed(lambda: [s.save(b) for b in batches]))
            parses.append(timed(lambda: list(csv.DictReader(io.StringIO(text)))))
    med = statistics.median
    print(f"file: {SETS} sets, {len(text) / 1e6:.1f} MB, {SETS // PER_SESSION} sessions; medians of {ROUNDS}")
    print(f"workout_import:                 {med(imports) * 1000:8.0f} ms  ({SETS / med(imports) / 1000:.0f}k sets/s)")
    print(f"same file again (adds nothing): {med(reimports) * 1000:8.0f} ms")
    print(f"routine_record bulk saves:      {med(bulks) * 1000:8.0f} ms  import / bulk = {med(imports) / med(bulks):.2f}x")
    print(f"Python csv.DictReader parse:    {med(parses) * 1000:8.0f} ms  import / parse = {med(imports) / med(parses):.2f}x")


if __name__ == "__main__":
    main()
