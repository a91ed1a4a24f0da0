"""Python binding overhead (issue 10): the same lift_load from C and through the Python binding,
in the same run on the same store; reports the difference per call (goal: at most 2 µs).

Two C baselines: the bare call (bytes out, as Store.call_raw), and the call plus jansson's
json_loads of the response (an object the C caller can use, as Store.load's dict), each against
its Python counterpart.

    python3 bench/python_overhead.py build/liblift.so.1 [ROUNDS]
"""

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

here = Path(__file__).resolve().parent
sys.path.insert(0, str(here.parent / "bindings" / "python"))
if len(sys.argv) > 1:
    os.environ["LIFT_LIBRARY"] = sys.argv[1]
import lift  # noqa: E402

# Rounds of the four paths in turn, N calls each: the machine is shared, so each overhead is the
# median over rounds of the difference within one round, not of two figures taken minutes apart.
N = 5000
ROUNDS = int(sys.argv[2]) if len(sys.argv) > 2 else 7
with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, "overhead.lift")
    with lift.Store(path) as store:
        saved = store.save({"kind": "exercise", "exercise": {"name": "Bench press", "tags": ["chest"]}})
    request = {"kind": "exercise", "id": saved["exercise"]["id"]}
    raw_request = json.dumps(request, separators=(",", ":")).encode()

    def c_loop(*mode):
        out = subprocess.run([str(here / "load_loop"), path, raw_request.decode(), str(N), *mode],
                             check=True, capture_output=True, text=True).stdout.split()
        return float(out[0]), float(out[1])

    def timed(call):
        samples = []
        for _ in range(N):
            t0 = time.perf_counter_ns()
            call()
            samples.append((time.perf_counter_ns() - t0) / 1000)
        samples.sort()
        return statistics.median(samples), samples[int(N * 0.9)]

    rounds = []
    with lift.Store(path) as store:
        for _ in range(ROUNDS):
            rounds.append({
                "c": c_loop(),
                "c_parse": c_loop("parse"),
                "raw": timed(lambda: store.call_raw("load", raw_request)),
                "dict": timed(lambda: store.load(request)),
            })


def med(key, k=0):
    return statistics.median(r[key][k] for r in rounds)


def over(key, base):
    return statistics.median(r[key][0] - r[base][0] for r in rounds)


print(f"python: {ROUNDS} rounds x {N} calls each path; medians over rounds (p90: median of the rounds' p90)")
print(f"python: C lift_load median {med('c'):.2f} us p90 {med('c', 1):.2f}")
print(f"python: C lift_load + jansson json_loads of the response median {med('c_parse'):.2f} us p90 {med('c_parse', 1):.2f}")
print(f"python: binding, bytes in/out (call_raw) median {med('raw'):.2f} us p90 {med('raw', 1):.2f} | {over('raw', 'c'):+.2f} us over C lift_load")
print(f"python: binding, dict in/out (Store.load) median {med('dict'):.2f} us p90 {med('dict', 1):.2f} | {over('dict', 'c_parse'):+.2f} us over C lift_load + json_loads"
      f" ({over('dict', 'c'):+.2f} us over the bare C call)")
