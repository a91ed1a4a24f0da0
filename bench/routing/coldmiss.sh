#!/bin/bash
# LL read misses per lift_route call by function, with the caches evicted before every call
# (callgrind's cache simulation, a 32 MiB LL as this machine's L3). One round of REQUESTS through
# two stores (STORE and a copy of it, as ab_route needs), so the per-call figure divides by twice
# the request count; the first call's decode and lazily built tables are in the totals too.
#   bench/routing/coldmiss.sh LIB STORE REQUESTS [ROWS]
set -eu
lib=$1 store=$2 requests=$3 rows=${4:-25}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
objcopy --strip-debug "$lib" "$work/liblift.so.1"
cp "$store" "$work/b.lift"
calls=$(( 2 * $(grep -c . "$requests") ))
(cd "$work" && AB_EVICT_KB=40000 valgrind --tool=callgrind --cache-sim=yes --LL=33554432,16,64 \
  --toggle-collect=lift_route "$here/ab_route" "$requests" 1 "$work/liblift.so.1" "$store" \
  "$work/liblift.so.1" "$work/b.lift" >/dev/null 2>&1)
callgrind_annotate --show=DLmr --sort=DLmr "$work"/callgrind.out.* 2>/dev/null | grep -E "^ *[0-9,]+ " |
  awk -v calls="$calls" '{gsub(",","",$1); n=$0; sub(/.*\?\?\?:/,"",n); sub(/.*:/,"",n);
                          printf "%8.0f  %s\n", $1/calls, substr(n,1,110)}' | head -"$rows"
rm -rf "$work"
