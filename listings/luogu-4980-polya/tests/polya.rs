//! Luogu P4980: the release binary on the sample, against testkit's listing
//! of every colouring (the least of each orbit under rotation) for n ≤ 6, and
//! against the count of aperiodic necklaces by Möbius inversion on 1000
//! values of n up to 10^9 in one run; the limit (1000 cases of the n ≤ 10^9
//! with the most divisors, and of the largest prime) under a 1 MiB stack;
//! bad input.

use std::path::PathBuf;
use testkit::primes_orbits::burnside::{necklaces_by_lyndon, necklaces_by_orbits, MOD};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_luogu-4980-polya"))
}

/// The input for these values of n.
fn input(ns: &[u64]) -> String {
    let mut s = format!("{}\n", ns.len());
    for n in ns {
        s.push_str(&format!("{n}\n"));
    }
    s
}

#[test]
fn sample_passes() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// n = 1..=6 in one run: every colouring of the n-cycle in n colours listed
/// (6^6 = 46 656 at most) and canonicalised under rotation.
#[test]
fn agrees_with_listing_every_colouring() {
    let ns: Vec<u64> = (1..=6).collect();
    let want: String = ns
        .iter()
        .map(|&n| format!("{}\n", necklaces_by_orbits(n as usize, n)))
        .collect();
    assert_eq!(output_of(&bin(), &input(&ns)), want);
}

/// 1000 values of n in one run: the chapter's traps (1, a prime, a prime
/// power, 735134400 with 1344 divisors, 10^9) and random n ≤ 10^9, against
/// the aperiodic-necklace count.
#[test]
fn agrees_with_the_lyndon_count_up_to_10_pow_9() {
    let seed = seed(4980);
    let mut rng = Rng::new(seed);
    let mut ns = vec![
        1,
        2,
        7,
        999_999_937,
        536_870_912,
        387_420_489,
        735_134_400,
        1_000_000_000,
    ];
    while ns.len() < 1000 {
        let n = match rng.range(0, 2) {
            0 => rng.range(1, 1000),
            _ => rng.range(1, 1_000_000_000),
        };
        ns.push(n);
    }
    let want: String = ns
        .iter()
        .map(|&n| format!("{}\n", necklaces_by_lyndon(n, n, MOD)))
        .collect();
    assert_eq!(output_of(&bin(), &input(&ns)), want, "(TEST_SEED={seed})");
}

/// t = 1000 (the limit) of n = 735134400 (1344 divisors, the most for
/// n ≤ 10^9) and of n = 999999937 (the largest prime below 10^9: trial
/// division runs to √n), each within 1 s under a 1 MiB stack.
#[test]
fn limit_inputs_run_in_1_mib_stack_and_time() {
    for n in [735_134_400u64, 999_999_937] {
        let want = format!("{}\n", necklaces_by_lyndon(n, n, MOD)).repeat(1000);
        let out = run_limited(&bin(), &input(&[n; 1000]));
        assert!(out.success, "{}", out.stderr);
        assert_eq!(out.stdout, want, "n = {n}");
        out.assert_within_ms(1000, "t = 1000 at the limit");
    }
}

#[test]
fn bad_input_gets_a_clear_message() {
    let b = bin();
    assert_rejects(&b, "", "empty input");
    assert_rejects(&b, "0\n", "t = \"0\" is not an integer in 1..=1000");
    assert_rejects(&b, "1001\n", "t = \"1001\"");
    assert_rejects(&b, "2\n5\n", "ended after 1 of 2 values of n");
    assert_rejects(&b, "1\n0\n", "n number 1 = \"0\"");
    assert_rejects(&b, "1\n1000000001\n", "n number 1 = \"1000000001\"");
    assert_rejects(&b, "99999999999\n", "t = \"99999999999\"");
    assert_rejects(
        &b,
        "1\n18446744073709551615\n",
        "n number 1 = \"18446744073709551615\"",
    );
    assert_rejects(&b, "1\n5\n6\n", "unexpected \"6\"");
    assert_rejects_bytes(&b, b"1\n\xff\xfe\n", "not UTF-8");
}
