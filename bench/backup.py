"""Backup and restore speed: a store with N steps entries (default 20,000 changes) backed up to a
file, plain and sealed, and restored into an empty store, against the feed's own paths in the same
run: reading the whole feed with `load changes` (pages of 10,000, decoded by the binding) and
applying it with `save changes` (batches of 10,000). Medians of ROUNDS, each restore on a fresh store.

    python3 bench/backup.py build/liblift.so.1 [ROUNDS] [CHANGES]
"""

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable, Dict, List

here = Path(__file__).resolve().parent
sys.path.insert(0, str(here.parent / "bindings" / "python"))
if len(sys.argv) > 1:
    os.environ["LIFT_LIBRARY"] = sys.argv[1]
import lift  # noqa: E402

ROUNDS = int(sys.argv[2]) if len(sys.argv) > 2 else 3
N = int(sys.argv[3]) if len(sys.argv) > 3 else 20_000


def median_ms(run: Callable[[], Any]) -> float:
    times = []
    for _ in range(ROUNDS):
        started = time.perf_counter()
        run()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


def main() -> None:
    d = Path(tempfile.mkdtemp())
    src = lift.Store(d / "src.lift", durability="normal")
    items = [{"date": "2020-01-%02d" % (i % 28 + 1), "amount": 100 + i % 50} for i in range(N)]
    for i in range(0, N, 5000):
        src.save({"kind": "steps", "items": items[i:i + 5000]})

    def feed() -> List[Dict[str, Any]]:
        out: List[Dict[str, Any]] = []
        cursor = None
        while True:
            request: Dict[str, Any] = {"kind": "changes", "limit": 10000}
            if cursor:
                request["since"] = cursor
            answer = src.load(request)
            out += answer["changes"]
            cursor = answer["cursor"]
            if not answer["more"]:
                return out

    changes = feed()
    stores = iter(range(10 ** 6))

    def fresh() -> lift.Store:
        return lift.Store(d / f"dst{next(stores)}.lift", durability="normal")

    def apply() -> None:
        dst = fresh()
        for i in range(0, len(changes), 10000):
            dst.save({"kind": "changes", "changes": changes[i:i + 10000]})

    read = median_ms(feed)
    plain = median_ms(lambda: src.load({"kind": "backup", "path": str(d / "plain.json")}))
    sealed = median_ms(lambda: src.load({"kind": "backup", "path": str(d / "sealed"), "passphrase": "pw"}))
    applied = median_ms(apply)
    restore_plain = median_ms(lambda: fresh().save({"kind": "backup", "path": str(d / "plain.json")}))
    restore_sealed = median_ms(lambda: fresh().save({"kind": "backup", "path": str(d / "sealed"), "passphrase": "pw"}))
    print(f"{len(changes)} changes, backup {os.path.getsize(d / 'plain.json')} bytes plain, "
          f"{os.path.getsize(d / 'sealed')} sealed; medians of {ROUNDS}")
    print(f"backup to a file, plain:  {plain:.0f} ms vs load changes {read:.0f} ms: {plain / read:.2f}x")
    print(f"backup to a file, sealed: {sealed:.0f} ms vs load changes {read:.0f} ms: {sealed / read:.2f}x")
    print(f"restore plain file:  {restore_plain:.0f} ms vs save changes {applied:.0f} ms: {restore_plain / applied:.2f}x")
    print(f"restore sealed file: {restore_sealed:.0f} ms vs save changes {applied:.0f} ms: {restore_sealed / applied:.2f}x")


if __name__ == "__main__":
    main()
