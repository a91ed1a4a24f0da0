"""Sync bench, ratios in one run (BENCHMARKS.md, "Sync"):
- apply: `save changes` of N new weight records (one transaction), the batch being exactly what
  another store's feed answered for them, against raw SQLite upserting the same rows into the
  same table (Python's sqlite3 module, executemany, one transaction; it parses the same request);
- feed: `load changes` of 100,000 changes in pages of 10,000, changes per second, against raw
  SQLite reading the same stored states (the rows' sync_state) in the same pages.
Usage: python3 bench/sync/sync_bench.py [N]   (LIFT_LIBRARY names the library; any build of the
same feed protocol works, so two builds are compared by running the bench with each)."""

import datetime
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
EPOCH = datetime.date(1970, 1, 1)


def feed_request(d, name, n, kind="weight"):
    """A `save changes` request of n new records: another store's feed pages, byte for byte."""
    with lift.Store(os.path.join(d, name), durability="normal") as source:
        items = [{"date": (EPOCH + datetime.timedelta(days=i % 20_000)).isoformat(), "unit": "kg", "weight": 70.5}
                 if kind == "weight" else {"date": (EPOCH + datetime.timedelta(days=i % 9000)).isoformat(), "amount": 100 + i}
                 for i in range(n)]
        for k in range(0, n, 50_000):
            status, body = source.call_raw("save", json.dumps({"kind": kind, "items": items[k:k + 50_000]}).encode())
            assert status == 0, body
        pages, cursor = [], None
        while True:
            req = {"kind": "changes", "limit": 10_000, **({"since": cursor} if cursor else {})}
            status, body = source.call_raw("load", json.dumps(req).encode())
            assert status == 0, body
            # The answer's changes array as it is: its text from `"changes":[` to before `,"cursor":`.
            begin, end = body.index(b'"changes":['), body.rindex(b',"cursor":')
            pages.append(b'{"kind":"changes",' + body[begin:end] + b"}")
            tail = json.loads(b"{" + body[end + 1:])
            cursor = tail["cursor"]
            if not tail["more"]:
                return pages


def plain(value):
    """A field's value in either feed form: plain, or the earlier {"value","version"} object."""
    return value["value"] if isinstance(value, dict) else value


def apply_bench(d):
    [request] = feed_request(d, "apply-source.lift", N)
    payload = json.loads(request)
    assert len(payload["changes"]) == N
    rows = [("local", c["id"], plain(c["fields"]["day"]), plain(c["fields"]["weight"]), plain(c["fields"]["unit"]),
             plain(c["fields"].get("note"))) for c in payload["changes"]]
    best_lift, best_raw = 1e9, 1e9
    for rep in range(3):
        path = os.path.join(d, f"apply{rep}.lift")
        with lift.Store(path, durability="normal") as s:
            t = time.perf_counter()
            status, body = s.call_raw("save", request)
            best_lift = min(best_lift, time.perf_counter() - t)
            assert status == 0, body
            assert json.loads(body)["applied"] == N, body
        raw_path = os.path.join(d, f"raw{rep}.lift")
        lift.Store(raw_path, durability="normal").close()
        db = sqlite3.connect(raw_path, isolation_level=None)
        db.execute("PRAGMA journal_mode=WAL"); db.execute("PRAGMA synchronous=NORMAL")
        for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type='trigger' AND (name LIKE 'sync_mark_%' OR name LIKE 'sync_state_%')").fetchall():
            db.execute(f"DROP TRIGGER {name}")
        t = time.perf_counter()
        parsed = json.loads(request)   # the raw side parses the same request too
        db.execute("BEGIN IMMEDIATE")
        db.executemany("INSERT INTO weight_entry(owner_id, id, day, weight, unit, note) VALUES(?,?,?,?,?,?) ON CONFLICT(owner_id, id) DO UPDATE SET "
                       "day=excluded.day, weight=excluded.weight, unit=excluded.unit, note=excluded.note", rows)
        db.execute("COMMIT")
        best_raw = min(best_raw, time.perf_counter() - t)
        db.close()
        del parsed
    return best_lift, best_raw, len(request) / N


def feed_bench(d, n):
    path = os.path.join(d, "feed.lift")
    pages = feed_request(d, "feed-source.lift", n, kind="calories")
    with lift.Store(path, durability="normal") as s:
        for page in pages:
            status, body = s.call_raw("save", page)
            assert status == 0, body
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
    # Where the states are: their rows (store step sync 4), or sync_record (earlier builds).
    in_rows = any(c[1] == "sync_state" for c in db.execute("PRAGMA table_info(body_count)"))
    raw_feed = ("SELECT category, id, sync_seq, sync_removed, sync_state FROM body_count WHERE sync_seq > ? ORDER BY sync_seq LIMIT 10000"
                if in_rows else "SELECT kind, id, seq, removed, fields FROM sync_record WHERE seq > ? ORDER BY seq LIMIT 10000")
    best_raw = 1e9
    for _ in range(3):
        t = time.perf_counter()
        after, count = 0, 0
        while True:
            rows = db.execute(raw_feed,
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
    lift_s, raw_s, size = apply_bench(d)
    print(f"apply {N} changes ({size:.0f} bytes each): liblift {lift_s * 1000:.1f} ms, raw SQLite upsert {raw_s * 1000:.1f} ms, "
          f"ratio {lift_s / raw_s:.2f}x")
    rate, raw_rate = feed_bench(d, 100_000)
    print(f"feed of 100000 changes: {rate:,.0f} changes/s (lift_load calls, pages of 10,000), "
          f"raw SQLite reading the stored states {raw_rate:,.0f} rows/s, ratio {raw_rate / rate:.2f}x")
