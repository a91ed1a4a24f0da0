#!/usr/bin/env bash
# abi/selftest.sh [SO] — shows that abi/check.sh fails on each break it promises to catch, using
# edited copies of lift.h and a stub .so (the real header and library are never touched).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
so=$(realpath "${1:-$root/build/liblift.so.1}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export ABI_REPORTS=$work/reports

expect_fail() {  # expect_fail NAME PATTERN SO HEADER
    local name=$1 pattern=$2 out
    if out=$("$here/check.sh" "$3" "$4" 2>&1); then
        echo "abi-selftest: FAIL: '$name' was not caught"; exit 1
    fi
    grep -q "$pattern" <<<"$out" || { echo "abi-selftest: FAIL: '$name' failed for another reason: $out"; exit 1; }
    echo "abi-selftest: caught $name"
}

edit() {  # edit NAME SED-SCRIPT -> path of an edited copy of lift.h
    mkdir -p "$work/$1"
    sed "$2" "$root/include/lift.h" >"$work/$1/lift.h"
    cmp -s "$root/include/lift.h" "$work/$1/lift.h" && { echo "abi-selftest: edit '$1' changed nothing" >&2; exit 1; }
    echo "$work/$1/lift.h"
}

expect_fail "a changed signature" "incompatible change of lift.h" "$so" \
    "$(edit signature 's/^int32_t lift_save(lift_store \*store, const char \*request_json/int32_t lift_save(lift_store *store, int64_t flags, const char *request_json/')"
expect_fail "a renumbered status" "incompatible change of lift.h" "$so" \
    "$(edit status 's/^#define LIFT_E_IO  *(-5)/#define LIFT_E_IO (-55)/')"
expect_fail "a removed function" "not declared in lift.h" "$so" \
    "$(edit removed '/^const char \*lift_version(void);/d')"
expect_fail "a declared function the .so lacks" "not exported" "$so" \
    "$(edit added 's/^void lift_free(char \*p);/&\nint32_t lift_frobnicate(void);/')"
expect_fail "a SONAME that does not match LIFT_ABI_VERSION" "SONAME is" "$so" \
    "$(edit abi 's/^#define LIFT_ABI_VERSION 1$/#define LIFT_ABI_VERSION 2/')"

# A stub library with the header's functions plus one stray export.
funcs=$(cc -E -P -x c "$root/include/lift.h" | grep -oE '[ *]lift_[a-z0-9_]+ *\(' | grep -oE 'lift_[a-z0-9_]+' | sort -u)
{
    for f in $funcs; do [ "$f" = lift_abi_version ] || echo "void $f(void) {}"; done
    echo "unsigned lift_abi_version(void) { return 1; }"
    echo "void helper_leak(void) {}"
} >"$work/stub.c"
cc -shared -fPIC -o "$work/liblift.so.1" -Wl,-soname,liblift.so.1 "$work/stub.c"
expect_fail "an exported symbol not named lift_*" "not named lift_" "$work/liblift.so.1" "$root/include/lift.h"

echo "abi-selftest: every break was caught"
