#!/bin/sh
# The compiler `testkit::suite` gives skeptic (its RUSTC) for the chapters'
# Rust blocks: optimised, with debug assertions and overflow checks still on,
# so a demonstration that checks a theorem up to its bound runs in a fraction
# of the time and still panics on an overflow. Its `-vV` names the flags too:
# skeptic's binary cache keys its entries by that text, so a block compiled
# without them (plain `cargo test`) is never run in their place.
#
# Given $SKEPTIC_BLOCK_CACHE (the suite gives the tool cache's `skeptic-blocks/`,
# shared by every clone), it also keeps what it built there, keyed by the block's text, the compiler's `-vV`, these flags
# and the options that are not paths (edition, target, crate type, and whether
# it is a full build or only a check): a block is std-only (`mdbook test`
# compiles it with no dependency at all), so nothing else goes into what it
# builds. Skeptic's own cache keys on the size and time of every library the
# test binary links, which another package's rebuild changes; this one misses
# only when the block or the compiler does. A check (`rust,no_run`: a whole
# listing) is kept as a mark that it passed.
FLAGS="-C opt-level=2 -C debug-assertions=on -C overflow-checks=on -C strip=debuginfo"
if [ "$1" = "-vV" ]; then
    rustc -vV && echo "skeptic-rustc.sh: $FLAGS"
    exit
fi
src=
out=
check=
key_args=
prev=
for a in "$@"; do
    case "$a" in
    *.rs) [ -z "$src" ] && src=$a ;;
    --emit=*) check=yes key_args="$key_args --emit" ;;
    */*) ;;
    -L | --extern | -o) ;;
    *) key_args="$key_args $a" ;;
    esac
    [ "$prev" = "-o" ] && out=$a
    prev=$a
done
cache=$SKEPTIC_BLOCK_CACHE
if [ -z "$cache" ] || [ -z "$src" ] || { [ -z "$out" ] && [ -z "$check" ]; } || ! mkdir -p "$cache" 2>/dev/null; then
    # shellcheck disable=SC2086
    exec rustc $FLAGS "$@"
fi
key=$({ rustc -vV && echo "$FLAGS$key_args" && cat "$src"; } | sha256sum | cut -c1-32) || exit 1
entry=$cache/$key
if [ -f "$entry" ]; then
    touch "$entry"
    if [ -n "$check" ]; then
        exit 0
    fi
    cp "$entry" "$out" && exit 0
fi
# shellcheck disable=SC2086
rustc $FLAGS "$@" || exit
if [ -n "$check" ]; then
    : >"$entry.$$" && mv "$entry.$$" "$entry"
else
    cp "$out" "$entry.$$" && mv "$entry.$$" "$entry"
fi
# Keep the 600 most recently used entries (each binary ~0.5 MB).
ls -t "$cache" | tail -n +601 | while read -r old; do rm -f "$cache/$old"; done
exit 0
