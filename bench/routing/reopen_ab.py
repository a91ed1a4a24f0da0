"""Reopen to first route (reopen.py, a fresh process each) for several (library, store) pairs,
interleaved ROUNDS times; prints each pair's median and p90 and its ratio to the first pair's:
  python3 reopen_ab.py ROUNDS LIB_A STORE_A [LIB_B STORE_B ...]"""
import os
import statistics
import subprocess
import sys

REQUEST = '{"stops":[{"lat":60.1699,"lon":24.9384},{"lat":60.1618,"lon":24.9470}],"profile":"car"}'
here = os.path.dirname(os.path.abspath(__file__))
rounds, rest = int(sys.argv[1]), sys.argv[2:]
pairs = list(zip(rest[0::2], rest[1::2]))
times = {p: [] for p in pairs}
for _ in range(rounds):
    for lib, store in pairs:
        out = subprocess.run([sys.executable, os.path.join(here, "reopen.py"), lib, store, REQUEST],
                             capture_output=True, text=True, check=True).stdout.split()
        assert out[1] == "0", out
        times[(lib, store)].append(float(out[0]) * 1000)
base = statistics.median(times[pairs[0]])
for p in pairs:
    t = sorted(times[p])
    med = statistics.median(t)
    print(f"{p[0]} {p[1]}: median {med:.1f} ms, p90 {t[int(len(t) * 0.9) - 1 if len(t) >= 10 else -1]:.1f} ms (x{med / base:.3f})")
