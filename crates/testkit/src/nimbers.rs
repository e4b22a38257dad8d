//! Part 8: nimbers. Oracles that share no code with the listings:
//!
//! - [`nim_mul_mex_table`]: the nim product straight from its definition,
//!   a ⊗ b = mex{ (a'⊗b) ⊕ (a⊗b') ⊕ (a'⊗b') : a' < a, b' < b }, for small a, b;
//! - [`NimBits`]: the 64-bit product bit pair by bit pair from a 64×64 table of
//!   2^i ⊗ 2^j filled by the Fermat-power rules (no byte tables, no halves);
//! - [`nim_inverse`]: a^(2^64 − 2) by square-and-multiply with [`NimBits`].

/// The n×n table of a ⊗ b for a, b < n from the mex definition (row-major).
/// About (n²/2)² xors: n = 256 is 1.1·10^9, a second or two in release.
pub fn nim_mul_mex_table(n: usize) -> Vec<u64> {
    let mut t = vec![0u64; n * n];
    // An option value is a xor of earlier products; the stamp array grows
    // when one is larger than expected (it never does: [0, 2^(2^k)) is closed).
    let mut seen: Vec<usize> = vec![usize::MAX; 2 * n.next_power_of_two()];
    for a in 0..n {
        for b in 0..n {
            let stamp = a * n + b;
            for a2 in 0..a {
                for b2 in 0..b {
                    let v = (t[a2 * n + b] ^ t[a * n + b2] ^ t[a2 * n + b2]) as usize;
                    if v >= seen.len() {
                        seen.resize(2 * v + 2, usize::MAX);
                    }
                    seen[v] = stamp;
                }
            }
            let mut m = 0;
            while m < seen.len() && seen[m] == stamp {
                m += 1;
            }
            t[stamp] = m as u64;
        }
    }
    t
}

/// The 64-bit nim product by bit pairs: `pow[i][j]` = 2^i ⊗ 2^j.
pub struct NimBits {
    pow: Vec<[u64; 64]>,
}

impl Default for NimBits {
    fn default() -> Self {
        Self::new()
    }
}

impl NimBits {
    /// Fill 2^i ⊗ 2^j in order of max(i, j). With n the top bit of i | j and
    /// F = 2^(2^n): if only j has bit n, 2^j = F ⊗ 2^(j − 2^n) and the product
    /// is F·(2^i ⊗ 2^(j − 2^n)); if both have it, the product is X ⊗ F ⊗ F with
    /// X = 2^(i − 2^n) ⊗ 2^(j − 2^n) < F, and X ⊗ F ⊗ F = F·X ⊕ X ⊗ (F/2),
    /// where X ⊗ 2^(2^n − 1) is read off the entries already filled.
    pub fn new() -> NimBits {
        let mut pow = vec![[0u64; 64]; 64];
        for m in 0..64usize {
            for other in 0..=m {
                for (i, j) in [(m, other), (other, m)] {
                    pow[i][j] = if i == 0 || j == 0 {
                        1u64 << (i + j)
                    } else {
                        let n = 63 - ((i | j) as u64).leading_zeros() as usize;
                        let f = 1usize << n;
                        if i & f == 0 {
                            pow[i][j ^ f] << f
                        } else if j & f == 0 {
                            pow[i ^ f][j] << f
                        } else {
                            let x = pow[i ^ f][j ^ f];
                            let mut half = 0u64;
                            for k in 0..64 {
                                if x >> k & 1 == 1 {
                                    half ^= pow[f - 1][k];
                                }
                            }
                            (x << f) ^ half
                        }
                    };
                }
            }
        }
        NimBits { pow }
    }

    /// a ⊗ b as the xor of 2^i ⊗ 2^j over the set bits i of a and j of b.
    pub fn mul(&self, a: u64, b: u64) -> u64 {
        let mut r = 0;
        for i in 0..64 {
            if a >> i & 1 == 1 {
                for j in 0..64 {
                    if b >> j & 1 == 1 {
                        r ^= self.pow[i][j];
                    }
                }
            }
        }
        r
    }

    /// a^e under ⊗.
    pub fn pow(&self, a: u64, mut e: u128) -> u64 {
        let (mut base, mut r) = (a, 1u64);
        while e > 0 {
            if e & 1 == 1 {
                r = self.mul(r, base);
            }
            base = self.mul(base, base);
            e >>= 1;
        }
        r
    }
}

/// The inverse of a ≠ 0 in the field of 2^64 nimbers: a^(2^64 − 2).
pub fn nim_inverse(bits: &NimBits, a: u64) -> u64 {
    bits.pow(a, (1u128 << 64) - 2)
}

/// The input of Library Checker nim_product_64: T, then T lines `A B`.
pub fn input_nim_product(pairs: &[(u64, u64)]) -> String {
    let mut s = format!("{}\n", pairs.len());
    for (a, b) in pairs {
        s.push_str(&format!("{a} {b}\n"));
    }
    s
}

/// Parse the listing's output into numbers (panics on anything else).
pub fn parse_u64_lines(out: &str) -> Vec<u64> {
    out.split_ascii_whitespace()
        .map(|t| t.parse().unwrap_or_else(|_| panic!("not a u64: {t:?}")))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bit_pairs_agree_with_the_mex_definition_below_64() {
        let n = 64;
        let t = nim_mul_mex_table(n);
        let bits = NimBits::new();
        for a in 0..n {
            for b in 0..n {
                assert_eq!(bits.mul(a as u64, b as u64), t[a * n + b], "{a} ⊗ {b}");
            }
        }
    }

    #[test]
    fn fermat_powers() {
        let bits = NimBits::new();
        for k in 0..6 {
            let f = 1u64 << (1 << k);
            assert_eq!(bits.mul(f, f), f ^ (f >> 1), "F ⊗ F for F = {f}");
            for x in [1u64, 2, 3, f - 1].into_iter().filter(|&x| x < f) {
                assert_eq!(bits.mul(f, x), f * x, "F ⊗ x, F = {f}");
            }
        }
        let x = 0x1234_5678_9abc_def1;
        assert_eq!(bits.mul(x, nim_inverse(&bits, x)), 1);
    }
}
