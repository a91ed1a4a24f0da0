"""How long a writer in another process waits during a road_network import: the import runs in
this process while bindings/python/tests/test_import_writers.py's writer saves exercises in a
loop (busy timeout 30 s, so it waits rather than fails); prints the longest wait of a save that
overlapped the import, and any refusal.
  python3 routing/lockout.py LIB PBF STORE"""
import json
import os
import subprocess
import sys
import time

PYTHON = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bindings", "python")
os.environ["LIFT_LIBRARY"] = os.path.abspath(sys.argv[1])
sys.path[:0] = [PYTHON, os.path.join(PYTHON, "tests")]
import lift  # noqa: E402
from test_import_writers import WRITER  # noqa: E402
stop = sys.argv[3] + ".stop"
for f in (sys.argv[3], stop):
    if os.path.exists(f): os.remove(f)
s = lift.Store(sys.argv[3], durability="normal")
w = subprocess.Popen([sys.executable, "-c", WRITER, PYTHON, sys.argv[3], stop, "30000"], stdout=subprocess.PIPE, text=True)
w.stdout.readline()
t0 = time.time()
a = s.save({"kind": "road_network", "road_network": {"path": os.path.abspath(sys.argv[2])}})
t1 = time.time()
open(stop, "w").close()
saves = json.loads(w.communicate()[0].strip().splitlines()[-1])
during = [x for x in saves if x[1] >= t0 and x[0] <= t1]
print(json.dumps({"vertices": a["road_network"]["vertices"], "import_s": round(t1 - t0, 2), "saves_during": len(during),
                  "max_wait_s": round(max(x[1] - x[0] for x in during), 3), "refused": [x[2] for x in saves if x[2] != "ok"]}))
