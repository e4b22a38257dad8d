//! Library Checker convolution_mod: the release binary on the samples,
//! against testkit's O(N·M) double loop on 24 random cases with N, M ≤ 40
//! (N = M = 1, lengths around powers of two, values near 998244353), at the
//! largest size N = M = 524288 (N + M − 1 = 2^20 − 1) under a 1 MiB stack,
//! and on bad input.

use std::path::PathBuf;
use testkit::convolutions::ntt::{
    convolution_naive, entry, input, output, random_array, LEN_MAX, MOD,
};
use testkit::rng::{seed, Rng};
use testkit::run::{assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_library-checker-convolution-mod"))
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// The lengths first: 1 × 1, sums N + M − 1 just above and below a power of
/// two (the transform length), then random N, M ≤ 40.
#[test]
fn agrees_with_the_double_loop_on_24_cases_up_to_40() {
    let s = seed(1302);
    let mut r = Rng::new(s);
    let fixed = [
        (1, 1),
        (1, 2),
        (2, 2),
        (3, 3),
        (4, 5),
        (8, 9),
        (16, 1),
        (17, 16),
    ];
    for case in 0..24 {
        let (n, m) = fixed
            .get(case)
            .copied()
            .unwrap_or_else(|| (r.range(1, 40) as usize, r.range(1, 40) as usize));
        let (a, b) = (random_array(&mut r, n), random_array(&mut r, m));
        assert_eq!(
            output_of(&bin(), &input(&a, &b)),
            output(&convolution_naive(&a, &b)),
            "N = {n}, M = {m}, a = {a:?}, b = {b:?} (TEST_SEED={s})"
        );
    }
}

/// N = M = 524288, the judge's largest (N + M − 1 = 2^20 − 1), within its
/// 5 s: a uniform below 998244353 and every b_j = 998244352 ≡ −1, so that
/// c_k = −(a_lo + … + a_hi) over the i with 0 ≤ k − i < M; every entry is
/// checked by prefix sums.
#[test]
fn the_largest_size_runs_in_1_mib_stack_and_time() {
    let s = seed(1303);
    let mut r = Rng::new(s);
    let a: Vec<u64> = (0..LEN_MAX).map(|_| r.range(0, MOD - 1)).collect();
    let b = vec![MOD - 1; LEN_MAX];
    let out = testkit::run::run_limited(&bin(), &input(&a, &b));
    assert!(out.success, "{}", out.stderr);
    out.assert_within_ms(5000, "N = M = 524288");
    let mut prefix = vec![0u64; LEN_MAX + 1];
    for i in 0..LEN_MAX {
        prefix[i + 1] = (prefix[i] + a[i]) % MOD;
    }
    let len = 2 * LEN_MAX - 1;
    let mut got = out.stdout.split_ascii_whitespace();
    for k in 0..len {
        let (lo, hi) = (k.saturating_sub(LEN_MAX - 1), k.min(LEN_MAX - 1));
        let sum = (prefix[hi + 1] + MOD - prefix[lo]) % MOD;
        let want = (MOD - sum) % MOD;
        assert_eq!(
            got.next(),
            Some(want.to_string().as_str()),
            "c_{k} (TEST_SEED={s})"
        );
    }
    assert_eq!(got.next(), None);
    // Spot checks of the closed form against the direct sums.
    for k in [0, 1, LEN_MAX - 1, len - 1] {
        let (lo, hi) = (k.saturating_sub(LEN_MAX - 1), k.min(LEN_MAX - 1));
        let sum = (prefix[hi + 1] + MOD - prefix[lo]) % MOD;
        assert_eq!((MOD - sum) % MOD, entry(&a, &b, k));
    }
}

#[test]
fn bad_input_gets_a_clear_message() {
    let b = bin();
    assert_rejects(&b, "", "empty input: expected N");
    assert_rejects(&b, "1\n", "empty input: expected M");
    assert_rejects(&b, "99999999999 1\n", "N (\"99999999999\")");
    assert_rejects(
        &b,
        "1 18446744073709551615\n",
        "M (\"18446744073709551615\")",
    );
    assert_rejects(&b, "0 1\n\n5\n", "N (\"0\")");
    assert_rejects(&b, "1 524289\n", "M (\"524289\")");
    assert_rejects(&b, "-1 1\n", "N (\"-1\")");
    assert_rejects(&b, "2 2\n1\n", "expected 2 values of a, found 1");
    assert_rejects(&b, "2 2\n1 2\n3\n", "expected 2 values of b, found 1");
    assert_rejects(&b, "2 1\n1 998244353\n3\n", "a_1 (\"998244353\")");
    assert_rejects(&b, "1 2\n1\nx 4\n", "b_0 (\"x\")");
    assert_rejects(&b, "1 1\n1\n2\n3\n", "unexpected \"3\"");
    assert_rejects_bytes(&b, b"1 1\n1\n\xff\xfe\n", "not UTF-8");
}
