"""What the generators in tools/ share: write their output, or with --check say it is stale."""

from __future__ import annotations

from pathlib import Path
from typing import List

ROOT = Path(__file__).resolve().parent.parent
SCHEMA = ROOT / "schema" / "lift.schema.json"
VERBS = ("save", "load", "remove", "route")


def type_name(def_name: str) -> str:
    """A $defs name as a type name: `exercise.save.request` -> `ExerciseSaveRequest`."""
    return "".join(part[:1].upper() + part[1:] for part in def_name.replace(".", "_").split("_") if part)


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
