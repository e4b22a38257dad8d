//! Chapter “LGV 引理” (Codeforces 348D Turtles, Luogu P6657).
//!
//! CF 348D: a case is the table, one group per row, 0 for an empty cell and 1
//! for an obstacle, so shrinking clears obstacles; `valid` keeps the table
//! rectangular, 2 ≤ n, m ≤ 3000, with both corners empty.
//!
//! P6657: a case is one group per test, `[n, a_1, b_1, …, a_m, b_m]`;
//! `valid` keeps 2 ≤ n ≤ 10^6, 1 ≤ m ≤ 100, every a_i, b_i in 1..=n and both
//! lists non-decreasing, so shrinking drops tests and lowers numbers inside
//! the rules.

use crate::problem::{same_tokens, trap, Case, Problem};
use testkit::convolutions::lgv::{
    lgv_by_permutations, lgv_families_by_enumeration, random_grid, random_lgv_case,
    turtle_pairs_by_steps, Grid, LgvCase,
};

pub fn problems() -> Vec<Problem> {
    vec![turtles(), lgv()]
}

// ---------------------------------------------------------------------------
// Codeforces 348D Turtles
// ---------------------------------------------------------------------------

fn to_grid(c: &Case) -> Grid {
    c.iter().map(|row| row.iter().map(|&x| x == 0).collect()).collect()
}

fn to_case(g: &Grid) -> Case {
    g.iter()
        .map(|row| row.iter().map(|&f| u64::from(!f)).collect())
        .collect()
}

/// An n × m case with the cells in `blocked` (1-based) blocked.
fn table(n: usize, m: usize, blocked: &[(usize, usize)]) -> Case {
    let mut c = vec![vec![0u64; m]; n];
    for &(r, col) in blocked {
        c[r - 1][col - 1] = 1;
    }
    c
}

fn turtles() -> Problem {
    Problem {
        listing: "codeforces-348d-turtles",
        time_limit_ms: 2000,
        limits_by_check: false,
        small: |r| {
            let n = r.range(2, 6) as usize;
            let m = r.range(2, 6) as usize;
            let percent = r.range(0, 35);
            to_case(&random_grid(r, n, m, percent))
        },
        input: |c| testkit::convolutions::lgv::turtles_input(&to_grid(c)),
        valid: |c| {
            let n = c.len();
            let m = c.first().map_or(0, Vec::len);
            (2..=3000).contains(&n)
                && (2..=3000).contains(&m)
                && c.iter().all(|row| row.len() == m && row.iter().all(|&x| x <= 1))
                && c[0][0] == 0
                && c[n - 1][m - 1] == 0
        },
        check: |c, out| {
            same_tokens(&format!("{}\n", turtle_pairs_by_steps(&to_grid(c))), out)
        },
        traps: || {
            vec![
                trap(
                    "忘了行列式的负项：空的 3×3 表有 3 对，只乘对角线得 4",
                    "the determinant's minus term forgotten: the empty 3×3 table has 3 pairs, the diagonal product alone is 4",
                    table(3, 3, &[]),
                ),
                trap(
                    "两个汇点的顺序反了：行列式变号，空的 4×4 表应为 20",
                    "the two sinks in the wrong order: the determinant changes sign; the empty 4×4 table is 20",
                    table(4, 4, &[]),
                ),
                trap(
                    "起点旁的 (1, 2) 是障碍：只有一条路出得去，答案 0",
                    "(1, 2) beside the start is an obstacle: one way out only, the answer is 0",
                    table(3, 4, &[(1, 2)]),
                ),
                trap(
                    "终点旁的 (n, m − 1) 是障碍：答案 0",
                    "(n, m − 1) beside the goal is an obstacle: the answer is 0",
                    table(4, 3, &[(4, 2)]),
                ),
                trap(
                    "2×2 的空表：一对路径（右下与下右），起点与汇点重合",
                    "the empty 2×2 table: one pair (right-down and down-right), the sources are the sinks",
                    table(2, 2, &[]),
                ),
                trap(
                    "n = 2：(n − 1, m) 在第一行，从 (2, 1) 到不了",
                    "n = 2: (n − 1, m) lies in the first row, out of reach from (2, 1)",
                    table(2, 6, &[]),
                ),
                trap(
                    "中间一堵墙只留一条缝：两只乌龟挤不过去",
                    "a wall across the middle with one gap: the two turtles cannot both pass",
                    table(5, 5, &[(3, 1), (3, 2), (3, 4), (3, 5)]),
                ),
                trap(
                    "60×60 的空表：乘积要取模",
                    "the empty 60×60 table: products reduced modulo 10^9 + 7",
                    table(60, 60, &[]),
                ),
            ]
        },
        limits: |r| {
            vec![
                ("n = m = 3000, no obstacle", table(3000, 3000, &[])),
                (
                    "n = m = 3000, 10% blocked",
                    to_case(&random_grid(r, 3000, 3000, 10)),
                ),
            ]
        },
    }
}

// ---------------------------------------------------------------------------
// Luogu P6657 【模板】LGV 引理
// ---------------------------------------------------------------------------

fn to_lgv(group: &[u64]) -> LgvCase {
    let pairs = &group[1..];
    LgvCase {
        n: group[0] as usize,
        starts: pairs.iter().step_by(2).map(|&x| x as usize).collect(),
        ends: pairs.iter().skip(1).step_by(2).map(|&x| x as usize).collect(),
    }
}

fn from_lgv(t: &LgvCase) -> Vec<u64> {
    let mut g = vec![t.n as u64];
    for (&a, &b) in t.starts.iter().zip(&t.ends) {
        g.push(a as u64);
        g.push(b as u64);
    }
    g
}

/// One test of `n` with the (start, end) pairs.
fn test(n: u64, pairs: &[(u64, u64)]) -> Vec<u64> {
    let mut g = vec![n];
    for &(a, b) in pairs {
        g.push(a);
        g.push(b);
    }
    g
}

fn lgv_valid(c: &Case) -> bool {
    !c.is_empty()
        && c.iter().all(|g| {
            let Some(&n) = g.first() else {
                return false;
            };
            let pairs = g.len().saturating_sub(1);
            let t = to_lgv(g);
            (2..=1_000_000).contains(&n)
                && pairs % 2 == 0
                && (1..=100).contains(&(pairs / 2))
                && g[1..].iter().all(|&x| (1..=n).contains(&x))
                && t.starts.windows(2).all(|w| w[0] <= w[1])
                && t.ends.windows(2).all(|w| w[0] <= w[1])
        })
}

/// Every tuple of paths for boards of at most 8 × 8 and m ≤ 3, else the
/// determinant over every permutation (m ≤ 7).
fn lgv_oracle(c: &Case) -> String {
    let mut s = String::new();
    for g in c {
        let t = to_lgv(g);
        let v = if t.n <= 8 && t.starts.len() <= 3 {
            lgv_families_by_enumeration(&t)
        } else {
            lgv_by_permutations(&t)
        };
        s.push_str(&format!("{v}\n"));
    }
    s
}

fn lgv() -> Problem {
    Problem {
        listing: "luogu-6657-lgv",
        time_limit_ms: 1000,
        limits_by_check: false,
        small: |r| {
            let tests = r.range(1, 5);
            (0..tests)
                .map(|_| from_lgv(&random_lgv_case(r, (2, 6), (1, 3))))
                .collect()
        },
        input: |c| {
            let tests: Vec<LgvCase> = c.iter().map(|g| to_lgv(g)).collect();
            testkit::convolutions::lgv::lgv_input(&tests)
        },
        valid: lgv_valid,
        check: |c, out| same_tokens(&lgv_oracle(c), out),
        traps: || {
            vec![
                trap(
                    "两个棋子起点相同：必然相交，答案 0（行列式有两行相同）",
                    "two pieces on the same start always meet: the answer is 0 (two equal rows)",
                    vec![test(5, &[(2, 3), (2, 4)])],
                ),
                trap(
                    "两个棋子终点相同：答案 0",
                    "two pieces with the same end: the answer is 0",
                    vec![test(6, &[(1, 4), (3, 4), (5, 6)])],
                ),
                trap(
                    "b_i < a_i：走不到，那一项是 0，不是负数的组合数",
                    "b_i < a_i: out of reach, that entry is 0, not a binomial of a negative number",
                    vec![test(5, &[(1, 1), (3, 2)]), test(4, &[(2, 1)])],
                ),
                trap(
                    "路径数是 C(b − a + n − 1, n − 1)：纵向只走 n − 1 步",
                    "the path count is C(b − a + n − 1, n − 1): n − 1 steps up, not n",
                    vec![test(3, &[(1, 2), (2, 3)]), test(5, &[(1, 3), (3, 5)])],
                ),
                trap(
                    "n = 10^6：组合数要用到 2n − 2 的阶乘",
                    "n = 10^6: the binomials need factorials up to 2n − 2",
                    vec![test(1_000_000, &[(1, 999_999), (2, 1_000_000)])],
                ),
                trap(
                    "消元遇到为 0 的主元要换行并变号：前两个棋子的答案恰是 998244353 的倍数",
                    "a zero pivot in the elimination needs a row swap and a sign change: the first two pieces' answer is a multiple of 998244353",
                    vec![test(
                        1_000_000,
                        &[(1, 745_070), (5, 745_124), (6, 745_200)],
                    )],
                ),
                trap(
                    "m = 1：答案就是一个组合数",
                    "m = 1: the answer is one binomial",
                    vec![test(1_000_000, &[(1, 1_000_000)]), test(2, &[(2, 2)])],
                ),
            ]
        },
        limits: |r| {
            let big: Case = (0..5)
                .map(|_| from_lgv(&random_lgv_case(r, (1_000_000, 1_000_000), (100, 100))))
                .collect();
            let spread: Case = (0..5)
                .map(|_| {
                    test(
                        1_000_000,
                        &(1..=100).map(|i| (i * 10_000, i * 10_000)).collect::<Vec<_>>(),
                    )
                })
                .collect();
            vec![
                ("T = 5, n = 10^6, m = 100, random lists", big),
                ("T = 5, n = 10^6, m = 100, a_i = b_i = 10^4·i", spread),
            ]
        },
    }
}
