"""Rebuilding liblift while programs have it loaded must not kill them: the build puts the new
library in place with tools/replace-file.sh (copy beside, then rename), never cp over the old file
(which truncates the pages a running process executes: SIGBUS)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

from helpers import REPO_ROOT

import lift

REPLACE = REPO_ROOT / "tools" / "replace-file.sh"

HOST = textwrap.dedent(
    """
    import ctypes, sys
    lib = ctypes.CDLL(sys.argv[1])
    lib.lift_version.restype = ctypes.c_char_p
    print(lib.lift_version().decode(), flush=True)
    sys.stdin.readline()                      # the library is replaced meanwhile
    lib.lift_open.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p),
                              ctypes.POINTER(ctypes.c_void_p)]
    store, out = ctypes.c_void_p(), ctypes.c_void_p()
    rc = lib.lift_open(sys.argv[2].encode(), None, ctypes.byref(store), ctypes.byref(out))
    lib.lift_free(out)
    print(rc, lib.lift_close(store), flush=True)
    """
)


def test_replaceFile_whileAHostRunsTheLibrary_hostKeepsRunning(tmp_path: Path) -> None:
    installed = tmp_path / "liblift.so.1"
    shutil.copyfile(lift._raw.library_path, installed)
    host = subprocess.Popen([sys.executable, "-c", HOST, str(installed), str(tmp_path / "s.lift")],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert host.stdout is not None and host.stdin is not None
        assert host.stdout.readline().strip(), "the host did not load the library"
        # A much smaller file: pages of the old library beyond its end would fault if overwritten.
        smaller = tmp_path / "new.so"
        smaller.write_bytes(b"\x7fELF" + b"\0" * 1000)
        subprocess.run([str(REPLACE), str(smaller), str(installed)], check=True)
        assert installed.stat().st_size == smaller.stat().st_size
        host.stdin.write("go\n")
        host.stdin.flush()
        assert host.stdout.readline().split() == ["0", "0"]
        assert host.wait(timeout=30) == 0
    finally:
        if host.poll() is None:
            host.kill()
    assert not list(tmp_path.glob(".liblift.so.1.*.tmp")), "the temporary copy was left behind"
