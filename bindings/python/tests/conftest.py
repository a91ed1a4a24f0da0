"""Shared fixtures and helpers for the lift binding tests.

The suite runs against whichever liblift the binding finds (LIFT_LIBRARY, a copy beside the
package, or <repo>/build/liblift.so).
"""

from __future__ import annotations

import sys
from pathlib import Path
import threading
from typing import Any, Iterator, List, Tuple

import pytest

# Make `import lift` work from a checkout without installing the package.
_PKG_PARENT = Path(__file__).resolve().parent.parent
if str(_PKG_PARENT) not in sys.path:
    sys.path.insert(0, str(_PKG_PARENT))

import lift  # noqa: E402


@pytest.fixture
def store_path(tmp_path: Path) -> Path:
    return tmp_path / "test.lift"


@pytest.fixture
def store(store_path: Path) -> Iterator[lift.Store]:
    # "normal" keeps the suite fast; test_store covers the default ("full").
    s = lift.Store(store_path, durability="normal")
    try:
        yield s
    finally:
        s.close()


@pytest.fixture
def log() -> Iterator[List[Tuple[int, str]]]:
    """Every (level, message) liblift logs during the test, from any thread."""
    seen: List[Tuple[int, str]] = []
    lock = threading.Lock()

    def sink(level: int, message: str) -> None:
        with lock:
            seen.append((level, message))

    lift.set_log(sink)
    try:
        yield seen
    finally:
        lift.set_log(None)


@pytest.fixture(scope="session")
def cluster() -> Iterator[Any]:
    """A throwaway PostgreSQL cluster for the sync relay's tests, started once per run."""
    from postgres_cluster import PostgresCluster, server_bin
    pytest.importorskip("psycopg", reason="psycopg (PyPI) runs the relay: make deps installs it")
    bin_dir = server_bin()
    if bin_dir is None:
        pytest.skip("PostgreSQL's server is not installed (Debian's postgresql: make deps)")
    c = PostgresCluster(bin_dir).start()
    try:
        yield c
    finally:
        c.stop()


@pytest.fixture(scope="session")
def relay_url(cluster: Any) -> Iterator[str]:
    """examples/sync_relay.py serving on a free port of 127.0.0.1."""
    sys.path.insert(0, str(_PKG_PARENT / "examples"))
    import sync_relay
    server, relay = sync_relay.make_server(cluster.dsn)
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
        relay.close()
