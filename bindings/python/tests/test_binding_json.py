"""The dict path's JSON (lift/store.py): the prebuilt C encoder and the bare scanner must write and
read exactly what json.dumps / json.loads with the binding's options do, and every request they
cannot handle must fail as before, before liblift is called."""

from __future__ import annotations

import json
import threading

import pytest

import lift
from lift import store as store_module
from lift.errors import InternalError

REFERENCE = json.JSONEncoder(ensure_ascii=False, allow_nan=False, separators=(",", ":"))


@pytest.mark.parametrize("request_doc", [
    {"kind": "exercise", "id": "0190a3b2-7c4e-7a11-8b2a-1234567890ab"},
    {"kind": "exercise", "exercise": {"name": "Bänkpress \"x\" \\ \n \u2028 😀", "tags": []}},
    {"n": [0, -1, 2**70, 1.5, -0.0, 1e300, True, False, None], "o": {}, "l": [[], [{}]]},
    {1: "int key", 2.5: "float key", None: "null key", True: "bool key"},
])
def test_encode_commonAndOddShapes_sameBytesAsJsonDumps(request_doc: dict) -> None:
    assert store_module._encode(request_doc) == REFERENCE.encode(request_doc).encode("utf-8")


def test_encode_fastEncoderAvailable_onCPython() -> None:
    assert store_module._FAST_ENCODE is not None


def test_store_save_cyclicRequest_raisesCircularValueErrorBeforeCallingLibrary(store: lift.Store) -> None:
    request: dict = {"kind": "exercise", "exercise": {"name": "Loop"}}
    request["exercise"]["self"] = request
    with pytest.raises(ValueError, match="Circular reference"):
        store.save(request)
    assert store.load({"kind": "exercise"})["items"] == []


def test_store_save_unserialisableValue_raisesTypeErrorBeforeCallingLibrary(store: lift.Store) -> None:
    with pytest.raises(TypeError, match="not JSON serializable"):
        store.save({"kind": "exercise", "exercise": {"name": object()}})
    assert store.load({"kind": "exercise"})["items"] == []


def test_store_save_infinity_raisesValueError(store: lift.Store) -> None:
    with pytest.raises(ValueError, match="Out of range float"):
        store.save({"kind": "exercise", "exercise": {"name": float("inf")}})


def test_store_load_sameRequestDictFromManyThreads_allAnswer(store: lift.Store) -> None:
    saved = store.save({"kind": "exercise", "exercise": {"name": "Squat"}})
    request = {"kind": "exercise", "id": saved["exercise"]["id"]}
    errors: list = []

    def worker() -> None:
        try:
            for _ in range(300):
                assert store.load(request)["exercise"]["name"] == "Squat"
        except BaseException as e:  # noqa: BLE001 - reported below
            errors.append(e)

    threads = [threading.Thread(target=worker) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []


@pytest.mark.parametrize("body, expected", [
    (b'{"a":1,"b":[true,null,"\\u00e4"]}', {"a": 1, "b": [True, None, "ä"]}),
    (b' \n{"a":1}\t ', {"a": 1}),
    ('{"s":"äö€😀"}'.encode("utf-8"), {"s": "äö€😀"}),
])
def test_decode_objectResponse_sameAsJsonLoads(body: bytes, expected: dict) -> None:
    assert store_module._decode(body, "load") == expected == json.loads(body)


@pytest.mark.parametrize("body, message", [
    (b'{"a":1}x', "invalid JSON"),
    (b'{"a":1}{"b":2}', "invalid JSON"),
    (b"", "invalid JSON"),
    (b'{"a":', "invalid JSON"),
    (b"\xff{}", "invalid JSON"),
    (b'{"a":"\x01"}', "invalid JSON"),
    (b"[1,2]", "non-object"),
    (b'"text"', "non-object"),
])
def test_decode_badResponse_raisesInternalErrorWithRawBody(body: bytes, message: str) -> None:
    with pytest.raises(InternalError, match=message) as e:
        store_module._decode(body, "load")
    assert e.value.raw == body
