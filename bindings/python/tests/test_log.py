"""lift_set_log through lift.set_log: what the library logs, and what it never logs."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

import lift
from helpers import REPO_ROOT

HELSINKI = REPO_ROOT / "data" / "Helsinki.osm.pbf"
PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(64))


def test_setLog_newStore_logsItsSchemaOnceAtInfo(log: list, tmp_path: Path) -> None:
    with lift.Store(tmp_path / "s.lift", durability="normal"):
        pass
    schema = [(level, m) for level, m in log if m.startswith("schema: ")]
    assert schema == [(lift.LOG_INFO, "schema: new store, every feature at its newest version")], log
    log.clear()
    with lift.Store(tmp_path / "s.lift", durability="normal"):
        pass
    assert not [m for _, m in log if m.startswith("schema: ")], "an up-to-date store was migrated again"


def test_setLog_roadNetworkImport_logsItsPhases(log: list, store: lift.Store) -> None:
    store.save({"kind": "road_network", "road_network": {"path": str(HELSINKI)}})
    phases = [m for _, m in log if m.startswith("import: car: ")]
    assert len(phases) >= 2 and "roads" in phases[0] and "shortcuts" in phases[1], log


def test_setLog_remoteFetch_logsHostAndPathButNoQueryOrKey(log: list, tmp_path: Path) -> None:
    remote = {"sources": [{"data_source": "TransferMarket", "base_url": "https://tm.test",
                           "api_key_header": "x-rapidapi-key", "api_key": "secret-key-123"}]}
    with lift.Store(tmp_path / "r.lift", durability="normal", remote=remote) as store:
        store.set_transport(lambda url, headers: (200, PNG))
        store.load({"kind": "image", "url": "https://img.test/logo.png?token=abc"})
    remote_lines = [m for _, m in log if m.startswith("remote: ")]
    assert "remote: GET https://img.test/logo.png" in remote_lines, log
    assert any(m.startswith("remote: HTTP 200") for m in remote_lines), log
    assert not any("token=abc" in m or "secret-key-123" in m for _, m in log), log


def test_setLog_storeLockedByAnotherConnection_logsAWarning(log: list, tmp_path: Path) -> None:
    path = tmp_path / "busy.lift"
    with lift.Store(path, durability="normal", busy_timeout_ms=0) as store:
        other = sqlite3.connect(path, timeout=0)
        try:
            other.execute("BEGIN IMMEDIATE")
            with pytest.raises(lift.BusyError):
                store.save({"kind": "exercise", "exercise": {"name": "Row"}})
        finally:
            other.rollback()
            other.close()
    assert any(level == lift.LOG_WARNING and m.startswith("busy: ") for level, m in log), log


def test_setLog_signInAndRecords_neverLogPasswordsOrContent(log: list, store: lift.Store) -> None:
    store.save({"kind": "account", "account": {"username": "ann", "password": "correct horse battery"}})
    store.save({"kind": "session", "session": {"username": "ann", "password": "correct horse battery"}})
    store.save({"kind": "exercise", "exercise": {"name": "Secret press"}})
    assert not any("correct horse" in m or "Secret press" in m for _, m in log), log


def test_setLog_none_stopsMessages(tmp_path: Path) -> None:
    seen: list = []
    lift.set_log(lambda level, message: seen.append(message))
    lift.set_log(None)
    with lift.Store(tmp_path / "off.lift", durability="normal"):
        pass
    assert seen == []


def test_setLog_callbackRaising_isContainedAndCallsSucceed(tmp_path: Path) -> None:
    def broken(level: int, message: str) -> None:
        raise RuntimeError("host bug")

    lift.set_log(broken)
    try:
        with lift.Store(tmp_path / "b.lift", durability="normal") as store:
            assert store.save({"kind": "exercise", "exercise": {"name": "Row"}})["exercise"]["name"] == "Row"
    finally:
        lift.set_log(None)
