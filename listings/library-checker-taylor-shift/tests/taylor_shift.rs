//! Library Checker polynomial_taylor_shift: the release binary on the
//! samples, against testkit's expansion of every (x + c)^i by Pascal's
//! triangle on N = 1 and 2 with c = 0, 1, MOD − 1 and on 14 random cases with
//! N ≤ 300 (sizes of every kind, not only powers of two), at N = 524288 under
//! a 1 MiB stack (checked by evaluating both sides at four points), and on
//! bad input.

use std::path::PathBuf;
use testkit::convolutions::binomial_transforms::{
    evaluate, random_coefficients, random_shift, taylor_input, taylor_shift_by_binomials, MOD,
};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_library-checker-taylor-shift"))
}

fn numbers(text: &str) -> Vec<u64> {
    text.split_ascii_whitespace()
        .map(|t| t.parse().expect("a number"))
        .collect()
}

fn shift(a: &[u64], c: u64) -> Vec<u64> {
    numbers(&output_of(&bin(), &taylor_input(a, c)))
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

#[test]
fn smallest_sizes_and_extreme_shifts() {
    for a in [vec![7], vec![MOD - 1], vec![0, MOD - 1]] {
        for c in [0, 1, MOD - 1] {
            assert_eq!(
                shift(&a, c),
                taylor_shift_by_binomials(&a, c),
                "a = {a:?}, c = {c}"
            );
        }
    }
}

#[test]
fn agrees_with_the_binomial_expansion_on_14_random_cases() {
    let seed = seed(1302);
    let mut rng = Rng::new(seed);
    for i in 0..14 {
        let n = match i % 3 {
            0 => rng.range(1, 20),
            1 => 1 << rng.range(0, 8),
            _ => rng.range(20, 300),
        } as usize;
        let a = random_coefficients(&mut rng, n);
        let c = random_shift(&mut rng);
        assert_eq!(
            shift(&a, c),
            taylor_shift_by_binomials(&a, c),
            "N = {n}, c = {c}, a = {a:?} (TEST_SEED={seed})"
        );
    }
}

/// N = 524288 with random coefficients and shift: g = the output must satisfy
/// g(x) = f(x + c) at four points; two polynomials of degree below 2^19 that
/// differ agree at a random point with chance below 2^19 / MOD.
#[test]
fn largest_n_runs_in_1_mib_stack_and_time() {
    let seed = seed(1303);
    let mut rng = Rng::new(seed);
    let n = 524_288;
    let a: Vec<u64> = (0..n).map(|_| rng.range(0, MOD - 1)).collect();
    let c = rng.range(0, MOD - 1);
    let out = run_limited(&bin(), &taylor_input(&a, c));
    assert!(out.success, "{}", out.stderr);
    out.assert_within_ms(1000, "N = 524288");
    let b = numbers(&out.stdout);
    assert_eq!(b.len(), n);
    for x in [0, 1, MOD - 1, rng.range(0, MOD - 1)] {
        assert_eq!(
            evaluate(&b, x),
            evaluate(&a, (x + c) % MOD),
            "x = {x} (TEST_SEED={seed})"
        );
    }
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "empty input");
    assert_rejects(&bin(), "0 1\n", "N (\"0\")");
    assert_rejects(&bin(), "524289 1\n", "N (\"524289\")");
    assert_rejects(&bin(), "2\n", "expected c");
    assert_rejects(&bin(), "2 998244353\n1 2\n", "c (\"998244353\")");
    assert_rejects(&bin(), "2 -1\n1 2\n", "c (\"-1\")");
    assert_rejects(&bin(), "3 1\n1 2\n", "expected 3 coefficients, found 2");
    assert_rejects(&bin(), "2 1\n1 998244353\n", "a_1 (\"998244353\")");
    assert_rejects(&bin(), "2 1\n1 x\n", "a_1 (\"x\")");
    assert_rejects(&bin(), "2 1\n1 2 3\n", "unexpected \"3\"");
    assert_rejects(&bin(), "99999999999 1\n", "N (\"99999999999\")");
    assert_rejects(
        &bin(),
        "18446744073709551615 1\n",
        "N (\"18446744073709551615\")",
    );
    assert_rejects_bytes(&bin(), b"2 1\n1 \xff\n", "not UTF-8");
}
