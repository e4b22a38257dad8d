//! Library Checker stirling_number_of_the_second_kind: the release binary on
//! the samples, against testkit's recurrence S(n, k) = k·S(n−1, k) + S(n−1, k−1)
//! for every N ≤ 16 and for 8 random N up to 3000, at N = 500000 under a
//! 1 MiB stack (the row's known entries: S(N, 0), S(N, 1), S(N, 2),
//! S(N, N − 1), S(N, N)), and on bad input.

use std::path::PathBuf;
use testkit::convolutions::binomial_transforms::{stirling_row_by_recurrence, MOD};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_library-checker-stirling-second"))
}

fn numbers(text: &str) -> Vec<u64> {
    text.split_ascii_whitespace()
        .map(|t| t.parse().expect("a number"))
        .collect()
}

fn row(n: usize) -> Vec<u64> {
    numbers(&output_of(&bin(), &format!("{n}\n")))
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

#[test]
fn agrees_with_the_recurrence_for_every_n_up_to_16() {
    for n in 0..=16 {
        assert_eq!(row(n), stirling_row_by_recurrence(n), "N = {n}");
    }
}

#[test]
fn agrees_with_the_recurrence_for_8_random_n_up_to_3000() {
    let seed = seed(1301);
    let mut rng = Rng::new(seed);
    for _ in 0..8 {
        let n = rng.range(17, 3000) as usize;
        assert_eq!(
            row(n),
            stirling_row_by_recurrence(n),
            "N = {n} (TEST_SEED={seed})"
        );
    }
}

/// N = 500000: S(N, 0) = 0, S(N, 1) = S(N, N) = 1, S(N, 2) = 2^(N−1) − 1,
/// S(N, N − 1) = C(N, 2), all mod MOD.
#[test]
fn largest_n_runs_in_1_mib_stack_and_time() {
    let n = 500_000u64;
    let out = run_limited(&bin(), &format!("{n}\n"));
    assert!(out.success, "{}", out.stderr);
    out.assert_within_ms(1000, "N = 500000");
    let s = numbers(&out.stdout);
    assert_eq!(s.len(), n as usize + 1);
    let mut two = 1u64;
    for _ in 1..n {
        two = two * 2 % MOD;
    }
    assert_eq!(s[0], 0);
    assert_eq!(s[1], 1);
    assert_eq!(s[2], (two + MOD - 1) % MOD);
    assert_eq!(s[n as usize - 1], n * (n - 1) / 2 % MOD);
    assert_eq!(s[n as usize], 1);
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "empty input");
    assert_rejects(&bin(), "x\n", "N (\"x\")");
    assert_rejects(&bin(), "-1\n", "N (\"-1\")");
    assert_rejects(&bin(), "500001\n", "N (\"500001\")");
    assert_rejects(&bin(), "5 6\n", "unexpected \"6\"");
    assert_rejects(&bin(), "99999999999\n", "N (\"99999999999\")");
    assert_rejects(
        &bin(),
        "18446744073709551615\n",
        "N (\"18446744073709551615\")",
    );
    assert_rejects_bytes(&bin(), b"5\n\xff\xfe\n", "not UTF-8");
}
