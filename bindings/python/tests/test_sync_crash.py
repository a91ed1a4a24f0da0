"""kill -9 during `save changes`: the store is left at a batch's before or after state, never in
between, and every acknowledged batch is there. LIFT_CRASH_TRIALS sets the number of kills
(default 60 here; `make soak` raises it)."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import lift

WRITER = Path(__file__).resolve().parent / "reliability" / "crash_sync_writer.py"
TRIALS = int(os.environ.get("LIFT_CRASH_TRIALS", "600")) // 10


def test_saveChanges_killedDuringApply_leavesEachBatchWholeOrAbsent(tmp_path: Path) -> None:
    path = tmp_path / "sync-crash.lift"
    rng = random.Random(20261126)
    acknowledged: set = set()
    for trial in range(TRIALS):
        proc = subprocess.Popen([sys.executable, str(WRITER), str(path), str(trial * 100_000)],
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        assert proc.stdout is not None
        proc.stdout.readline()
        time.sleep(rng.uniform(0.0, 0.05))
        proc.send_signal(signal.SIGKILL)
        out, _ = proc.communicate()
        acknowledged.update(int(line.split()[1]) for line in out.decode().splitlines() if line.startswith("ack "))
        with lift.Store(path) as store:
            names: list = []
            while True:
                page = store.load({"kind": "exercise", "limit": 10000, "offset": len(names)})
                names += [e["name"] for e in page["items"]]
                if len(names) >= page["total"]:
                    break
            store.load({"kind": "sync_state"})   # versions any local mark, as a sync would
        per_batch = Counter(int(n.split()[0][1:]) for n in names)
        assert all(c == 20 for c in per_batch.values()), f"trial {trial}: half a batch: {per_batch}"
        assert set(per_batch) >= acknowledged, f"trial {trial}: acknowledged but lost"
        db = sqlite3.connect(path)
        try:
            assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
            # A record's state is in its row, or in sync_record once the row is gone: never both.
            states = db.execute("SELECT (SELECT COUNT(*) FROM sync_record WHERE kind = 'exercise')"
                                " + (SELECT COUNT(*) FROM exercise WHERE sync_state IS NOT NULL)").fetchone()[0]
            assert states == len(names), f"trial {trial}: {states} sync states for {len(names)} exercises"
        finally:
            db.close()
    assert acknowledged, "the writer was killed too early to test anything"
