"""examples/trip.py (routing demo) runs on its own and exits 0."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import lift

HERE = Path(__file__).resolve().parent


def test_example_trip_runs_and_exits_zero(tmp_path: Path) -> None:
    osm = HERE.parents[2] / "data" / "Helsinki.osm.pbf"
    env = dict(os.environ, LIFT_LIBRARY=str(lift.library_path))
    result = subprocess.run([sys.executable, str(HERE.parent / "examples" / "trip.py"), str(osm), str(tmp_path / "t.lift")],
                            capture_output=True, text=True, env=env, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "round trip: Railway station ->" in result.stdout
    assert "stop_not_near_road" in result.stdout
