"""A writer for the kill -9 test of sync: applies batches of changes until killed, printing each
acknowledged batch. Batch n is 20 exercises named `b<n> <i>` with fixed versions, so every batch
is all there or absent after a kill."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import lift  # noqa: E402

SITE = "5" * 32


def batch(n: int) -> list:
    v = f"{1_700_000_000_000 + n}.0.{SITE}"
    return [{"kind": "exercise", "id": f"{n:08x}-0000-4000-8000-{i:012x}", "version": v,
             "fields": {"name": f"b{n} {i}", "creation_ms": 1_700_000_000_000, "tags": ""}} for i in range(20)]


path, start = sys.argv[1], int(sys.argv[2])
with lift.Store(path) as store:
    sys.stdout.write("ready\n")
    sys.stdout.flush()
    n = start
    while True:
        store.save({"kind": "changes", "changes": batch(n)})
        sys.stdout.write(f"ack {n}\n")
        sys.stdout.flush()
        n += 1
