"""liblift through its C contract with ctypes, for the routing bench scripts (compare.py, diag.py,
responses.py). A call goes the way the shipped Python binding's hot path does
(bindings/python/lift/_raw.py `call_function`): the out string is a c_char_p whose .value copies
the answer without a foreign call of its own, and that same object goes to lift_free."""
import ctypes
import json
import os

P = ctypes.c_void_p


def load(path):
    lib = ctypes.CDLL(os.path.abspath(path))
    for name in ("lift_save", "lift_load", "lift_route"):
        getattr(lib, name).argtypes = [P, ctypes.c_char_p, ctypes.POINTER(ctypes.c_char_p)]
    lib.lift_open.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.POINTER(P), ctypes.POINTER(P)]
    lib.lift_close.argtypes = [P]
    lib.lift_free.argtypes = [P]
    # A second function object for lift_free taking the c_char_p itself (lib[name] makes a new one).
    lib.free_text = lib["lift_free"]
    lib.free_text.restype = None
    lib.free_text.argtypes = [ctypes.c_char_p]
    return lib


def call(lib, fn, store, req):
    """(status, answer bytes) of one request (a dict, or bytes prepared beforehand)."""
    out = ctypes.c_char_p()
    rc = fn(store, req if isinstance(req, bytes) else json.dumps(req).encode(), out)
    try:
        return rc, out.value or b"{}"
    finally:
        lib.free_text(out)


def open_store(lib, path):
    store, out = P(), P()
    rc = lib.lift_open(path.encode(), None, ctypes.byref(store), ctypes.byref(out))
    lib.lift_free(out)
    assert rc == 0, rc
    return store
