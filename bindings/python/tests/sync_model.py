"""Random offline edits on every synced kind and random exchanges between stores, for the
convergence test (and `make soak`). Edits that a store refuses (a name taken, a removed id) are
part of the game: the store stays as it was."""

from __future__ import annotations

import json
import random
import sqlite3
import time
from pathlib import Path
from typing import Any, Dict, List, Optional, Tuple

import lift

NAMES = ["Push", "Pull", "Legs", "Core"]
DAYS = ["2024-03-01", "2024-03-02", "2024-03-03"]
USERNAME = "sync-model-user"
PASSWORD = "correct horse battery staple 7"
STOPS = [{"lat": 60.0, "lon": 24.0005}, {"lat": 60.001, "lon": 24.002}, {"lat": 60.0005, "lon": 24.0}]
ACCOUNT_VALUES = {"name": ["Ann", "Ann B"], "phone": ["+358 40 1234567", "+358 50 7654321"],
                  "email": ["ann@example.com", "ann.b@example.com"]}
SOURCES = [None, "watch"]


def _square_osm(path: Path) -> str:
    """A two-way residential square of about 111 m a side: the road network routes are planned on."""
    corners = [(60.0, 24.0), (60.0, 24.002), (60.001, 24.002), (60.001, 24.0)]
    nodes = "".join(f"<node id='{i + 1}' version='1' lat='{a}' lon='{b}'/>" for i, (a, b) in enumerate(corners))
    way = ("<way id='10' version='1'>" + "".join(f"<nd ref='{i}'/>" for i in (1, 2, 3, 4, 1))
           + "<tag k='highway' v='residential'/></way>")
    path.write_text(f"<?xml version='1.0' encoding='UTF-8'?><osm version='0.6'>{nodes}{way}</osm>")
    return str(path)


def prepare(store: lift.Store, folder: Path) -> None:
    """What each store has before the game: a road network to plan saved routes on (networks
    never sync) and an account it is signed in as (only the account's details sync)."""
    store.save({"kind": "road_network", "road_network": {"path": _square_osm(folder / "square.osm")}})
    store.save({"kind": "account", "account": {"username": USERNAME, "password": PASSWORD}})
    store.save({"kind": "session", "session": {"username": USERNAME, "password": PASSWORD}})


def secrets(path: Path) -> List[str]:
    """What must never leave a store: the password, its stored hash, the username and sessions."""
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        hashes = [h for (h,) in db.execute("SELECT password_hash FROM account")]
        tokens = [t for (t,) in db.execute("SELECT token_hash FROM account_session")]
    return [PASSWORD, USERNAME, "password"] + [str(h) for h in hashes] + [str(t) for t in tokens]


def _ids(store: lift.Store, kind: str) -> List[str]:
    return [i["id"] for i in store.load({"kind": kind, "limit": 1000})["items"] if not i.get("built_in")]


def random_edit(store: lift.Store, rng: random.Random, model: Optional["Model"] = None, index: int = 0) -> None:
    kinds = ["exercise", "exercise", "routine", "routine_record", "workout", "completion",
             "weekly_goal", "weight", "calories", "steps", "goal"]
    if model:
        kinds += ["route", "route", "account", "account"]
    kind = rng.choice(kinds)
    try:
        _edit(store, kind, rng, model, index)
    except lift.LiftError:
        pass


def _edit(store: lift.Store, kind: str, rng: random.Random, model: Optional["Model"], index: int) -> None:
    remove = rng.random() < 0.2
    if kind == "exercise":
        ids = _ids(store, "exercise")
        if remove and ids:
            store.remove({"kind": "exercise", "id": rng.choice(ids)})
            return
        e: Dict[str, Any] = {"name": rng.choice(NAMES) + rng.choice(["", " 1"])}
        if ids and rng.random() < 0.4:
            e["id"] = rng.choice(ids)
        store.save({"kind": "exercise", "exercise": e})
    elif kind == "routine":
        ids = _ids(store, "routine")
        if remove and ids:
            # Never refused: the routine's records are unlinked (and that travels as their edits).
            try:
                store.remove({"kind": "routine", "id": rng.choice(ids)})
            except lift.LiftError as e:
                raise AssertionError(f"removing a routine was refused: {e}") from e
            return
        ex = _ids(store, "exercise")
        if not ex:
            return
        r: Dict[str, Any] = {"name": "R " + rng.choice(NAMES),
                             "exercises": [{"id": i} for i in rng.sample(ex, min(len(ex), rng.randint(1, 2)))]}
        if ids and rng.random() < 0.4:
            r["id"] = rng.choice(ids)
        store.save({"kind": "routine", "routine": r})
    elif kind == "routine_record":
        ids = _ids(store, "routine_record")
        if remove and ids:
            store.remove({"kind": "routine_record", "id": rng.choice(ids)})
            return
        if ids and rng.random() < 0.4:
            store.save({"kind": "routine_record", "routine_record": {"id": rng.choice(ids), "note": f"n{rng.randint(0, 9)}"}})
            return
        ex = _ids(store, "exercise")
        if not ex:
            return
        rec: Dict[str, Any] = {"exercise_records": [{"exercise_id": rng.choice(ex), "set_records": [
            {"rep_count": rng.randint(1, 10), "weight": rng.choice([20, 22.5, 100]), "unit": "kg"}]}]}
        routines = _ids(store, "routine")
        if routines and rng.random() < 0.5:
            rec["routine_id"] = rng.choice(routines)
        store.save({"kind": "routine_record", "routine_record": rec})
    elif kind == "workout":
        ids = _ids(store, "workout")
        if remove and ids:
            store.remove({"kind": "workout", "id": rng.choice(ids)})
            return
        w: Dict[str, Any] = {"name": "W " + rng.choice(NAMES), "category": "cardio", "met": rng.choice([3, 5.5, 8])}
        if ids and rng.random() < 0.4:
            w["id"] = rng.choice(ids)
        store.save({"kind": "workout", "workout": w})
    elif kind == "completion":
        ids = _ids(store, "completion")
        if remove and ids:
            store.remove({"kind": "completion", "id": rng.choice(ids)})
            return
        workouts = _ids(store, "workout") or ["00000000-0000-4000-8000-000000000001"]
        store.save({"kind": "completion", "completion": {"workout_id": rng.choice(workouts),
                                                          "duration": rng.randint(60, 3600), "date": "2024-03-01T10:00:00Z"}})
    elif kind == "weekly_goal":
        store.save({"kind": "weekly_goal", "weekly_goal": {"workouts": rng.randint(1, 7)}})
    elif kind == "weight":
        ids = _ids(store, "weight")
        if remove and ids:
            store.remove({"kind": "weight", "id": rng.choice(ids)})
            return
        store.save({"kind": "weight", "weight": {"date": rng.choice(DAYS), "weight": rng.choice([80, 80.5, 81.25]), "unit": "kg"}})
    elif kind in ("calories", "steps"):
        ids = _ids(store, kind)
        if remove and ids:
            store.remove({"kind": kind, "id": rng.choice(ids)})
            return
        if model and rng.random() < 0.4:
            day, source, amount = rng.choice(DAYS), rng.choice(SOURCES), rng.randint(1, 5000)
            total: Dict[str, Any] = {"date": day, "total": amount}
            if source:
                total["source"] = source
            at = model.tick()
            saved = store.save({"kind": kind, kind: total})[kind]
            model.pending_totals[index][(kind, day, source)] = (saved["id"], amount, at)
            return
        store.save({"kind": kind, kind: {"date": rng.choice(DAYS), "amount": rng.randint(1, 5000)}})
    elif kind == "route":
        ids = _ids(store, "route")
        if remove and ids:
            store.remove({"kind": "route", "id": rng.choice(ids)})
            return
        name = "Rt " + rng.choice(NAMES)
        if ids and rng.random() < 0.4:
            store.save({"kind": "route", "route": {"id": rng.choice(ids), "name": name}})
            return
        store.save({"kind": "route", "route": {"name": name, "stops": rng.sample(STOPS, 2)}})
    elif kind == "account" and model:
        field = rng.choice(list(ACCOUNT_VALUES))
        model.tick()
        store.save({"kind": "account", "account": {field: rng.choice(ACCOUNT_VALUES[field] + [None])}})
        model.account_marks[index] = model.now
    elif kind == "goal":
        if remove:
            store.remove({"kind": "goal", "category": "steps"})
            return
        store.save({"kind": "goal", "goal": {"category": "steps", "target": rng.randint(1, 20) * 1000}})


TotalKey = Tuple[str, str, Optional[str]]


class Model:
    """The rules' prediction for day totals and account details, from the writes the game made and
    when each store gave them versions (a store versions what changed since its last sync, at
    the time of its record's last edit): per day and source the latest total wins whole; per
    account field the latest change wins."""

    def __init__(self, stores: List[lift.Store]) -> None:
        self.stores = stores
        self.now = 0
        self.pending_totals: List[Dict[TotalKey, Tuple[str, int, int]]] = [{} for _ in stores]
        self.total_writes: Dict[TotalKey, List[Tuple[int, int]]] = {}
        self.total_ids: Dict[TotalKey, str] = {}
        self.account_marks: List[Optional[int]] = [None for _ in stores]
        self.account_settled: List[Dict[str, Any]] = [self.account(s) for s in stores]
        self.account_writes: Dict[str, List[Tuple[int, Any]]] = {f: [] for f in ACCOUNT_VALUES}

    def tick(self) -> int:
        """A new write time, a clear millisecond after the last (same-millisecond writes on two
        stores are ordered by site id, which no model can predict)."""
        time.sleep(0.003)
        self.now = time.time_ns()
        return self.now

    @staticmethod
    def account(store: lift.Store) -> Dict[str, Any]:
        a = store.load({"kind": "account"})["account"]
        return {f: a.get(f) for f in ACCOUNT_VALUES}

    def settle(self, i: int) -> None:
        """Store i is about to sync: what changed there since it last did becomes writes."""
        store = self.stores[i]
        for key, (id_, amount, at) in self.pending_totals[i].items():
            try:
                held = store.load({"kind": key[0], "id": id_})[key[0]]
            except lift.NotFoundError:
                continue
            if held["amount"] == amount:
                self.total_writes.setdefault(key, []).append((at, amount))
                self.total_ids[key] = id_
        self.pending_totals[i] = {}
        current = self.account(store)
        mark = self.account_marks[i]
        for f, value in current.items():
            if mark is not None and value != self.account_settled[i][f]:
                self.account_writes[f].append((mark, value))
        self.account_settled[i] = current
        self.account_marks[i] = None

    def applied(self, i: int) -> None:
        self.account_settled[i] = self.account(self.stores[i])

    def check(self) -> None:
        expected = {f: max(w)[1] if w else None for f, w in self.account_writes.items()}
        for i, store in enumerate(self.stores):
            assert self.account(store) == expected, f"store {i}: account {self.account(store)} is not the latest change of each field {self.account_writes}"
            state = {f'{c["kind"]}/{c["id"]}': c for c in full_feed(store)}
            for key, writes in self.total_writes.items():
                held = state[f"{key[0]}/{self.total_ids[key]}"]["fields"]["amount"]
                assert held == max(writes)[1], f"store {i}: day total {key} is {held}, not the latest total {max(writes)[1]}"


class Host:
    """Moves feeds as a host does: each store's cursor in each other store's feed."""

    def __init__(self, rng: random.Random, model: Optional[Model] = None, secrets: Optional[List[str]] = None) -> None:
        self.rng = rng
        self.model = model
        self.secrets = secrets or []
        self.cursors: Dict[Tuple[int, int], Optional[str]] = {}
        # Every version of every field any feed ever carried: the rules say the latest wins.
        self.seen: Dict[str, Dict[str, Tuple[Tuple[int, int, str], Any]]] = {}

    def observe(self, changes: List[Dict[str, Any]]) -> None:
        for c in changes:
            text = json.dumps(c, ensure_ascii=False)
            for secret in self.secrets:
                assert secret not in text, f"a feed carried what must never leave the store: {c['kind']}"
            rec = self.seen.setdefault(f'{c["kind"]}/{c["id"]}', {})
            versions = field_versions(c)
            items = [(n, versions[n], value) for n, value in c.get("fields", {}).items()]
            if c.get("removed"):
                items.append(("<removed>", c["removed"], None))
            for name, version, value in items:
                key = version_key(version)
                if name not in rec or rec[name][0] < key:
                    rec[name] = (key, value)

    def exchange(self, stores: List[lift.Store], a: int, b: int, limit: int, messy: bool) -> None:
        """Pages of a's feed into b; messy: pages applied in shuffled order, some twice."""
        pages = []
        cursor = self.cursors.get((a, b))
        if self.model:
            self.model.settle(a)
            self.model.settle(b)
        while True:
            req: Dict[str, Any] = {"kind": "changes", "limit": limit}
            if cursor:
                req["since"] = cursor
            page = stores[a].load(req)
            self.observe(page["changes"])
            pages.append(page)
            cursor = page["cursor"]
            if not page["more"] or (messy and self.rng.random() < 0.3):
                break
        if messy:
            pages = pages + [p for p in pages if self.rng.random() < 0.3]
            self.rng.shuffle(pages)
        for p in pages:
            stores[b].save({"kind": "changes", "changes": p["changes"]})
        if self.model:
            self.model.applied(b)
        # Remember the cursor only once every page up to it was applied.
        self.cursors[(a, b)] = cursor

    def settle_all(self, stores: List[lift.Store]) -> None:
        for _ in range(3):
            for a in range(len(stores)):
                for b in range(len(stores)):
                    if a != b:
                        self.exchange(stores, a, b, 1000, messy=False)


def field_versions(c: Dict[str, Any]) -> Dict[str, str]:
    """Each field's version: its entry in `versions`, else the change's `version`."""
    own = c.get("versions", {})
    return {n: own.get(n, c.get("version")) for n in c.get("fields", {})}


def version_key(v: str) -> Tuple[int, int, str]:
    ms, counter, site = v.split(".")
    return (int(ms), int(counter), site)


def expected_state(host: Host) -> Dict[str, Dict[str, Any]]:
    """What the rules predict: per record and field the value of the latest version seen."""
    return {k: {n: v for n, (_, v) in fields.items()} for k, fields in host.seen.items()}


def state_values(store: lift.Store, host: Host) -> Dict[str, Dict[str, Any]]:
    out = {}
    for c in full_feed(store):
        host.observe([c])
        fields = dict(c["fields"])
        if c.get("removed"):
            fields["<removed>"] = None
        out[f'{c["kind"]}/{c["id"]}'] = fields
    return out


def full_feed(store: lift.Store) -> List[Dict[str, Any]]:
    feed: List[Dict[str, Any]] = []
    cursor = None
    while True:
        req: Dict[str, Any] = {"kind": "changes", "limit": 10000}
        if cursor:
            req["since"] = cursor
        page = store.load(req)
        feed += page["changes"]
        cursor = page["cursor"]
        if not page["more"]:
            return feed


def check_rules(store: lift.Store) -> None:
    """What must hold on every store once synced: unique names, one weight per day, and every
    record the feed says is present is answered by its kind's load."""
    feed = full_feed(store)
    for kind in ["exercise", "routine", "workout", "route"]:
        names = [i["name"].strip().lower() for i in store.load({"kind": kind, "limit": 1000})["items"] if not i.get("built_in")]
        assert len(names) == len(set(names)), f"{kind}: a name twice: {sorted(names)}"
    days = [w["date"] for w in store.load({"kind": "weight", "limit": 1000})["items"]]
    assert len(days) == len(set(days)), f"two weights on one day: {sorted(days)}"
    for c in feed:
        if not _removed(c) and c["kind"] in ("exercise", "routine", "workout", "weight", "calories", "steps", "completion", "route"):
            store.load({"kind": c["kind"], "id": c["id"]})   # not_found raises


def _removed(c: Dict[str, Any]) -> bool:
    versions = [version_key(v) for v in field_versions(c).values()]
    return bool(c.get("removed")) and not (versions and max(versions) > version_key(c["removed"]))


def canonical(store: lift.Store) -> Dict[str, Any]:
    """The whole feed without positions, plus what every synced kind's loads answer."""
    state = {f'{c["kind"]}/{c["id"]}': c for c in full_feed(store)}
    loads = {}
    for kind in ["exercise", "routine", "routine_record", "workout", "completion", "weight", "calories", "steps", "goal", "route"]:
        req: Dict[str, Any] = {"kind": kind} if kind == "goal" else {"kind": kind, "limit": 1000}
        items = store.load(req)["items"]
        loads[kind] = sorted((json.dumps(i, sort_keys=True) for i in items))
    loads["weekly_goal"] = json.dumps(store.load({"kind": "weekly_goal"}), sort_keys=True)
    try:
        account = store.load({"kind": "account"})["account"]
        loads["account"] = json.dumps({k: account.get(k) for k in ACCOUNT_VALUES}, sort_keys=True)
    except lift.LiftError:
        loads["account"] = "not signed in"
    return {"state": json.dumps(state, sort_keys=True), "loads": loads}
