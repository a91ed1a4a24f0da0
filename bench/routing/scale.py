"""The scale benchmark: SYNTHETIC cities (Helsinki tiled K x K by synth_city: not real
geography) at several sizes, liblift and OSRM (osrm-bindings, car.lua, CH) side by side in one
run, with each figure's growth exponent against the vertex count.

Per size: liblift's import in a fresh process (per phase, peak RSS: import_phases.py); reopen to
first route and the RSS after it in another fresh process, then random-pair routes from Python
with OSRM's routes interleaved pair by pair in that process, twice (the first pass reads the
network's chunks as it reaches them); OSRM's extract + contract; and, with
--tool, the edges relaxed per search (lift-routing-bench space, an in-process import of its own).

  .venv/bin/python routing/scale.py --lib ../build/liblift.so.1 [--tool TOOL] [--sizes 5,10,20,35]
Writes routing/out/scale.json and prints the Markdown table BENCHMARKS.md's scale table holds.
"""
import argparse
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "out")
HELSINKI = os.path.join(HERE, "..", "..", "data", "Helsinki.osm.pbf")


sys.path.insert(0, HERE)
from import_phases import resident_mb  # noqa: E402


def routes(args):
    """Child: reopen to first route, RSS after it, then liblift and OSRM on the same pairs."""
    import liftlib
    import osrmlib
    from pairs import random_pairs
    before = resident_mb()
    lib = liftlib.load(args.lib)
    bbox = [float(x) for x in open(args.pbf + ".bbox").read().split()]
    # The pairs file beside the store, where the parent's `space` run reads the same pairs.
    pairs, _ = random_pairs(bbox, args.pairs, 1, os.path.dirname(os.path.abspath(args.store)))
    request = lambda a, b: json.dumps({"stops": [{"lat": a[0], "lon": a[1]}, {"lat": b[0], "lon": b[1]}],
                                       "geometry": "polyline6"}).encode()
    first = request(*pairs[0])
    loaded = resident_mb()
    t = time.perf_counter()
    store = liftlib.open_store(lib, args.store)
    rc, _ = liftlib.call(lib, lib.lift_route, store, first)
    reopen_ms = (time.perf_counter() - t) * 1000
    after = resident_mb()
    engine = osrmlib.osrm.OSRM(storage_config=args.osrm, use_shared_memory=False)
    # Two passes over the pairs: the first in a fresh process reads the network's chunks as the
    # routes reach them (OSRM reads its files whole at open); the second has them in memory.
    passes = []
    for _ in range(2):
        lift_us, osrm_us, ok = [], [], 0
        for a, b in pairs:
            req = request(a, b)
            t0 = time.perf_counter_ns()
            rc, _ = liftlib.call(lib, lib.lift_route, store, req)
            lift_us.append((time.perf_counter_ns() - t0) / 1000)
            ok += rc == 0
            osrm_us.append(osrmlib.timed_route(engine, a, b))
        passes.append((lift_us, osrm_us, ok))
    median = lambda v: sorted(v)[len(v) // 2]
    (first, osrm_first, ok), (second, osrm_second, _) = passes
    print(json.dumps({"reopen_ms": reopen_ms, "rss_after_first_route_mb": after - loaded, "rss_python_mb": before,
                      "route_us": median(first), "route_second_pass_us": median(second),
                      "osrm_route_us": median(osrm_first), "osrm_route_second_pass_us": median(osrm_second),
                      "routed": ok, "pairs": len(pairs)}))


def run_json(cmd):
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def exponent(xs, ys):
    """Least-squares slope of log y against log x."""
    pts = [(math.log(x), math.log(y)) for x, y in zip(xs, ys) if x > 0 and y and y > 0]
    if len(pts) < 2:
        return None
    mx = sum(p[0] for p in pts) / len(pts)
    my = sum(p[1] for p in pts) / len(pts)
    den = sum((p[0] - mx) ** 2 for p in pts)
    return sum((p[0] - mx) * (p[1] - my) for p in pts) / den if den else None


def city(k):
    """The K x K synthetic city's PBF, generated on first use."""
    pbf = os.path.join(OUT, f"synthetic-{k}x{k}.osm.pbf")
    if not os.path.exists(pbf + ".bbox"):
        subprocess.run([os.path.join(HERE, "synth_city"), HELSINKI, pbf, str(k)], check=True, stdout=subprocess.DEVNULL)
    return pbf


def measure(args, k):
    pbf = city(k)
    work = tempfile.mkdtemp(prefix=f"scale-{k}-", dir=args.work)
    store = os.path.join(work, "scale.lift")
    row = {"k": k}
    row.update(run_json([sys.executable, os.path.join(HERE, "import_phases.py"), "--lib", args.lib, "--pbf", pbf, "--store", store]))
    print(f"  {k}x{k}: liblift import {row['total_s']} s {row['phases_s']}, peak {row['peak_rss_mb']} MB", flush=True)
    osrm_files, row["osrm_prepare_s"] = osrm_prepared(args, k, pbf, work)
    print(f"  {k}x{k}: OSRM extract + contract {row['osrm_prepare_s']} s", flush=True)
    row.update(run_json([sys.executable, os.path.abspath(__file__), "routes", "--lib", args.lib, "--pbf", pbf,
                         "--store", store, "--osrm", osrm_files, "--pairs", str(args.pairs)]))
    if args.tool:
        out = subprocess.run([args.tool, "space", pbf, os.path.join(work, "pairs.txt")], check=True, capture_output=True, text=True).stdout
        m = re.search(r"relaxed median \S+ p90 \S+ mean (\S+)", out)
        row["relaxed_per_search"] = float(m.group(1)) if m else None
    if not args.keep:
        shutil.rmtree(work, ignore_errors=True)
    print(f"  {k}x{k}: {json.dumps(row)}", flush=True)
    return row


def osrm_prepared(args, k, pbf, work):
    """OSRM's files for size k and the seconds extract + contract took. With --osrm-cache they are
    made once into that folder and reused by later runs (OSRM's side does not change with
    liblift's build), the seconds kept beside them from the run that made them."""
    import osrmlib
    folder = os.path.join(args.osrm_cache, f"{k}x{k}") if args.osrm_cache else work
    done = os.path.join(folder, "prepare.json")
    if args.osrm_cache and os.path.exists(done):
        with open(done) as f:
            kept = json.load(f)
        return kept["osrm"], kept["osrm_prepare_s"]
    os.makedirs(folder, exist_ok=True)
    t = time.perf_counter()
    files = osrmlib.prepare(pbf, folder)
    seconds = round(time.perf_counter() - t, 2)
    if args.osrm_cache:
        with open(done, "w") as f:
            json.dump({"osrm": files, "osrm_prepare_s": seconds}, f)
    return files, seconds


ROWS = [
    ("import, s", lambda r: r["total_s"]),
    ("of which read, s", lambda r: r["phases_s"].get("read")),
    ("of which graph, s", lambda r: r["phases_s"].get("graph")),
    ("of which contract, s", lambda r: r["phases_s"].get("contract")),
    ("of which places, s", lambda r: r["phases_s"].get("places")),
    ("of which write (its one transaction, then SQLite's checkpoint), s", lambda r: r["phases_s"].get("write")),
    ("import peak RSS over the process's before it, MB (bytes per vertex)", lambda r: r["peak_rss_mb"] - r["rss_before_mb"]),
    ("reopen to first route, ms", lambda r: r["reopen_ms"]),
    ("RSS after first route, MB", lambda r: r["rss_after_first_route_mb"]),
    ("route, random pairs, µs (from Python), first pass in a fresh process", lambda r: r["route_us"]),
    ("route, the same pairs again, µs (from Python)", lambda r: r.get("route_second_pass_us")),
    ("edges relaxed per search", lambda r: r.get("relaxed_per_search")),
    ("OSRM extract + contract, s", lambda r: r["osrm_prepare_s"]),
    ("OSRM route, µs, first pass", lambda r: r["osrm_route_us"]),
    ("OSRM route again, µs", lambda r: r.get("osrm_route_second_pass_us")),
]


def table(rows):
    vs = [r["vertices"] for r in rows]
    head = "| SYNTHETIC city (Helsinki tiled K x K) | " + " | ".join(f"{r['k']}x{r['k']}: {r['vertices'] / 1000:,.0f}k" for r in rows) \
        + " | growth exponent (fit; last step) |"
    lines = [head, "|" + "---|" * (len(rows) + 2)]
    for name, get in ROWS:
        ys = [get(r) for r in rows]
        if all(y is None for y in ys):
            continue
        cells = []
        for r, y in zip(rows, ys):
            if y is None:
                cells.append("")
            elif name.startswith("import peak"):
                cells.append(f"{y:,.0f} ({y * 1048576 / r['vertices']:,.0f})")
            else:
                cells.append(f"{y:,.3g}" if y < 100 else f"{y:,.0f}")
        fit = exponent(vs, ys)
        last = exponent(vs[-2:], ys[-2:]) if len(rows) > 1 else None
        growth = "" if fit is None else f"{fit:.2f}" + ("" if last is None else f"; {last:.2f}")
        lines.append(f"| {name} | " + " | ".join(cells) + f" | {growth} |")
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(allow_abbrev=False)
    sub = ap.add_subparsers(dest="command")
    r = sub.add_parser("routes")
    for a in ("--lib", "--pbf", "--store", "--osrm"):
        r.add_argument(a, required=True)
    r.add_argument("--pairs", type=int, default=1000)
    ap.add_argument("--lib")
    ap.add_argument("--tool")
    ap.add_argument("--sizes", default="5,10,20,35")
    ap.add_argument("--pairs", type=int, default=1000)
    ap.add_argument("--work", default=None, help="folder for the stores and OSRM files (default: a temporary one)")
    ap.add_argument("--keep", action="store_true")
    ap.add_argument("--osrm-cache", default=None, help="folder keeping OSRM's files and prepare times per size across runs")
    ap.add_argument("--osrm-only", action="store_true", help="only fill --osrm-cache")
    args = ap.parse_args()
    if args.command == "routes":
        return routes(args)
    os.makedirs(OUT, exist_ok=True)
    rows = []
    print(f"== scale benchmark, SYNTHETIC cities (Helsinki tiled K x K, not real geography), sizes {args.sizes}", flush=True)
    for k in [int(x) for x in args.sizes.split(",")]:
        if args.osrm_only:
            print(f"  {k}x{k}: OSRM extract + contract {osrm_prepared(args, k, city(k), None)[1]} s", flush=True)
            continue
        rows.append(measure(args, k))
        with open(os.path.join(OUT, "scale.json"), "w") as f:
            json.dump(rows, f, indent=1)
        print(table(rows), flush=True)


if __name__ == "__main__":
    main()
