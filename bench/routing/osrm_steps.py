#!/usr/bin/env python3
"""OSRM's own price of steps: the same pairs as ab_route's REQUESTS (make_store.py's seed-1 pairs
in the bbox), each routed by OSRM in-process (CH, car.lua, overview full, polyline6) with
steps=false and steps=true, alternating per pair and swapping which goes first each round.
Prints each mode's median and p90 in microseconds and the stepped / unstepped ratio: the baseline
for liblift's `"steps": true` ratio (ab_route with AB_OPTION_B). Needs PyPI osrm-bindings.
  python3 osrm_steps.py --pbf FILE [--bbox S W N E] [--pairs N] [--rounds N]"""
import argparse
import os
import statistics
import tempfile
import time

import osrm
import osrmlib
from pairs import random_pairs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pbf", required=True)
    ap.add_argument("--bbox", type=float, nargs=4, default=[60.160, 24.925, 60.175, 24.960], metavar=("S", "W", "N", "E"))
    ap.add_argument("--pairs", type=int, default=1000)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    work = tempfile.mkdtemp(prefix="lift-osrm-steps-")
    pairs, _ = random_pairs(args.bbox, args.pairs, 1, work)
    engine = osrmlib.engine(args.pbf, work)
    params = {
        steps: [osrm.RouteParameters(coordinates=[(a[1], a[0]), (b[1], b[0])], overview="full", geometries="polyline6", steps=steps)
                for a, b in pairs]
        for steps in (False, True)
    }
    times = {False: [], True: []}
    for r in range(args.rounds):
        for i in range(len(pairs)):
            for steps in ((False, True) if (r + i) % 2 == 0 else (True, False)):
                t0 = time.perf_counter_ns()
                try:
                    engine.Route(params[steps][i])
                except RuntimeError:
                    pass
                times[steps].append((time.perf_counter_ns() - t0) / 1000)
    for steps in (False, True):
        t = sorted(times[steps])
        print(f"OSRM steps={str(steps).lower():5} median {statistics.median(t):.1f} us p90 {t[int(len(t) * 0.9)]:.1f} us")
    print(f"ratio stepped / unstepped (medians): {statistics.median(times[True]) / statistics.median(times[False]):.2f}x")


if __name__ == "__main__":
    main()
