//! Part 3's problems: set Nim (AcWing 893, CSES 1729), split Nim (AcWing 894),
//! Fibonacci moves (HDU 1848) and moves 1–3 (CSES 1098).
//!
//! Small cases go to the exhaustive solvers of `testkit::sg`; bigger ones to
//! SG tables computed there by plain mex and combined by the SG theorem
//! (itself checked against the solvers in `testkit::sg`'s tests).

use super::games::{heaps, lists, small, t_tests, to_u32, total_len};
use super::{line, same_tokens, trap, Problem};
use testkit::cses::first_second;
use testkit::rng::Rng;
use testkit::sg::{
    fibonacci_up_to, split_sg_plain, subtraction_sg_by_solver, subtraction_sg_plain, FibonacciBySg,
    FibonacciOracle, SplitOracle, SubtractionOracle,
};

const E9: u64 = 1_000_000_000;

pub fn problems() -> Vec<Problem> {
    vec![
        Problem {
            listing: "acwing-893-set-nim",
            time_limit_ms: 1000,
            limits_by_check: false,
            small: |r| {
                let k = r.range(1, 3) as usize;
                let mut s = distinct(r, k, 6);
                s.sort_unstable();
                vec![s, heaps(r, 1, 3, 1, 10)]
            },
            input: |c| {
                format!(
                    "{}\n{}\n{}\n{}\n",
                    c[0].len(),
                    line(&c[0]),
                    c[1].len(),
                    line(&c[1])
                )
            },
            valid: |c| c.len() == 2 && lists(c, 2, 2, 1, 100, 1, 10_000) && all_distinct(&c[0]),
            check: |c, out| {
                let wins = if small(&c[1], 3, 10) && c[0].iter().all(|&s| s <= 10) {
                    SubtractionOracle::new(&to_u32(&c[0])).first_player_wins(&to_u32(&c[1]))
                } else {
                    let max = *c[1].iter().max().unwrap_or(&0) as usize;
                    let g = subtraction_sg_plain(&c[0], max);
                    c[1].iter().fold(0, |a, &h| a ^ g[h as usize]) != 0
                };
                same_tokens(if wins { "Yes" } else { "No" }, out)
            },
            traps: || {
                vec![
                    trap(
                        "标记数组开 k 而不是 k+1：S = {1..100} 时 SG(100) = 100", "a mark array of size k instead of k+1: with S = {1..100}, SG(100) = 100",
                        vec![(1..=100).collect(), vec![100]],
                    ),
                    trap("把 s > x 的走法也算进去", "counting the moves with s > x too", vec![vec![5], vec![3]]),
                    trap(
                        "记忆化递归在 1 MiB 栈上溢出", "memoised recursion overflows a 1 MiB stack",
                        vec![vec![1], vec![10_000, 9_999]],
                    ),
                ]
            },
            limits: |r| {
                let mut s = distinct(r, 100, 10_000);
                s.sort_unstable();
                vec![
                    (
                        "|S| = 100, 100 heaps up to 10^4",
                        vec![s, heaps(r, 100, 100, 1, 10_000)],
                    ),
                    (
                        "S = {1..100}, 100 heaps of 10^4",
                        vec![(1..=100).collect(), vec![10_000; 100]],
                    ),
                ]
            },
        },
        Problem {
            listing: "acwing-894-split-nim",
            time_limit_ms: 1000,
            limits_by_check: false,
            // The exhaustive split-Nim search is only feasible up to 3 heaps
            // of 4; half the cases are bigger and go to the SG table.
            small: |r| {
                if r.range(0, 1) == 0 {
                    vec![heaps(r, 1, 3, 1, 4)]
                } else {
                    vec![heaps(r, 1, 5, 1, 20)]
                }
            },
            input: |c| format!("{}\n{}\n", c[0].len(), line(&c[0])),
            valid: |c| c.len() == 1 && lists(c, 1, 1, 1, 100, 1, 100),
            check: |c, out| {
                let wins = if small(&c[0], 3, 4) {
                    SplitOracle::default().first_player_wins(&to_u32(&c[0]))
                } else {
                    let g = split_sg_plain(100);
                    c[0].iter().fold(0, |a, &h| a ^ g[h as usize]) != 0
                };
                same_tokens(if wins { "Yes" } else { "No" }, out)
            },
            traps: || {
                vec![
                    trap("标记数组按堆的大小开：a = 4 时后继值 6 > 4", "the mark array sized by the pile: at a = 4 an option's value is 6 > 4", vec![vec![4]]),
                    trap("按最大 SG 值开：a = 6 时后继值 15", "the mark array sized by the largest SG value: at a = 6 an option's value is 15", vec![vec![6, 3]]),
                    trap("内层循环写成 j < i，漏掉两堆相等", "the inner loop written j < i, missing two equal piles", vec![vec![1]]),
                    trap("后继值用加法而不是异或", "an option's value by addition instead of XOR", vec![vec![3, 5, 100]]),
                ]
            },
            limits: |r| vec![("100 heaps up to 100", vec![heaps(r, 100, 100, 1, 100)])],
        },
        Problem {
            listing: "hdu-1848-fibonacci-sg",
            time_limit_ms: 1000,
            limits_by_check: false,
            small: |r| (0..20).map(|_| heaps(r, 3, 3, 1, 12)).collect(),
            input: |c| {
                let mut s = String::new();
                for t in c {
                    s.push_str(&line(t));
                    s.push('\n');
                }
                s + "0 0 0\n"
            },
            valid: |c| lists(c, 1, usize::MAX, 3, 3, 1, 1000),
            check: |c, out| {
                let mut exhaustive = FibonacciOracle::default();
                let by_sg = FibonacciBySg::new(1000);
                let want: Vec<&str> = c
                    .iter()
                    .map(|t| {
                        let h = [t[0] as u32, t[1] as u32, t[2] as u32];
                        if small(t, 3, 12) {
                            exhaustive.answer(h)
                        } else {
                            by_sg.answer(h)
                        }
                    })
                    .collect();
                same_tokens(&want.join("\n"), out)
            },
            traps: || {
                let big = *fibonacci_up_to(1000).last().unwrap_or(&987) as u64;
                vec![
                    trap(
                        "只有 0 0 0 才结束：含 0 的行不会出现，最大的堆", "stopping only at 0 0 0: a line with a 0 never comes, the largest piles",
                        vec![vec![1000, 1000, 1000]],
                    ),
                    trap("斐波那契数列到最大堆为止", "the Fibonacci numbers only up to the largest pile", vec![vec![big, big + 1, 1]]),
                ]
            },
            limits: |r| {
                vec![(
                    "10^4 lines of heaps up to 1000",
                    (0..10_000).map(|_| heaps(r, 3, 3, 1, 1000)).collect(),
                )]
            },
        },
        Problem {
            listing: "cses-1098-nim-game-ii",
            time_limit_ms: 1000,
            limits_by_check: false,
            small: |r| (0..30).map(|_| heaps(r, 1, 3, 1, 9)).collect(),
            input: t_tests,
            valid: |c| lists(c, 1, 200_000, 1, 200_000, 1, E9) && total_len(c) <= 200_000,
            check: |c, out| {
                let mut oracle = SubtractionOracle::new(&[1, 2, 3]);
                let want: Vec<&str> = c
                    .iter()
                    .map(|h| {
                        first_second(if small(h, 3, 9) {
                            oracle.first_player_wins(&to_u32(h))
                        } else {
                            h.iter().fold(0, |a, &x| a ^ (x % 4)) != 0
                        })
                    })
                    .collect();
                same_tokens(&want.join("\n"), out)
            },
            traps: || {
                vec![
                    trap("直接异或堆的大小（4 的倍数单独就是必败态）", "XOR of the pile sizes themselves (a multiple of 4 alone is a losing position)", vec![vec![4]]),
                    trap("直接异或堆的大小", "XOR of the pile sizes themselves", vec![vec![1, 5]]),
                ]
            },
            limits: |r| {
                vec![
                    (
                        "one test of 2*10^5 heaps",
                        vec![heaps(r, 200_000, 200_000, 1, E9)],
                    ),
                    (
                        "2*10^5 tests of one heap",
                        (0..200_000).map(|_| heaps(r, 1, 1, 1, E9)).collect(),
                    ),
                ]
            },
        },
        Problem {
            listing: "cses-1729-stick-game",
            time_limit_ms: 1000,
            limits_by_check: false,
            small: |r| {
                let k = r.range(1, 3) as usize;
                let mut s = distinct(r, k, 8);
                if !s.contains(&1) {
                    s.push(1);
                }
                s.sort_unstable();
                let n = r.range(*s.last().unwrap_or(&1), 40);
                vec![vec![n], s]
            },
            input: |c| format!("{} {}\n{}\n", c[0][0], c[1].len(), line(&c[1])),
            valid: |c| {
                c.len() == 2
                    && c[0].len() == 1
                    && (1..=1_000_000).contains(&c[0][0])
                    && (1..=100).contains(&c[1].len())
                    && c[1].iter().all(|&p| p >= 1 && p <= c[0][0])
                    && c[1].contains(&1)
                    && all_distinct(&c[1])
            },
            check: |c, out| {
                let n = c[0][0];
                let want: String = if n <= 200 {
                    let s = to_u32(&c[1]);
                    subtraction_sg_by_solver(&s, n as u32)[1..]
                        .iter()
                        .map(|&g| if g != 0 { 'W' } else { 'L' })
                        .collect()
                } else {
                    subtraction_sg_plain(&c[1], n as usize)[1..]
                        .iter()
                        .map(|&g| if g != 0 { 'W' } else { 'L' })
                        .collect()
                };
                same_tokens(&want, out)
            },
            traps: || {
                vec![
                    trap("题面的样例：S = {1, 3, 4}", "the statement's sample: S = {1, 3, 4}", vec![vec![10], vec![1, 3, 4]]),
                    trap("步长大于现有木棍时不能走", "a step longer than the sticks left cannot be taken", vec![vec![6], vec![1, 6]]),
                ]
            },
            limits: |r| {
                let mut s = distinct(r, 99, 1_000_000);
                s.retain(|&p| p != 1);
                s.push(1);
                s.sort_unstable();
                vec![
                    (
                        "n = 10^6, moves 1..=100",
                        vec![vec![1_000_000], (1..=100).collect()],
                    ),
                    ("n = 10^6, random moves", vec![vec![1_000_000], s]),
                ]
            },
        },
    ]
}

/// `k` distinct values in `1..=max` (also used by `inversion`).
pub(super) fn distinct(r: &mut Rng, k: usize, max: u64) -> Vec<u64> {
    let mut v: Vec<u64> = Vec::new();
    while v.len() < k {
        let x = r.range(1, max);
        if !v.contains(&x) {
            v.push(x);
        }
    }
    v
}

pub(super) fn all_distinct(v: &[u64]) -> bool {
    let mut s = v.to_vec();
    s.sort_unstable();
    s.windows(2).all(|w| w[0] != w[1])
}
