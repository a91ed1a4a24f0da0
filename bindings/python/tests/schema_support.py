"""The schema (schema/lift.schema.json) as the tests use it: validators per entry, the dispatcher's
kinds and verbs, and one call that returns the answer whatever its status."""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path
from typing import Any, Dict, List, Set, Tuple

import jsonschema

import lift
from lift import _raw

REPO = Path(__file__).resolve().parents[3]
SCHEMA_PATH = REPO / "schema" / "lift.schema.json"
VERBS = _raw.VERBS


@lru_cache(maxsize=None)
def schema() -> Dict[str, Any]:
    doc: Dict[str, Any] = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    return doc


def entry_schema(ref: Dict[str, str]) -> Dict[str, Any]:
    """A standalone schema for one `{"$ref": "#/$defs/..."}` of the document."""
    return {"$ref": ref["$ref"], "$defs": schema()["$defs"]}


# Values the library can take, for the generator: a random string matching the day pattern is
# rarely a calendar day, a random zone name is rarely a zone, and most random text holds a
# control character, so without these most requests would stop at their first member.
_GENERATED = {
    "day": {"type": "string", "format": "date"},
    "instant": {"type": "string", "format": "date-time"},
    "time_zone": {"enum": ["UTC", "Europe/Helsinki", "America/New_York", "Asia/Kathmandu"]},
    # A generated backup must never write a file anywhere: a folder that does not exist.
    "backup_file": {"const": "/nonexistent-lift-schema-test/backup"},
}
_PRINTABLE = "^[^\\x00-\\x1f\\x7f-\\x9f]*$"


def for_generation(node: Any) -> Any:
    """`node` (inlined) as the generator gets it: lists capped at 3 entries (the shapes are what
    is tested, and long lists only slow the generator down), days, instants and zones the
    library can take, and strings without control characters."""
    if isinstance(node, dict):
        for name, replacement in _GENERATED.items():
            if node.get("description") == schema()["$defs"][name].get("description"):
                return replacement
        out = {k: for_generation(v) for k, v in node.items()}
        if out.get("type") == "string" and "pattern" not in out and "enum" not in out:
            out["pattern"] = _PRINTABLE
        if out.get("type") == "array" or "array" in (out.get("type") or []):
            out["maxItems"] = min(out.get("maxItems", 3), 3)
        return out
    if isinstance(node, list):
        return [for_generation(v) for v in node]
    return node


def inlined(ref: Dict[str, str]) -> Any:
    """One entry with every `$ref` replaced by its target (the schema has no recursion):
    hypothesis-jsonschema resolves references against the whole document on every use, which
    took seconds per entry."""
    defs = schema()["$defs"]

    def walk(node: Any) -> Any:
        if isinstance(node, dict):
            if "$ref" in node:
                return walk(defs[node["$ref"].removeprefix("#/$defs/")])
            return {k: walk(v) for k, v in node.items() if not k.startswith("x-")}
        if isinstance(node, list):
            return [walk(v) for v in node]
        return node

    return walk(ref)


@lru_cache(maxsize=None)
def _validator(ref: str) -> jsonschema.Draft202012Validator:
    return jsonschema.Draft202012Validator(entry_schema({"$ref": ref}))


def validation_errors(ref: Dict[str, str], instance: Any) -> List[str]:
    v = _validator(ref["$ref"])
    return [f"{'/'.join(map(str, e.absolute_path)) or '(root)'}: {e.message[:300]}" for e in v.iter_errors(instance)]


def schema_verbs() -> Dict[str, Set[str]]:
    return {k: set(v) for k, v in schema()["kinds"].items()}


def source_kind_names() -> Set[str]:
    """The kind names the dispatcher is built from: every `Kind(name: "...")` under
    Sources/Lift/Kinds, the count kinds made by `kind(.calories)`, and kind `request`, which the
    dispatcher answers before its table (no `unknown_kind` probe lists kinds, so the names come
    from the sources and the verbs from probing the library)."""
    names: Set[str] = set()
    for path in (REPO / "Sources" / "Lift" / "Kinds").glob("*.swift"):
        text = path.read_text(encoding="utf-8")
        names.update(re.findall(r"Kind\(\s*name:\s*\"(\w+)\"", text))
        names.update(re.findall(r"static let \w+ = kind\(\.(\w+)\)", text))
        names.update(re.findall(r"static let name = \"(\w+)\"", text))
    return names


def call(store: lift.Store, verb: str, request: Any) -> Tuple[int, Dict[str, Any]]:
    status, body = store.call_raw(verb, json.dumps(request, ensure_ascii=False).encode("utf-8"))
    assert body is not None
    doc: Dict[str, Any] = json.loads(body)
    return status, doc


def dispatcher_verbs(store: lift.Store, kinds: Set[str]) -> Dict[str, Set[str]]:
    """Each kind's verbs as the library answers them: a verb it does not define is refused with
    `unsupported_verb` before its request is read, an unknown kind with `unknown_kind`."""
    found: Dict[str, Set[str]] = {}
    for name in kinds:
        for verb in VERBS:
            status, doc = call(store, verb, {"kind": name})
            code = doc.get("error", {}).get("code") if status else None
            if code == "unknown_kind":
                break
            if code != "unsupported_verb":
                found.setdefault(name, set()).add(verb)
    return found
