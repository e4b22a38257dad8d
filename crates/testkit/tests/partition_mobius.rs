//! The theorems of src/set-power-series/partition-mobius.md, checked on the
//! enumerated lattices of set partitions, and the chapter's three oracles for
//! AtCoder ABC236 H checked against each other:
//!
//! - Theorem 1: μ(0̂, 1̂) = (−1)^{n−1}(n−1)! in the lattice of set partitions
//!   of an n-set, from the defining recursion, n ≤ 7 (Bell(7) = 877 partitions);
//! - Theorem 2: μ(0̂, π) = Π_{B ∈ π} (−1)^{|B|−1}(|B|−1)! for every π, n ≤ 7,
//!   and μ(π, σ) = Π_{C ∈ σ} μ_{k_C} (k_C: the blocks of π inside C) for every
//!   pair π ≤ σ, n ≤ 6 (203² pairs);
//! - the identity (x)_n = Σ_π μ(0̂, π) x^{|π|} the proof of Theorem 1 uses,
//!   for n ≤ 7 and x ≤ 10;
//! - the sum over partitions (Theorem 3) against the enumeration of every
//!   sequence and against inclusion–exclusion over graphs.

use testkit::rng::{seed, Rng};
use testkit::set_power_series::{
    blocks, distinct_multiples_by_graphs, distinct_multiples_by_subsets, distinct_multiples_direct,
    growth_strings, mobius_from_bottom, mobius_intervals, MOD_236,
};

/// (−1)^{k−1} (k−1)!.
fn mu_k(k: usize) -> i128 {
    let f: i128 = (1..k as i128).product();
    if k % 2 == 1 {
        f
    } else {
        -f
    }
}

#[test]
fn bell_numbers_up_to_7() {
    let bell: Vec<usize> = (0..=7).map(|n| growth_strings(n).len()).collect();
    assert_eq!(bell, [1, 1, 2, 5, 15, 52, 203, 877]);
}

#[test]
fn theorem_1_mobius_from_bottom_to_top_up_to_n_7() {
    for n in 1..=7 {
        let mu = mobius_from_bottom(n);
        let top = mu.iter().find(|(p, _)| p.iter().all(|&b| b == 0)).unwrap();
        assert_eq!(top.1, mu_k(n), "n = {n}");
    }
}

#[test]
fn theorem_2_mobius_from_bottom_to_every_partition_up_to_n_7() {
    for n in 1..=7 {
        for (p, mu) in mobius_from_bottom(n) {
            let formula: i128 = blocks(&p)
                .iter()
                .map(|b| mu_k(b.count_ones() as usize))
                .product();
            assert_eq!(mu, formula, "n = {n}, π = {p:?}");
        }
    }
}

#[test]
fn theorem_2_every_interval_up_to_n_6() {
    for n in 1..=6 {
        let all = mobius_intervals(n);
        assert!(!all.is_empty());
        for (p, s, mu) in all {
            // For each block C of σ: how many blocks of π lie in it.
            let formula: i128 = blocks(&s)
                .iter()
                .map(|&c| blocks(&p).iter().filter(|&&b| b & c == b).count())
                .map(mu_k)
                .product();
            assert_eq!(mu, formula, "n = {n}, π = {p:?}, σ = {s:?}");
        }
    }
}

#[test]
fn falling_factorial_is_the_mobius_sum_up_to_n_7() {
    for n in 1..=7 {
        let mu = mobius_from_bottom(n);
        for x in 0..=10i128 {
            let falling: i128 = (0..n as i128).map(|i| x - i).product();
            let sum: i128 = mu
                .iter()
                .map(|(p, m)| m * x.pow(blocks(p).len() as u32))
                .sum();
            assert_eq!(sum, falling, "n = {n}, x = {x}");
        }
    }
}

#[test]
fn the_three_oracles_agree_on_tiny_cases() {
    let seed = seed(2365);
    let mut rng = Rng::new(seed);
    let mut done = 0;
    while done < 500 {
        let n = rng.range(1, 6) as usize;
        let m = rng.range(1, 30);
        let d: Vec<u64> = (0..n).map(|_| rng.range(1, 8)).collect();
        if d.iter().map(|&x| m / x).product::<u64>() > 100_000 {
            continue;
        }
        done += 1;
        let direct = distinct_multiples_direct(m, &d) % MOD_236;
        assert_eq!(
            distinct_multiples_by_graphs(m, &d),
            direct,
            "M = {m}, D = {d:?} (TEST_SEED={seed})"
        );
        assert_eq!(
            distinct_multiples_by_subsets(m, &d),
            direct,
            "M = {m}, D = {d:?} (TEST_SEED={seed})"
        );
    }
}

#[test]
fn graphs_and_subsets_agree_up_to_1e18() {
    let seed = seed(2366);
    let mut rng = Rng::new(seed);
    for _ in 0..200 {
        let n = rng.range(1, 6) as usize;
        let m = rng.range(1, 1_000_000_000_000_000_000);
        let d: Vec<u64> = (0..n)
            .map(|_| match rng.range(0, 2) {
                0 => rng.range(1, 100),
                1 => rng.range(1, 1 << 40),
                _ => rng.range(1, m),
            })
            .collect();
        assert_eq!(
            distinct_multiples_by_graphs(m, &d),
            distinct_multiples_by_subsets(m, &d),
            "M = {m}, D = {d:?} (TEST_SEED={seed})"
        );
    }
}
