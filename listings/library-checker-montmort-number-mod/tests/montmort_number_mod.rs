//! Library Checker montmort_number_mod: the release binary on the samples,
//! against exact D(n) (n ≤ 34, in i128) reduced modulo many M, against the
//! other recurrence D(k) = k D(k − 1) + (−1)^k modulo random M, at N = 10^6
//! and 10^7 under a 1 MiB stack, and on bad input.

use std::path::PathBuf;
use testkit::lattices::{derangements_exact, derangements_mod_other_recurrence, join};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_library-checker-montmort-number-mod"))
}

fn answer(n: usize, m: u64) -> String {
    output_of(&bin(), &format!("{n} {m}\n")).trim().to_string()
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// N = 34 (the exact values fit in 128 bits) for M = 1, 2, 3, 4, 6, 12, 2^29,
/// 10^9, the primes 998244353 and 999999937 (the largest below 10^9), and 40
/// random M.
#[test]
fn agrees_with_exact_values_reduced_mod_m() {
    let seed = seed(196);
    let mut rng = Rng::new(seed);
    let mut ms = vec![
        1,
        2,
        3,
        4,
        6,
        12,
        1 << 29,
        1_000_000_000,
        998_244_353,
        999_999_937,
    ];
    ms.extend((0..40).map(|_| rng.range(1, 1_000_000_000)));
    for m in ms {
        let want: Vec<u64> = (1..=34)
            .map(|n| (derangements_exact(n) % u128::from(m)) as u64)
            .collect();
        assert_eq!(answer(34, m), join(&want), "M = {m} (TEST_SEED={seed})");
    }
}

#[test]
fn agrees_with_the_other_recurrence_on_100_random_inputs() {
    let seed = seed(1960);
    let mut rng = Rng::new(seed);
    for _ in 0..100 {
        let n = rng.range(1, 20_000) as usize;
        let m = rng.range(1, 1_000_000_000);
        assert_eq!(
            answer(n, m),
            join(&derangements_mod_other_recurrence(n, m)),
            "N = {n}, M = {m} (TEST_SEED={seed})"
        );
    }
}

/// N = 10^6 (the statement's limit) and 10^7, M = 10^9 and M = 999999937,
/// under a 1 MiB stack within the judge's 10 s; the last entries checked.
#[test]
fn limit_inputs_run_in_1_mib_stack_and_time() {
    for (n, m) in [
        (1_000_000usize, 1_000_000_000u64),
        (10_000_000, 999_999_937),
    ] {
        let out = run_limited(&bin(), &format!("{n} {m}\n"));
        assert!(out.success, "{}", out.stderr);
        out.assert_within_ms(10_000, &format!("N = {n}"));
        let got: Vec<&str> = out.stdout.split_ascii_whitespace().collect();
        assert_eq!(got.len(), n);
        let want = derangements_mod_other_recurrence(n, m);
        for k in [0, 1, n / 2, n - 2, n - 1] {
            assert_eq!(got[k], want[k].to_string(), "N = {n}, entry {k}");
        }
    }
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "expected N");
    assert_rejects(&bin(), "5\n", "expected M");
    assert_rejects(&bin(), "0 7\n", "N (\"0\")");
    assert_rejects(&bin(), "5 0\n", "M (\"0\")");
    assert_rejects(&bin(), "5 1000000001\n", "M (\"1000000001\")");
    assert_rejects(&bin(), "99999999999 7\n", "N (\"99999999999\")");
    assert_rejects(
        &bin(),
        "18446744073709551615 7\n",
        "N (\"18446744073709551615\")",
    );
    assert_rejects(&bin(), "-5 7\n", "N (\"-5\")");
    assert_rejects_bytes(&bin(), b"5 \xff\xfe\n", "not UTF-8");
}
