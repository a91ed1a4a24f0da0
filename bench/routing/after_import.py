"""What an import leaves in its process: a fresh process opens STORE, imports PBF (car), then
routes one request; prints the resident memory the import added, the first route's time and the
memory after it (MB over the process's before the open).
  python3 bench/routing/after_import.py LIB PBF STORE REQUEST_JSON"""
import ctypes, json, os, sys, time
def rss():
    with open("/proc/self/status") as f:
        return next(int(l.split()[1]) / 1024 for l in f if l.startswith("VmRSS:"))
lib = ctypes.CDLL(sys.argv[1]); P = ctypes.c_void_p
lib.lift_open.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.POINTER(P), ctypes.POINTER(P)]
lib.lift_save.argtypes = [P, ctypes.c_char_p, ctypes.POINTER(P)]
lib.lift_route.argtypes = [P, ctypes.c_char_p, ctypes.POINTER(P)]
store, out = P(), P()
before = rss()
assert lib.lift_open(sys.argv[3].encode(), None, ctypes.byref(store), ctypes.byref(out)) == 0
req = json.dumps({"kind": "road_network", "road_network": {"path": os.path.abspath(sys.argv[2]), "profile": "car"}}).encode()
assert lib.lift_save(store, req, ctypes.byref(out)) == 0
imported = rss()
t = time.perf_counter()
rc = lib.lift_route(store, sys.argv[4].encode(), ctypes.byref(out))
ms = (time.perf_counter() - t) * 1000
print(f"{os.path.basename(sys.argv[1])} after import {imported - before:.1f} MB, first route {ms:.1f} ms rc {rc}, after it {rss() - before:.1f} MB")
