"""Writes every answer of a request file (one JSON request a line) to OUT, one a line, as
lift_route returns it: `cmp` two builds' outputs to check a change keeps answers byte-identical.
  python3 answers.py LIB STORE REQUESTS OUT"""
import ctypes
import os
import sys

lib = ctypes.CDLL(os.path.abspath(sys.argv[1]))
P = ctypes.c_void_p
lib.lift_open.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.POINTER(P), ctypes.POINTER(P)]
lib.lift_route.argtypes = [P, ctypes.c_char_p, ctypes.POINTER(P)]
lib.lift_free.argtypes = [P]
store, out = P(), P()
assert lib.lift_open(sys.argv[2].encode(), None, ctypes.byref(store), ctypes.byref(out)) == 0
lib.lift_free(out)
with open(sys.argv[3], "rb") as requests, open(sys.argv[4], "wb") as answers:
    for line in requests:
        if not line.strip(): continue
        rc = lib.lift_route(store, line.strip(), ctypes.byref(out))
        answers.write(b"%d " % rc + ctypes.string_at(out.value) + b"\n")
        lib.lift_free(out)
