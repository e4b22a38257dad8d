//! Count the inclusion–exclusion terms for distinct primes without walking
//! them: the number of nonempty subsets whose product is at most n, by meet
//! in the middle. Shared by `tests/terms.rs` and `examples/terms.rs`; it knows
//! nothing of the listing's walk.

/// Every product ≤ n of a subset (the empty one included) of the primes `ps`.
pub fn subset_products(ps: &[u64], n: u64) -> Vec<u64> {
    let mut out = vec![1u64];
    for &p in ps {
        let k = out.len();
        for i in 0..k {
            if let Some(q) = out[i].checked_mul(p).filter(|&q| q <= n) {
                out.push(q);
            }
        }
    }
    out
}

/// The number of nonempty subsets of the distinct primes `ps` whose product is
/// at most n (= the terms the walk visits), by meet in the middle: products of
/// the first `split` primes times products of the rest, pairs counted with two
/// pointers over the two sorted lists.
pub fn count_terms(ps: &[u64], n: u64, split: usize) -> u64 {
    let mut left = subset_products(&ps[..split], n);
    let mut right = subset_products(&ps[split..], n);
    left.sort_unstable();
    right.sort_unstable();
    let mut pairs: u64 = 0;
    let mut j = right.len();
    for &x in &left {
        while j > 0 && x as u128 * right[j - 1] as u128 > n as u128 {
            j -= 1;
        }
        pairs += j as u64;
    }
    pairs - 1 // the empty subset on both sides
}
