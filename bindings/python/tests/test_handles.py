"""Handles and NULL arguments, through ctypes directly: misuse, never a crash.

Each call pre-fills *out_json (and *out) with a sentinel so that "always written" is checked;
a sentinel left in place is reported, never freed.
"""

from __future__ import annotations

import ctypes
import json
import threading
from pathlib import Path
from typing import Optional

import pytest

import lift
from lift import _raw
from helpers import assert_raw_error, error_doc, exercise, snapshot

MISUSE = -2
SENTINEL = 0xDEADBEEF
VERBS = ("save", "load", "remove", "route")
VALID = {
    "save": b'{"kind":"exercise","exercise":{"name":"Valid"}}',
    "load": b'{"kind":"exercise"}',
    "remove": b'{"kind":"exercise","id":"00000000-0000-4000-8000-000000000000"}',
    "route": b'{"stops":[{"lat":60.17,"lon":24.94},{"lat":60.2,"lon":24.9}],"profile":"car"}',
}


def _verb_call(verb: str, handle, request: Optional[bytes]) -> _raw.RawResult:
    """Like _raw.call, but checks that *out_json was written (sentinel replaced)."""
    out_json = ctypes.c_void_p(SENTINEL)
    status = getattr(_raw.lib, "lift_" + verb)(handle, request, ctypes.byref(out_json))
    assert out_json.value != SENTINEL, f"lift_{verb} left *out_json unwritten (status {status})"
    return _raw.RawResult(int(status), _raw.take_string(out_json.value))


def _open_call(path: Optional[bytes], options: Optional[bytes]):
    out = ctypes.c_void_p(SENTINEL)
    out_json = ctypes.c_void_p(SENTINEL)
    status = _raw.lib.lift_open(path, options, ctypes.byref(out), ctypes.byref(out_json))
    assert out_json.value != SENTINEL, f"lift_open left *out_json unwritten (status {status})"
    assert out.value != SENTINEL, f"lift_open left *out unwritten (status {status})"
    return int(status), out.value, _raw.take_string(out_json.value)


# ---- NULL arguments ----------------------------------------------------------------------------


@pytest.mark.parametrize("verb", VERBS)
def test_verb_null_store_returns_misuse(verb: str) -> None:
    assert_raw_error(_verb_call(verb, None, VALID[verb]), MISUSE, "misuse")


@pytest.mark.parametrize("verb", VERBS)
def test_verb_null_request_returns_misuse(store: lift.Store, verb: str) -> None:
    before = snapshot(store)
    assert_raw_error(_verb_call(verb, store.handle, None), MISUSE, "misuse")
    assert snapshot(store) == before


@pytest.mark.parametrize("verb", VERBS)
def test_verb_null_out_json_returns_misuse_without_crash(store: lift.Store, verb: str) -> None:
    before = snapshot(store)
    status = getattr(_raw.lib, "lift_" + verb)(store.handle, VALID[verb], None)
    assert status == MISUSE
    assert snapshot(store) == before


@pytest.mark.parametrize("verb", VERBS)
def test_verb_all_null_returns_misuse(verb: str) -> None:
    assert getattr(_raw.lib, "lift_" + verb)(None, None, None) == MISUSE


def test_open_null_path_returns_misuse_and_null_handle() -> None:
    status, handle, body = _open_call(None, None)
    assert status == MISUSE and handle is None
    assert error_doc(body)["code"] == "misuse"


def test_open_null_out_returns_misuse_and_creates_nothing(tmp_path: Path) -> None:
    path = tmp_path / "x.lift"
    out_json = ctypes.c_void_p(SENTINEL)
    status = _raw.lib.lift_open(str(path).encode(), None, None, ctypes.byref(out_json))
    assert out_json.value != SENTINEL
    body = _raw.take_string(out_json.value)
    assert status == MISUSE
    assert error_doc(body)["status"] == MISUSE
    assert not path.exists()


def test_open_null_out_json_returns_misuse_and_null_handle(tmp_path: Path) -> None:
    path = tmp_path / "x.lift"
    out = ctypes.c_void_p(SENTINEL)
    status = _raw.lib.lift_open(str(path).encode(), None, ctypes.byref(out), None)
    assert status == MISUSE
    assert out.value is None, "lift_open failed but left *out non-NULL"
    assert not path.exists()


def test_open_all_null_returns_misuse() -> None:
    assert _raw.lib.lift_open(None, None, None, None) == MISUSE


def test_close_null_returns_ok() -> None:
    assert _raw.close_store(None) == 0


def test_free_null_is_noop() -> None:
    _raw.lib.lift_free(None)


# ---- out pointers on success ---------------------------------------------------------------


def test_open_success_writes_handle_and_json(tmp_path: Path) -> None:
    status, handle, body = _open_call(str(tmp_path / "ok.lift").encode(), None)
    try:
        assert status == 0 and handle
        assert "store" in json.loads(body)
    finally:
        assert _raw.close_store(handle) == 0


@pytest.mark.parametrize("verb", ["save", "load", "remove"])
def test_verb_success_writes_out_json(store: lift.Store, verb: str) -> None:
    request = VALID[verb]
    if verb == "remove":
        ident = exercise(store, "To remove")["id"]
        request = json.dumps({"kind": "exercise", "id": ident}).encode()
    result = _verb_call(verb, store.handle, request)
    assert result.status == 0, result
    assert result.body and result.body.startswith(b'{"kind":"exercise"')


def test_open_failure_writes_null_handle(tmp_path: Path) -> None:
    status, handle, body = _open_call(str(tmp_path / "x.lift").encode(), b"{not json")
    assert status == -1 and handle is None
    error_doc(body)


# ---- closed, double-closed and never-opened handles ----------------------------------------


@pytest.mark.parametrize("verb", VERBS)
def test_verb_closed_handle_returns_misuse(store_path: Path, verb: str) -> None:
    s = lift.Store(store_path)
    exercise(s, "Before close")
    stale = s.handle
    s.close()
    assert_raw_error(_verb_call(verb, stale, VALID[verb]), MISUSE, "misuse")
    assert_raw_error(s.call_raw(verb, VALID[verb]), MISUSE, "misuse")
    with lift.Store(store_path) as again:
        names = [e["name"] for e in again.load({"kind": "exercise"})["items"]]
    assert names == ["Before close"]


def test_close_twice_raw_second_returns_misuse(store_path: Path) -> None:
    status, handle, _ = _raw.open_store(str(store_path).encode(), None)
    assert status == 0
    assert _raw.close_store(handle) == 0
    assert _raw.close_store(handle) == MISUSE
    assert _raw.close_store(handle) == MISUSE


def test_close_stale_handle_after_new_open_leaves_new_store_open(store_path: Path) -> None:
    _, first, _ = _raw.open_store(str(store_path).encode(), None)
    assert _raw.close_store(first) == 0
    _, second, _ = _raw.open_store(str(store_path).encode(), None)
    try:
        if second != first:
            assert _raw.close_store(first) == MISUSE
        assert _raw.call("load", second, b'{"kind":"exercise"}').status == 0
    finally:
        assert _raw.close_store(second) == 0


@pytest.mark.parametrize("value", [12345, 1, 0xFFFFFFFFFFFFFFF0, 0x7FFF00000000], ids=hex)
@pytest.mark.parametrize("verb", VERBS)
def test_verb_never_opened_handle_returns_misuse(verb: str, value: int) -> None:
    assert_raw_error(_verb_call(verb, ctypes.c_void_p(value), VALID[verb]), MISUSE, "misuse")


@pytest.mark.parametrize("value", [12345, 0x7FFF00000000], ids=hex)
def test_close_never_opened_handle_returns_misuse(value: int) -> None:
    assert _raw.close_store(ctypes.c_void_p(value)) == MISUSE


def test_verb_handle_of_other_live_object_returns_misuse(store: lift.Store) -> None:
    buf = ctypes.create_string_buffer(b"\x00" * 256)  # real, readable memory that is no store
    assert_raw_error(_verb_call("load", ctypes.addressof(buf), VALID["load"]), MISUSE, "misuse")
    assert _raw.close_store(ctypes.addressof(buf)) == MISUSE


def test_close_raw_racing_calls_every_result_ok_or_misuse(store_path: Path) -> None:
    status, handle, _ = _raw.open_store(str(store_path).encode(), b'{"durability":"normal"}')
    assert status == 0
    results: list = []
    start = threading.Barrier(5)

    def worker() -> None:
        start.wait()
        for _ in range(300):
            r = _raw.call("load", handle, b'{"kind":"exercise"}')
            results.append(r.status)
            if r.status == MISUSE:
                error_doc(r.body)
                return

    threads = [threading.Thread(target=worker) for _ in range(4)]
    for t in threads:
        t.start()
    start.wait()
    assert _raw.close_store(handle) == 0
    for t in threads:
        t.join(30)
    assert set(results) <= {0, MISUSE}, set(results)
