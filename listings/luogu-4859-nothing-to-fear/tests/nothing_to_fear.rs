//! Luogu P4859: the release binary on the sample; on every order pattern of
//! candies and pills with n ≤ 5 and every k against trying all n! pairings;
//! on 150 random inputs with n ≤ 60 against the merge DP of testkit; at n =
//! 2000 (the judge's limit) and n = 5000 (the listing's) under a 1 MiB stack;
//! and on bad input.

use std::path::PathBuf;
use testkit::inversion::{input_4859, pairings_by_merge, pairings_by_permutations, P4859_MOD};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_luogu-4859-nothing-to-fear"))
}

fn answer(c: &[u64], p: &[u64], k: u64) -> String {
    output_of(&bin(), &input_4859(c, p, k)).trim().to_string()
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// The answer depends only on which of the 2n sorted values are candies. For
/// n ≤ 5 every such pattern (C(2n, n) of them, 350 in all) and every k in
/// 0..=n: 1 964 runs against all n! pairings.
#[test]
fn every_pattern_up_to_n_5_against_all_pairings() {
    let mut runs = 0;
    for n in 1..=5usize {
        for mask in 0u32..1 << (2 * n) {
            if mask.count_ones() as usize != n {
                continue;
            }
            let (mut c, mut p) = (Vec::new(), Vec::new());
            for v in 0..2 * n {
                // Values 10, 20, …: candies where the mask has a 1.
                let value = 10 * (v as u64 + 1);
                if mask >> v & 1 == 1 {
                    c.push(value);
                } else {
                    p.push(value);
                }
            }
            // Unsorted input: reverse the candies.
            c.reverse();
            for k in 0..=n as u64 {
                let want = pairings_by_permutations(&c, &p, k) % P4859_MOD;
                assert_eq!(answer(&c, &p, k), want.to_string(), "{c:?} {p:?} k = {k}");
                runs += 1;
            }
        }
    }
    assert_eq!(runs, 1964);
}

/// 150 random inputs, n ≤ 60, values up to 10^18, random k ≤ n (about half
/// with n + k even), against the O(n^3) merge DP.
#[test]
fn agrees_with_the_merge_dp_on_150_random_inputs() {
    let seed = seed(4859);
    let mut rng = Rng::new(seed);
    for _ in 0..150 {
        let n = rng.range(1, 60) as usize;
        let mut vals: Vec<u64> = Vec::new();
        while vals.len() < 2 * n {
            let v = rng.range(0, 1_000_000_000_000_000_000);
            if !vals.contains(&v) {
                vals.push(v);
            }
        }
        let (c, p) = vals.split_at(n);
        let k = rng.range(0, n as u64);
        assert_eq!(
            answer(c, p, k),
            pairings_by_merge(c, p, k).to_string(),
            "n = {n}, k = {k} (TEST_SEED={seed})"
        );
    }
}

/// n = 2000 and 5000 under a 1 MiB stack within 1 s: every candy above every
/// pill with k = n gives n! mod p; a random order is checked against the merge
/// DP at n = 300.
#[test]
fn limit_input_runs_in_1_mib_stack_and_time() {
    for n in [2000u64, 5000] {
        let c: Vec<u64> = (n + 1..=2 * n).rev().collect();
        let p: Vec<u64> = (1..=n).collect();
        let out = run_limited(&bin(), &input_4859(&c, &p, n));
        assert!(out.success, "{}", out.stderr);
        out.assert_within_ms(1000, &format!("n = {n}"));
        let fact = (1..=n).fold(1u64, |f, i| f * i % P4859_MOD);
        assert_eq!(out.stdout.trim(), fact.to_string(), "n = {n}");
        // Every candy below every pill: no candy-larger pair at all.
        assert_eq!(answer(&p, &c, n), "0");
    }
    let seed = seed(48590);
    let mut rng = Rng::new(seed);
    let mut vals: Vec<u64> = (1..=600).collect();
    for i in (1..vals.len()).rev() {
        vals.swap(i, rng.range(0, i as u64) as usize);
    }
    let (c, p) = vals.split_at(300);
    for k in [0, 2, 40, 300] {
        assert_eq!(
            answer(c, p, k),
            pairings_by_merge(c, p, k).to_string(),
            "n = 300, k = {k} (TEST_SEED={seed})"
        );
    }
}

/// n + k odd: no pairing at all, whatever the values.
#[test]
fn odd_n_plus_k_is_zero() {
    let c: Vec<u64> = (11..=15).collect();
    let p: Vec<u64> = (1..=5).collect();
    for k in [0, 2, 4] {
        assert_eq!(answer(&c, &p, k), "0");
    }
    assert_eq!(answer(&c, &p, 5), "120");
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "input ended before n");
    assert_rejects(&bin(), "0 0\n", "n (\"0\")");
    assert_rejects(&bin(), "2 3\n1 2\n3 4\n", "k (\"3\")");
    assert_rejects(&bin(), "2 0\n1 2\n3\n", "input ended before pill 2");
    assert_rejects(&bin(), "2 0\n1 2\n3 1\n", "appears twice");
    assert_rejects(&bin(), "2 0\n1 2\n3 4 5\n", "more numbers");
    assert_rejects(&bin(), "2 0\n1 -2\n3 4\n", "candy 2");
    assert_rejects(&bin(), "99999999999 0\n1\n", "n (\"99999999999\")");
    assert_rejects(&bin(), "18446744073709551615 1\n", "n (");
    assert_rejects(&bin(), "5001 0\n", "n (\"5001\")");
    assert_rejects_bytes(&bin(), b"2 0\n\xff\xfe\n", "not UTF-8");
}
