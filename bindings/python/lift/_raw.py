"""Raw ctypes layer over include/lift.h.

Everything here works on bytes and integer handles, with no JSON decoding, so that tests (and
callers who already hold JSON text) can send arbitrary bytes: malformed JSON, embedded NUL bytes,
invalid UTF-8, huge payloads. The friendly API lives in :mod:`lift` (``lift.Store``).

Library lookup order (first hit wins):

1. the environment variable ``LIFT_LIBRARY`` (a path to the shared object; used alone when set);
2. ``liblift.so.1`` or ``liblift.so`` beside this package: the copy a wheel bundles
   (``lift/liblift.so.1``, its dependencies in ``liblift.libs/`` found through its RPATH);
3. in a checkout only (``<repo>/include/lift.h`` exists; this file is
   ``<repo>/bindings/python/lift/_raw.py``), the repository's build folder ``<repo>/build``;
4. the dynamic loader's own search (``liblift.so.1`` on ``LD_LIBRARY_PATH`` / ld.so.cache).

The ImportError raised when none loads lists every place tried, in order, with why it failed.
"""

from __future__ import annotations

import ctypes
import json
import os
from pathlib import Path
from typing import Any, Callable, Dict, NamedTuple, Optional, Tuple, Union

#: The ABI major this binding was written against (LIFT_ABI_VERSION in include/lift.h).
EXPECTED_ABI_VERSION = 1

#: Status codes, mirrored from include/lift.h.
LIFT_OK = 0
LIFT_E_INVALID_REQUEST = -1
LIFT_E_MISUSE = -2
LIFT_E_CONFLICT = -3
LIFT_E_NOT_FOUND = -4
LIFT_E_IO = -5
LIFT_E_CORRUPT = -6
LIFT_E_BUSY = -7
LIFT_E_UNSUPPORTED = -8
LIFT_E_UNAUTHORIZED = -9
LIFT_E_UNAVAILABLE = -10
LIFT_E_NO_MEMORY = -11
LIFT_E_INTERNAL = -12
LIFT_E_CANCELLED = -13

#: The verbs that take (store, request_json, out_json).
VERBS = ("save", "load", "remove", "route")

_PACKAGE_DIR = Path(__file__).resolve().parent
_SONAME = "liblift.so.1"
_LOADER_SEARCH = f"{_SONAME} (the dynamic loader's search: LD_LIBRARY_PATH, ld.so.cache, /usr/lib)"


def _candidates() -> list[str]:
    """Every place to try, in order; a bare name is left to the dynamic loader's search."""
    env = os.environ.get("LIFT_LIBRARY")
    if env:
        # An explicit choice: use it or fail, never fall back silently.
        return [env]
    folders = [_PACKAGE_DIR]
    repo = _PACKAGE_DIR.parent.parent.parent
    if (repo / "include" / "lift.h").is_file():
        # Only in a checkout: from site-packages this would be some unrelated <prefix>/lib/build.
        folders.append(repo / "build")
    found = [str(folder / name) for folder in folders for name in (_SONAME, "liblift.so")]
    found.append(_SONAME)
    return found


def _load() -> tuple[ctypes.CDLL, str]:
    tried: list[str] = []
    for path in _candidates():
        if os.sep in path and not os.path.lexists(path):
            tried.append(f"{path}: no such file")
            continue
        try:
            return ctypes.CDLL(path), path
        except OSError as exc:
            tried.append(f"{_LOADER_SEARCH if path == _SONAME else path}: {exc}")
    if os.environ.get("LIFT_LIBRARY"):
        hint = "LIFT_LIBRARY is set, so nothing else was tried; unset it or point it at liblift.so.1"
    else:
        hint = (
            "install the liblift wheel (`make wheel` at the repository root, then pip install "
            "build/wheel/dist/liblift-*.whl), set LIFT_LIBRARY to the path of liblift.so.1, "
            "or install the library where the dynamic loader finds it (`make install`)"
        )
    raise ImportError("lift: cannot load liblift; tried, in order:\n  " + "\n  ".join(tried) + "\n" + hint)


lib, library_path = _load()

_c_store_p = ctypes.c_void_p  # lift_store * (opaque)
_c_out_str = ctypes.POINTER(ctypes.c_void_p)  # char ** (read as void* so we can free it)

#: typedef int32_t (*lift_transport_fn)(void *ctx, const char *url, const char *headers_json,
#:                                      int32_t *http_status, char **body, size_t *body_len);
TRANSPORT_FN = ctypes.CFUNCTYPE(
    ctypes.c_int32,
    ctypes.c_void_p,
    ctypes.c_char_p,
    ctypes.c_char_p,
    ctypes.POINTER(ctypes.c_int32),
    ctypes.POINTER(ctypes.c_void_p),
    ctypes.POINTER(ctypes.c_size_t),
)

#: typedef void (*lift_log_fn)(void *ctx, int32_t level, const char *message);
LOG_FN = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int32, ctypes.c_char_p)

_SIGNATURES = {
    # int32_t lift_open(const char *path, const char *options_json, lift_store **out, char **out_json)
    "lift_open": (ctypes.c_int32, [ctypes.c_char_p, ctypes.c_char_p, ctypes.POINTER(_c_store_p), _c_out_str]),
    # int32_t lift_close(lift_store *store)
    "lift_close": (ctypes.c_int32, [_c_store_p]),
    # int32_t lift_<verb>(lift_store *store, const char *request_json, char **out_json)
    "lift_save": (ctypes.c_int32, [_c_store_p, ctypes.c_char_p, _c_out_str]),
    "lift_load": (ctypes.c_int32, [_c_store_p, ctypes.c_char_p, _c_out_str]),
    "lift_remove": (ctypes.c_int32, [_c_store_p, ctypes.c_char_p, _c_out_str]),
    "lift_route": (ctypes.c_int32, [_c_store_p, ctypes.c_char_p, _c_out_str]),
    # int32_t lift_set_transport(lift_store *store, lift_transport_fn fn, void *ctx,
    #                            void (*free_body)(void *))
    # fn and free_body are passed as plain pointers (TRANSPORT_FN instances / libc free) so that
    # NULL can be sent for either.
    "lift_set_transport": (ctypes.c_int32, [_c_store_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p]),
    # int32_t lift_set_log(lift_log_fn fn, void *ctx)   -- fn as a plain pointer, so NULL can be sent
    "lift_set_log": (ctypes.c_int32, [ctypes.c_void_p, ctypes.c_void_p]),
    # void lift_free(char *p)
    "lift_free": (None, [ctypes.c_void_p]),
    # const char *lift_version(void)   -- static, never freed
    "lift_version": (ctypes.c_char_p, []),
    # uint32_t lift_abi_version(void)
    "lift_abi_version": (ctypes.c_uint32, []),
    # const char *lift_status_name(int32_t status)   -- static, never freed
    "lift_status_name": (ctypes.c_char_p, [ctypes.c_int32]),
}


def _bind(name: str) -> None:
    restype, argtypes = _SIGNATURES[name]
    try:
        fn = getattr(lib, name)
    except AttributeError as exc:
        raise ImportError(f"lift: {library_path} does not export {name}: {exc}") from None
    fn.restype = restype
    fn.argtypes = argtypes


# The ABI first: a library of another ABI may well lack some of the functions below.
_bind("lift_abi_version")
_abi = int(lib.lift_abi_version())
if _abi != EXPECTED_ABI_VERSION:
    raise ImportError(
        f"lift: ABI mismatch: this binding expects liblift ABI {EXPECTED_ABI_VERSION}, "
        f"but {library_path} reports ABI {_abi} (lift_abi_version()); "
        f"install a matching liblift.so.{EXPECTED_ABI_VERSION} or a matching binding"
    )
for _name in _SIGNATURES:
    _bind(_name)


class RawResult(NamedTuple):
    """A status and the response bytes (``None`` when the library wrote NULL)."""

    status: int
    body: Optional[bytes]


Handle = Union[int, None, ctypes.c_void_p]


def _as_handle(handle: Handle) -> ctypes.c_void_p:
    if isinstance(handle, ctypes.c_void_p):
        return handle
    return ctypes.c_void_p(handle)


def take_string(ptr: Optional[int]) -> Optional[bytes]:
    """Copy a library-owned string out and release it with lift_free (NULL -> None)."""
    if not ptr:
        return None
    try:
        return ctypes.string_at(ptr)
    finally:
        lib.lift_free(ptr)


def open_store(path: Optional[bytes], options: Optional[bytes]) -> tuple[int, Optional[int], Optional[bytes]]:
    """lift_open: returns (status, handle or None, response bytes or None)."""
    out = _c_store_p(None)
    out_json = ctypes.c_void_p(None)
    status = lib.lift_open(path, options, ctypes.byref(out), ctypes.byref(out_json))
    return int(status), out.value, take_string(out_json.value)


def close_store(handle: Handle) -> int:
    """lift_close on any handle value (including stale or made-up ones)."""
    return int(lib.lift_close(_as_handle(handle)))


def call(verb: str, handle: Handle, request: Optional[bytes]) -> RawResult:
    """lift_<verb>(handle, request, &out_json): request bytes are passed as-is (None -> NULL)."""
    fn = _VERB_FUNCS.get(verb)
    if fn is None:
        raise ValueError(f"unknown verb {verb!r}; expected one of {VERBS}")
    return RawResult(*call_function(fn, handle, request))


def call_function(fn: Any, handle: Handle, request: Optional[bytes]) -> Tuple[int, Optional[bytes]]:
    """One call of a _VERB_FUNCS function: (status, response bytes or None), the string released.

    The hot path of every call. The out string is a c_char_p: its .value copies the bytes without
    a foreign call of its own (ctypes.string_at is one: a load through string_at + lift_free took
    10.4 µs, this 9.6 µs), and the same object is handed to lift_free. argtypes convert an int
    handle and pass `out` by reference themselves (no byref object)."""
    out = _c_char_p()
    status = fn(handle, request, out)
    try:
        return status, out.value
    finally:
        _free_c_char_p(out)  # lift_free(NULL) does nothing


def _out_as_c_char_p(name: str, argtypes: list[Any]) -> Any:
    """A second function object for `name` (lib[name] makes a new one; lib.name stays as
    _SIGNATURES declares it) whose char ** / char * parameters are c_char_p."""
    fn = lib[name]
    fn.restype = _SIGNATURES[name][0]
    fn.argtypes = argtypes
    return fn


_c_char_p = ctypes.c_char_p
_VERB_FUNCS = {verb: _out_as_c_char_p("lift_" + verb, [_c_store_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_char_p)])
               for verb in VERBS}
_free_c_char_p = _out_as_c_char_p("lift_free", [ctypes.c_char_p])


# Transport bodies are allocated with the C library's malloc and released by liblift through the
# C library's free (the free_body callback), so no Python code runs for the release.
_libc = ctypes.CDLL(None)
_libc.malloc.restype = ctypes.c_void_p
_libc.malloc.argtypes = [ctypes.c_size_t]
#: The address of libc free(), given to lift_set_transport as free_body.
LIBC_FREE = ctypes.cast(_libc.free, ctypes.c_void_p).value

#: A Python transport: (url, headers) -> (http_status, body), or None when no response arrived.
Transport = Callable[[str, Dict[str, str]], Optional[Tuple[int, bytes]]]


def make_transport(fn: Transport) -> Any:
    """Wrap a Python transport as a lift_transport_fn. Keep the result alive while registered.

    The wrapper never lets an exception reach liblift: an exception, a bad return value or a
    failed allocation count as "no response arrived" (non-zero).
    """

    def callback(ctx: Optional[int], url: Optional[bytes], headers_json: Optional[bytes],
                 http_status: Any, body: Any, body_len: Any) -> int:
        try:
            body[0] = None
            body_len[0] = 0
            headers = json.loads(headers_json.decode("utf-8")) if headers_json else {}
            result = fn(url.decode("utf-8") if url else "", headers)
            if result is None:
                return 1
            status, data = result
            data = bytes(data)
            http_status[0] = int(status)
            if data:
                buf = _libc.malloc(len(data))
                if not buf:
                    return 1
                ctypes.memmove(buf, data, len(data))
                body[0] = buf
                body_len[0] = len(data)
            return 0
        except BaseException:  # noqa: BLE001 - must not unwind into C
            return 1

    return TRANSPORT_FN(callback)


def set_transport(handle: Handle, transport: Any, free_body: Optional[int] = LIBC_FREE) -> int:
    """lift_set_transport(handle, transport or NULL, NULL ctx, free_body)."""
    fn = ctypes.cast(transport, ctypes.c_void_p) if transport is not None else None
    return int(lib.lift_set_transport(_as_handle(handle), fn, None, free_body))


def version() -> str:
    raw = lib.lift_version()
    return raw.decode("utf-8") if raw is not None else ""


def abi_version() -> int:
    return int(lib.lift_abi_version())


def status_name(status: int) -> str:
    raw = lib.lift_status_name(int(status))
    return raw.decode("utf-8") if raw is not None else ""


#: The registered log callback, kept alive while liblift may call it.
_log_callback: Any = None


def set_log(fn: Optional[Callable[[int, str], None]]) -> int:
    """lift_set_log: ``fn(level, message)`` receives liblift's log messages; None turns them off.

    An exception in ``fn`` is dropped: it must not unwind into C.
    """
    global _log_callback

    def callback(ctx: Optional[int], level: int, message: Optional[bytes]) -> None:
        try:
            fn(int(level), message.decode("utf-8", "replace") if message else "")  # type: ignore[misc]
        except BaseException:  # noqa: BLE001 - must not unwind into C
            pass

    new = LOG_FN(callback) if fn is not None else None
    status = int(lib.lift_set_log(ctypes.cast(new, ctypes.c_void_p) if new is not None else None, None))
    # The previous callback stays referenced until after the swap: a message in flight may use it.
    _log_callback = new
    return status
