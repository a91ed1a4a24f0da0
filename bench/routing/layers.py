#!/usr/bin/env python3
"""Where liblift's full-answer time goes, on one extract and the same random pairs as compare.py
(seed 1), without OSRM: the same lift_route requests from Python (ctypes, request bytes prepared,
response copied out), from C (load_loop, no Python), and in-process Swift (lift-routing-bench
time: no C boundary, no JSON); plus reopen-to-first-route in fresh processes.
  python3 layers.py --lib LIBLIFT --tool LIFT_ROUTING_BENCH --loop LOAD_LOOP --pbf FILE [--bbox S W N E] [--work DIR]"""
import argparse, json, os, statistics, subprocess, sys, tempfile, time

import liftlib
from pairs import random_pairs

ap = argparse.ArgumentParser()
ap.add_argument("--lib", required=True)
ap.add_argument("--tool", required=True)
ap.add_argument("--loop", required=True)
ap.add_argument("--pbf", required=True)
ap.add_argument("--bbox", type=float, nargs=4, default=[60.160, 24.925, 60.175, 24.960])
ap.add_argument("--pairs", type=int, default=1000)
ap.add_argument("--rounds", type=int, default=3)
ap.add_argument("--reopens", type=int, default=5)
ap.add_argument("--seed", type=int, default=1)
ap.add_argument("--work", help="folder for the store, pairs.txt and requests.txt (kept; for callgrind or ab_route)")
args = ap.parse_args()
if args.work:
    os.makedirs(args.work, exist_ok=True)
work = args.work or tempfile.mkdtemp(prefix="lift-routing-layers-")

pairs, pairs_file = random_pairs(args.bbox, args.pairs, args.seed, work)
reqs = [json.dumps({"stops": [{"lat": a[0], "lon": a[1]}, {"lat": b[0], "lon": b[1]}], "geometry": "polyline6"}).encode()
        for a, b in pairs]
req_file = os.path.join(work, "requests.txt")
with open(req_file, "wb") as f:
    f.write(b"\n".join(reqs) + b"\n")

lib = liftlib.load(args.lib)
store_path = os.path.join(work, "bench.lift")
store = liftlib.open_store(lib, store_path)
req = {"kind": "road_network", "road_network": {"path": os.path.abspath(args.pbf), "profile": "car"}}
rc, text = liftlib.call(lib, lib.lift_save, store, req)
assert rc == 0, text
lib.lift_close(store)


def stats(xs):
    xs = sorted(xs)
    return statistics.median(xs), xs[min(len(xs) - 1, int(len(xs) * 0.9))]


store = liftlib.open_store(lib, store_path)
py_t, sizes = [], []
for _ in range(args.rounds):
    for r in reqs:
        t0 = time.perf_counter_ns()
        _, text = liftlib.call(lib, lib.lift_route, store, r)
        py_t.append((time.perf_counter_ns() - t0) / 1000)
        sizes.append(len(text))
lib.lift_close(store)
pm, pp = stats(py_t)
cm, cp = map(float, subprocess.run([args.loop, store_path, "@" + req_file, str(args.rounds), "route"], check=True,
                                    capture_output=True, text=True).stdout.split())
print(f"lift_route from Python (ctypes)  median {pm:7.1f} us  p90 {pp:7.1f} us  (response median {int(statistics.median(sizes))} bytes)")
print(f"lift_route from C (load_loop)    median {cm:7.1f} us  p90 {cp:7.1f} us")
print(f"  Python ctypes share: median {pm - cm:.1f} us")
print("  " + subprocess.run([args.tool, "time", os.path.abspath(args.pbf), pairs_file], check=True,
                            capture_output=True, text=True).stdout.strip())
times = []
for i in range(args.reopens):
    t, rc = subprocess.run([sys.executable, os.path.join(os.path.dirname(os.path.abspath(__file__)), "reopen.py"),
                            os.path.abspath(args.lib), store_path, reqs[i].decode()],
                           check=True, capture_output=True, text=True).stdout.split()
    times.append(float(t) * 1000)
print(f"reopen to first route (fresh process, {args.reopens} runs): median {statistics.median(times):.1f} ms, "
      f"min {min(times):.1f} ms, max {max(times):.1f} ms")
