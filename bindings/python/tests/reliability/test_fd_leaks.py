"""No file descriptor leaks: the open fd count is unchanged after 10k lift_open/lift_close cycles.

Covers the success path and the refusal paths of lift_open (a file that is not a store, a folder),
each of which opens files before it gives up.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path
from typing import Iterator

import pytest

from lift import _raw

CYCLES = int(os.environ.get("LIFT_FD_CYCLES", "10000"))


@pytest.fixture
def fast_dir(tmp_path: Path) -> Iterator[Path]:
    """A folder in RAM when there is one: the test is about descriptors, not the disk's fsync."""
    if not Path("/dev/shm").is_dir():
        yield tmp_path
        return
    d = Path(tempfile.mkdtemp(prefix="lift-fd-", dir="/dev/shm"))
    try:
        yield d
    finally:
        shutil.rmtree(d, ignore_errors=True)


def _fds() -> int:
    return len(os.listdir("/proc/self/fd"))


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="needs /proc")
def test_open_close_10k_cycles_fd_count_unchanged(fast_dir: Path) -> None:
    path = str(fast_dir / "fd.lift").encode()
    status, handle, body = _raw.open_store(path, b'{"durability":"normal"}')
    assert status == 0, body
    assert _raw.call("save", handle, b'{"kind":"exercise","exercise":{"name":"Squat"}}').status == 0
    assert _raw.close_store(handle) == 0
    before = _fds()
    for _ in range(CYCLES):
        status, handle, body = _raw.open_store(path, b'{"durability":"normal"}')
        assert status == 0, body
        assert _raw.call("load", handle, b'{"kind":"exercise"}').status == 0
        assert _raw.close_store(handle) == 0
    assert _fds() == before


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="needs /proc")
def test_open_refused_1k_cycles_fd_count_unchanged(fast_dir: Path) -> None:
    tmp_path = fast_dir
    junk = tmp_path / "junk.lift"
    junk.write_bytes(b"not a store" * 1000)
    before = _fds()
    for _ in range(CYCLES // 10):
        for target, expected in ((junk, -6), (tmp_path, -5)):
            status, handle, _ = _raw.open_store(str(target).encode(), None)
            assert status == expected and handle is None
    assert _fds() == before
