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


def test_open_directory_path_returns_io(tmp_path: Path) -> None:
    directory = tmp_path / "a-directory"
    directory.mkdir()
    status, handle, body = _raw.open_store(str(directory).encode(), None)
    if handle:
        _raw.close_store(handle)
    assert handle is None
    err = assert_raw_error(_raw.RawResult(status, body), -5)
    assert err["code"] in ("cannot_open", "io"), err
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


def _make_store(path: Path, names: tuple = ("Squat", "Bench press")) -> None:
    with lift.Store(path) as s:
        for name in names:
            exercise(s, name)


def _newer_store(path: Path) -> None:
    _make_store(path)
    con = sqlite3.connect(path)
    con.execute("UPDATE lift_schema SET version = version + 100")
    con.commit()
    con.close()


@pytest.mark.parametrize("options", [None, b'{"read_only":true}'], ids=["read-write", "read-only"])
def test_open_newer_schema_store_returns_unsupported_and_leaves_file_unchanged(tmp_path: Path, options) -> None:
    path = tmp_path / "newer.lift"
    _newer_store(path)
    before = path.read_bytes()
    status, handle, body = _raw.open_store(str(path).encode(), options)
    if handle:
        _raw.close_store(handle)
    assert handle is None
    err = assert_raw_error(_raw.RawResult(status, body), -8)
    assert err["code"] == "newer_schema", err
    assert err["details"].get("version", 0) > 100, err
    assert path.read_bytes() == before


@pytest.mark.parametrize("options", [None, b'{"read_only":true}'], ids=["read-write", "read-only"])
def test_open_newer_schema_store_refused_leaves_no_journal_files(tmp_path: Path, options) -> None:
    path = tmp_path / "newer.lift"
    _newer_store(path)
    status, handle, _ = _raw.open_store(str(path).encode(), options)
    if handle:
        _raw.close_store(handle)
    assert status == -8
    assert sorted(p.name for p in tmp_path.iterdir()) == ["newer.lift"]


def test_open_store_with_unknown_newer_feature_returns_unsupported(tmp_path: Path) -> None:
    path = tmp_path / "feature.lift"
    _make_store(path)
    con = sqlite3.connect(path)
    con.execute("INSERT INTO lift_schema(feature, version) VALUES ('teleport', 1)")
    con.commit()
    con.close()
    before = _tree(tmp_path)
    with pytest.raises(lift.UnsupportedError) as info:
        lift.Store(path)
    assert info.value.code == "newer_schema"
    assert _tree(tmp_path) == before


def test_open_damaged_store_returns_structured_error_without_crash(tmp_path: Path) -> None:
    path = tmp_path / "damaged.lift"
    _make_store(path, tuple(f"Exercise {i:04d} " + "x" * 150 for i in range(300)))
    data = bytearray(path.read_bytes())
    assert len(data) > 3 * 4096
    for offset in range(4096, len(data), 4096):  # every page but the first: garbage
        data[offset + 8 : offset + 512] = bytes((offset + i) % 251 for i in range(504))
    path.write_bytes(bytes(data))
    try:
        store = lift.Store(path)
    except lift.LiftError as exc:
        assert exc.status in (-6, -5), repr(exc)
        return
    with store:
        with pytest.raises(lift.LiftError) as info:
            for _ in range(3):
                store.load({"kind": "exercise"})
                store.save({"kind": "exercise", "exercise": {"name": "After damage"}})
        assert info.value.status == -6, repr(info.value)


def test_open_empty_file_initialises_store(tmp_path: Path) -> None:
    path = tmp_path / "empty.lift"
    path.write_bytes(b"")
    with lift.Store(path, durability="normal") as s:
        exercise(s, "Fresh")
        assert snapshot(s)["exercise"]["total"] == 1
