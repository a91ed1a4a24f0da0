"""Sync bench, ratios in one run (BENCHMARKS.md, "Sync"):
- apply: `save changes` of N new weight records (one transaction) against raw SQLite upserting
  the same rows into the same table (Python's sqlite3 module, executemany, one transaction);
- feed: `load changes` of 100,000 changes in pages of 10,000, changes per second, against raw
  SQLite reading the same stored states (rows of sync_record) in the same pages.
Usage: python3 bench/sync/sync_bench.py [N]   (LIFT_LIBRARY names the library)."""

import json
import os
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bindings" / "python"))
import lift  # noqa: E402

N = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
SITE = "7" * 32


def changes(n, base=0):
    out = []
    for i in range(n):
        v = f"{1_700_000_000_000 + i}.0.{SITE}"
        out.append({"kind": "weight", "id": f"00000000-0000-4000-8000-{base + i:012x}",
                    "fields": {"day": {"value": base + i, "version": v}, "weight": {"value": 70.5, "version": v},
                               "unit": {"value": "kg", "version": v}, "note": {"value": None, "version": v}}})
    return out


def apply_bench(d):
    batch = changes(N)
    request = json.dumps({"kind": "changes", "changes": batch}).encode()
    best_lift, best_raw = 1e9, 1e9
    for rep in range(3):
        path = os.path.join(d, f"apply{rep}.lift")
        with lift.Store(path, durability="normal") as s:
            t = time.perf_counter()
            status, body = s.call_raw("save", request)
            best_lift = min(best_lift, time.perf_counter() - t)
            assert status == 0, body
        raw_path = os.path.join(d, f"raw{rep}.lift")
        lift.Store(raw_path, durability="normal").close()
        db = sqlite3.connect(raw_path, isolation_level=None)
        db.execute("PRAGMA journal_mode=WAL"); db.execute("PRAGMA synchronous=NORMAL")
        for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type='trigger' AND name LIKE 'sync_mark_%'").fetchall():
            db.execute(f"DROP TRIGGER {name}")
        rows = [("local", c["id"], c["fields"]["day"]["value"], 70.5, "kg", None) for c in batch]
        t = time.perf_counter()
        payload = json.loads(request)   # the raw side parses the same request too
        db.execute("BEGIN IMMEDIATE")
        db.executemany("INSERT INTO weight_entry(owner_id, id, day, weight, unit, note) VALUES(?,?,?,?,?,?) ON CONFLICT(owner_id, id) DO UPDATE SET "
                       "day=excluded.day, weight=excluded.weight, unit=excluded.unit, note=excluded.note", rows)
        db.execute("COMMIT")
        best_raw = min(best_raw, time.perf_counter() - t)
        db.close()
        del payload
    return best_lift, best_raw


def feed_bench(d, n):
    path = os.path.join(d, "feed.lift")
    with lift.Store(path, durability="normal") as s:
        for k in range(0, n, 20_000):
            s.call_raw("save", json.dumps({"kind": "changes", "changes": changes(min(20_000, n - k), k)}).encode())
        best = 1e9
        for _ in range(3):
            t = time.perf_counter()
            cursor, count = None, 0
            while True:
                req = {"kind": "changes", "limit": 10_000}
                if cursor:
                    req["since"] = cursor
                status, body = s.call_raw("load", json.dumps(req).encode())
                # Only the answer's tail is read here: the figure is liblift's, not Python's json.
                count += body.count(b'{"kind":') - 1
                tail = json.loads(b"{" + body[body.rindex(b'"cursor":'):])
                cursor = tail["cursor"]
                if not tail["more"]:
                    break
            best = min(best, time.perf_counter() - t)
            assert count == n
    # Baseline: raw SQLite reading the same stored states in the same pages (Python sqlite3).
    db = sqlite3.connect(path)
    best_raw = 1e9
    for _ in range(3):
        t = time.perf_counter()
        after, count = 0, 0
        while True:
            rows = db.execute("SELECT kind, id, seq, removed, fields FROM sync_record WHERE seq > ? ORDER BY seq LIMIT 10000",
                              (after,)).fetchall()
            if not rows:
                break
            count += len(rows)
            after = rows[-1][2]
        best_raw = min(best_raw, time.perf_counter() - t)
        assert count == n
    db.close()
    return n / best, n / best_raw


with tempfile.TemporaryDirectory() as d:
    lift_s, raw_s = apply_bench(d)
    print(f"apply {N} changes: liblift {lift_s * 1000:.1f} ms, raw SQLite upsert {raw_s * 1000:.1f} ms, ratio {lift_s / raw_s:.2f}x")
    rate, raw_rate = feed_bench(d, 100_000)
    print(f"feed of 100000 changes: {rate:,.0f} changes/s (lift_load calls, pages of 10,000), "
          f"raw SQLite reading the stored states {raw_rate:,.0f} rows/s, ratio {raw_rate / rate:.2f}x")
