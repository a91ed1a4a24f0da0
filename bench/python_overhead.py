"""Python binding overhead (issue 10): the same lift_load from C and through the Python binding,
in the same run on the same store; reports the difference per call (goal: at most 2 µs).

    python3 bench/python_overhead.py build/liblift.so.1
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

N = 20000
with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, "overhead.lift")
    with lift.Store(path) as store:
        saved = store.save({"kind": "exercise", "exercise": {"name": "Bench press", "tags": ["chest"]}})
    request = {"kind": "exercise", "id": saved["exercise"]["id"]}
    raw_request = json.dumps(request, separators=(",", ":")).encode()

    c = subprocess.run([str(here / "load_loop"), path, raw_request.decode(), str(N)],
                       check=True, capture_output=True, text=True).stdout.split()
    c_median, c_p90 = float(c[0]), float(c[1])

    with lift.Store(path) as store:
        def timed(call):
            samples = []
            for _ in range(N):
                t0 = time.perf_counter_ns()
                call()
                samples.append((time.perf_counter_ns() - t0) / 1000)
            samples.sort()
            return statistics.median(samples), samples[int(N * 0.9)]

        raw_median, raw_p90 = timed(lambda: store.call_raw("load", raw_request))
        dict_median, dict_p90 = timed(lambda: store.load(request))

print(f"python: C lift_load median {c_median:.2f} us p90 {c_p90:.2f}")
print(f"python: binding, bytes in/out (call_raw) median {raw_median:.2f} us p90 {raw_p90:.2f} | +{raw_median - c_median:.2f} us over C")
print(f"python: binding, dict in/out (Store.load) median {dict_median:.2f} us p90 {dict_p90:.2f} | +{dict_median - c_median:.2f} us over C")
