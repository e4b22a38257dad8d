//! The identities of the chapter “min-max 容斥”
//! (src/inclusion-exclusion-2/min-max.md):
//!
//! - max(S) = Σ_{∅≠T⊆S} (−1)^{|T|+1} min(T), its mirror with min and max
//!   swapped, and the k-th largest form
//!   kmax(S) = Σ_{|T|≥k} (−1)^{|T|−k} C(|T|−1, k−1) min(T), on every multiset
//!   of 1 to 6 values in 0..=6 (T runs over sub-multisets by position), against
//!   sorting;
//! - the expectation form for the random OR: Σ_{T≠∅} (−1)^{|T|+1} / q_T in
//!   exact rationals equals the exact answer of the Markov chain (testkit),
//!   for every weight vector with n = 1 (weights 0..=6), n = 2 (weights
//!   0..=3) and 500 random ones with n = 3.

use testkit::inversion::{or_expectation_exact, Ratio};
use testkit::rng::{seed, Rng};

fn binom(n: usize, k: usize) -> i64 {
    if k > n {
        return 0;
    }
    (0..k).fold(1i64, |c, i| c * (n - i) as i64 / (i as i64 + 1))
}

fn sign(e: usize) -> i64 {
    if e & 1 == 0 {
        1
    } else {
        -1
    }
}

/// Every nondecreasing sequence of `len` values in 0..=top (a multiset).
fn multisets(len: usize, top: i64) -> Vec<Vec<i64>> {
    let mut out = Vec::new();
    let mut cur = vec![0i64; len];
    loop {
        out.push(cur.clone());
        let mut i = len;
        loop {
            if i == 0 {
                return out;
            }
            i -= 1;
            if cur[i] < top {
                cur[i] += 1;
                let v = cur[i];
                for x in cur.iter_mut().skip(i + 1) {
                    *x = v;
                }
                break;
            }
        }
    }
}

#[test]
fn min_max_on_every_multiset_of_up_to_6_values_up_to_6() {
    let mut checked = 0;
    for len in 1..=6usize {
        for s in multisets(len, 6) {
            let mut sorted = s.clone();
            sorted.sort_unstable_by(|a, b| b.cmp(a));
            let (mut max_sum, mut min_sum) = (0i64, 0i64);
            let mut kth = vec![0i64; len + 1];
            for t in 1u32..1 << len {
                let vals: Vec<i64> = (0..len)
                    .filter(|&i| t >> i & 1 == 1)
                    .map(|i| s[i])
                    .collect();
                let size = vals.len();
                let (lo, hi) = (*vals.iter().min().unwrap(), *vals.iter().max().unwrap());
                max_sum += sign(size + 1) * lo;
                min_sum += sign(size + 1) * hi;
                for (k, acc) in kth.iter_mut().enumerate().skip(1) {
                    if size >= k {
                        *acc += sign(size - k) * binom(size - 1, k - 1) * lo;
                    }
                }
            }
            assert_eq!(max_sum, sorted[0], "max {s:?}");
            assert_eq!(min_sum, sorted[len - 1], "min {s:?}");
            for k in 1..=len {
                assert_eq!(kth[k], sorted[k - 1], "{k}-th largest of {s:?}");
            }
            checked += 1;
        }
    }
    // C(7 + len − 1, len) multisets of each length: 7 + 28 + 84 + 210 + 462 + 924.
    assert_eq!(checked, 1715);
}

/// Σ_{T≠∅} (−1)^{|T|+1} / q_T in exact rationals, q_T = (Σ_{i∩T≠∅} w_i) / Σ w.
fn min_max_exact(n: u32, w: &[u64]) -> Option<Ratio> {
    let total: i128 = w.iter().map(|&x| x as i128).sum();
    let mut acc = Ratio::new(0, 1);
    for t in 1usize..1 << n {
        let hit: i128 = (0..w.len())
            .filter(|&i| i & t != 0)
            .map(|i| w[i] as i128)
            .sum();
        if hit == 0 {
            return None;
        }
        let term = Ratio::new(total, hit);
        acc = if t.count_ones() % 2 == 1 {
            acc.plus(term)
        } else {
            acc.plus(Ratio::new(-term.num, term.den))
        };
    }
    Some(acc)
}

#[test]
fn expectation_form_against_the_exact_chain() {
    let mut checked = 0;
    let mut check = |n: u32, w: &[u64]| {
        if w.iter().all(|&x| x == 0) {
            return;
        }
        assert_eq!(
            min_max_exact(n, w),
            or_expectation_exact(n, w),
            "n = {n}, {w:?}"
        );
        checked += 1;
    };
    for a in 0..=6u64 {
        for b in 0..=6u64 {
            check(1, &[a, b]);
        }
    }
    for code in 0u64..256 {
        let w: Vec<u64> = (0..4).map(|i| code >> (2 * i) & 3).collect();
        check(2, &w);
    }
    let seed = seed(3175);
    let mut rng = Rng::new(seed);
    for _ in 0..500 {
        let w: Vec<u64> = (0..8).map(|_| rng.range(0, 4)).collect();
        check(3, &w);
    }
    assert!(checked > 700, "{checked}");
}
