//! CSES 1097: the release binary on the sample, against testkit's exhaustive
//! minimax (the game played out, no recurrence) on every small list and on
//! random lists, against testkit's own recurrence at the judge's limits
//! under a 1 MiB stack, and bad input.

use std::path::PathBuf;
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};
use testkit::scores::{all_lists, input_1097, removal_by_length, removal_exhaustive};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_cses-1097-removal-game"))
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// Every list of length 1..=6 over {−1, 0, 2} (1092 runs of the binary):
/// negative values, zeros and ties between the two ends all occur.
#[test]
fn agrees_with_exhaustive_minimax_on_every_list_up_to_6() {
    let mut runs = 0;
    for len in 1..=6 {
        for x in all_lists(len, &[-1, 0, 2]) {
            let want = format!("{}\n", removal_exhaustive(&x));
            assert_eq!(output_of(&bin(), &input_1097(&x)), want, "{x:?}");
            runs += 1;
        }
    }
    assert_eq!(runs, 1092);
}

/// 300 random lists of length 1..=14 with values up to ±10^9.
#[test]
fn agrees_with_exhaustive_minimax_on_random_lists() {
    let seed = seed(1097);
    let mut rng = Rng::new(seed);
    for _ in 0..300 {
        let n = rng.range(1, 14) as usize;
        let big = rng.range(0, 1) == 0;
        let x: Vec<i64> = (0..n)
            .map(|_| {
                if big {
                    rng.range(0, 2_000_000_000) as i64 - 1_000_000_000
                } else {
                    rng.range(0, 10) as i64 - 5
                }
            })
            .collect();
        let want = format!("{}\n", removal_exhaustive(&x));
        assert_eq!(
            output_of(&bin(), &input_1097(&x)),
            want,
            "TEST_SEED={seed}: {x:?}"
        );
    }
}

/// n = 5000 (the judge's limit): all 10^9 (the answer 2.5·10^12 needs 64
/// bits), all −10^9, and random values; 1 MiB stack, 1 s.
#[test]
fn limit_inputs_run_in_1_mib_stack_and_time() {
    let seed = seed(1097);
    let mut rng = Rng::new(seed);
    let cases: Vec<Vec<i64>> = vec![
        vec![1_000_000_000; 5000],
        vec![-1_000_000_000; 5000],
        (0..5000)
            .map(|_| rng.range(0, 2_000_000_000) as i64 - 1_000_000_000)
            .collect(),
    ];
    for x in cases {
        let want = format!("{}\n", removal_by_length(&x));
        let out = run_limited(&bin(), &input_1097(&x));
        assert!(out.success, "TEST_SEED={seed}: {}", out.stderr);
        assert!(out.stdout == want, "wrong answer (TEST_SEED={seed})");
        out.assert_within_ms(1000, "n = 5000");
    }
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "empty input");
    assert_rejects(&bin(), "x\n", "n (\"x\")");
    assert_rejects(&bin(), "0\n", "outside 1..=5000");
    assert_rejects(&bin(), "5001\n", "outside 1..=5000");
    assert_rejects(&bin(), "99999999999\n1\n", "outside 1..=5000");
    assert_rejects(&bin(), "18446744073709551615\n1\n", "outside 1..=5000");
    assert_rejects(&bin(), "18446744073709551616\n1\n", "not a non-negative");
    assert_rejects(&bin(), "3\n1 2\n", "expected 3 numbers, found 2");
    assert_rejects(&bin(), "2\n1 y\n", "x_2");
    assert_rejects(&bin(), "1\n1000000001\n", "outside -10^9..=10^9");
    assert_rejects(&bin(), "1\n-9223372036854775808\n", "outside -10^9..=10^9");
    assert_rejects(&bin(), "1\n5 6\n", "unexpected \"6\"");
    assert_rejects_bytes(&bin(), b"2\n1 \xff\xfe\n", "not UTF-8");
}
