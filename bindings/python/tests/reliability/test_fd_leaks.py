"""No file descriptor leaks on lift_open's refusal paths (a file that is not a store, a folder),
each of which opens files before it gives up. The success path (10k open/close cycles) is
test_crash_consistency.py's test_store_tenThousandOpenCloseCycles_leaveNoFileDescriptorsOpen.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path
from typing import Iterator

import pytest

from lift import _raw

CYCLES = int(os.environ.get("LIFT_FD_CYCLES", "1000"))


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
def test_open_refused_1k_times_each_fd_count_unchanged(fast_dir: Path) -> None:
    tmp_path = fast_dir
    junk = tmp_path / "junk.lift"
    junk.write_bytes(b"not a store" * 1000)
    before = _fds()
    for _ in range(CYCLES):
        for target, expected in ((junk, -6), (tmp_path, -5)):
            status, handle, _ = _raw.open_store(str(target).encode(), None)
            assert status == expected and handle is None
    assert _fds() == before
