"""How a Python host handles liblift's errors: python3 examples/errors.py [store-path]

Each failure is an exception of the status's class (lift.InvalidRequestError, lift.ConflictError,
...) carrying the stable `code` and the `details` naming the field (docs/ERRORS.md). Shows that
none of the bad calls changed the store. Exits non-zero if anything behaved otherwise.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

import lift  # noqa: E402
from lift import _raw  # noqa: E402  (raw bytes: the binding's encoder would refuse some of these)
from lift.errors import error_from_response  # noqa: E402


def main() -> int:
    path = sys.argv[1] if len(sys.argv) > 1 else str(Path(tempfile.mkdtemp()) / "errors.lift")
    failures = 0
    with lift.Store(path, durability="normal") as store:
        try:
            store.save({"kind": "exercise", "exercise": {"name": "Squat"}})
        except lift.ConflictError:
            pass  # kept from an earlier run
        before = store.load({"kind": "exercise"})

        def expect(label: str, error: type, code: str, call) -> None:
            nonlocal failures
            try:
                call()
            except lift.LiftError as err:
                ok = isinstance(err, error) and err.code == code
                print(f"{label:34} -> {type(err).__name__:22} {err.code:24} {err.details} {'ok' if ok else 'UNEXPECTED'}")
                failures += not ok
                return
            print(f"{label:34} -> no error: UNEXPECTED")
            failures += 1

        def raw(verb: str, request: bytes):
            def call():
                result = store.call_raw(verb, request)
                if result.status != 0:
                    raise error_from_response(result.status, result.body, _raw.status_name(result.status))
            return call

        expect("truncated JSON", lift.InvalidRequestError, "malformed_json",
               raw("save", b'{"kind":"exercise","exercise":{"name":"Bench"'))
        expect("unknown field exercise.colour", lift.InvalidRequestError, "unknown_field",
               lambda: store.save({"kind": "exercise", "exercise": {"name": "Bench", "colour": "red"}}))
        expect("a number for a name", lift.InvalidRequestError, "wrong_type",
               lambda: store.save({"kind": "exercise", "exercise": {"name": 42}}))
        expect("a taken name (trimmed, any case)", lift.ConflictError, "duplicate_exercise_name",
               lambda: store.save({"kind": "exercise", "exercise": {"name": " squat "}}))
        expect("an unknown kind", lift.UnsupportedError, "unknown_kind", lambda: store.load({"kind": "spaceship"}))
        expect("a route with no road network", lift.UnavailableError, "no_road_network",
               lambda: store.route({"stops": [{"lat": 60.17, "lon": 24.94}, {"lat": 60.18, "lon": 24.95}]}))
        expect("invalid UTF-8", lift.InvalidRequestError, "malformed_json",
               raw("save", b'{"kind":"exercise","exercise":{"name":"\xff"}}'))

        unchanged = store.load({"kind": "exercise"}) == before
        print(f"store unchanged by all of the above: {'yes' if unchanged else 'NO'}")
        failures += not unchanged
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
