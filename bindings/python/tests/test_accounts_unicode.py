"""Accounts from outside: lookalike usernames are one username, and a lockout tells nothing
about whether an account exists (unknown usernames are counted, locked and timed alike)."""

from __future__ import annotations

import sqlite3
import statistics
import time
from pathlib import Path
from typing import Iterator, Optional

import pytest

import lift

PASSWORD = "correct horse battery"


@pytest.fixture
def accounts(store_path: Path) -> Iterator[lift.Store]:
    # Full durability: a counted failure commits with an fsync, as in a host's default store.
    s = lift.Store(store_path)
    try:
        yield s
    finally:
        s.close()


def create(store: lift.Store, username: str, password: str = PASSWORD) -> dict:
    return store.save({"kind": "account", "account": {"username": username, "password": password}})["account"]


def sign_in(store: lift.Store, username: str, password: str = PASSWORD) -> Optional[lift.LiftError]:
    """None when signed in; the error otherwise."""
    try:
        store.save({"kind": "session", "session": {"username": username, "password": password}})
        return None
    except lift.LiftError as err:
        return err


@pytest.mark.parametrize("taken, lookalike", [
    ("jos\u00e9", "jose\u0301"),          # NFC and NFD
    ("jose\u0301", "JOS\u00c9"),
    ("ann", "\uff41\uff4e\uff4e"),        # full-width
    ("Straße", "STRASSE"),                # case folding, not just lowercasing
])
def test_account_lookalikeOfATakenUsername_refusedAsDuplicate(accounts: lift.Store, taken: str, lookalike: str) -> None:
    create(accounts, taken)
    with pytest.raises(lift.ConflictError) as info:
        create(accounts, lookalike)
    assert info.value.code == "duplicate_username"
    assert info.value.details["path"] == "account.username"


@pytest.mark.parametrize("username, code_point, reason", [
    ("\u200b\u200b\u200b", "U+200B", "default_ignorable"),
    ("an\u200dn", "U+200D", "default_ignorable"),
    ("\ufeffann", "U+FEFF", "default_ignorable"),
    ("\u202eanna", "U+202E", "bidi_control"),
    ("ann\u2067x", "U+2067", "bidi_control"),
    ("ann\U000e0001", "U+E0001", "default_ignorable"),
    ("ann\u0378", "U+0378", "unassigned"),
])
def test_account_invisibleBidiOrUnassignedCodePoint_refusedNamingField(
        accounts: lift.Store, username: str, code_point: str, reason: str) -> None:
    with pytest.raises(lift.InvalidRequestError) as info:
        create(accounts, username)
    err = info.value
    assert err.code == "invalid_username_character"
    assert err.details == {"path": "account.username", "code_point": code_point, "reason": reason}
    assert sign_in(accounts, "ann") is not None, "nothing was created"


def test_session_lookalikeUsernames_signIntoTheOneAccount(accounts: lift.Store) -> None:
    account = create(accounts, "jose\u0301")
    for typed in ["jos\u00e9", "JOS\u00c9", "\uff4a\uff4f\uff53\u00e9", "jo\u200bs\u00e9", " jos\u00e9 "]:
        session = accounts.save({"kind": "session", "session": {"username": typed, "password": PASSWORD}})
        assert session["session"]["account"]["id"] == account["id"], typed
        assert session["session"]["account"]["username"] == "jose\u0301", "kept as typed at sign-up"


def test_session_mixedScriptConfusable_isAnotherUsername(accounts: lift.Store) -> None:
    create(accounts, "ann")
    cyrillic = create(accounts, "\u0430nn")   # documented: UTS #39 confusables are not folded
    assert cyrillic["username"] == "\u0430nn"


def test_session_unknownUsername_sameAnswersAsAnAccountLockoutIncluded(accounts: lift.Store) -> None:
    create(accounts, "ann")
    for attempt in range(1, 8):
        unknown = sign_in(accounts, "nobody", "wrong password")
        known = sign_in(accounts, "ann", "wrong password")
        assert isinstance(unknown, lift.UnauthorizedError) and isinstance(known, lift.UnauthorizedError)
        assert (unknown.code, unknown.message, set(unknown.details)) == (known.code, known.message, set(known.details)), attempt
        if attempt >= 5:
            assert 0 < unknown.details["retry_after_ms"] <= 2000, unknown.details
            assert 0 < known.details["retry_after_ms"] <= 2000, known.details
        else:
            assert unknown.details == {} == known.details
    locked = sign_in(accounts, "NOBODY", "wrong password")
    assert locked is not None and "retry_after_ms" in locked.details, "counted per folded username"


def test_session_unknownUsernameAndWrongPassword_takeTheSameTime(accounts: lift.Store) -> None:
    create(accounts, "ann")
    unknown, known = [], []
    for i in range(12):
        start = time.perf_counter()
        assert sign_in(accounts, f"nobody{i}", "wrong password") is not None
        unknown.append(time.perf_counter() - start)
        start = time.perf_counter()
        assert sign_in(accounts, "ann", "wrong password") is not None
        known.append(time.perf_counter() - start)
        if i % 4 == 3:
            assert sign_in(accounts, "ann") is None   # clears the run before it locks
    ratio = statistics.median(unknown) / statistics.median(known)
    print(f"median sign-in refusal: unknown {statistics.median(unknown) * 1000:.1f} ms, "
          f"wrong password {statistics.median(known) * 1000:.1f} ms, ratio {ratio:.2f}")
    # The same work (one Argon2id check, one committed write) on both sides; the bound is loose
    # for a shared machine, a missing hash (about 30-45 ms of ~40) would halve the ratio.
    assert 0.7 < ratio < 1.4, ratio


def test_open_storeFromBeforeFolding_lookalikeAccountsBothSignIn(store_path: Path) -> None:
    """An accounts-schema-1 store (keys trimmed and lowercased, failures on the account row),
    made by taking a current store back to that shape, rekeyed by lift_open."""
    with lift.Store(store_path) as s:
        first = create(s, "jos\u00e9", "first password")
        second = create(s, "pepe", "second password")
    con = back_to_accounts_schema_1(store_path)
    # Two accounts that were distinct under the old keys: NFC and NFD josé.
    con.execute("UPDATE account SET failed_attempts = 3 WHERE id = ?", (first["id"],))
    con.execute("UPDATE account SET username = ?, username_key = ? WHERE id = ?", ("jose\u0301", "jose\u0301", second["id"]))
    con.commit()
    con.close()

    with lift.Store(store_path) as s:
        assert s.info["store"]["schema"]["accounts"] == 4
        def who(username: str, password: str) -> str:
            return s.save({"kind": "session", "session": {"username": username, "password": password}})["session"]["account"]["id"]
        assert who("jos\u00e9", "first password") == first["id"]
        assert who("JOS\u00c9", "first password") == first["id"]
        assert who("Jose\u0301", "second password") == second["id"], "kept under its old key"
        assert sign_in(s, "jos\u00e9", "second password") is not None, "typed otherwise: the key's owner"
        s.remove({"kind": "session"})
        with pytest.raises(lift.ConflictError):
            create(s, "\uff4a\uff4f\uff53\u00e9")
    # The run restarted at the sign-ins above: one failure since (the other account's password
    # typed as the key owner's username), so the fourth more locks.
    with lift.Store(store_path) as s:
        errors = [sign_in(s, "jos\u00e9", "wrong password") for _ in range(4)]
        assert "retry_after_ms" in errors[-1].details and "retry_after_ms" not in errors[-2].details


def test_open_storeFromBeforeFolding_failureCountMovedToTheNewKey(store_path: Path) -> None:
    with lift.Store(store_path) as s:
        create(s, "Ann")
    con = back_to_accounts_schema_1(store_path)
    con.execute("UPDATE account SET failed_attempts = 4")
    con.commit()
    con.close()
    with lift.Store(store_path) as s:
        locked = sign_in(s, "\uff41\uff4e\uff4e", "wrong password")   # the fifth failure, typed full-width
        assert locked is not None and "retry_after_ms" in locked.details, locked


def back_to_accounts_schema_1(store_path: Path) -> sqlite3.Connection:
    """The store's accounts as schema 1 had them (the keys are the caller's to set): failures on
    the account row, the unknown-user counter, no failure runs, no sessions."""
    con = sqlite3.connect(store_path)
    con.executescript("""
        DROP TABLE sign_in_failure;
        DROP TABLE account_session;
        DROP TABLE session_key;
        ALTER TABLE account ADD COLUMN failed_attempts INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE account ADD COLUMN locked_until_ms INTEGER;
        CREATE TABLE account_sign_in_stats(id INTEGER PRIMARY KEY CHECK (id = 1), unknown_user_failures INTEGER NOT NULL);
        INSERT INTO account_sign_in_stats VALUES(1, 0);
        UPDATE lift_schema SET version = 1 WHERE feature = 'accounts';
    """)
    return con
