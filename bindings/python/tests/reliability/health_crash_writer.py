"""A writer for the health kill -9 test: applies batches until killed, printing each acknowledged
one.

It resumes where the stored anchor says, as a host's shim does: batch n holds ten step samples
`b<n>-<i>` of one step each on day n % 28 and moves the anchor to n + 1, so a batch lost or
applied twice shows in the totals.
 `ack <n>` is printed only after lift_save returned success.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import lift  # noqa: E402

SOURCE = {"name": "iPhone", "bundle_id": "com.apple.health.phone"}

path = sys.argv[1]
with lift.Store(path) as store:   # default durability: full
    sys.stdout.write("ready\n")
    sys.stdout.flush()
    while True:
        anchor = store.load({"kind": "health_anchor", "platform": "healthkit", "type": "steps"})["anchor"]
        n = int(anchor or 0)
        day = f"2024-02-{n % 28 + 1:02d}T"
        # Batches sharing a day get their own minute and second: two samples of one source with
        # the same start and end are one reading (docs/HEALTH.md), so they must not repeat.
        at = f"{n // 28 % 60:02d}:{n // (28 * 60) % 60:02d}"
        samples = [{"id": f"b{n}-{i}", "type": "HKQuantityTypeIdentifierStepCount", "start": f"{day}{i:02d}:{at}Z",
                    "end": f"{day}{i + 10:02d}:{at}Z", "value": 1, "unit": "count", "source": SOURCE} for i in range(10)]
        store.save({"kind": "health_samples", "health_samples": {
            "platform": "healthkit", "samples": samples, "anchor": {"type": "steps", "value": str(n + 1)}}})
        sys.stdout.write(f"ack {n}\n")
        sys.stdout.flush()
