//! CSES 2417: the release binary on the sample, against a gcd for every pair
//! on 500 random lists of up to 60 values, at the judge's limits under a 1 MiB
//! stack (checked by a gcd per pair of distinct values), and on bad input.

use std::path::PathBuf;
use testkit::counting::{coprime_pairs_by_values, coprime_pairs_direct, input_2417};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_cses-2417-counting-coprime-pairs"))
}

fn answer(xs: &[u64]) -> String {
    output_of(&bin(), &input_2417(xs)).trim().to_string()
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// 500 lists of 1 to 60 values: half with values ≤ 30 (common factors and
/// repeats everywhere), 150 with products of small primes up to 10^6, 100
/// with anything up to 10^6 (each of those runs sieves up to its largest value).
#[test]
fn agrees_with_a_gcd_for_every_pair_on_500_random_lists() {
    let seed = seed(2417);
    let mut rng = Rng::new(seed);
    for case in 0..500 {
        let n = rng.range(1, 60) as usize;
        let kind = [0, 1, 0, 1, 0, 1, 0, 2, 0, 2][case % 10];
        let xs: Vec<u64> = (0..n)
            .map(|_| match kind {
                0 => rng.range(1, 30),
                1 => {
                    let mut x = 1u64;
                    for _ in 0..rng.range(0, 8) {
                        let p = [2u64, 3, 5, 7, 11, 13, 17][rng.range(0, 6) as usize];
                        if x * p <= 1_000_000 {
                            x *= p;
                        }
                    }
                    x
                }
                _ => rng.range(1, 1_000_000),
            })
            .collect();
        assert_eq!(
            answer(&xs),
            coprime_pairs_direct(&xs).to_string(),
            "{xs:?} (TEST_SEED={seed})"
        );
    }
}

/// The judge's limits, n = 10^5: random values up to 10^6 and up to 3000
/// (checked by a gcd per pair of distinct values; the first only for time),
/// all values 1 (every pair coprime), all even (none), all 10^6.
#[test]
fn limit_inputs_run_in_1_mib_stack_and_time() {
    let seed = seed(24170);
    let mut rng = Rng::new(seed);
    let n = 100_000;
    let small: Vec<u64> = (0..n).map(|_| rng.range(1, 3000)).collect();
    let large: Vec<u64> = (0..n).map(|_| rng.range(1, 1_000_000)).collect();
    let cases: Vec<(Vec<u64>, Option<u64>)> = vec![
        (small.clone(), Some(coprime_pairs_by_values(&small))),
        (large, None),
        (vec![1; n], Some(4_999_950_000)),
        ((1..=n as u64).map(|i| 2 * i).collect(), Some(0)),
        (vec![1_000_000; n], Some(0)),
    ];
    for (xs, want) in cases {
        let out = run_limited(&bin(), &input_2417(&xs));
        assert!(out.success, "{}", out.stderr);
        if let Some(w) = want {
            assert_eq!(out.stdout.trim(), w.to_string(), "TEST_SEED={seed}");
        }
        out.assert_within_ms(1000, "n = 10^5");
    }
}

/// Beyond the statement: values up to 10^7, and an empty list.
#[test]
fn beyond_the_statement() {
    assert_eq!(answer(&[10_000_000, 9_999_999, 9_999_991]), "3");
    assert_eq!(answer(&[10_000_000, 5_000_000, 3]), "2");
    assert_eq!(answer(&[]), "0");
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "empty input");
    assert_rejects(&bin(), "3\n1 2\n", "expected 3 values, found 2");
    assert_rejects(&bin(), "2\n1 0\n", "x_2 (\"0\")");
    assert_rejects(&bin(), "2\n1 10000001\n", "1..=10^7");
    assert_rejects(&bin(), "2\n1 y\n", "x_2 (\"y\")");
    assert_rejects(
        &bin(),
        "99999999999\n1 2\n",
        "expected 99999999999 values, found 2",
    );
    assert_rejects(
        &bin(),
        "18446744073709551615\n1\n",
        "expected 18446744073709551615 values, found 1",
    );
    assert_rejects(&bin(), "-1\n", "n (\"-1\")");
    assert_rejects_bytes(&bin(), b"2\n\xff\xfe\n", "not UTF-8");
}
