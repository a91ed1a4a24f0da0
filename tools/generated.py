"""What the generators in tools/ share: write their output, or with --check say it is stale."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Dict, List, Optional

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


class Emitter:
    """What each generator's walk of the schema keeps: the $defs, the type name given to each
    def already written (`done`), and the text written so far (`out`)."""

    def __init__(self, defs: Dict[str, Any]) -> None:
        self.defs = defs
        self.done: Dict[str, str] = {}
        self.out: List[str] = []

    @staticmethod
    def target(node: Any) -> Optional[str]:
        """The $defs name a `{"$ref": "#/$defs/..."}` node points to; None for any other node."""
        if isinstance(node, dict) and "$ref" in node:
            return str(node["$ref"]).removeprefix("#/$defs/")
        return None
