"""examples/bodylog.py runs alone and exits 0 (make demo runs it too)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import lift
from helpers import PKG_PARENT, pythonpath_env


def test_bodylogExample_runTwiceOnOneStore_exitsZeroEachTime(tmp_path: Path) -> None:
    script = PKG_PARENT / "examples" / "bodylog.py"
    env = pythonpath_env(LIFT_LIBRARY=str(lift.library_path))
    for _ in range(2):  # the second run finds the store the first one erased
        run = subprocess.run([sys.executable, str(script), str(tmp_path / "demo.lift")],
                             env=env, capture_output=True, text=True, timeout=60)
        assert run.returncode == 0, run.stdout + run.stderr
        assert "2024-W10" in run.stdout and "line 3: date" in run.stdout
