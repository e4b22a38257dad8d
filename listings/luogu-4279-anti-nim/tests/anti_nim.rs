//! Luogu P4279: the release binary on the samples, against an exhaustive search
//! of misère Nim, and at the judge's limits under a 1 MiB stack.

use std::path::PathBuf;
use testkit::nim::force_xor_zero;
use testkit::nim_family::{all_lists, answer_4279, input_4279, random_values, MisereOracle};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_luogu-4279-anti-nim"))
}

/// Run the cases in inputs of at most 500 cases (the judge's T ≤ 500) and
/// compare each answer with `want`.
fn check_batches(cases: &[Vec<u64>], want: &[&str], note: &str) {
    for (chunk, want) in cases.chunks(500).zip(want.chunks(500)) {
        let got = output_of(&bin(), &input_4279(chunk));
        let lines: Vec<&str> = got.lines().collect();
        assert_eq!(lines.len(), chunk.len(), "one line per case ({note})");
        for ((c, w), g) in chunk.iter().zip(want).zip(&lines) {
            assert_eq!(g.trim(), *w, "heaps {c:?} ({note})");
        }
    }
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// All 1554 ordered positions of 1 to 4 heaps of 0..=5 stones, in 4 runs.
#[test]
fn agrees_with_exhaustive_search_up_to_4_heaps_of_5() {
    let mut oracle = MisereOracle::default();
    let all = all_lists(4, 5);
    assert_eq!(all.len(), 6 + 36 + 216 + 1296);
    let cases: Vec<Vec<u64>> = all
        .iter()
        .map(|p| p.iter().map(|&h| h as u64).collect())
        .collect();
    let want: Vec<&str> = all
        .iter()
        .map(|p| answer_4279(oracle.first_player_wins(p)))
        .collect();
    check_batches(&cases, &want, "exhaustive");
}

#[test]
fn agrees_with_exhaustive_search_on_random_positions() {
    let seed = seed(4279);
    let mut rng = Rng::new(seed);
    let mut oracle = MisereOracle::default();
    let mut cases = Vec::new();
    let mut want = Vec::new();
    for k in 0..1000 {
        let n = rng.range(1, 8) as usize;
        // Half the cases have only empty heaps and single stones.
        let max = if k % 2 == 0 { 1 } else { 5 };
        let heaps = random_values(&mut rng, n, 0, max);
        let small: Vec<u32> = heaps.iter().map(|&h| h as u32).collect();
        want.push(answer_4279(oracle.first_player_wins(&small)));
        cases.push(heaps);
    }
    check_batches(&cases, &want, &format!("TEST_SEED={seed}"));
}

/// The theorem, written independently of the listing: the decisive quantity is
/// the largest heap.
fn john_wins(heaps: &[u64]) -> bool {
    let largest = heaps.iter().copied().max().unwrap_or(0);
    let xor = heaps.iter().fold(0u64, |a, &b| a ^ b);
    if largest >= 2 {
        xor != 0
    } else {
        // Heaps are 0 or 1, so the xor is the parity of the nonempty heaps.
        xor == 0
    }
}

#[test]
fn limit_input_runs_in_1_mib_stack_and_time() {
    let seed = seed(42790);
    let mut rng = Rng::new(seed);
    let mut cases = Vec::new();
    for k in 0..500 {
        let mut heaps = match k % 5 {
            0 => vec![1; 50 - (k / 5) % 2],
            1 => {
                let mut h = vec![1; 49];
                h.push(rng.range(2, 5000));
                h
            }
            _ => random_values(&mut rng, 50, 1, 5000),
        };
        if k % 5 == 2 {
            // Force xor 0 with the last heap in 1..=5000.
            force_xor_zero(&mut rng, &mut heaps, 5000);
        }
        cases.push(heaps);
    }
    let want: Vec<&str> = cases.iter().map(|c| answer_4279(john_wins(c))).collect();
    assert_eq!(want[0], "John"); // 50 single stones
    assert_eq!(want[5], "Brother"); // 49 single stones
    assert_eq!(want[1], "John"); // one big heap among single stones
    let out = run_limited(&bin(), &input_4279(&cases));
    assert!(out.success, "failed (TEST_SEED={seed}): {}", out.stderr);
    let got: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(got, want, "TEST_SEED={seed}");
    out.assert_within_ms(1000, "the run");
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "2\n3\n3 5 1\n", "expected 2 cases, found 1");
    assert_rejects(&bin(), "1\n2\n3 y\n", "case 1: heap 2");
}

/// An absurd count reaches the listing's own message (no allocation of that
/// size is attempted), and bytes that are not UTF-8 are bad input too: exit
/// code 1 and a message, never a panic or an abort.
#[test]
fn absurd_counts_and_bytes_that_are_not_utf8_are_rejected() {
    assert_rejects(
        &bin(),
        "99999999999\n1 2\n",
        "expected 99999999999 cases, found 1",
    );
    assert_rejects(
        &bin(),
        "18446744073709551615\n",
        "expected 18446744073709551615 cases, found 0",
    );
    assert_rejects(
        &bin(),
        "1\n99999999999\n1 2\n",
        "case 1: expected 99999999999 heap sizes, found 2",
    );
    assert_rejects(
        &bin(),
        "1\n18446744073709551615\n",
        "case 1: expected 18446744073709551615 heap sizes, found 0",
    );
    assert_rejects_bytes(
        &bin(),
        b"2\n\xff\xfe\n",
        "the input is not UTF-8 text (at byte ",
    );
    assert_rejects_bytes(&bin(), b"\xc3", "the input is not UTF-8 text (at byte 0)");
}
