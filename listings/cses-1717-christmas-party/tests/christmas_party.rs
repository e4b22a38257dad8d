//! CSES 1717: the release binary on the sample, against counting permutations
//! directly for n ≤ 9, against the other recurrence D(n) = n·D(n−1) + (−1)^n
//! (computed here, mod p) up to n = 10^6, at the limit under a 1 MiB stack,
//! and on bad input.

use std::path::PathBuf;
use testkit::counting::{derangements_by_enumeration, factorial};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

const P: u64 = 1_000_000_007;

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_cses-1717-christmas-party"))
}

fn answer(n: u64) -> String {
    output_of(&bin(), &format!("{n}\n")).trim().to_string()
}

/// D(0..=limit) mod p by D(n) = n·D(n−1) + (−1)^n, the recurrence the listing
/// does not use.
fn by_second_recurrence(limit: usize) -> Vec<u64> {
    let mut d = vec![1u64; limit + 1];
    for n in 1..=limit {
        let t = n as u64 * d[n - 1] % P;
        d[n] = if n % 2 == 0 {
            (t + 1) % P
        } else {
            (t + P - 1) % P
        };
    }
    d
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// Every n ≤ 9: all n! permutations are generated and the fixed-point-free
/// ones counted (9! = 362 880); below p, so the residue is the count itself.
#[test]
fn agrees_with_counting_permutations_up_to_9() {
    let mut seen = 0;
    for n in 0..=9 {
        assert_eq!(
            answer(n as u64),
            derangements_by_enumeration(n).to_string(),
            "n = {n}"
        );
        seen += factorial(n as u64);
    }
    assert_eq!(seen, 409_114); // 0! + 1! + … + 9! permutations looked at
}

/// Every n ≤ 300 and 200 random n ≤ 10^6 against the second recurrence.
#[test]
fn agrees_with_the_second_recurrence_up_to_10_pow_6() {
    let d = by_second_recurrence(1_000_000);
    for n in 0..=300u64 {
        assert_eq!(answer(n), d[n as usize].to_string(), "n = {n}");
    }
    let seed = seed(1717);
    let mut rng = Rng::new(seed);
    for _ in 0..200 {
        let n = rng.range(301, 1_000_000);
        assert_eq!(
            answer(n),
            d[n as usize].to_string(),
            "n = {n} (TEST_SEED={seed})"
        );
    }
}

/// n = 10^6 (the judge's limit) and 10^7 within 1 s under a 1 MiB stack, and
/// n = 10^8, the largest accepted, against the second recurrence (no time
/// limit there: about 2 s on a busy machine).
#[test]
fn limit_runs_in_1_mib_stack_and_time() {
    let d = by_second_recurrence(1_000_000);
    let out = run_limited(&bin(), "1000000\n");
    assert!(out.success, "{}", out.stderr);
    assert_eq!(out.stdout.trim(), d[1_000_000].to_string());
    out.assert_within_ms(1000, "n = 10^6");
    let out = run_limited(&bin(), "10000000\n");
    assert!(out.success, "{}", out.stderr);
    out.assert_within_ms(1000, "n = 10^7");
    let out = run_limited(&bin(), "100000000\n");
    assert!(out.success, "{}", out.stderr);
    let mut d = 1u64;
    for n in 1..=100_000_000u64 {
        let t = n * d % P;
        d = if n % 2 == 0 {
            (t + 1) % P
        } else {
            (t + P - 1) % P
        };
    }
    assert_eq!(out.stdout.trim(), d.to_string());
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "empty input");
    assert_rejects(&bin(), "x\n", "n (\"x\")");
    assert_rejects(&bin(), "-4\n", "n (\"-4\")");
    assert_rejects(&bin(), "100000001\n", "n <= 10^8");
    assert_rejects(&bin(), "18446744073709551615\n", "n <= 10^8");
    assert_rejects(
        &bin(),
        "18446744073709551616\n",
        "not a non-negative integer",
    );
    assert_rejects_bytes(&bin(), b"\xff\xfe\n", "not UTF-8");
}
