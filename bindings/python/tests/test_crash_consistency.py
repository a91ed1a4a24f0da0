"""Crash consistency: a writer killed with SIGKILL at random moments never loses an acknowledged
write and never leaves half a request behind. LIFT_CRASH_TRIALS sets the number of kills
(default 1000; `make soak` raises it)."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import lift

WRITER = Path(__file__).resolve().parent / "reliability" / "crash_writer.py"
TRIALS = int(os.environ.get("LIFT_CRASH_TRIALS", "1000"))


def _run_and_kill(path: Path, start: int, rng: random.Random) -> list[int]:
    proc = subprocess.Popen([sys.executable, str(WRITER), str(path), str(start)],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    if rng.random() < 0.1:
        time.sleep(rng.uniform(0.0, 0.05))   # sometimes while loading / opening / migrating
    else:
        assert proc.stdout is not None
        proc.stdout.readline()               # "ready": the store is open
        time.sleep(rng.uniform(0.0, 0.03))   # then mid-stream, between or inside saves
    proc.send_signal(signal.SIGKILL)
    out, _ = proc.communicate()
    return [int(line.split()[1]) for line in out.decode().splitlines() if line.startswith("ack ")]


def test_store_killedWriterAtRandomMoments_keepsEveryAcknowledgedWriteAndNoHalfRequest(tmp_path: Path) -> None:
    path = tmp_path / "crash.lift"
    rng = random.Random(20261121)
    acknowledged: set[int] = set()
    for trial in range(TRIALS):
        # Each writer numbers its requests from its own range: a request committed but killed
        # before its ack was printed must not collide with the next writer's.
        acks = _run_and_kill(path, trial * 1_000_000, rng)
        acknowledged.update(acks)
        if trial % 50 != 49 and trial != TRIALS - 1:
            continue
        # Every 50 kills: the file opens, passes SQLite's check, and matches the model.
        with lift.Store(path) as store:
            routines = store.load({"kind": "routine"})["items"]
            exercises = {e["name"] for e in store.load({"kind": "exercise"})["items"]}
        names = {r["name"] for r in routines}
        missing = {n for n in acknowledged if f"routine {n}" not in names}
        assert not missing, f"trial {trial}: acknowledged but lost: {sorted(missing)[:10]}"
        for r in routines:   # all or nothing: a routine has all three of its exercises
            n = r["name"].split()[1]
            assert [e["name"] for e in r["exercises"]] == [f"ex {n} a", f"ex {n} b", f"ex {n} c"]
        orphans = {e for e in exercises if f"routine {e.split()[1]}" not in names}
        assert not orphans, f"trial {trial}: exercises of a half-applied request: {sorted(orphans)[:5]}"
        db = sqlite3.connect(path)
        try:
            assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        finally:
            db.close()
    assert len(acknowledged) > TRIALS // 2, "the writer was killed too early to test anything"


def test_store_tenThousandOpenCloseCycles_leaveNoFileDescriptorsOpen(tmp_path: Path) -> None:
    path = tmp_path / "fds.lift"
    lift.Store(path).close()
    before = len(os.listdir("/proc/self/fd"))
    for _ in range(10_000):
        lift.Store(path, durability="normal").close()
    assert len(os.listdir("/proc/self/fd")) == before
