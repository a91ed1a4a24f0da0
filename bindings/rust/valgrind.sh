#!/usr/bin/env bash
# The Rust tests under valgrind: no error and no definite leak in the C paths. "Possibly lost"
# blocks are the Rust test harness's own channels, left at exit. liblift's debug information is
# stripped into a temporary copy first, as bindings/c does: valgrind cannot read its DWARF.
# Then the checker's own test: the planted-leak feature skips lift_free on every answer, and the
# same run must fail on it, so a check that quietly stops seeing leaks fails too.
set -euo pipefail
build=${LIFT_BUILD:?LIFT_BUILD: the folder of liblift.so.1}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
objcopy --strip-debug "$build/liblift.so.1" "$tmp/liblift.so.1"

# The test executable of tests/store.rs, built with the given cargo flags.
test_exe() {
  local exe
  exe=$(cargo test --offline --no-run "$@" 2>&1 | sed -n 's/.*Executable tests\/store.rs (\(.*\))/\1/p')
  [ -x "$exe" ] || { echo "valgrind.sh: the test executable was not found" >&2; exit 1; }
  echo "$exe"
}

run() {
  LD_LIBRARY_PATH=$tmp valgrind -q --error-exitcode=1 --leak-check=full --show-leak-kinds=definite \
    --errors-for-leak-kinds=definite --suppressions="$(dirname "$0")/../c/valgrind.supp" "$1" --test-threads=1
}

exe=$(test_exe)
run "$exe"

# Copied aside: the feature build may reuse the same path.
cp "$(test_exe --features planted-leak)" "$tmp/leaky"
if run "$tmp/leaky" >"$tmp/leaky.log" 2>&1; then
  cat "$tmp/leaky.log"
  echo "valgrind.sh: the planted leak (feature planted-leak: answers never freed) was not reported"; exit 1
fi
grep -q "definitely lost" "$tmp/leaky.log" && grep -q "lift_" "$tmp/leaky.log" || {
  cat "$tmp/leaky.log"; echo "valgrind.sh: the planted-leak run failed, but not on a leak in liblift"; exit 1; }
echo "valgrind.sh: no leak in the Rust suite's C paths; the planted leak was caught"
