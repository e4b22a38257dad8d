//! Luogu P1450: the release binary on the sample, against direct enumeration
//! on 500 random small inputs, at the judge's limits (1000 queries, s = 10^5)
//! under a 1 MiB stack against a bounded-knapsack table, and on bad input.

use std::path::PathBuf;
use testkit::counting::{coin_ways_bounded_dp, coin_ways_direct, input_1450};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_luogu-1450-coin-shopping"))
}

type Query = ([u64; 4], u64);

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// 500 inputs, each with coin values in 1..=8 and 1 to 10 queries with bounds
/// 0..=6 and s ≤ 60, against trying every (x1, x2, x3) (x4 is then forced).
#[test]
fn agrees_with_direct_enumeration_on_500_small_inputs() {
    let seed = seed(1450);
    let mut rng = Rng::new(seed);
    let mut queries_checked = 0;
    for _ in 0..500 {
        let c = [0; 4].map(|_: u64| rng.range(1, 8));
        let q = rng.range(1, 10) as usize;
        let queries: Vec<Query> = (0..q)
            .map(|_| ([0; 4].map(|_: u64| rng.range(0, 6)), rng.range(0, 60)))
            .collect();
        let out = output_of(&bin(), &input_1450(c, &queries));
        let got: Vec<&str> = out.lines().collect();
        assert_eq!(got.len(), q, "one line per query");
        for ((d, s), g) in queries.iter().zip(got) {
            assert_eq!(
                g,
                coin_ways_direct(c, *d, *s).to_string(),
                "c = {c:?}, d = {d:?}, s = {s} (TEST_SEED={seed})"
            );
            queries_checked += 1;
        }
    }
    assert!(queries_checked >= 500);
}

/// The judge's limits: 1000 queries with s = 10^5 and random bounds up to
/// 10^5, in 1 s under a 1 MiB stack; 100 of them checked against the
/// bounded-knapsack table. Then coins 1, 1, 1, 1 with bounds 10^5: the
/// answer C(10^5 + 3, 3) needs more than 32 bits.
#[test]
fn limit_input_runs_in_1_mib_stack_and_time() {
    let seed = seed(14500);
    let mut rng = Rng::new(seed);
    for c in [[1u64, 2, 5, 10], [3, 7, 11, 13], [1, 1, 1, 1]] {
        let queries: Vec<Query> = (0..1000)
            .map(|_| ([0; 4].map(|_: u64| rng.range(0, 100_000)), 100_000))
            .collect();
        let out = run_limited(&bin(), &input_1450(c, &queries));
        assert!(out.success, "{}", out.stderr);
        out.assert_within_ms(1000, "1000 queries with s = 10^5");
        let got: Vec<&str> = out.stdout.lines().collect();
        assert_eq!(got.len(), 1000);
        for ((d, s), g) in queries.iter().zip(got).step_by(10) {
            assert_eq!(
                g,
                coin_ways_bounded_dp(c, *d, *s).to_string(),
                "c = {c:?}, d = {d:?} (TEST_SEED={seed})"
            );
        }
    }
    let big = 100_000u128;
    let want = (big + 3) * (big + 2) * (big + 1) / 6;
    assert!(want > u32::MAX as u128);
    let input = input_1450([1, 1, 1, 1], &[([100_000; 4], 100_000)]);
    assert_eq!(output_of(&bin(), &input).trim(), want.to_string());
}

/// Beyond the statement: s up to 10^6 and huge bounds (c_i (d_i + 1) past 2^64).
#[test]
fn beyond_the_statement() {
    let s = 1_000_000u64;
    let input = input_1450([1, 1, 1, 1], &[([u64::MAX; 4], s), ([0, 0, 0, 0], 0)]);
    let big = s as u128;
    let want = (big + 3) * (big + 2) * (big + 1) / 6;
    assert_eq!(output_of(&bin(), &input), format!("{want}\n1\n"));
    let input = input_1450([u64::MAX, 2, 3, 5], &[([1, 2, 3, 4], 30)]);
    assert_eq!(
        output_of(&bin(), &input).trim(),
        coin_ways_bounded_dp([1_000, 2, 3, 5], [1, 2, 3, 4], 30).to_string()
    );
    // No queries: nothing to print.
    assert_eq!(output_of(&bin(), "1 2 5 10 0\n"), "");
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "input ended before c_1");
    assert_rejects(&bin(), "1 2 0 10 1\n1 1 1 1 5\n", "c_3 (\"0\")");
    assert_rejects(
        &bin(),
        "1 2 5 10 2\n3 2 3 1 10\n",
        "input ended before d_1 of query 2",
    );
    assert_rejects(&bin(), "1 2 5 10 1\n3 2 3 1 1000001\n", "s of query 1");
    assert_rejects(&bin(), "1 2 5 10 1\n3 -2 3 1 10\n", "d_2 of query 1");
    assert_rejects(
        &bin(),
        "1 2 5 10 99999999999\n1 1 1 1 1\n",
        "input ended before d_1 of query 2",
    );
    assert_rejects(
        &bin(),
        "1 2 5 10 18446744073709551615\n",
        "input ended before d_1 of query 1",
    );
    assert_rejects_bytes(&bin(), b"1 2 5 10 1\n\xff\xfe\n", "not UTF-8");
}
