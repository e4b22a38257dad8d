//! ext-permanent: the release binary on the samples, against testkit's sum
//! over every permutation on every matrix up to 2×2 with entries in
//! {0, 1, 2, p − 1} and on 300 random matrices up to 7×7 (entries below p, or
//! small), against testkit's bitmask DP on 40 random matrices of 8 to 14 rows
//! and at n = 20 within 1 s under a 1 MiB stack, and on bad input.

use std::path::PathBuf;
use testkit::ie_algorithms::permanent::{
    constant_matrix, factorial_mod, matrix_input, permanent_by_columns, permanent_by_permutations,
    random_matrix, MOD_PERMANENT,
};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

const P: u64 = MOD_PERMANENT;

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_ext-permanent"))
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

/// Our own samples: their .out files are the oracle's answers.
#[test]
fn samples_are_the_oracles_answers() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("samples");
    for k in 1..=4 {
        let read = |ext: &str| std::fs::read_to_string(dir.join(format!("{k}.{ext}"))).unwrap();
        let nums: Vec<u64> = read("in")
            .split_ascii_whitespace()
            .map(|t| t.parse().unwrap())
            .collect();
        let n = nums[0] as usize;
        let a: Vec<Vec<u64>> = nums[1..].chunks(n).map(<[u64]>::to_vec).collect();
        assert_eq!(
            read("out").trim(),
            permanent_by_permutations(&a, P).to_string(),
            "sample {k}"
        );
    }
}

#[test]
fn agrees_with_every_permutation_on_all_small_entry_matrices_up_to_2_by_2() {
    let values = [0, 1, 2, P - 1];
    for n in 1..=2usize {
        for code in 0u32..1 << (2 * n * n) {
            let a: Vec<Vec<u64>> = (0..n)
                .map(|i| {
                    (0..n)
                        .map(|j| values[(code >> (2 * (i * n + j)) & 3) as usize])
                        .collect()
                })
                .collect();
            assert_eq!(answer(&a), permanent_by_permutations(&a, P), "{a:?}");
        }
    }
}

#[test]
fn agrees_with_every_permutation_on_300_random_matrices_up_to_7_by_7() {
    let seed = seed(1111);
    let mut rng = Rng::new(seed);
    for case in 0..300 {
        let n = rng.range(1, 7) as usize;
        let (lo, hi) = match case % 3 {
            0 => (0, P - 1),
            1 => (0, 3),
            _ => (P - 3, P - 1),
        };
        let a = random_matrix(&mut rng, n, lo, hi);
        assert_eq!(
            answer(&a),
            permanent_by_permutations(&a, P),
            "{a:?} (TEST_SEED={seed})"
        );
    }
}

#[test]
fn agrees_with_the_bitmask_dp_on_40_matrices_of_8_to_14_rows() {
    let seed = seed(1112);
    let mut rng = Rng::new(seed);
    for _ in 0..40 {
        let n = rng.range(8, 14) as usize;
        let a = random_matrix(&mut rng, n, 0, P - 1);
        assert_eq!(
            answer(&a),
            permanent_by_columns(&a, P),
            "{a:?} (TEST_SEED={seed})"
        );
    }
}

/// n = 20 is the format's limit; every entry p − 1 = −1 gives (−1)^20·20!.
#[test]
fn n_20_runs_in_1_mib_stack_and_time() {
    let out = run_limited(&bin(), &matrix_input(&constant_matrix(20, P - 1)));
    assert!(out.success, "{}", out.stderr);
    out.assert_within_ms(1000, "n = 20, every entry p − 1");
    assert_eq!(out.stdout.trim(), factorial_mod(20, P).to_string());
    let seed = seed(1113);
    let mut rng = Rng::new(seed);
    let a = random_matrix(&mut rng, 20, 0, P - 1);
    let out = run_limited(&bin(), &matrix_input(&a));
    assert!(out.success, "{}", out.stderr);
    out.assert_within_ms(1000, "n = 20, random entries");
    assert_eq!(
        out.stdout.trim(),
        permanent_by_columns(&a, P).to_string(),
        "n = 20 (TEST_SEED={seed})"
    );
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "empty input");
    assert_rejects(&bin(), "0\n", "n (\"0\")");
    assert_rejects(&bin(), "21\n", "n (\"21\")");
    assert_rejects(&bin(), "2\n1 0\n0\n", "expected 4 entries, found 3");
    assert_rejects(&bin(), "1\n998244353\n", "a_{1,1} (\"998244353\")");
    assert_rejects(&bin(), "1\n-1\n", "a_{1,1} (\"-1\")");
    assert_rejects(&bin(), "1\nx\n", "a_{1,1} (\"x\")");
    assert_rejects(&bin(), "1\n1 1\n", "unexpected \"1\" after the matrix");
    assert_rejects(&bin(), "99999999999\n", "n (\"99999999999\")");
    assert_rejects(
        &bin(),
        "2\n18446744073709551615 0\n0 0\n",
        "a_{1,1} (\"18446744073709551615\")",
    );
    assert_rejects_bytes(&bin(), b"2\n1 \xff\n", "not UTF-8");
}
