//! The number of terms the listing sums, which the chapter reports, is exactly
//! the number of distinct lcms ≤ n of nonempty subsets of the reduced
//! divisors whose signed count Σ (−1)^{|S|} is not 0 (for pairwise coprime
//! numbers: the subsets with product ≤ n). The submission file is compiled in
//! as a module to reach that count (the binary prints only the answer); the
//! subsets are enumerated here by brute force over every mask and grouped by
//! lcm, with a reduction written independently.

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod listing;

mod mitm;

use std::collections::HashMap;

use testkit::rng::{seed, Rng};

fn gcd(a: u128, b: u128) -> u128 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// Divisors ≤ n, distinct, none a multiple of another.
fn reduced(n: u64, a: &[u64]) -> Vec<u64> {
    let mut v: Vec<u64> = a.iter().copied().filter(|&x| x <= n).collect();
    v.sort_unstable();
    v.dedup();
    let keep: Vec<u64> = v
        .iter()
        .copied()
        .filter(|&x| !v.iter().any(|&d| d < x && x % d == 0))
        .collect();
    keep
}

/// The lcm of the subset `mask` of `a` if it is at most n.
fn lcm_of_mask(n: u64, a: &[u64], mask: u32) -> Option<u128> {
    let mut l: u128 = 1;
    for (j, &x) in a.iter().enumerate() {
        if mask >> j & 1 == 1 {
            l = l / gcd(l, x as u128) * x as u128;
            if l > n as u128 {
                return None;
            }
        }
    }
    Some(l)
}

/// Distinct lcms ≤ n of nonempty subsets of `a` whose signed count
/// Σ (−1)^{|S|} over the subsets with that lcm is not 0, by trying every mask.
fn distinct_lcms_with_nonzero_count(n: u64, a: &[u64]) -> u64 {
    let mut count: HashMap<u128, i64> = HashMap::new();
    for mask in 1u32..(1 << a.len()) {
        if let Some(l) = lcm_of_mask(n, a, mask) {
            let sign = if mask.count_ones() % 2 == 1 { 1 } else { -1 };
            *count.entry(l).or_insert(0) += sign;
        }
    }
    count.values().filter(|&&c| c != 0).count() as u64
}

/// Nonempty subsets of `a` with lcm ≤ n, by trying every mask.
fn subsets_with_small_lcm(n: u64, a: &[u64]) -> u64 {
    (1u32..(1 << a.len()))
        .filter(|&mask| lcm_of_mask(n, a, mask).is_some())
        .count() as u64
}

#[test]
fn terms_are_the_distinct_lcms_at_most_n_with_nonzero_count() {
    let seed = seed(20_261);
    let mut rng = Rng::new(seed);
    for case in 0..400 {
        let m = rng.range(1, 12) as usize;
        let n = if case % 2 == 0 {
            rng.range(1, 5000)
        } else {
            rng.range(1, 1_000_000_000_000)
        };
        // Small numbers with shared factors, so multiples and repeats occur.
        let a: Vec<u64> = (0..m)
            .map(|_| rng.range(1, if case % 3 == 0 { 30 } else { 5000 }))
            .collect();
        let (answer, terms) = listing::count_divisible(n, &a);
        let want_terms = distinct_lcms_with_nonzero_count(n, &reduced(n, &a));
        assert_eq!(terms, want_terms, "n = {n}, a = {a:?} (TEST_SEED={seed})");
        if n <= 5000 {
            let direct = (1..=n).filter(|x| a.iter().any(|d| x % d == 0)).count() as u64;
            assert_eq!(answer, direct, "n = {n}, a = {a:?} (TEST_SEED={seed})");
        }
    }
}

const N18: u64 = 1_000_000_000_000_000_000;

fn first_primes(k: usize) -> Vec<u64> {
    (2u64..)
        .filter(|&x| (2..x).take_while(|d| d * d <= x).all(|d| x % d != 0))
        .take(k)
        .collect()
}

#[test]
fn the_first_20_primes_at_10_pow_18_visit_972905_terms() {
    // The chapter's table: checked by brute force here (2^20 masks).
    let primes = first_primes(20);
    let (_, terms) = listing::count_divisible(N18, &primes);
    assert_eq!(terms, subsets_with_small_lcm(N18, &primes));
    assert_eq!(terms, 972_905);
}

/// The chapter: at n = 10^18 pruning starts at 16 primes. Every subset of the
/// first 15 is a term (their product is about 6.1·10^17); the product of the
/// first 16 is about 3.3·10^19, so some subsets of 16 are cut.
#[test]
fn pruning_starts_at_the_first_16_primes() {
    let (_, t15) = listing::count_divisible(N18, &first_primes(15));
    assert_eq!(t15, (1 << 15) - 1);
    let p16 = first_primes(16);
    let (_, t16) = listing::count_divisible(N18, &p16);
    assert!(t16 < (1 << 16) - 1, "no term of 16 primes was pruned");
    assert_eq!(t16, subsets_with_small_lcm(N18, &p16));
}

/// The table's counts for 30, 40 and 50 primes come from the meet-in-the-middle
/// count (the walks themselves took 1.3 s, 20 s and minutes: one-off runs of
/// the example, not tests). Here the count is first checked against the walk
/// where the walk is quick, then asked for the table's numbers.
#[test]
fn meet_in_the_middle_matches_the_walk_and_gives_the_tables_counts() {
    for m in [10, 15, 20, 25] {
        let ps = first_primes(m);
        let (_, walked) = listing::count_divisible(N18, &ps);
        assert_eq!(mitm::count_terms(&ps, N18, m * 2 / 5), walked, "{m} primes");
        assert_eq!(mitm::count_terms(&ps, N18, m / 2), walked, "{m} primes");
    }
    for (m, want) in [
        (25, 16_149_336u64),
        (30, 128_669_124),
        (40, 1_981_875_526),
        (50, 11_385_789_755),
    ] {
        assert_eq!(
            mitm::count_terms(&first_primes(m), N18, m * 2 / 5),
            want,
            "{m} primes"
        );
    }
}

/// The chapter's shared-factor rows: the 21 products p·q of two of the first 7
/// primes. Every lcm divides 2·3·5·7·11·13·17, so the walk over subsets had
/// 2^21 − 1 terms; merged by lcm there are at most 2^7 − 1. Checked by brute
/// force over the 2^21 masks.
#[test]
fn merging_leaves_few_terms_for_products_of_two_small_primes() {
    let ps = first_primes(7);
    let mut pq = Vec::new();
    for i in 0..7 {
        for j in i + 1..7 {
            pq.push(ps[i] * ps[j]);
        }
    }
    let (_, terms) = listing::count_divisible(N18, &pq);
    assert_eq!(subsets_with_small_lcm(N18, &pq), (1 << 21) - 1);
    assert_eq!(terms, distinct_lcms_with_nonzero_count(N18, &pq));
    assert!(terms < 1 << 7, "{terms} terms");
}
