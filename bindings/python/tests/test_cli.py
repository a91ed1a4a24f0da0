"""The lift shell (cli/lift.c, build/lift): each command, its output layout, and its exit status."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Optional

import pytest

from helpers import REPO_ROOT

SHELL = Path(os.environ.get("LIFT_SHELL", REPO_ROOT / "build" / "lift"))
HELSINKI = REPO_ROOT / "data" / "Helsinki.osm.pbf"

pytestmark = pytest.mark.skipif(not SHELL.exists(), reason=f"{SHELL} is not built (make)")


def lift(*args: str, stdin: Optional[str] = None) -> subprocess.CompletedProcess:
    return subprocess.run([str(SHELL), *args], input=stdin, capture_output=True, text=True, timeout=60)


@pytest.fixture
def store(tmp_path: Path) -> str:
    return str(tmp_path / "s.lift")


def test_shell_saveThenLoad_answersOneCompactLineInAPipe(store: str) -> None:
    saved = lift(store, "save", '{"kind":"exercise","exercise":{"name":"Row"}}')
    assert saved.returncode == 0 and saved.stderr == "", saved
    assert saved.stdout.count("\n") == 1
    row = json.loads(saved.stdout)["exercise"]
    loaded = lift(store, "load", json.dumps({"kind": "exercise", "id": row["id"]}))
    assert json.loads(loaded.stdout)["exercise"] == row


def test_shell_pretty_indentsTheSameDocument(store: str) -> None:
    lift(store, "save", '{"kind":"exercise","exercise":{"name":"Row, \\"seated\\" {x}","tags":["a:b"]}}')
    compact = lift(store, "load", '{"kind":"exercise"}').stdout
    pretty = lift(store, "--pretty", "load", '{"kind":"exercise"}').stdout
    assert pretty.count("\n") > 5 and '\n  "items": [\n' in pretty, pretty
    assert json.loads(pretty) == json.loads(compact)
    assert json.loads(compact)["items"][0]["name"] == 'Row, "seated" {x}'


def test_shell_failedCall_exitsWithTheStatusAndWritesTheErrorToStderr(store: str) -> None:
    unknown = lift(store, "load", '{"kind":"spaceship"}')
    assert unknown.returncode == 8 and unknown.stdout == "", unknown   # unsupported
    assert json.loads(unknown.stderr)["error"]["code"] == "unknown_kind"
    missing = lift(store, "load", '{"kind":"exercise","id":"00000000-0000-4000-8000-000000000001"}')
    assert missing.returncode == 4, missing                                # not_found
    bad = lift(store, "save", "{not json")
    assert bad.returncode == 1 and json.loads(bad.stderr)["error"]["code"] == "malformed_json"


def test_shell_requestsOnStdin_oneAnswerPerLineAndTheFirstFailureStatus(store: str) -> None:
    lines = '{"kind":"exercise","exercise":{"name":"A"}}\n\n{"kind":"nope"}\n{"kind":"exercise","exercise":{"name":"B"}}\n'
    run = lift(store, "save", stdin=lines)
    assert run.returncode == 8, run
    assert [json.loads(l)["exercise"]["name"] for l in run.stdout.splitlines()] == ["A", "B"]
    assert json.loads(run.stderr)["error"]["code"] == "unknown_kind"
    assert json.loads(lift(store, "load", '{"kind":"exercise"}').stdout)["total"] == 2


def test_shell_importMapSearchAndRoute_workOnHelsinki(store: str) -> None:
    imported = lift(store, "import-map", str(HELSINKI), "--profile", "car")
    assert imported.returncode == 0, imported
    assert json.loads(imported.stdout)["road_network"]["arcs"] > 1000
    found = json.loads(lift(store, "search", "mannerh", "--limit", "3").stdout)["items"]
    assert 1 <= len(found) <= 3 and found[0]["name"].startswith("Mannerheim"), found
    route = lift(store, "route", "60.1709,24.9414", "60.1690,24.9330")
    assert route.returncode == 0, route
    assert json.loads(route.stdout)["route"]["distance"] > 0
    as_json = lift(store, "route", '{"stops":[{"lat":60.1709,"lon":24.9414},{"lat":60.1690,"lon":24.9330}]}')
    assert json.loads(as_json.stdout)["route"] == json.loads(route.stdout)["route"]


def test_shell_importMapOfAMissingFile_exitsInvalidRequest(store: str, tmp_path: Path) -> None:
    run = lift(store, "import-map", str(tmp_path / 'no "such".osm.pbf'))
    assert run.returncode == 1, run
    assert json.loads(run.stderr)["error"]["code"] == "unreadable_osm"


@pytest.mark.parametrize("args", [[], ["only-store"], ["s.lift", "fly"], ["s.lift", "route", "60.1,x"],
                                  ["s.lift", "search"], ["s.lift", "search", "a", "--limit", "0"],
                                  ["s.lift", "load", "{}", "--profile", "car"], ["s.lift", "--frobnicate", "load"]])
def test_shell_wrongCommandLine_exits64WithoutTouchingTheStore(tmp_path: Path, args: list) -> None:
    os.chdir(tmp_path)
    run = lift(*args)
    assert run.returncode == 64 and "lift --help" in run.stderr, run
    assert not (tmp_path / "s.lift").exists()


def test_shell_help_describesEveryCommand() -> None:
    run = lift("--help")
    assert run.returncode == 0
    for word in ("save|load|remove|route", "import-map", "search", "route LAT,LON", "Exit status"):
        assert word in run.stdout
    version = lift("--version")
    assert version.returncode == 0 and version.stdout.startswith("lift ")


def test_shell_unopenableStore_exitsWithOpensStatus(tmp_path: Path) -> None:
    run = lift(str(tmp_path), "load", '{"kind":"exercise"}')
    assert run.returncode == 5, run          # io: a directory is not a store
    assert json.loads(run.stderr)["error"]["code"]
