"""Convergence: three stores, each signed in to an account of its own, edit every synced kind
while offline (saved routes and the account's details too), then exchange their feeds at random
(partial pages, pages applied twice and out of order, a store relaying another's changes); after a
full exchange all three answer the same, every field holds the latest version any feed carried,
names are unique (a clash renamed the later one), there is one weight per day, each day's total
per source and each account detail is the latest written (the rules' prediction), and no feed or
backup carries the password, its hash, the username or a session. LIFT_SYNC_ROUNDS sets the
number of rounds (default 4; `make soak` raises it)."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import lift

from sync_model import Host, Model, canonical, check_rules, expected_state, prepare, random_edit, secrets, state_values

ROUNDS = int(os.environ.get("LIFT_SYNC_ROUNDS", "4"))


def test_sync_threeStoresRandomEditsAndMessyExchanges_endEqual(tmp_path: Path) -> None:
    for seed in range(ROUNDS):
        rng = random.Random(20261126 + seed)
        paths = [tmp_path / f"s{seed}-{i}.lift" for i in range(3)]
        stores = [lift.Store(p, durability="normal") for p in paths]
        try:
            for s in stores:
                prepare(s, tmp_path)
            model = Model(stores)
            host = Host(rng, model, [x for p in paths for x in secrets(p)])
            for _ in range(6):
                for _ in range(rng.randint(5, 25)):
                    i = rng.randrange(3)
                    random_edit(stores[i], rng, model, i)
                for _ in range(rng.randint(1, 4)):
                    a, b = rng.sample(range(3), 2)
                    host.exchange(stores, a, b, rng.randint(1, 6), messy=True)
            host.settle_all(stores)
            views = [canonical(s) for s in stores]
            actual = [state_values(s, host) for s in stores]
            expected = expected_state(host)
            for i, a in enumerate(actual):
                assert a == expected, f"seed {seed}: store {i} kept a version older than one it was sent"
                check_rules(stores[i])
            model.check()
            for s in stores:
                backup = json.dumps(s.load({"kind": "backup"}), ensure_ascii=False)
                assert not [x for x in host.secrets if x in backup], f"seed {seed}: a backup carried a secret"
            assert views[0]["state"] == views[1]["state"] == views[2]["state"], f"seed {seed}: sync states differ"
            for kind in views[0]["loads"]:
                assert views[0]["loads"][kind] == views[1]["loads"][kind] == views[2]["loads"][kind], f"seed {seed}: {kind} differs"
        finally:
            for s in stores:
                s.close()
