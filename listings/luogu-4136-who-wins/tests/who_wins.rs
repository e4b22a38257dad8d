//! Luogu P4136: the release binary on the sample, against a search of the game
//! itself (every path of distinct cells from the corner) on every board up to
//! 4 × 4, and on 10^4 boards up to the limit under a 1 MiB stack.

use std::path::PathBuf;
use testkit::nimbers::{geography_wins, in_every_max_matching};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_luogu-4136-who-wins"))
}

/// The n × n grid as adjacency masks, cells row by row.
fn grid(n: usize) -> Vec<u32> {
    let mut adj = vec![0u32; n * n];
    for r in 0..n {
        for c in 0..n {
            let v = r * n + c;
            if c + 1 < n {
                adj[v] |= 1 << (v + 1);
                adj[v + 1] |= 1 << v;
            }
            if r + 1 < n {
                adj[v] |= 1 << (v + n);
                adj[v + n] |= 1 << v;
            }
        }
    }
    adj
}

#[test]
fn sample_passes() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// Boards 1 × 1 to 4 × 4: the search of the game from the corner, and the
/// chapter's theorem (the corner is in every maximum matching) agree, and the
/// listing prints the searched winner for each.
#[test]
fn agrees_with_search_on_every_board_up_to_4() {
    let mut want = String::new();
    for n in 1..=4 {
        let adj = grid(n);
        let wins = geography_wins(&adj, 0, 1);
        assert_eq!(wins, in_every_max_matching(&adj, n * n, 0), "n = {n}");
        want.push_str(if wins { "Alice\n" } else { "Bob\n" });
    }
    assert_eq!(output_of(&bin(), "1\n2\n3\n4\n0\n"), want);
}

/// Every size from 1 to 10^4 once (the statement's limit), answers by the
/// chapter's theorem worked out by hand: a perfect matching exactly when n is
/// even. Under a 1 MiB stack within 1 s.
#[test]
fn limit_input_runs_in_1_mib_stack_and_time() {
    let mut input = String::new();
    let mut want = String::new();
    for n in 1..=10_000u32 {
        input.push_str(&format!("{n}\n"));
        want.push_str(if n % 2 == 0 { "Alice\n" } else { "Bob\n" });
    }
    input.push_str("0\n");
    let out = run_limited(&bin(), &input);
    assert!(out.success, "{}", out.stderr);
    assert_eq!(out.stdout, want);
    out.assert_within_ms(1000, "10^4 boards");
}

#[test]
fn bad_input_gets_a_clear_message() {
    let b = bin();
    assert_rejects(&b, "", "before the closing 0");
    assert_rejects(&b, "2\n3\n", "before the closing 0");
    assert_rejects(&b, "x\n0\n", "\"x\" is not a board size");
    assert_rejects(&b, "-2\n0\n", "\"-2\" is not a board size");
    assert_rejects(&b, "10001\n0\n", "\"10001\" is not a board size");
    assert_rejects(
        &b,
        "99999999999\n0\n",
        "\"99999999999\" is not a board size",
    );
    assert_rejects(
        &b,
        "18446744073709551615\n0\n",
        "\"18446744073709551615\" is not a board size",
    );
    assert_rejects(&b, "2\n0\n5\n", "unexpected \"5\" after the closing 0");
    assert_rejects_bytes(&b, b"2\n\xff\xfe\n0\n", "not UTF-8");
}

/// Only the closing 0: nothing to answer.
#[test]
fn no_boards_print_nothing() {
    assert_eq!(output_of(&bin(), "0\n"), "");
}
