//! CSES 1730: the release binary on the judge's sample, against an exhaustive
//! game search on every small position (all in one multi-test input), and at
//! the judge's limits under a 1 MiB stack.

use std::path::PathBuf;
use testkit::cses::{assert_t_tests, first_second, input_t_tests};
use testkit::nim::{all_positions, force_xor_zero, random_heaps, NimOracle};
use testkit::rng::{seed, Rng};
use testkit::run::{assert_rejects, assert_rejects_bytes, assert_samples_pass, run_limited};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_cses-1730-nim-game-i"))
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

#[test]
fn agrees_with_exhaustive_search_on_every_position_up_to_4_heaps_of_7() {
    let mut oracle = NimOracle::default();
    let positions = all_positions(4, 7);
    assert_eq!(positions.len(), 7 + 49 + 343 + 2401);
    let want: Vec<&str> = positions
        .iter()
        .map(|p| first_second(oracle.first_player_wins(p)))
        .collect();
    let tests: Vec<Vec<u64>> = positions
        .iter()
        .map(|p| p.iter().map(|&h| h as u64).collect())
        .collect();
    assert_t_tests(&bin(), &tests, &want, "exhaustive");
}

#[test]
fn agrees_with_exhaustive_search_on_300_random_tests() {
    let seed = seed(1730);
    let mut rng = Rng::new(seed);
    let mut oracle = NimOracle::default();
    let tests: Vec<Vec<u64>> = (0..300)
        .map(|_| {
            let n = rng.range(1, 6) as usize;
            random_heaps(&mut rng, n, 9)
        })
        .collect();
    let want: Vec<&str> = tests
        .iter()
        .map(|t| {
            let small: Vec<u32> = t.iter().map(|&h| h as u32).collect();
            first_second(oracle.first_player_wins(&small))
        })
        .collect();
    assert_t_tests(&bin(), &tests, &want, &format!("TEST_SEED={seed}"));
}

/// The xor rule, written here for inputs too big to search.
fn by_xor(t: &[u64]) -> &'static str {
    first_second(t.iter().fold(0, |a, &h| a ^ h) != 0)
}

#[test]
fn limit_inputs_run_in_1_mib_stack_and_time() {
    let seed = seed(17300);
    let mut rng = Rng::new(seed);
    // One test of 2·10^5 heaps, forced to a P-position, and one random.
    let mut big = random_heaps(&mut rng, 200_000, 1_000_000_000);
    force_xor_zero(&mut rng, &mut big, 1_000_000_000);
    let other = random_heaps(&mut rng, 200_000, 1_000_000_000);
    // 2·10^5 tests of one heap each.
    let many: Vec<Vec<u64>> = (0..200_000)
        .map(|_| random_heaps(&mut rng, 1, 1_000_000_000))
        .collect();
    for (name, tests) in [
        ("one P-position of 2e5 heaps", vec![big]),
        ("one random test of 2e5 heaps", vec![other]),
        ("2e5 tests of one heap", many),
    ] {
        let want: Vec<&str> = tests.iter().map(|t| by_xor(t)).collect();
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
    assert_rejects(&bin(), "1\n-3\n", "n of test 1");
    assert_rejects(&bin(), "", "input ended before t");
    // Absurd counts reach the program's own message, not an allocation failure.
    assert_rejects(
        &bin(),
        "99999999999\n1\n2\n",
        "input ended before n of test 2",
    );
    assert_rejects(&bin(), "1\n18446744073709551615\n1 2\n", "heap 3 of test 1");
    assert_rejects(&bin(), "1\n18446744073709551616\n", "n of test 1");
    assert_rejects_bytes(&bin(), b"1\n2\n\xff\xfe 1\n", "not text");
}
