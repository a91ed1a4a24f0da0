"""Reopen to first route, in a fresh process (the caller's caches the decoded network): lift_open,
read and decode the stored network, route one pair. Timed from lift_open to the answer, the
library already loaded. Prints "seconds rc".   python reopen.py LIBLIFT STORE REQUEST_JSON"""
import ctypes, sys, time

lib = ctypes.CDLL(sys.argv[1])
P = ctypes.c_void_p
lib.lift_open.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.POINTER(P), ctypes.POINTER(P)]
lib.lift_route.argtypes = [P, ctypes.c_char_p, ctypes.POINTER(P)]
store, out = P(), P()
t = time.perf_counter()
lib.lift_open(sys.argv[2].encode(), None, ctypes.byref(store), ctypes.byref(out))
rc = lib.lift_route(store, sys.argv[3].encode(), ctypes.byref(out))
print(time.perf_counter() - t, rc)
