//! Part 2's problems: the stone game on a tree (AtCoder AGC010 F), Nim
//! (AcWing 891, CSES 1730), Nim with a fixed first pile (Luogu P5675), POJ 2975, staircase Nim (AcWing 892, CSES 1099)
//! and anti-Nim (Luogu P4279).
//!
//! Small cases are judged by the exhaustive solvers; a case too big to search
//! (traps and the like) by the rule the chapter proves, written out here.

use super::{line, same_tokens, trap, Case, Problem};
use testkit::cses::{first_second, StairGameOracle};
use testkit::nim::{answer_5675, NimOracle};
use testkit::nim_family::{MisereOracle, StaircaseOracle, WinningMoves};
use testkit::rng::Rng;
use testkit::trees_graphs::answer_agc010f;

const E9: u64 = 1_000_000_000;

pub fn problems() -> Vec<Problem> {
    vec![
        Problem {
            listing: "luogu-5675-taking-stones",
            time_limit_ms: 1000,
            limits_by_check: false,
            small: |r| vec![heaps(r, 1, 5, 1, 6)],
            input: |c| format!("{}\n{}\n", c[0].len(), line(&c[0])),
            valid: |c| one_list(c, 1, 200, 1, 200),
            check: |c, out| {
                let want = if small(&c[0], 5, 6) {
                    answer_5675(&to_u32(&c[0]))
                } else {
                    fixed_first_pile_losses(&c[0])
                };
                same_tokens(&want.to_string(), out)
            },
            traps: || {
                vec![
                    trap(
                        "把“其余堆的异或和等于 a_i”算作 Alice 能赢：她要把这一堆减少，留下的必须比 a_i 少",
                        "counting \"the others' XOR equals a_i\" as an Alice win: she must shrink the pile, so what she leaves is below a_i",
                        vec![vec![1, 2, 2]],
                    ),
                    trap(
                        "忘了只选出指定的那一堆也是一种方案（Alice 一次拿完，赢）",
                        "forgetting that keeping the designated pile alone is a choice too (Alice takes it all and wins)",
                        vec![vec![3]],
                    ),
                    trap(
                        "计数不取模：200 堆时方案数远超 64 位",
                        "counting without the modulus: with 200 piles the count is far beyond 64 bits",
                        vec![vec![200; 200]],
                    ),
                ]
            },
            limits: |r| vec![("200 piles up to 200", vec![heaps(r, 200, 200, 1, 200)])],
        },
        Problem {
            listing: "atcoder-agc010-f-tree-game",
            time_limit_ms: 2000,
            limits_by_check: false,
            small: |r| {
                let n = r.range(2, 7) as usize;
                let stones = (0..n).map(|_| r.range(0, 4)).collect();
                let parents = (2..=n as u64).map(|v| r.range(1, v - 1)).collect();
                vec![stones, parents]
            },
            input: |c| {
                let mut s = format!("{}\n{}\n", c[0].len(), line(&c[0]));
                for (i, &p) in c[1].iter().enumerate() {
                    // Both orders occur in the judge's input: alternate them.
                    let v = i as u64 + 2;
                    let e = if i % 2 == 0 { [p, v] } else { [v, p] };
                    s.push_str(&line(&e));
                    s.push('\n');
                }
                s
            },
            valid: |c| {
                c.len() == 2
                    && (2..=3000).contains(&c[0].len())
                    && c[1].len() + 1 == c[0].len()
                    && c[0].iter().all(|&x| x <= E9)
                    && c[1]
                        .iter()
                        .enumerate()
                        .all(|(i, &p)| (1..=i as u64 + 1).contains(&p))
            },
            check: |c, out| {
                let edges: Vec<(usize, usize)> = c[1]
                    .iter()
                    .enumerate()
                    .map(|(i, &p)| (p as usize - 1, i + 1))
                    .collect();
                let want = if c[0].len() <= 7 && c[0].iter().all(|&x| x <= 4) {
                    let stones: Vec<u8> = c[0].iter().map(|&x| x as u8).collect();
                    answer_agc010f(&stones, &edges)
                } else {
                    stone_rule(&c[0], &edges)
                };
                same_tokens(&want, out)
            },
            traps: || {
                vec![
                    trap(
                        "走到石子一样多的邻点也算（用 ≤ 比较）：对手会把棋子走回来",
                        "counting a move to a neighbour with as many stones (comparing with ≤): the opponent moves the piece back",
                        vec![vec![2, 2], vec![1]],
                    ),
                    trap(
                        "只要有石子更少的邻点就算必胜：那个邻点本身也要是必败态",
                        "winning whenever some neighbour has fewer stones: that neighbour must itself be a loss to move from",
                        vec![vec![1, 2, 3], vec![1, 2]],
                    ),
                    trap(
                        "没有石子的点也算作起点：先手在那里一步也走不了",
                        "counting a vertex without stones as a start: the first player cannot move there",
                        vec![vec![0, 5, 0], vec![1, 2]],
                    ),
                ]
            },
            limits: |r| {
                let path_up = vec![(1..=3000).collect(), (1..3000).collect()];
                let random = vec![
                    (0..3000).map(|_| r.range(0, E9)).collect(),
                    (2..=3000u64).map(|v| r.range(1, v - 1)).collect(),
                ];
                vec![
                    ("a path of 3000 vertices, stones 1..3000", path_up),
                    ("a random tree of 3000 vertices, stones up to 10^9", random),
                ]
            },
        },
        Problem {
            listing: "acwing-891-nim",
            time_limit_ms: 1000,
            limits_by_check: false,
            small: |r| vec![heaps(r, 1, 5, 1, 9)],
            input: |c| format!("{}\n{}\n", c[0].len(), line(&c[0])),
            valid: |c| one_list(c, 1, 100_000, 1, E9),
            check: |c, out| same_tokens(if nim_wins(&c[0]) { "Yes" } else { "No" }, out),
            traps: || {
                vec![
                    trap("总数是偶数、最大堆是 3，但异或和为 0", "an even total and largest pile 3, but the nim sum is 0", vec![vec![1, 2, 3]]),
                    trap(
                        "两堆 10^9：加起来会溢出 32 位，异或和为 0", "two piles of 10^9: their sum overflows 32 bits, the nim sum is 0",
                        vec![vec![E9, E9]],
                    ),
                ]
            },
            limits: |r| {
                vec![(
                    "10^5 heaps up to 10^9",
                    vec![heaps(r, 100_000, 100_000, 1, E9)],
                )]
            },
        },
        Problem {
            listing: "acwing-892-staircase-nim",
            time_limit_ms: 1000,
            limits_by_check: false,
            small: |r| vec![heaps(r, 1, 4, 1, 4)],
            input: |c| format!("{}\n{}\n", c[0].len(), line(&c[0])),
            valid: |c| one_list(c, 1, 100_000, 1, E9),
            check: |c, out| {
                let wins = if small(&c[0], 4, 4) {
                    StaircaseOracle::default().first_player_wins(&to_u32(&c[0]))
                } else {
                    c[0].iter().step_by(2).fold(0, |a, &b| a ^ b) != 0
                };
                same_tokens(if wins { "Yes" } else { "No" }, out)
            },
            traps: || {
                vec![
                    trap("用偶数级（或 0 起始数组的奇数下标）", "using the even steps (or the odd indices of a 0-based array)", vec![vec![2, 2, 2]]),
                    trap("所有台阶一起异或", "XOR over all the steps", vec![vec![2, 1, 3]]),
                    trap("从顶上往下编号（n 为偶数时）", "numbering the steps from the top (when n is even)", vec![vec![3, 1, 3, 2]]),
                ]
            },
            limits: |r| {
                vec![(
                    "10^5 steps up to 10^9",
                    vec![heaps(r, 100_000, 100_000, 1, E9)],
                )]
            },
        },
        Problem {
            listing: "poj-2975-nim-moves",
            time_limit_ms: 1000,
            limits_by_check: false,
            small: |r| (0..30).map(|_| heaps(r, 1, 4, 1, 7)).collect(),
            input: |c| {
                let mut s = String::new();
                for h in c {
                    s.push_str(&format!("{}\n{}\n", h.len(), line(h)));
                }
                s + "0\n"
            },
            valid: |c| lists(c, 1, usize::MAX, 1, 1000, 1, E9),
            check: |c, out| {
                let mut oracle = WinningMoves::default();
                let want: Vec<String> = c
                    .iter()
                    .map(|h| {
                        if small(h, 4, 7) {
                            oracle.count(&to_u32(h)).to_string()
                        } else {
                            winning_moves_by_top_bit(h).to_string()
                        }
                    })
                    .collect();
                same_tokens(&want.join("\n"), out)
            },
            traps: || {
                vec![
                    trap("把 < 写成 <=（必败态会答 n）", "< written as <= (a losing position would answer n)", vec![vec![E9, E9]]),
                    trap("数非空的堆或最大的堆", "counting the non-empty piles, or the largest pile", vec![vec![1, 2]]),
                    trap("把相同大小的堆合并计数", "merging piles of the same size in the count", vec![vec![3, 3, 3]]),
                ]
            },
            limits: |r| {
                vec![(
                    "20 cases of 1000 heaps up to 10^9",
                    (0..20).map(|_| heaps(r, 1000, 1000, 1, E9)).collect(),
                )]
            },
        },
        Problem {
            listing: "luogu-4279-anti-nim",
            time_limit_ms: 1000,
            limits_by_check: false,
            small: |r| (0..30).map(|_| heaps(r, 1, 4, 1, 5)).collect(),
            input: |c| {
                let mut s = format!("{}\n", c.len());
                for h in c {
                    s.push_str(&format!("{}\n{}\n", h.len(), line(h)));
                }
                s
            },
            valid: |c| lists(c, 1, 500, 1, 50, 1, 5000),
            check: |c, out| {
                let mut oracle = MisereOracle::default();
                let want: Vec<&str> = c
                    .iter()
                    .map(|h| {
                        let wins = if small(h, 4, 5) {
                            oracle.first_player_wins(&to_u32(h))
                        } else {
                            anti_nim_rule(h)
                        };
                        if wins {
                            "John"
                        } else {
                            "Brother"
                        }
                    })
                    .collect();
                same_tokens(&want.join("\n"), out)
            },
            traps: || {
                vec![
                    trap(
                        "照搬 Nim：两堆各 1 颗时异或和为 0，先手却赢", "copying Nim: with two piles of 1 the nim sum is 0, yet the first player wins",
                        vec![vec![1, 1]],
                    ),
                    trap("全是 1 且个数为奇数", "all piles 1 and an odd number of them", vec![vec![1, 1, 1]]),
                    trap("只有一堆大堆", "only one big pile", vec![vec![5]]),
                ]
            },
            limits: |r| {
                vec![(
                    "500 cases of 50 heaps up to 5000",
                    (0..500).map(|_| heaps(r, 50, 50, 1, 5000)).collect(),
                )]
            },
        },
        Problem {
            listing: "cses-1730-nim-game-i",
            time_limit_ms: 1000,
            limits_by_check: false,
            small: |r| (0..30).map(|_| heaps(r, 1, 4, 1, 7)).collect(),
            input: t_tests,
            valid: |c| lists(c, 1, 200_000, 1, 200_000, 1, E9) && total_len(c) <= 200_000,
            check: |c, out| {
                let mut oracle = NimOracle::default();
                let want: Vec<&str> = c
                    .iter()
                    .map(|h| {
                        first_second(if small(h, 4, 7) {
                            oracle.first_player_wins(&to_u32(h))
                        } else {
                            nim_wins(h)
                        })
                    })
                    .collect();
                same_tokens(&want.join("\n"), out)
            },
            traps: || {
                vec![trap(
                    "总数是偶数、最大堆是 3，但异或和为 0", "an even total and largest pile 3, but the nim sum is 0",
                    vec![vec![1, 2, 3]],
                )]
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
            listing: "cses-1099-stair-game",
            time_limit_ms: 1000,
            limits_by_check: false,
            small: |r| (0..30).map(|_| heaps(r, 1, 4, 0, 4)).collect(),
            input: t_tests,
            valid: |c| lists(c, 1, 200_000, 1, 200_000, 0, E9) && total_len(c) <= 200_000,
            check: |c, out| {
                let mut oracle = StairGameOracle::default();
                let want: Vec<&str> = c
                    .iter()
                    .map(|h| {
                        first_second(if small(h, 4, 4) {
                            oracle.first_player_wins(&to_u32(h))
                        } else {
                            h.iter().skip(1).step_by(2).fold(0, |a, &b| a ^ b) != 0
                        })
                    })
                    .collect();
                same_tokens(&want.join("\n"), out)
            },
            traps: || {
                vec![
                    trap(
                        "照搬 AcWing 892 的奇数级规则：球只在第 1 级，谁都不能动", "copying AcWing 892's odd-step rule: the only ball is on step 1, nobody can move",
                        vec![vec![5]],
                    ),
                    trap("照搬奇数级规则：偶数级异或和不为 0", "copying the odd-step rule: the XOR of the even steps is not 0", vec![vec![2, 2, 2]]),
                ]
            },
            limits: |r| {
                vec![
                    (
                        "one test of 2*10^5 stairs",
                        vec![heaps(r, 200_000, 200_000, 0, E9)],
                    ),
                    (
                        "2*10^5 tests of one stair",
                        (0..200_000).map(|_| heaps(r, 1, 1, 0, E9)).collect(),
                    ),
                ]
            },
        },
    ]
}

/// `n` values in `lo..=hi`, with n drawn from `min_n..=max_n`.
pub(super) fn heaps(r: &mut Rng, min_n: usize, max_n: usize, lo: u64, hi: u64) -> Vec<u64> {
    let n = r.range(min_n as u64, max_n as u64) as usize;
    (0..n).map(|_| r.range(lo, hi)).collect()
}

/// Exactly one group of `min_n..=max_n` values in `lo..=hi`.
pub(super) fn one_list(c: &Case, min_n: usize, max_n: usize, lo: u64, hi: u64) -> bool {
    c.len() == 1 && lists(c, 1, 1, min_n, max_n, lo, hi)
}

/// `min_g..=max_g` groups, each of `min_n..=max_n` values in `lo..=hi`.
pub(super) fn lists(
    c: &Case,
    min_g: usize,
    max_g: usize,
    min_n: usize,
    max_n: usize,
    lo: u64,
    hi: u64,
) -> bool {
    (min_g..=max_g).contains(&c.len())
        && c.iter()
            .all(|g| (min_n..=max_n).contains(&g.len()) && g.iter().all(|v| (lo..=hi).contains(v)))
}

pub(super) fn total_len(c: &Case) -> usize {
    c.iter().map(Vec::len).sum()
}

/// CSES's multi-test layout: `t`, then `n` and the values of each test.
pub(super) fn t_tests(c: &Case) -> String {
    let mut s = format!("{}\n", c.len());
    for h in c {
        s.push_str(&format!("{}\n{}\n", h.len(), line(h)));
    }
    s
}

/// Small enough for the exhaustive solvers: at most `n` heaps of at most `v`.
pub(super) fn small(h: &[u64], n: usize, v: u64) -> bool {
    h.len() <= n && h.iter().all(|&x| x <= v)
}

pub(super) fn to_u32(h: &[u64]) -> Vec<u32> {
    h.iter().map(|&x| x as u32).collect()
}

/// The Nim theorem (proved in the Nim chapter), for positions too big to search.
fn nim_wins(h: &[u64]) -> bool {
    h.iter().fold(0, |a, &b| a ^ b) != 0
}

/// POJ 2975 by the chapter's Theorem 2: the heaps whose bit at the Nim sum's
/// highest set bit is 1.
fn winning_moves_by_top_bit(h: &[u64]) -> u64 {
    let s = h.iter().fold(0u64, |a, &b| a ^ b);
    if s == 0 {
        return 0;
    }
    let k = 63 - s.leading_zeros();
    h.iter().filter(|&&x| (x >> k) & 1 == 1).count() as u64
}

/// The anti-Nim theorem (misère chapter), for positions too big to search.
fn anti_nim_rule(h: &[u64]) -> bool {
    let s = h.iter().fold(0, |a, &b| a ^ b);
    if h.iter().all(|&x| x <= 1) {
        s == 0
    } else {
        s != 0
    }
}

/// AtCoder AGC010 F by the rule the chapter proves: the player to move at v
/// wins iff some neighbour has fewer stones and is a loss to move from;
/// settled in increasing order of stones. The winning starts, 1-based.
fn stone_rule(stones: &[u64], edges: &[(usize, usize)]) -> String {
    let n = stones.len();
    let mut adj = vec![Vec::new(); n];
    for &(x, y) in edges {
        adj[x].push(y);
        adj[y].push(x);
    }
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&v| stones[v]);
    let mut win = vec![false; n];
    for v in order {
        win[v] = adj[v].iter().any(|&u| stones[u] < stones[v] && !win[u]);
    }
    let starts: Vec<String> = (0..n).filter(|&v| win[v]).map(|v| (v + 1).to_string()).collect();
    starts.join(" ")
}


/// Luogu P5675 by the Nim theorem, beyond the search: Alice cannot win from
/// pile i exactly when the other kept piles' XOR is at least a_i; count those
/// sets by XOR value, modulo 10^9 + 7.
fn fixed_first_pile_losses(piles: &[u64]) -> u64 {
    const P: u64 = 1_000_000_007;
    let mut total = 0;
    for i in 0..piles.len() {
        let mut by_xor = vec![0u64; 256];
        by_xor[0] = 1;
        for (j, &a) in piles.iter().enumerate() {
            if j != i {
                let old = by_xor.clone();
                for (x, &c) in old.iter().enumerate() {
                    let y = x ^ a as usize;
                    by_xor[y] = (by_xor[y] + c) % P;
                }
            }
        }
        total = by_xor[piles[i] as usize..].iter().fold(total, |t, &c| (t + c) % P);
    }
    total
}
