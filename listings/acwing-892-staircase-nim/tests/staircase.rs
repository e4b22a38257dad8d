//! AcWing 892: the release binary on the samples, against an exhaustive search
//! of staircase Nim, and at the judge's limits under a 1 MiB stack.

use std::path::PathBuf;
use testkit::nim_family::{all_lists, answer_892, input_892, random_values, StaircaseOracle};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_acwing-892-staircase-nim"))
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// All 340 staircases of 1 to 4 steps with 0..=3 stones each (0 included,
/// although the judge has a_i ≥ 1). One case per input, so one run each.
#[test]
fn agrees_with_exhaustive_search_up_to_4_steps_of_3() {
    let mut oracle = StaircaseOracle::default();
    let all = all_lists(4, 3);
    assert_eq!(all.len(), 4 + 16 + 64 + 256);
    for steps in all {
        let want = answer_892(oracle.first_player_wins(&steps));
        let big: Vec<u64> = steps.iter().map(|&a| a as u64).collect();
        let got = output_of(&bin(), &input_892(&big));
        assert_eq!(got.trim(), want, "steps {big:?} (first = step 1)");
    }
}

#[test]
fn agrees_with_exhaustive_search_on_random_staircases() {
    let seed = seed(892);
    let mut rng = Rng::new(seed);
    let mut oracle = StaircaseOracle::default();
    for _ in 0..200 {
        let n = rng.range(5, 6) as usize;
        let steps = random_values(&mut rng, n, 0, 3);
        let small: Vec<u32> = steps.iter().map(|&a| a as u32).collect();
        let want = answer_892(oracle.first_player_wins(&small));
        let got = output_of(&bin(), &input_892(&steps));
        assert_eq!(got.trim(), want, "steps {steps:?} (TEST_SEED={seed})");
    }
}

#[test]
fn limit_input_runs_in_1_mib_stack_and_time() {
    let seed = seed(8920);
    let mut rng = Rng::new(seed);
    let mut inputs: Vec<(Vec<u64>, &str)> = Vec::new();
    for case in 0..4 {
        let mut steps = random_values(&mut rng, 100_000, 1, 1_000_000_000);
        if case % 2 == 0 {
            // Force a P-position: step 99 999 (odd, index 99 998) cancels the
            // other odd steps, staying within 1..=10^9.
            loop {
                let x = (0..99_998).step_by(2).fold(0u64, |a, i| a ^ steps[i]);
                if (1..=1_000_000_000).contains(&x) {
                    steps[99_998] = x;
                    break;
                }
                steps[0] = rng.range(1, 1_000_000_000);
            }
        }
        let mut x = 0u64;
        for (i, &a) in steps.iter().enumerate() {
            if (i + 1) % 2 == 1 {
                x ^= a;
            }
        }
        inputs.push((steps, if x != 0 { "Yes" } else { "No" }));
    }
    // All steps at the maximum: 10^5 or 99 999 steps have 50 000 odd steps
    // (xor 0); 99 997 steps have 49 999 (xor 10^9).
    inputs.push((vec![1_000_000_000; 100_000], "No"));
    inputs.push((vec![1_000_000_000; 99_999], "No"));
    inputs.push((vec![1_000_000_000; 99_997], "Yes"));
    assert_eq!(inputs[0].1, "No");
    for (k, (steps, want)) in inputs.iter().enumerate() {
        let out = run_limited(&bin(), &input_892(steps));
        assert!(out.success, "case {k} (TEST_SEED={seed}): {}", out.stderr);
        assert_eq!(out.stdout.trim(), *want, "case {k} (TEST_SEED={seed})");
        out.assert_within_ms(1000, &format!("case {k}"));
    }
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "3\n1 2\n", "expected 3 step sizes, found 2");
    assert_rejects(&bin(), "2\n1 -1\n", "step 2");
}

/// An absurd count reaches the listing's own message (no allocation of that
/// size is attempted), and bytes that are not UTF-8 are bad input too: exit
/// code 1 and a message, never a panic or an abort.
#[test]
fn absurd_counts_and_bytes_that_are_not_utf8_are_rejected() {
    assert_rejects(
        &bin(),
        "99999999999\n1 2\n",
        "expected 99999999999 step sizes, found 2",
    );
    assert_rejects(
        &bin(),
        "18446744073709551615\n",
        "expected 18446744073709551615 step sizes, found 0",
    );
    assert_rejects_bytes(
        &bin(),
        b"2\n\xff\xfe\n",
        "the input is not UTF-8 text (at byte ",
    );
    assert_rejects_bytes(&bin(), b"\xc3", "the input is not UTF-8 text (at byte 0)");
}
