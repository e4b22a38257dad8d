//! Chapter “数论变换” (src/convolutions/ntt.md; Library Checker
//! convolution_mod).
//!
//! The convolution by its definition, c_k = Σ_{i+j=k} a_i b_j mod 998244353,
//! in O(N·M) with every product reduced by `%` on u64; no transform, no
//! Montgomery form, nothing shared with the listing.

use crate::rng::Rng;

/// The problem's modulus, 119 · 2^23 + 1.
pub const MOD: u64 = 998_244_353;
/// The statement's bound on N and M.
pub const LEN_MAX: usize = 524_288;

/// c = a * b mod MOD by the double loop over every pair (i, j).
pub fn convolution_naive(a: &[u64], b: &[u64]) -> Vec<u64> {
    assert!(!a.is_empty() && !b.is_empty());
    let mut c = vec![0u64; a.len() + b.len() - 1];
    for (i, &x) in a.iter().enumerate() {
        for (j, &y) in b.iter().enumerate() {
            c[i + j] = (c[i + j] + x % MOD * (y % MOD)) % MOD;
        }
    }
    c
}

/// One entry c_k alone, in O(min(k, N + M − 1 − k)) steps: the pairs (i, k − i)
/// with both indices in range.
pub fn entry(a: &[u64], b: &[u64], k: usize) -> u64 {
    let lo = k.saturating_sub(b.len() - 1);
    let hi = k.min(a.len() - 1);
    (lo..=hi).fold(0, |s, i| (s + a[i] % MOD * (b[k - i] % MOD)) % MOD)
}

/// The problem's input: "N M", then the two rows.
pub fn input(a: &[u64], b: &[u64]) -> String {
    let row = |v: &[u64]| v.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
    format!("{} {}\n{}\n{}\n", a.len(), b.len(), row(a), row(b))
}

/// The expected output: c_0 … c_{N+M−2} on one line.
pub fn output(c: &[u64]) -> String {
    let words: Vec<String> = c.iter().map(u64::to_string).collect();
    format!("{}\n", words.join(" "))
}

/// A random array of length `len`: values uniform below MOD, or (one time in
/// three each) in 0..=9, or in MOD − 3..MOD, the products that overflow u32.
pub fn random_array(r: &mut Rng, len: usize) -> Vec<u64> {
    let (lo, hi) = match r.range(0, 2) {
        0 => (0, MOD - 1),
        1 => (0, 9),
        _ => (MOD - 3, MOD - 1),
    };
    (0..len).map(|_| r.range(lo, hi)).collect()
}

/// x^e mod MOD by squaring.
pub fn pow_mod(mut x: u64, mut e: u64) -> u64 {
    let mut r = 1;
    x %= MOD;
    while e > 0 {
        if e & 1 == 1 {
            r = r * x % MOD;
        }
        x = x * x % MOD;
        e >>= 1;
    }
    r
}

/// The polynomial Σ v_i x^i at x, mod MOD, by Horner's rule.
pub fn eval(v: &[u64], x: u64) -> u64 {
    v.iter().rev().fold(0, |s, &c| (s * x + c) % MOD)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The double loop is the product of polynomials: (Σ a_i x^i)(Σ b_j x^j)
    /// = Σ c_k x^k at 20 points, on 200 random pairs with N, M ≤ 40; and
    /// `entry` gives every c_k.
    #[test]
    fn naive_convolution_is_the_polynomial_product() {
        let mut r = Rng::new(1301);
        for _ in 0..200 {
            let (n, m) = (r.range(1, 40) as usize, r.range(1, 40) as usize);
            let (a, b) = (random_array(&mut r, n), random_array(&mut r, m));
            let c = convolution_naive(&a, &b);
            assert_eq!(c.len(), n + m - 1);
            for _ in 0..20 {
                let x = r.range(0, MOD - 1);
                assert_eq!(eval(&c, x), eval(&a, x) * eval(&b, x) % MOD);
            }
            for (k, &ck) in c.iter().enumerate() {
                assert_eq!(entry(&a, &b, k), ck);
            }
        }
    }

    #[test]
    fn samples_by_hand() {
        assert_eq!(
            convolution_naive(&[1, 2, 3, 4], &[5, 6, 7, 8, 9]),
            [5, 16, 34, 60, 70, 70, 59, 36]
        );
        assert_eq!(
            convolution_naive(&[10_000_000], &[10_000_000]),
            [871_938_225]
        );
        assert_eq!(pow_mod(3, MOD - 1), 1);
    }
}
