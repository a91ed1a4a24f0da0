#!/usr/bin/env bash
# abi/check.sh [SO] [HEADER] — fails when liblift's C ABI broke against the last release.
#
# Checks, in order (all offline, ~40 s; the abi-dumper pass is most of it):
#  1. the SONAME is liblift.so.<LIFT_ABI_VERSION of the header>, and lift_abi_version() says the same;
#  2. every exported symbol is named lift_*, and the exports are exactly the header's functions
#     (a private helper that leaks into the dynamic table would become ABI by accident);
#  3. abi-compliance-checker on the header + .so (GCC's view of lift.h) against the baseline,
#     strict: a changed signature, a removed function or a renumbered LIFT_E_* status fails;
#  4. abi-dumper on the .so (the implementation's DWARF, limited to lift.h's functions) compared by
#     abi-compliance-checker against the baseline, binary mode.
# The baselines live in abi/baseline/lift-<ABI>.{header,so}.dump. `abi/check.sh --baseline` writes
# them; do that only when a release is cut (a new LIFT_ABI_VERSION needs a new baseline).
# Reports go to $ABI_REPORTS (default build/abi).
set -euo pipefail
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
mode=check
if [ "${1:-}" = --baseline ]; then mode=baseline; shift; fi
so=$(realpath "${1:-$root/build/liblift.so.1}")
header=$(realpath "${2:-$root/include/lift.h}")
reports=${ABI_REPORTS:-$root/build/abi}
PYTHON=${PYTHON:-python3}

fail() { echo "abi-check: FAIL: $*" >&2; exit 1; }
for tool in abi-compliance-checker abi-dumper readelf nm cc; do
    command -v "$tool" >/dev/null || fail "$tool is missing (make deps installs it)"
done

abi=$(sed -n 's/^#define LIFT_ABI_VERSION \([0-9]*\).*/\1/p' "$header")
version=$(sed -n 's/^#define LIFT_VERSION_STRING "\(.*\)"/\1/p' "$header")
[ -n "$abi" ] || fail "no LIFT_ABI_VERSION in $header"

# 1. SONAME and the run-time ABI number.
soname=$(readelf -d "$so" | sed -n 's/.*Library soname: \[\(.*\)\]/\1/p')
[ "$soname" = "liblift.so.$abi" ] || fail "SONAME is '$soname', LIFT_ABI_VERSION says liblift.so.$abi"
runtime=$("$PYTHON" -c 'import ctypes, sys
lib = ctypes.CDLL(sys.argv[1]); lib.lift_abi_version.restype = ctypes.c_uint32
print(lib.lift_abi_version())' "$so")
[ "$runtime" = "$abi" ] || fail "lift_abi_version() returns $runtime, LIFT_ABI_VERSION is $abi"

# 2. Exported symbols: only lift_*, and exactly the functions lift.h declares (comments stripped by cpp).
exported=$(nm -D --defined-only "$so" | awk '$2 ~ /^[A-Z]$/ && $2 != "A" {sub(/@.*/, "", $3); print $3}' | sort -u)
declared=$(cc -E -P -x c "$header" | grep -oE '[ *]lift_[a-z0-9_]+ *\(' | grep -oE 'lift_[a-z0-9_]+' | sort -u)
# (A baseline records a release as it is: these two are checks, not facts to record.)
bad=$(grep -v '^lift_' <<<"$exported" || true)
[ "$mode" = baseline ] || [ -z "$bad" ] || fail "exported symbols not named lift_*: $(echo $bad)"
extra=$(comm -23 <(echo "$exported") <(echo "$declared"))
missing=$(comm -13 <(echo "$exported") <(echo "$declared"))
[ "$mode" = baseline ] || [ -z "$extra" ] || fail "exported but not declared in lift.h: $(echo $extra)"
[ "$mode" = baseline ] || [ -z "$missing" ] || fail "declared in lift.h but not exported: $(echo $missing)"

# 3 + 4. Dumps of this build, compared with (or saved as) the release baseline.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$reports"
cat > "$work/desc.xml" <<EOF
<version>$version</version>
<headers>$header</headers>
<libs>$so</libs>
EOF
header_dump=$work/header.dump
so_dump=$work/so.dump
abi-compliance-checker -q -lib lift -dump "$work/desc.xml" -dump-path "$header_dump" \
    -log-path "$reports/header-dump.log" >/dev/null || fail "abi-compliance-checker could not dump $header (see $reports/header-dump.log)"
# Keep only what lift.h owns: the libc/libjansson symbol lists and GCC's predefined macros depend on
# the machine, not on liblift (and would make the committed baseline 1.3 MB of noise).
perl -MData::Dumper -e 'local $/; my $VAR1; eval <STDIN>; die $@ if $@;
    $VAR1->{DepSymbols} = {}; $VAR1->{CompilerConstants} = {};
    $Data::Dumper::Sortkeys = 1; $Data::Dumper::Indent = 1; print Dumper($VAR1)' \
    <"$header_dump" >"$header_dump.trim" || fail "could not trim the header dump"
mv "$header_dump.trim" "$header_dump"
# abi-dumper's "missed type id" lines are about the Swift runtime's DWARF, outside lift.h: ignored.
abi-dumper "$so" -o "$so_dump" -lver "$version" -public-headers "$(dirname "$header")" -quiet \
    >"$reports/so-dump.log" 2>&1 || fail "abi-dumper could not dump $so (see $reports/so-dump.log)"

if [ "$mode" = baseline ]; then
    mkdir -p "$here/baseline"
    cp "$header_dump" "$here/baseline/lift-$abi.header.dump"
    cp "$so_dump" "$here/baseline/lift-$abi.so.dump"
    echo "abi-check: baseline for ABI $abi ($version) written to abi/baseline/"
    exit 0
fi

base_header=$here/baseline/lift-$abi.header.dump
base_so=$here/baseline/lift-$abi.so.dump
[ -f "$base_header" ] && [ -f "$base_so" ] || \
    fail "no baseline for ABI $abi in abi/baseline (a new ABI major is cut with: abi/check.sh --baseline)"

abi-compliance-checker -q -strict -lib lift -old "$base_header" -new "$header_dump" \
    -report-path "$reports/header.html" -log-path "$reports/header.log" >/dev/null \
    || fail "incompatible change of lift.h against release ABI $abi (report: $reports/header.html)"
abi-compliance-checker -q -binary -lib lift -old "$base_so" -new "$so_dump" \
    -report-path "$reports/so.html" -log-path "$reports/so.log" >/dev/null \
    || fail "incompatible change of $(basename "$so") against release ABI $abi (report: $reports/so.html)"

echo "abi-check: SONAME $soname, $(wc -w <<<"$exported") lift_* exports = lift.h, compatible with the ABI $abi baseline"
