"""lift.Store: a liblift store file, with dict-in / dict-out calls."""

from __future__ import annotations

import json
import os
import threading
from types import TracebackType
from typing import TYPE_CHECKING, Any, Callable, Dict, Mapping, Optional, Type, Union

from . import _raw
from .errors import InternalError, LiftError, MisuseError, error_from_response

if TYPE_CHECKING:
    # The overloads of save/load/remove/route per kind, generated from the schema (types.pyi):
    # type checkers see them instead of the dict-in / dict-out methods below.
    from .types import TypedCalls as _Calls
else:
    _Calls = object

PathLike = Union[str, bytes, "os.PathLike[str]", "os.PathLike[bytes]"]


# One encoder and one decoder for every call: json.dumps with any non-default option builds a new
# JSONEncoder per call, and json.loads re-checks its arguments; reusing them took about a third
# off the dict path's own cost (bench/python_overhead.py).
_ENCODER = json.JSONEncoder(ensure_ascii=False, allow_nan=False, separators=(",", ":"))
_DECODER = json.JSONDecoder()


def _make_fast_encoder() -> Optional[Callable[[Any, int], Any]]:
    """The C encoder that _ENCODER.encode builds on every call, built once (1.4 -> 0.5 µs for a
    small request). It has no circular-reference markers (a shared dict of them would misreport
    a dict that two threads encode at once): whatever it cannot encode, a cycle included, goes to
    _ENCODER, which raises exactly what it always did. None when this Python has no C encoder or
    it does not write what _ENCODER writes."""
    make = getattr(json.encoder, "c_make_encoder", None)
    if make is None:
        return None
    try:
        fast = make(None, _ENCODER.default, json.encoder.encode_basestring, None, ":", ",",
                    False, False, False)
        sample = {"kind": "x", "n": [1, -2.5, True, None], "s": "ä\"\\\n", "o": {}}
        if "".join(fast(sample, 0)) != _ENCODER.encode(sample):
            return None
    except Exception:  # another signature in another Python: keep the reference encoder
        return None
    return fast  # type: ignore[no-any-return]  # c_make_encoder is untyped


_FAST_ENCODE = _make_fast_encoder()
# The decoder's C scanner, without decode()'s two whitespace regex matches (1.75 -> 0.85 µs for
# a small response); anything but one bare value falls back to decode() for its exact reading.
_SCAN = _DECODER.scan_once  # type: ignore[attr-defined]  # set by JSONDecoder.__init__, not in typeshed


def _encode(request: Mapping[str, Any]) -> bytes:
    # A plain dict first: the Mapping ABC check alone is ~0.1 µs.
    if type(request) is not dict and not isinstance(request, Mapping):
        raise TypeError(f"request must be a mapping, not {type(request).__name__}")
    if _FAST_ENCODE is not None:
        try:
            return "".join(_FAST_ENCODE(request, 0)).encode("utf-8")
        except Exception:  # a cycle (RecursionError here) or what _ENCODER reports itself
            pass
    return _ENCODER.encode(request).encode("utf-8")


def _decode(body: bytes, what: str) -> Dict[str, Any]:
    try:
        text = body.decode("utf-8")
        try:
            doc, end = _SCAN(text, 0)
        except StopIteration:
            end = -1
        if end != len(text):
            doc = _DECODER.decode(text)
    except (ValueError, UnicodeDecodeError):
        raise InternalError(_raw.LIFT_E_INTERNAL, "internal", f"{what}: liblift returned invalid JSON", {}, raw=body) from None
    if not isinstance(doc, dict):
        raise InternalError(_raw.LIFT_E_INTERNAL, "internal", f"{what}: liblift returned a non-object", {}, raw=body)
    return doc


_call_function = _raw.call_function
_VERB_FUNCS = _raw._VERB_FUNCS


def check(status: int, body: Optional[bytes], what: str) -> Dict[str, Any]:
    """Turn a raw (status, body) into the response dict, or raise the matching LiftError."""
    if status != _raw.LIFT_OK:
        raise error_from_response(status, body, _raw.status_name(status))
    if body is None:
        raise InternalError(_raw.LIFT_E_INTERNAL, "internal", f"{what}: liblift returned LIFT_OK with a NULL out_json", {})
    return _decode(body, what)


class Store(_Calls):
    """An open liblift store (one SQLite file).

    ``Store(path, durability="normal", busy_timeout_ms=1000, create=True, read_only=False)``:
    keyword options become lift_open's options JSON (omitted entirely when none are given).
    Use as a context manager, or call :meth:`close`. Methods take and return dicts shaped as
    docs/API.md describes, and raise a :class:`lift.LiftError` subclass on failure.
    A Store may be shared between threads: liblift serialises calls on one store.
    """

    def __init__(self, path: PathLike, **options: Any) -> None:
        self._lock = threading.Lock()
        self._handle: Optional[int] = None
        self._last_handle: Optional[int] = None
        self._transport: Any = None
        self.path = os.fsencode(path)
        self.options: Dict[str, Any] = dict(options)
        opts = _encode(self.options) if self.options else None
        status, handle, body = _raw.open_store(self.path, opts)
        if status != _raw.LIFT_OK:
            raise error_from_response(status, body, _raw.status_name(status))
        if not handle:
            raise InternalError(_raw.LIFT_E_INTERNAL, "internal", "lift_open succeeded but returned a NULL handle", {}, raw=body)
        self._handle = self._last_handle = handle
        try:
            #: lift_open's response: {"store":{"path":..,"time_zone":..,"schema":{..}}}
            self.info: Dict[str, Any] = check(status, body, "open")
        except LiftError:
            _raw.close_store(handle)
            self._handle = None
            raise

    # -- lifecycle -----------------------------------------------------------------------------

    @property
    def handle(self) -> Optional[int]:
        """The raw lift_store* value (None once closed)."""
        return self._handle

    @property
    def closed(self) -> bool:
        return self._handle is None

    def close(self) -> None:
        """Close the store. Closing an already-closed Store is a no-op (the library is not asked)."""
        with self._lock:
            handle, self._handle = self._handle, None
        if handle is None:
            return
        status = _raw.close_store(handle)
        if status != _raw.LIFT_OK:
            # Refused (a close from this store's own transport callback): the store stays open.
            with self._lock:
                self._handle = handle
            raise error_from_response(status, None, _raw.status_name(status))
        self._transport = None  # liblift no longer calls it

    def __enter__(self) -> "Store":
        return self

    def __exit__(
        self,
        exc_type: Optional[Type[BaseException]],
        exc: Optional[BaseException],
        tb: Optional[TracebackType],
    ) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            if getattr(self, "_handle", None) is not None:
                self.close()
        except Exception:
            pass

    def __repr__(self) -> str:
        state = "closed" if self.closed else "open"
        return f"<lift.Store {os.fsdecode(self.path)!r} {state}>"

    # -- calls ---------------------------------------------------------------------------------

    def call_raw(self, verb: str, request: Optional[bytes]) -> _raw.RawResult:
        """Send request bytes as-is (None -> NULL) to lift_<verb>; returns (status, body bytes).

        Unlike the dict methods, this passes even a closed Store's stale handle value to the
        library, so that the library's own handle checks can be exercised.
        """
        handle = self._handle if self._handle is not None else self._last_handle
        return _raw.call(verb, handle, request)

    def _call(self, verb: str, request: Mapping[str, Any]) -> Dict[str, Any]:
        handle = self._handle
        if handle is None:
            raise MisuseError(_raw.LIFT_E_MISUSE, "misuse", "the store is closed", {})
        # Not through _raw.call: no verb check and no RawResult per call.
        status, body = _call_function(_VERB_FUNCS[verb], handle, _encode(request))
        if status == _raw.LIFT_OK and body is not None:
            return _decode(body, verb)
        return check(status, body, verb)

    if not TYPE_CHECKING:
        def save(self, request: Mapping[str, Any]) -> Dict[str, Any]:
            """lift_save: ``{"kind":K, K:{...}}`` or ``{"kind":K, "items":[...]}``."""
            return self._call("save", request)

        def load(self, request: Mapping[str, Any]) -> Dict[str, Any]:
            """lift_load: ``{"kind":K, "id":..}`` or a query."""
            return self._call("load", request)

        def remove(self, request: Mapping[str, Any]) -> Dict[str, Any]:
            """lift_remove: ``{"kind":K, "id":..}``."""
            return self._call("remove", request)

    def set_transport(self, transport: Optional[_raw.Transport]) -> None:
        """lift_set_transport: answer this store's remote GETs with a Python function.

        ``transport(url, headers) -> (http_status, body_bytes)``, or ``None`` when no response
        arrived (offline, timeout); an exception counts as no response. It runs on the thread
        that called ``load``, without the store's lock: other calls on this store (from other
        threads, or from the transport itself) go on while it waits. ``close`` and
        ``set_transport`` wait for it; called from it on this store they raise
        :class:`lift.MisuseError` ``reentrant_call``. ``None`` restores liblift's built-in client.
        """
        handle = self._handle
        if handle is None:
            raise MisuseError(_raw.LIFT_E_MISUSE, "misuse", "the store is closed", {})
        callback = _raw.make_transport(transport) if transport is not None else None
        status = _raw.set_transport(handle, callback)
        if status != _raw.LIFT_OK:
            raise error_from_response(status, None, _raw.status_name(status))
        self._transport = callback  # keep the C callback alive while registered

    if not TYPE_CHECKING:
        def route(self, request: Mapping[str, Any]) -> Dict[str, Any]:
            """lift_route: ``{"stops":[{"lat":..,"lon":..},...],"profile":"car"}``."""
            return self._call("route", request)
