"""lift_open refusals: bad options, odd paths, files that are not a liblift store.

Files that are refused must be left byte-for-byte unchanged, with no journal files left behind.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from typing import Dict

import pytest

import lift
from lift import _raw
from helpers import assert_raw_error, exercise, snapshot


def _tree(directory: Path) -> Dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(directory.iterdir()) if p.is_file()}


@pytest.mark.parametrize(
    "options",
    [
        b"{not json",
        b"",
        b"[]",
        b'"normal"',
        b'{"durability":"sometimes"}',
        b'{"durability":1}',
        b'{"busy_timeout_ms":-1}',
        b'{"busy_timeout_ms":600001}',
        b'{"busy_timeout_ms":"5000"}',
        b'{"busy_timeout_ms":1.5}',
        b'{"create":"yes"}',
        b'{"read_only":1}',
        b'{"colour":"red"}',
        b'{"durability":"full","durability":"normal"}',
        b'{"durability":"full"} trailing',
    ],
    ids=[
        "malformed", "empty", "array", "string", "bad-durability", "durability-number",
        "timeout-negative", "timeout-too-big", "timeout-string", "timeout-fraction", "create-string",
        "read-only-number", "unknown-option", "duplicate-key", "trailing-data",
    ],
)
def test_open_bad_options_returns_invalid_request_and_creates_nothing(tmp_path: Path, options: bytes) -> None:
    path = tmp_path / "opts.lift"
    status, handle, body = _raw.open_store(str(path).encode(), options)
    if handle:
        _raw.close_store(handle)
    assert_raw_error(_raw.RawResult(status, body), -1)
    assert handle is None
    assert list(tmp_path.iterdir()) == []


def test_store_bad_option_value_raises_invalid_request(tmp_path: Path) -> None:
    with pytest.raises(lift.InvalidRequestError):
        lift.Store(tmp_path / "x.lift", durability="eventually")
    with pytest.raises(lift.InvalidRequestError):
        lift.Store(tmp_path / "x.lift", sync="full")


def test_open_directory_path_returns_structured_error(tmp_path: Path) -> None:
    directory = tmp_path / "a-directory"
    directory.mkdir()
    status, handle, body = _raw.open_store(str(directory).encode(), None)
    if handle:
        _raw.close_store(handle)
    assert handle is None
    err = assert_raw_error(_raw.RawResult(status, body), status)
    assert status in (-5, -6), err  # io (cannot open) or corrupt (not a store file)
    assert list(directory.iterdir()) == []


def test_open_missing_parent_directory_returns_io(tmp_path: Path) -> None:
    status, handle, body = _raw.open_store(str(tmp_path / "no" / "such" / "dir.lift").encode(), None)
    assert handle is None
    assert_raw_error(_raw.RawResult(status, body), -5)


@pytest.mark.parametrize(
    "content",
    [
        b"this is a plain text file, not a database\n" * 100,
        bytes(range(256)) * 64,
        b"SQLite format 3\x00" + b"\xff" * 4080,  # SQLite magic, garbage header
    ],
    ids=["text", "binary", "fake-sqlite-header"],
)
def test_open_non_sqlite_file_returns_corrupt_and_leaves_file_unchanged(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "notes.txt"
    path.write_bytes(content)
    before = _tree(tmp_path)
    mtime = os.stat(path).st_mtime_ns
    status, handle, body = _raw.open_store(str(path).encode(), None)
    if handle:
        _raw.close_store(handle)
    assert handle is None
    assert_raw_error(_raw.RawResult(status, body), -6)
    assert _tree(tmp_path) == before
    assert os.stat(path).st_mtime_ns == mtime


def test_open_non_sqlite_file_code_is_not_a_store(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_bytes(b"hello\n" * 1000)
    with pytest.raises(lift.CorruptError) as info:
        lift.Store(path)
    assert info.value.code == "not_a_store"


def _other_sqlite(path: Path) -> None:
    con = sqlite3.connect(path)
    con.executescript(
        "CREATE TABLE contacts(id INTEGER PRIMARY KEY, name TEXT);"
        "INSERT INTO contacts(name) VALUES ('Ada'), ('Linus');"
        "PRAGMA user_version = 7;"
    )
    con.commit()
    con.close()


@pytest.mark.parametrize("options", [None, b'{"read_only":true}', b'{"durability":"normal","create":false}'])
def test_open_other_sqlite_database_returns_corrupt_and_leaves_file_unchanged(tmp_path: Path, options) -> None:
    path = tmp_path / "contacts.db"
    _other_sqlite(path)
    before = _tree(tmp_path)
    mtime = os.stat(path).st_mtime_ns
    status, handle, body = _raw.open_store(str(path).encode(), options)
    if handle:
        _raw.close_store(handle)
    assert handle is None
    err = assert_raw_error(_raw.RawResult(status, body), -6)
    assert err["code"] == "not_a_store", err
    assert _tree(tmp_path) == before, "the foreign database (or its directory) was modified"
    assert os.stat(path).st_mtime_ns == mtime
    con = sqlite3.connect(path)
    assert con.execute("SELECT name FROM contacts ORDER BY id").fetchall() == [("Ada",), ("Linus",)]
    con.close()


def test_open_store_after_refusal_of_bad_file_other_store_still_works(tmp_path: Path) -> None:
    bad = tmp_path / "bad.db"
    bad.write_bytes(b"garbage" * 100)
    with pytest.raises(lift.CorruptError):
        lift.Store(bad)
    with lift.Store(tmp_path / "good.lift", durability="normal") as s:
        exercise(s, "Still fine")
        assert snapshot(s)["exercise"]["total"] == 1
