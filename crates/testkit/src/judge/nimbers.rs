//! Part 8: nimbers. Library Checker nim_product_64; Luogu P2594 (染色游戏).
//!
//! A P2594 case is a list of boards, each `[n, m, c_11, …, c_nm]` with c = 1
//! for 'T'. Boards of at most 12 cells are judged by a search of the whole
//! game; bigger ones by the chapter's single-cell rule.
//!
//! A nim_product_64 case is a list of pairs `[a, b]`. Small values are judged
//! by the mex definition itself (`nim_mul_mex_table`, below 64), the rest by
//! testkit's bit-pair product (checked against the mex definition).

use super::{same_tokens, trap, Case, Problem};
use crate::nimbers::{
    answer_2594, coloring_first_wins_by_rule, coloring_game_sg, input_coloring, nim_mul_mex_table,
    Board, NimBits,
};
use crate::rng::Rng;

/// Values below this are judged by the mex definition.
const MEX: u64 = 64;

pub fn problems() -> Vec<Problem> {
    vec![nim_product(), coloring_game()]
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
                    "把 H 当成要翻的硬币：全是 H 的棋盘无路可走",
                    vec![group_of(&["HHH", "HHH"]), group_of(&["TTT", "TTT"])],
                ),
                trap(
                    "第一行第一列也用 2^(i+j)：那里是 Ruler，(0, 2) 的值是 1",
                    vec![group_of(&["THT"]), group_of(&["T", "H", "T"])],
                ),
                trap(
                    "当成乘积游戏用 Nim 积：(1, 1) 的值是 4，不是 2 ⊗ 2 = 3",
                    vec![group_of(&["TT", "HT"])],
                ),
                trap(
                    "用 u64 存 SG 值：(50, 50) 的值是 2^100",
                    vec![group_of(&far_refs)],
                ),
                trap(
                    "同一条反对角线上的两个 T 相互抵消",
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
                    "把 Nim 积当成普通乘法或按位与：2 ⊗ 2 = 3",
                    vec![vec![2, 2], vec![2, 3], vec![3, 3]],
                ),
                trap(
                    "以为 2^i ⊗ 2^j 总是 2^(i+j)：只有 i 与 j 没有公共的二进制位时才对",
                    vec![vec![4, 4], vec![8, 8], vec![16, 16], vec![1 << 12, 1 << 20]],
                ),
                trap(
                    "F ⊗ F 写成 F·F（会进位出界）：2^32 ⊗ 2^32 = 3·2^31",
                    vec![
                        vec![f32, f32],
                        vec![1 << 16, 1 << 16],
                        vec![f32 << 1, f32 << 1],
                    ],
                ),
                trap(
                    "用 i64 读入或 x * y 溢出：A、B 可以到 2^64 − 1",
                    vec![
                        vec![u64::MAX, u64::MAX],
                        vec![1 << 63, 1 << 63],
                        vec![u64::MAX, 1],
                    ],
                ),
                trap(
                    "乘 F/2 时用错了层：分半递归里高半部分要再乘 2^(h−1)",
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
