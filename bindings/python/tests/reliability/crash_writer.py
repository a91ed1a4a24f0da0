"""A writer for the kill -9 test: saves until killed, printing each acknowledged request.

Each request is one transaction of several records: a routine with three new exercises. A line
`ack <n>` is printed (and flushed) only after lift_save returned success, so the parent knows
exactly which writes were acknowledged before the kill.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import lift  # noqa: E402

path, start = sys.argv[1], int(sys.argv[2])
with lift.Store(path) as store:   # default durability: full
    sys.stdout.write("ready\n")
    sys.stdout.flush()
    n = start
    while True:
        try:
            store.save({"kind": "routine", "routine": {
                "name": f"routine {n}",
                "exercises": [{"name": f"ex {n} a"}, {"name": f"ex {n} b"}, {"name": f"ex {n} c"}],
            }})
        except lift.ConflictError:
            # The previous writer committed routine n but was killed before printing its ack:
            # it is in the store, unacknowledged. Go on with the next number.
            n += 1
            continue
        sys.stdout.write(f"ack {n}\n")
        sys.stdout.flush()
        n += 1
