"""What the generators in tools/ share: write their output, or with --check say it is stale."""

from __future__ import annotations

from pathlib import Path
from typing import List


def write_or_check(out: Path, text: str, argv: List[str], root: Path, script: str) -> int:
    """Writes `text` to `out`; with `--check` in argv writes nothing and returns 1 when `out`
    differs (the tests run the check, so a checked-in file never lags its generator)."""
    if "--check" in argv:
        if not out.exists() or out.read_text(encoding="utf-8") != text:
            print(f"{out.relative_to(root)} is not what {script} writes: run python3 {script}")
            return 1
        return 0
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")
    return 0
