"""The binding's own layer: request encoding, error mapping, raw helpers (no liblift semantics)."""

from __future__ import annotations

import math

import pytest

import lift
from lift import _raw
from lift.errors import error_from_response


def test_store_save_non_mapping_raises_type_error(store: lift.Store) -> None:
    with pytest.raises(TypeError):
        store.save('{"kind":"exercise"}')  # type: ignore[arg-type]


def test_store_save_nan_raises_value_error_before_calling_library(store: lift.Store) -> None:
    with pytest.raises(ValueError):
        store.save({"kind": "exercise", "exercise": {"name": math.nan}})


def test_store_call_raw_unknown_verb_raises_value_error(store: lift.Store) -> None:
    with pytest.raises(ValueError):
        store.call_raw("drop", b"{}")


def test_store_path_bytes_and_pathlike_accepted(tmp_path) -> None:
    with lift.Store(bytes(tmp_path / "b.lift"), durability="normal") as a:
        assert a.info["store"]["path"].endswith("b.lift")
    with lift.Store(tmp_path / "p.lift", durability="normal") as b:
        assert b.info["store"]["path"].endswith("p.lift")


def test_store_repr_shows_state(store_path) -> None:
    s = lift.Store(store_path)
    assert "open" in repr(s)
    s.close()
    assert "closed" in repr(s)


def test_error_from_response_well_formed_maps_fields_and_class() -> None:
    body = b'{"error":{"status":-3,"code":"duplicate_routine_name","message":"taken","details":{"name":"Push"}}}'
    err = error_from_response(-3, body, "conflict")
    assert type(err) is lift.ConflictError and isinstance(err, lift.LiftError)
    assert (err.status, err.code, err.message, err.details, err.raw) == (-3, "duplicate_routine_name", "taken", {"name": "Push"}, body)
    assert "duplicate_routine_name" in str(err) and "ConflictError" in repr(err)


@pytest.mark.parametrize("body", [None, b"", b"not json", b"[]", b'{"error":"x"}', b"\xff"])
def test_error_from_response_unreadable_document_keeps_class_and_fallback_code(body) -> None:
    err = error_from_response(-4, body, "not_found")
    assert type(err) is lift.NotFoundError
    assert err.status == -4 and err.code == "not_found" and err.message
    assert err.details == {}


def test_error_from_response_unknown_status_returns_base_class() -> None:
    err = error_from_response(-99, b'{"error":{"status":-99,"code":"odd","message":"m","details":{}}}', "unknown")
    assert type(err) is lift.LiftError and err.status == -99 and err.code == "odd"


def test_error_classes_catchable_as_lift_error(store: lift.Store) -> None:
    with pytest.raises(lift.LiftError):
        store.load({"kind": "exercise", "id": "00000000-0000-4000-8000-000000000000"})


def test_raw_take_string_null_returns_none() -> None:
    assert _raw.take_string(None) is None
    assert _raw.take_string(0) is None
