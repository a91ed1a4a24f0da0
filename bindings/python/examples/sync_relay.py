"""A sync relay: keeps each account's change batches in PostgreSQL and serves them to its devices.

No liblift code runs here. A device pushes the batches its store answers to
`load {"kind":"changes"}` and pulls the batches the account's other devices pushed, which it applies
with `save {"kind":"changes"}`; the relay only appends and serves them in order (docs/SYNC.md,
"The relay").

    python3 sync_relay.py --dsn "host=/run/postgresql dbname=relay" --port 8080

The protocol (JSON over HTTP; the account is named by a bearer token, never by the request):

    POST /batches    {"device": "<site>", "changes": [...]}       -> {"seq": 7}
    GET  /batches?after=6&limit=100&exclude=<site>              -> {"batches": [{"seq": 7,
         "device": "<site>", "changes": [...]}], "last": 7, "more": false}

`last` is the sequence a device gives as `after` next time (it moves past the device's own
batches too, which `exclude` leaves out of the answer). The relay checks only the envelope: a
batch's changes are stored as compact JSON and served as stored, never interpreted.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import threading
import urllib.error
import urllib.parse
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Dict, Iterator, List, Optional, Tuple

import psycopg

MAX_BATCH_BYTES = 16 * 1024 * 1024
MAX_ANSWER_BYTES = 8 * 1024 * 1024
DEFAULT_LIMIT = 100
MAX_LIMIT = 1000
PARTITIONS = 8

# One append-only feed per account: the primary key (account, seq) is the order a device reads
# in, and hash partitions by account spread accounts over tables an operator can move or vacuum
# apart. `relay_head` hands out each account's next sequence under a row lock, so an account's
# batches commit in sequence order and a reader never skips one that commits late.
SCHEMA = [
    """CREATE TABLE IF NOT EXISTS relay_head (
         account text PRIMARY KEY,
         last_seq bigint NOT NULL)""",
    f"""CREATE TABLE IF NOT EXISTS relay_batch (
         account text NOT NULL,
         seq bigint NOT NULL,
         device text NOT NULL,
         changes bytea NOT NULL,
         received_at timestamptz NOT NULL DEFAULT now(),
         PRIMARY KEY (account, seq)) PARTITION BY HASH (account)""",
] + [
    f"""CREATE TABLE IF NOT EXISTS relay_batch_{i} PARTITION OF relay_batch
         FOR VALUES WITH (MODULUS {PARTITIONS}, REMAINDER {i})"""
    for i in range(PARTITIONS)
]


class Refusal(Exception):
    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(message)
        self.status, self.code, self.message = status, code, message


def create_schema(dsn: str) -> None:
    with psycopg.connect(dsn) as conn:
        # Two relays starting on one fresh database must not race on CREATE TABLE.
        conn.execute("SELECT pg_advisory_xact_lock(7243)")
        for statement in SCHEMA:
            conn.execute(statement)


def account_of(token: str) -> str:
    """The account a bearer token names: its SHA-256, so the database never holds the token."""
    return hashlib.sha256(token.encode()).hexdigest()


class Relay:
    """The feed operations, one short transaction each, on connections from a small pool (a
    thread per HTTP connection must not mean a database connection each)."""

    def __init__(self, dsn: str, max_connections: int = 8) -> None:
        self.dsn = dsn
        self.idle: List[psycopg.Connection] = []
        self.slots = threading.BoundedSemaphore(max_connections)
        self.lock = threading.Lock()

    @contextlib.contextmanager
    def connection(self) -> Iterator[psycopg.Connection]:
        if not self.slots.acquire(timeout=30):
            raise Refusal(503, "busy", "every database connection is in use")
        conn: Optional[psycopg.Connection] = None
        try:
            with self.lock:
                conn = self.idle.pop() if self.idle else None
            if conn is None or conn.closed:
                conn = psycopg.connect(self.dsn, autocommit=True)
            yield conn
        except psycopg.OperationalError:
            if conn is not None:
                conn.close()   # broken: not back into the pool
            conn = None
            raise
        finally:
            if conn is not None and not conn.closed:
                with self.lock:
                    self.idle.append(conn)
            self.slots.release()

    def append(self, account: str, device: str, changes: bytes) -> int:
        with self.connection() as conn, conn.transaction():
            row = conn.execute(
                """INSERT INTO relay_head (account, last_seq) VALUES (%s, 1)
                   ON CONFLICT (account) DO UPDATE SET last_seq = relay_head.last_seq + 1
                   RETURNING last_seq""", (account,)).fetchone()
            seq = int(row[0]) if row else 0
            conn.execute("INSERT INTO relay_batch (account, seq, device, changes) VALUES (%s, %s, %s, %s)",
                         (account, seq, device, changes))
        return seq

    def batches(self, account: str, after: int, limit: int, exclude: Optional[str]) -> Tuple[List[Tuple[int, str, bytes]], int, bool]:
        """Batches after `after`, oldest first: at most `limit`, and no more than MAX_ANSWER_BYTES
        (always at least one); the last sequence read (excluded batches count), and whether more follow."""
        with self.connection() as conn, conn.transaction():
            rows = conn.execute(
                """SELECT seq, device, CASE WHEN device = %s THEN NULL ELSE changes END
                   FROM relay_batch WHERE account = %s AND seq > %s ORDER BY seq LIMIT %s""",
                (exclude or "", account, after, limit + 1)).fetchall()
        out: List[Tuple[int, str, bytes]] = []
        last, size, more = after, 0, len(rows) > limit
        for seq, device, changes in rows[:limit]:
            if changes is not None:
                if out and size + len(changes) > MAX_ANSWER_BYTES:
                    return out, last, True
                size += len(changes)
                out.append((seq, device, bytes(changes)))
            last = seq
        return out, last, more

    def close(self) -> None:
        with self.lock:
            for conn in self.idle:
                conn.close()
            self.idle.clear()


def parse_batch(body: bytes) -> Tuple[str, bytes]:
    """The device and the raw `changes` array of a pushed batch; the changes stay opaque."""
    try:
        doc = json.loads(body)
    except (ValueError, UnicodeDecodeError):
        raise Refusal(400, "malformed_json", "the body is not JSON") from None
    if not isinstance(doc, dict) or set(doc) != {"device", "changes"}:
        raise Refusal(400, "invalid_batch", 'the body is {"device": "...", "changes": [...]}')
    device, changes = doc["device"], doc["changes"]
    if not isinstance(device, str) or not 1 <= len(device) <= 64 or not device.isascii():
        raise Refusal(400, "invalid_batch", "device: 1 to 64 ASCII characters")
    if not isinstance(changes, list) or not changes:
        raise Refusal(400, "invalid_batch", "changes: a non-empty array")
    return device, json.dumps(changes, separators=(",", ":"), ensure_ascii=False).encode()


def make_handler(relay: Relay) -> type:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: Any) -> None:  # quiet: a relay logs elsewhere
            pass

        def do_POST(self) -> None:
            self.run(self.post)

        def do_GET(self) -> None:
            self.run(self.get)

        def run(self, action: Any) -> None:
            try:
                account = self.account()
                status, body = action(account)
            except Refusal as r:
                status, body = r.status, json.dumps({"error": {"code": r.code, "message": r.message}}).encode()
            except psycopg.Error:
                status, body = 503, b'{"error":{"code":"unavailable","message":"the database did not answer"}}'
            except Exception:  # a bug must still answer, and never show a traceback to a client
                status, body = 500, b'{"error":{"code":"internal","message":"the relay failed"}}'
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def account(self) -> str:
            auth = self.headers.get("Authorization", "")
            if not auth.startswith("Bearer ") or len(auth) < 8 + 16:
                raise Refusal(401, "unauthorized", "send Authorization: Bearer <account token> (16+ characters)")
            return account_of(auth[7:])

        def path_and_query(self) -> Tuple[str, Dict[str, List[str]]]:
            url = urllib.parse.urlsplit(self.path)
            if url.path != "/batches":
                raise Refusal(404, "not_found", "the relay serves /batches")
            return url.path, urllib.parse.parse_qs(url.query)

        def post(self, account: str) -> Tuple[int, bytes]:
            self.path_and_query()
            try:
                length = int(self.headers.get("Content-Length", ""))
            except ValueError:
                raise Refusal(411, "length_required", "send Content-Length") from None
            if not 0 < length <= MAX_BATCH_BYTES:
                # The body is not read: close rather than leave it in the connection.
                self.close_connection = True
                raise Refusal(413, "payload_too_large", f"a batch is 1 to {MAX_BATCH_BYTES} bytes")
            device, changes = parse_batch(self.rfile.read(length))
            return 200, json.dumps({"seq": relay.append(account, device, changes)}).encode()

        def get(self, account: str) -> Tuple[int, bytes]:
            _, query = self.path_and_query()
            after = integer(query, "after", 0, 0, 2**62)
            limit = integer(query, "limit", DEFAULT_LIMIT, 1, MAX_LIMIT)
            exclude = query.get("exclude", [None])[-1]
            found, last, more = relay.batches(account, after, limit, exclude)
            # The stored batches are spliced in as they are, without parsing them again.
            parts = [b'{"batches":[']
            for i, (seq, device, changes) in enumerate(found):
                head = json.dumps({"seq": seq, "device": device})[:-1]
                parts.append((b"," if i else b"") + head.encode() + b',"changes":' + changes + b"}")
            parts.append(b'],"last":%d,"more":%s}' % (last, b"true" if more else b"false"))
            return 200, b"".join(parts)

    return Handler


def integer(query: Dict[str, List[str]], name: str, default: int, low: int, high: int) -> int:
    text = query.get(name, [None])[-1]
    if text is None:
        return default
    if not (text.isascii() and text.isdigit()) or not low <= int(text) <= high:
        raise Refusal(400, "invalid_value", f"{name}: an integer from {low} to {high}")
    return int(text)


def make_server(dsn: str, host: str = "127.0.0.1", port: int = 0) -> Tuple[ThreadingHTTPServer, Relay]:
    """A relay ready to serve (`serve_forever`); `server.server_address` tells the port when `port` is 0."""
    create_schema(dsn)
    relay = Relay(dsn)
    server = ThreadingHTTPServer((host, port), make_handler(relay))
    server.daemon_threads = True
    return server, relay


class RelayClient:
    """What a device runs: push its store's batches, pull the others'."""

    def __init__(self, base_url: str, token: str, device: str, timeout: float = 10.0) -> None:
        self.base_url, self.token, self.device, self.timeout = base_url.rstrip("/"), token, device, timeout

    def request(self, method: str, path: str, body: Optional[bytes] = None) -> Dict[str, Any]:
        req = urllib.request.Request(self.base_url + path, data=body, method=method,
                                     headers={"Authorization": "Bearer " + self.token, "Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=self.timeout) as answer:
                doc: Dict[str, Any] = json.loads(answer.read())
                return doc
        except urllib.error.HTTPError as e:
            raise RuntimeError(f"relay refused {method} {path}: {e.code} {e.read().decode(errors='replace')}") from None

    def push(self, changes: List[Any]) -> int:
        body = json.dumps({"device": self.device, "changes": changes}).encode()
        return int(self.request("POST", "/batches", body)["seq"])

    def pull(self, after: int, limit: int = DEFAULT_LIMIT) -> Dict[str, Any]:
        query = urllib.parse.urlencode({"after": after, "limit": limit, "exclude": self.device})
        return self.request("GET", "/batches?" + query)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dsn", required=True, help="a libpq connection string")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8080)
    args = parser.parse_args()
    server, relay = make_server(args.dsn, args.host, args.port)
    print(f"relay on http://{args.host}:{server.server_address[1]}/batches", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
        relay.close()


if __name__ == "__main__":
    main()
