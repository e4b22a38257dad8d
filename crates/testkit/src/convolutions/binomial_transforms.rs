//! Oracles for the chapter “全尺寸的二项式变换” (Library Checker
//! stirling_number_of_the_second_kind and polynomial_taylor_shift), by the
//! textbook definitions, with no transform: a row of Stirling numbers of the
//! second kind by the recurrence S(n, k) = k·S(n−1, k) + S(n−1, k−1), and
//! f(x + c) by expanding every (x + c)^i with Pascal's triangle, O(n²).

use crate::rng::Rng;

/// The modulus of both problems.
pub const MOD: u64 = 998_244_353;

/// b^e mod MOD by repeated squaring.
pub fn pow_mod(b: u64, e: u64) -> u64 {
    let (mut r, mut b, mut e) = (1u64, b % MOD, e);
    while e > 0 {
        if e & 1 == 1 {
            r = r * b % MOD;
        }
        b = b * b % MOD;
        e >>= 1;
    }
    r
}

/// 1/x mod MOD for x not divisible by MOD (Fermat).
pub fn inverse(x: u64) -> u64 {
    pow_mod(x, MOD - 2)
}

/// S(n, 0), …, S(n, n) mod MOD by the recurrence, one row at a time: O(n²).
pub fn stirling_row_by_recurrence(n: usize) -> Vec<u64> {
    let mut row = vec![1u64];
    for m in 1..=n {
        let mut next = vec![0u64; m + 1];
        for k in 1..=m {
            let stay = if k < m { k as u64 * row[k] % MOD } else { 0 };
            next[k] = (stay + row[k - 1]) % MOD;
        }
        row = next;
    }
    row
}

/// S(n, k) as an exact integer by the recurrence (n ≤ 25 keeps it in u128).
pub fn stirling_exact(n: usize, k: usize) -> u128 {
    let mut row = vec![1u128];
    for m in 1..=n {
        let mut next = vec![0u128; m + 1];
        for j in 1..=m {
            let stay = if j < m { j as u128 * row[j] } else { 0 };
            next[j] = stay + row[j - 1];
        }
        row = next;
    }
    row.get(k).copied().unwrap_or(0)
}

/// The coefficients of f(x + c) mod MOD, given those of f (lowest degree
/// first, each below MOD; c below MOD): b_k = Σ_{i ≥ k} a_i C(i, k) c^(i−k),
/// with the binomials from Pascal's rule, one row of the triangle per i.
pub fn taylor_shift_by_binomials(a: &[u64], c: u64) -> Vec<u64> {
    let n = a.len();
    let mut b = vec![0u64; n];
    // binom[k] = C(i, k) mod MOD for the current i.
    let mut binom = vec![0u64; n];
    for (i, &ai) in a.iter().enumerate() {
        for k in (1..=i).rev() {
            binom[k] = (binom[k] + binom[k - 1]) % MOD;
        }
        binom[0] = 1;
        // (x + c)^i = Σ_k C(i, k) c^(i−k) x^k; walk k downwards from i.
        let mut cpow = 1u64;
        for k in (0..=i).rev() {
            b[k] = (b[k] + ai * (binom[k] * cpow % MOD)) % MOD;
            cpow = cpow * (c % MOD) % MOD;
        }
    }
    b
}

/// f(x) at x mod MOD by Horner's rule (coefficients lowest degree first).
pub fn evaluate(a: &[u64], x: u64) -> u64 {
    a.iter().rev().fold(0, |acc, &ai| (acc * x + ai) % MOD)
}

/// The input text of a Taylor-shift case.
pub fn taylor_input(a: &[u64], c: u64) -> String {
    let words: Vec<String> = a.iter().map(|x| x.to_string()).collect();
    format!("{} {}\n{}\n", a.len(), c, words.join(" "))
}

/// `n` random coefficients below MOD, with some zeros and some MOD − 1.
pub fn random_coefficients(rng: &mut Rng, n: usize) -> Vec<u64> {
    (0..n)
        .map(|_| match rng.range(0, 5) {
            0 => 0,
            1 => MOD - 1,
            2 => rng.range(0, 9),
            _ => rng.range(0, MOD - 1),
        })
        .collect()
}

/// A shift c: 0, 1, MOD − 1, small or any, each often enough.
pub fn random_shift(rng: &mut Rng) -> u64 {
    match rng.range(0, 5) {
        0 => 0,
        1 => 1,
        2 => MOD - 1,
        3 => rng.range(2, 9),
        _ => rng.range(0, MOD - 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_rows_are_the_textbook_table() {
        assert_eq!(stirling_row_by_recurrence(0), vec![1]);
        assert_eq!(stirling_row_by_recurrence(1), vec![0, 1]);
        assert_eq!(stirling_row_by_recurrence(5), vec![0, 1, 15, 25, 10, 1]);
        assert_eq!(stirling_exact(10, 5), 42525);
    }

    /// f(x + c) evaluated at x equals f evaluated at x + c, for small random
    /// f (up to degree 11) and many points.
    #[test]
    fn shift_agrees_with_evaluation() {
        let mut rng = Rng::new(13);
        for _ in 0..200 {
            let n = rng.range(1, 12) as usize;
            let a = random_coefficients(&mut rng, n);
            let c = random_shift(&mut rng);
            let b = taylor_shift_by_binomials(&a, c);
            for x in [0, 1, 2, MOD - 1, rng.range(0, MOD - 1)] {
                assert_eq!(evaluate(&b, x), evaluate(&a, (x + c) % MOD));
            }
        }
    }
}
