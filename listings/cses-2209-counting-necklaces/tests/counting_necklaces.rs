//! CSES 2209: the release binary on the sample, against testkit's listing of
//! every word (the least of each orbit under rotation) for small n and m,
//! against the count of aperiodic necklaces by Möbius inversion up to the
//! limits, at the limits under a 1 MiB stack, and on bad input.

use std::path::PathBuf;
use testkit::primes_orbits::burnside::{necklaces_by_lyndon, necklaces_by_orbits, MOD};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_cses-2209-counting-necklaces"))
}

fn answer(n: u64, m: u64) -> String {
    output_of(&bin(), &format!("{n} {m}\n")).trim().to_string()
}

#[test]
fn sample_passes() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// Twenty small cases (n ≤ 10 in two colours, n ≤ 6 in three, m = 1, n = 1
/// and a prime n), each against every word listed and canonicalised under
/// rotation; the counts are below p, so the residue is the count itself.
#[test]
fn agrees_with_listing_every_word() {
    let mut cases: Vec<(usize, u64)> = (1..=10).map(|n| (n, 2)).collect();
    cases.extend((1..=6).map(|n| (n, 3)));
    cases.extend([(1, 1), (5, 1), (1, 7), (3, 10)]);
    for (n, m) in cases {
        assert_eq!(
            answer(n as u64, m),
            necklaces_by_orbits(n, m).to_string(),
            "n = {n}, m = {m}"
        );
    }
}

/// Six random cases up to the limits against the aperiodic-necklace count.
#[test]
fn agrees_with_the_lyndon_count_up_to_the_limits() {
    let seed = seed(2209);
    let mut rng = Rng::new(seed);
    for _ in 0..6 {
        let (n, m) = (rng.range(1, 1_000_000), rng.range(1, 1_000_000));
        assert_eq!(
            answer(n, m),
            necklaces_by_lyndon(n, m, MOD).to_string(),
            "n = {n}, m = {m} (TEST_SEED={seed})"
        );
    }
}

/// n = 720720 (240 divisors, the most below 10^6), n = 999983 (the largest
/// prime below 10^6) and n = 10^6, all with m = 10^6: the right answer within
/// 1 s under a 1 MiB stack.
#[test]
fn limit_inputs_run_in_1_mib_stack_and_time() {
    for n in [720_720u64, 999_983, 1_000_000] {
        let out = run_limited(&bin(), &format!("{n} 1000000\n"));
        assert!(out.success, "{}", out.stderr);
        assert_eq!(
            out.stdout.trim(),
            necklaces_by_lyndon(n, 1_000_000, MOD).to_string(),
            "n = {n}"
        );
        out.assert_within_ms(1000, "n at the limit, m = 10^6");
    }
}

#[test]
fn bad_input_gets_a_clear_message() {
    let b = bin();
    assert_rejects(&b, "", "ended before n");
    assert_rejects(&b, "4\n", "ended before m");
    assert_rejects(&b, "0 3\n", "n = \"0\" is not an integer in 1..=1000000");
    assert_rejects(&b, "4 1000001\n", "m = \"1000001\"");
    assert_rejects(&b, "99999999999 2\n", "n = \"99999999999\"");
    assert_rejects(
        &b,
        "4 18446744073709551615\n",
        "m = \"18446744073709551615\"",
    );
    assert_rejects(&b, "4 3 5\n", "unexpected \"5\"");
    assert_rejects_bytes(&b, b"4 \xff\xfe\n", "not UTF-8");
}
