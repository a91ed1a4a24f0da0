"""A request over its kind's size limit is refused before it is parsed: in time and memory of
the order of reading it, not of building a JSON tree of it (which cost a multiple of its size)."""

from __future__ import annotations

import datetime
import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import lift
from helpers import PKG_PARENT

# Runs in a fresh process so that its peak resident size measures this one call.
MEASURE = textwrap.dedent(
    """
    import json, resource, sys, time
    sys.path.insert(0, sys.argv[1])
    import lift
    store = lift.Store(sys.argv[2], durability="normal")
    request = sys.argv[3]
    items = [{"name": "x" * 100, "tags": ["a"] * 20}] * 70_000     # over 16 MB of small objects, cut below
    body = json.dumps({"kind": request, "items": items}).encode()[:15_900_000]
    body = body[: body.rfind(b"},") + 1] + b"]}"
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    start = time.perf_counter()
    status, answer = store.call_raw("save", body)
    seconds = time.perf_counter() - start
    grown = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before
    print(json.dumps({"status": status, "answer": json.loads(answer), "grown_kib": grown,
                      "seconds": seconds, "bytes": len(body)}))
    """
)


def measure(tmp_path: Path, kind: str) -> dict:
    run = subprocess.run([sys.executable, "-c", MEASURE, str(PKG_PARENT), str(tmp_path / "s.lift"), kind],
                         capture_output=True, text=True, timeout=120, check=True)
    return json.loads(run.stdout)


@pytest.mark.parametrize("kind", ["exercise", "routine", "no_such_kind"])
def test_save_16MBRequestOfASmallKind_refusedWithoutParsing(tmp_path: Path, kind: str) -> None:
    got = measure(tmp_path, kind)
    assert got["bytes"] > 15_000_000, got
    assert got["status"] == lift._raw.LIFT_E_INVALID_REQUEST, got
    error = got["answer"]["error"]
    assert error["code"] == "payload_too_large" and error["details"]["limit"] == 1 << 20, got
    # A parse would have grown the process by hundreds of MiB (jansson's tree of 50,000 objects).
    assert got["grown_kib"] < 8 * 1024, got


def test_save_2MBExerciseWithKindLast_refusedAsTooLarge(store: lift.Store) -> None:
    items = [{"name": f"e{i}"} for i in range(120_000)]
    body = (json.dumps({"items": items}, separators=(",", ":"))[:-1] + ',"kind":"exercise"}').encode()
    assert len(body) > 1 << 20
    status, answer = store.call_raw("save", body)
    assert status == lift._raw.LIFT_E_INVALID_REQUEST
    assert json.loads(answer)["error"]["code"] == "payload_too_large"
    assert store.load({"kind": "exercise"})["total"] == 0


def test_save_2MBWeightRequest_bulkKindStillImports(store: lift.Store) -> None:
    first = datetime.date(1990, 1, 1)
    items = [{"date": (first + datetime.timedelta(days=i)).isoformat(), "weight": 70.5, "unit": "kg", "note": "n" * 150}
             for i in range(11_000)]
    body = json.dumps({"kind": "weight", "items": items}).encode()
    assert len(body) > 2 << 20, len(body)
    status, answer = store.call_raw("save", body)
    assert status == lift._raw.LIFT_OK, answer[:300]
    assert json.loads(answer)["saved"] == 11_000
