"""examples/errors.py runs alone and exits 0 (it checks each documented error itself)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from helpers import PKG_PARENT, pythonpath_env


def test_errors_example_runs_twice_on_one_store_and_exits_zero(tmp_path: Path) -> None:
    store = tmp_path / "errors.lift"
    for _ in range(2):  # the second run meets its own Squat: still every error as documented
        run = subprocess.run([sys.executable, str(PKG_PARENT / "examples" / "errors.py"), str(store)],
                             env=pythonpath_env(), capture_output=True, text=True, timeout=120)
        assert run.returncode == 0, run.stdout + run.stderr
        assert "UNEXPECTED" not in run.stdout and "store unchanged by all of the above: yes" in run.stdout
