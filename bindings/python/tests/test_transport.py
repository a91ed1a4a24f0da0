"""lift_set_transport through Store.set_transport: the host's own networking for remote GETs."""

from __future__ import annotations

import base64
import ctypes
import json
import threading
from typing import Any, Dict, List, Optional, Tuple

import pytest

import lift
from lift import _raw
from helpers import assert_raw_error

IMAGE = "https://img.example.test/logo.png"
PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4

FLASHLIVE = {
    "data_source": "FlashLive",
    "base_url": "https://flashlive.example.test/v1",
    "api_key_header": "x-rapidapi-key",
    "api_key": "secret-key",
}
TEAMS_BODY = json.dumps({"DATA": [{"ROWS": [
    {"TEAM_ID": "t1", "TEAM_NAME": "Barcelona SC", "TEAM_IMAGE_PATH": "https://img.example.test/bsc.png"},
    {"TEAM_ID": "t2", "TEAM_NAME": "Emelec", "TEAM_IMAGE_PATH": "https://img.example.test/eme.png"},
]}]}).encode()


class Recorder:
    def __init__(self, answer: Optional[Tuple[int, bytes]] = (200, PNG)) -> None:
        self.answer = answer
        self.calls: List[Tuple[str, Dict[str, str]]] = []

    def __call__(self, url: str, headers: Dict[str, str]) -> Optional[Tuple[int, bytes]]:
        self.calls.append((url, headers))
        return self.answer


def test_set_transport_image_load_uses_host_transport_then_cache(store: lift.Store) -> None:
    rec = Recorder()
    store.set_transport(rec)
    first = store.load({"kind": "image", "url": IMAGE})
    assert first["source"] == "remote"
    assert base64.b64decode(first["image"]["data_base64"]) == PNG and first["image"]["size"] == len(PNG)
    assert rec.calls == [(IMAGE, {})]  # no API key is ever sent to an image host
    second = store.load({"kind": "image", "url": IMAGE})
    assert second["source"] == "cache" and second["image"] == first["image"]
    assert len(rec.calls) == 1


def test_set_transport_no_response_raises_unavailable_remote_unavailable(store: lift.Store) -> None:
    store.set_transport(Recorder(answer=None))
    with pytest.raises(lift.UnavailableError) as info:
        store.load({"kind": "image", "url": IMAGE})
    assert info.value.code == "remote_unavailable", repr(info.value)


def test_set_transport_callback_raises_counts_as_no_response(store: lift.Store) -> None:
    def broken(url: str, headers: Dict[str, str]) -> Optional[Tuple[int, bytes]]:
        raise RuntimeError("host networking exploded")

    store.set_transport(broken)
    with pytest.raises(lift.UnavailableError) as info:
        store.load({"kind": "image", "url": IMAGE})
    assert info.value.code == "remote_unavailable"


def test_set_transport_http_404_raises_remote_status(store: lift.Store) -> None:
    store.set_transport(Recorder(answer=(404, b"not here")))
    with pytest.raises(lift.UnavailableError) as info:
        store.load({"kind": "image", "url": IMAGE})
    assert info.value.code == "remote_status" and info.value.details.get("http_status") == 404, repr(info.value)


def test_set_transport_empty_200_raises_invalid_image_data(store: lift.Store) -> None:
    store.set_transport(Recorder(answer=(200, b"")))
    with pytest.raises(lift.UnavailableError) as info:
        store.load({"kind": "image", "url": IMAGE})
    assert info.value.code == "invalid_image_data", repr(info.value)


def test_set_transport_body_over_max_response_bytes_raises_response_too_large(store_path) -> None:
    with lift.Store(store_path, durability="normal", remote={"max_response_bytes": 1000}) as s:
        s.set_transport(Recorder(answer=(200, b"x" * 1001)))
        with pytest.raises(lift.UnavailableError) as info:
            s.load({"kind": "image", "url": IMAGE})
        assert info.value.code == "response_too_large", repr(info.value)


def test_set_transport_teams_sends_api_key_and_parses_remote(store_path) -> None:
    with lift.Store(store_path, durability="normal", remote={"sources": [FLASHLIVE]}) as s:
        rec = Recorder(answer=(200, TEAMS_BODY))
        s.set_transport(rec)
        teams = s.load({"kind": "team", "league_id": "trd6vSd3"})
        assert [t["name"] for t in teams["items"]] == ["Barcelona SC", "Emelec"]
        assert teams["source"] == "remote" and teams["stale"] is False
        (url, headers), = rec.calls
        assert url.startswith(FLASHLIVE["base_url"] + "/tournaments/standings?") and "trd6vSd3" in url
        assert headers.get("x-rapidapi-key") == "secret-key"


def test_set_transport_none_restores_builtin_client(store: lift.Store) -> None:
    rec = Recorder()
    store.set_transport(rec)
    store.set_transport(None)
    # The built-in client cannot reach a .test host: some unavailable answer, never our recorder.
    with pytest.raises(lift.UnavailableError):
        store.load({"kind": "image", "url": "http://127.0.0.1:9/nothing.png"})
    assert rec.calls == []


def test_set_transport_threads_each_store_own_transport(tmp_path) -> None:
    errors: List[BaseException] = []

    def worker(i: int) -> None:
        try:
            with lift.Store(tmp_path / f"s{i}.lift", durability="normal") as s:
                body = PNG + f"image of store {i}".encode()
                s.set_transport(Recorder(answer=(200, body)))
                for j in range(20):
                    got = s.load({"kind": "image", "url": f"https://img.example.test/{j}.png"})
                    assert base64.b64decode(got["image"]["data_base64"]) == body
        except BaseException as exc:  # noqa: BLE001
            errors.append(exc)

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert not errors, errors[:3]


def test_set_transport_closed_store_raises_misuse(store_path) -> None:
    s = lift.Store(store_path)
    s.close()
    with pytest.raises(lift.MisuseError):
        s.set_transport(Recorder())


# ---- raw: NULL and bad handles -------------------------------------------------------------


def test_set_transport_raw_null_store_returns_misuse() -> None:
    cb = _raw.make_transport(Recorder())
    assert _raw.set_transport(None, cb) == -2
    assert _raw.set_transport(None, None) == -2


def test_set_transport_raw_fn_without_free_body_returns_misuse(store: lift.Store) -> None:
    cb = _raw.make_transport(Recorder())
    assert _raw.set_transport(store.handle, cb, free_body=None) == -2


def test_set_transport_raw_null_fn_returns_ok(store: lift.Store) -> None:
    assert _raw.set_transport(store.handle, None, free_body=None) == 0


@pytest.mark.parametrize("handle", [12345, 0x7FFF00000000], ids=hex)
def test_set_transport_raw_never_opened_handle_returns_misuse(handle: int) -> None:
    cb = _raw.make_transport(Recorder())
    assert _raw.set_transport(ctypes.c_void_p(handle), cb) == -2


def test_set_transport_raw_closed_handle_returns_misuse(store_path) -> None:
    s = lift.Store(store_path)
    stale = s.handle
    s.close()
    assert _raw.set_transport(stale, _raw.make_transport(Recorder())) == -2
    assert_raw_error(s.call_raw("load", b'{"kind":"image","url":"https://x.test/a.png"}'), -2, "misuse")


def test_set_transport_callbackCallingItsOwnStore_loadsAndSavesWorkCloseAndSetTransportRefused(store: lift.Store) -> None:
    seen: Dict[str, Any] = {}

    def calls_back(url: str, headers: Dict[str, str]) -> Optional[Tuple[int, bytes]]:
        # The network wait holds no lock of the store: its other calls run; what would pull the
        # transport out from under itself is refused.
        for name, call in [("load", lambda: store.load({"kind": "exercise"})),
                           ("save", lambda: store.save({"kind": "exercise", "exercise": {"name": "Row"}})),
                           ("set_transport", lambda: store.set_transport(None)),
                           ("close", store.close)]:
            try:
                seen[name] = call()
            except BaseException as e:  # noqa: BLE001 - recorded for the assertions below
                seen[name] = e
        return (200, PNG)

    store.set_transport(calls_back)
    answer = store.load({"kind": "image", "url": IMAGE})
    assert answer["source"] == "remote", answer
    assert seen["load"]["total"] == 0, seen
    assert seen["save"]["exercise"]["name"] == "Row", seen
    for name in ("set_transport", "close"):
        assert isinstance(seen[name], lift.MisuseError), (name, repr(seen[name]))
    # The refused close left the store open and usable.
    assert not store.closed
    assert store.load({"kind": "exercise"})["total"] == 1


def test_set_transport_imageCacheModes_refreshAsksAgainAndCacheOnlyNeverDoes(store: lift.Store) -> None:
    rec = Recorder()
    store.set_transport(rec)
    assert store.load({"kind": "image", "url": IMAGE})["source"] == "remote"
    assert store.load({"kind": "image", "url": IMAGE, "cache_only": True})["source"] == "cache"
    assert len(rec.calls) == 1
    refreshed = store.load({"kind": "image", "url": IMAGE, "refresh": True})
    assert refreshed["source"] == "remote" and len(rec.calls) == 2
    rec.answer = None   # offline: a refresh keeps the cached copy
    assert store.load({"kind": "image", "url": IMAGE, "refresh": True})["source"] == "cache"
    with pytest.raises(lift.NotFoundError) as missing:
        store.load({"kind": "image", "url": "https://img.example.test/other.png", "cache_only": True})
    assert missing.value.code == "not_cached"
    assert len(rec.calls) == 3
    with pytest.raises(lift.InvalidRequestError) as both:
        store.load({"kind": "image", "url": IMAGE, "refresh": True, "cache_only": True})
    assert both.value.details["path"] == "cache_only"


def test_set_transport_htmlErrorPageWith200_isInvalidImageDataAndNotCached(store: lift.Store) -> None:
    store.set_transport(Recorder(answer=(200, b"<html><body>429 Too Many Requests</body></html>")))
    with pytest.raises(lift.UnavailableError) as e:
        store.load({"kind": "image", "url": IMAGE})
    assert e.value.code == "invalid_image_data"
    store.set_transport(Recorder())
    assert store.load({"kind": "image", "url": IMAGE})["source"] == "remote"
