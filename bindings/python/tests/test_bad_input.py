"""Bad input of every shape: a structured error, the process alive, the store unchanged.

Requests go through Store.call_raw (bytes as-is), so the binding's own JSON encoder never
"fixes" them. Each case checks: the status (and code where the contract fixes it), a well-formed
error document, a full load before == after, and a valid call still working afterwards.
"""

from __future__ import annotations

from typing import NamedTuple, Optional, Tuple, Union

import pytest

import lift
from helpers import assert_raw_error, exercise, routine, snapshot

INVALID, UNSUPPORTED = -1, -8
MiB = 1024 * 1024


class Case(NamedTuple):
    id: str
    request: bytes
    status: int
    code: Union[None, str, Tuple[str, ...]] = None  # a tuple: any of these codes


def _nest(depth: int) -> bytes:
    return b"[" * depth + b"]" * depth


CASES = [
    Case("malformed-json", b'{"kind":"exercise","exercise":{"name":"Malformed"', INVALID, "malformed_json"),
    Case("malformed-unquoted-key", b'{kind:"exercise","exercise":{"name":"X"}}', INVALID, "malformed_json"),
    Case("malformed-single-quotes", b"{'kind':'exercise'}", INVALID, "malformed_json"),
    Case("malformed-trailing-comma", b'{"kind":"exercise","exercise":{"name":"X"},}', INVALID, "malformed_json"),
    Case("trailing-data-object", b'{"kind":"exercise","exercise":{"name":"Trailing"}} {}', INVALID, "malformed_json"),
    Case("trailing-data-garbage", b'{"kind":"exercise","exercise":{"name":"Trailing"}}xyz', INVALID, "malformed_json"),
    Case("empty-string", b"", INVALID, "malformed_json"),
    Case("whitespace-only", b" \n\t ", INVALID, "malformed_json"),
    Case("nul-escape", b'{"kind":"exercise","exercise":{"name":"a\\u0000b"}}', INVALID),
    Case("raw-nul-byte-truncates", b'{"kind":"exercise",\x00"exercise":{"name":"Nul"}}', INVALID),
    Case("invalid-utf8-bytes", b'{"kind":"exercise","exercise":{"name":"bad \xff\xfe bytes"}}', INVALID),
    Case("invalid-utf8-overlong", b'{"kind":"exercise","exercise":{"name":"\xc0\xaf"}}', INVALID),
    Case("invalid-utf8-truncated-seq", b'{"kind":"exercise","exercise":{"name":"\xe2\x82"}}', INVALID),
    Case("lone-surrogate-escape", b'{"kind":"exercise","exercise":{"name":"\\ud800"}}', INVALID),
    Case("unescaped-control-char", b'{"kind":"exercise","exercise":{"name":"tab\there"}}', INVALID),
    Case("duplicate-keys-record", b'{"kind":"exercise","exercise":{"name":"A","name":"B"}}', INVALID),
    Case("duplicate-keys-kind", b'{"kind":"exercise","kind":"routine","exercise":{"name":"A"}}', INVALID),
    Case("nesting-1000-deep-in-field", b'{"kind":"exercise","exercise":{"name":"Deep","tags":' + _nest(1000) + b"}}", INVALID),
    Case("nesting-1000-deep-top", _nest(1000), INVALID),
    Case("nesting-100000-deep", _nest(100_000), INVALID),
    Case("payload-10mib-unknown-field", b'{"kind":"exercise","exercise":{"name":"Big"},"pad":"' + b"x" * (10 * MiB) + b'"}', INVALID, "payload_too_large"),
    Case("payload-10mib-garbage", b"{" * (10 * MiB), INVALID, ("malformed_json", "payload_too_large")),
    Case("payload-2mib-exercise", b'{"kind":"exercise","exercise":{"name":"Big","tags":["' + b"t" * (2 * MiB) + b'"]}}', INVALID, "payload_too_large"),
    Case("payload-17mib-beyond-bulk", b'{"kind":"weight","items":[],"pad":"' + b"x" * (17 * MiB) + b'"}', INVALID, "payload_too_large"),
    Case("integer-beyond-2^64", b'{"kind":"exercise","exercise":{"name":"Int"},"limit":18446744073709551616}', INVALID),
    Case("integer-beyond-2^53-as-name", b'{"kind":"exercise","exercise":{"name":9007199254740993}}', INVALID),
    Case("nan-literal", b'{"kind":"exercise","exercise":{"name":NaN}}', INVALID),
    Case("wrong-type-name-number", b'{"kind":"exercise","exercise":{"name":42}}', INVALID, "wrong_type"),
    Case("wrong-type-tags-string", b'{"kind":"exercise","exercise":{"name":"Tags","tags":"chest"}}', INVALID, "wrong_type"),
    Case("wrong-type-tag-element", b'{"kind":"exercise","exercise":{"name":"Tags","tags":["ok",1]}}', INVALID, "wrong_type"),
    Case("wrong-type-record-array", b'{"kind":"exercise","exercise":[{"name":"Arr"}]}', INVALID, "wrong_type"),
    Case("wrong-type-kind-number", b'{"kind":1,"exercise":{"name":"K"}}', INVALID, "wrong_type"),
    Case("wrong-type-id-number", b'{"kind":"exercise","exercise":{"id":7,"name":"Id"}}', INVALID),
    Case("wrong-type-items-object", b'{"kind":"exercise","items":{"name":"I"}}', INVALID, "wrong_type"),
    Case("wrong-type-routine-exercises", b'{"kind":"routine","routine":{"name":"R","exercises":"Squat"}}', INVALID, "wrong_type"),
    Case("wrong-type-routine-exercise-ref", b'{"kind":"routine","routine":{"name":"R","exercises":[{"name":5}]}}', INVALID, "wrong_type"),
    Case("null-record", b'{"kind":"exercise","exercise":null}', INVALID),
    Case("unknown-kind", b'{"kind":"spaceship","spaceship":{"name":"X"}}', UNSUPPORTED, "unknown_kind"),
    Case("missing-kind", b'{"exercise":{"name":"NoKind"}}', INVALID),
    Case("empty-object", b"{}", INVALID),
    Case("unknown-field-top", b'{"kind":"exercise","exercise":{"name":"U"},"colour":"red"}', INVALID, "unknown_field"),
    Case("unknown-field-record", b'{"kind":"exercise","exercise":{"name":"U","colour":"red"}}', INVALID, "unknown_field"),
    Case("unknown-field-routine-ref", b'{"kind":"routine","routine":{"name":"R","exercises":[{"name":"Squat","reps":5}]}}', INVALID, "unknown_field"),
    Case("record-and-items-both", b'{"kind":"exercise","exercise":{"name":"B1"},"items":[{"name":"B2"}]}', INVALID),
    Case("items-one-bad-element", b'{"kind":"exercise","items":[{"name":"Good"},{"name":5}]}', INVALID),
    Case("array-top-level", b'[{"kind":"exercise","exercise":{"name":"Arr"}}]', INVALID),
    Case("string-top-level", b'"exercise"', INVALID),
    Case("number-top-level", b"42", INVALID),
    Case("null-top-level", b"null", INVALID),
]


@pytest.fixture
def seeded(store: lift.Store) -> lift.Store:
    squat = exercise(store, "Squat", tags=["legs"])
    routine(store, "Legs", [{"id": squat["id"]}, {"name": "Lunge"}])
    return store


def _check(result, case: Case) -> dict:
    if isinstance(case.code, tuple):
        err = assert_raw_error(result, case.status)
        assert err["code"] in case.code, err
        return err
    return assert_raw_error(result, case.status, case.code)


def _assert_still_works(store: lift.Store) -> None:
    assert store.load({"kind": "exercise", "name": "squat"})


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_save_bad_input_returns_structured_error_and_store_unchanged(seeded: lift.Store, case: Case) -> None:
    before = snapshot(seeded)
    result = seeded.call_raw("save", case.request)
    err = _check(result, case)
    if case.code == "unknown_field":
        assert str(err["details"].get("path")).endswith(("colour", "reps")), err
    if case.code == "wrong_type":
        assert err["details"].get("path"), err
    if case.code == "malformed_json":
        assert {"line", "column"} <= set(err["details"]), err
    assert snapshot(seeded) == before
    _assert_still_works(seeded)


GENERIC = [c for c in CASES if c.id in {
    "malformed-json", "trailing-data-object", "empty-string", "invalid-utf8-bytes",
    "duplicate-keys-kind", "nesting-1000-deep-top", "payload-10mib-garbage", "missing-kind",
    "array-top-level", "unknown-kind", "nul-escape", "wrong-type-kind-number",
}]


@pytest.mark.parametrize("verb", ["load", "remove", "route"])
@pytest.mark.parametrize("case", GENERIC, ids=[c.id for c in GENERIC])
def test_verb_bad_input_returns_structured_error_and_store_unchanged(seeded: lift.Store, verb: str, case: Case) -> None:
    before = snapshot(seeded)
    result = seeded.call_raw(verb, case.request)
    assert result.status < 0, result
    if verb != "route":  # route takes no kind; only require a structured error there
        _check(result, case)
    else:
        assert_raw_error(result, result.status)
    assert snapshot(seeded) == before
    _assert_still_works(seeded)


@pytest.mark.parametrize(
    "request_",
    [
        b'{"kind":"exercise","limit":-1}',
        b'{"kind":"exercise","offset":-5}',
        b'{"kind":"exercise","limit":"10"}',
        b'{"kind":"exercise","limit":1.5}',
        b'{"kind":"exercise","id":42}',
        b'{"kind":"exercise","sort":"name"}',
        b'{"kind":"exercise","limit":0}',
        b'{"kind":"exercise","limit":10001}',
        b'{"kind":"exercise","limit":9007199254740993}',
        b'{"kind":"exercise","offset":9007199254740993}',
    ],
    ids=[
        "negative-limit", "negative-offset", "string-limit", "fractional-limit", "numeric-id", "unknown-filter",
        "zero-limit", "limit-above-10000", "limit-beyond-2^53", "offset-beyond-2^53",
    ],
)
def test_load_bad_query_returns_invalid_request(seeded: lift.Store, request_: bytes) -> None:
    before = snapshot(seeded)
    assert_raw_error(seeded.call_raw("load", request_), INVALID)
    assert snapshot(seeded) == before


def test_load_malformed_id_returns_structured_error(seeded: lift.Store) -> None:
    result = seeded.call_raw("load", b'{"kind":"exercise","id":"not-a-uuid"}')
    assert result.status in (INVALID, -4), result
    assert_raw_error(result, result.status)


def test_save_bad_input_many_in_a_row_process_stays_healthy(seeded: lift.Store) -> None:
    before = snapshot(seeded)
    for _ in range(200):
        for case in CASES[:12]:
            assert seeded.call_raw("save", case.request).status == case.status
    assert snapshot(seeded) == before
    _assert_still_works(seeded)
