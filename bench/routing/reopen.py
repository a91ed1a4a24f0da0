"""Reopen to first route, in a fresh process (the caller's caches the decoded network): lift_open,
read and decode the stored network, route one pair. Timed from lift_open to the answer, the
library already loaded. Prints "seconds rc"; with --rss a third field, the resident memory (MB)
the open and the route added.   python reopen.py LIBLIFT STORE REQUEST_JSON [--rss]"""
import ctypes, sys, time


def resident_mb():
    with open("/proc/self/status") as f:
        return next(int(line.split()[1]) / 1024 for line in f if line.startswith("VmRSS:"))


lib = ctypes.CDLL(sys.argv[1])
P = ctypes.c_void_p
lib.lift_open.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.POINTER(P), ctypes.POINTER(P)]
lib.lift_route.argtypes = [P, ctypes.c_char_p, ctypes.POINTER(P)]
store, out = P(), P()
before = resident_mb()
t = time.perf_counter()
lib.lift_open(sys.argv[2].encode(), None, ctypes.byref(store), ctypes.byref(out))
rc = lib.lift_route(store, sys.argv[3].encode(), ctypes.byref(out))
elapsed = time.perf_counter() - t
print(elapsed, rc, *([f"{resident_mb() - before:.1f}"] if "--rss" in sys.argv[4:] else []))
