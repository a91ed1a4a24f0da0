"""A health sync killed with SIGKILL between (or inside) batches never loses a batch nor applies
one twice: a batch and its anchor are one transaction. LIFT_HEALTH_CRASH_TRIALS sets the number
of kills (default 150)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import lift

WRITER = Path(__file__).resolve().parent / "reliability" / "health_crash_writer.py"
TRIALS = int(os.environ.get("LIFT_HEALTH_CRASH_TRIALS", "150"))


def _run_and_kill(path: Path, rng: random.Random) -> list[int]:
    proc = subprocess.Popen([sys.executable, str(WRITER), str(path)], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    assert proc.stdout is not None
    proc.stdout.readline()
    time.sleep(rng.uniform(0.0, 0.04))
    proc.send_signal(signal.SIGKILL)
    out, _ = proc.communicate()
    return [int(line.split()[1]) for line in out.decode().splitlines() if line.startswith("ack ")]


def test_healthSync_killedBetweenBatches_resumesFromItsAnchorWithNoBatchLostOrRepeated(tmp_path: Path) -> None:
    path = tmp_path / "health-crash.lift"
    rng = random.Random(20261126)
    acknowledged: set[int] = set()
    for _ in range(TRIALS):
        acknowledged.update(_run_and_kill(path, rng))
    with lift.Store(path) as store:
        anchor = int(store.load({"kind": "health_anchor", "platform": "healthkit", "type": "steps"})["anchor"] or 0)
        totals = {d["date"]: d["amount"] for d in store.load({"kind": "steps"})["items"]}
    assert acknowledged, "no batch was acknowledged: the kills came too early"
    assert max(acknowledged) < anchor, (max(acknowledged), anchor)
    # Every batch below the anchor applied exactly once: ten steps per batch on its day.
    expected: dict[str, int] = {}
    for n in range(anchor):
        day = f"2024-02-{n % 28 + 1:02d}"
        expected[day] = expected.get(day, 0) + 10
    assert totals == expected
