//! Part 7, first half: Luogu P4859 (exactly k, binomial inversion), AtCoder
//! EDPC Y Grid 2 (paths around obstacles) and Luogu P3175 (min–max
//! inclusion–exclusion). Oracles from `testkit::inversion`: all n! pairings or
//! the merge DP, the cell-by-cell grid DP, the Markov chain in exact rationals.
//!
//! Case shapes: P4859 is `[[k], candies, pills]`; Grid 2 is `[[H, W]]`
//! followed by one group `[r, c]` per wall; P3175 is `[[n], weights]`, the
//! probabilities being weight / Σ weights, printed with 17 significant digits.

use super::sg::{all_distinct, distinct as distinct_values};
use super::{line, same_tokens, trap, Case, Problem};
use testkit::inversion::{
    grid_paths_dp, input_3175, input_grid2, or_expectation_chain, pairings_by_merge,
    pairings_by_permutations, P4859_MOD,
};
use testkit::rng::Rng;

/// A P4859 case: candies and pills split from 2n distinct values.
fn case_4859(k: u64, vals: &[u64]) -> Case {
    let n = vals.len() / 2;
    vec![vec![k], vals[..n].to_vec(), vals[n..].to_vec()]
}

pub fn problems() -> Vec<Problem> {
    vec![p4859(), grid2(), p3175()]
}

fn p4859() -> Problem {
    Problem {
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
                    "把 k 当成糖果大的配对数，没换算成 t = (n + k) / 2（样例）", "k taken as the number of pairs where the candy is bigger, not converted to t = (n + k) / 2 (the sample)",
                    vec![vec![2], vec![5, 35, 15, 45], vec![40, 20, 10, 30]],
                ),
                trap(
                    "n + k 为奇数时应输出 0", "when n + k is odd the answer is 0",
                    vec![vec![0], vec![7, 9, 2], vec![1, 8, 3]],
                ),
                trap(
                    "没有排序就做 DP：糖果从大到小给出", "the DP without sorting: the candies come largest first",
                    vec![vec![1], vec![60, 50, 40, 30, 20], vec![55, 45, 35, 25, 15]],
                ),
                trap(
                    "把“至少”当成“恰好”（忘了反演）：k = 0", "\"at least\" taken as \"exactly\" (the inversion forgotten): k = 0",
                    vec![vec![0], vec![2, 4, 6, 8], vec![1, 3, 5, 7]],
                ),
                trap(
                    "忘了乘 (n − j)!：剩下的配对任意排", "forgetting the factor (n − j)!: the other pairs are in any order",
                    vec![vec![1], vec![3, 6, 9, 12, 15], vec![1, 5, 10, 11, 20]],
                ),
                trap(
                    "反演的减法取模下溢，或符号写反：k = n − 2", "the inversion's modular subtraction underflows, or its sign is wrong: k = n − 2",
                    vec![
                        vec![4],
                        vec![10, 20, 30, 40, 50, 60],
                        vec![5, 15, 25, 35, 45, 55],
                    ],
                ),
                trap(
                    "在 32 位整数里相乘：n = 150，方案数远超 2^32", "multiplying in 32-bit integers: n = 150, the count is far above 2^32",
                    case_4859(
                        0,
                        &(1..=300u64).map(|i| (i * 7919) % 301).collect::<Vec<u64>>(),
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
    }
}

/// A Grid 2 case: [[H, W]], then one [r, c] per wall.
fn grid_case(h: u64, w: u64, walls: &[(u64, u64)]) -> Case {
    let mut c: Case = vec![vec![h, w]];
    c.extend(walls.iter().map(|&(r, col)| vec![r, col]));
    c
}

fn walls_of(c: &Case) -> Vec<(u64, u64)> {
    c[1..].iter().map(|g| (g[0], g[1])).collect()
}

/// `n` distinct random walls, none on a corner.
fn random_walls(r: &mut Rng, h: u64, w: u64, n: usize) -> Vec<(u64, u64)> {
    let mut v: Vec<(u64, u64)> = Vec::with_capacity(n);
    while v.len() < n {
        let p = (r.range(1, h), r.range(1, w));
        if p != (1, 1) && p != (h, w) && !v.contains(&p) {
            v.push(p);
        }
    }
    v
}

fn grid2() -> Problem {
    Problem {
        listing: "atcoder-dp-y-grid-2",
        time_limit_ms: 1000,
        limits_by_check: false,
        small: |r| {
            let (h, w) = (r.range(2, 8), r.range(2, 8));
            // At most h·w − 2 cells can be walls (2 × 2 has two).
            let n = r.range(1, 6.min(h * w - 2)) as usize;
            grid_case(h, w, &random_walls(r, h, w, n))
        },
        input: |c| input_grid2(c[0][0], c[0][1], &walls_of(c)),
        valid: |c| {
            let ok_head = !c.is_empty()
                && c[0].len() == 2
                && (2..=100_000).contains(&c[0][0])
                && (2..=100_000).contains(&c[0][1]);
            if !ok_head {
                return false;
            }
            let (h, w) = (c[0][0], c[0][1]);
            // Group lengths first: `walls_of` reads two numbers per group.
            if c[1..].iter().any(|g| g.len() != 2) {
                return false;
            }
            let walls = walls_of(c);
            (1..=3000).contains(&walls.len())
                && walls.iter().all(|&(r, col)| {
                    (1..=h).contains(&r)
                        && (1..=w).contains(&col)
                        && (r, col) != (1, 1)
                        && (r, col) != (h, w)
                })
                && {
                    let mut s = walls.clone();
                    s.sort_unstable();
                    s.windows(2).all(|d| d[0] != d[1])
                }
        },
        check: |c, out| {
            let (h, w) = (c[0][0], c[0][1]);
            if h * w > 20_000_000 {
                return Err(format!("no oracle for a {h} × {w} grid (judge bug)"));
            }
            same_tokens(&grid_paths_dp(h, w, &walls_of(c)).to_string(), out)
        },
        traps: || {
            vec![
                trap(
                    "不按 (行, 列) 排序：障碍从右下往左上给出", "not sorting by (row, column): the obstacles come from the bottom right to the top left",
                    grid_case(6, 6, &[(5, 5), (4, 4), (3, 3), (2, 2)]),
                ),
                trap(
                    "减去经过每个障碍的全部路径（同一条路径被减了两次）", "subtracting all paths through each obstacle (one path subtracted twice)",
                    grid_case(4, 4, &[(2, 2), (3, 3)]),
                ),
                trap(
                    "行与列弄反：非正方形的网格", "rows and columns swapped: a grid that is not square",
                    grid_case(3, 7, &[(2, 3), (1, 5), (3, 2)]),
                ),
                trap(
                    "一个障碍在另一个的右上方：它们之间没有路径，组合数要取 0", "one obstacle up and to the right of another: no path between them, the binomial coefficient must be 0",
                    grid_case(5, 5, &[(2, 4), (4, 2), (3, 3)]),
                ),
                trap(
                    "堵死一整条反对角线：答案是 0（样例 2 的样子）", "a whole anti-diagonal blocked: the answer is 0 (like sample 2)",
                    grid_case(5, 2, &[(2, 1), (4, 2)]),
                ),
                trap(
                    "阶乘只算到 max(H, W)：要到 H + W − 2", "factorials only up to max(H, W): they must go to H + W − 2",
                    grid_case(1000, 1000, &[(500, 501), (999, 1000)]),
                ),
                trap(
                    "在 32 位整数里相乘：2000 × 2000 的网格", "multiplying in 32-bit integers: a 2000 × 2000 grid",
                    grid_case(2000, 2000, &[(1000, 1000), (3, 1500)]),
                ),
            ]
        },
        limits: |r| {
            let e5 = 100_000;
            let diagonal: Vec<(u64, u64)> = (1..3000).map(|i| (i, 3001 - i)).collect();
            vec![
                (
                    "10^5 × 10^5, 3000 random walls",
                    grid_case(e5, e5, &random_walls(r, e5, e5, 3000)),
                ),
                (
                    "10^5 × 10^5, 3000 walls in the top-left 100 × 100",
                    grid_case(e5, e5, &random_walls(r, 100, 100, 3000)),
                ),
                (
                    "10^5 × 10^5, an anti-diagonal of 2999 walls with one gap",
                    grid_case(e5, e5, &diagonal),
                ),
            ]
        },
    }
}

/// The probabilities of a P3175 case, as printed and as read back.
fn probs_3175(c: &Case) -> (Vec<String>, Vec<f64>) {
    let total: u64 = c[1].iter().sum();
    let text: Vec<String> = c[1]
        .iter()
        .map(|&w| format!("{:.16e}", w as f64 / total as f64))
        .collect();
    let p = text.iter().map(|t| t.parse().unwrap_or(f64::NAN)).collect();
    (text, p)
}

/// The judge's checker: INF must meet INF; otherwise absolute or relative
/// error below 10^-6 (the statement's special judge).
fn close_enough(want: Option<f64>, out: &str) -> Result<(), String> {
    let got = out.split_ascii_whitespace().next().unwrap_or("");
    match want {
        None if got == "INF" => Ok(()),
        None => Err(format!("expected INF, got {got:?}")),
        Some(w) => match got.parse::<f64>() {
            Ok(g) if (g - w).abs() < 1e-6 || (g - w).abs() < 1e-6 * w.abs() => Ok(()),
            _ => Err(format!("expected {w:.10} (within 10^-6), got {got:?}")),
        },
    }
}

/// The expected seconds for a case the chain cannot reach (n > 10): the
/// closed forms the limit cases are built from, else None.
fn closed_form_3175(n: u32, w: &[u64]) -> Option<Option<f64>> {
    let full = w.len() - 1;
    let reach = (0..w.len()).filter(|&i| w[i] > 0).fold(0, |a, i| a | i);
    if reach != full {
        return Some(None);
    }
    if w.iter().all(|&x| x == w[0]) {
        // Every bit set independently with probability 1/2 each second.
        let e: f64 = (0..4000)
            .map(|t| 1.0 - (1.0 - 0.5f64.powi(t)).powi(n as i32))
            .sum();
        return Some(Some(e));
    }
    if w[..full].iter().all(|&x| x == 0) {
        return Some(Some(1.0));
    }
    None
}

fn p3175() -> Problem {
    Problem {
        listing: "luogu-3175-bitwise-or",
        time_limit_ms: 1000,
        limits_by_check: true,
        small: |r| {
            let n = r.range(0, 5);
            let w: Vec<u64> = (0..1u64 << n)
                .map(|_| [0, 1, r.range(1, 1000)][r.range(0, 2) as usize])
                .collect();
            let mut c = vec![vec![n], w];
            if c[1].iter().all(|&x| x == 0) {
                c[1][0] = 1;
            }
            c
        },
        input: |c| input_3175(c[0][0] as u32, &probs_3175(c).0),
        valid: |c| {
            c.len() == 2
                && c[0].len() == 1
                && c[0][0] <= 20
                && c[1].len() == 1 << c[0][0]
                && c[1].iter().any(|&x| x > 0)
                && c[1].iter().all(|&x| x <= 1_000_000_000)
        },
        check: |c, out| {
            // The official sample's probabilities are decimals, which the
            // judge's sample reader (integers only) drops: it arrives as [[2]].
            // Its answer is 8/3 (four numbers of probability 1/4).
            if c.len() == 1 {
                return if c[0] == [2] {
                    close_enough(Some(8.0 / 3.0), out)
                } else {
                    Err(format!(
                        "no oracle for the sample read as {c:?} (judge bug)"
                    ))
                };
            }
            let n = c[0][0] as u32;
            let want = if n <= 10 {
                or_expectation_chain(n, &probs_3175(c).1)
            } else {
                match closed_form_3175(n, &c[1]) {
                    Some(v) => v,
                    None => return Err("no oracle for this n > 10 case (judge bug)".into()),
                }
            };
            close_enough(want, out)
        },
        traps: || {
            vec![
                trap(
                    "min-max 的符号写反；或只输出两位小数（样例）", "the signs of min–max inclusion–exclusion swapped; or printing only two decimals (the sample)",
                    vec![vec![2], vec![1, 1, 1, 1]],
                ),
                trap(
                    "有一位永远不会被置 1：输出 INF", "a bit that can never be set: print INF",
                    vec![vec![2], vec![1, 1, 0, 0]],
                ),
                trap(
                    "用 eps 判断 INF：概率约 5 × 10^-7 的数仍能置上第 1 位", "INF decided with an eps: a number of probability about 5 × 10^-7 can still set bit 1",
                    vec![vec![2], vec![1_000_000, 1_000_000, 1, 0]],
                ),
                trap(
                    "n = 0：手上的 0 已经是 2^0 − 1，答案 0", "n = 0: the 0 in hand is already 2^0 − 1, the answer is 0",
                    vec![vec![0], vec![1]],
                ),
                trap(
                    "只有 2^n − 1 本身：一秒", "only 2^n − 1 itself: one second",
                    vec![vec![3], vec![0, 0, 0, 0, 0, 0, 0, 1]],
                ),
                trap(
                    "把 q_T 写成 F[T]（子集和）而不是 F[全集] − F[补集]", "q_T written as F[T] (a subset sum) instead of F[all] − F[complement]",
                    vec![vec![3], vec![5, 1, 2, 0, 3, 0, 0, 1]],
                ),
            ]
        },
        limits: |_| {
            let size = 1usize << 20;
            let mut only_full = vec![0u64; size];
            only_full[size - 1] = 1;
            let even: Vec<u64> = (0..size as u64).map(|i| 1 - i % 2).collect();
            vec![
                (
                    "n = 20, all 2^20 numbers equally likely",
                    vec![vec![20], vec![1; size]],
                ),
                ("n = 20, only 2^20 − 1", vec![vec![20], only_full]),
                ("n = 20, only even numbers: INF", vec![vec![20], even]),
            ]
        },
    }
}
