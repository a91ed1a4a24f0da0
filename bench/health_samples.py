"""health_samples speed: one HealthKit batch of N samples (default 10,000: steps from a phone and
a watch every 15 minutes of the waking day, a weight and a meal a day, over ~100 days) applied
into an empty store with one lift_save, against a baseline in the same run: Python's sqlite3
inserting the same N rows, with the same columns, into a table of the same shape (WAL,
synchronous=NORMAL, one transaction, executemany). Also the same batch delivered again (finds
every sample, changes nothing). The request bytes are built before the clock starts and passed
through the binding's raw layer. Median and best of ROUNDS, each on a fresh store. Target: <= 0.2 s.

    python3 bench/health_samples.py build/liblift.so.1 [ROUNDS] [SAMPLES]
"""

import json
import os
import sqlite3
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
from lift import _raw  # noqa: E402

ROUNDS = int(sys.argv[2]) if len(sys.argv) > 2 else 5
SAMPLES = int(sys.argv[3]) if len(sys.argv) > 3 else 10_000
PHONE = {"name": "iPhone", "bundle_id": "com.apple.health.phone", "device": "iPhone15,2"}
WATCH = {"name": "Apple Watch", "bundle_id": "com.apple.health.watch", "device": "Watch7,1"}


def samples(n: int) -> list:
    out = []
    day = 0
    while len(out) < n:
        date = f"2024-{day // 28 + 1:02d}-{day % 28 + 1:02d}"
        out.append({"id": f"m-{day}", "type": "HKQuantityTypeIdentifierBodyMass", "start": f"{date}T06:30:00Z",
                    "end": f"{date}T06:30:00Z", "value": 80 - day / 100, "unit": "kg", "source": PHONE})
        out.append({"id": f"e-{day}", "type": "HKQuantityTypeIdentifierDietaryEnergyConsumed", "start": f"{date}T12:00:00Z",
                    "end": f"{date}T12:20:00Z", "value": 2100 + day % 7, "unit": "kcal", "source": PHONE})
        for q in range(7 * 4, 22 * 4):   # 07:00-22:00, every 15 minutes, phone and watch
            for source, tag in ((PHONE, "p"), (WATCH, "w")):
                h, m = divmod(q * 15, 60)
                out.append({"id": f"{tag}-{day}-{q}", "type": "HKQuantityTypeIdentifierStepCount",
                            "start": f"{date}T{h:02d}:{m:02d}:00Z", "end": f"{date}T{h:02d}:{m + 14:02d}:59Z",
                            "value": 80 + (q * 7 + day) % 60 + (3 if tag == "w" else 0), "unit": "count",
                            "source": source, "metadata": {"HKMetadataKeyWasUserEntered": 0}})
        day += 1
    return out[:n]


def baseline(path: str, rows: list) -> float:
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=NORMAL")
    db.execute("""CREATE TABLE health_sample(owner_id TEXT NOT NULL, platform TEXT NOT NULL, id TEXT NOT NULL,
        type TEXT NOT NULL, day INTEGER NOT NULL, start_ms TEXT NOT NULL, end_ms TEXT NOT NULL, value REAL NOT NULL,
        unit TEXT NOT NULL, canonical_value REAL NOT NULL, source_name TEXT NOT NULL, bundle_id TEXT NOT NULL,
        device TEXT, user_entered INTEGER NOT NULL, PRIMARY KEY(owner_id, platform, id)) WITHOUT ROWID""")
    db.execute("CREATE INDEX health_sample_by_day ON health_sample(owner_id, type, day)")
    db.execute("CREATE INDEX health_sample_by_start ON health_sample(owner_id, platform, start_ms)")
    values = [("local", "healthkit", s["id"], s["type"], 0, s["start"], s["end"], s["value"], s["unit"], s["value"],
               s["source"]["name"], s["source"]["bundle_id"], s["source"]["device"], 0) for s in rows]
    t, c = time.perf_counter(), time.process_time()
    db.execute("BEGIN")
    db.executemany("INSERT INTO health_sample VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", values)
    db.execute("COMMIT")
    elapsed = (time.perf_counter() - t, time.process_time() - c)
    db.close()
    return elapsed


def main() -> None:
    rows = samples(SAMPLES)
    request = json.dumps({"kind": "health_samples", "health_samples": {
        "platform": "healthkit", "samples": rows, "anchor": {"type": "all", "value": "YW5jaG9y"}}}).encode()
    firsts, agains, bases = [], [], []
    with tempfile.TemporaryDirectory() as d:
        for r in range(ROUNDS):
            with lift.Store(os.path.join(d, f"h-{r}.lift"), durability="normal") as s:
                handle = s._handle
                t, c = time.perf_counter(), time.process_time()
                status, body = _raw.call("save", handle, request)
                firsts.append((time.perf_counter() - t, time.process_time() - c))
                assert status == 0, body[:300]
                answer = json.loads(body)
                assert answer["added"] == SAMPLES, answer
                t, c = time.perf_counter(), time.process_time()
                status, body = _raw.call("save", handle, request)
                agains.append((time.perf_counter() - t, time.process_time() - c))
                assert status == 0 and json.loads(body)["unchanged"] == SAMPLES
                days = s.load({"kind": "steps"})["total"]
            bases.append(baseline(os.path.join(d, f"b-{r}.sqlite"), rows))
    # Wall time and CPU time: on a loaded machine the wall time is mostly waiting for a core, so
    # the best of the rounds (the least disturbed) is shown beside the median.
    print(f"{SAMPLES} samples ({len(request) / 1e6:.1f} MB request, {days} days of steps), {ROUNDS} rounds; wall / CPU")
    for label, pick in (("median", statistics.median), ("best", min)):
        first, again, base = ([pick(x[k] for x in runs) * 1000 for k in (0, 1)] for runs in (firsts, agains, bases))
        print(f"{label}: applied into an empty store: {first[0]:.1f} / {first[1]:.1f} ms ({SAMPLES / first[1] * 1000:,.0f} samples/s CPU)")
        print(f"{label}: the same batch again (all unchanged): {again[0]:.1f} / {again[1]:.1f} ms")
        print(f"{label}: baseline, sqlite3 executemany of the same rows: {base[0]:.1f} / {base[1]:.1f} ms")
        print(f"{label}: ratio liblift / sqlite3: wall {first[0] / base[0]:.2f}x, CPU {first[1] / base[1]:.2f}x")


if __name__ == "__main__":
    main()
