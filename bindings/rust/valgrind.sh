#!/usr/bin/env bash
# The Rust tests under valgrind: no error and no definite leak in the C paths. "Possibly lost"
# blocks are the Rust test harness's own channels, left at exit. liblift's debug information is
# stripped into a temporary copy first, as bindings/c does: valgrind cannot read its DWARF.
set -euo pipefail
build=${LIFT_BUILD:?LIFT_BUILD: the folder of liblift.so.1}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
objcopy --strip-debug "$build/liblift.so.1" "$tmp/liblift.so.1"
exe=$(cargo test --offline --no-run 2>&1 | sed -n 's/.*Executable tests\/store.rs (\(.*\))/\1/p')
[ -x "$exe" ] || { echo "valgrind.sh: the test executable was not found"; exit 1; }
LD_LIBRARY_PATH=$tmp valgrind -q --error-exitcode=1 --leak-check=full --show-leak-kinds=definite \
  --errors-for-leak-kinds=definite --suppressions="$(dirname "$0")/../c/valgrind.supp" "$exe" --test-threads=1
