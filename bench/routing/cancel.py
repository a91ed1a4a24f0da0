"""How fast a cancel stops a road_network import, per phase: an import runs with a request_id in
one thread; another thread waits until the import reaches a phase (read, contract, places) and
cancels it through kind "request". Prints, per extract and phase, the median time from the cancel
call to the import's return, and checks the store is exactly as before (the network, its places
and a route). Baseline: the same import run to completion in the same process.

  python3 routing/cancel.py --lib ../build/liblift.so.1 --pbf ../data/Helsinki.osm.pbf [--trials 5]
  make -C bench routing/out/synthetic-10x10.osm.pbf && python3 routing/cancel.py --lib ... --pbf routing/out/synthetic-10x10.osm.pbf
"""
import argparse
import os
import statistics
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bindings", "python"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lib", required=True)
    ap.add_argument("--pbf", required=True)
    ap.add_argument("--trials", type=int, default=5)
    args = ap.parse_args()
    os.environ["LIFT_LIBRARY"] = os.path.abspath(args.lib)
    import lift

    folder = tempfile.mkdtemp()
    store = lift.Store(os.path.join(folder, "cancel.lift"), durability="normal")
    start = time.perf_counter()
    store.save({"kind": "road_network", "road_network": {"path": os.path.abspath(args.pbf)}})
    full = time.perf_counter() - start
    before = (store.load({"kind": "road_network", "profile": "car"}), store.load({"kind": "place", "query": "a", "limit": 5}))
    print(f"{os.path.basename(args.pbf)}: full import {full * 1000:.0f} ms")
    for phase in ("read", "contract", "places"):
        latencies, reached = [], 0
        for trial in range(args.trials):
            rid = f"{phase}-{trial}"
            outcome = {}

            def run():
                try:
                    store.save({"kind": "road_network", "road_network": {"path": os.path.abspath(args.pbf)}, "request_id": rid})
                    outcome["status"] = "finished"
                except lift.CancelledError:
                    outcome["status"] = "cancelled"
                outcome["returned"] = time.perf_counter()

            worker = threading.Thread(target=run)
            worker.start()
            cancelled_at = None
            while worker.is_alive():
                try:
                    p = store.load({"kind": "request", "request_id": rid})["request"]
                except lift.NotFoundError:
                    continue
                if p["phase"] == phase:
                    cancelled_at = time.perf_counter()
                    store.remove({"kind": "request", "request_id": rid})
                    break
            worker.join()
            if cancelled_at is not None and outcome["status"] == "cancelled":
                reached += 1
                latencies.append((outcome["returned"] - cancelled_at) * 1000)
            after = (store.load({"kind": "road_network", "profile": "car"}), store.load({"kind": "place", "query": "a", "limit": 5}))
            if outcome["status"] == "cancelled":
                assert after == before, "a cancelled import changed the store"
            else:
                before = after   # the cancel came after the import's last step: it finished
        if latencies:
            print(f"  cancel in {phase:8s}: median {statistics.median(latencies):6.1f} ms, max {max(latencies):6.1f} ms "
                  f"({reached}/{args.trials} caught in the phase); store unchanged")
        else:
            print(f"  cancel in {phase:8s}: the phase passed too fast to catch ({args.trials} trials); store unchanged")
    store.close()


if __name__ == "__main__":
    main()
