#!/usr/bin/env python3
"""The code and data a single lift_route call touches, by object: distinct 64-byte lines and 4 KiB
pages of instructions executed, and instructions, in the last call of a load_loop run (callgrind
zeroes its counts at every entry to lift_route, so earlier calls and one-time work drop out).
A cold call pays roughly one cache miss per line and one TLB walk per page: the footprint, not
the instruction count, is what a call made between other work (compare.py interleaves OSRM) costs.
  python3 footprint.py LIB STORE REQUEST_LINE..."""
import collections, os, shutil, subprocess, sys, tempfile

lib, store, requests = sys.argv[1], sys.argv[2], sys.argv[3:]
here = os.path.dirname(os.path.abspath(__file__))
loop = os.path.join(here, "..", "load_loop")
totals = collections.defaultdict(lambda: [0, 0, 0])
for request in requests:
    work = tempfile.mkdtemp()
    # valgrind cannot read the Swift debug info of a release build: symbols are enough.
    subprocess.run(["objcopy", "--strip-debug", lib, os.path.join(work, "liblift.so.1")], check=True)
    with open(os.path.join(work, "req.txt"), "w") as f:
        f.write(request.strip() + "\n")
    out = os.path.join(work, "cg.out")
    # Rounds of the same request: the last, alone, is what is counted (the first ones also build
    # what the network builds lazily).
    subprocess.run(["valgrind", "--tool=callgrind", "--dump-instr=yes", "--compress-pos=no", "--compress-strings=no",
                    "--toggle-collect=lift_route", "--zero-before=lift_route", f"--callgrind-out-file={out}",
                    loop, store, "@" + os.path.join(work, "req.txt"), "4", "route"],
                   check=True, capture_output=True, env=dict(os.environ, LD_LIBRARY_PATH=work))
    ir = collections.Counter()
    obj, in_call = "?", False
    for line in open(out):
        if line.startswith("ob="):
            obj = os.path.basename(line[3:].strip())
        elif line.startswith("calls="):
            in_call = True   # the next cost line is the call's inclusive cost, not an instruction's
        elif line.startswith("0x"):
            parts = line.split()
            if in_call:
                in_call = False
                continue
            if len(parts) > 2 and int(parts[2]) > 0:
                ir[(obj, int(parts[0], 16))] += int(parts[2])
    per = collections.defaultdict(lambda: (set(), set(), [0]))
    for (o, a), n in ir.items():
        lines, pages, count = per[o]
        lines.add(a >> 6)
        pages.add(a >> 12)
        count[0] += n
    for o, (lines, pages, count) in per.items():
        t = totals[o]
        t[0] += len(lines); t[1] += len(pages); t[2] += count[0]
    shutil.rmtree(work)

n = len(requests)
print(f"{'object':32} {'code lines':>10} {'code pages':>10} {'instructions':>12}   (per call, mean of {n})")
for o, (lines, pages, count) in sorted(totals.items(), key=lambda kv: -kv[1][0]):
    print(f"{o:32} {lines / n:10.0f} {pages / n:10.0f} {count / n:12.0f}")
all_ = [sum(t[i] for t in totals.values()) / n for i in range(3)]
print(f"{'total':32} {all_[0]:10.0f} {all_[1]:10.0f} {all_[2]:12.0f}")
