"""apple_health_export speed and memory: generated exports (tools/gen_health_export.py: three years
of body mass, two step sources, food, workouts, padded with heart-rate samples to each size) imported
into an empty store, as export.xml and as export.zip, each in a fresh process whose peak RSS is read
from the kernel (wait4). Baselines in the same run over the same files: Python's
xml.etree.ElementTree.iterparse (C expat underneath, elements cleared as it goes) reading the XML,
and `unzip -p ... | wc -c` inflating the zip. Throughput is MB of XML per second (MB = 10^6 bytes).

    python3 bench/health/export_import.py build/liblift.so.1 [SIZES_MB ...]   (default: 100 1000)

Files are made under $LIFT_BENCH_TMP (default /tmp/lift-health-bench) and kept for reruns.
"""

import os
import subprocess
import sys
import time
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
LIB = str(Path(sys.argv[1]).resolve()) if len(sys.argv) > 1 else str(REPO / "build" / "liblift.so.1")
SIZES = [int(a) for a in sys.argv[2:]] or [100, 1000]
WORK = Path(os.environ.get("LIFT_BENCH_TMP", "/tmp/lift-health-bench"))

IMPORT = """
import os, sys, time
sys.path.insert(0, {binding!r})
os.environ["LIFT_LIBRARY"] = {lib!r}
import lift
store = lift.Store({store!r}, durability="normal")
started = time.perf_counter()
answer = store.save({{"kind": "apple_health_export", "apple_health_export": {{"path": {path!r}}},
                     "time_zone": "Europe/Helsinki"}})["apple_health_export"]
print(time.perf_counter() - started, sum(t["added"] for t in answer["types"].values()))
"""

ITERPARSE = """
import sys, time, xml.etree.ElementTree as ET
started = time.perf_counter()
n = 0
for _, e in ET.iterparse({path!r}):
    if e.tag == "Record":
        n += 1
    e.clear()
print(time.perf_counter() - started, n)
"""

IDLE = """
import os, sys
sys.path.insert(0, {binding!r})
os.environ["LIFT_LIBRARY"] = {lib!r}
import lift
store = lift.Store({store!r}, durability="normal")
print(0, 0)
"""


def child(code: str, shell: bool = False):
    """Runs code (python, or a shell line); answers (its printed seconds and count, peak RSS in MB)."""
    argv = ["/bin/sh", "-c", code] if shell else [sys.executable, "-c", code]
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, text=True)
    _, status, usage = os.wait4(proc.pid, 0)
    out = proc.stdout.read().split()
    if status != 0:
        raise SystemExit(f"failed: {code[:200]}")
    return out, usage.ru_maxrss / 1024


def make(size: int):
    xml = WORK / f"export-{size}mb.xml"
    zpath = WORK / f"export-{size}mb.zip"
    if not xml.exists():
        subprocess.run([sys.executable, str(REPO / "tools" / "gen_health_export.py"), "--out", str(xml),
                        "--days", "1095", "--target-mb", str(size)], check=True)
    if not zpath.exists():
        with zipfile.ZipFile(zpath, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as z:
            z.write(xml, "apple_health_export/export.xml")
    return xml, zpath


def liblift(path: Path, tag: str):
    store = WORK / f"bench-{tag}.lift"
    for suffix in ("", "-wal", "-shm"):
        Path(str(store) + suffix).unlink(missing_ok=True)
    out, rss = child(IMPORT.format(binding=str(REPO / "bindings" / "python"), lib=LIB, store=str(store), path=str(path)))
    return float(out[0]), int(out[1]), rss


def main():
    WORK.mkdir(parents=True, exist_ok=True)
    idle_store = WORK / "idle.lift"
    _, idle_rss = child(IDLE.format(binding=str(REPO / "bindings" / "python"), lib=LIB, store=str(idle_store)))
    print(f"python + liblift + an open store, no import: peak RSS {idle_rss:.0f} MB")
    print("| export | XML MB | liblift s | liblift MB/s | peak RSS MB | baseline | baseline s | baseline MB/s | ratio | baseline RSS MB |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for size in SIZES:
        xml, zpath = make(size)
        mb = xml.stat().st_size / 1e6
        t, added, rss = liblift(xml, f"{size}-xml")
        (bt, _), brss = (lambda o: ((float(o[0][0]), o[0][1]), o[1]))(child(ITERPARSE.format(path=str(xml))))
        print(f"| {size} MB export.xml | {mb:.0f} | {t:.2f} | {mb / t:.0f} | {rss:.0f} | iterparse | {bt:.2f} | {mb / bt:.0f} | {bt / t:.1f}x | {brss:.0f} |")
        t, added_zip, rss = liblift(zpath, f"{size}-zip")
        started = time.perf_counter()
        out, urss = child(f"unzip -p '{zpath}' apple_health_export/export.xml | wc -c", shell=True)
        ut = time.perf_counter() - started
        print(f"| {size} MB export.zip ({zpath.stat().st_size / 1e6:.0f} MB) | {mb:.0f} | {t:.2f} | {mb / t:.0f} | {rss:.0f} | unzip -p \\| wc -c | {ut:.2f} | {mb / ut:.0f} | {ut / t:.2f}x | {urss:.0f} |")
        assert added == added_zip, (added, added_zip)
        print(f"  (records added: {added})", file=sys.stderr)


if __name__ == "__main__":
    main()
