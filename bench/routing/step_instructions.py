#!/usr/bin/env python3
"""Where the price of `"steps": true` goes, in instructions: ab_route under callgrind
(`--toggle-collect=lift_route`) over REQUESTS without and with steps, one round and three, so the
first round's one-off work (a network's chunks, its junction facts) drops out: rounds 2-3 per
call. Prints both costs, their ratio, and the parts of the stepped call (inclusive, in shares of
an unstepped call). Stable to a fraction of a percent where timings move by several.
  python3 step_instructions.py LIB STORE STORE_COPY REQUESTS   (make_store.py's outputs)"""
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

# Functions whose inclusive cost is a part of the stepped call (mangled-name fragments).
PARTS = [
    ("making steps", ["5StepsC5steps_8previous"]),
    ("  junction tests", ["5StepsC8junction2at_"]),
    ("  cutting step lines", ["5StepsC3cut_"]),
    ("writing steps", ["04StepB0O5write_7numbers2toyx_AC7NumbersOAA15JSONStreamArrayVtAA13WritableStepsRzlFZ0A4Core03LegK0V_"]),
    ("  numbers", ["JSONBytesV11fixedTenths", "JSONBytesV15fixedMillionths", "JSONBytesV7integeryys5Int64VF"]),
    ("  instructions", ["11InstructionO8withHead_5named_"]),
]


def callgrind(lib, store, store_copy, requests, rounds, work):
    """The run's instructions in lift_route, and its inclusive cost per function name."""
    out = os.path.join(work, f"cg-{os.path.basename(requests)}-{rounds}.out")
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", "--toggle-collect=lift_route",
                    os.path.join(HERE, "ab_route"), requests, str(rounds), lib, store, lib, store_copy],
                   check=True, capture_output=True)
    text = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", out],
                          check=True, capture_output=True, text=True).stdout
    total = int(re.search(r"^summary:\s+(\d+)", open(out).read(), re.M).group(1))
    inclusive = {}
    for line in text.splitlines():
        m = re.match(r"\s*([\d,]+)\s+\(\s*[\d.]+%\)\s+\S*?:(\S+)", line)
        if m:
            inclusive[m.group(2)] = inclusive.get(m.group(2), 0) + int(m.group(1).replace(",", ""))
    return total, inclusive


def part(inclusive, fragments):
    """Per fragment the function it names, not the closures inside it (their names extend its
    own, and their cost is already in its inclusive cost)."""
    total = 0
    for f in fragments:
        names = [name for name in inclusive if f in name]
        if names:
            total += inclusive[min(names, key=len)]
    return total


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    lib, store, store_copy, requests = (os.path.abspath(a) for a in sys.argv[1:])
    work = tempfile.mkdtemp(prefix="lift-step-instructions-")
    # Valgrind does not read the debug info Swift writes into the library: a copy without it.
    stripped = os.path.join(work, "liblift.so")
    subprocess.run(["objcopy", "--strip-debug", lib, stripped], check=True)
    lib = stripped
    stepped = os.path.join(work, "stepped.txt")
    lines = [line.rstrip("\n") for line in open(requests) if line.strip()]
    with open(stepped, "w") as f:
        for line in lines:
            f.write(line[: line.rindex("}")] + ', "steps": true}\n')
    calls = 2 * len(lines) * 2   # rounds 2-3, builds A and B
    steady = {}
    for name, path in (("without steps", requests), ("with steps", stepped)):
        one, inc1 = callgrind(lib, store, store_copy, path, 1, work)
        three, inc3 = callgrind(lib, store, store_copy, path, 3, work)
        steady[name] = ((three - one) / calls, {k: (inc3.get(k, 0) - inc1.get(k, 0)) / calls for k in inc3})
    base, _ = steady["without steps"]
    cost, parts = steady["with steps"]
    print(f"instructions a call, rounds 2-3: without steps {base / 1000:.1f}k, with steps {cost / 1000:.1f}k, "
          f"ratio {cost / base:.3f}x")
    for label, fragments in PARTS:
        print(f"{label:24s} {part(parts, fragments) / base * 100:5.1f}% of a call without steps")


if __name__ == "__main__":
    main()
