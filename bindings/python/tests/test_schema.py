"""schema/lift.schema.json against the library: it has every kind and verb the dispatcher has and
no other, the examples of docs/API.md and the README validate and run, requests generated from it
are read by the library (never `unknown_field` nor `wrong_type`) and their answers validate, and
requests made invalid on purpose are refused with the documented code and path."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any, Dict, Iterator, List, Set, Tuple

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st
from hypothesis_jsonschema import from_schema

import lift
from schema_support import (REPO, call, dispatcher_verbs, entry_schema, for_generation, inlined, schema, schema_verbs,
                            source_kind_names, validation_errors)

# Requests per kind and verb (LIFT_SCHEMA_EXAMPLES for a longer run). Sign-ins and account saves
# hash a password with Argon2, so they get fewer; the total stays a few thousand.
EXAMPLES = int(os.environ.get("LIFT_SCHEMA_EXAMPLES", "30"))
SLOW_EXAMPLES = {("account", "save"): 10, ("session", "save"): 10, ("account", "remove"): 10}
READ_REFUSALS = {"unknown_field", "wrong_type"}


@pytest.fixture(scope="module")
def schema_store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[lift.Store]:
    s = lift.Store(tmp_path_factory.mktemp("schema") / "schema.lift", durability="normal")
    try:
        yield s
    finally:
        s.close()


def test_schema_file_generator_rerun_changes_nothing() -> None:
    done = subprocess.run([sys.executable, str(REPO / "tools" / "gen_schema.py"), "--check"],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_schema_document_meta_schema_valid() -> None:
    jsonschema.Draft202012Validator.check_schema(schema())
    for name, verbs in schema()["kinds"].items():
        for verb, entry in verbs.items():
            assert set(entry) == {"request", "answer"}, f"{name}.{verb}"
            for part in entry.values():
                assert part["$ref"].removeprefix("#/$defs/") in schema()["$defs"], f"{name}.{verb}: {part}"


def test_schema_kinds_and_verbs_dispatcher_equal(schema_store: lift.Store) -> None:
    names = source_kind_names() | set(schema_verbs())
    library = dispatcher_verbs(schema_store, names)
    documented = schema_verbs()
    missing = sorted(f"{k}.{v}" for k, vs in library.items() for v in vs if v not in documented.get(k, set()))
    extra = sorted(f"{k}.{v}" for k, vs in documented.items() for v in vs if v not in library.get(k, set()))
    assert not missing, (f"the library answers these kind.verb but schema/lift.schema.json has no entry: {missing}; "
                         "add a kind(...) call in tools/gen_schema.py and run it")
    assert not extra, f"schema/lift.schema.json has entries the library refuses (unknown_kind / unsupported_verb): {extra}"


def test_schema_error_codes_match_errors_md() -> None:
    text = (REPO / "docs" / "ERRORS.md").read_text(encoding="utf-8")
    documented = set(re.findall(r"^\| `(\w+)` \| \w+ \|", text, re.M))
    assert documented <= set(schema()["errors"]["codes"])
    assert schema()["errors"]["statuses"]["invalid_request"] == lift.InvalidRequestError.status


# The docs write "..." where a value is the reader's own: an id, a password, a token.
_PLACEHOLDER_ID = "018f3c1e-0000-7000-8000-000000000001"


def _fill(value: Any, key: str = "") -> Any:
    if isinstance(value, dict):
        return {k: _fill(v, k) for k, v in value.items()}
    if isinstance(value, list):
        return [_fill(v, key) for v in value]
    if value == "...":
        return _PLACEHOLDER_ID if key == "id" or key.endswith("_id") else "correct horse battery"
    return value


def _json_snippets(text: str) -> Iterator[Any]:
    """Every code span or block of `text` that is one JSON object with a `kind`."""
    blocks = re.findall(r"```json\n(.*?)```", text, re.S)
    spans = re.findall(r"`(\{[^`]*\})`", text)
    for snippet in blocks + spans:
        try:
            doc = json.loads(snippet)
        except ValueError:
            continue
        if isinstance(doc, dict) and isinstance(doc.get("kind"), str):
            yield _fill(doc)


def _doc_examples() -> List[Any]:
    out: List[Any] = []
    for path in (REPO / "docs" / "API.md", REPO / "README.md"):
        out.extend(_json_snippets(path.read_text(encoding="utf-8")))
    return out


def _matching_verbs(doc: Dict[str, Any], part: str) -> List[str]:
    entries = schema()["kinds"].get(doc["kind"], {})
    return [verb for verb, entry in entries.items() if not validation_errors(entry[part], doc)]


def test_schema_docs_examples_validate_and_run(schema_store: lift.Store) -> None:
    examples = _doc_examples()
    assert len(examples) >= 30, "the JSON examples of docs/API.md and README.md were not found"
    unmatched = [json.dumps(d) for d in examples if not _matching_verbs(d, "request") and not _matching_verbs(d, "answer")]
    assert not unmatched, "examples that match no request nor answer of their kind:\n" + "\n".join(unmatched)
    refused = []
    for doc in examples:
        for verb in _matching_verbs(doc, "request"):
            status, answer = call(schema_store, verb, doc)
            code = answer.get("error", {}).get("code")
            if code in READ_REFUSALS | {"unknown_kind", "unsupported_verb"}:
                refused.append(f"{verb} {json.dumps(doc)} -> {code} {answer['error'].get('details')}")
            _assert_answer(doc["kind"], verb, status, answer)
    assert not refused, "examples the library does not read:\n" + "\n".join(refused)


def _assert_answer(kind: str, verb: str, status: int, answer: Dict[str, Any]) -> None:
    if status == 0:
        ref = schema()["kinds"][kind][verb]["answer"]
    else:
        ref = {"$ref": "#/$defs/error"}
        assert answer["error"]["status"] == status
    errors = validation_errors(ref, answer)
    assert not errors, f"{kind}.{verb} answer {json.dumps(answer)[:600]} does not validate: {errors[:5]}"


def _cases() -> List[Tuple[str, str]]:
    return [(k, v) for k, vs in sorted(schema_verbs().items()) for v in sorted(vs)]


@pytest.mark.parametrize("kind,verb", _cases())
def test_schema_generated_requests_read_and_answers_valid(schema_store: lift.Store, kind: str, verb: str) -> None:
    strategy = from_schema(for_generation(inlined(schema()["kinds"][kind][verb]["request"])))
    seen: Dict[str, int] = {}

    @settings(max_examples=SLOW_EXAMPLES.get((kind, verb), EXAMPLES), derandomize=True, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(strategy)
    def check(request: Dict[str, Any]) -> None:
        status, answer = call(schema_store, verb, request)
        code = answer.get("error", {}).get("code", "ok")
        seen[code] = seen.get(code, 0) + 1
        assert code not in READ_REFUSALS, f"{verb} {json.dumps(request)[:600]} -> {answer['error']}"
        _assert_answer(kind, verb, status, answer)

    check()
    assert seen


def _typo_cases() -> List[Tuple[str, str]]:
    # Skips the kinds whose valid requests need setup (an account, a running call, a remote).
    # Loads only: a save or remove that succeeds changes the store the second call sees.
    return [c for c in _cases() if c[1] == "load" and c[0] not in {"account", "session", "request", "team", "player", "image"}]


@pytest.mark.parametrize("kind,verb", _typo_cases())
def test_schema_invalid_requests_refused_with_code_and_path(schema_store: lift.Store, kind: str, verb: str) -> None:
    """Every request the library accepts is refused once it gains a member the schema does not
    have (`unknown_field` naming it), or once a string member becomes a number (`wrong_type`)."""
    strategy = from_schema(for_generation(inlined(schema()["kinds"][kind][verb]["request"])))

    @settings(max_examples=max(EXAMPLES // 2, 5), derandomize=True, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(strategy)
    def check(request: Dict[str, Any]) -> None:
        status, _ = call(schema_store, verb, request)
        if status != 0:
            return
        status, answer = call(schema_store, verb, {**request, "colour": 1})
        assert answer["error"]["code"] == "unknown_field" and answer["error"]["details"].get("path") == "colour", answer
        for key, value in request.items():
            if key != "kind" and isinstance(value, str):
                status, answer = call(schema_store, verb, {**request, key: 12345})
                assert answer["error"]["code"] == "wrong_type", (key, answer)
                assert answer["error"]["details"].get("path") == key, (key, answer)

    check()


def test_schema_api_md_table_lists_every_kind_and_verb() -> None:
    text = (REPO / "docs" / "API.md").read_text(encoding="utf-8")
    rows = dict(re.findall(r"^\| `(\w+)` \| ([a-z, ]+) \| \[`#/kinds/\w+`\]", text, re.M))
    listed = {k: set(v.split(", ")) for k, v in rows.items()}
    expected = schema_verbs()
    assert listed == expected, (f"docs/API.md's schema table differs from the schema: missing "
                                f"{sorted(set(expected) - set(listed))}, extra {sorted(set(listed) - set(expected))}, "
                                f"verbs differ {sorted(k for k in expected if k in listed and listed[k] != expected[k])}")


def test_schema_open_options_and_answer_match_library(tmp_path: Path) -> None:
    options = {"durability": "normal", "busy_timeout_ms": 2000, "create": True, "read_only": False,
               "session_days": 30, "time_zone": "UTC", "validate_cache": False, "clock_ms": 1750000000000,
               "remote": {"sources": [{"data_source": "FlashLive", "base_url": "https://example.invalid/v1",
                                       "api_key_header": "x-key", "api_key": "k"}],
                          "timeout_ms": 15000, "max_response_bytes": 4194304}}
    assert not validation_errors(schema()["open"]["options"], options)
    assert validation_errors(schema()["open"]["options"], {**options, "durabilty": "full"})
    status, handle, body = lift._raw.open_store(str(tmp_path / "o.lift").encode(), json.dumps(options).encode())
    assert status == 0 and body is not None
    try:
        assert not validation_errors(schema()["open"]["answer"], json.loads(body))
    finally:
        lift._raw.close_store(handle)
