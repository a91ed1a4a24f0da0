"""liblift through its C contract with ctypes, for the routing bench scripts (compare.py, diag.py)."""
import ctypes
import json
import os

P = ctypes.c_void_p


def load(path):
    lib = ctypes.CDLL(os.path.abspath(path))
    for name in ("lift_save", "lift_route"):
        getattr(lib, name).argtypes = [P, ctypes.c_char_p, ctypes.POINTER(P)]
    lib.lift_open.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.POINTER(P), ctypes.POINTER(P)]
    lib.lift_close.argtypes = [P]
    lib.lift_free.argtypes = [P]
    return lib


def call(lib, fn, store, req):
    """(status, answer bytes) of one request (a dict, or bytes prepared beforehand)."""
    out = P()
    rc = fn(store, req if isinstance(req, bytes) else json.dumps(req).encode(), ctypes.byref(out))
    text = ctypes.string_at(out.value) if out.value else b"{}"
    lib.lift_free(out)
    return rc, text


def open_store(lib, path):
    store, out = P(), P()
    rc = lib.lift_open(path.encode(), None, ctypes.byref(store), ctypes.byref(out))
    lib.lift_free(out)
    assert rc == 0, rc
    return store
