#!/bin/sh
# replace-file.sh SRC DST: puts a copy of SRC at DST atomically (a copy beside DST, then a rename).
# A process that has DST mapped (a loaded liblift.so) keeps reading its old file; cp over DST
# would truncate the pages it runs from and kill it with SIGBUS.
set -eu
src=$1
dst=$2
tmp="$(dirname "$dst")/.$(basename "$dst").$$.tmp"
trap 'rm -f "$tmp"' EXIT
cp "$src" "$tmp"
mv -f "$tmp" "$dst"
trap - EXIT
