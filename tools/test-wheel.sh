#!/bin/bash
# test-wheel.sh DIST PYTHON: the wheel `make wheel` left in DIST, as a user gets it. Checks its tag
# (manylinux, x86_64, not pure), installs it from the file alone (--no-index) into a fresh venv,
# and from a folder outside the checkout opens a store, saves an exercise and loads it back,
# checking that the package and the library loaded are the venv's and the vendored
# dependencies come from the wheel's liblift.libs/.
set -euo pipefail
dist=$1
python=${2:-python3}

wheels=("$dist"/*.whl)
[ ${#wheels[@]} = 1 ] && [ -f "${wheels[0]}" ] || { echo "test-wheel: expected one wheel in $dist: ${wheels[*]}"; exit 1; }
wheel=$(realpath "${wheels[0]}")
case $(basename "$wheel") in
  liblift-*-py3-none-manylinux_*_x86_64.whl) ;;
  *) echo "test-wheel: not a py3-none-manylinux_*_x86_64 wheel: $(basename "$wheel")"; exit 1 ;;
esac

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$python" -m venv "$tmp/venv"
"$tmp/venv/bin/python" -m pip install -q --no-index --no-deps --disable-pip-version-check "$wheel"

site=$("$tmp/venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["platlib"])')
if readelf -S -W "$site/lift/liblift.so.1" | grep -E '\] \.debug_'; then
  echo "test-wheel: the bundled liblift.so.1 has debug sections"; exit 1
fi

mkdir "$tmp/elsewhere"
cd "$tmp/elsewhere"
env -u LIFT_LIBRARY -u PYTHONPATH -u LD_LIBRARY_PATH "$tmp/venv/bin/python" - "$tmp/venv" "$wheel" <<'EOF'
import os
import sys
import zipfile

venv, wheel = (os.path.realpath(p) for p in sys.argv[1:3])
with zipfile.ZipFile(wheel) as zf:
    meta = zf.read(next(n for n in zf.namelist() if n.endswith(".dist-info/WHEEL"))).decode()
assert "Root-Is-Purelib: false" in meta, meta

import lift

pkg = os.path.dirname(os.path.realpath(lift.__file__))
assert pkg.startswith(venv + os.sep), f"lift imported from {pkg}, not from the venv {venv}"
assert lift.library_path == os.path.join(os.path.dirname(lift.__file__), "liblift.so.1"), lift.library_path

with lift.Store("wheel.lift") as store:
    saved = store.save({"kind": "exercise", "exercise": {"name": "Bench press", "tags": ["chest"]}})
    ex_id = saved["exercise"]["id"]
with lift.Store("wheel.lift") as store:
    loaded = store.load({"kind": "exercise", "id": ex_id})["exercise"]
assert (loaded["name"], loaded["tags"]) == ("Bench press", ["chest"]), loaded

# The dependencies auditwheel vendored are the ones loaded, not the system's.
with open("/proc/self/maps") as maps:
    mapped = {line.split()[-1] for line in maps if ".so" in line}
for dep in ("libjansson", "libsqlite3", "libsodium"):
    paths = [p for p in mapped if os.path.basename(p).startswith(dep + "-") or os.path.basename(p).startswith(dep + ".so")]
    assert paths and all("/liblift.libs/" in p for p in paths), (dep, paths)
print(f"test-wheel: {os.path.basename(wheel)} ({os.path.getsize(wheel) // 1024} KB): "
      f"import lift from the venv, {lift.library_path} v{lift.version()}, save and load ok")
EOF
