"""The sync bench's apply and feed under callgrind (BENCHMARKS.md, "Sync"): instruction counts are
the stable figure on a loaded machine. Two steps, so that only the measured store is counted:
  python3 bench/sync/sync_callgrind.py make REQUEST    # a source store's feed of 2,000 new weights
  valgrind --tool=callgrind --collect-atstart=no --toggle-collect='lift_save*' --toggle-collect='lift_load*' \\
      python3 bench/sync/sync_callgrind.py apply REQUEST   # save it into a new store, then load its feed
(LIFT_LIBRARY names the library; strip its debug info first, as the Boundary footnote says)."""

import datetime
import json
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bindings" / "python"))
import lift  # noqa: E402

N = 2000
EPOCH = datetime.date(1970, 1, 1)
mode, request_path = sys.argv[1], Path(sys.argv[2])
with tempfile.TemporaryDirectory() as d:
    if mode == "make":
        with lift.Store(os.path.join(d, "source.lift"), durability="normal") as source:
            items = [{"date": (EPOCH + datetime.timedelta(days=i)).isoformat(), "unit": "kg", "weight": 70.5} for i in range(N)]
            source.save({"kind": "weight", "items": items})
            status, body = source.call_raw("load", b'{"kind":"changes","limit":10000}')
            assert status == 0, body
            begin, end = body.index(b'"changes":['), body.rindex(b',"cursor":')
            request_path.write_bytes(b'{"kind":"changes",' + body[begin:end] + b"}")
    else:
        with lift.Store(os.path.join(d, "apply.lift"), durability="normal") as store:
            status, body = store.call_raw("save", request_path.read_bytes())
            assert status == 0, body
            status, body = store.call_raw("load", b'{"kind":"changes","limit":10000}')
            assert status == 0, body
