//! Part 7, first half: Luogu P4859 (exactly k, binomial inversion), AtCoder
//! EDPC Y Grid 2 (paths around obstacles) and Luogu P3175 (min–max
//! inclusion–exclusion). Oracles from `crate::inversion`: all n! pairings or
//! the merge DP, the cell-by-cell grid DP, the Markov chain in exact rationals.
//!
//! Case shapes: P4859 is `[[k], candies, pills]`.

use super::{line, same_tokens, trap, Case, Problem};
use crate::inversion::{pairings_by_merge, pairings_by_permutations, P4859_MOD};
use super::sg::{all_distinct, distinct as distinct_values};

/// A P4859 case: candies and pills split from 2n distinct values.
fn case_4859(k: u64, vals: &[u64]) -> Case {
    let n = vals.len() / 2;
    vec![vec![k], vals[..n].to_vec(), vals[n..].to_vec()]
}

pub fn problems() -> Vec<Problem> {
    vec![Problem {
        listing: "luogu-4859-nothing-to-fear",
        time_limit_ms: 1000,
        limits_by_check: false,
        small: |r| {
            let n = r.range(1, 7) as usize;
            let vals = distinct_values(r, 2 * n, 40);
            case_4859(r.range(0, n as u64), &vals)
        },
        input: |c| {
            format!(
                "{} {}\n{}\n{}\n",
                c[1].len(),
                c[0][0],
                line(&c[1]),
                line(&c[2])
            )
        },
        valid: |c| {
            c.len() == 3
                && c[0].len() == 1
                && (1..=2000).contains(&c[1].len())
                && c[2].len() == c[1].len()
                && c[0][0] <= c[1].len() as u64
                && c[1].iter().chain(&c[2]).all(|&x| x <= 1_000_000_000)
                && all_distinct(&[c[1].clone(), c[2].clone()].concat())
        },
        check: |c, out| {
            let (k, a, b) = (c[0][0], &c[1], &c[2]);
            let want = if a.len() <= 8 {
                pairings_by_permutations(a, b, k) % P4859_MOD
            } else {
                pairings_by_merge(a, b, k)
            };
            same_tokens(&want.to_string(), out)
        },
        traps: || {
            vec![
                trap(
                    "把 k 当成糖果大的配对数，没换算成 t = (n + k) / 2（样例）",
                    vec![vec![2], vec![5, 35, 15, 45], vec![40, 20, 10, 30]],
                ),
                trap(
                    "n + k 为奇数时应输出 0",
                    vec![vec![0], vec![7, 9, 2], vec![1, 8, 3]],
                ),
                trap(
                    "没有排序就做 DP：糖果从大到小给出",
                    vec![vec![1], vec![60, 50, 40, 30, 20], vec![55, 45, 35, 25, 15]],
                ),
                trap(
                    "把“至少”当成“恰好”（忘了反演）：k = 0",
                    vec![vec![0], vec![2, 4, 6, 8], vec![1, 3, 5, 7]],
                ),
                trap(
                    "忘了乘 (n − j)!：剩下的配对任意排",
                    vec![vec![1], vec![3, 6, 9, 12, 15], vec![1, 5, 10, 11, 20]],
                ),
                trap(
                    "反演的减法取模下溢，或符号写反：k = n − 2",
                    vec![
                        vec![4],
                        vec![10, 20, 30, 40, 50, 60],
                        vec![5, 15, 25, 35, 45, 55],
                    ],
                ),
                trap(
                    "在 32 位整数里相乘：n = 150，方案数远超 2^32",
                    case_4859(
                        0,
                        &(1..=300u64)
                            .map(|i| (i * 7919) % 301)
                            .collect::<Vec<u64>>(),
                    ),
                ),
            ]
        },
        limits: |r| {
            let vals = distinct_values(r, 4000, 1_000_000_000);
            let mut sorted: Vec<u64> = (1..=4000).collect();
            sorted.reverse();
            vec![
                ("n = 2000, random values, k = 0", case_4859(0, &vals)),
                ("n = 2000, random values, k = 1000", case_4859(1000, &vals)),
                (
                    "n = 2000, every candy above every pill, k = n",
                    case_4859(2000, &sorted),
                ),
            ]
        },
    }]
}
