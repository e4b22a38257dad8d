//! AtCoder EDPC O Matching: the release binary on the samples, against
//! testkit's sum over every permutation on every 0/1 matrix up to 3×3 and on
//! 150 random ones of 4 to 8 rows, against testkit's bitmask DP on 60 random
//! matrices of 9 to 16 rows and at N = 21 (all ones, half ones) within AtCoder's 2 s under a
//! 1 MiB stack, and on bad input.

use std::path::PathBuf;
use testkit::ie_algorithms::permanent::{
    constant_matrix, factorial_mod, matrix_input, permanent_by_columns, permanent_by_permutations,
    random_01_matrix, MOD_MATCHING,
};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_atcoder-dp-o-matching"))
}

fn answer(a: &[Vec<u64>]) -> u64 {
    output_of(&bin(), &matrix_input(a))
        .trim()
        .parse()
        .expect("a number")
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

#[test]
fn agrees_with_every_permutation_on_all_0_1_matrices_up_to_3_by_3() {
    for n in 1..=3usize {
        for code in 0u32..1 << (n * n) {
            let a: Vec<Vec<u64>> = (0..n)
                .map(|i| (0..n).map(|j| u64::from(code >> (i * n + j) & 1)).collect())
                .collect();
            assert_eq!(
                answer(&a),
                permanent_by_permutations(&a, MOD_MATCHING),
                "{a:?}"
            );
        }
    }
}

#[test]
fn agrees_with_every_permutation_on_150_random_matrices_of_4_to_8_rows() {
    let seed = seed(1101);
    let mut rng = Rng::new(seed);
    for _ in 0..150 {
        let n = rng.range(4, 8) as usize;
        let percent = rng.range(0, 100);
        let a = random_01_matrix(&mut rng, n, percent);
        assert_eq!(
            answer(&a),
            permanent_by_permutations(&a, MOD_MATCHING),
            "{a:?} (TEST_SEED={seed})"
        );
    }
}

#[test]
fn agrees_with_the_bitmask_dp_on_60_matrices_of_9_to_16_rows() {
    let seed = seed(1102);
    let mut rng = Rng::new(seed);
    for _ in 0..60 {
        let n = rng.range(9, 16) as usize;
        let percent = rng.range(20, 100);
        let a = random_01_matrix(&mut rng, n, percent);
        assert_eq!(
            answer(&a),
            permanent_by_columns(&a, MOD_MATCHING),
            "{a:?} (TEST_SEED={seed})"
        );
    }
}

/// The all-ones 21×21 matrix: no row sum is ever 0 once a column is in, so
/// every one of the 2^21 − 1 terms is multiplied out; the answer is 21!.
#[test]
fn all_ones_at_21_runs_in_1_mib_stack_and_time() {
    let out = run_limited(&bin(), &matrix_input(&constant_matrix(21, 1)));
    assert!(out.success, "{}", out.stderr);
    out.assert_within_ms(2000, "N = 21, every a_{i,j} = 1");
    assert_eq!(
        out.stdout.trim(),
        factorial_mod(21, MOD_MATCHING).to_string()
    );
}

#[test]
fn agrees_with_the_bitmask_dp_at_21() {
    let seed = seed(1103);
    let mut rng = Rng::new(seed);
    let a = random_01_matrix(&mut rng, 21, 50);
    let out = run_limited(&bin(), &matrix_input(&a));
    assert!(out.success, "{}", out.stderr);
    out.assert_within_ms(2000, "N = 21, a random matrix");
    assert_eq!(
        out.stdout.trim(),
        permanent_by_columns(&a, MOD_MATCHING).to_string(),
        "N = 21, half ones (TEST_SEED={seed})"
    );
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "empty input");
    assert_rejects(&bin(), "0\n", "N (\"0\")");
    assert_rejects(&bin(), "22\n", "N (\"22\")");
    assert_rejects(&bin(), "2\n1 0\n0\n", "expected 4 entries, found 3");
    assert_rejects(&bin(), "2\n1 0\n0 2\n", "a_{2,2} (\"2\") is not 0 or 1");
    assert_rejects(&bin(), "1\nx\n", "a_{1,1} (\"x\")");
    assert_rejects(&bin(), "1\n-1\n", "a_{1,1} (\"-1\")");
    assert_rejects(&bin(), "1\n1 1\n", "unexpected \"1\" after the matrix");
    assert_rejects(&bin(), "99999999999\n", "N (\"99999999999\")");
    assert_rejects(
        &bin(),
        "18446744073709551615\n",
        "N (\"18446744073709551615\")",
    );
    assert_rejects_bytes(&bin(), b"2\n1 \xff\n", "not UTF-8");
}
