"""Each feature example (examples/<name>.py) runs as it is and exits 0 (it checks its own
answers), twice on one store. Add a feature's example as one line in EXAMPLES."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import lift

EXAMPLES = [
    "accounts",   # sign up, sign in, save and load, sign out
    "sports",     # leagues, teams, players, an image against the local API stand-in
    "portability",  # a Strong import (dry run, twice), the week as text, the SVG card
    "health_export",  # a generated Apple Health export imported, the week's weights and steps
]


@pytest.mark.parametrize("name", EXAMPLES)
def test_example_freshStoreThenAgain_exitsZero(tmp_path: Path, name: str) -> None:
    script = Path(__file__).resolve().parent.parent / "examples" / f"{name}.py"
    env = dict(os.environ, LIFT_LIBRARY=str(lift.library_path))
    for run in ("first", "second"):
        done = subprocess.run([sys.executable, str(script), str(tmp_path / "example.lift")],
                              env=env, capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, f"{run} run: {done.stdout}\n{done.stderr}"
        assert f"{name} example: ok" in done.stdout
