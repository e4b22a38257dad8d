//! The numbers stated in Part 13's chapters (exercise answers), one section
//! per chapter, each test named after its chapter and exercise, with its
//! bound in its doc comment.

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
