//! Chapter “伯恩赛德引理与项链计数” (CSES 2209 Counting Necklaces, CSES 2210
//! Counting Grids, Luogu P4980).
//!
//! CSES 2209: a case is `[[n, m]]`; CSES 2210: `[[n]]`; P4980: `[[n_1, …,
//! n_t]]`, one group of the t values of n, so that shrinking drops values.
//! `valid` keeps each format's bounds (1 ≤ n, m ≤ 10^6; 1 ≤ n ≤ 10^9;
//! 1 ≤ t ≤ 1000 and 1 ≤ n ≤ 10^9).

use crate::problem::{line, same_tokens, trap, Problem};
use testkit::primes_orbits::burnside::{
    grids_by_cycles, grids_by_orbits, grids_by_parity, necklaces_by_lyndon, necklaces_by_orbits,
    MOD,
};

pub fn problems() -> Vec<Problem> {
    vec![necklaces(), grids(), polya()]
}

/// Necklaces of length n in m colours: every word listed while m^n ≤ 2^16,
/// else the aperiodic-necklace count by Möbius inversion.
fn necklace_count(n: u64, m: u64) -> u64 {
    let small = m == 1 || (n <= 20 && m.checked_pow(n as u32).is_some_and(|w| w <= 1 << 16));
    if small {
        necklaces_by_orbits(n as usize, m) % MOD
    } else {
        necklaces_by_lyndon(n, m, MOD)
    }
}

// ---------------------------------------------------------------------------
// CSES 2209 Counting Necklaces: 1 ≤ n, m ≤ 10^6
// ---------------------------------------------------------------------------

fn necklaces() -> Problem {
    Problem {
        listing: "cses-2209-counting-necklaces",
        time_limit_ms: 1000,
        limits_by_check: false,
        small: |r| {
            let m = r.range(1, 4);
            let n = r.range(1, if m <= 2 { 12 } else { 7 });
            vec![vec![n, m]]
        },
        input: |c| format!("{}\n", line(&c[0])),
        valid: |c| {
            c.len() == 1 && c[0].len() == 2 && c[0].iter().all(|x| (1..=1_000_000).contains(x))
        },
        check: |c, out| same_tokens(&necklace_count(c[0][0], c[0][1]).to_string(), out),
        traps: || {
            vec![
                trap(
                    "n = 1：每种颜色一条项链，答案是 m",
                    "n = 1: one necklace per colour, the answer is m",
                    vec![vec![1, 5]],
                ),
                trap(
                    "m = 1：只有一条项链",
                    "m = 1: a single necklace",
                    vec![vec![6, 1]],
                ),
                trap(
                    "用 n/d 代替 φ(d)：样例 4 3 应为 24",
                    "n/d in place of φ(d): the sample 4 3 is 24",
                    vec![vec![4, 3]],
                ),
                trap(
                    "n 为质数：除了恒等旋转，每个旋转只固定 m 条单色项链",
                    "prime n: every rotation but the identity fixes only the m one-colour necklaces",
                    vec![vec![999_983, 2]],
                ),
                trap(
                    "和取模以后直接整除 n：要乘 n 的模逆元",
                    "the reduced sum divided by n as an integer: multiply by n's inverse modulo p",
                    vec![vec![1_000_000, 1_000_000]],
                ),
                trap(
                    "因子很多的 n：720720 有 240 个因子",
                    "an n with many divisors: 720720 has 240",
                    vec![vec![720_720, 999_999]],
                ),
            ]
        },
        limits: |_| {
            vec![
                ("n = 720720, m = 10^6", vec![vec![720_720, 1_000_000]]),
                ("n = 999983 (prime), m = 10^6", vec![vec![999_983, 1_000_000]]),
            ]
        },
    }
}

// ---------------------------------------------------------------------------
// CSES 2210 Counting Grids: 1 ≤ n ≤ 10^9
// ---------------------------------------------------------------------------

/// The grids up to rotation: every grid listed for n ≤ 4, the rotations as
/// permutations of the cells for n ≤ 2000, else their cycles by parity.
fn grid_count(n: u64) -> u64 {
    match n {
        1..=4 => grids_by_orbits(n as usize),
        5..=2000 => grids_by_cycles(n as usize, MOD),
        _ => grids_by_parity(n, MOD),
    }
}

fn grids() -> Problem {
    Problem {
        listing: "cses-2210-counting-grids",
        time_limit_ms: 1000,
        limits_by_check: false,
        small: |r| vec![vec![r.range(1, 12)]],
        input: |c| format!("{}\n", c[0][0]),
        valid: |c| c.len() == 1 && c[0].len() == 1 && (1..=1_000_000_000).contains(&c[0][0]),
        check: |c, out| same_tokens(&grid_count(c[0][0]).to_string(), out),
        traps: || {
            vec![
                trap(
                    "n = 1：两个网格，每个旋转都固定它们",
                    "n = 1: two grids, fixed by every rotation",
                    vec![vec![1]],
                ),
                trap(
                    "只用了恒等和半圈两个旋转（除以 2）：2 × 2 应为 6",
                    "only the identity and the half turn (divided by 2): the 2 × 2 answer is 6",
                    vec![vec![2]],
                ),
                trap(
                    "n 为奇数：中心格自成一个循环，四分之一圈有 (n² − 1)/4 + 1 个循环",
                    "odd n: the centre is a cycle of its own, the quarter turn has (n² − 1)/4 + 1 cycles",
                    vec![vec![3]],
                ),
                trap(
                    "n² 超过 32 位：指数要用 64 位整数",
                    "n² beyond 32 bits: the exponent needs 64-bit integers",
                    vec![vec![65_537]],
                ),
            ]
        },
        limits: |_| {
            vec![
                ("n = 10^9", vec![vec![1_000_000_000]]),
                ("n = 10^9 − 1", vec![vec![999_999_999]]),
            ]
        },
    }
}

// ---------------------------------------------------------------------------
// Luogu P4980 【模板】Pólya 定理: t ≤ 1000, n ≤ 10^9, m = n
// ---------------------------------------------------------------------------

fn polya() -> Problem {
    Problem {
        listing: "luogu-4980-polya",
        time_limit_ms: 1000,
        limits_by_check: false,
        small: |r| {
            let t = r.range(1, 5) as usize;
            vec![(0..t).map(|_| r.range(1, 6)).collect()]
        },
        input: |c| {
            let mut s = format!("{}\n", c[0].len());
            for n in &c[0] {
                s.push_str(&format!("{n}\n"));
            }
            s
        },
        valid: |c| {
            c.len() == 1
                && (1..=1000).contains(&c[0].len())
                && c[0].iter().all(|n| (1..=1_000_000_000).contains(n))
        },
        check: |c, out| {
            let want: Vec<String> = c[0]
                .iter()
                .map(|&n| necklace_count(n, n).to_string())
                .collect();
            same_tokens(&want.join("\n"), out)
        },
        traps: || {
            vec![
                trap(
                    "n = 1：一种颜色一个点，答案 1",
                    "n = 1: one colour, one vertex, the answer is 1",
                    vec![vec![1]],
                ),
                trap(
                    "n 为质数：答案是 (n^n + (n − 1)·n)/n",
                    "prime n: the answer is (n^n + (n − 1)·n)/n",
                    vec![vec![999_999_937]],
                ),
                trap(
                    "因子最多的 n ≤ 10^9：735134400 有 1344 个因子，φ(d) 要由 n 的分解求",
                    "the n ≤ 10^9 with the most divisors: 735134400 has 1344, φ(d) from n's factorisation",
                    vec![vec![735_134_400]],
                ),
                trap(
                    "用 n/d 代替 φ(d)，或者把和直接整除 n",
                    "n/d in place of φ(d), or the sum divided by n as an integer",
                    vec![vec![4, 6, 12, 1_000_000_000]],
                ),
            ]
        },
        limits: |_| {
            vec![
                ("t = 1000, n = 735134400", vec![vec![735_134_400; 1000]]),
                ("t = 1000, n = 999999937", vec![vec![999_999_937; 1000]]),
            ]
        },
    }
}
