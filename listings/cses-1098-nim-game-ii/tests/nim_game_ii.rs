//! CSES 1098: the release binary on the judge's sample, against an exhaustive
//! search of the whole multi-heap game with moves {1, 2, 3} (no SG theorem, no
//! mod 4), and at the judge's limits under a 1 MiB stack.

use std::path::PathBuf;
use testkit::cses::{assert_t_tests, first_second, input_t_tests};
use testkit::nim::{all_positions, random_heaps};
use testkit::rng::{seed, Rng};
use testkit::run::{assert_rejects, assert_rejects_bytes, assert_samples_pass, run_limited};
use testkit::sg::SubtractionOracle;

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_cses-1098-nim-game-ii"))
}

fn oracle_answers(tests: &[Vec<u64>]) -> Vec<&'static str> {
    let mut oracle = SubtractionOracle::new(&[1, 2, 3]);
    tests
        .iter()
        .map(|t| {
            let small: Vec<u32> = t.iter().map(|&h| h as u32).collect();
            first_second(oracle.first_player_wins(&small))
        })
        .collect()
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// Heaps up to 9 cover every residue mod 4 at least twice.
#[test]
fn agrees_with_exhaustive_search_on_every_position_up_to_3_heaps_of_9() {
    let tests: Vec<Vec<u64>> = all_positions(3, 9)
        .iter()
        .map(|p| p.iter().map(|&h| h as u64).collect())
        .collect();
    assert_eq!(tests.len(), 9 + 81 + 729);
    assert_t_tests(&bin(), &tests, &oracle_answers(&tests), "exhaustive");
}

#[test]
fn agrees_with_exhaustive_search_on_300_random_tests() {
    let seed = seed(1098);
    let mut rng = Rng::new(seed);
    let tests: Vec<Vec<u64>> = (0..300)
        .map(|_| {
            let n = rng.range(1, 5) as usize;
            random_heaps(&mut rng, n, 13)
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
    let seed = seed(10980);
    let mut rng = Rng::new(seed);
    let big = random_heaps(&mut rng, 200_000, 1_000_000_000);
    // Heaps that are multiples of 4 are P-positions on their own: the answer
    // is "second" whatever their size (a program that xors raw sizes fails).
    let fours: Vec<u64> = (0..200_000)
        .map(|_| 4 * rng.range(1, 250_000_000))
        .collect();
    let many: Vec<Vec<u64>> = (0..200_000)
        .map(|_| random_heaps(&mut rng, 1, 1_000_000_000))
        .collect();
    for (name, tests) in [
        ("one random test of 2e5 heaps", vec![big]),
        ("2e5 multiples of 4", vec![fours]),
        ("2e5 tests of one heap", many),
    ] {
        let want: Vec<&str> = tests
            .iter()
            .map(|t| first_second(t.iter().fold(0, |a, &h| a ^ (h % 4)) != 0))
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
        "2\n2\n1 2\n3\n1 2\n",
        "input ended before heap 3 of test 2",
    );
    assert_rejects(&bin(), "1\n2\n1 x\n", "heap 2 of test 1");
    assert_rejects(
        &bin(),
        "99999999999\n1\n2\n",
        "input ended before n of test 2",
    );
    assert_rejects(&bin(), "1\n18446744073709551615\n1 2\n", "heap 3 of test 1");
    assert_rejects_bytes(&bin(), b"1\n2\n\xff\xfe 1\n", "not text");
}
