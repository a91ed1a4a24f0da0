"""The example relay (examples/sync_relay.py) on a throwaway PostgreSQL cluster: batches are opaque
to it, so these tests push made-up changes; test_sync_through_relay.py syncs real stores."""

from __future__ import annotations

import http.client
import json
import secrets
import sys
import threading
from pathlib import Path
from typing import Any, Dict, List, Tuple

import pytest

psycopg = pytest.importorskip("psycopg", reason="psycopg (PyPI) runs the relay: make deps installs it")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "examples"))
import sync_relay  # noqa: E402

from postgres_cluster import PostgresCluster  # noqa: E402


def account() -> str:
    return secrets.token_hex(16)


def client(url: str, token: str, device: str) -> sync_relay.RelayClient:
    return sync_relay.RelayClient(url, token, device)


def raw(url: str, method: str, path: str, body: bytes = b"", headers: Dict[str, str] | None = None) -> Tuple[int, Dict[str, Any]]:
    host, port = url.split("//")[1].split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=10)
    try:
        conn.request(method, path, body=body or None, headers=headers or {})
        answer = conn.getresponse()
        return answer.status, json.loads(answer.read())
    finally:
        conn.close()


def change(n: int) -> Dict[str, Any]:
    return {"kind": "weight", "id": f"id-{n}", "version": f"{n}.0.aa", "fields": {"weight": 80.5 + n}}


def test_relay_pushThenPull_servesTheOtherDevicesBatchesOldestFirst(relay_url: str) -> None:
    token = account()
    phone, tablet = client(relay_url, token, "phone"), client(relay_url, token, "tablet")
    assert [phone.push([change(1)]), phone.push([change(2), change(3)])] == [1, 2]
    got = tablet.pull(0)
    assert [b["seq"] for b in got["batches"]] == [1, 2]
    assert [b["device"] for b in got["batches"]] == ["phone", "phone"]
    assert got["batches"][1]["changes"] == [change(2), change(3)]
    assert (got["last"], got["more"]) == (2, False)
    assert tablet.pull(got["last"]) == {"batches": [], "last": 2, "more": False}


def test_relay_pullByTheDeviceThatPushed_leavesItsOwnOutAndMovesPastThem(relay_url: str) -> None:
    token = account()
    phone, tablet = client(relay_url, token, "phone"), client(relay_url, token, "tablet")
    phone.push([change(1)])
    tablet.push([change(2)])
    phone.push([change(3)])
    got = phone.pull(0)
    assert [(b["seq"], b["device"]) for b in got["batches"]] == [(2, "tablet")]
    assert got["last"] == 3


def test_relay_twoAccounts_neverSeeEachOthersBatches(relay_url: str) -> None:
    a, b = account(), account()
    client(relay_url, a, "phone").push([change(1)])
    assert client(relay_url, b, "phone").push([change(2)]) == 1, "each account has its own sequence"
    assert [c["changes"] for c in client(relay_url, b, "tablet").pull(0)["batches"]] == [[change(2)]]
    assert [c["changes"] for c in client(relay_url, a, "tablet").pull(0)["batches"]] == [[change(1)]]


def test_relay_limit_pagesWithMoreUntilTheEnd(relay_url: str) -> None:
    token = account()
    phone, tablet = client(relay_url, token, "phone"), client(relay_url, token, "tablet")
    for n in range(5):
        phone.push([change(n)])
    seen: List[int] = []
    after, pages = 0, 0
    while True:
        got = tablet.pull(after, limit=2)
        seen += [b["seq"] for b in got["batches"]]
        after, pages = got["last"], pages + 1
        if not got["more"]:
            break
    assert seen == [1, 2, 3, 4, 5]
    assert pages == 3


def test_relay_concurrentPushes_everyBatchServedOnceInSequenceOrder(relay_url: str) -> None:
    token = account()
    devices, each = 6, 15
    read: List[int] = []
    done = threading.Event()

    def push(d: int) -> None:
        c = client(relay_url, token, f"device-{d}")
        for n in range(each):
            c.push([change(d * 100 + n)])

    def follow() -> None:
        # A reader polling while pushes commit must never skip a batch that commits late.
        c, after = client(relay_url, token, "reader"), 0
        while True:
            finished = done.is_set()
            got = c.pull(after)
            read.extend(b["seq"] for b in got["batches"])
            after = got["last"]
            if finished and not got["more"]:
                return

    reader = threading.Thread(target=follow)
    reader.start()
    pushers = [threading.Thread(target=push, args=(d,)) for d in range(devices)]
    for t in pushers:
        t.start()
    for t in pushers:
        t.join()
    done.set()
    reader.join(timeout=60)
    assert read == list(range(1, devices * each + 1))


def test_relay_restartOnTheSameDatabase_keepsEveryFeed(cluster: PostgresCluster, relay_url: str) -> None:
    token = account()
    client(relay_url, token, "phone").push([change(1)])
    server, relay = sync_relay.make_server(cluster.dsn)   # creating the schema again is harmless
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
    try:
        other = f"http://127.0.0.1:{server.server_address[1]}"
        assert [b["changes"] for b in client(other, token, "tablet").pull(0)["batches"]] == [[change(1)]]
    finally:
        server.shutdown()
        server.server_close()
        relay.close()


def test_relay_feeds_areOneAppendOnlyTablePartitionedByAccount(cluster: PostgresCluster, relay_url: str) -> None:
    tokens = [account() for _ in range(16)]
    for t in tokens:
        client(relay_url, t, "phone").push([change(1)])
    with psycopg.connect(cluster.dsn) as conn:
        strategy = conn.execute("SELECT partstrat FROM pg_partitioned_table WHERE partrelid = 'relay_batch'::regclass").fetchone()
        assert strategy == ("h",)
        used = conn.execute("SELECT count(DISTINCT tableoid) FROM relay_batch").fetchone()
        assert used is not None and used[0] > 1, "16 accounts spread over the partitions"
        key = conn.execute("""SELECT array_agg(a.attname ORDER BY array_position(i.indkey, a.attnum))
                              FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
                              WHERE i.indrelid = 'relay_batch'::regclass AND i.indisprimary""").fetchone()
        assert key == (["account", "seq"],)
        stored = conn.execute("SELECT count(*) FROM relay_batch WHERE account = %s",
                              (sync_relay.account_of(tokens[0]),)).fetchone()
        assert stored == (1,)
        assert conn.execute("SELECT count(*) FROM relay_batch WHERE account = %s", (tokens[0],)).fetchone() == (0,), \
            "the database holds the token's hash, not the token"


BEARER = {"Authorization": "Bearer " + "t" * 32, "Content-Type": "application/json"}


@pytest.mark.parametrize("method,path,body,headers,status,code", [
    ("GET", "/batches", b"", {}, 401, "unauthorized"),
    ("GET", "/batches", b"", {"Authorization": "Bearer short"}, 401, "unauthorized"),
    ("POST", "/batches", b'{"device":"p","changes":[1]}', {"Authorization": "Basic eDp5"}, 401, "unauthorized"),
    ("GET", "/other", b"", BEARER, 404, "not_found"),
    ("GET", "/batches?after=-1", b"", BEARER, 400, "invalid_value"),
    ("GET", "/batches?after=x", b"", BEARER, 400, "invalid_value"),
    ("GET", "/batches?after=%C2%B2", b"", BEARER, 400, "invalid_value"),
    ("GET", "/batches?limit=0", b"", BEARER, 400, "invalid_value"),
    ("GET", "/batches?limit=1001", b"", BEARER, 400, "invalid_value"),
    ("GET", "/batches?after=99999999999999999999", b"", BEARER, 400, "invalid_value"),
    ("POST", "/batches", b"{not json", BEARER, 400, "malformed_json"),
    ("POST", "/batches", b"\xff\xfe", BEARER, 400, "malformed_json"),
    ("POST", "/batches", b"[]", BEARER, 400, "invalid_batch"),
    ("POST", "/batches", b'{"changes":[1]}', BEARER, 400, "invalid_batch"),
    ("POST", "/batches", b'{"device":"p","changes":[1],"extra":1}', BEARER, 400, "invalid_batch"),
    ("POST", "/batches", b'{"device":"","changes":[1]}', BEARER, 400, "invalid_batch"),
    ("POST", "/batches", b'{"device":"' + b"d" * 65 + b'","changes":[1]}', BEARER, 400, "invalid_batch"),
    ("POST", "/batches", b'{"device":"p","changes":[]}', BEARER, 400, "invalid_batch"),
    ("POST", "/batches", b'{"device":"p","changes":{}}', BEARER, 400, "invalid_batch"),
    ("POST", "/other", b'{"device":"p","changes":[1]}', BEARER, 404, "not_found"),
])
def test_relay_badRequest_isRefusedWithItsCodeAndStoresNothing(relay_url: str, method: str, path: str, body: bytes,
                                                               headers: Dict[str, str], status: int, code: str) -> None:
    got = raw(relay_url, method, path, body, headers)
    assert got[0] == status
    assert got[1]["error"]["code"] == code
    assert raw(relay_url, "GET", "/batches", headers=BEARER)[1]["batches"] == []


def test_relay_batchOverTheLimit_isRefusedBeforeItsBodyIsRead(relay_url: str) -> None:
    host, port = relay_url.split("//")[1].split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=10)
    try:
        conn.putrequest("POST", "/batches")
        for k, v in BEARER.items():
            conn.putheader(k, v)
        conn.putheader("Content-Length", str(sync_relay.MAX_BATCH_BYTES + 1))
        conn.endheaders()
        answer = conn.getresponse()
        assert answer.status == 413
        assert json.loads(answer.read())["error"]["code"] == "payload_too_large"
    finally:
        conn.close()


def test_relay_databaseDown_answersUnavailableNotATraceback(cluster: PostgresCluster) -> None:
    server, relay = sync_relay.make_server(cluster.dsn)
    relay.dsn = "host=/nonexistent-socket-dir user=lift dbname=postgres connect_timeout=1"
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}"
        assert raw(url, "GET", "/batches", headers=BEARER) == \
            (503, {"error": {"code": "unavailable", "message": "the database did not answer"}})
    finally:
        server.shutdown()
        server.server_close()
        relay.close()
