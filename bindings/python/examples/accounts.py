"""Local accounts from Python: python3 examples/accounts.py [store-path]

Signs up two accounts, signs in as one, saves and loads its data, shows that the other account
cannot see it, and signs out. Exits non-zero if anything answers other than expected, so the
tests run it as it is. Run it twice on one path: the second run finds the accounts and data.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

import lift  # noqa: E402

# An example password; a real host takes it from its user and never keeps it.
PASSWORDS = {"ann": "correct horse battery", "bob": "another long secret"}


def show(label: str, value: object) -> None:
    print(f"{label}: {json.dumps(value, ensure_ascii=False)}")


def sign_up(store: lift.Store, username: str, name: str) -> None:
    try:
        created = store.save({"kind": "account", "account": {
            "username": username, "password": PASSWORDS[username], "name": name}})
        show("signed up", created["account"])
    except lift.ConflictError as err:  # kept from an earlier run: usernames are unique
        print(f"{username} already has an account ({err.code})")


def sign_in(store: lift.Store, username: str) -> dict:
    session = store.save({"kind": "session", "session": {"username": username, "password": PASSWORDS[username]}})
    assert session["session"]["signed_in"], session
    show(f"signed in as {username}", session["session"]["account"])
    return session


def main() -> int:
    path = sys.argv[1] if len(sys.argv) > 1 else str(Path(tempfile.mkdtemp()) / "accounts.lift")
    # Each handle acts for one account at a time: one handle per signed-in user.
    with lift.Store(path, durability="normal") as ann, lift.Store(path, durability="normal") as bob:
        sign_up(ann, "ann", "Ann")
        sign_up(ann, "bob", "Bob")

        try:
            ann.save({"kind": "session", "session": {"username": "ann", "password": "not her password"}})
            raise SystemExit("a wrong password signed in")
        except lift.UnauthorizedError as err:
            print(f"wrong password: {err.code} {err}")

        sign_in(ann, "ann")
        try:
            bench = ann.save({"kind": "exercise", "exercise": {"name": "Bench press", "tags": ["chest"]}})["exercise"]
        except lift.ConflictError as err:  # an earlier run saved it
            bench = ann.load({"kind": "exercise", "id": err.details["id"]})["exercise"]
        show("ann saved", bench)
        weight = ann.save({"kind": "weight", "weight": {"date": "2024-03-01", "weight": 61.5, "unit": "kg"}})
        show("ann logged", weight["weight"])
        loaded = ann.load({"kind": "exercise", "id": bench["id"]})["exercise"]
        assert loaded == bench, (loaded, bench)
        show("ann loaded", loaded)

        sign_in(bob, "bob")
        try:
            bob.load({"kind": "exercise", "id": bench["id"]})
            raise SystemExit("bob read ann's exercise")
        except lift.NotFoundError as err:
            print(f"bob asks for ann's exercise: {err.code} (as if it did not exist)")
        assert bob.load({"kind": "weight"})["total"] == 0

        show("ann signs out", ann.remove({"kind": "session"}))
        who = ann.load({"kind": "session"})["session"]
        assert who == {"signed_in": False}, who
        # Signed out, the handle acts for the store's local owner, who has none of ann's data.
        assert ann.load({"kind": "exercise"})["total"] == 0
        show("ann's handle now", who)
        bob.remove({"kind": "session"})
    print("accounts example: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
