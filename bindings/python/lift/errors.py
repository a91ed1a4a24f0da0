"""Exceptions raised by the lift binding: one class per LIFT_E_* status."""

from __future__ import annotations

import json
from typing import Any, Dict, Mapping, Optional, Type


class LiftError(Exception):
    """A liblift call failed.

    ``status`` is the negative LIFT_E_* value, ``code`` the stable machine code (for example
    ``"duplicate_routine_name"``), ``message`` the human text and ``details`` the facts the
    library attached (``{}`` when none).
    """

    status: int = 0

    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        details: Optional[Mapping[str, Any]] = None,
        raw: Optional[bytes] = None,
    ) -> None:
        super().__init__(f"{code}: {message}" if message else code)
        self.status = status
        self.code = code
        self.message = message
        self.details: Dict[str, Any] = dict(details or {})
        #: The response bytes exactly as the library returned them (None when it wrote NULL).
        self.raw = raw

    def __repr__(self) -> str:
        return (
            f"{type(self).__name__}(status={self.status}, code={self.code!r}, "
            f"message={self.message!r}, details={self.details!r})"
        )


class InvalidRequestError(LiftError):
    """-1: malformed JSON, wrong type, unknown field, rule broken."""


class MisuseError(LiftError):
    """-2: NULL argument, closed or unknown handle."""


class ConflictError(LiftError):
    """-3: duplicate name / exercises, already exists."""


class NotFoundError(LiftError):
    """-4: no such record."""


class StoreIOError(LiftError):
    """-5: the file system failed (disk full, EIO, permission)."""


class CorruptError(LiftError):
    """-6: not a liblift store, or a damaged one."""


class BusyError(LiftError):
    """-7: another process held the file longer than the timeout."""


class UnsupportedError(LiftError):
    """-8: store written by a newer liblift; unknown kind or verb."""


class UnauthorizedError(LiftError):
    """-9: sign-in failed, or the call needs a signed-in account."""


class UnavailableError(LiftError):
    """-10: a needed resource is absent (remote down, no road network)."""


class NoMemoryError(LiftError):
    """-11: allocation failed."""


class InternalError(LiftError):
    """-12: a bug in liblift."""


class CancelledError(LiftError):
    """-13: the call was cancelled by its ``request_id``; it changed nothing."""


ERROR_CLASSES: Dict[int, Type[LiftError]] = {
    -1: InvalidRequestError,
    -2: MisuseError,
    -3: ConflictError,
    -4: NotFoundError,
    -5: StoreIOError,
    -6: CorruptError,
    -7: BusyError,
    -8: UnsupportedError,
    -9: UnauthorizedError,
    -10: UnavailableError,
    -11: NoMemoryError,
    -12: InternalError,
    -13: CancelledError,
}

for _status, _cls in ERROR_CLASSES.items():
    _cls.status = _status


def error_from_response(status: int, body: Optional[bytes], fallback_code: str) -> LiftError:
    """Build the exception for a failed call from its error document.

    A missing or unreadable document (a contract violation by the library) still yields an
    exception of the right class, with ``code`` = ``fallback_code`` and ``raw`` kept.
    """
    cls = ERROR_CLASSES.get(status, LiftError)
    code, message = fallback_code, ""
    details: Dict[str, Any] = {}
    if body is None:
        message = "liblift returned no error document"
    else:
        try:
            doc = json.loads(body.decode("utf-8"))
            err = doc["error"]
            code = str(err.get("code", fallback_code))
            message = str(err.get("message", ""))
            details = err.get("details") or {}
            if not isinstance(details, dict):
                details = {"value": details}
        except (ValueError, KeyError, TypeError, AttributeError, UnicodeDecodeError):
            message = f"liblift returned an unreadable error document: {body[:200]!r}"
    return cls(status, code, message, details, raw=body)
