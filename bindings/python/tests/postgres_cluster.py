"""A throwaway PostgreSQL cluster for the relay tests: Debian's server binaries, a temporary
directory, a Unix socket in it and no TCP port (nothing to collide with), durability off (the
cluster is deleted at the end). PostgreSQL refuses to run as root, so under root (CI) the cluster
belongs to `nobody` and its commands run through runuser.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import List, Optional


def server_bin() -> Optional[Path]:
    """The newest installed server's bin folder (initdb is not on PATH on Debian)."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(Path(p).parts[-3]))
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    return Path(initdb).resolve().parent if initdb else None


class PostgresCluster:
    def __init__(self, bin_dir: Path) -> None:
        self.bin_dir = bin_dir
        # Under /tmp, not a possibly long TMPDIR: a Unix socket's path is limited to 107 bytes.
        self.dir = Path(tempfile.mkdtemp(prefix="lift-pg-", dir="/tmp" if os.path.isdir("/tmp") else None))
        self.data = self.dir / "data"
        self.user = "nobody" if os.geteuid() == 0 else None
        if self.user:
            entry = pwd.getpwnam(self.user)
            os.chown(self.dir, entry.pw_uid, entry.pw_gid)
        self.started = False

    def run(self, *args: str) -> None:
        command: List[str] = [str(self.bin_dir / args[0]), *args[1:]]
        if self.user:
            command = ["runuser", "-u", self.user, "--", *command]
        done = subprocess.run(command, cwd=self.dir, capture_output=True, text=True, timeout=120)
        if done.returncode != 0:
            raise RuntimeError(f"{args[0]} failed ({done.returncode}): {done.stdout}{done.stderr}")

    def start(self) -> "PostgresCluster":
        self.run("initdb", "-D", str(self.data), "-U", "lift", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C")
        options = (f"-k {self.dir} -c listen_addresses='' -c fsync=off -c synchronous_commit=off "
                   "-c full_page_writes=off -c max_connections=40")
        self.run("pg_ctl", "-D", str(self.data), "-l", str(self.dir / "log"), "-w", "-t", "60", "-o", options, "start")
        self.started = True
        return self

    @property
    def dsn(self) -> str:
        return f"host={self.dir} user=lift dbname=postgres"

    def stop(self) -> None:
        try:
            if self.started:
                self.run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.dir, ignore_errors=True)
