"""A sports load's network wait holds no lock of the store handle: other calls on the same handle
go on while it waits, `timeout_ms` bounds it, a `request_id` cancels it, and close waits for it.
The transports here block until the test lets them answer, so each test knows the load is
waiting while it acts."""

from __future__ import annotations

import threading
import time
from typing import Any, Dict, List, Optional, Tuple

import pytest

import lift

IMAGE = "https://img.example.test/logo.png"
PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(64))


class GatedTransport:
    """Answers PNG once `release` is set; `entered` is set when a GET starts waiting."""

    def __init__(self) -> None:
        self.entered = threading.Event()
        self.release = threading.Event()

    def __call__(self, url: str, headers: Dict[str, str]) -> Optional[Tuple[int, bytes]]:
        self.entered.set()
        assert self.release.wait(10), "the test never released the transport"
        return (200, PNG)


class Background:
    """One call on another thread: its answer or its exception."""

    def __init__(self, call: Any) -> None:
        self.answer: Any = None
        self.error: Optional[BaseException] = None
        self.thread = threading.Thread(target=self._run, args=(call,))
        self.thread.start()

    def _run(self, call: Any) -> None:
        try:
            self.answer = call()
        except BaseException as e:  # noqa: BLE001 - handed to the test
            self.error = e

    def join(self) -> "Background":
        self.thread.join(10)
        assert not self.thread.is_alive()
        return self


def test_remote_wait_slowFetch_otherCallsOnTheSameHandleFinishMeanwhile(store: lift.Store) -> None:
    gate = GatedTransport()
    store.set_transport(gate)
    load = Background(lambda: store.load({"kind": "image", "url": IMAGE}))
    assert gate.entered.wait(5)
    took: List[float] = []
    for day in range(1, 6):
        start = time.perf_counter()
        store.save({"kind": "weight", "weight": {"weight": 80, "unit": "kg", "date": f"2026-01-0{day}"}})
        took.append(time.perf_counter() - start)
    assert load.thread.is_alive(), "the fetch was still waiting"
    assert store.load({"kind": "weight"})["total"] == 5
    # The bar; the best of five, so one scheduling hiccup on a busy machine does not count.
    assert min(took) < 0.05, took
    gate.release.set()
    assert load.join().answer["source"] == "remote"


def test_remote_wait_cancelByRequestID_answersCancelledWithoutDataAndCachesNothing(store: lift.Store) -> None:
    gate = GatedTransport()
    store.set_transport(gate)
    load = Background(lambda: store.load({"kind": "image", "url": IMAGE, "request_id": "logo"}))
    assert gate.entered.wait(5)
    answer = store.remove({"kind": "request", "request_id": "logo"})
    assert answer["request"]["cancelled"] is True
    gate.release.set()
    error = load.join().error
    assert isinstance(error, lift.CancelledError), repr(error)
    assert error.code == "cancelled"
    with pytest.raises(lift.NotFoundError) as e:
        store.load({"kind": "image", "url": IMAGE, "cache_only": True})
    assert e.value.code == "not_cached"


def test_remote_wait_cancelOnRefreshWithACachedCopy_answersCancelledAndKeepsTheCopy(store: lift.Store) -> None:
    gate = GatedTransport()
    gate.release.set()
    store.set_transport(gate)
    cached_at = store.load({"kind": "image", "url": IMAGE})["cached_at"]
    gate.release.clear()
    gate.entered.clear()
    load = Background(lambda: store.load({"kind": "image", "url": IMAGE, "refresh": True, "request_id": "again"}))
    assert gate.entered.wait(5)
    store.remove({"kind": "request", "request_id": "again"})
    gate.release.set()
    assert isinstance(load.join().error, lift.CancelledError)
    kept = store.load({"kind": "image", "url": IMAGE, "cache_only": True})
    assert kept["source"] == "cache" and kept["cached_at"] == cached_at


def test_remote_wait_answerLaterThanTimeoutMS_isRemoteUnavailableTimeout(store: lift.Store) -> None:
    store.set_transport(lambda url, headers: (time.sleep(0.3), (200, PNG))[1])
    with pytest.raises(lift.UnavailableError) as e:
        store.load({"kind": "image", "url": IMAGE, "timeout_ms": 50})
    assert e.value.code == "remote_unavailable"
    assert e.value.details["reason"] == "timeout"


@pytest.mark.parametrize("bad", [0, 600_001, -1, "50", 2.5])
def test_remote_wait_timeoutMSOutOfRange_invalidRequestNamingIt(store: lift.Store, bad: Any) -> None:
    with pytest.raises(lift.InvalidRequestError) as e:
        store.load({"kind": "image", "url": IMAGE, "timeout_ms": bad})
    assert e.value.details["path"] == "timeout_ms"


def test_remote_wait_closeDuringFetch_waitsForTheFetchThenTheLoadAnswers(store_path) -> None:
    s = lift.Store(store_path)
    gate = GatedTransport()
    s.set_transport(gate)
    load = Background(lambda: s.load({"kind": "image", "url": IMAGE}))
    assert gate.entered.wait(5)
    close = Background(s.close)
    close.thread.join(0.3)
    assert close.thread.is_alive(), "close returned while the host's transport was still running"
    gate.release.set()
    assert load.join().answer["source"] == "remote"
    assert close.join().error is None
