"""A road_network import never locks other writers out: it builds the network and reads the places
outside any transaction, and holds the write lock only for its last short write. Another process
saving records all through an import is never refused busy, and its saves go on while the import
reads and contracts."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any, Dict

import lift
from helpers import PKG_PARENT


def comb_osm(path: Path, teeth: int, length: int) -> Path:
    """A main road with `teeth` dead-end side streets of `length` segments: tens of thousands of
    vertices whose contraction is quick (a uniform grid is the hardest case there is), so the
    import takes a few seconds, most of them building the network."""
    lines = ['<?xml version="1.0"?><osm version="0.6">']
    for t in range(teeth):
        for k in range(length + 1):
            lines.append(f'<node id="{t * (length + 1) + k + 1}" lat="{60.0 + k * 0.0005:.6f}" lon="{24.0 + t * 0.0005:.6f}"/>')
    main = "".join(f'<nd ref="{t * (length + 1) + 1}"/>' for t in range(teeth))
    lines.append(f'<way id="1">{main}<tag k="highway" v="primary"/><tag k="name" v="Main"/></way>')
    for t in range(teeth):
        refs = "".join(f'<nd ref="{t * (length + 1) + k + 1}"/>' for k in range(length + 1))
        lines.append(f'<way id="{t + 2}">{refs}<tag k="highway" v="residential"/><tag k="name" v="Side {t}"/></way>')
    lines.append("</osm>")
    path.write_text("\n".join(lines))
    return path

# Saves exercises in a loop until STOP exists, recording how long each took.
WRITER = r"""
import json, os, sys, time
sys.path.insert(0, sys.argv[1])
import lift
store = lift.Store(sys.argv[2], busy_timeout_ms=int(sys.argv[4]))
saves, i = [], 0
print("ready", flush=True)
while not os.path.exists(sys.argv[3]):
    start = time.time()
    try:
        store.save({"kind": "exercise", "exercise": {"name": f"Writer {i}"}})
        saves.append([start, time.time(), "ok"])
    except lift.LiftError as e:
        saves.append([start, time.time(), e.code])
    i += 1
    time.sleep(0.01)
store.close()
print(json.dumps(saves))
"""


def test_roadNetworkImport_writerInAnotherProcess_isNeverRefusedBusy(store: lift.Store, store_path: Path,
                                                                     tmp_path: Path) -> None:
    comb = comb_osm(tmp_path / "comb.osm", 1900, 40)
    stop = tmp_path / "stop"
    busy_timeout_ms = 5000
    writer = subprocess.Popen([sys.executable, "-c", WRITER, str(PKG_PARENT), str(store_path), str(stop), str(busy_timeout_ms)],
                              stdout=subprocess.PIPE, text=True)
    assert writer.stdout is not None and writer.stdout.readline().strip() == "ready"
    outcome: Dict[str, Any] = {}

    def run() -> None:
        outcome["start"] = time.time()
        outcome["answer"] = store.save({"kind": "road_network", "road_network": {"path": str(comb)}, "request_id": "big"})
        outcome["end"] = time.time()

    importer = threading.Thread(target=run)
    importer.start()
    phases = set()
    while importer.is_alive():
        try:
            phases.add(store.load({"kind": "request", "request_id": "big"})["request"]["phase"])
        except lift.NotFoundError:
            pass
        time.sleep(0.005)
    importer.join()
    stop.touch()
    out, _ = writer.communicate(timeout=30)
    saves = json.loads(out.strip().splitlines()[-1])

    assert outcome["answer"]["road_network"]["vertices"] > 70_000
    assert {"read", "contract"} <= phases, phases
    assert [s for s in saves if s[2] != "ok"] == []
    during = [s for s in saves if s[1] >= outcome["start"] and s[0] <= outcome["end"]]
    took = outcome["end"] - outcome["start"]
    longest = max(s[1] - s[0] for s in during)
    # Saves kept coming through the import: none waited for more than a small part of it (had
    # the import held the lock while it read and contracted, one would have waited for most).
    assert len(during) >= 3 and longest < took / 2, (took, len(during), longest)
    assert store.load({"kind": "exercise", "limit": 1})["total"] == len(saves)
