"""The library as a whole: loading, ABI check, version, status names, declared signatures."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import lift
from lift import _raw
from helpers import HEADER, pythonpath_env

STATUS_NAMES = {
    0: "ok",
    -1: "invalid_request",
    -2: "misuse",
    -3: "conflict",
    -4: "not_found",
    -5: "io",
    -6: "corrupt",
    -7: "busy",
    -8: "unsupported",
    -9: "unauthorized",
    -10: "unavailable",
    -11: "no_memory",
    -12: "internal",
    -13: "cancelled",
}


def _header_text() -> str:
    return HEADER.read_text()


def test_version_called_returns_header_version_string() -> None:
    expected = re.search(r'#define LIFT_VERSION_STRING "([^"]+)"', _header_text()).group(1)
    assert lift.version() == expected
    assert re.fullmatch(r"\d+\.\d+\.\d+", lift.version())


def test_abi_version_called_returns_expected_abi() -> None:
    header_abi = int(re.search(r"#define LIFT_ABI_VERSION (\d+)", _header_text()).group(1))
    assert lift.abi_version() == lift.EXPECTED_ABI_VERSION == header_abi == 1


def test_status_name_every_status_returns_stable_name() -> None:
    for status, name in STATUS_NAMES.items():
        assert lift.status_name(status) == name


@pytest.mark.parametrize("status", [1, -14, 100, -1000, 2**31 - 1, -(2**31)])
def test_status_name_unknown_status_returns_unknown(status: int) -> None:
    assert lift.status_name(status) == "unknown"


def test_status_constants_match_header_values() -> None:
    text = _header_text()
    for name, value in re.findall(r"#define (LIFT_(?:OK|E_\w+))\s+\(?(-?\d+)\)?", text):
        assert getattr(_raw, name) == int(value), name


def test_error_classes_every_status_has_subclass_with_status() -> None:
    for status, name in STATUS_NAMES.items():
        if status == 0:
            continue
        cls = lift.ERROR_CLASSES[status]
        assert issubclass(cls, lift.LiftError)
        assert cls.status == status
    assert lift.StoreIOError.status == -5
    assert lift.NoMemoryError is lift.ERROR_CLASSES[-11]


def test_signatures_every_header_function_declared() -> None:
    declared = set(re.findall(r"^\s*(?:[\w ]+?[\s*])(lift_\w+)\s*\(", _header_text(), re.M))
    assert declared, "no functions found in lift.h"
    assert declared == set(_raw._SIGNATURES), declared ^ set(_raw._SIGNATURES)
    for name in declared:
        fn = getattr(_raw.lib, name)
        assert fn.argtypes is not None, name


def test_library_path_found_points_at_loaded_file() -> None:
    assert lift.library_path
    if "/" in lift.library_path:
        assert Path(lift.library_path).exists()


def _import_in_child(env: dict) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", "import lift; print(lift.version())"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_import_missing_library_raises_import_error(tmp_path: Path) -> None:
    proc = _import_in_child(pythonpath_env(LIFT_LIBRARY=str(tmp_path / "nope.so")))
    assert proc.returncode != 0
    assert "ImportError" in proc.stderr and "LIFT_LIBRARY" in proc.stderr, proc.stderr


def test_import_explicit_library_env_uses_it() -> None:
    proc = _import_in_child(pythonpath_env(LIFT_LIBRARY=lift.library_path))
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == lift.version()


STUB_C = r"""
#include <stdint.h>
#include <stddef.h>
typedef struct lift_store lift_store;
int32_t lift_open(const char *p, const char *o, lift_store **s, char **j) { (void)p; (void)o; (void)s; (void)j; return -12; }
int32_t lift_close(lift_store *s) { (void)s; return 0; }
int32_t lift_save(lift_store *s, const char *r, char **j) { (void)s; (void)r; (void)j; return -12; }
int32_t lift_load(lift_store *s, const char *r, char **j) { (void)s; (void)r; (void)j; return -12; }
int32_t lift_remove(lift_store *s, const char *r, char **j) { (void)s; (void)r; (void)j; return -12; }
int32_t lift_route(lift_store *s, const char *r, char **j) { (void)s; (void)r; (void)j; return -12; }
void lift_free(char *p) { (void)p; }
const char *lift_version(void) { return "9.0.0"; }
uint32_t lift_abi_version(void) { return 2; }
const char *lift_status_name(int32_t s) { (void)s; return "unknown"; }
"""


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc to build a stub library")
def test_import_abi_mismatch_raises_import_error(tmp_path: Path) -> None:
    src = tmp_path / "stub.c"
    src.write_text(STUB_C)
    so = tmp_path / "liblift.so.2"
    subprocess.run(["gcc", "-shared", "-fPIC", "-o", str(so), str(src)], check=True)
    proc = _import_in_child(pythonpath_env(LIFT_LIBRARY=str(so)))
    assert proc.returncode != 0
    assert "ImportError" in proc.stderr, proc.stderr
    assert "ABI mismatch" in proc.stderr and "expects liblift ABI 1" in proc.stderr, proc.stderr
    assert "reports ABI 2" in proc.stderr, proc.stderr


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc to build a stub library")
def test_import_library_missing_function_raises_import_error(tmp_path: Path) -> None:
    src = tmp_path / "stub1.c"
    src.write_text(STUB_C.replace("return 2; }", "return 1; }"))  # ABI 1, but no lift_set_transport
    so = tmp_path / "liblift.so.1"
    subprocess.run(["gcc", "-shared", "-fPIC", "-o", str(so), str(src)], check=True)
    proc = _import_in_child(pythonpath_env(LIFT_LIBRARY=str(so)))
    assert proc.returncode != 0
    assert "ImportError" in proc.stderr and "does not export lift_set_transport" in proc.stderr, proc.stderr


def _package_copy(tmp_path: Path) -> Path:
    """The lift package copied outside the checkout (as pip installs it); returns its parent."""
    site = tmp_path / "site"
    shutil.copytree(Path(lift.__file__).parent, site / "lift", ignore=shutil.ignore_patterns("__pycache__", "liblift.so*"))
    return site


def _import_copy(site: Path, **extra: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("LIFT_LIBRARY", "LD_LIBRARY_PATH", "PYTHONPATH")}
    env.update(PYTHONPATH=str(site), **extra)
    return subprocess.run(
        [sys.executable, "-c", "import lift; print(lift.library_path)"],
        env=env, cwd=site, capture_output=True, text=True, timeout=60,
    )


def test_import_bundled_copy_found_before_loader_search(tmp_path: Path) -> None:
    site = _package_copy(tmp_path)
    (site / "lift" / "liblift.so.1").symlink_to(Path(lift.library_path).resolve())
    # The loader would find the build's library too: the copy beside the package must win.
    proc = _import_copy(site, LD_LIBRARY_PATH=str(Path(lift.library_path).resolve().parent))
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == str(site / "lift" / "liblift.so.1")


def test_import_no_library_lists_every_place_tried(tmp_path: Path) -> None:
    site = _package_copy(tmp_path)
    proc = _import_copy(site)
    if proc.returncode == 0:
        pytest.skip(f"the dynamic loader finds an installed liblift: {proc.stdout.strip()}")
    tried = proc.stderr[proc.stderr.rindex("tried, in order:"):].splitlines()[1:4]
    assert tried == [
        f"  {site}/lift/liblift.so.1: no such file",
        f"  {site}/lift/liblift.so: no such file",
        "  liblift.so.1 (the dynamic loader's search: LD_LIBRARY_PATH, ld.so.cache, /usr/lib): "
        "liblift.so.1: cannot open shared object file: No such file or directory",
    ], proc.stderr
    assert "/build/" not in proc.stderr  # outside a checkout there is no repository build folder
