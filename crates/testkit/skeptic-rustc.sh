#!/bin/sh
# The compiler `testkit::suite` gives skeptic (its RUSTC) for the chapters'
# Rust blocks: optimised, with debug assertions and overflow checks still on,
# so a demonstration that checks a theorem up to its bound runs in a fraction
# of the time and still panics on an overflow. Its `-vV` names the flags too:
# skeptic's binary cache keys its entries by that text, so a block compiled
# without them (plain `cargo test`) is never run in their place.
FLAGS="-C opt-level=2 -C debug-assertions=on -C overflow-checks=on"
if [ "$1" = "-vV" ]; then
    rustc -vV && echo "skeptic-rustc.sh: $FLAGS"
    exit
fi
# shellcheck disable=SC2086
exec rustc $FLAGS "$@"
