//! CSES 1099: the release binary on the judge's sample, against an exhaustive
//! search of the stair game as CSES states it (stair 1 is final), and at the
//! judge's limits under a 1 MiB stack. The AcWing 892 rule (odd stairs) is
//! shown to be wrong here, so the test can tell the two rules apart.

use std::path::PathBuf;
use testkit::cses::{assert_t_tests, first_second, input_t_tests, StairGameOracle};
use testkit::game::all_lists_of;
use testkit::rng::{seed, Rng};
use testkit::run::{assert_rejects, assert_rejects_bytes, assert_samples_pass, run_limited};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_cses-1099-stair-game"))
}

fn oracle_answers(tests: &[Vec<u64>]) -> Vec<&'static str> {
    let mut oracle = StairGameOracle::default();
    tests
        .iter()
        .map(|t| {
            let small: Vec<u32> = t.iter().map(|&b| b as u32).collect();
            first_second(oracle.first_player_wins(&small))
        })
        .collect()
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

#[test]
fn agrees_with_exhaustive_search_on_every_staircase_up_to_4_stairs_of_4() {
    let tests: Vec<Vec<u64>> = all_lists_of(4, 0..=4)
        .iter()
        .map(|p| p.iter().map(|&b| b as u64).collect())
        .collect();
    assert_eq!(tests.len(), 5 + 25 + 125 + 625);
    let want = oracle_answers(&tests);
    assert_t_tests(&bin(), &tests, &want, "exhaustive");
    // The AcWing 892 rule (xor of the odd stairs) disagrees with the search on
    // some of these, e.g. balls on stair 1 only: there nobody can move.
    let odd_rule_wrong = tests
        .iter()
        .zip(&want)
        .filter(|(t, w)| {
            let odd = t.iter().step_by(2).fold(0, |a, &b| a ^ b);
            first_second(odd != 0) != **w
        })
        .count();
    assert!(odd_rule_wrong > 0, "the odd-stair rule should fail here");
}

#[test]
fn agrees_with_exhaustive_search_on_300_random_tests() {
    let seed = seed(1099);
    let mut rng = Rng::new(seed);
    let tests: Vec<Vec<u64>> = (0..300)
        .map(|_| {
            let n = rng.range(1, 5) as usize;
            (0..n).map(|_| rng.range(0, 4)).collect()
        })
        .collect();
    assert_t_tests(
        &bin(),
        &tests,
        &oracle_answers(&tests),
        &format!("TEST_SEED={seed}"),
    );
}

#[test]
fn limit_inputs_run_in_1_mib_stack_and_time() {
    let seed = seed(10990);
    let mut rng = Rng::new(seed);
    let big: Vec<u64> = (0..200_000).map(|_| rng.range(0, 1_000_000_000)).collect();
    let mut even_zero = big.clone();
    // Make the xor of the even stairs (indices 1, 3, …) zero.
    let x = even_zero.iter().skip(1).step_by(2).fold(0, |a, &b| a ^ b);
    even_zero[1] ^= x;
    let many: Vec<Vec<u64>> = (0..200_000)
        .map(|_| vec![rng.range(0, 1_000_000_000)])
        .collect();
    for (name, tests) in [
        ("2e5 random stairs", vec![big]),
        ("2e5 stairs, even xor 0", vec![even_zero]),
        ("2e5 tests of one stair", many),
    ] {
        let want: Vec<&str> = tests
            .iter()
            .map(|t| first_second(t.iter().skip(1).step_by(2).fold(0, |a, &b| a ^ b) != 0))
            .collect();
        let out = run_limited(&bin(), &input_t_tests(&tests));
        assert!(out.success, "{name} (TEST_SEED={seed}): {}", out.stderr);
        let got: Vec<&str> = out.stdout.lines().collect();
        assert_eq!(got, want, "{name} (TEST_SEED={seed})");
        out.assert_within_ms(1000, name);
    }
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(
        &bin(),
        "1\n3\n0 2\n",
        "input ended before stair 3 of test 1",
    );
    assert_rejects(&bin(), "1\n2\n1 -1\n", "stair 2 of test 1");
    assert_rejects(
        &bin(),
        "99999999999\n1\n2\n",
        "input ended before n of test 2",
    );
    assert_rejects(
        &bin(),
        "1\n18446744073709551615\n1 2\n",
        "stair 3 of test 1",
    );
    assert_rejects_bytes(&bin(), b"1\n2\n\xff\xfe 1\n", "not text");
}
