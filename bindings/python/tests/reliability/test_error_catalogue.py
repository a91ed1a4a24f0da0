"""docs/ERRORS.md's bad-input classes, each against every entry point (lift_open, save, load, remove, route).

Each call must give the documented status and code in a well-formed error document, leave the
process alive and the store unchanged (its records, and for lift_open its files byte for byte), and a
valid call must still work afterwards. bindings/c/test_bad_input.c runs the same catalogue from C;
test_catalogue_* below keep the doc, the C test and this file naming the same classes.
"""

from __future__ import annotations

import ctypes
import re
from pathlib import Path
from typing import Callable, Dict, Optional, Tuple

import pytest

import lift
from lift import _raw
from helpers import REPO_ROOT, assert_raw_error

MiB = 1024 * 1024
ENTRIES = ("open", "save", "load", "remove", "route")
INVALID, MISUSE, IO, UNSUPPORTED = -1, -2, -5, -8

# Each entry point's valid document as (first key, its value, the other members): a class edits it.
Base = Tuple[bytes, bytes, bytes]


def _bases(squat_id: str) -> Dict[str, Base]:
    return {
        "open": (b'"durability"', b'"normal"', b',"busy_timeout_ms":5000'),
        "save": (b'"kind"', b'"exercise"', b',"exercise":{"name":"Catalogue"}'),
        "load": (b'"kind"', b'"exercise"', b',"limit":10'),
        "remove": (b'"kind"', b'"exercise"', b',"id":"' + squat_id.encode() + b'"'),
        "route": (b'"profile"', b'"car"', b',"stops":[{"lat":60.17,"lon":24.94},{"lat":60.18,"lon":24.95}]'),
    }


def _doc(b: Base) -> bytes:
    return b"{" + b[0] + b":" + b[1] + b[2] + b"}"


def _insert(member: bytes) -> Callable[[Base], bytes]:
    return lambda b: b"{" + member + b"," + _doc(b)[1:]


def _value(value: bytes) -> Callable[[Base], bytes]:
    return lambda b: b"{" + b[0] + b":" + value + b[2] + b"}"


Expect = Tuple[int, str]
M, UF, WT = (INVALID, "malformed_json"), (INVALID, "unknown_field"), (INVALID, "wrong_type")
TOO_LARGE = (INVALID, "payload_too_large")

# id -> (document from the entry's base, expected (status, code), per-entry overrides)
CLASSES: Dict[str, Tuple[Callable[[Base], bytes], Expect, Dict[str, Expect]]] = {
    "truncated": (lambda b: _doc(b)[:-1], M, {}),
    "trailing-garbage": (lambda b: _doc(b) + b"xyz", M, {}),
    "trailing-document": (lambda b: _doc(b) + b" {}", M, {}),
    "empty": (lambda b: b"", M, {}),
    "whitespace-only": (lambda b: b" \n\t ", M, {}),
    "top-level-array": (lambda b: b"[" + _doc(b) + b"]", (INVALID, "invalid_request"), {}),
    "top-level-number": (lambda b: b"42", M, {}),
    "top-level-null": (lambda b: b"null", M, {}),
    "utf8-bom": (lambda b: b"\xef\xbb\xbf" + _doc(b), M, {}),
    "comment": (lambda b: b"/* c */" + _doc(b), M, {}),
    "invalid-utf8": (_insert(b'"x":"\xff\xfe"'), M, {}),
    "overlong-utf8": (_insert(b'"x":"\xc0\xaf"'), M, {}),
    "truncated-utf8": (_insert(b'"x":"\xe2\x82"'), M, {}),
    "lone-surrogate": (_insert(b'"x":"\\ud800"'), M, {}),
    "nul-escape": (_insert(b'"x":"a\\u0000b"'), M, {}),
    "control-char": (_insert(b'"x":"a\tb"'), M, {}),
    "raw-nul-byte": (lambda b: b"{\x00" + _doc(b)[1:], M, {}),
    "duplicate-key": (lambda b: _insert(b[0] + b":" + b[1])(b), M, {}),
    "deep-array": (_insert(b'"x":' + b"[" * 100_000 + b"]" * 100_000), M, {"open": TOO_LARGE}),
    "deep-object": (_insert(b'"x":' + b'{"x":' * 10_000 + b"1" + b"}" * 10_000), M, {}),
    "unknown-field": (_insert(b'"colour":"red"'), UF, {}),
    "empty-key": (_insert(b'"":1'), UF, {}),
    "long-key": (_insert(b'"' + b"k" * 100_000 + b'":1'), UF, {"open": TOO_LARGE}),
    "wrong-type-number": (_value(b"12"), WT, {}),
    "wrong-type-array": (_value(b"[]"), WT, {}),
    "wrong-type-object": (_value(b"{}"), WT, {}),
    "unknown-value": (_value(b'"spaceship"'), (UNSUPPORTED, "unknown_kind"),
                      {"open": (INVALID, "invalid_value"), "route": (INVALID, "invalid_value")}),
    "long-string": (_value(b'"' + b"s" * 100_000 + b'"'), (INVALID, "invalid_request"), {"open": TOO_LARGE}),
    "huge-integer": (_insert(b'"x":18446744073709551616'), M, {}),
    "nan-literal": (_insert(b'"x":NaN'), M, {}),
    "oversized-payload": (_insert(b'"pad":"' + b"x" * (20 * MiB) + b'"'), TOO_LARGE, {}),
}
# Classes that are not a document: open's path/out pointer, the verbs' request pointer and handle.
POINTER_CLASSES: Dict[str, Dict[str, Expect]] = {
    # lift_open(NULL path) / lift_<verb>(store, NULL request)
    "null-pointer": {e: (MISUSE, "misuse") for e in ENTRIES},
    # lift_open(path, NULL, NULL out) / a handle lift_open never returned
    "stale-handle": {e: (MISUSE, "misuse") for e in ENTRIES},
    # lift_open of a directory / a handle already closed
    "closed-handle": {"open": (IO, "cannot_open"), **{e: (MISUSE, "misuse") for e in ENTRIES[1:]}},
}
ALL_IDS = list(CLASSES) + list(POINTER_CLASSES)


@pytest.fixture
def seeded(tmp_path: Path):
    path = tmp_path / "catalogue.lift"
    store = lift.Store(path, durability="normal")
    squat = store.save({"kind": "exercise", "exercise": {"name": "Squat", "tags": ["legs"]}})["exercise"]
    store.save({"kind": "routine", "routine": {"name": "Legs", "exercises": [{"id": squat["id"]}, {"name": "Lunge"}]}})
    store.save({"kind": "weight", "weight": {"date": "2024-03-01", "weight": 80.5, "unit": "kg"}})
    try:
        yield store, path, squat["id"]
    finally:
        store.close()


def _snapshot(store: lift.Store) -> dict:
    return {kind: store.load({"kind": kind}) for kind in ("exercise", "routine", "weight")}


def _files(path: Path) -> Dict[str, bytes]:
    # -shm is left out: a read transaction writes its read mark there.
    return {p.name: p.read_bytes() for p in sorted(path.parent.iterdir()) if p.is_file() and not p.name.endswith("-shm")}


def _open(path: Optional[bytes], options: Optional[bytes], out: bool = True) -> _raw.RawResult:
    handle = ctypes.c_void_p(None)
    out_json = ctypes.c_void_p(None)
    status = _raw.lib.lift_open(path, options, ctypes.byref(handle) if out else None, ctypes.byref(out_json))
    if handle.value:
        _raw.close_store(handle.value)
    assert (status == 0) == bool(handle.value), (status, handle.value)
    return _raw.RawResult(int(status), _raw.take_string(out_json.value))


def _run(entry: str, class_id: str, store: lift.Store, path: Path, squat_id: str) -> _raw.RawResult:
    if class_id in CLASSES:
        document = CLASSES[class_id][0](_bases(squat_id)[entry])
        if entry == "open":
            return _open(str(path).encode(), document)
        return store.call_raw(entry, document)
    if entry == "open":
        return {
            "null-pointer": lambda: _open(None, None),
            "stale-handle": lambda: _open(str(path).encode(), None, out=False),
            "closed-handle": lambda: _open(str(path.parent).encode(), None),
        }[class_id]()
    request = _doc(_bases(squat_id)[entry])
    if class_id == "null-pointer":
        return store.call_raw(entry, None)
    if class_id == "stale-handle":
        never_opened = ctypes.create_string_buffer(64)  # a real address lift_open never returned
        return _raw.call(entry, ctypes.addressof(never_opened), request)
    status, handle, _ = _raw.open_store(str(path).encode(), b'{"durability":"normal"}')
    assert status == 0
    assert _raw.close_store(handle) == 0
    return _raw.call(entry, handle, request)


def _expected(entry: str, class_id: str) -> Expect:
    if class_id in CLASSES:
        _, default, overrides = CLASSES[class_id]
        return overrides.get(entry, default)
    return POINTER_CLASSES[class_id][entry]


@pytest.mark.parametrize("entry", ENTRIES)
@pytest.mark.parametrize("class_id", ALL_IDS)
def test_entry_bad_input_class_returns_documented_error_and_store_unchanged(seeded, entry: str, class_id: str) -> None:
    store, path, squat_id = seeded
    before, files_before = _snapshot(store), _files(path)
    status, code = _expected(entry, class_id)
    err = assert_raw_error(_run(entry, class_id, store, path, squat_id), status, code)
    if status == INVALID and code != "payload_too_large":
        # A JSON problem names where it is: a path, or a line and column.
        assert "path" in err["details"] or {"line", "column"} <= set(err["details"]), err
    assert _snapshot(store) == before
    if entry == "open":
        assert _files(path) == files_before
    # Still alive and working.
    assert [e["id"] for e in store.load({"kind": "exercise", "name": "squat"})["items"]] == [squat_id]


def test_catalogue_has_at_least_25_classes() -> None:
    assert len(ALL_IDS) >= 25


def _doc_class_ids() -> set:
    text = (REPO_ROOT / "docs" / "ERRORS.md").read_text(encoding="utf-8")
    section = text.split("## Bad input", 1)[1]
    return set(re.findall(r"^\| `([a-z0-9-]+)` \|", section, flags=re.M))


def test_catalogue_doc_lists_exactly_the_tested_classes() -> None:
    assert _doc_class_ids() == set(ALL_IDS)


def test_catalogue_c_test_runs_every_class() -> None:
    c_source = (REPO_ROOT / "bindings" / "c" / "test_bad_input.c").read_text(encoding="utf-8")
    c_ids = set(re.findall(r'^\s*\{"([a-z0-9-]+)",', c_source, flags=re.M))
    assert c_ids == set(ALL_IDS)


def test_catalogue_doc_lists_every_code_in_sources() -> None:
    # Every specific code a LiftError is built with, and every status name, is documented.
    codes = set()
    for swift in (REPO_ROOT / "Sources").rglob("*.swift"):
        text = swift.read_text(encoding="utf-8")
        if "LiftError" in text:
            codes |= set(re.findall(r'code: "([a-z_]+)"', text))
    codes |= {s.lower() for s in re.findall(r"#define LIFT_E_([A-Z_]+)", (REPO_ROOT / "include" / "lift.h").read_text())}
    doc = (REPO_ROOT / "docs" / "ERRORS.md").read_text(encoding="utf-8")
    missing = sorted(c for c in codes if f"`{c}`" not in doc)
    assert not missing, f"codes returned by Sources but not in docs/ERRORS.md: {missing}"
