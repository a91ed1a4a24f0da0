"""Two stores sync through the example relay (examples/sync_relay.py on a throwaway PostgreSQL):
each logs while "offline", then push, pull and apply, as docs/SYNC.md's relay section describes,
until both answer the same feed. No liblift code on the relay's side."""

from __future__ import annotations

import secrets
import sys
from pathlib import Path
from typing import Any, Dict, List, Optional, Tuple

import pytest

import lift

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "examples"))
sync_relay = pytest.importorskip("sync_relay", reason="psycopg (PyPI) runs the relay: make deps installs it")


class Device:
    """What a device keeps: its cursor in its own feed and the relay's last sequence it applied."""

    def __init__(self, store: lift.Store, url: str, token: str) -> None:
        self.store = store
        self.site = store.load({"kind": "sync_state"})["sync_state"]["site"]
        self.relay = sync_relay.RelayClient(url, token, self.site)
        self.cursor: Optional[str] = None
        self.last = 0

    def push(self, limit: int = 1000) -> int:
        pushed = 0
        while True:
            request: Dict[str, Any] = {"kind": "changes", "limit": limit}
            if self.cursor:
                request["since"] = self.cursor
            feed = self.store.load(request)
            if feed["changes"]:
                self.relay.push(feed["changes"])
                pushed += len(feed["changes"])
            self.cursor = feed["cursor"]
            if not feed["more"]:
                return pushed

    def pull(self) -> Tuple[int, List[Dict[str, Any]]]:
        applied, conflicts = 0, []
        while True:
            got = self.relay.pull(self.last)
            for batch in got["batches"]:
                answer = self.store.save({"kind": "changes", "changes": batch["changes"]})
                applied += answer["applied"]
                conflicts += answer["conflicts"]
            self.last = got["last"]
            if not got["more"]:
                return applied, conflicts


def canonical(store: lift.Store) -> List[Tuple[str, str, Any]]:
    """Every record's state in the feed, in a fixed order: what two converged stores share."""
    out, cursor = [], None
    while True:
        request: Dict[str, Any] = {"kind": "changes", "limit": 10000}
        if cursor:
            request["since"] = cursor
        feed = store.load(request)
        out += [(c["kind"], c["id"], c) for c in feed["changes"]]
        cursor = feed["cursor"]
        if not feed["more"]:
            return sorted(out, key=lambda t: (t[0], t[1]))


def names(store: lift.Store, kind: str) -> List[str]:
    return sorted(e["name"] for e in store.load({"kind": kind})["items"])


def settle(devices: List[Device]) -> List[Dict[str, Any]]:
    """Rounds of push then pull on every device until a round moves nothing."""
    conflicts: List[Dict[str, Any]] = []
    for _ in range(6):
        moved = sum(d.push() for d in devices)
        for d in devices:
            applied, found = d.pull()
            moved += applied
            conflicts += found
        if moved == 0:
            return conflicts
    raise AssertionError("the devices did not settle in 6 rounds")


@pytest.fixture
def pair(tmp_path: Path, relay_url: str) -> Tuple[Device, Device]:
    token = secrets.token_hex(16)
    a = lift.Store(tmp_path / "phone.lift", durability="normal")
    b = lift.Store(tmp_path / "tablet.lift", durability="normal")
    return Device(a, relay_url, token), Device(b, relay_url, token)


def test_syncThroughRelay_offlineEditsOnTwoStores_bothEndEqual(pair: Tuple[Device, Device]) -> None:
    phone, tablet = pair
    squat = phone.store.save({"kind": "exercise", "exercise": {"name": "Squat"}})["exercise"]["id"]
    phone.store.save({"kind": "routine", "routine": {"name": "Legs", "exercises": [{"id": squat}]}})
    phone.store.save({"kind": "steps", "steps": {"date": "2024-03-01", "amount": 4000}})
    tablet.store.save({"kind": "exercise", "exercise": {"name": "Bench"}})
    tablet.store.save({"kind": "steps", "steps": {"date": "2024-03-01", "amount": 2500}})
    tablet.store.save({"kind": "weight", "weight": {"date": "2024-03-02", "weight": 80.5, "unit": "kg"}})
    settle([phone, tablet])
    assert canonical(phone.store) == canonical(tablet.store)
    for d in (phone, tablet):
        assert names(d.store, "exercise") == ["Bench", "Squat"]
        assert names(d.store, "routine") == ["Legs"]
        assert sorted(s["amount"] for s in d.store.load({"kind": "steps"})["items"]) == [2500, 4000]


def test_syncThroughRelay_sameNameOnBoth_renamedOnceAndEqual(pair: Tuple[Device, Device]) -> None:
    phone, tablet = pair
    phone.store.save({"kind": "exercise", "exercise": {"name": "Push"}})
    tablet.store.save({"kind": "exercise", "exercise": {"name": "Push"}})
    conflicts = settle([phone, tablet])
    # Each store resolves the clash when the other's record arrives, and both pick the same one.
    assert {c["rule"] for c in conflicts} == {"name_clash"}
    assert len({c["id"] for c in conflicts}) == 1
    assert names(phone.store, "exercise") == names(tablet.store, "exercise") == ["Push", "Push (2)"]
    assert canonical(phone.store) == canonical(tablet.store)


def test_syncThroughRelay_editAfterSync_travelsBack(pair: Tuple[Device, Device]) -> None:
    phone, tablet = pair
    saved = phone.store.save({"kind": "exercise", "exercise": {"name": "Row"}})["exercise"]["id"]
    settle([phone, tablet])
    tablet.store.save({"kind": "exercise", "exercise": {"id": saved, "name": "Barbell row"}})
    settle([phone, tablet])
    assert names(phone.store, "exercise") == ["Barbell row"]
    assert canonical(phone.store) == canonical(tablet.store)


def test_syncThroughRelay_restoredThirdStore_joinsAndEndsEqual(pair: Tuple[Device, Device], tmp_path: Path, relay_url: str) -> None:
    phone, tablet = pair
    phone.store.save({"kind": "exercise", "exercise": {"name": "Deadlift"}})
    settle([phone, tablet])
    backup = tablet.store.load({"kind": "backup", "path": str(tmp_path / "tablet.backup"), "passphrase": "pw"})["backup"]
    assert backup["sealed"] is True
    laptop_store = lift.Store(tmp_path / "laptop.lift", durability="normal")
    laptop_store.save({"kind": "backup", "path": str(tmp_path / "tablet.backup"), "passphrase": "pw"})
    laptop = Device(laptop_store, relay_url, phone.relay.token)
    tablet.store.save({"kind": "exercise", "exercise": {"name": "Curl"}})
    settle([phone, tablet, laptop])
    assert canonical(phone.store) == canonical(tablet.store) == canonical(laptop.store)
    assert names(laptop.store, "exercise") == ["Curl", "Deadlift"]
