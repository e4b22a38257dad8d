//! The identities of the chapter “恰好 k 个与二项式反演”
//! (src/inclusion-exclusion-2/binomial-inversion.md), each against a direct
//! count that does not use it:
//!
//! - the exactly-k and at-least-k forms of inclusion–exclusion: every family of
//!   m ≤ 4 subsets of a 4-element universe (69 905 families), and 3 000 random
//!   families of m ≤ 12 subsets of a 12-element universe, against looking at
//!   each element;
//! - binomial inversion, both forms, for every n ≤ 12: the two triangular
//!   matrices are inverse to each other (so the inversion holds for every
//!   sequence, not only the ones tried);
//! - permutations with exactly k fixed points, n ≤ 10 (all n! permutations),
//!   from the at-least counts C(n, k)(n − k)! by inversion;
//! - Stirling numbers of the second kind by inclusion–exclusion, for every
//!   m ≤ n ≤ 12, against walking every set partition (Bell(12) = 4 213 597),
//!   and surjections against trying every map wherever m^n ≤ 2 · 10^7
//!   (for n = 12 that is m ≤ 4).

use testkit::inversion::{
    exactly_k_by_elements, fixed_points_by_permutations, stirling2_by_partitions,
    surjections_by_maps,
};
use testkit::rng::{seed, Rng};

/// C(n, k) as exact i128 (Pascal's triangle).
fn binom(n: usize, k: usize) -> i128 {
    testkit::counting::binomial(n as i64, k as i64)
}

fn sign(e: usize) -> i128 {
    if e & 1 == 0 {
        1
    } else {
        -1
    }
}

/// S_j = Σ over j-sets J of the sets of |∩_{i∈J} A_i| (S_0 = |U|).
fn intersection_sums(universe: u32, sets: &[u64]) -> Vec<i128> {
    let m = sets.len();
    let all = (1u64 << universe) - 1;
    let mut s = vec![0i128; m + 1];
    for chosen in 0u32..1 << m {
        let mut inter = all;
        for (i, &a) in sets.iter().enumerate() {
            if chosen >> i & 1 == 1 {
                inter &= a;
            }
        }
        s[chosen.count_ones() as usize] += inter.count_ones() as i128;
    }
    s
}

fn check_family(universe: u32, sets: &[u64]) {
    let m = sets.len();
    let s = intersection_sums(universe, sets);
    let direct = exactly_k_by_elements(universe, sets);
    for k in 0..=m {
        let exactly: i128 = (k..=m).map(|j| sign(j - k) * binom(j, k) * s[j]).sum();
        assert_eq!(exactly, direct[k] as i128, "exactly {k}: {sets:?}");
        if k >= 1 {
            let at_least: i128 = (k..=m)
                .map(|j| sign(j - k) * binom(j - 1, k - 1) * s[j])
                .sum();
            let want: u64 = direct[k..].iter().sum();
            assert_eq!(at_least, want as i128, "at least {k}: {sets:?}");
        }
    }
}

#[test]
fn exactly_and_at_least_k_on_every_small_family_and_random_large_ones() {
    let mut families = 0;
    for m in 0..=4u32 {
        for code in 0u64..1 << (4 * m) {
            let sets: Vec<u64> = (0..m).map(|i| code >> (4 * i) & 0xF).collect();
            check_family(4, &sets);
            families += 1;
        }
    }
    assert_eq!(families, 1 + 16 + 256 + 4096 + 65536);
    let seed = seed(2812);
    let mut rng = Rng::new(seed);
    for _ in 0..3000 {
        let m = rng.range(1, 12) as usize;
        let sets: Vec<u64> = (0..m).map(|_| rng.range(0, (1 << 12) - 1)).collect();
        check_family(12, &sets);
    }
}

#[test]
fn binomial_inversion_matrices_are_inverse_up_to_12() {
    for n in 0..=12usize {
        for i in 0..=n {
            // Form 1: f(n) = Σ C(n, j) g(j)  ⇔  g(n) = Σ (−1)^{n−j} C(n, j) f(j).
            for j in 0..=i {
                let prod: i128 = (j..=i)
                    .map(|t| binom(i, t) * sign(t - j) * binom(t, j))
                    .sum();
                assert_eq!(prod, (i == j) as i128, "form 1, n = {n}, ({i}, {j})");
            }
            // Form 2: f(k) = Σ_{j≥k} C(j, k) g(j)  ⇔  g(k) = Σ_{j≥k} (−1)^{j−k} C(j, k) f(j).
            for j in i..=n {
                let prod: i128 = (i..=j)
                    .map(|t| sign(t - i) * binom(t, i) * binom(j, t))
                    .sum();
                assert_eq!(prod, (i == j) as i128, "form 2, n = {n}, ({i}, {j})");
            }
        }
    }
}

#[test]
fn fixed_points_by_inversion_up_to_10() {
    for n in 0..=10usize {
        let direct = fixed_points_by_permutations(n);
        let fact = |x: usize| (1..=x as i128).product::<i128>();
        for (k, &count) in direct.iter().enumerate() {
            let exactly: i128 = (k..=n)
                .map(|j| sign(j - k) * binom(j, k) * binom(n, j) * fact(n - j))
                .sum();
            assert_eq!(exactly, count as i128, "n = {n}, k = {k}");
        }
    }
}

#[test]
fn stirling_and_surjections_up_to_12() {
    let fact = |x: usize| (1..=x as i128).product::<i128>();
    let mut maps_tried = 0u64;
    for n in 0..=12usize {
        let partitions = stirling2_by_partitions(n);
        for (m, &blocks) in partitions.iter().enumerate() {
            let surj: i128 = (0..=m)
                .map(|i| sign(i) * binom(m, i) * ((m - i) as i128).pow(n as u32))
                .sum();
            assert_eq!(surj % fact(m), 0);
            assert_eq!(surj / fact(m), blocks as i128, "S({n}, {m})");
            if (m as u64).pow(n as u32) <= 20_000_000 {
                assert_eq!(
                    surj,
                    surjections_by_maps(n as u32, m as u32) as i128,
                    "surjections {n} → {m}"
                );
                maps_tried += (m as u64).pow(n as u32);
            }
        }
    }
    assert!(maps_tried > 50_000_000, "{maps_tried}");
}
