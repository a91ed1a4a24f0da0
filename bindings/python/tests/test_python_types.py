"""lift/types.pyi (generated from the schema) is up to date, the package passes `mypy --strict`,
and mypy refuses the typos a dict-typed binding let through."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from schema_support import REPO

PACKAGE = REPO / "bindings" / "python"

GOOD = '''
import lift

def use(store: lift.Store) -> str:
    saved = store.save({"kind": "exercise", "exercise": {"name": "Bench press", "tags": ["chest"]}})
    page = store.load({"kind": "exercise", "tag": "chest", "limit": 20})
    store.save({"kind": "weight", "items": [{"date": "2024-03-01", "weight": 80.5, "unit": "kg"}]})
    store.route({"stops": [{"lat": 60.17, "lon": 24.94}, {"lat": 60.18, "lon": 24.95}]})
    store.remove({"kind": "exercise", "id": saved["exercise"]["id"]})
    return saved["exercise"]["name"] + str(page["total"])
'''

# Each line holds one mistake; mypy must report every one of these lines.
BAD = '''
import lift

def use(store: lift.Store) -> None:
    store.save({"kind": "routine", "rotine": {}})
    store.save({"kind": "exercize", "exercise": {"name": "x"}})
    store.load({"kind": "routine", "id": "x"})["routin"]
    store.save({"kind": "routine", "routine": {"nmae": "Push"}})
    store.save({"kind": "weight", "weight": {"date": "2024-03-01", "weight": "80", "unit": "kg"}})
    store.load({"kind": "workout", "category": "yoga"})
'''


def test_python_types_generator_rerun_changes_nothing() -> None:
    done = subprocess.run([sys.executable, str(REPO / "tools" / "gen_python_types.py"), "--check"],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_python_types_mypy_strict_package_clean_and_typos_refused(tmp_path: Path) -> None:
    pytest.importorskip("mypy")
    (tmp_path / "good.py").write_text(GOOD, encoding="utf-8")
    (tmp_path / "bad.py").write_text(BAD, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path / "cache"), "--no-error-summary",
         "lift", str(tmp_path / "good.py"), str(tmp_path / "bad.py")],
        capture_output=True, text=True, cwd=PACKAGE, env={"MYPYPATH": str(PACKAGE), "PATH": "/usr/bin:/bin"})
    errors = [line for line in done.stdout.splitlines() if ": error:" in line]
    outside_bad = [e for e in errors if not e.startswith(str(tmp_path / "bad.py"))]
    assert not outside_bad, "\n".join(outside_bad)
    bad_lines = {int(e.split(":")[1]) for e in errors if e.startswith(str(tmp_path / "bad.py"))}
    expected = {i + 1 for i, line in enumerate(BAD.splitlines()) if line.startswith("    store.")}
    assert expected <= bad_lines, f"mypy let these lines of BAD through: {sorted(expected - bad_lines)}\n{done.stdout}"
