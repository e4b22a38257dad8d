//! Library Checker sum_of_totient_function: the release binary on the
//! samples, against testkit's sieve of φ for every N ≤ 300 and 200 random
//! N ≤ 10^7, against testkit's sieve-free memoised recurrence at random
//! N ≤ 10^10 and at the cube boundaries where L changes, at N = 10^10 within
//! the judge's 5 s under a 1 MiB stack, and on bad input.

use std::path::PathBuf;
use testkit::lattices::{totient_prefix_sums, totient_sum_memo};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!(
        "CARGO_BIN_EXE_library-checker-sum-of-totient-function"
    ))
}

fn answer(n: u64) -> String {
    output_of(&bin(), &format!("{n}\n")).trim().to_string()
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

#[test]
fn agrees_with_a_sieve_for_every_n_to_300_and_200_random_n_to_10_7() {
    let sums = totient_prefix_sums(10_000_000);
    for n in 1..=300 {
        assert_eq!(answer(n), sums[n as usize].to_string(), "N = {n}");
    }
    let seed = seed(384);
    let mut rng = Rng::new(seed);
    for _ in 0..200 {
        let n = rng.range(301, 10_000_000);
        assert_eq!(
            answer(n),
            sums[n as usize].to_string(),
            "N = {n} (TEST_SEED={seed})"
        );
    }
}

/// L = ⌊N^{2/3}⌋ changes where N² crosses a cube: N = k³ − 1, k³, k³ + 1
/// (so N² near k⁶) for k = 200, 1000, and 2 random N ≤ 10^10 (the
/// oracle takes about a second each there).
#[test]
fn agrees_with_the_memoised_recurrence_up_to_10_10() {
    let mut ns: Vec<u64> = Vec::new();
    for k in [200u64, 1000] {
        ns.extend([k.pow(3) - 1, k.pow(3), k.pow(3) + 1]);
    }
    let seed = seed(3840);
    let mut rng = Rng::new(seed);
    ns.extend((0..2).map(|_| rng.range(10_000_001, 10_000_000_000)));
    for n in ns {
        assert_eq!(
            answer(n),
            totient_sum_memo(n).to_string(),
            "N = {n} (TEST_SEED={seed})"
        );
    }
}

#[test]
fn n_10_10_runs_in_1_mib_stack_and_time() {
    for n in [10_000_000_000u64, 9_999_999_999] {
        let out = run_limited(&bin(), &format!("{n}\n"));
        assert!(out.success, "{}", out.stderr);
        out.assert_within_ms(5000, &format!("N = {n}"));
    }
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "empty input");
    assert_rejects(&bin(), "0\n", "N (\"0\")");
    assert_rejects(&bin(), "10000000001\n", "N (\"10000000001\")");
    assert_rejects(
        &bin(),
        "18446744073709551616\n",
        "N (\"18446744073709551616\")",
    );
    assert_rejects(&bin(), "-3\n", "N (\"-3\")");
    assert_rejects(&bin(), "x\n", "N (\"x\")");
    assert_rejects_bytes(&bin(), b"\xff\xfe\n", "not UTF-8");
}
