//! The numbers stated in Part 13's chapters (exercise answers), one module
//! per chapter, each test named after its chapter and exercise, with its
//! bound in its doc comment.

// ---------------------------------------------------------------------------
// The number-theoretic transform (src/convolutions/ntt.md)
// ---------------------------------------------------------------------------

mod ntt {
    use testkit::convolutions::ntt::{convolution_naive, pow_mod, MOD};
    use testkit::rng::Rng;

    /// The DFT by its definition: Â_j = Σ_i a_i ω^{ij} mod MOD.
    fn dft(a: &[u64], w: u64) -> Vec<u64> {
        let n = a.len() as u64;
        (0..n)
            .map(|j| (0..n).fold(0, |s, i| (s + a[i as usize] * pow_mod(w, i * j)) % MOD))
            .collect()
    }

    /// Exercise 1: ω = 3^((p−1)/4) = 911660635 with ω² = −1, and the DFT of
    /// (1, 2, 3, 4) is (10, 173167434, 998244351, 825076915); back with ω^{−1}
    /// and 1/4 it is (1, 2, 3, 4) again.
    #[test]
    fn ntt_ex1_dft_of_1_2_3_4() {
        let w = pow_mod(3, (MOD - 1) / 4);
        assert_eq!(w, 911_660_635);
        assert_eq!(w * w % MOD, MOD - 1);
        let a = [1, 2, 3, 4];
        let fa = dft(&a, w);
        assert_eq!(fa, [10, 173_167_434, 998_244_351, 825_076_915]);
        // The closed forms of the answer: −2 − 2ω and −2 + 2ω.
        assert_eq!(fa[1], (2 * MOD - 2 - 2 * w) % MOD);
        assert_eq!(fa[3], (MOD - 2 + 2 * w) % MOD);
        let quarter = pow_mod(4, MOD - 2);
        let back: Vec<u64> = dft(&fa, pow_mod(w, MOD - 2))
            .iter()
            .map(|x| x * quarter % MOD)
            .collect();
        assert_eq!(back, a);
    }

    /// The exponent of 2 in n > 0: halve while the quotient stays whole.
    fn two_adic(mut n: u64) -> u32 {
        let mut k = 0;
        while n / 2 * 2 == n {
            n /= 2;
            k += 1;
        }
        k
    }

    /// Exercise 2: 2 divides 10^9 + 6 once (10^9 + 6 = 2 · 500000003, odd),
    /// 2^23 divides 998244352 = 2^23 · 119; N = 4194304 = 2^22 is the largest
    /// with 2N − 1 ≤ 2^23.
    #[test]
    fn ntt_ex2_two_adic_lengths() {
        assert_eq!(two_adic(1_000_000_006), 1);
        assert_eq!(1_000_000_006u64 / 2, 500_000_003);
        assert_eq!(500_000_003u64 % 2, 1);
        assert_eq!(two_adic(MOD - 1), 23);
        assert_eq!(119 * (1 << 23) + 1, MOD);
        assert_eq!(1u64 << 23, 8_388_608);
        let largest = (1..=1u64 << 23).rev().find(|&n| 2 * n - 1 <= 1 << 23);
        assert_eq!(largest, Some(4_194_304));
    }

    /// Exercise 3: DFT_ω twice is n · a_{(−i) mod n}, on 5 random sequences
    /// for each n = 1, 2, 4, …, 32; and on sample 1 the inverse with ω (and
    /// 1/8) prints 5 36 59 70 70 60 34 16.
    #[test]
    fn ntt_ex3_forward_twice_reverses() {
        let mut r = Rng::new(1331);
        for k in 0..=5u32 {
            let n = 1usize << k;
            let w = pow_mod(3, (MOD - 1) >> k);
            for _ in 0..5 {
                let a: Vec<u64> = (0..n).map(|_| r.range(0, MOD - 1)).collect();
                let twice = dft(&dft(&a, w), w);
                for i in 0..n {
                    assert_eq!(twice[i], n as u64 * a[(n - i) % n] % MOD);
                }
            }
        }
        // Sample 1 with the wrong inverse: the product's transform, then DFT_ω and 1/8.
        let (a, b) = ([1, 2, 3, 4, 0, 0, 0, 0], [5, 6, 7, 8, 9, 0, 0, 0]);
        let w = pow_mod(3, (MOD - 1) / 8);
        let (fa, fb) = (dft(&a, w), dft(&b, w));
        let prod: Vec<u64> = fa.iter().zip(&fb).map(|(x, y)| x * y % MOD).collect();
        let eighth = pow_mod(8, MOD - 2);
        let wrong: Vec<u64> = dft(&prod, w).iter().map(|x| x * eighth % MOD).collect();
        assert_eq!(wrong, [5, 36, 59, 70, 70, 60, 34, 16]);
        assert_eq!(
            convolution_naive(&a[..4], &b[..5]),
            [5, 16, 34, 60, 70, 70, 59, 36]
        );
    }

    /// The butterflies of one transform of length n, counted by walking the
    /// program's loops: half-lengths h = n/2, n/4, …, 1, n/(2h) blocks of h.
    fn butterflies(n: u64) -> u64 {
        let mut count = 0;
        let mut h = n / 2;
        while h >= 1 {
            count += (n / (2 * h)) * h;
            h /= 2;
        }
        count
    }

    /// Exercise 4: (n/2)·log2 n butterflies per transform for every n = 2^k,
    /// k ≤ 10 and k = 20; three transforms at n = 2^20 are 31457280, against
    /// N·M = 2^38 = 274877906944 products (8738 times as many, rounded down).
    #[test]
    fn ntt_ex4_butterfly_count() {
        for k in (0..=10u64).chain([20]) {
            let n = 1u64 << k;
            assert_eq!(butterflies(n), n / 2 * k, "n = 2^{k}");
        }
        assert_eq!(butterflies(1 << 20), 10_485_760);
        assert_eq!(3 * butterflies(1 << 20), 31_457_280);
        assert_eq!((1u64 << 19) * (1 << 19), 274_877_906_944);
        assert_eq!(274_877_906_944u64 / 31_457_280, 8738);
    }

    /// Exercise 5: D_n = n! · Σ_{j ≤ n} (−1)^j / j! mod p, computed as the
    /// convolution of all ones with ((−1)^j / j!), equals the recurrence
    /// D_n = (n − 1)(D_{n−1} + D_{n−2}) for n ≤ 20; D_10 = 1334961.
    #[test]
    fn ntt_ex5_derangements_by_convolution() {
        let n = 20;
        let mut fact = vec![1u64; n + 1];
        for i in 1..=n {
            fact[i] = fact[i - 1] * i as u64 % MOD;
        }
        let signed: Vec<u64> = (0..=n)
            .map(|j| {
                let inv = pow_mod(fact[j], MOD - 2);
                if j % 2 == 0 {
                    inv
                } else {
                    (MOD - inv) % MOD
                }
            })
            .collect();
        let ones = vec![1u64; n + 1];
        let conv = convolution_naive(&ones, &signed);
        let mut d = vec![1u64, 0];
        for m in 2..=n as u64 {
            let next = (m - 1) * (d[m as usize - 1] + d[m as usize - 2]);
            d.push(next);
        }
        for m in 0..=n {
            assert_eq!(conv[m] * fact[m] % MOD, d[m] % MOD, "n = {m}");
        }
        assert_eq!(d[10], 1_334_961);
    }
}
