"""Damaged store files found by the `store` fuzzer, kept as regressions (fuzz/seeds/store holds the
raw inputs too): each is refused with a corrupt status, never `internal`, and left untouched."""

from __future__ import annotations

from pathlib import Path

import lift
from lift import _raw
from helpers import assert_raw_error

CORRUPT = -6


def _store(tmp_path: Path) -> Path:
    path = tmp_path / "damaged.lift"
    with lift.Store(path, durability="normal") as s:
        s.save({"kind": "exercise", "exercise": {"name": "Squat"}})
    return path


def test_open_store_with_damaged_schema_format_number_returns_corrupt_and_leaves_file_untouched(tmp_path: Path) -> None:
    # Header bytes 44-47 are SQLite's schema format number (1..4); fuzzing found 0x000000FF here,
    # which SQLite reports as a plain SQLITE_ERROR "unsupported file format" (was: internal).
    path = _store(tmp_path)
    data = bytearray(path.read_bytes())
    data[47] ^= 0xFF
    path.write_bytes(bytes(data))
    status, handle, body = _raw.open_store(str(path).encode(), b'{"durability":"normal"}')
    assert handle is None
    err = assert_raw_error(_raw.RawResult(status, body), CORRUPT)
    assert "unsupported file format" in err["message"], err
    assert path.read_bytes() == bytes(data)


def test_load_from_store_with_damaged_schema_text_returns_corrupt_and_leaves_file_untouched(tmp_path: Path) -> None:
    # Fuzzing found byte edits that leave a valid SQLite file whose schema text names another
    # column: SQLite opens it, and liblift's own statement fails "no such column" (was: internal).
    import sqlite3

    path = _store(tmp_path)
    db = sqlite3.connect(path)
    db.execute("PRAGMA writable_schema=ON")
    db.execute("UPDATE sqlite_master SET sql = replace(sql, 'tags TEXT', 'tagz TEXT') WHERE name = 'exercise'")
    db.commit()
    db.close()
    def schema() -> list:
        with sqlite3.connect(path) as c:
            return c.execute("SELECT type, name, sql FROM sqlite_master ORDER BY name").fetchall()

    before = schema()
    status, handle, body = _raw.open_store(str(path).encode(), b'{"durability":"normal"}')
    if handle is None:   # refused at open: also corrupt, never internal
        assert_raw_error(_raw.RawResult(status, body), CORRUPT)
    else:
        result = _raw.call("load", handle, b'{"kind":"exercise"}')
        err = assert_raw_error(result, CORRUPT)
        assert "no such column" in err["message"], err
        _raw.close_store(handle)
    assert schema() == before   # nothing repaired or rewritten behind the host's back


def test_open_store_whose_recorded_versions_lost_a_feature_returns_corrupt_and_leaves_tables(tmp_path: Path) -> None:
    # Fuzzing found a store whose lift_schema no longer records a feature whose tables exist:
    # the migration's CREATE TABLE failed "already exists" (was: internal).
    import sqlite3

    path = _store(tmp_path)
    with sqlite3.connect(path) as db:
        db.execute("DELETE FROM lift_schema WHERE feature = 'exercises'")
    status, handle, body = _raw.open_store(str(path).encode(), b'{"durability":"normal"}')
    assert handle is None
    err = assert_raw_error(_raw.RawResult(status, body), CORRUPT)
    assert "recorded versions" in err["message"], err
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT name FROM exercise").fetchall() == [("Squat",)]
        assert db.execute("SELECT count(*) FROM lift_schema WHERE feature = 'exercises'").fetchone() == (0,)
