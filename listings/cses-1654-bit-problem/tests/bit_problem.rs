//! CSES 1654: the release binary on the sample, against a test of every pair
//! (x, y) on 240 random lists, at the judge's limits under a 1 MiB stack
//! (sampled rows checked pair by pair), and on bad input.

use std::path::PathBuf;
use testkit::lattices::{bit_problem_direct, input_1654};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_cses-1654-bit-problem"))
}

fn rows(out: &str) -> Vec<[u64; 3]> {
    out.lines()
        .map(|l| {
            let v: Vec<u64> = l.split(' ').map(|t| t.parse().unwrap()).collect();
            [v[0], v[1], v[2]]
        })
        .collect()
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// 240 lists of 1 to 80 values: small values (every subset relation occurs),
/// values with few bits set anywhere below 2^20, and anything up to 10^6.
#[test]
fn agrees_with_every_pair_on_400_random_lists() {
    let seed = seed(1654);
    let mut rng = Rng::new(seed);
    for case in 0..240 {
        let n = rng.range(1, 80) as usize;
        let xs: Vec<u64> = (0..n)
            .map(|_| match case % 3 {
                0 => rng.range(1, 31),
                1 => (0..rng.range(1, 3)).fold(0, |x, _| x | 1 << rng.range(0, 19)),
                _ => rng.range(1, 1_000_000),
            })
            .collect();
        let out = output_of(&bin(), &input_1654(&xs));
        assert_eq!(
            rows(&out),
            bit_problem_direct(&xs),
            "{xs:?} (TEST_SEED={seed})"
        );
    }
}

/// n = 2·10^5 values up to 10^6, and all values 2^20 − 1 (the top of the
/// cube: every count is n), under a 1 MiB stack; 200 rows of the first
/// checked against the whole list directly.
#[test]
fn limit_inputs_run_in_1_mib_stack_and_time() {
    let seed = seed(16540);
    let mut rng = Rng::new(seed);
    let n = 200_000;
    let xs: Vec<u64> = (0..n).map(|_| rng.range(1, 1_000_000)).collect();
    let out = run_limited(&bin(), &input_1654(&xs));
    assert!(out.success, "{}", out.stderr);
    out.assert_within_ms(1000, "n = 2·10^5");
    let got = rows(&out.stdout);
    assert_eq!(got.len(), n);
    for i in (0..n).step_by(1000) {
        let x = xs[i];
        let want = [
            xs.iter().filter(|&&y| x | y == x).count() as u64,
            xs.iter().filter(|&&y| x & y == x).count() as u64,
            xs.iter().filter(|&&y| x & y != 0).count() as u64,
        ];
        assert_eq!(got[i], want, "row {i}, x = {x} (TEST_SEED={seed})");
    }
    let top = vec![(1 << 20) - 1; n];
    let out = run_limited(&bin(), &input_1654(&top));
    assert!(out.success, "{}", out.stderr);
    assert!(out.stdout.lines().all(|l| l == "200000 200000 200000"));
    out.assert_within_ms(1000, "n = 2·10^5, all 2^20 − 1");
}

/// Beyond the statement: the value 0 (its subset count is the number of
/// zeros, it meets nothing), and an empty list.
#[test]
fn beyond_the_statement() {
    assert_eq!(output_of(&bin(), "3\n0 1 0\n"), "2 3 0\n3 1 1\n2 3 0\n");
    assert_eq!(output_of(&bin(), "0\n"), "");
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "empty input");
    assert_rejects(&bin(), "3\n1 2\n", "expected 3 values, found 2");
    assert_rejects(&bin(), "2\n1 1048576\n", "x_2 (\"1048576\")");
    assert_rejects(&bin(), "2\n1 -3\n", "x_2 (\"-3\")");
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
    assert_rejects(
        &bin(),
        "18446744073709551616\n",
        "n (\"18446744073709551616\")",
    );
    assert_rejects_bytes(&bin(), b"2\n\xff\xfe\n", "not UTF-8");
}
