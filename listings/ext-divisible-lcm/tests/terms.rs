//! The number of terms the walk visits, which the chapter reports, is exactly
//! the number of nonempty subsets of the reduced divisors whose lcm is at most
//! n. The submission file is compiled in as a module to reach that count (the
//! binary prints only the answer); the subsets are enumerated here by brute
//! force over every mask, with a reduction written independently.

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod listing;

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

/// Nonempty subsets of `a` with lcm ≤ n, by trying every mask.
fn subsets_with_small_lcm(n: u64, a: &[u64]) -> u64 {
    let mut count = 0;
    for mask in 1u32..(1 << a.len()) {
        let mut l: u128 = 1;
        for (j, &x) in a.iter().enumerate() {
            if mask >> j & 1 == 1 {
                l = l / gcd(l, x as u128) * x as u128;
                if l > n as u128 {
                    break;
                }
            }
        }
        if l <= n as u128 {
            count += 1;
        }
    }
    count
}

#[test]
fn visited_terms_are_the_subsets_with_lcm_at_most_n() {
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
        let want_terms = subsets_with_small_lcm(n, &reduced(n, &a));
        assert_eq!(terms, want_terms, "n = {n}, a = {a:?} (TEST_SEED={seed})");
        if n <= 5000 {
            let direct = (1..=n).filter(|x| a.iter().any(|d| x % d == 0)).count() as u64;
            assert_eq!(answer, direct, "n = {n}, a = {a:?} (TEST_SEED={seed})");
        }
    }
}

#[test]
fn the_first_20_primes_at_10_pow_18_visit_972905_terms() {
    // The chapter's table: checked by brute force here (2^20 masks).
    let primes: Vec<u64> = (2u64..)
        .filter(|&x| (2..x).take_while(|d| d * d <= x).all(|d| x % d != 0))
        .take(20)
        .collect();
    let n = 1_000_000_000_000_000_000;
    let (_, terms) = listing::count_divisible(n, &primes);
    assert_eq!(terms, subsets_with_small_lcm(n, &primes));
    assert_eq!(terms, 972_905);
}
