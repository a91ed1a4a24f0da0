"""Runs a small save workload with one libc call failing at its k-th occurrence, for every k.

Started by test_io_faults.py with LD_PRELOAD=fiu_posix_preload.so (libfiu's wrappers of open, write,
pwrite, fsync, fdatasync, rename...). The fault point decides through a counting callback
(fiu_enable_external), armed only while liblift runs a workload step, so the checks themselves
never fail. Usage: io_fault_worker.py POINT ERRNO STORE_DIR [ALSO_ALLOWED_STATUSES]; prints one JSON summary line.

For each k: the step that met the fault returns success or a structured `io` error, every step
finishes (the parent's timeout catches a hang), the store equals its state before or after the
failed step (records compared without ids and dates), the later steps work, and the file passes
SQLite's integrity check.
"""

from __future__ import annotations

import ctypes
import json
import shutil
import sqlite3
import sys
from pathlib import Path
from typing import Any, Dict, List, Optional

import lift
from lift import _raw

point, errno_value, work = sys.argv[1], int(sys.argv[2]), Path(sys.argv[3])
# Statuses a step may fail with besides io (-5): a failed read is reported as corrupt (-6) by SQLite.
allowed = {-5} | {int(x) for x in sys.argv[4].split(",")} if len(sys.argv) > 4 else {-5}

fiu = ctypes.CDLL("libfiu.so.0")
CALLBACK = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_char_p, ctypes.POINTER(ctypes.c_int),
                            ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(ctypes.c_uint))
state = {"armed": False, "calls": 0, "fail_at": 0, "failed": False}


def _decide(name, failnum, failinfo, flags) -> int:
    if not state["armed"]:
        return 0
    state["calls"] += 1
    if state["calls"] == state["fail_at"]:
        state["failed"] = True
        return 1
    return 0


decide = CALLBACK(_decide)
assert fiu.fiu_init(0) == 0
assert fiu.fiu_enable_external(point.encode(), 1, ctypes.c_void_p(errno_value or None), 0, decide) == 0

ROUTINE = {"kind": "routine", "routine": {"name": "Push", "exercises": [{"name": "Bench"}, {"name": "Dip"}]}}
STEPS: List[Any] = [
    "open",
    {"kind": "exercise", "exercise": {"name": "Bench", "tags": ["chest"]}},
    ROUTINE,
    {"kind": "weight", "items": [{"date": f"2024-02-{d:02d}", "weight": 80 + d / 10, "unit": "kg"} for d in range(1, 29)]},
    {"kind": "exercise", "exercise": {"name": "Row"}},
    "close",
]
VOLATILE = {"id", "creation_date", "routine_id", "update_date", "modification_date"}


def _strip(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _strip(v) for k, v in value.items() if k not in VOLATILE}
    if isinstance(value, list):
        return [_strip(v) for v in value]
    return value


def snapshot(path: Path) -> Dict[str, Any]:
    s = lift.Store(path, durability="normal")
    try:
        return {k: _strip(s.load({"kind": k})) for k in ("exercise", "routine", "weight")}
    finally:
        s.close()


def expected_after(path: Path, step: Dict[str, Any]) -> Dict[str, Any]:
    """The state the step gives when nothing fails: run on a copy of the (closed) store."""
    copy = work / "expected.lift"
    for side in ("", "-wal", "-shm"):
        Path(str(copy) + side).unlink(missing_ok=True)
        if Path(str(path) + side).exists() and side != "-shm":
            shutil.copyfile(str(path) + side, str(copy) + side)
    s = lift.Store(copy, durability="normal")
    try:
        s.save(step)
    except lift.LiftError:
        pass  # a step that fails on its own (none here) leaves the state unchanged
    finally:
        s.close()
    return snapshot(copy)


def run_workload(path: Path, fail_at: int, check: bool) -> Dict[str, Any]:
    """Runs STEPS on the store at `path` with the fault at call `fail_at` (0: never)."""
    state.update(calls=0, fail_at=fail_at, failed=False, io_errors=0)
    problems: List[str] = []
    handle = None

    def armed(fn):
        state["armed"] = True
        try:
            return fn()
        finally:
            state["armed"] = False

    def judge(i: int, status: int, body: Optional[bytes]) -> None:
        if status == 0:
            return
        doc = json.loads(body) if body else None
        err = doc and doc.get("error")
        if not err or err.get("status") != status or not err.get("code"):
            problems.append(f"step {i}: status {status} without a structured error: {body!r:.300}")
        elif status in allowed:
            state["io_errors"] += 1
        else:
            problems.append(f"step {i}: expected an io error, got {status} {err.get('code')}: {err.get('message')}")

    for i, step in enumerate(STEPS):
        if step == "open":
            before = snapshot(path) if check else None
            status, handle, body = armed(lambda: _raw.open_store(str(path).encode(), b'{"durability":"full"}'))
            judge(i, status, body)
            if handle is None:  # the open met the fault: the store must be as it was
                if check and snapshot(path) != before:
                    problems.append(f"step {i}: a failed open changed the store")
                status, handle, body = _raw.open_store(str(path).encode(), b'{"durability":"full"}')
                if status != 0:
                    problems.append(f"reopen after a failed open: {body!r:.300}")
        elif step == "close":
            status = armed(lambda: _raw.close_store(handle))
            if status != 0:
                problems.append(f"step {i}: lift_close returned {status}")
            handle = None
        else:
            if check:  # the states before and after this step, through other connections
                _raw.close_store(handle)
                before, after = snapshot(path), expected_after(path, step)
                status, handle, body = _raw.open_store(str(path).encode(), b'{"durability":"full"}')
                assert status == 0, body
            status, body = armed(lambda: _raw.call("save", handle, json.dumps(step).encode()))
            judge(i, status, body)
            if check:
                _raw.close_store(handle)
                now = snapshot(path)
                if now not in (before, after):
                    problems.append(f"step {i}: the store is neither its state before nor after the request"
                                    f" (status {status})")
                status, handle, body = _raw.open_store(str(path).encode(), b'{"durability":"full"}')
                if status != 0:
                    problems.append(f"step {i}: the store no longer opens: {body!r:.300}")
    if handle:
        _raw.close_store(handle)
    db = sqlite3.connect(str(path))
    try:
        result = db.execute("PRAGMA integrity_check").fetchone()[0]
    finally:
        db.close()
    if result != "ok":
        problems.append(f"integrity_check: {result}")
    return {"problems": problems, "calls": state["calls"], "failed": state["failed"], "io_errors": state["io_errors"]}


seed = work / "seed.lift"
s = lift.Store(seed, durability="full")
s.save({"kind": "exercise", "exercise": {"name": "Squat", "tags": ["legs"]}})
s.close()


def fresh(name: str) -> Path:
    path = work / name
    for side in ("", "-wal", "-shm"):
        Path(str(path) + side).unlink(missing_ok=True)
    shutil.copyfile(seed, path)
    return path


# The calls counted here are the ones a fault run meets too: the checks run disarmed.
clean = run_workload(fresh("reference.lift"), 0, True)
total = clean["calls"]
summary: Dict[str, Any] = {"point": point, "errno": errno_value, "calls": total, "faults": 0, "io_errors": 0, "problems": clean["problems"]}
for k in range(1, total + 1):
    result = run_workload(fresh("faulty.lift"), k, True)
    summary["faults"] += int(result["failed"])
    summary["io_errors"] += result["io_errors"]
    summary["problems"] += [f"k={k}: {p}" for p in result["problems"]]
print(json.dumps(summary))
