#!/usr/bin/env bash
# A packager's install, checked from outside the checkout: `make install` into a staging DESTDIR
# with a multiarch LIBDIR, then pkg-config alone builds bindings/c/example.c against the staged
# files, the example and the lift shell run, install-strip strips, uninstall removes every file.
# SWIFT=false and no deps target: the install must neither rebuild nor install packages.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
abi=$(sed -n 's/^#define LIFT_ABI_VERSION \([0-9]*\)/\1/p' "$repo/include/lift.h")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
stage=$work/stage
libdir=/usr/lib/x86_64-linux-gnu
fail() { echo "test-install: $*" >&2; exit 1; }

make -s -C "$repo" install DESTDIR="$stage" PREFIX=/usr LIBDIR="$libdir" SWIFT=false >"$work/install.log" 2>&1 \
  || { cat "$work/install.log"; fail "make install failed"; }
! grep -qiE 'apt-get|swift build' "$work/install.log" || fail "make install built or installed packages"

real=$(cd "$stage$libdir" && ls liblift.so.*.*.*)
[ "$(readlink "$stage$libdir/liblift.so.$abi")" = "$real" ] || fail "liblift.so.$abi does not link to $real"
[ "$(readlink "$stage$libdir/liblift.so")" = "liblift.so.$abi" ] || fail "liblift.so does not link to liblift.so.$abi"
readelf -d "$stage$libdir/$real" | grep -q "SONAME.*\[liblift.so.$abi\]" || fail "$real has no SONAME liblift.so.$abi"
for f in usr/include/lift.h usr/bin/lift "${libdir#/}/pkgconfig/liblift.pc"; do
  [ -f "$stage/$f" ] || fail "$f was not installed"
done
! grep -q Requires "$stage$libdir/pkgconfig/liblift.pc" || fail "liblift.pc requires other .pc files"
grep -q "^libdir=$libdir$" "$stage$libdir/pkgconfig/liblift.pc" || fail "liblift.pc does not name LIBDIR"

# Outside the checkout, with pkg-config alone (the sysroot maps the staged /usr).
app=$work/app
mkdir "$app"
cp "$repo/bindings/c/example.c" "$app/"
export PKG_CONFIG_PATH="$stage$libdir/pkgconfig" PKG_CONFIG_SYSROOT_DIR="$stage" PKG_CONFIG_LIBDIR=
flags=$(pkg-config --cflags --libs liblift) || fail "pkg-config --cflags --libs liblift failed"
(cd "$app" && cc -std=c99 -o example example.c $flags) || fail "example.c did not build with: $flags"
(cd "$app" && LD_LIBRARY_PATH="$stage$libdir" ./example ./example.lift >"$work/example.log" 2>&1) \
  || { cat "$work/example.log"; fail "the example failed against the staged library"; }
answer=$(cd "$app" && LD_LIBRARY_PATH="$stage$libdir" "$stage/usr/bin/lift" shell.lift save '{"kind":"exercise","exercise":{"name":"Row"}}') \
  || fail "the staged lift shell failed"
[[ $answer == *'"name":"Row"'* ]] || fail "the staged lift shell answered: $answer"

size=$(stat -c %s "$stage$libdir/$real")
make -s -C "$repo" install-strip DESTDIR="$stage" PREFIX=/usr LIBDIR="$libdir" SWIFT=false >/dev/null
stripped=$(stat -c %s "$stage$libdir/$real")
[ "$stripped" -lt "$size" ] || fail "install-strip left $real at $size bytes"
! readelf -S "$stage$libdir/$real" | grep -q '\.debug_info' || fail "install-strip kept debug info"

make -s -C "$repo" uninstall DESTDIR="$stage" PREFIX=/usr LIBDIR="$libdir" >/dev/null
left=$(find "$stage" \( -type f -o -type l \) | sed "s|$stage||")
[ -z "$left" ] || fail "uninstall left: $left"
echo "test-install: staged install ($real $((size / 1048576)) MB, stripped $((stripped / 1048576)) MB), pkg-config build, example, shell, uninstall: ok"
