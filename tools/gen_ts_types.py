#!/usr/bin/env python3
"""Writes bindings/node/index.d.ts from schema/lift.schema.json: a type per request and answer,
the kinds and error codes as string unions, and Store's overloads per kind, so that TypeScript
refuses a misspelt kind or member. `--check` exits 1 when the file is stale (make test-node)."""

from __future__ import annotations

import json
import sys
from typing import Any, Dict, List

from generated import ROOT, SCHEMA, VERBS, Emitter, type_name as pascal, write_or_check

OUT = ROOT / "bindings" / "node" / "index.d.ts"


class TypeScript(Emitter):
    def named(self, name: str) -> str:
        """$defs[name] as one exported type alias, written once."""
        if name not in self.done:
            self.done[name] = pascal(name)
            self.out.append(f"export type {pascal(name)} = {self.expr(self.defs[name])};\n")
        return self.done[name]

    def expr(self, node: Any) -> str:
        ref = self.target(node)
        if ref is not None:
            return self.named(ref)
        if not isinstance(node, dict) or not node:
            return "unknown"
        if "const" in node:
            return json.dumps(node["const"])
        if "anyOf" in node:
            return " | ".join(f"({self.expr(b)})" for b in node["anyOf"])
        t = node.get("type")
        if isinstance(t, list):
            return " | ".join(self.expr({**node, "type": one}) for one in t)
        if "enum" in node and t in (None, "string"):
            return " | ".join(json.dumps(v) for v in node["enum"] if v is not None)
        simple = {"string": "string", "integer": "number", "number": "number", "boolean": "boolean", "null": "null"}
        if t in simple:
            return simple[t]
        if t == "array":
            return f"Array<{self.expr(node.get('items', {}))}>"
        if t == "object" and "properties" in node:
            required = set(node.get("required", []))
            members = [f"{json.dumps(k)}{'' if k in required else '?'}: {self.expr(v)}" for k, v in node["properties"].items()]
            return "{ " + "; ".join(members) + " }"
        return "Record<string, unknown>"


def render() -> str:
    doc = json.loads(SCHEMA.read_text(encoding="utf-8"))
    ts = TypeScript(doc["$defs"])
    methods: List[str] = []
    for verb in VERBS:
        for kind in sorted(doc["kinds"]):
            entry = doc["kinds"][kind].get(verb)
            if entry:
                req = ts.expr(entry["request"])
                ans = ts.expr(entry["answer"])
                methods.append(f"  {verb}(request: {req}): Promise<{ans}>;")
    error = ts.named("error")
    options = ts.named("open.options")
    info = ts.named("open.answer")
    kinds = " | ".join(json.dumps(k) for k in sorted(doc["kinds"]))
    codes = " | ".join(json.dumps(c) for c in doc["errors"]["codes"])
    return "\n".join([
        "// Written by tools/gen_ts_types.py from schema/lift.schema.json: do not edit.",
        f"export type Kind = {kinds};",
        f"export type ErrorCode = {codes};",
        "",
        *ts.out,
        "export declare class LiftError extends Error {",
        "  status: number;",
        "  code: ErrorCode;",
        f"  details: {error}['error']['details'];",
        "}",
        "",
        "export declare class Store {",
        f"  static open(file: string, options?: {options} | null): Promise<Store>;",
        f"  readonly info: {info};",
        *methods,
        "  close(): void;",
        "}",
        "",
        "export declare const version: string;",
        "",
    ])


def main(argv: List[str]) -> int:
    return write_or_check(OUT, render(), argv, ROOT, "tools/gen_ts_types.py")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
