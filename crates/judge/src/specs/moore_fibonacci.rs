//! Part 5's classic games: Moore's Nim-k (`ext-moore-nim-k`) and Fibonacci
//! Nim (`ext-fibonacci-nim`).
//!
//! A Nim-k case is a list of positions, one group `[k, a_1, …, a_n]` each, so
//! dropping a position or a heap, or lowering a heap, keeps a legal input.
//! The listing prints one winning move among possibly several: each line is
//! judged by legality and by landing on a P-position, decided by the
//! exhaustive search of `testkit::moore_fibonacci` for small positions and by
//! Moore's digit rule (checked against that search there) for big ones.
//!
//! A Fibonacci Nim case is one group of heap sizes. Heaps up to
//! [`FIB_TABLE`] go to the exhaustive win/lose table of every (stones, limit)
//! state; bigger ones to the `u128` Zeckendorf representation.

use super::{same_tokens, trap, Case, Problem};
use testkit::moore_fibonacci::{
    check_moore_line, digit_rule_p, expected_fib_line, random_p_position, FibNimTable, NimKOracle,
};
use testkit::rng::Rng;
use std::cell::RefCell;
use std::collections::HashMap;

/// Nim-k positions with at most this many heaps, each at most
/// [`SEARCH_HEAP`], are decided by the exhaustive search.
const SEARCH_HEAPS: usize = 4;
const SEARCH_HEAP: u64 = 7;
/// The most heaps (summed over the positions) one Nim-k input may hold: the
/// chapter's tests go up to 5 · 10^5.
const MAX_HEAPS: usize = 500_000;
/// Fibonacci Nim heaps up to this size are answered by the exhaustive table.
const FIB_TABLE: usize = 200;
/// The largest Fibonacci number in u64.
const FIB_MAX_U64: u64 = 12_200_160_415_121_876_738;

thread_local! {
    /// One exhaustive Nim-k solver per k (k capped at [`SEARCH_HEAPS`], as a
    /// move touches at most n heaps), kept between checks: its memo only grows.
    static NIM_K: RefCell<HashMap<usize, NimKOracle>> = RefCell::new(HashMap::new());
    /// Every Fibonacci Nim state with at most [`FIB_TABLE`] stones.
    static FIB: FibNimTable = FibNimTable::new(FIB_TABLE);
}

pub fn problems() -> Vec<Problem> {
    vec![
        Problem {
            listing: "ext-moore-nim-k",
            time_limit_ms: 1000,
            limits_by_check: true,
            small: |r| (0..20).map(|_| small_position(r)).collect(),
            input: moore_input,
            valid: |c| {
                !c.is_empty()
                    && c.iter().all(|g| g.len() >= 2 && g[0] >= 1)
                    && c.iter().map(|g| g.len() - 1).sum::<usize>() <= MAX_HEAPS
            },
            check: |c, out| {
                // A sample's text arrives one group per line: T, then "n k"
                // and the heaps; no legal case has a group of one number.
                let positions = if c.first().is_some_and(|g| g.len() == 1) {
                    from_text(c)?
                } else {
                    c.clone()
                };
                let got: Vec<&str> = out.lines().filter(|l| !l.trim().is_empty()).collect();
                if got.len() != positions.len() {
                    return Err(format!(
                        "expected {} lines, got {}",
                        positions.len(),
                        got.len()
                    ));
                }
                for (i, (g, l)) in positions.iter().zip(&got).enumerate() {
                    let (k, heaps) = (g[0], &g[1..]);
                    check_moore_line(heaps, k, l, &mut |h| is_p(h, k))
                        .map_err(|e| format!("line {}: {e}", i + 1))?;
                }
                Ok(())
            },
            traps: || {
                vec![
                    trap(
                        "照搬 Nim 的异或：k = 2 时 (1, 2, 3) 异或为 0，却是必胜态", "copying Nim's XOR: with k = 2, (1, 2, 3) has XOR 0 yet is a winning position",
                        vec![vec![2, 1, 2, 3], vec![1, 1, 2, 3]],
                    ),
                    trap(
                        "每一位都另选新堆：k = 2 时 (4, 2, 1) 只能动两堆，低位要复用变小了的堆", "a new pile for every bit: with k = 2, (4, 2, 1) lets a move change only two piles, the lower bits must reuse the piles already made smaller",
                        vec![vec![2, 4, 2, 1]],
                    ),
                    trap(
                        "以为只能把 1 改成 0：(4, 2, 1) 里变小了的堆在低位要从 0 改成 1", "thinking a move only turns 1s into 0s: in (4, 2, 1) a pile made smaller must turn a lower bit from 0 to 1",
                        vec![vec![1, 4, 2, 1], vec![3, 8, 4, 2, 1, 1]],
                    ),
                    trap(
                        "k + 1 溢出：k = 2^64 − 1", "k + 1 overflows: k = 2^64 − 1",
                        vec![vec![u64::MAX, 1, 2, 3], vec![u64::MAX, 0, 0]],
                    ),
                    trap(
                        "k ≥ n 另写而写错：k = n、k > n 与只有一堆", "k ≥ n written as a special case, wrongly: k = n, k > n and a single pile",
                        vec![vec![3, 1, 2, 3], vec![5, 6, 6], vec![1, 5], vec![2, 0]],
                    ),
                    trap(
                        "堆的大小到 2^64 − 1", "pile sizes up to 2^64 − 1",
                        vec![
                            vec![2, u64::MAX, u64::MAX, u64::MAX],
                            vec![2, u64::MAX, u64::MAX],
                        ],
                    ),
                ]
            },
            limits: |r| {
                let n = 100_000;
                let one_big: Case = [1, 2, 7, 1000]
                    .iter()
                    .enumerate()
                    .map(|(i, &k)| {
                        let heaps = if i % 2 == 0 {
                            random_p_position(r, n / 4, k, 64)
                        } else {
                            (0..n / 4).map(|_| r.next_u64()).collect()
                        };
                        position(k, &heaps)
                    })
                    .collect();
                let many: Case = (0..50_000)
                    .map(|i| {
                        let k = r.range(1, 12);
                        let heaps = if i % 2 == 0 {
                            random_p_position(r, 10, k, 64)
                        } else {
                            (0..10).map(|_| r.next_u64()).collect()
                        };
                        position(k, &heaps)
                    })
                    .collect();
                vec![
                    (
                        "4 cases of 25000 heaps up to 2^64 − 1, k = 1, 2, 7, 1000",
                        one_big,
                    ),
                    ("5 * 10^4 cases of 10 heaps, half of them P-positions", many),
                ]
            },
        },
        Problem {
            listing: "ext-fibonacci-nim",
            time_limit_ms: 1000,
            limits_by_check: false,
            small: |r| {
                let mut ns: Vec<u64> = (0..25).map(|_| r.range(1, FIB_TABLE as u64)).collect();
                ns.extend((0..5).map(|_| r.range(1, u64::MAX)));
                vec![ns]
            },
            input: |c| c[0].iter().map(|n| format!("{n}\n")).collect(),
            valid: |c| c.len() == 1 && c[0].len() <= 1_000_000 && c[0].iter().all(|&n| n >= 1),
            check: |c, out| {
                let want: Vec<String> = c[0].iter().map(|&n| fib_line(n)).collect();
                same_tokens(&want.join("\n"), out)
            },
            traps: || {
                vec![
                    trap(
                        "拿 n 减去最大的斐波那契数：12 要拿 1，不是 4", "subtracting the largest Fibonacci number from n: 12 must take 1, not 4",
                        vec![vec![12, 20, 100]],
                    ),
                    trap(
                        "斐波那契数从 1, 1 开始而不去重", "Fibonacci numbers starting 1, 1 without removing the duplicate",
                        vec![vec![1, 2, 3, 4, 6, 7]],
                    ),
                    trap(
                        "n 是斐波那契数时输出 First n：第一步不能拿光", "printing First n when n is a Fibonacci number: the first move may not take everything",
                        vec![vec![1, 2, 3, 5, 8, 13, 89, 144]],
                    ),
                    trap(
                        "斐波那契数溢出 u64 或用浮点数", "Fibonacci numbers overflowing u64, or in floating point",
                        vec![vec![
                            FIB_MAX_U64,
                            FIB_MAX_U64 - 1,
                            FIB_MAX_U64 + 1,
                            u64::MAX,
                        ]],
                    ),
                    trap(
                        "只记剩余石子数、不记上限", "remembering only the stones left, not the limit on the next move",
                        vec![vec![9, 10, 11, 17, 33, 54]],
                    ),
                ]
            },
            limits: |r| {
                vec![
                    (
                        "2 * 10^5 heaps near 2^64",
                        vec![(0..200_000)
                            .map(|_| u64::MAX - r.range(0, 1 << 40))
                            .collect()],
                    ),
                    (
                        "2 * 10^5 heaps of every bit length",
                        vec![(0..200_000)
                            .map(|i| (r.next_u64() >> (i % 64)) | 1)
                            .collect()],
                    ),
                ]
            },
        },
    ]
}

/// One position as a case group `[k, heaps…]`.
fn position(k: u64, heaps: &[u64]) -> Vec<u64> {
    let mut g = vec![k];
    g.extend_from_slice(heaps);
    g
}

/// A small Nim-k position the exhaustive search answers: 1 to 4 heaps of 0 to
/// 7, k from 1 to n + 1; half of them forced to be P-positions.
fn small_position(r: &mut Rng) -> Vec<u64> {
    let n = r.range(1, SEARCH_HEAPS as u64);
    let k = r.range(1, n + 1);
    let heaps: Vec<u64> = if r.range(0, 1) == 0 {
        random_p_position(r, n as usize, k, 3)
    } else {
        (0..n).map(|_| r.range(0, SEARCH_HEAP)).collect()
    };
    position(k, &heaps)
}

/// The input text: T, then "n k" and the heaps for each position.
fn moore_input(c: &Case) -> String {
    let mut s = format!("{}\n", c.len());
    for g in c {
        let heaps: Vec<String> = g[1..].iter().map(u64::to_string).collect();
        s.push_str(&format!("{} {}\n{}\n", g.len() - 1, g[0], heaps.join(" ")));
    }
    s
}

/// A sample read one group per line (T; "n k"; heaps) as positions.
fn from_text(c: &Case) -> Result<Case, String> {
    let t = c[0][0] as usize;
    let mut out = Vec::new();
    let mut rest = c[1..].iter();
    for i in 1..=t {
        let bad = || format!("sample: case {i} is not \"n k\" then n heaps");
        let head = rest.next().filter(|g| g.len() == 2).ok_or_else(bad)?;
        let heaps = rest
            .next()
            .filter(|g| g.len() as u64 == head[0])
            .ok_or_else(bad)?;
        out.push(position(head[1], heaps));
    }
    Ok(out)
}

/// Is `heaps` a P-position of Nim-k? By the exhaustive search when small, by
/// Moore's digit rule otherwise.
fn is_p(heaps: &[u64], k: u64) -> bool {
    if heaps.len() <= SEARCH_HEAPS && heaps.iter().all(|&h| h <= SEARCH_HEAP) {
        let small: Vec<u32> = heaps.iter().map(|&h| h as u32).collect();
        let k = k.min(SEARCH_HEAPS as u64).max(1) as usize;
        NIM_K.with(|m| {
            m.borrow_mut()
                .entry(k)
                .or_insert_with(|| NimKOracle::new(k))
                .is_p(&small)
        })
    } else {
        digit_rule_p(heaps, k)
    }
}

/// The expected line for a Fibonacci Nim heap of `n`: from the exhaustive
/// table (the smallest winning first take, or `Second`) when it is small.
fn fib_line(n: u64) -> String {
    if n as usize <= FIB_TABLE {
        let takes = FIB.with(|t| t.winning_first_takes(n as usize));
        match takes.first() {
            None => "Second".to_string(),
            Some(x) => format!("First {x}"),
        }
    } else {
        expected_fib_line(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_and_the_digit_rule_agree_on_the_small_positions() {
        let mut r = Rng::new(5);
        for _ in 0..300 {
            let g = small_position(&mut r);
            assert_eq!(is_p(&g[1..], g[0]), digit_rule_p(&g[1..], g[0]), "{g:?}");
        }
    }

    #[test]
    fn samples_read_as_text_become_positions() {
        let c: Case = vec![vec![2], vec![3, 1], vec![1, 2, 3], vec![2, 5], vec![6, 6]];
        assert_eq!(
            from_text(&c).unwrap(),
            vec![vec![1, 1, 2, 3], vec![5, 6, 6]]
        );
        assert!(from_text(&vec![vec![2], vec![3, 1], vec![1, 2]]).is_err());
    }

    #[test]
    fn moore_check_accepts_a_winning_move_and_rejects_a_wrong_one() {
        let p = &problems()[0];
        let c: Case = vec![vec![2, 4, 2, 1], vec![1, 1, 2, 3]];
        assert!((p.check)(&c, "Win 1:1 2:1\nLose\n").is_ok());
        // Legal, but (0, 1, 1) is an N-position for k = 2.
        assert!((p.check)(&c, "Win 1:0 3:0\nLose\n").is_err());
        // Three heaps moved with k = 2.
        assert!((p.check)(&c, "Win 1:0 2:0 3:0\nLose\n").is_err());
        assert!((p.check)(&c, "Win 1:1 2:1\n").is_err());
    }

    #[test]
    fn fibonacci_lines_from_the_table_and_from_zeckendorf_agree() {
        for n in 1..=FIB_TABLE as u64 {
            assert_eq!(fib_line(n), expected_fib_line(n), "n = {n}");
        }
        assert_eq!(fib_line(FIB_MAX_U64), "Second");
        assert_eq!(fib_line(12), "First 1");
    }
}
