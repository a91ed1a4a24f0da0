"""Random offline edits on every synced kind and random exchanges between stores, for the
convergence test (and `make soak`). Edits that a store refuses (a name taken, a removed id) are
part of the game: the store stays as it was."""

from __future__ import annotations

import json
import random
from typing import Any, Dict, List, Optional, Tuple

import lift

NAMES = ["Push", "Pull", "Legs", "Core"]
DAYS = ["2024-03-01", "2024-03-02", "2024-03-03"]


def _ids(store: lift.Store, kind: str) -> List[str]:
    return [i["id"] for i in store.load({"kind": kind, "limit": 1000})["items"] if not i.get("built_in")]


def random_edit(store: lift.Store, rng: random.Random) -> None:
    kind = rng.choice(["exercise", "exercise", "routine", "routine_record", "workout", "completion",
                       "weekly_goal", "weight", "calories", "steps", "goal"])
    try:
        _edit(store, kind, rng)
    except lift.LiftError:
        pass


def _edit(store: lift.Store, kind: str, rng: random.Random) -> None:
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
            store.remove({"kind": "routine", "id": rng.choice(ids)})
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
        store.save({"kind": kind, kind: {"date": rng.choice(DAYS), "amount": rng.randint(1, 5000)}})
    elif kind == "goal":
        if remove:
            store.remove({"kind": "goal", "category": "steps"})
            return
        store.save({"kind": "goal", "goal": {"category": "steps", "target": rng.randint(1, 20) * 1000}})


class Host:
    """Moves feeds as a host does: each store's cursor in each other store's feed."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.cursors: Dict[Tuple[int, int], Optional[str]] = {}
        # Every version of every field any feed ever carried: the rules say the latest wins.
        self.seen: Dict[str, Dict[str, Tuple[Tuple[int, int, str], Any]]] = {}

    def observe(self, changes: List[Dict[str, Any]]) -> None:
        for c in changes:
            rec = self.seen.setdefault(f'{c["kind"]}/{c["id"]}', {})
            items = [(n, f["version"], f["value"]) for n, f in c.get("fields", {}).items()]
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
        # Remember the cursor only once every page up to it was applied.
        self.cursors[(a, b)] = cursor

    def settle_all(self, stores: List[lift.Store]) -> None:
        for _ in range(3):
            for a in range(len(stores)):
                for b in range(len(stores)):
                    if a != b:
                        self.exchange(stores, a, b, 1000, messy=False)


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
        fields = {n: f["value"] for n, f in c["fields"].items()}
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
    for kind in ["exercise", "routine", "workout"]:
        names = [i["name"].strip().lower() for i in store.load({"kind": kind, "limit": 1000})["items"] if not i.get("built_in")]
        assert len(names) == len(set(names)), f"{kind}: a name twice: {sorted(names)}"
    days = [w["date"] for w in store.load({"kind": "weight", "limit": 1000})["items"]]
    assert len(days) == len(set(days)), f"two weights on one day: {sorted(days)}"
    for c in full_feed(store):
        versions = [f["version"] for f in c["fields"].values()]
        visible = not c.get("removed") or (versions and max(map(version_key, versions)) > version_key(c["removed"]))
        if visible and c["kind"] in ("exercise", "routine", "workout", "weight", "calories", "steps", "completion"):
            store.load({"kind": c["kind"], "id": c["id"]})   # not_found raises


def canonical(store: lift.Store) -> Dict[str, Any]:
    """The whole feed without positions, plus what every synced kind's loads answer."""
    state = {f'{c["kind"]}/{c["id"]}': c for c in full_feed(store)}
    loads = {}
    for kind in ["exercise", "routine", "routine_record", "workout", "completion", "weight", "calories", "steps", "goal"]:
        req: Dict[str, Any] = {"kind": kind} if kind == "goal" else {"kind": kind, "limit": 1000}
        items = store.load(req)["items"]
        loads[kind] = sorted((json.dumps(i, sort_keys=True) for i in items))
    loads["weekly_goal"] = json.dumps(store.load({"kind": "weekly_goal"}), sort_keys=True)
    return {"state": json.dumps(state, sort_keys=True), "loads": loads}
