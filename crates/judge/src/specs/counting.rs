//! Part 1 continued, inclusion–exclusion at work: CSES 2185 (prime multiples
//! to 10^18), CSES 1717 (derangements), Luogu P1450 (coins with upper
//! bounds), CSES 2417 (coprime pairs) and Luogu P3455 (pairs with gcd d).
//!
//! Small cases go to the direct counts of `testkit::counting` and
//! `testkit::divisible` (test every x, walk every permutation, try every coin
//! count, one gcd per pair); bigger traps to the independent second routes
//! those modules check against the direct counts (the 2^m bitmask, the
//! recurrence D(n) = n D(n−1) + (−1)^n, the bounded-knapsack table, gcds per
//! pair of distinct values, gcd-exact counts solved from the largest g down).
//!
//! Case shapes: 2185 is `[[n], primes]`; 1717 is `[[n]]`; P1450 is
//! `[c1..c4]` followed by one group `[d1, d2, d3, d4, s]` per query; 2417 is
//! `[x_1..x_n]`; P3455 is one group `[a, b, d]` per query. Dropping a query
//! or a number, or lowering a value, keeps a legal input or is refused by
//! `valid` (a lowered prime that is no longer prime, a d above a or b).

use super::{same_tokens, trap, Case, Problem};
use testkit::counting::{
    coin_ways_bounded_dp, coin_ways_direct, coprime_pairs_by_values, coprime_pairs_direct,
    derangements_by_enumeration, gcd_pairs_by_multiples, gcd_pairs_direct, input_1450, input_2185,
    input_2417, input_3455,
};
use testkit::divisible::{count_bitmask, count_direct, first_primes, is_prime};

const E5: u64 = 100_000;
const E6: u64 = 1_000_000;
const E18: u64 = 1_000_000_000_000_000_000;
const MOD: u64 = 1_000_000_007;
/// Two primes just above 2^32: their product exceeds 2^64 and wraps to
/// 326 417 515 411, far below 10^18.
const P32: [u64; 2] = [4_294_967_311, 4_294_967_357];

pub fn problems() -> Vec<Problem> {
    vec![
        Problem {
            listing: "cses-2185-prime-multiples",
            time_limit_ms: 1000,
            limits_by_check: false,
            small: |r| {
                let n = r.range(2, 2000);
                let pool: Vec<u64> = first_primes(12).into_iter().filter(|&p| p <= n).collect();
                let k = r.range(1, 5.min(pool.len() as u64)) as usize;
                let mut ps: Vec<u64> = Vec::new();
                while ps.len() < k {
                    let p = pool[r.range(0, pool.len() as u64 - 1) as usize];
                    if !ps.contains(&p) {
                        ps.push(p);
                    }
                }
                vec![vec![n], ps]
            },
            input: |c| input_2185(c[0][0], &c[1]),
            valid: |c| {
                c.len() == 2
                    && c[0].len() == 1
                    && (1..=E18).contains(&c[0][0])
                    && (1..=20).contains(&c[1].len())
                    && c[1]
                        .iter()
                        .all(|&p| p <= c[0][0] && p <= 1 << 40 && is_prime(p))
                    && distinct(&c[1])
            },
            check: |c, out| {
                let (n, a) = (c[0][0], &c[1]);
                let want = if n <= E6 {
                    count_direct(n, a)
                } else {
                    count_bitmask(n, a)
                };
                same_tokens(&want.to_string(), out)
            },
            traps: || {
                vec![
                    trap(
                        "在 u64 中相乘：两个略大于 2^32 的质数之积绕回一个小数", "multiplying in u64: the product of two primes just above 2^32 wraps around to a small number",
                        vec![vec![E18], P32.to_vec()],
                    ),
                    trap(
                        "用浮点数判断溢出：乘积恰好等于 n", "overflow tested with floating point: the product equals n exactly",
                        vec![
                            vec![999_999_943_999_999_559],
                            vec![999_999_937, 1_000_000_007],
                        ],
                    ),
                    trap(
                        "用浮点数判断溢出：乘积比 n 大 1", "overflow tested with floating point: the product is n + 1",
                        vec![
                            vec![999_999_943_999_999_558],
                            vec![999_999_937, 1_000_000_007],
                        ],
                    ),
                    trap(
                        "不排序就 break：质数从大到小给出", "breaking out without sorting: the primes come largest first",
                        vec![vec![30], vec![7, 5, 3, 2]],
                    ),
                    trap(
                        "把“超过 n”写成“不小于 n”：n = 2·3·5·…·23", "\"greater than n\" written as \"at least n\": n = 2·3·5·…·23",
                        vec![vec![223_092_870], first_primes(9)],
                    ),
                ]
            },
            limits: |_| {
                vec![
                    (
                        "n = 10^18, the first 20 primes",
                        vec![vec![E18], first_primes(20)],
                    ),
                    (
                        "n = 10^18 − 1, the first 20 primes largest first",
                        vec![vec![E18 - 1], first_primes(20).into_iter().rev().collect()],
                    ),
                ]
            },
        },
        Problem {
            listing: "cses-1717-christmas-party",
            time_limit_ms: 1000,
            limits_by_check: false,
            small: |r| vec![vec![r.range(1, 8)]],
            input: |c| format!("{}\n", c[0][0]),
            valid: |c| c.len() == 1 && c[0].len() == 1 && (1..=E6).contains(&c[0][0]),
            check: |c, out| same_tokens(&derangements_mod(c[0][0]).to_string(), out),
            traps: || {
                vec![
                    trap("边界写错：D(1) = 0", "wrong base case: D(1) = 0", vec![vec![1]]),
                    trap("边界写错：D(2) = 1", "wrong base case: D(2) = 1", vec![vec![2]]),
                    trap("从 D(1) = 1 出发（样例）", "starting from D(1) = 1 (the sample)", vec![vec![4]]),
                    trap(
                        "用 D(n) = nD(n−1) + (−1)^n 时忘了减法取模：n 为奇数", "D(n) = nD(n−1) + (−1)^n without reducing the subtraction modulo: n odd",
                        vec![vec![3]],
                    ),
                    trap("用 n!/e 的浮点数：n = 19 就错了", "n!/e in floating point: already wrong at n = 19", vec![vec![19]]),
                    trap("在 32 位整数里相乘再取模", "multiplying in 32-bit integers before taking the remainder", vec![vec![1000]]),
                ]
            },
            limits: |_| {
                vec![
                    ("n = 10^6", vec![vec![E6]]),
                    ("n = 10^6 − 1", vec![vec![E6 - 1]]),
                ]
            },
        },
        Problem {
            listing: "luogu-1450-coin-shopping",
            time_limit_ms: 1000,
            limits_by_check: false,
            small: |r| {
                let mut c: Case = vec![(0..4).map(|_| r.range(1, 8)).collect()];
                let q = r.range(1, 5);
                for _ in 0..q {
                    let mut g: Vec<u64> = (0..4).map(|_| r.range(0, 6)).collect();
                    g.push(r.range(0, 60));
                    c.push(g);
                }
                c
            },
            input: |c| {
                let coins = four(&c[0]);
                let queries: Vec<([u64; 4], u64)> =
                    c[1..].iter().map(|g| (four(&g[..4]), g[4])).collect();
                input_1450(coins, &queries)
            },
            valid: |c| {
                (2..=1001).contains(&c.len())
                    && c[0].len() == 4
                    && c[0].iter().all(|&x| (1..=E5).contains(&x))
                    && c[1..]
                        .iter()
                        .all(|g| g.len() == 5 && g.iter().all(|&x| x <= E5))
            },
            check: |c, out| {
                let coins = four(&c[0]);
                let want: Vec<String> = c[1..]
                    .iter()
                    .map(|g| {
                        let d = four(&g[..4]);
                        let tries = (d[0] + 1) * (d[1] + 1) * (d[2] + 1);
                        if tries <= 1_000_000 {
                            coin_ways_direct(coins, d, g[4]).to_string()
                        } else {
                            coin_ways_bounded_dp(coins, d, g[4]).to_string()
                        }
                    })
                    .collect();
                same_tokens(&want.join("\n"), out)
            },
            traps: || {
                vec![
                    trap(
                        "坏性质写成 x_i ≥ d_i；忘了空集那一项（样例）", "the bad property written as x_i ≥ d_i; the empty-set term forgotten (the sample)",
                        vec![
                            vec![1, 2, 5, 10],
                            vec![3, 2, 3, 1, 10],
                            vec![1000, 2, 2, 2, 900],
                        ],
                    ),
                    trap(
                        "背包循环写反（0/1 背包）：一种硬币要用好几枚", "knapsack loop in the wrong direction (0/1 knapsack): one kind of coin is used several times",
                        vec![vec![1, 2, 3, 4], vec![5, 5, 5, 5, 12]],
                    ),
                    trap(
                        "总额减去 c_i(d_i + 1) 后为负：先比较再减", "the total minus c_i(d_i + 1) is negative: compare before subtracting",
                        vec![vec![3, 5, 7, 11], vec![0, 0, 0, 0, 2], vec![1, 1, 1, 1, 0]],
                    ),
                    trap(
                        "c_i(d_i + 1) 达到 10^10，32 位装不下", "c_i(d_i + 1) reaches 10^10, too big for 32 bits",
                        vec![vec![E5, E5, E5, E5], vec![E5, E5, E5, E5, E5]],
                    ),
                    trap(
                        "答案约 1.7 × 10^14，要 64 位：面值全为 1", "the answer is about 1.7 × 10^14 and needs 64 bits: every value 1",
                        vec![vec![1, 1, 1, 1], vec![E5, E5, E5, E5, E5]],
                    ),
                ]
            },
            limits: |r| {
                let coins: Vec<u64> = (0..4).map(|_| r.range(1, 100)).collect();
                let mut random: Case = vec![coins];
                for _ in 0..1000 {
                    let mut g: Vec<u64> = (0..4).map(|_| r.range(0, E5)).collect();
                    g.push(r.range(E5 - 1000, E5));
                    random.push(g);
                }
                let mut ones: Case = vec![vec![1, 1, 1, 1]];
                ones.extend((0..1000).map(|_| vec![E5, E5, E5, E5, E5]));
                vec![
                    ("1000 queries with s near 10^5, small coins", random),
                    ("1000 queries, coins of 1, d = s = 10^5", ones),
                ]
            },
        },
        Problem {
            listing: "cses-2417-counting-coprime-pairs",
            time_limit_ms: 1000,
            limits_by_check: false,
            small: |r| {
                let n = r.range(1, 30);
                let top = [6, 30, 60, 1000][r.range(0, 3) as usize];
                vec![(0..n).map(|_| r.range(1, top)).collect()]
            },
            input: |c| input_2417(&c[0]),
            valid: |c| {
                c.len() == 1
                    && (1..=E5 as usize).contains(&c[0].len())
                    && c[0].iter().all(|&x| (1..=E6).contains(&x))
            },
            check: |c, out| {
                let xs = &c[0];
                let want = if xs.len() <= 2000 {
                    coprime_pairs_direct(xs)
                } else {
                    coprime_pairs_by_values(xs)
                };
                same_tokens(&want.to_string(), out)
            },
            traps: || {
                vec![
                    trap(
                        "数成有序对，或把 (i, i) 也算进去（样例）", "counting ordered pairs, or counting (i, i) too (the sample)",
                        vec![vec![5, 4, 20, 1, 16, 17, 5, 15]],
                    ),
                    trap("把相同的值只算一次：两个 1 是一对", "counting equal values once: two 1s are a pair", vec![vec![1, 1, 1]]),
                    trap("把相同的值只算一次：两个 5 不是", "counting equal values once: two 5s are not", vec![vec![5, 5, 2]]),
                    trap(
                        "在 32 位整数里算 C(c, 2)：10^5 个 1", "C(c, 2) in 32-bit integers: 10^5 ones",
                        vec![vec![1; E5 as usize]],
                    ),
                    trap("把 μ(4) 当成 +1", "taking μ(4) as +1", vec![vec![4, 8, 12]]),
                    trap("有平方因子的 d 也加减", "adding and subtracting the d with a square factor too", vec![vec![12, 18, 36, 9, 8, 1]]),
                ]
            },
            limits: |r| {
                vec![
                    (
                        "10^5 random numbers up to 10^6",
                        vec![(0..E5).map(|_| r.range(1, E6)).collect()],
                    ),
                    ("10^5 copies of 10^6", vec![vec![E6; E5 as usize]]),
                    (
                        "10^5 numbers with many divisors",
                        vec![(0..E5)
                            .map(|i| [720_720, 997_920, 1, 510_510][i as usize % 4])
                            .collect()],
                    ),
                ]
            },
        },
        Problem {
            listing: "luogu-3455-zap-queries",
            time_limit_ms: 1000,
            limits_by_check: false,
            small: |r| {
                let q = r.range(1, 10);
                (0..q)
                    .map(|_| {
                        let (a, b) = (r.range(1, 40), r.range(1, 40));
                        vec![a, b, r.range(1, a.min(b))]
                    })
                    .collect()
            },
            input: |c| {
                let q: Vec<(u64, u64, u64)> = c.iter().map(|g| (g[0], g[1], g[2])).collect();
                input_3455(&q)
            },
            valid: |c| {
                (1..=50_000).contains(&c.len())
                    && c.iter().all(|g| {
                        g.len() == 3
                            && g[2] >= 1
                            && g[2] <= g[0].min(g[1])
                            && g[0].max(g[1]) <= 50_000
                    })
            },
            check: |c, out| {
                let want: Vec<String> = c
                    .iter()
                    .map(|g| {
                        if g[0] * g[1] <= 10_000 {
                            gcd_pairs_direct(g[0], g[1], g[2])
                        } else {
                            gcd_pairs_by_multiples(g[0], g[1], g[2])
                        }
                        .to_string()
                    })
                    .collect();
                same_tokens(&want.join("\n"), out)
            },
            traps: || {
                vec![
                    trap("忘了先除以 d（样例）", "forgetting to divide by d first (the sample)", vec![vec![4, 5, 2], vec![6, 4, 3]]),
                    trap(
                        "分块的右端只看一个数：a ≠ b", "the right end of a block from one number only: a ≠ b",
                        vec![vec![100, 7, 1], vec![7, 100, 1], vec![1000, 37, 2]],
                    ),
                    trap(
                        "把 μ 的前缀和写成段首的 μ 乘段长", "the prefix sum of μ written as μ at the block's start times the block's length",
                        vec![vec![50_000, 50_000, 1], vec![30, 30, 1]],
                    ),
                    trap("数成无序对", "counting unordered pairs", vec![vec![5, 5, 1], vec![1, 1, 1]]),
                ]
            },
            limits: |r| {
                let random: Case = (0..50_000)
                    .map(|_| {
                        let (a, b) = (r.range(1, 50_000), r.range(1, 50_000));
                        vec![a, b, r.range(1, a.min(b).min(10))]
                    })
                    .collect();
                vec![
                    ("5·10^4 random queries, small d", random),
                    (
                        "5·10^4 queries a = b = 5·10^4, d = 1",
                        vec![vec![50_000, 50_000, 1]; 50_000],
                    ),
                ]
            },
        },
    ]
}

fn distinct(v: &[u64]) -> bool {
    let mut s = v.to_vec();
    s.sort_unstable();
    s.windows(2).all(|w| w[0] != w[1])
}

fn four(v: &[u64]) -> [u64; 4] {
    [v[0], v[1], v[2], v[3]]
}

/// D(n) mod 10^9 + 7: by walking every permutation for n ≤ 9, otherwise by
/// D(n) = n D(n−1) + (−1)^n from D(9) (a different recurrence from the
/// listing's D(n) = (n−1)(D(n−1) + D(n−2))).
fn derangements_mod(n: u64) -> u64 {
    if n <= 9 {
        return derangements_by_enumeration(n as usize) % MOD;
    }
    let mut d = derangements_by_enumeration(9) % MOD;
    for k in 10..=n {
        d = k * d % MOD;
        d = if k % 2 == 0 {
            (d + 1) % MOD
        } else {
            (d + MOD - 1) % MOD
        };
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;
    use testkit::rng::Rng;

    /// The traps' answers: samples from the statements, the rest worked out
    /// by hand or computed apart from the book (a Python gcd per pair, a
    /// triple loop over the coins, D(19) = 44 750 731 559 645 106 as
    /// published in OEIS A000166, D(1000) by the first recurrence).
    #[test]
    fn traps_have_the_expected_answers() {
        let d19 = (44_750_731_559_645_106u64 % MOD).to_string();
        let want: [(&str, Vec<String>); 5] = [
            (
                "cses-2185-prime-multiples",
                vec![
                    (E18 / P32[0] + E18 / P32[1]).to_string(),
                    (999_999_943_999_999_559u64 / 999_999_937
                        + 999_999_943_999_999_559 / 1_000_000_007
                        - 1)
                    .to_string(),
                    (999_999_943_999_999_558u64 / 999_999_937
                        + 999_999_943_999_999_558 / 1_000_000_007)
                        .to_string(),
                    "23".into(),
                    (223_092_870 - 36_495_360u64).to_string(),
                ],
            ),
            (
                "cses-1717-christmas-party",
                ["0", "1", "9", "2", d19.as_str(), "37043040"]
                    .iter()
                    .map(|s| s.to_string())
                    .collect(),
            ),
            (
                "luogu-1450-coin-shopping",
                vec![
                    "4 27".into(),
                    "24".into(),
                    "0 1".into(),
                    "4".into(),
                    "166676666850001".into(),
                ],
            ),
            (
                "cses-2417-counting-coprime-pairs",
                vec![
                    "19".into(),
                    "3".into(),
                    "2".into(),
                    "4999950000".into(),
                    "0".into(),
                    "6".into(),
                ],
            ),
            (
                "luogu-3455-zap-queries",
                vec![
                    "3 2".into(),
                    "466 466 5567".into(),
                    String::new(),
                    "19 1".into(),
                ],
            ),
        ];
        let all = problems();
        for (listing, answers) in want {
            let p = all.iter().find(|p| p.listing == listing).unwrap();
            let traps = (p.traps)();
            assert_eq!(traps.len(), answers.len(), "{listing}");
            for (t, a) in traps.iter().zip(&answers) {
                if a.is_empty() {
                    continue; // a = b = 5·10^4: no hand value; the check's route is tested below
                }
                assert!((p.check)(&t.case, a).is_ok(), "{listing}: {}", t.why);
                assert!(
                    (p.check)(&t.case, &format!("{a} 0")).is_err(),
                    "{listing}: {}",
                    t.why
                );
            }
        }
    }

    /// The second routes the checks take beyond the direct counts agree with
    /// the direct counts where both run.
    #[test]
    fn second_routes_agree_with_the_direct_counts() {
        let mut r = Rng::new(testkit::rng::seed(1801));
        for n in 1..=9 {
            assert_eq!(derangements_mod(n), derangements_by_enumeration(n as usize));
        }
        assert_eq!(derangements_mod(10), 1_334_961);
        for _ in 0..100 {
            let xs: Vec<u64> = (0..r.range(1, 40)).map(|_| r.range(1, 50)).collect();
            assert_eq!(coprime_pairs_by_values(&xs), coprime_pairs_direct(&xs));
            let (a, b) = (r.range(1, 60), r.range(1, 60));
            let d = r.range(1, a.min(b));
            assert_eq!(gcd_pairs_by_multiples(a, b, d), gcd_pairs_direct(a, b, d));
        }
    }
}
