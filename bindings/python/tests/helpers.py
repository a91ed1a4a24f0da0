"""Helpers shared by the test modules (imported after conftest put the package on sys.path)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Dict, Optional

import lift
from lift import _raw

PKG_PARENT = Path(__file__).resolve().parent.parent  # bindings/python
REPO_ROOT = PKG_PARENT.parent.parent
HEADER = REPO_ROOT / "include" / "lift.h"


def snapshot(store: lift.Store) -> Dict[str, Any]:
    """Every record the store holds, through the public load-all requests."""
    return {kind: store.load({"kind": kind}) for kind in ("exercise", "routine")}


def error_doc(body: Optional[bytes]) -> Dict[str, Any]:
    """Parse an error response and check the contract's shape; returns the "error" object."""
    assert body is not None, "out_json was NULL on a failure path"
    doc = json.loads(body.decode("utf-8"))
    assert isinstance(doc, dict) and set(doc) == {"error"}, doc
    err = doc["error"]
    assert isinstance(err, dict), doc
    assert isinstance(err.get("status"), int), doc
    assert isinstance(err.get("code"), str) and err["code"], doc
    assert isinstance(err.get("message"), str), doc
    assert isinstance(err.get("details"), dict), doc
    return err


def assert_raw_error(result: _raw.RawResult, status: int, code: Optional[str] = None) -> Dict[str, Any]:
    """A raw call failed with `status` (and `code`) and a well-formed error document."""
    assert result.status == status, (
        f"expected status {status} ({_raw.status_name(status)}), got {result.status} "
        f"({_raw.status_name(result.status)}): {result.body!r:.400}"
    )
    err = error_doc(result.body)
    assert err["status"] == status, err
    if code is not None:
        assert err["code"] == code, err
    return err


def exercise(store: lift.Store, name: str, **fields: Any) -> Dict[str, Any]:
    """Save an exercise and return the saved record."""
    return store.save({"kind": "exercise", "exercise": {"name": name, **fields}})["exercise"]


def routine(store: lift.Store, name: str, exercises: list) -> Dict[str, Any]:
    """Save a routine and return the saved record."""
    return store.save({"kind": "routine", "routine": {"name": name, "exercises": exercises}})["routine"]


def pythonpath_env(**extra: str) -> Dict[str, str]:
    """An environment in which a child `python -c "import lift"` finds this checkout."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(PKG_PARENT), env.get("PYTHONPATH", "")) if p)
    env.update(extra)
    return env
