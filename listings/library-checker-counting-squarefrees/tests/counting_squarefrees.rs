//! Library Checker counting_squarefrees: the release binary on the samples,
//! against testkit's crossed-out table for every N ≤ 300 and 300 random
//! N ≤ 10^7, against the plain Σ μ(d) ⌊N/d²⌋ at N near the fifth powers
//! where the split point changes and at random N ≤ 10^14, at 10^18 (the
//! published value) within the judge's 5 s under a 1 MiB stack, and on bad
//! input.

use std::path::PathBuf;
use testkit::lattices::{squarefree_by_mu_sums, squarefree_flags};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_library-checker-counting-squarefrees"))
}

fn answer(n: u64) -> String {
    output_of(&bin(), &format!("{n}\n")).trim().to_string()
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

#[test]
fn agrees_with_crossing_out_for_every_n_to_300_and_300_random_n_to_10_7() {
    let m = 10_000_000;
    let flags = squarefree_flags(m);
    let mut prefix = vec![0u64; m + 1];
    for n in 1..=m {
        prefix[n] = prefix[n - 1] + u64::from(flags[n]);
    }
    for n in 1..=300 {
        assert_eq!(answer(n), prefix[n as usize].to_string(), "N = {n}");
    }
    let seed = seed(1102);
    let mut rng = Rng::new(seed);
    for _ in 0..300 {
        let n = rng.range(301, m as u64);
        assert_eq!(
            answer(n),
            prefix[n as usize].to_string(),
            "N = {n} (TEST_SEED={seed})"
        );
    }
}

/// I = ⌊N^{1/5}⌋ changes at fifth powers: N = k^5 − 1, k^5, k^5 + 1 for
/// k = 2 … 600 (N up to 7.8·10^13), and 20 random N ≤ 10^14.
#[test]
fn agrees_with_the_plain_mobius_sum_near_fifth_powers_and_up_to_10_14() {
    let mut ns: Vec<u64> = Vec::new();
    for k in (2u64..=20).chain((21..=600).step_by(29)) {
        let f = k.pow(5);
        ns.extend([f - 1, f, f + 1]);
    }
    let seed = seed(11020);
    let mut rng = Rng::new(seed);
    ns.extend((0..20).map(|_| rng.range(1, 100_000_000_000_000)));
    let want = squarefree_by_mu_sums(&ns);
    for (n, want) in ns.into_iter().zip(want) {
        assert_eq!(answer(n), want.to_string(), "N = {n} (TEST_SEED={seed})");
    }
}

/// N = 10^18 (OEIS A071172 gives 607927101854022750), N = 10^18 − 1 and the
/// fifth power 3981^5 < 10^18 with its neighbours, under a 1 MiB stack, each
/// within the judge's 5 s.
#[test]
fn n_up_to_10_18_runs_in_1_mib_stack_and_time() {
    let big = 3981u64.pow(5);
    for (n, want) in [
        (1_000_000_000_000_000_000u64, Some("607927101854022750")),
        (999_999_999_999_999_999, Some("607927101854022750")),
        (big - 1, None),
        (big, None),
        (big + 1, None),
    ] {
        let out = run_limited(&bin(), &format!("{n}\n"));
        assert!(out.success, "{}", out.stderr);
        out.assert_within_ms(5000, &format!("N = {n}"));
        if let Some(w) = want {
            assert_eq!(out.stdout.trim(), w, "N = {n}");
        }
    }
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "empty input");
    assert_rejects(&bin(), "0\n", "N (\"0\")");
    assert_rejects(
        &bin(),
        "1000000000000000001\n",
        "N (\"1000000000000000001\")",
    );
    assert_rejects(
        &bin(),
        "18446744073709551616\n",
        "N (\"18446744073709551616\")",
    );
    assert_rejects(&bin(), "-5\n", "N (\"-5\")");
    assert_rejects(&bin(), "ten\n", "N (\"ten\")");
    assert_rejects_bytes(&bin(), b"\xff\xfe\n", "not UTF-8");
}
