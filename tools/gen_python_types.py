#!/usr/bin/env python3
"""Writes bindings/python/lift/types.pyi from schema/lift.schema.json: a TypedDict per request and
answer shape, Literal kinds, and the overloads of Store.save/load/remove/route per kind, so that
`mypy --strict` refuses a misspelt kind, member or answer key.

`--check` exits 1 when the checked-in file differs (bindings/python/tests/test_python_types.py).
"""

from __future__ import annotations

import json
import sys

from typing import Any, Dict, List, Set, Tuple

from generated import ROOT, SCHEMA, VERBS, type_name as camel, write_or_check

OUT = ROOT / "bindings" / "python" / "lift" / "types.pyi"


class Writer:
    def __init__(self, defs: Dict[str, Any]) -> None:
        self.defs = defs
        self.blocks: List[str] = []
        self.named: Dict[str, str] = {}
        self.keys: Dict[str, Set[str]] = {}
        self.bodies: Dict[str, str] = {}

    def def_type(self, name: str) -> str:
        """The Python type of $defs[name], written once."""
        if name not in self.named:
            self.named[name] = "Any"  # no recursion in the schema; guards against it anyway
            self.named[name] = self.type_of(self.defs[name], camel(name))
        return self.named[name]

    def type_of(self, node: Any, hint: str) -> str:
        if not isinstance(node, dict) or not node:
            return "Any"
        if "$ref" in node:
            return self.def_type(node["$ref"].removeprefix("#/$defs/"))
        if "const" in node:
            return f"Literal[{node['const']!r}]"
        if "anyOf" in node:
            parts = [self.type_of(branch, f"{hint}{i + 1}") for i, branch in enumerate(node["anyOf"])]
            return union(parts)
        types = node.get("type")
        if isinstance(types, list):
            return union([self.type_of({**node, "type": t}, hint) for t in types])
        if "enum" in node:
            values = [v for v in node["enum"] if v is not None]
            if types in (None, "string") and values:
                return f"Literal[{', '.join(repr(v) for v in values)}]"
        if types == "string":
            return "str"
        if types == "integer":
            return "int"
        if types == "number":
            return "float"
        if types == "boolean":
            return "bool"
        if types == "null":
            return "None"
        if types == "array":
            return f"List[{self.type_of(node.get('items', {}), hint + 'Item')}]"
        if types == "object":
            if "properties" not in node:
                extra = node.get("additionalProperties")
                return f"Dict[str, {self.type_of(extra, hint + 'Value') if isinstance(extra, dict) else 'Any'}]"
            return self.typed_dict(node, hint)
        return "Any"

    def typed_dict(self, node: Dict[str, Any], name: str) -> str:
        required = set(node.get("required", []))
        fields = []
        for key, sub in node["properties"].items():
            t = self.type_of(sub, name + camel(key))
            fields.append(f"    {key!r}: {t if key in required else f'NotRequired[{t}]'},")
        # The functional form: members such as `from` are Python keywords.
        self.keys[name] = set(node["properties"])
        body = "\n".join(fields)
        # One TypedDict per shape: calories and steps records, say, are one type under two names.
        if body in self.bodies:
            self.blocks.append(f"{name} = {self.bodies[body]}\n")
        else:
            self.bodies[body] = name
            self.blocks.append(f"{name} = TypedDict({name!r}, {{\n{body}\n}})\n")
        return name


def union(parts: List[str]) -> str:
    seen: List[str] = []
    for p in parts:
        for piece in split_union(p):
            if piece not in seen:
                seen.append(piece)
    return seen[0] if len(seen) == 1 else f"Union[{', '.join(seen)}]"


def split_union(t: str) -> List[str]:
    if not t.startswith("Union["):
        return [t]
    inner, depth, start, out = t[6:-1], 0, 0, []
    for i, ch in enumerate(inner):
        depth += ch == "["
        depth -= ch == "]"
        if ch == "," and depth == 0:
            out.append(inner[start:i].strip())
            start = i + 1
    out.append(inner[start:].strip())
    return out


def overload_pairs(w: Writer, kind: str, verb: str, entry: Dict[str, Any]) -> List[Tuple[str, str]]:
    """(request type, answer type) per overload: a request with one shape per branch (save one or
    many, load by id or a page) gets the answer branch of the same position."""
    req_name = entry["request"]["$ref"].removeprefix("#/$defs/")
    ans_name = entry["answer"]["$ref"].removeprefix("#/$defs/")
    req_def, ans_def = w.defs[req_name], w.defs[ans_name]
    req_t, ans_t = w.def_type(req_name), w.def_type(ans_name)
    if "anyOf" in req_def and "anyOf" in ans_def and len(req_def["anyOf"]) == len(ans_def["anyOf"]):
        # A TypedDict with more members is a subtype of one with fewer: its overload goes first.
        pairs = list(zip(split_union(req_t), split_union(ans_t)))
        return sorted(pairs, key=lambda p: -len(w.keys.get(p[0], ())))
    return [(req_t, ans_t)]


def render() -> str:
    doc = json.loads(SCHEMA.read_text(encoding="utf-8"))
    w = Writer(doc["$defs"])
    overloads: Dict[str, List[Tuple[str, str, str]]] = {v: [] for v in VERBS}
    for kind in sorted(doc["kinds"]):
        for verb in VERBS:
            entry = doc["kinds"][kind].get(verb)
            if entry:
                overloads[verb].extend((kind, r, a) for r, a in overload_pairs(w, kind, verb, entry))
    error_t = w.def_type("error")
    open_t = w.def_type("open.options")
    w.def_type("open.answer")
    kinds = ", ".join(repr(k) for k in sorted(doc["kinds"]))
    codes = ", ".join(repr(c) for c in doc["errors"]["codes"])
    lines = [
        "# Written by tools/gen_python_types.py from schema/lift.schema.json: do not edit.",
        "from typing import Any, Dict, List, Literal, Union, overload",
        "from typing_extensions import NotRequired, TypedDict",
        "",
        f"Kind = Literal[{kinds}]",
        f"ErrorCode = Literal[{codes}]",
        "",
        *w.blocks,
        f"ErrorAnswer = {error_t}",
        f"OpenOptions = {open_t}",
        "",
        "class TypedCalls:",
        '    """Store.save/load/remove/route as the schema types them (lift.Store inherits this)."""',
    ]
    for verb in VERBS:
        many = len(overloads[verb]) > 1
        for i, (kind, req_t, ans_t) in enumerate(overloads[verb]):
            # A request with every member of a later one (a load by `category` and the load of
            # all) could be passed as that one too: mypy reports the overlap, which the
            # order of the overloads resolves (the fuller one is matched first).
            later = [w.keys.get(r) for k, r, _ in overloads[verb][i + 1:] if k == kind]
            overlap = any(k is not None and k <= w.keys.get(req_t, set()) for k in later)
            ignore = "  # type: ignore[overload-overlap]" if overlap else ""
            lines += ["    @overload"] * many + [f"    def {verb}(self, request: {req_t}) -> {ans_t}: ...{ignore}"]
    return "\n".join(lines) + "\n"


def main(argv: List[str]) -> int:
    return write_or_check(OUT, render(), argv, ROOT, "tools/gen_python_types.py")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
