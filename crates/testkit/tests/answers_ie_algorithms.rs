//! The numbers stated in the answers to Part 11's exercises, each test named
//! after its chapter and exercise, with its bound in its doc comment; one
//! section per chapter.

// ---------------------------------------------------------------------------
// 积和式：Ryser 公式 (src/ie-algorithms/permanent.md)
// ---------------------------------------------------------------------------

mod permanent {
    use testkit::ie_algorithms::permanent::{
        permanent_by_permutations, random_01_matrix, MOD_MATCHING,
    };
    use testkit::rng::Rng;

    /// C(n, k) exactly.
    fn binom(n: u64, k: u64) -> i128 {
        if k > n {
            return 0;
        }
        (0..k).fold(1i128, |c, i| c * (n - i) as i128 / (i + 1) as i128)
    }

    /// The determinant modulo 2 of a 0/1 matrix, by elimination over F_2.
    fn det_mod_2(a: &[Vec<u64>]) -> u64 {
        let n = a.len();
        let mut rows: Vec<u32> = a
            .iter()
            .map(|r| {
                r.iter()
                    .enumerate()
                    .map(|(j, &x)| ((x & 1) as u32) << j)
                    .sum()
            })
            .collect();
        for c in 0..n {
            let Some(p) = (c..n).find(|&r| rows[r] >> c & 1 == 1) else {
                return 0;
            };
            rows.swap(c, p);
            for r in c + 1..n {
                if rows[r] >> c & 1 == 1 {
                    rows[r] ^= rows[c];
                }
            }
        }
        1
    }

    /// The permanent of an m×n integer matrix (m ≤ n) by trying every
    /// injective map from rows to columns.
    fn rectangular_by_injections(a: &[Vec<i64>], n: usize) -> i128 {
        let m = a.len();
        let mut total = 0i128;
        // Every map rows → columns as a number in base n; keep the injective ones.
        for code in 0..(n as u64).pow(m as u32) {
            let cols: Vec<usize> = (0..m)
                .map(|i| (code / (n as u64).pow(i as u32) % n as u64) as usize)
                .collect();
            let used = cols.iter().fold(0u32, |u, &c| u | 1 << c);
            if used.count_ones() as usize == m {
                total += (0..m).map(|i| i128::from(a[i][cols[i]])).product::<i128>();
            }
        }
        total
    }

    /// The rectangular Ryser formula of the answer: Σ_{|S| ≤ m}
    /// (−1)^{m−|S|} C(n−|S|, m−|S|) Π_i Σ_{j∈S} a_ij.
    fn rectangular_by_ryser(a: &[Vec<i64>], n: usize) -> i128 {
        let m = a.len();
        let mut total = 0i128;
        for s in 0usize..1 << n {
            let k = s.count_ones() as usize;
            if k > m {
                continue;
            }
            let g: i128 = a
                .iter()
                .map(|row| {
                    (0..n)
                        .filter(|&j| s >> j & 1 == 1)
                        .map(|j| i128::from(row[j]))
                        .sum::<i128>()
                })
                .product();
            let sign = if (m - k) % 2 == 0 { 1 } else { -1 };
            total += sign * binom((n - k) as u64, (m - k) as u64) * g;
        }
        total
    }

    /// Exercise 1: Σ_k (−1)^{n−k} C(n, k) k^n = n! for n ≤ 12, exactly, and
    /// the three terms 3 − 24 + 27 = 6 at n = 3.
    #[test]
    fn permanent_ex1_all_ones_terms() {
        for n in 1..=12u64 {
            let sum: i128 = (0..=n)
                .map(|k| {
                    let sign = if (n - k) % 2 == 0 { 1 } else { -1 };
                    sign * binom(n, k) * i128::from(k).pow(n as u32)
                })
                .sum();
            let factorial: i128 = (1..=n as i128).product();
            assert_eq!(sum, factorial, "n = {n}");
        }
        let terms: Vec<i128> = (1..=3)
            .map(|k| {
                let sign = if (3 - k) % 2 == 0 { 1 } else { -1 };
                sign * binom(3, k) * i128::from(k).pow(3)
            })
            .collect();
        assert_eq!(terms, [3, -24, 27]);
    }

    /// Exercise 2: perm(J − I) = D_n = 0, 1, 2, 9, 44, 265 for n = 1..6, by
    /// every permutation for n ≤ 8 against D_n = (n−1)(D_{n−1} + D_{n−2}).
    #[test]
    fn permanent_ex2_derangements() {
        let mut d = vec![1u64, 0];
        for n in 2..=8u64 {
            let next = (n - 1) * (d[n as usize - 1] + d[n as usize - 2]);
            d.push(next);
        }
        let mut by_perm = Vec::new();
        for n in 1..=8usize {
            let a: Vec<Vec<u64>> = (0..n)
                .map(|i| (0..n).map(|j| u64::from(i != j)).collect())
                .collect();
            by_perm.push(permanent_by_permutations(&a, MOD_MATCHING));
        }
        assert_eq!(by_perm, d[1..].to_vec());
        assert_eq!(&by_perm[..6], &[0, 1, 2, 9, 44, 265]);
    }

    /// Exercise 3: perm A ≡ det A (mod 2) on every 0/1 matrix with n ≤ 3 (530)
    /// and 200 random ones with n ≤ 6; sample 1 has permanent 3, determinant 1.
    #[test]
    fn permanent_ex3_parity_is_the_determinants() {
        let mut checked = 0;
        for n in 1..=3usize {
            for code in 0u32..1 << (n * n) {
                let a: Vec<Vec<u64>> = (0..n)
                    .map(|i| (0..n).map(|j| u64::from(code >> (i * n + j) & 1)).collect())
                    .collect();
                assert_eq!(
                    permanent_by_permutations(&a, MOD_MATCHING) % 2,
                    det_mod_2(&a),
                    "{a:?}"
                );
                checked += 1;
            }
        }
        assert_eq!(checked, 530);
        let mut rng = Rng::new(1120);
        for _ in 0..200 {
            let n = rng.range(1, 6) as usize;
            let a = random_01_matrix(&mut rng, n, 50);
            assert_eq!(
                permanent_by_permutations(&a, MOD_MATCHING) % 2,
                det_mod_2(&a),
                "{a:?}"
            );
        }
        let sample = vec![vec![0, 1, 1], vec![1, 0, 1], vec![1, 1, 1]];
        assert_eq!(permanent_by_permutations(&sample, MOD_MATCHING), 3);
        // det over the integers by the rule of Sarrus.
        let m: Vec<Vec<i64>> = sample
            .iter()
            .map(|r| r.iter().map(|&x| x as i64).collect())
            .collect();
        let det =
            m[0][0] * m[1][1] * m[2][2] + m[0][1] * m[1][2] * m[2][0] + m[0][2] * m[1][0] * m[2][1]
                - m[0][2] * m[1][1] * m[2][0]
                - m[0][0] * m[1][2] * m[2][1]
                - m[0][1] * m[1][0] * m[2][2];
        assert_eq!(det, 1);
        assert_eq!(det_mod_2(&sample), 1);
    }

    /// Exercise 4: the rectangular Ryser formula against every injection on
    /// 200 random integer matrices with m ≤ n ≤ 5, and 6 for the all-ones 2×3.
    #[test]
    fn permanent_ex4_rectangular_ryser() {
        let mut rng = Rng::new(1121);
        for _ in 0..200 {
            let n = rng.range(1, 5) as usize;
            let m = rng.range(1, n as u64) as usize;
            let a: Vec<Vec<i64>> = (0..m)
                .map(|_| (0..n).map(|_| rng.range(0, 6) as i64 - 3).collect())
                .collect();
            assert_eq!(
                rectangular_by_ryser(&a, n),
                rectangular_by_injections(&a, n),
                "{a:?}"
            );
        }
        let ones = vec![vec![1i64; 3]; 2];
        assert_eq!(rectangular_by_ryser(&ones, 3), 6);
        assert_eq!(rectangular_by_injections(&ones, 3), 6);
    }
}
