"""examples/sync.py (two stores syncing both ways) runs alone and exits 0 (make demo runs it too)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

PKG_PARENT = Path(__file__).resolve().parent.parent


def test_syncExample_twoStores_endEqualAndExitZero() -> None:
    result = subprocess.run([sys.executable, str(PKG_PARENT / "examples" / "sync.py")], capture_output=True, text=True,
                            env=dict(os.environ), timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "both stores agree" in result.stdout
    assert "name_clash" in result.stdout and "one_weight_per_day" in result.stdout
