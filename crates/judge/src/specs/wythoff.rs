//! Part 4's problems: POJ 1067 (Wythoff's game) and `ext-wythoff-move`. Small
//! positions go to the exhaustive win/lose table; bigger ones to the exact
//! integer test of `testkit::wythoff` (no floating point anywhere).

use super::{line, same_tokens, trap, Case, Problem};
use testkit::wythoff::{check_move_line, floor_k_phi, is_p_position, Exhaustive};

const E9: u64 = 1_000_000_000;

pub fn problems() -> Vec<Problem> {
    vec![
        Problem {
            listing: "poj-1067-wythoff",
            time_limit_ms: 1000,
            limits_by_check: false,
            small: |r| {
                (0..30)
                    .map(|_| vec![r.range(0, 30), r.range(0, 30)])
                    .collect()
            },
            input: lines,
            valid: |c| pairs(c, E9),
            check: |c, out| {
                let table = Exhaustive::new(30);
                let want: Vec<&str> = c
                    .iter()
                    .map(|p| {
                        let lost = if p[0] <= 30 && p[1] <= 30 {
                            table.is_lost(p[0] as usize, p[1] as usize)
                        } else {
                            is_p_position(p[0], p[1])
                        };
                        if lost {
                            "0"
                        } else {
                            "1"
                        }
                    })
                    .collect();
                same_tokens(&want.join("\n"), out)
            },
            traps: || {
                vec![
                    trap(
                        "用浮点数算 ⌊kφ⌋：k = 102334155 处第一次算错", "⌊kφ⌋ in floating point: first wrong at k = 102334155",
                        vec![
                            vec![165_580_140, 267_914_295],
                            vec![267_914_295, 165_580_140],
                        ],
                    ),
                    trap("不先把两堆排好序", "not sorting the two piles first", vec![vec![2, 1], vec![1, 2]]),
                    trap("套用 Nim 的异或", "applying Nim's XOR", vec![vec![1, 2], vec![3, 5]]),
                    trap(
                        "两堆都不超过 10^9 的最大必败态", "the largest losing position with both piles at most 10^9",
                        vec![p_pair(381_966_011), vec![E9, E9]],
                    ),
                ]
            },
            limits: |r| {
                vec![(
                    "10^6 lines up to 10^9",
                    (0..1_000_000)
                        .map(|_| vec![r.range(0, E9), r.range(0, E9)])
                        .collect(),
                )]
            },
        },
        Problem {
            listing: "ext-wythoff-move",
            time_limit_ms: 1000,
            limits_by_check: true,
            small: |r| {
                (0..30)
                    .map(|_| vec![r.range(0, 30), r.range(0, 30)])
                    .collect()
            },
            input: lines,
            valid: |c| pairs(c, u64::MAX),
            check: |c, out| {
                let got: Vec<&str> = out.lines().filter(|l| !l.trim().is_empty()).collect();
                if got.len() != c.len() {
                    return Err(format!("expected {} lines, got {}", c.len(), got.len()));
                }
                for (i, (p, l)) in c.iter().zip(&got).enumerate() {
                    check_move_line(p[0], p[1], l).map_err(|e| format!("line {}: {e}", i + 1))?;
                }
                Ok(())
            },
            traps: || {
                vec![
                    trap("只会斜着走", "moving only diagonally", vec![vec![0, 7], vec![10, 3]]),
                    trap("搭档算成 ⌊x/φ⌋：1 的搭档是 2", "the partner computed as ⌊x/φ⌋: the partner of 1 is 2", vec![vec![1, 5]]),
                    trap("输出时忘了恢复两堆的顺序", "forgetting to restore the order of the two piles in the output", vec![vec![5, 1], vec![9, 4]]),
                    trap("u64 的边界", "the bounds of u64", vec![vec![u64::MAX, u64::MAX - 1]]),
                ]
            },
            limits: |r| {
                vec![(
                    "10^5 lines near 2^64",
                    (0..100_000)
                        .map(|_| vec![u64::MAX - r.range(0, E9), u64::MAX - r.range(0, E9)])
                        .collect(),
                )]
            },
        },
    ]
}

fn lines(c: &Case) -> String {
    let mut s = String::new();
    for p in c {
        s.push_str(&line(p));
        s.push('\n');
    }
    s
}

fn pairs(c: &Case, max: u64) -> bool {
    !c.is_empty()
        && c.iter()
            .all(|p| p.len() == 2 && p.iter().all(|&v| v <= max))
}

/// The P-position (a_k, a_k + k).
fn p_pair(k: u64) -> Vec<u64> {
    let a = floor_k_phi(k) as u64;
    vec![a, a + k]
}
