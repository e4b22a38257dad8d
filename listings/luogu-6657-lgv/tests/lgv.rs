//! Luogu P6657: the release binary on the sample; against testkit's
//! enumeration of every tuple of paths on 1500 random tests (n ≤ 6, m ≤ 3, in
//! one run), against the determinant expanded over every permutation on 200
//! tests with n ≤ 60 and m ≤ 7 and 5 with n up to 10^6 and m ≤ 4; equal
//! starts or ends at the limit give 0; a case whose elimination must swap
//! rows (a leading minor divisible by p); T = 5 tests of n = 10^6, m = 100
//! within 1 s under a 1 MiB stack; bad input.

use std::path::PathBuf;
use testkit::convolutions::lgv::{
    lgv_by_permutations, lgv_families_by_enumeration, lgv_input, random_lgv_case, LgvCase,
};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_luogu-6657-lgv"))
}

/// Run all `cases` in one input and compare line by line with `want`.
fn check_batch(cases: &[LgvCase], want: impl Fn(&LgvCase) -> u64, seed: u64) {
    let out = output_of(&bin(), &lgv_input(cases));
    let got: Vec<&str> = out.lines().collect();
    assert_eq!(
        got.len(),
        cases.len(),
        "one line per test (TEST_SEED={seed})"
    );
    for (case, line) in cases.iter().zip(got) {
        assert_eq!(line, want(case).to_string(), "{case:?} (TEST_SEED={seed})");
    }
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

#[test]
fn agrees_with_every_tuple_of_paths_on_1500_tests_up_to_n_6_m_3() {
    let seed = seed(1311);
    let mut rng = Rng::new(seed);
    let cases: Vec<LgvCase> = (0..1500)
        .map(|_| random_lgv_case(&mut rng, (2, 6), (1, 3)))
        .collect();
    check_batch(&cases, lgv_families_by_enumeration, seed);
}

#[test]
fn agrees_with_the_determinant_by_permutations_on_205_tests() {
    let seed = seed(1312);
    let mut rng = Rng::new(seed);
    let mut cases: Vec<LgvCase> = (0..200)
        .map(|_| random_lgv_case(&mut rng, (2, 60), (1, 7)))
        .collect();
    cases.extend((0..5).map(|_| random_lgv_case(&mut rng, (900_000, 1_000_000), (1, 4))));
    check_batch(&cases, lgv_by_permutations, seed);
}

/// Two pieces on the same start (or the same end) always meet: 0, at the
/// limit, whatever the rest of the lists.
#[test]
fn equal_starts_or_ends_give_0_at_the_limit() {
    let n = 1_000_000;
    let mut equal_starts = LgvCase {
        n,
        starts: (1..=100).map(|i| i * 1000).collect(),
        ends: (1..=100).map(|i| i * 9000).collect(),
    };
    equal_starts.starts[51] = equal_starts.starts[50];
    let mut equal_ends = equal_starts.clone();
    equal_ends.starts[51] += 1;
    equal_ends.ends[99] = equal_ends.ends[98];
    let out = run_limited(&bin(), &lgv_input(&[equal_starts, equal_ends]));
    assert!(out.success, "{}", out.stderr);
    assert_eq!(out.stdout, "0\n0\n");
}

/// On a board of n = 10^6 the two pieces (1, 1) → (745070, n) and
/// (5, 1) → (745124, n) have a number of disjoint pairs divisible by
/// 998244353 (found by a search over a_2 − a_1 and b_2 − b_1): the 2 × 2
/// answer is 0 modulo p, and with a third piece the elimination meets a zero
/// pivot in its second column and must swap rows, changing the sign.
#[test]
fn a_leading_minor_divisible_by_p_needs_a_row_swap() {
    let two = LgvCase {
        n: 1_000_000,
        starts: vec![1, 5],
        ends: vec![745_070, 745_124],
    };
    let three = LgvCase {
        n: 1_000_000,
        starts: vec![1, 5, 6],
        ends: vec![745_070, 745_124, 745_200],
    };
    assert_eq!(lgv_by_permutations(&two), 0);
    let want = lgv_by_permutations(&three);
    assert_ne!(want, 0);
    let out = run_limited(&bin(), &lgv_input(&[two, three]));
    assert!(out.success, "{}", out.stderr);
    assert_eq!(out.stdout, format!("0\n{want}\n"));
}

#[test]
fn t_5_of_n_1e6_m_100_runs_in_1_mib_stack_and_time() {
    let mut rng = Rng::new(seed(1313));
    let cases: Vec<LgvCase> = (0..5)
        .map(|_| random_lgv_case(&mut rng, (1_000_000, 1_000_000), (100, 100)))
        .collect();
    let out = run_limited(&bin(), &lgv_input(&cases));
    assert!(out.success, "{}", out.stderr);
    assert_eq!(out.stdout.lines().count(), 5);
    out.assert_within_ms(1000, "T = 5, n = 10^6, m = 100");
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "expected T");
    assert_rejects(&bin(), "0\n", "T (\"0\")");
    assert_rejects(&bin(), "1\n1 1\n1 1\n", "n (\"1\")");
    assert_rejects(&bin(), "1\n3 101\n", "m (\"101\")");
    assert_rejects(&bin(), "1\n3 1\n4 1\n", "a_i (\"4\")");
    assert_rejects(&bin(), "1\n3 2\n2 1\n1 3\n", "non-decreasing");
    assert_rejects(&bin(), "1\n3 2\n1 3\n2 2\n", "non-decreasing");
    assert_rejects(&bin(), "1\n3 1\n1 1\n5\n", "unexpected");
    assert_rejects(&bin(), "1\n3 1\n1\n", "expected b_i");
    assert_rejects(&bin(), "99999999999\n", "T (\"99999999999\")");
    assert_rejects_bytes(&bin(), b"1\n3 1\n1 \xff\n", "not UTF-8");
}
