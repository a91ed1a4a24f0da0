#!/usr/bin/env bash
# The Go suite's C paths under LeakSanitizer (go test -asan): no block liblift or the package
# allocates may outlive the suite (answers freed with lift_free, transport bodies freed once).
# valgrind cannot check this for Go: a leaked answer's address stays in dead Go heap and stack
# memory, which memcheck scans, so it reports the leak as "still reachable".
# LeakSanitizer scans only C memory, thread stacks and registers. TestMain (leak_asan_test.go)
# runs it itself: a Go program exits without libc's exit, where LeakSanitizer's check would run.
# Then the checker's own test: the liftplantedleak build skips lift_free on every answer, and
# the same run must fail on a leak through liblift, so a check that stops seeing leaks fails too.
set -euo pipefail
cd "$(dirname "$0")"
go test -asan -count=1 ./...
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if go test -asan -tags liftplantedleak -count=1 ./... >"$log" 2>&1; then
  cat "$log"; echo "leakcheck.sh: the planted leak (liftplantedleak: answers never freed) was not reported"; exit 1
fi
grep -q "LeakSanitizer: detected memory leaks" "$log" && grep -q "Cfunc_lift_" "$log" || {
  cat "$log"; echo "leakcheck.sh: the planted-leak run failed, but not on a leak through liblift"; exit 1; }
echo "leakcheck.sh: no leak in the Go suite's C paths; the planted leak was caught"
