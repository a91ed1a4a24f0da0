"""Convergence: three stores edit every synced kind while offline, then exchange their feeds at
random (partial pages, pages applied twice and out of order, a store relaying another's changes);
after a full exchange all three answer the same, every field holds the latest version any feed
carried (the rules' prediction), names are unique and there is one weight per day. LIFT_SYNC_ROUNDS sets the number of rounds
(default 4; `make soak` raises it)."""

from __future__ import annotations

import os
import random
from pathlib import Path

import lift

from sync_model import Host, canonical, check_rules, expected_state, random_edit, state_values

ROUNDS = int(os.environ.get("LIFT_SYNC_ROUNDS", "4"))


def test_sync_threeStoresRandomEditsAndMessyExchanges_endEqual(tmp_path: Path) -> None:
    for seed in range(ROUNDS):
        rng = random.Random(20261126 + seed)
        stores = [lift.Store(tmp_path / f"s{seed}-{i}.lift", durability="normal") for i in range(3)]
        host = Host(rng)
        try:
            for _ in range(6):
                for _ in range(rng.randint(5, 25)):
                    random_edit(rng.choice(stores), rng)
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
            assert views[0]["state"] == views[1]["state"] == views[2]["state"], f"seed {seed}: sync states differ"
            for kind in views[0]["loads"]:
                assert views[0]["loads"][kind] == views[1]["loads"][kind] == views[2]["loads"][kind], f"seed {seed}: {kind} differs"
        finally:
            for s in stores:
                s.close()
