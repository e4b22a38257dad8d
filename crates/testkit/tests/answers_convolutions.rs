//! The numbers stated in Part 13's chapters (theorem checks and exercise
//! answers), one module per chapter, each test named after its chapter and
//! theorem or exercise, with its bound in its doc comment.

// ---------------------------------------------------------------------------
// Chapter 1: the LGV lemma (src/convolutions/lgv.md)
// ---------------------------------------------------------------------------

mod lgv {
    use testkit::convolutions::lgv::{
        binomial_mod, determinant_by_permutations, lgv_families_by_enumeration,
        turtle_pairs_by_enumeration, turtle_pairs_by_steps, LgvCase, MOD_LGV, MOD_TURTLES,
    };

    /// C(n, k) exactly (0 when k > n or k < 0).
    fn choose(n: i64, k: i64) -> u128 {
        if k < 0 || k > n {
            return 0;
        }
        (0..k as u128).fold(1u128, |c, i| c * (n as u128 - i) / (i + 1))
    }

    /// Every non-decreasing list of `m` values in 1..=n.
    fn sorted_lists(n: usize, m: usize) -> Vec<Vec<usize>> {
        let mut lists: Vec<Vec<usize>> = vec![vec![]];
        for _ in 0..m {
            lists = lists
                .iter()
                .flat_map(|l| {
                    let lo = l.last().copied().unwrap_or(1);
                    (lo..=n).map(move |x| {
                        let mut v = l.clone();
                        v.push(x);
                        v
                    })
                })
                .collect();
        }
        lists
    }

    /// The matrix of path counts C(b_j − a_i + n − 1, n − 1) mod 998244353.
    fn path_matrix(n: usize, starts: &[usize], ends: &[usize]) -> Vec<Vec<u64>> {
        starts
            .iter()
            .map(|&a| {
                ends.iter()
                    .map(|&b| {
                        if b >= a {
                            binomial_mod((b - a + n - 1) as u64, n as u64 - 1, MOD_LGV)
                        } else {
                            0
                        }
                    })
                    .collect()
            })
            .collect()
    }

    /// Exercise 1: on the empty n × m table, the pairs are
    /// C(k, n−2)² − C(k, n−1)·C(k, n−3) with k = n + m − 4, which is the
    /// Narayana number C(k+1, n−1)·C(k+1, n−2)/(k+1); checked by enumerating
    /// every pair of paths for 2 ≤ n, m ≤ 5 and by the two-turtle DP for
    /// n, m ≤ 12; 3 × 3 → 3, 3 × 4 → 6, 4 × 4 → 20, 2 × m → 1.
    #[test]
    fn lgv_ex1_empty_table() {
        let formula = |n: usize, m: usize| {
            let k = (n + m - 4) as i64;
            let (n, _m) = (n as i64, m as i64);
            choose(k, n - 2) * choose(k, n - 2) - choose(k, n - 1) * choose(k, n - 3)
        };
        let narayana = |n: usize, m: usize| {
            let k = (n + m - 3) as i64;
            choose(k, n as i64 - 1) * choose(k, n as i64 - 2) / k as u128
        };
        for n in 2..=12usize {
            for m in 2..=12usize {
                let want = formula(n, m);
                assert_eq!(want, narayana(n, m), "{n} × {m}");
                let grid = vec![vec![true; m]; n];
                assert_eq!(
                    u128::from(turtle_pairs_by_steps(&grid)),
                    want % u128::from(MOD_TURTLES),
                    "{n} × {m}"
                );
                if n <= 5 && m <= 5 {
                    assert_eq!(u128::from(turtle_pairs_by_enumeration(&grid)), want);
                }
                if n == 2 {
                    assert_eq!(want, 1);
                }
            }
        }
        assert_eq!(formula(3, 3), 3);
        assert_eq!(formula(3, 4), 6);
        assert_eq!(formula(4, 4), 20);
    }

    /// Exercise 2: with the ends in reverse order the determinant is
    /// (−1)^{m(m−1)/2} times the answer; checked for every pair of
    /// non-decreasing lists with n ≤ 4, m ≤ 3 against the enumeration; the
    /// first sample test gives −3.
    #[test]
    fn lgv_ex2_reversed_ends() {
        for n in 2..=4usize {
            for m in 1..=3usize {
                for starts in sorted_lists(n, m) {
                    for ends in sorted_lists(n, m) {
                        let count = lgv_families_by_enumeration(&LgvCase {
                            n,
                            starts: starts.clone(),
                            ends: ends.clone(),
                        });
                        let reversed: Vec<usize> = ends.iter().rev().copied().collect();
                        let det = determinant_by_permutations(
                            &path_matrix(n, &starts, &reversed),
                            MOD_LGV,
                        );
                        let want = if (m * (m - 1) / 2) % 2 == 0 {
                            count % MOD_LGV
                        } else {
                            (MOD_LGV - count % MOD_LGV) % MOD_LGV
                        };
                        assert_eq!(det, want, "{starts:?} {ends:?}");
                    }
                }
            }
        }
        let m = path_matrix(3, &[1, 2], &[3, 2]);
        assert_eq!(m, vec![vec![6, 3], vec![3, 1]]);
        assert_eq!(determinant_by_permutations(&m, MOD_LGV), MOD_LGV - 3);
        assert_eq!(MOD_LGV - 3, 998_244_350);
    }

    /// Exercise 3: a repeated start or end gives 0, by enumeration and by the
    /// determinant, for every such pair of non-decreasing lists with n ≤ 4,
    /// m ≤ 3.
    #[test]
    fn lgv_ex3_equal_starts() {
        let mut seen = 0;
        for n in 2..=4usize {
            for m in 2..=3usize {
                for starts in sorted_lists(n, m) {
                    for ends in sorted_lists(n, m) {
                        let repeated = |v: &[usize]| v.windows(2).any(|w| w[0] == w[1]);
                        if !repeated(&starts) && !repeated(&ends) {
                            continue;
                        }
                        let case = LgvCase {
                            n,
                            starts: starts.clone(),
                            ends: ends.clone(),
                        };
                        assert_eq!(lgv_families_by_enumeration(&case), 0, "{case:?}");
                        assert_eq!(
                            determinant_by_permutations(&path_matrix(n, &starts, &ends), MOD_LGV),
                            0,
                            "{case:?}"
                        );
                        seen += 1;
                    }
                }
            }
        }
        assert!(seen > 100);
    }

    /// Exercise 4: the first two sample tests by hand: the binomials 3, 6, 1,
    /// 3 and 15, 70, 1, 15, the determinants 3 and 155, equal to the
    /// enumeration of every family of paths.
    #[test]
    fn lgv_ex4_samples_by_hand() {
        assert_eq!(
            path_matrix(3, &[1, 2], &[2, 3]),
            vec![vec![3, 6], vec![1, 3]]
        );
        assert_eq!(
            path_matrix(5, &[1, 3], &[3, 5]),
            vec![vec![15, 70], vec![1, 15]]
        );
        assert_eq!((choose(3, 2), choose(4, 2), choose(2, 2)), (3, 6, 1));
        assert_eq!((choose(6, 4), choose(8, 4), choose(4, 4)), (15, 70, 1));
        assert_eq!(3 * 3 - 6, 3);
        assert_eq!(15 * 15 - 70, 155);
        for (n, starts, ends, want) in [(3, [1, 2], [2, 3], 3), (5, [1, 3], [3, 5], 155)] {
            let case = LgvCase {
                n,
                starts: starts.to_vec(),
                ends: ends.to_vec(),
            };
            assert_eq!(lgv_families_by_enumeration(&case), want);
            assert_eq!(
                determinant_by_permutations(&path_matrix(n, &starts, &ends), MOD_LGV),
                want
            );
        }
    }
}

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

// ---------------------------------------------------------------------------
// Chapter 3: binomial transforms at full scale
// (src/convolutions/binomial-transforms.md)
// ---------------------------------------------------------------------------

mod binomial_transforms {
    use testkit::convolutions::binomial_transforms::{
        evaluate, inverse, pow_mod, random_coefficients, random_shift, stirling_exact,
        stirling_row_by_recurrence, taylor_shift_by_binomials, MOD,
    };
    use testkit::rng::Rng;

    /// An exact fraction num/den in lowest terms, den > 0.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    struct Q(i128, i128);

    fn gcd(a: i128, b: i128) -> i128 {
        if b == 0 {
            a.abs()
        } else {
            gcd(b, a % b)
        }
    }

    fn q(num: i128, den: i128) -> Q {
        let g = gcd(num, den).max(1) * den.signum();
        Q(num / g, den / g)
    }

    fn add(a: Q, b: Q) -> Q {
        q(a.0 * b.1 + b.0 * a.1, a.1 * b.1)
    }

    fn mul(a: Q, b: Q) -> Q {
        q(a.0 * b.0, a.1 * b.1)
    }

    fn factorial(n: u32) -> i128 {
        (1..=i128::from(n)).product()
    }

    /// u_j = (−1)^j / j! and v_i = i^n / i! for 0 ≤ i, j ≤ len − 1, as
    /// fractions (0^0 = 1).
    fn u(len: u32) -> Vec<Q> {
        (0..len)
            .map(|j| q(if j % 2 == 0 { 1 } else { -1 }, factorial(j)))
            .collect()
    }

    fn v(n: u32, len: u32) -> Vec<Q> {
        (0..len)
            .map(|i| q(i128::from(i).pow(n), factorial(i)))
            .collect()
    }

    fn product(a: &[Q], b: &[Q]) -> Vec<Q> {
        let mut c = vec![q(0, 1); a.len() + b.len() - 1];
        for (i, &x) in a.iter().enumerate() {
            for (j, &y) in b.iter().enumerate() {
                c[i + j] = add(c[i + j], mul(x, y));
            }
        }
        c
    }

    fn binomial(n: u32, k: u32) -> i128 {
        factorial(n) / (factorial(k) * factorial(n - k))
    }

    /// Theorem 1: k!·S(n, k) = Σ_j (−1)^j C(k, j) (k − j)^n in exact integers
    /// for n ≤ 20, 0 ≤ k ≤ n; and for n ≤ 150 the first n + 1 terms of u * v
    /// (multiplied term by term mod p, no transform) are the recurrence's row.
    #[test]
    fn binomial_transforms_theorem1_stirling_as_convolution() {
        for n in 0..=20u32 {
            for k in 0..=n {
                let sum: i128 = (0..=k)
                    .map(|j| {
                        let sign = if j % 2 == 0 { 1 } else { -1 };
                        sign * binomial(k, j) * i128::from(k - j).pow(n)
                    })
                    .sum();
                let s = stirling_exact(n as usize, k as usize) as i128;
                assert_eq!(sum, factorial(k) * s, "n = {n}, k = {k}");
            }
        }
        for n in 0..=150usize {
            let mut f = 1u64;
            let inv_fact: Vec<u64> = (0..=n as u64)
                .map(|i| {
                    f = f * i.max(1) % MOD;
                    inverse(f)
                })
                .collect();
            let uu: Vec<u64> = (0..=n)
                .map(|j| {
                    if j % 2 == 0 {
                        inv_fact[j]
                    } else {
                        (MOD - inv_fact[j]) % MOD
                    }
                })
                .collect();
            let vv: Vec<u64> = (0..=n)
                .map(|i| pow_mod(i as u64, n as u64) * inv_fact[i] % MOD)
                .collect();
            let row: Vec<u64> = (0..=n)
                .map(|k| (0..=k).fold(0, |acc, j| (acc + uu[j] * vv[k - j]) % MOD))
                .collect();
            assert_eq!(row, stirling_row_by_recurrence(n), "n = {n}");
        }
    }

    /// Theorem 2: for 300 random f (n ≤ 40, c including 0, 1, p − 1),
    /// b_k = (Σ_j u_{k+j} v_j) / k! equals the binomial expansion, and the
    /// shifted polynomial takes f's values at x + c for 5 points x.
    #[test]
    fn binomial_transforms_theorem2_shift_as_convolution() {
        let mut rng = Rng::new(1311);
        for _ in 0..300 {
            let n = rng.range(1, 40) as usize;
            let a = random_coefficients(&mut rng, n);
            let c = random_shift(&mut rng);
            let mut fact = vec![1u64; n];
            for i in 1..n {
                fact[i] = fact[i - 1] * i as u64 % MOD;
            }
            let uu: Vec<u64> = (0..n).map(|i| a[i] * fact[i] % MOD).collect();
            let vv: Vec<u64> = (0..n)
                .map(|j| pow_mod(c, j as u64) * inverse(fact[j]) % MOD)
                .collect();
            let b: Vec<u64> = (0..n)
                .map(|k| {
                    let s = (0..n - k).fold(0, |acc, j| (acc + uu[k + j] * vv[j]) % MOD);
                    s * inverse(fact[k]) % MOD
                })
                .collect();
            assert_eq!(b, taylor_shift_by_binomials(&a, c), "a = {a:?}, c = {c}");
            for x in [0, 1, 2, MOD - 1, rng.range(0, MOD - 1)] {
                assert_eq!(evaluate(&b, x), evaluate(&a, (x + c) % MOD));
            }
        }
    }

    /// Exercise 1: the terms of S(5, 3) are 81/2, −16, 1/2, 0, their sum 25;
    /// 1/2 mod p is 499122177.
    #[test]
    fn binomial_transforms_ex1_s_5_3() {
        let (uu, vv) = (u(4), v(5, 4));
        let terms: Vec<Q> = (0..=3).map(|j| mul(uu[j], vv[3 - j])).collect();
        assert_eq!(terms, vec![q(81, 2), q(-16, 1), q(1, 2), q(0, 1)]);
        assert_eq!(q(243, 6), q(81, 2));
        let sum = terms.iter().fold(q(0, 1), |acc, &t| add(acc, t));
        assert_eq!(sum, q(25, 1));
        assert_eq!(stirling_exact(5, 3), 25);
        assert_eq!(stirling_row_by_recurrence(5)[3], 25);
        assert_eq!(inverse(2), 499_122_177);
    }

    /// Exercise 2: the whole products of the cut sequences for n = 1, 2; for
    /// n ≤ 8 and n < k ≤ 2n the uncut sum is 0, and the cut one is not
    /// always 0 (checked to be nonzero somewhere for every 1 ≤ n ≤ 8).
    #[test]
    fn binomial_transforms_ex2_truncated_tail() {
        assert_eq!(product(&u(2), &v(1, 2)), vec![q(0, 1), q(1, 1), q(-1, 1)]);
        assert_eq!(MOD - 1, 998_244_352);
        assert_eq!(u(3), vec![q(1, 1), q(-1, 1), q(1, 2)]);
        assert_eq!(v(2, 3), vec![q(0, 1), q(1, 1), q(2, 1)]);
        assert_eq!(
            product(&u(3), &v(2, 3)),
            vec![q(0, 1), q(1, 1), q(1, 1), q(-3, 2), q(1, 1)]
        );
        for n in 0..=8u32 {
            let cut = product(&u(n + 1), &v(n, n + 1));
            for k in 0..=n {
                assert_eq!(
                    cut[k as usize],
                    q(stirling_exact(n as usize, k as usize) as i128, 1)
                );
            }
            let mut some_nonzero = false;
            for k in n + 1..=2 * n {
                let uncut = product(&u(k + 1), &v(n, k + 1));
                assert_eq!(uncut[k as usize], q(0, 1), "n = {n}, k = {k}");
                some_nonzero |= cut[k as usize] != q(0, 1);
            }
            assert_eq!(some_nonzero, n >= 1, "n = {n}");
        }
    }

    /// Exercise 3: shifting 142 128 39 4 by p − 3 gives 1 2 3 4; for 100
    /// random f (n ≤ 30), c and d, shifting by c then d equals shifting by
    /// c + d.
    #[test]
    fn binomial_transforms_ex3_shift_twice() {
        assert_eq!(
            taylor_shift_by_binomials(&[1, 2, 3, 4], 3),
            vec![142, 128, 39, 4]
        );
        assert_eq!(
            taylor_shift_by_binomials(&[142, 128, 39, 4], MOD - 3),
            vec![1, 2, 3, 4]
        );
        let mut rng = Rng::new(1312);
        for _ in 0..100 {
            let n = rng.range(1, 30) as usize;
            let a = random_coefficients(&mut rng, n);
            let (c, d) = (random_shift(&mut rng), random_shift(&mut rng));
            assert_eq!(
                taylor_shift_by_binomials(&taylor_shift_by_binomials(&a, c), d),
                taylor_shift_by_binomials(&a, (c + d) % MOD),
                "a = {a:?}, c = {c}, d = {d}"
            );
        }
    }
}
