"""tools/leaks.py LOG — fails when LeakSanitizer reported a leak that liblift allocated.

`make asan` runs the Swift tests with leak detection on and no suppressions, so every leak is
listed; XCTest keeps its own bookkeeping (test cases, suites, observers) alive until exit, and a
suppression such as `leak:XCTest` would hide every leak (each test runs under XCTest frames). So
instead: a leak counts when one of the first FRAMES frames of its allocation stack is liblift's
(a Lift* module or a lift_* function), i.e. liblift allocated it; the test targets' own frames do not.
"""

from __future__ import annotations

import re
import sys

FRAMES = 8
LIFT = re.compile(r"(\d+Lift(Core|SQLite|JSON|Routing|Remote|Crypto|OSMReader)?[A-Z0-9_]|\blift_[a-z_]+\b)")


def main(path: str) -> int:
    text = open(path, errors="replace").read()
    blocks = re.split(r"\n(?=(?:Direct|Indirect) leak of )", text)
    leaks = [b for b in blocks if b.startswith(("Direct leak", "Indirect leak"))]
    ours = []
    for block in leaks:
        frames = re.findall(r"#\d+ 0x[0-9a-f]+ in (\S+)", block)[:FRAMES]
        if any(LIFT.search(f) and "Tests" not in f for f in frames):
            ours.append(block.split("\n\n")[0])
    print(f"leaks: {len(leaks)} reported, {len(ours)} allocated by liblift")
    for block in ours[:20]:
        print(block, end="\n\n")
    return 1 if ours else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
