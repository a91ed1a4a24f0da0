"""Device sync from Python: python3 examples/sync.py

A phone and a tablet edit offline (the same routine name on both, a weight for the same day),
then sync both ways through the host, page by page with a cursor per direction. The rules keep
both routines (the later one renamed "Push (2)") and the later weight, and report what they
resolved. Exits non-zero when the stores do not end equal.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Dict, Optional

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

import lift  # noqa: E402


def sync(source: lift.Store, target: lift.Store, cursor: Optional[str]) -> Optional[str]:
    """Everything `source` changed after `cursor` into `target`; returns the new cursor."""
    while True:
        request: Dict[str, Any] = {"kind": "changes", "limit": 100}
        if cursor:
            request["since"] = cursor
        page = source.load(request)
        answer = target.save({"kind": "changes", "changes": page["changes"], "cursor": page["cursor"]})
        print(f"  {len(page['changes'])} changes: applied {answer['applied']}, skipped {answer['skipped']}")
        for c in answer["conflicts"]:
            print(f"    {c['rule']}: {c['kind']} {c['id'][:8]}... {c.get('was', '')} -> {c.get('value')}")
        cursor = page["cursor"]
        if not page["more"]:
            return cursor


def main() -> int:
    with tempfile.TemporaryDirectory() as d:
        phone, tablet = lift.Store(Path(d) / "phone.lift"), lift.Store(Path(d) / "tablet.lift")
        for store in (phone, tablet):
            squat = store.save({"kind": "exercise", "exercise": {"name": "Squat"}})["exercise"]["id"]
            store.save({"kind": "routine", "routine": {"name": "Push", "exercises": [{"id": squat}]}})
            store.save({"kind": "weight", "weight": {"date": "2024-03-01", "weight": 80.5 if store is phone else 81, "unit": "kg"}})
            time.sleep(0.01)   # the tablet's edits are the later ones
        print("pending on the phone:", phone.load({"kind": "sync_state"})["sync_state"]["pending"])
        cursors: Dict[str, Optional[str]] = {"phone>tablet": None, "tablet>phone": None}
        for _ in range(2):
            print("phone -> tablet")
            cursors["phone>tablet"] = sync(phone, tablet, cursors["phone>tablet"])
            print("tablet -> phone")
            cursors["tablet>phone"] = sync(tablet, phone, cursors["tablet>phone"])
        views = []
        for store in (phone, tablet):
            views.append((sorted(r["name"] for r in store.load({"kind": "routine"})["items"]),
                          sorted(e["name"] for e in store.load({"kind": "exercise"})["items"]),
                          [w["weight"] for w in store.load({"kind": "weight"})["items"]]))
        print("phone: ", views[0])
        print("tablet:", views[1])
        phone.close()
        tablet.close()
        ok = views[0] == views[1] and views[0][0] == ["Push", "Push (2)"] and views[0][2] == [81]
        print("both stores agree" if ok else "FAILED")
        return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
