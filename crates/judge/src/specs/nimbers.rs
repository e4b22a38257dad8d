//! Part 8: nimbers. Library Checker nim_product_64; Luogu P2594 (染色游戏).
//!
//! A P2594 case is a list of boards, each `[n, m, c_11, …, c_nm]` with c = 1
//! for 'T'. Boards of at most 12 cells are judged by a search of the whole
//! game; bigger ones by the chapter's single-cell rule.
//!
//! A P4055 case is one maze `[[n, m, c_11, …, c_nm]]` (c = 1 for '.'); up to
//! 25 cells it is judged by a search of the game, beyond by the matching-size
//! definition (deleting the cell keeps the maximum matching size).
//!
//! An ext-tartan case is `[[g1, g2], [x, y], …]` (games by index into
//! `GAMES`); heads inside 4 × 4 are judged by a search of the whole product
//! game, the rest by the closed forms of the factor games and `NimBits`.
//!
//! A P4136 case is one list of board sizes `[[n_1, …, n_k]]`; boards up to
//! 4 × 4 are judged by a search of the game (every path of distinct cells
//! from the corner), bigger ones by the chapter's theorem (a perfect matching
//! exactly when n is even).
//!
//! A nim_product_64 case is a list of pairs `[a, b]`. Small values are judged
//! by the mex definition itself (`nim_mul_mex_table`, below 64), the rest by
//! testkit's bit-pair product (checked against the mex definition).

use super::{same_tokens, trap, Case, Problem};
use testkit::nimbers::{
    answer_2594, answer_4055, answer_4055_by_matching_size, answer_tartan,
    coloring_first_wins_by_rule, coloring_game_sg, input_4055, input_coloring, input_tartan,
    geography_wins, nim_mul_mex_table, product_game_sg, Board, NimBits,
};
use testkit::rng::Rng;

/// Values below this are judged by the mex definition.
const MEX: u64 = 64;

pub fn problems() -> Vec<Problem> {
    vec![
        nim_product(),
        coloring_game(),
        tartan(),
        bipartite_game(),
        who_wins(),
    ]
}

/// Luogu P4136: does the first player win from the corner of the n × n board?
/// A search of the game up to 4 × 4, the chapter's theorem beyond.
fn corner_wins(n: u64) -> bool {
    if n > 4 {
        return n.is_multiple_of(2);
    }
    let n = n as usize;
    let mut adj = vec![0u32; n * n];
    for v in 0..n * n {
        if v % n + 1 < n {
            adj[v] |= 1 << (v + 1);
            adj[v + 1] |= 1 << v;
        }
        if v + n < n * n {
            adj[v] |= 1 << (v + n);
            adj[v + n] |= 1 << v;
        }
    }
    geography_wins(&adj, 0, 1)
}

fn who_wins() -> Problem {
    Problem {
        listing: "luogu-4136-who-wins",
        time_limit_ms: 1000,
        limits_by_check: false,
        small: |r| {
            let k = r.range(1, 6) as usize;
            vec![(0..k).map(|_| r.range(1, 4)).collect()]
        },
        input: |c| {
            let mut s: String = c[0].iter().map(|n| format!("{n}\n")).collect();
            s.push_str("0\n");
            s
        },
        valid: |c| {
            c.len() == 1 && !c[0].is_empty() && c[0].iter().all(|n| (1..=10_000).contains(n))
        },
        check: |c, out| {
            let want: Vec<&str> = c[0]
                .iter()
                .map(|&n| if corner_wins(n) { "Alice" } else { "Bob" })
                .collect();
            same_tokens(&want.join("\n"), out)
        },
        traps: || {
            vec![
                trap(
                    "1 × 1 的棋盘：先手一步也走不了，是 Bob 赢",
                    "the 1 × 1 board: the first player cannot move, so Bob wins",
                    vec![vec![1]],
                ),
                trap(
                    "n 为奇数时以为格子多的一色先走就赢：去掉角上一格仍能用骨牌铺满，是 Bob 赢",
                    "odd n taken as a first-player win: the board minus the corner is still tiled by dominoes, so Bob wins",
                    vec![vec![3, 5]],
                ),
                trap(
                    "只读一组数据：要一直读到 0",
                    "reading one board only: read until the 0",
                    vec![vec![2, 3, 4]],
                ),
            ]
        },
        limits: |_| vec![("every size from 1 to 10^4", vec![(1..=10_000).collect()])],
    }
}

/// A P4055 maze `[n, m, c_11, …, c_nm]` (c = 1 for '.') as rows.
fn maze_of(g: &[u64]) -> Vec<Vec<u8>> {
    g[2..]
        .chunks(g[1] as usize)
        .map(|r| {
            r.iter()
                .map(|&c| if c == 1 { b'.' } else { b'#' })
                .collect()
        })
        .collect()
}

/// A P4055 case from rows of '.'/'#'.
fn maze_case(rows: &[&str]) -> Case {
    let mut g = vec![rows.len() as u64, rows[0].len() as u64];
    g.extend(
        rows.iter()
            .flat_map(|r| r.bytes().map(|c| (c == b'.') as u64)),
    );
    vec![g]
}

fn bipartite_game() -> Problem {
    Problem {
        listing: "luogu-4055-game",
        time_limit_ms: 1000,
        limits_by_check: false,
        small: |r| {
            let (n, m) = (r.range(1, 5), r.range(1, 5));
            let open = r.range(40, 100);
            let mut g = vec![n, m];
            g.extend((0..n * m).map(|_| (r.range(0, 99) < open) as u64));
            vec![g]
        },
        input: |c| input_4055(&maze_of(&c[0])),
        valid: |c| {
            c.len() == 1
                && c[0].len() >= 3
                && (1..=100).contains(&c[0][0])
                && (1..=100).contains(&c[0][1])
                && c[0].len() as u64 == 2 + c[0][0] * c[0][1]
                && c[0][2..].iter().all(|&x| x <= 1)
        },
        check: |c, out| {
            let maze = maze_of(&c[0]);
            let want = if maze.len() * maze[0].len() <= 25 {
                answer_4055(&maze)
            } else {
                answer_4055_by_matching_size(&maze)
            };
            same_tokens(&want, out)
        },
        traps: || {
            vec![
                trap(
                    "贪心匹配不是最大匹配：L 形的四格有完美匹配", "a greedy matching that is not maximum: the four cells of an L have a perfect matching",
                    maze_case(&["...", ".##"]),
                ),
                trap(
                    "弄反了先后手：放棋子的人是后手，要输出不在每个最大匹配里的格子", "first and second player swapped: the one who places the piece moves second, so print the cells not in every maximum matching",
                    maze_case(&[".##", "...", "#.#"]),
                ),
                trap(
                    "只输出未匹配的格子，漏了交错路能换出来的格子", "printing only the unmatched cells, missing those an alternating path can swap in",
                    maze_case(&["....", "#.#.", "...."]),
                ),
                trap("全是墙：没有格子可放，输出 LOSE", "all walls: no cell to place on, print LOSE", maze_case(&["##", "##"])),
                trap("单独一格：对手无路可走，放棋子的人赢", "a single cell: the opponent cannot move, the player who places the piece wins", maze_case(&["#.#"])),
            ]
        },
        limits: |r| {
            let mut all = vec![100, 100];
            all.resize(2 + 10_000, 1);
            let mut odd = vec![99, 99];
            odd.resize(2 + 99 * 99, 1);
            let mut random = vec![100, 100];
            random.extend((0..10_000).map(|_| (r.range(0, 99) < 75) as u64));
            vec![
                ("100 × 100, all open", vec![all]),
                ("99 × 99, all open", vec![odd]),
                ("100 × 100, a quarter walls", vec![random]),
            ]
        },
    }
}

/// The factor games of `ext-tartan`, by code 0..4 in a case's first group.
const GAMES: [&str; 4] = ["ruler", "twins", "turtles", "mock"];

/// An ext-tartan case: `[[g1, g2], [x, y], …]`.
fn tartan_case(g1: usize, g2: usize, heads: &[(u64, u64)]) -> Case {
    let mut c = vec![vec![g1 as u64, g2 as u64]];
    c.extend(heads.iter().map(|&(x, y)| vec![x, y]));
    c
}

fn tartan() -> Problem {
    Problem {
        listing: "ext-tartan",
        time_limit_ms: 1000,
        limits_by_check: false,
        small: |r| {
            let mut c = vec![vec![r.range(0, 3), r.range(0, 3)]];
            let big = r.range(0, 4) == 0;
            for _ in 0..r.range(1, 8) {
                let h = if big {
                    vec![r.range(0, 99_999), r.range(0, 99_999)]
                } else {
                    vec![r.range(0, 3), r.range(0, 3)]
                };
                if !c[1..].contains(&h) {
                    c.push(h);
                }
            }
            c
        },
        input: |c| {
            let heads: Vec<(u64, u64)> = c[1..].iter().map(|h| (h[0], h[1])).collect();
            input_tartan(GAMES[c[0][0] as usize], GAMES[c[0][1] as usize], &heads)
        },
        valid: |c| {
            !c.is_empty()
                && c[0].len() == 2
                && c[0].iter().all(|&g| g < 4)
                && c.len() <= 100_001
                && c[1..]
                    .iter()
                    .all(|h| h.len() == 2 && h[0] < 100_000 && h[1] < 100_000)
                && c[1..]
                    .iter()
                    .collect::<std::collections::HashSet<_>>()
                    .len()
                    == c.len() - 1
        },
        check: |c, out| {
            let (g1, g2) = (GAMES[c[0][0] as usize], GAMES[c[0][1] as usize]);
            let heads: Vec<(u64, u64)> = c[1..].iter().map(|h| (h[0], h[1])).collect();
            let want = if heads.iter().all(|&(x, y)| x < 4 && y < 4) {
                let pos = heads.iter().fold(0usize, |p, &(x, y)| p | 1 << (x * 4 + y));
                let g = product_game_sg(g1, g2, 4, 4)[pos];
                format!("{g} {}", if g != 0 { "first" } else { "second" })
            } else {
                answer_tartan(&NimBits::new(), g1, g2, &heads)
            };
            same_tokens(&want, out)
        },
        traps: || {
            vec![
                trap(
                    "用普通乘法 g1·g2 代替 Nim 积：Twins × Twins 的 (2, 2) 是 2 ⊗ 2 = 3", "ordinary multiplication g1·g2 instead of the nim product: (2, 2) of Twins × Twins is 2 ⊗ 2 = 3",
                    tartan_case(1, 1, &[(2, 2), (1, 3)]),
                ),
                trap(
                    "用异或 g1 ⊕ g2 代替 Nim 积：Ruler × Ruler 的 (0, 0) 是 1", "XOR g1 ⊕ g2 instead of the nim product: (0, 0) of Ruler × Ruler is 1",
                    tartan_case(0, 0, &[(0, 0)]),
                ),
                trap(
                    "Twins 从 1 编号：Twins 的硬币 0 无路可走，值是 0", "numbering Twins from 1: coin 0 of Twins has no move, its value is 0",
                    tartan_case(1, 0, &[(0, 5), (3, 0)]),
                ),
                trap(
                    "Mock Turtles 的值写成 2x + 1：第 3 个 odious 数是 7，第 4 个是 8", "Mock Turtles' value written as 2x + 1: the 3rd odious number is 7, the 4th is 8",
                    tartan_case(3, 2, &[(3, 0), (4, 1)]),
                ),
                trap(
                    "值超过 2^16 时只做了 16 位的 Nim 积", "a 16-bit nim product for values above 2^16",
                    tartan_case(3, 3, &[(99_999, 99_999), (65_536, 40_000), (70_000, 1)]),
                ),
            ]
        },
        limits: |r| {
            let mut heads = Vec::new();
            let mut seen = std::collections::HashSet::new();
            while heads.len() < 100_000 {
                let h = (r.range(0, 99_999), r.range(0, 99_999));
                if seen.insert(h) {
                    heads.push(h);
                }
            }
            vec![(
                "k = 10^5 random heads, Mock Turtles × Ruler",
                tartan_case(3, 0, &heads),
            )]
        },
    }
}

/// The board of a P2594 group `[n, m, cells…]`.
fn board_of(g: &[u64]) -> Board {
    let m = g[1] as usize;
    g[2..]
        .chunks(m)
        .map(|row| {
            row.iter()
                .map(|&c| if c == 1 { b'T' } else { b'H' })
                .collect()
        })
        .collect()
}

/// A P2594 group from rows of 'H'/'T'.
fn group_of(rows: &[&str]) -> Vec<u64> {
    let mut g = vec![rows.len() as u64, rows[0].len() as u64];
    g.extend(
        rows.iter()
            .flat_map(|r| r.bytes().map(|c| (c == b'T') as u64)),
    );
    g
}

fn coloring_game() -> Problem {
    Problem {
        listing: "luogu-2594-coloring-game",
        time_limit_ms: 1000,
        limits_by_check: false,
        small: |r| {
            (0..r.range(1, 6))
                .map(|_| {
                    let (n, m) = if r.range(0, 3) == 0 {
                        (r.range(1, 20), r.range(1, 20))
                    } else {
                        let n = r.range(1, 4);
                        (n, r.range(1, 12 / n))
                    };
                    let mut g = vec![n, m];
                    g.extend((0..n * m).map(|_| r.range(0, 1)));
                    g
                })
                .collect()
        },
        input: |c| input_coloring(&c.iter().map(|g| board_of(g)).collect::<Vec<_>>()),
        valid: |c| {
            !c.is_empty()
                && c.len() <= 50
                && c.iter().all(|g| {
                    g.len() >= 3
                        && (1..=100).contains(&g[0])
                        && (1..=100).contains(&g[1])
                        && g.len() as u64 == 2 + g[0] * g[1]
                        && g[2..].iter().all(|&x| x <= 1)
                })
        },
        check: |c, out| {
            let want: Vec<&str> = c
                .iter()
                .map(|g| {
                    let (n, m) = (g[0] as usize, g[1] as usize);
                    let wins = if n * m <= 12 {
                        let pos = g[2..]
                            .iter()
                            .enumerate()
                            .fold(0usize, |p, (k, &x)| p | (x as usize) << k);
                        coloring_game_sg(n, m)[pos] != 0
                    } else {
                        coloring_first_wins_by_rule(&board_of(g))
                    };
                    answer_2594(wins)
                })
                .collect();
            same_tokens(&want.join("\n"), out)
        },
        traps: || {
            let mut far: Vec<Vec<u8>> = vec![vec![b'H'; 100]; 100];
            far[50][50] = b'T';
            far[18][18] = b'T';
            let mut farther: Vec<Vec<u8>> = vec![vec![b'H'; 100]; 100];
            farther[70][70] = b'T';
            farther[6][6] = b'T';
            let farther_rows: Vec<String> = farther
                .iter()
                .map(|r| String::from_utf8(r.clone()).unwrap())
                .collect();
            let farther_refs: Vec<&str> = farther_rows.iter().map(String::as_str).collect();
            let far_rows: Vec<String> = far
                .iter()
                .map(|r| String::from_utf8(r.clone()).unwrap())
                .collect();
            let far_refs: Vec<&str> = far_rows.iter().map(String::as_str).collect();
            let mut pair: Vec<Vec<u8>> = vec![vec![b'H'; 100]; 100];
            pair[40][40] = b'T';
            pair[39][41] = b'T';
            let pair_rows: Vec<String> = pair
                .iter()
                .map(|r| String::from_utf8(r.clone()).unwrap())
                .collect();
            let pair_refs: Vec<&str> = pair_rows.iter().map(String::as_str).collect();
            vec![
                trap(
                    "把 H 当成要翻的硬币：全是 H 的棋盘无路可走", "taking H as the coin to turn: a board of all H has no move",
                    vec![group_of(&["HHH", "HHH"]), group_of(&["TTT", "TTT"])],
                ),
                trap(
                    "第一行第一列也用 2^(i+j)：那里是 Ruler，(0, 2) 的值是 1", "2^(i+j) in the first row and column too: those are Ruler, the value of (0, 2) is 1",
                    vec![group_of(&["THT"]), group_of(&["T", "H", "T"])],
                ),
                trap(
                    "当成乘积游戏用 Nim 积：(1, 1) 的值是 4，不是 2 ⊗ 2 = 3", "taking it as a product game with the nim product: the value of (1, 1) is 4, not 2 ⊗ 2 = 3",
                    vec![group_of(&["TT", "HT"])],
                ),
                trap(
                    "用 u64 存 SG 值：(50, 50) 的值是 2^100", "SG values in u64: the value of (50, 50) is 2^100",
                    vec![group_of(&far_refs)],
                ),
                trap(
                    "用 u128 存 SG 值：(70, 70) 的值是 2^140", "SG values in u128: the value of (70, 70) is 2^140",
                    vec![group_of(&farther_refs)],
                ),
                trap(
                    "同一条反对角线上的两个 T 相互抵消", "two Ts on one anti-diagonal cancel out",
                    vec![group_of(&pair_refs)],
                ),
            ]
        },
        limits: |r| {
            let boards = |r: &mut Rng, density: u64| -> Case {
                (0..50)
                    .map(|_| {
                        let mut g = vec![100, 100];
                        g.extend((0..10_000).map(|_| (r.range(0, 99) < density) as u64));
                        g
                    })
                    .collect()
            };
            vec![
                ("T = 50 boards of 100 × 100, half T", boards(r, 50)),
                ("T = 50 boards of 100 × 100, all T", boards(r, 100)),
            ]
        },
    }
}

fn nim_product() -> Problem {
    Problem {
        listing: "library-checker-nim-product-64",
        // info.toml of yosupo06/library-checker-problems: timelimit = 10.0.
        time_limit_ms: 10_000,
        limits_by_check: false,
        small: |r| {
            (0..r.range(1, 8))
                .map(|_| {
                    let big = |r: &mut Rng| match r.range(0, 3) {
                        0 => r.range(0, MEX - 1),
                        1 => 1 << r.range(0, 63),
                        2 => r.next_u64() >> r.range(0, 63),
                        _ => r.next_u64(),
                    };
                    vec![big(r), big(r)]
                })
                .collect()
        },
        input: |c| {
            let mut s = format!("{}\n", c.len());
            for p in c {
                s.push_str(&format!("{} {}\n", p[0], p[1]));
            }
            s
        },
        valid: |c| !c.is_empty() && c.len() <= 1_000_000 && c.iter().all(|p| p.len() == 2),
        check: |c, out| {
            let bits = NimBits::new();
            let table = if c.iter().all(|p| p[0] < MEX && p[1] < MEX) {
                Some(nim_mul_mex_table(MEX as usize))
            } else {
                None
            };
            let want: Vec<String> = c
                .iter()
                .map(|p| match &table {
                    Some(t) => t[(p[0] * MEX + p[1]) as usize].to_string(),
                    None => bits.mul(p[0], p[1]).to_string(),
                })
                .collect();
            same_tokens(&want.join("\n"), out)
        },
        traps: || {
            let f32 = 1u64 << 32;
            vec![
                trap(
                    "把 Nim 积当成普通乘法或按位与：2 ⊗ 2 = 3", "the nim product taken as ordinary multiplication or bitwise AND: 2 ⊗ 2 = 3",
                    vec![vec![2, 2], vec![2, 3], vec![3, 3]],
                ),
                trap(
                    "以为 2^i ⊗ 2^j 总是 2^(i+j)：只有 i 与 j 没有公共的二进制位时才对", "thinking 2^i ⊗ 2^j is always 2^(i+j): only when i and j share no binary digit",
                    vec![vec![4, 4], vec![8, 8], vec![16, 16], vec![1 << 12, 1 << 20]],
                ),
                trap(
                    "F ⊗ F 写成 F·F（会进位出界）：2^32 ⊗ 2^32 = 3·2^31", "F ⊗ F written as F·F (it carries out of range): 2^32 ⊗ 2^32 = 3·2^31",
                    vec![
                        vec![f32, f32],
                        vec![1 << 16, 1 << 16],
                        vec![f32 << 1, f32 << 1],
                    ],
                ),
                trap(
                    "用 i64 读入或 x * y 溢出：A、B 可以到 2^64 − 1", "reading into i64, or x * y overflowing: A and B go up to 2^64 − 1",
                    vec![
                        vec![u64::MAX, u64::MAX],
                        vec![1 << 63, 1 << 63],
                        vec![u64::MAX, 1],
                    ],
                ),
                trap(
                    "乘 F/2 时用错了层：分半递归里高半部分要再乘 2^(h−1)", "the wrong level when multiplying by F/2: in the halving recursion the high half is multiplied by 2^(h−1) again",
                    vec![
                        vec![(f32 - 1) << 32, (f32 - 1) << 32],
                        vec![0xffff_0000, 0xffff_0000],
                    ],
                ),
            ]
        },
        limits: |r| {
            vec![
                (
                    "T = 10^6 random pairs below 2^64",
                    (0..1_000_000)
                        .map(|_| vec![r.next_u64(), r.next_u64()])
                        .collect(),
                ),
                (
                    "T = 10^6 pairs of 2^64 − 1",
                    (0..1_000_000).map(|_| vec![u64::MAX, u64::MAX]).collect(),
                ),
            ]
        },
    }
}
