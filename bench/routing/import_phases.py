"""One road_network import in a fresh process, timed per phase: the import runs with a
request_id while this process polls kind "request" for its phase, so each phase's wall time is
the time from its first sighting to the next one's (read, graph, contract, places, write).
Prints one JSON line: total and per-phase seconds, the importing thread's CPU seconds, the network's counts, the process's peak
resident memory (getrusage) before and after the import, and the largest resident size seen in
each phase (sampled at each poll, so a short spike can be missed).

  python3 routing/import_phases.py --lib ../build/liblift.so.1 --pbf PBF [--store FILE]
"""
import argparse
import json
import os
import resource
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bindings", "python"))


def resident_mb():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def peak_mb():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lib", required=True)
    ap.add_argument("--pbf", required=True)
    ap.add_argument("--store", help="store file (default: a new one in a temporary folder)")
    ap.add_argument("--durability", default="normal")
    args = ap.parse_args()
    os.environ["LIFT_LIBRARY"] = os.path.abspath(args.lib)
    import lift

    path = args.store or os.path.join(tempfile.mkdtemp(), "import.lift")
    store = lift.Store(path, durability=args.durability)
    before = peak_mb()
    seen = []  # (phase, first time seen)
    resident = {}  # phase -> largest VmRSS seen in it
    outcome = {}

    def run():
        try:
            outcome["answer"] = store.save({"kind": "road_network", "request_id": "scale",
                                            "road_network": {"path": os.path.abspath(args.pbf)}})
        except lift.LiftError as e:
            outcome["error"] = str(e)
        outcome["end"] = time.perf_counter()
        outcome["cpu"] = time.thread_time()

    start = time.perf_counter()
    worker = threading.Thread(target=run)
    worker.start()
    while worker.is_alive():
        try:
            phase = store.load({"kind": "request", "request_id": "scale"})["request"]["phase"]
        except lift.LiftError:
            phase = None
        if phase and (not seen or seen[-1][0] != phase):
            seen.append((phase, time.perf_counter()))
        if phase:
            resident[phase] = max(resident.get(phase, 0), round(resident_mb(), 1))
        time.sleep(0.002)
    worker.join()
    if "error" in outcome:
        print(json.dumps({"error": outcome["error"]}))
        sys.exit(1)
    phases = {}
    for i, (phase, t) in enumerate(seen):
        end = seen[i + 1][1] if i + 1 < len(seen) else outcome["end"]
        phases[phase] = round(end - t, 3)
    network = outcome["answer"]["road_network"]
    places = store.load({"kind": "place", "query": "a", "limit": 1})
    store.close()
    print(json.dumps({"total_s": round(outcome["end"] - start, 3), "import_cpu_s": round(outcome["cpu"], 3), "phases_s": phases,
                      "vertices": network["vertices"], "arcs": network["arcs"], "bytes": network["bytes"],
                      "peak_rss_mb": round(peak_mb(), 1), "rss_before_mb": round(before, 1), "rss_by_phase_mb": resident,
                      "store": path, "places_answered": len(places.get("items", places.get("places", [])))}))


if __name__ == "__main__":
    main()
