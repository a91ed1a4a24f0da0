"""A road_network import reads a local regular file and nothing else, through the release library:
a URL never runs a program (a `curl` planted first on PATH stays unrun), and a FIFO, a device, a
directory or a socket are refused at once with `unreadable_osm`, leaving the store as it was."""

from __future__ import annotations

import os
import socket
import stat
import threading
from pathlib import Path

import pytest

import lift
from helpers import REPO_ROOT

HELSINKI = REPO_ROOT / "data" / "Helsinki.osm.pbf"
STOPS = {"stops": [{"lat": 60.1709, "lon": 24.9414}, {"lat": 60.1690, "lon": 24.9330}]}


def import_network(store: lift.Store, path: str) -> dict:
    return store.save({"kind": "road_network", "road_network": {"path": path}})


def refused(store: lift.Store, path: str) -> lift.LiftError:
    with pytest.raises(lift.InvalidRequestError) as e:
        import_network(store, path)
    assert e.value.code == "unreadable_osm", repr(e.value)
    assert e.value.details == {"path": "road_network.path", "file": path}, repr(e.value)
    with pytest.raises(lift.UnavailableError) as nothing:
        store.route(STOPS)
    assert nothing.value.code == "no_road_network", repr(nothing.value)
    return e.value


@pytest.fixture
def planted_curl(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A program named curl first on PATH that leaves a mark and serves a real extract."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    mark = tmp_path / "curl-ran"
    curl = bin_dir / "curl"
    curl.write_text(f"#!/bin/sh\necho \"$@\" >> {mark}\ncat {HELSINKI}\n")
    curl.chmod(curl.stat().st_mode | stat.S_IXUSR)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}")
    return mark


@pytest.mark.parametrize("scheme", ["http", "https", "ftp", "file"])
def test_import_urlOfEachScheme_runsNoProgramAndIsRefused(store: lift.Store, planted_curl: Path, scheme: str) -> None:
    url = f"{scheme}://{HELSINKI}" if scheme == "file" else f"{scheme}://127.0.0.1:9/Helsinki.osm.pbf"
    err = refused(store, url)
    assert "cannot open the file" in err.message, repr(err)
    assert not planted_curl.exists(), "a request ran the planted curl"


def test_import_fifoWithoutWriter_isRefusedWithoutBlocking(store: lift.Store, tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.osm.pbf"
    os.mkfifo(fifo)
    result: dict = {}

    def run() -> None:
        try:
            import_network(store, str(fifo))
        except lift.LiftError as e:
            result["error"] = e

    worker = threading.Thread(target=run)
    worker.start()
    worker.join(timeout=20)
    if worker.is_alive():
        # Unblock the import so the suite can end, then fail: the open waited for a writer.
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        worker.join()
        pytest.fail("importing a FIFO blocked")
    err = result.get("error")
    assert isinstance(err, lift.InvalidRequestError) and err.code == "unreadable_osm", repr(err)
    assert "a FIFO" in err.message, repr(err)


def test_import_devZero_isRefusedAsADevice(store: lift.Store) -> None:
    assert "a device" in refused(store, "/dev/zero").message


def test_import_directory_isRefusedAsADirectory(store: lift.Store, tmp_path: Path) -> None:
    assert "a directory" in refused(store, str(tmp_path)).message


def test_import_unixSocket_isRefused(store: lift.Store, tmp_path: Path) -> None:
    path = tmp_path / "s.osm.pbf"
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        server.bind(str(path))
        server.listen(1)
        refused(store, str(path))
    finally:
        server.close()


def test_import_symlinkToRegularFile_importsAndRoutes(store: lift.Store, tmp_path: Path) -> None:
    link = tmp_path / "latest.osm.pbf"
    link.symlink_to(HELSINKI)
    assert import_network(store, str(link))["road_network"]["arcs"] > 0
    assert store.route(STOPS)["route"]["distance"] > 0
