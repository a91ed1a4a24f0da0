"""Session tokens from outside: a sign-in's token resumes the account on another handle, after a
reopen and after the signing-in process was killed; sign-out, a password change and expiry end it;
a forged token gets the same answer as an expired one, and no token is ever in the file or a log."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import List, Tuple

import pytest

import lift

PASSWORD = "correct horse battery"
DAY = 86_400_000
T0 = 1_700_000_000_000


def open_at(path: Path, ms: int = T0, **options) -> lift.Store:
    return lift.Store(path, durability="normal", clock_ms=ms, **options)


def sign_up_and_in(store: lift.Store, username: str = "ann") -> str:
    store.save({"kind": "account", "account": {"username": username, "password": PASSWORD}})
    session = store.save({"kind": "session", "session": {"username": username, "password": PASSWORD}})["session"]
    assert session["signed_in"] is True
    return session["token"]


def resume(store: lift.Store, token: str) -> dict:
    return store.save({"kind": "session", "session": {"token": token}})["session"]


def who(store: lift.Store) -> str | None:
    session = store.load({"kind": "session"})["session"]
    return session["account"]["username"] if session["signed_in"] else None


def assert_invalid_token(store: lift.Store, token: str) -> lift.UnauthorizedError:
    with pytest.raises(lift.UnauthorizedError) as info:
        resume(store, token)
    assert info.value.code == "unauthorized"
    assert str(info.value) == "unauthorized: the session token is not valid"
    return info.value


def test_sessionToken_signIn_answersA256BitToken(store_path: Path) -> None:
    with open_at(store_path) as s:
        token = sign_up_and_in(s)
    assert len(token) == 43 and set(token) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


def test_sessionToken_twoHandles_resumesTheAccountOnTheOther(store_path: Path) -> None:
    with open_at(store_path) as a, open_at(store_path) as b:
        token = sign_up_and_in(a)
        a.save({"kind": "exercise", "exercise": {"name": "Ann's squat"}})
        assert resume(b, token)["account"]["username"] == "ann"
        assert [e["name"] for e in b.load({"kind": "exercise"})["items"]] == ["Ann's squat"]


def test_sessionToken_acrossReopen_resumesTheAccount(store_path: Path) -> None:
    with open_at(store_path) as a:
        token = sign_up_and_in(a)
    with open_at(store_path, T0 + DAY) as b:
        resume(b, token)
        assert who(b) == "ann"


def test_sessionToken_afterSignOut_refused(store_path: Path) -> None:
    with open_at(store_path) as a:
        token = sign_up_and_in(a)
        assert a.remove({"kind": "session"})["removed"] == 1
    with open_at(store_path) as b:
        assert_invalid_token(b, token)
        assert who(b) is None


def test_sessionToken_afterExpiry_refused(store_path: Path) -> None:
    with open_at(store_path) as a:
        token = sign_up_and_in(a)
    with open_at(store_path, T0 + 30 * DAY) as late:
        assert_invalid_token(late, token)


def test_sessionToken_usedWithinTheLifetime_slidesTheExpiry(store_path: Path) -> None:
    with open_at(store_path) as a:
        token = sign_up_and_in(a)
    for days in (25, 50, 75):
        with open_at(store_path, T0 + days * DAY) as s:
            resume(s, token)


def test_sessionToken_sessionDaysOption_setsTheLifetime(store_path: Path) -> None:
    with open_at(store_path, session_days=1) as a:
        token = sign_up_and_in(a)
    with open_at(store_path, T0 + DAY, session_days=1) as late:
        assert_invalid_token(late, token)


def test_sessionToken_afterPasswordChange_refusedAndOtherHandleSignedOut(store_path: Path) -> None:
    with open_at(store_path) as a, open_at(store_path) as b:
        old = sign_up_and_in(a)
        resume(b, old)
        changed = a.save({"kind": "account", "change_password": {"old_password": PASSWORD, "new_password": "new password 2"}})
        new = changed["session"]["token"]
        assert who(a) == "ann"
        with pytest.raises(lift.UnauthorizedError) as info:
            b.load({"kind": "exercise"})
        assert info.value.code == "signed_out"
        assert who(b) is None
        assert_invalid_token(b, old)
        assert resume(b, new)["account"]["username"] == "ann"


def test_sessionToken_forged_refusedExactlyAsAnExpiredOne(store_path: Path) -> None:
    with open_at(store_path) as a:
        token = sign_up_and_in(a)
    with open_at(store_path, T0 + 31 * DAY) as late:
        expired = assert_invalid_token(late, token)
    with open_at(store_path) as s:
        for forged in (token[:-1] + ("A" if token[-1] != "A" else "B"), token + "x", "", "x" * 1000, "\u00e9\u0001"):
            err = assert_invalid_token(s, forged)
            assert (err.status, err.code, str(err), err.details) == (expired.status, expired.code, str(expired), expired.details)
            assert token not in repr(err)
        assert who(s) is None


def test_sessionToken_listAndRevokeByID_neverShowsATokenOrHash(store_path: Path) -> None:
    with open_at(store_path) as a, open_at(store_path) as b:
        token = sign_up_and_in(a)
        b.save({"kind": "session", "session": {"username": "ann", "password": PASSWORD}})
        listed = a.load({"kind": "session"})["session"]["sessions"]
        assert len(listed) == 2 and all(set(x) == {"id", "created", "last_used", "expires", "current"} for x in listed)
        assert token not in repr(listed)
        other = next(x["id"] for x in listed if not x["current"])
        assert a.remove({"kind": "session", "id": other})["removed"] == 1
        with pytest.raises(lift.UnauthorizedError) as info:
            b.load({"kind": "exercise"})
        assert info.value.code == "signed_out"
        assert len(a.load({"kind": "session"})["session"]["sessions"]) == 1


def test_sessionToken_neverInTheFileNorTheLog(store_path: Path, log: List[Tuple[int, str]]) -> None:
    with open_at(store_path) as a:
        token = sign_up_and_in(a)
    with open_at(store_path) as b:
        resume(b, token)
        with pytest.raises(lift.UnauthorizedError):
            resume(b, token + "x")
    assert log, "the migrations were logged, so the sink was live"
    assert not [m for _, m in log if token in m]
    for suffix in ("", "-wal", "-shm"):
        f = Path(str(store_path) + suffix)
        if f.exists():
            assert token.encode() not in f.read_bytes()


SIGNER = textwrap.dedent("""
    import sys, time
    sys.path.insert(0, sys.argv[2])
    import lift
    s = lift.Store(sys.argv[1], durability="normal")
    s.save({"kind": "account", "account": {"username": "ann", "password": "correct horse battery"}})
    token = s.save({"kind": "session", "session": {"username": "ann", "password": "correct horse battery"}})["session"]["token"]
    print(token, flush=True)
    time.sleep(60)
""")


def test_sessionToken_signerKilledBeforeFirstUse_resumesInAnotherProcess(store_path: Path) -> None:
    package = Path(lift.__file__).resolve().parent.parent
    proc = subprocess.Popen([sys.executable, "-c", SIGNER, str(store_path), str(package)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=dict(os.environ))
    try:
        assert proc.stdout is not None
        token = proc.stdout.readline().decode().strip()
        assert token, proc.stderr.read().decode() if proc.stderr else ""
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.communicate()
    assert proc.returncode == -signal.SIGKILL
    with lift.Store(store_path, durability="normal") as s:
        assert resume(s, token)["account"]["username"] == "ann"
        assert who(s) == "ann"
