"""lift: Python bindings for liblift (the C contract in include/lift.h), over ctypes.

    import lift
    with lift.Store("training.lift", durability="normal") as store:
        saved = store.save({"kind": "exercise", "exercise": {"name": "Bench press"}})
        store.load({"kind": "exercise", "id": saved["exercise"]["id"]})

Importing fails with ImportError when liblift cannot be found or reports an ABI other than
:data:`EXPECTED_ABI_VERSION`. ``lift._raw`` is the bytes-level layer.
"""

from __future__ import annotations

from typing import Callable, Optional

from . import _raw
from ._raw import EXPECTED_ABI_VERSION, RawResult
from .errors import (
    ERROR_CLASSES,
    BusyError,
    CancelledError,
    ConflictError,
    CorruptError,
    InternalError,
    InvalidRequestError,
    LiftError,
    MisuseError,
    NoMemoryError,
    NotFoundError,
    StoreIOError,
    UnauthorizedError,
    UnavailableError,
    UnsupportedError,
)
from .store import Store

__version__ = "0.1.0"

#: Path of the liblift shared object this process loaded.
library_path: str = _raw.library_path


def version() -> str:
    """lift_version(): "MAJOR.MINOR.PATCH" of the loaded library."""
    return _raw.version()


def abi_version() -> int:
    """lift_abi_version(): the loaded library's ABI major."""
    return _raw.abi_version()


#: Levels of the messages :func:`set_log` receives (LIFT_LOG_* in lift.h).
LOG_ERROR, LOG_WARNING, LOG_INFO, LOG_DEBUG = 1, 2, 3, 4


def set_log(fn: Optional[Callable[[int, str], None]]) -> None:
    """lift_set_log: ``fn(level, message)`` receives what liblift logs (schema migrations, waits for
    a locked store, remote fetches, import phases; never a password, token or record content), on
    the thread of the call that logs. ``None`` (the default state) turns logging off."""
    _raw.set_log(fn)


def status_name(status: int) -> str:
    """lift_status_name(status): "ok", "invalid_request", ...; "unknown" for other values."""
    return _raw.status_name(status)


__all__ = [
    "EXPECTED_ABI_VERSION",
    "ERROR_CLASSES",
    "RawResult",
    "Store",
    "LiftError",
    "InvalidRequestError",
    "MisuseError",
    "ConflictError",
    "NotFoundError",
    "StoreIOError",
    "CorruptError",
    "BusyError",
    "CancelledError",
    "UnsupportedError",
    "UnauthorizedError",
    "UnavailableError",
    "NoMemoryError",
    "InternalError",
    "abi_version",
    "set_log",
    "LOG_ERROR",
    "LOG_WARNING",
    "LOG_INFO",
    "LOG_DEBUG",
    "library_path",
    "status_name",
    "version",
]
