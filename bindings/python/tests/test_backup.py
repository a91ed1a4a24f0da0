"""kind backup through the Python binding: round trips inline and through files, sealed and not,
and the refusals that change nothing."""

from __future__ import annotations

import base64
import json
from pathlib import Path

import pytest

import lift


def _fill(store: lift.Store) -> None:
    store.save({"kind": "exercise", "exercise": {"name": "Squat"}})
    store.save({"kind": "weight", "weight": {"date": "2024-03-01", "weight": 80.5, "unit": "kg"}})


def _state(store: lift.Store) -> tuple:
    return (sorted(e["name"] for e in store.load({"kind": "exercise"})["items"]),
            [(w["date"], w["weight"]) for w in store.load({"kind": "weight"})["items"]])


def _empty(path: Path) -> lift.Store:
    return lift.Store(path, durability="normal")


def test_backup_inlineDocument_restoresOntoAnotherStore(store: lift.Store, tmp_path: Path) -> None:
    _fill(store)
    doc = store.load({"kind": "backup"})["backup"]
    assert (doc["format"], doc["version"], doc["count"]) == ("liblift-backup", 1, 2)
    other = _empty(tmp_path / "other.lift")
    answer = other.save({"kind": "backup", "backup": doc})["backup"]
    assert (answer["changes"], answer["applied"], answer["skipped"]) == (2, 2, 0)
    assert _state(other) == _state(store) == (["Squat"], [("2024-03-01", 80.5)])
    again = other.save({"kind": "backup", "backup": doc})["backup"]
    assert (again["applied"], again["skipped"]) == (0, 2)


def test_backup_plainFile_isTheDocumentAndRestores(store: lift.Store, tmp_path: Path) -> None:
    _fill(store)
    path = tmp_path / "backup.json"
    answer = store.load({"kind": "backup", "path": str(path)})["backup"]
    assert answer == {"path": str(path), "sealed": False, "bytes": path.stat().st_size, "changes": 2}
    assert json.loads(path.read_text())["format"] == "liblift-backup"
    other = _empty(tmp_path / "other.lift")
    other.save({"kind": "backup", "path": str(path)})
    assert _state(other) == _state(store)


def test_backup_sealedFile_restoresOnlyWithItsPassphrase(store: lift.Store, tmp_path: Path) -> None:
    _fill(store)
    path = tmp_path / "backup.sealed"
    store.load({"kind": "backup", "path": str(path), "passphrase": "Päivä passphrase"})
    raw = path.read_bytes()
    assert raw[:8] == b"LIFTSEAL" and b"Squat" not in raw
    other = _empty(tmp_path / "other.lift")
    for request, code in [({}, "passphrase_required"), ({"passphrase": "Paiva passphrase"}, "wrong_passphrase")]:
        with pytest.raises(lift.LiftError) as e:
            other.save({"kind": "backup", "path": str(path), **request})
        assert e.value.code == code
        assert _state(other) == ([], [])
    other.save({"kind": "backup", "path": str(path), "passphrase": "Päivä passphrase"})
    assert _state(other) == _state(store)


def test_backup_sealedInline_isBase64AndRestores(store: lift.Store, tmp_path: Path) -> None:
    _fill(store)
    answer = store.load({"kind": "backup", "passphrase": "pw"})["backup"]
    assert answer["sealed"] is True
    assert len(base64.b64decode(answer["data"])) == answer["bytes"]
    other = _empty(tmp_path / "other.lift")
    other.save({"kind": "backup", "data": answer["data"], "passphrase": "pw"})
    assert _state(other) == _state(store)


@pytest.mark.parametrize("damage", ["flip", "cut", "append"])
def test_backup_damagedSealedFile_isRefusedAndChangesNothing(store: lift.Store, tmp_path: Path, damage: str) -> None:
    _fill(store)
    path = tmp_path / "backup.sealed"
    store.load({"kind": "backup", "path": str(path), "passphrase": "pw"})
    raw = bytearray(path.read_bytes())
    if damage == "flip":
        raw[len(raw) // 2] ^= 0x20
    elif damage == "cut":
        del raw[-1]
    else:
        raw += b"\0"
    path.write_bytes(bytes(raw))
    other = _empty(tmp_path / "other.lift")
    with pytest.raises(lift.CorruptError) as e:
        other.save({"kind": "backup", "path": str(path), "passphrase": "pw"})
    assert e.value.code == "damaged_backup"
    assert _state(other) == ([], [])
