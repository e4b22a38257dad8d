//! Chapter “素数计数” (Library Checker counting_primes, Codeforces 665F).
//!
//! A case is one number, `[[N]]`; `valid` keeps it inside the statement's
//! range, so shrinking lowers N. Small cases and traps go to testkit's sieve
//! of Eratosthenes up to 10^7 (π) and to its divisor counts up to 10^6 (the
//! four-divisor count), each built once; the limit cases near 10^11 are
//! compared with the book's listing.

use crate::problem::{same_tokens, trap, Case, Problem};
use std::sync::OnceLock;
use testkit::primes_orbits::prime_counting::{four_divisor_table, prime_pi_table};

const N_MAX: u64 = 100_000_000_000;
/// The sieve's reach for π.
const PI_TOP: usize = 10_000_000;
/// The brute force's reach for the four-divisor count.
const D_TOP: usize = 1_000_000;

pub fn problems() -> Vec<Problem> {
    vec![counting_primes(), four_divisors()]
}

fn pi_table() -> &'static [u32] {
    static TABLE: OnceLock<Vec<u32>> = OnceLock::new();
    TABLE.get_or_init(|| prime_pi_table(PI_TOP))
}

fn d_table() -> &'static [u64] {
    static TABLE: OnceLock<Vec<u64>> = OnceLock::new();
    TABLE.get_or_init(|| four_divisor_table(D_TOP))
}

fn one_number(c: &Case) -> String {
    format!("{}\n", c[0][0])
}

fn valid_number(c: &Case) -> bool {
    c.len() == 1 && c[0].len() == 1 && (1..=N_MAX).contains(&c[0][0])
}

fn n(x: u64) -> Case {
    vec![vec![x]]
}

/// π(N) from the sieve (N ≤ 10^7).
fn pi_check(c: &Case, out: &str) -> Result<(), String> {
    let x = c[0][0] as usize;
    if x > PI_TOP {
        return Err(format!("the oracle's sieve reaches 10^7, N = {x}"));
    }
    same_tokens(&pi_table()[x].to_string(), out)
}

/// D(n) from the divisor counts (n ≤ 10^6).
fn d_check(c: &Case, out: &str) -> Result<(), String> {
    let x = c[0][0] as usize;
    if x > D_TOP {
        return Err(format!("the oracle's divisor counts reach 10^6, n = {x}"));
    }
    same_tokens(&d_table()[x].to_string(), out)
}

// ---------------------------------------------------------------------------
// Library Checker counting_primes: N ≤ 10^11
// ---------------------------------------------------------------------------

fn counting_primes() -> Problem {
    Problem {
        listing: "library-checker-counting-primes",
        time_limit_ms: 5000,
        limits_by_check: false,
        small: |r| {
            let top = [100, 10_000, PI_TOP as u64][r.range(0, 2) as usize];
            n(r.range(1, top))
        },
        input: one_number,
        valid: valid_number,
        check: pi_check,
        traps: || {
            vec![
                trap("N = 1：没有素数", "N = 1: no prime at all", n(1)),
                trap("N = 2：只有一个素数", "N = 2: a single prime", n(2)),
                trap(
                    "筛到 √N 时少了最后一个素数：N = 2² 把 4 当成素数",
                    "the last prime missing when sieving to √N: N = 2² counts 4 as a prime",
                    n(4),
                ),
                trap(
                    "筛到 √N 时少了最后一个素数：N = 7²",
                    "the last prime missing when sieving to √N: N = 7²",
                    n(49),
                ),
                trap("素数平方的前一个：N = 7² − 1", "just below a prime square: N = 7² − 1", n(48)),
                trap(
                    "筛到 √N 时少了最后一个素数：N = 3137²",
                    "the last prime missing when sieving to √N: N = 3137²",
                    n(3137 * 3137),
                ),
            ]
        },
        limits: |_| {
            let p2 = 316_223u64 * 316_223;
            vec![
                ("N = 10^11", n(N_MAX)),
                ("N = 10^11 − 1", n(N_MAX - 1)),
                ("N = 316223²", n(p2)),
                ("N = 316223² − 1", n(p2 - 1)),
            ]
        },
    }
}

// ---------------------------------------------------------------------------
// Codeforces 665F Four Divisors: n ≤ 10^11
// ---------------------------------------------------------------------------

fn four_divisors() -> Problem {
    Problem {
        listing: "codeforces-665f-four-divisors",
        time_limit_ms: 2000,
        limits_by_check: false,
        small: |r| {
            let top = [100, 10_000, D_TOP as u64][r.range(0, 2) as usize];
            n(r.range(1, top))
        },
        input: one_number,
        valid: valid_number,
        check: d_check,
        traps: || {
            vec![
                trap("n = 1：没有这样的数", "n = 1: no such number", n(1)),
                trap("n = 6：第一个 p·q", "n = 6: the first p·q", n(6)),
                trap("n = 2³：第一个 p³", "n = 2³: the first p³", n(8)),
                trap(
                    "浮点开立方不修正：125 的 powf(1/3) 是 4.999…",
                    "a floating-point cube root not corrected: powf(1/3) of 125 is 4.999…",
                    n(125),
                ),
                trap(
                    "浮点开立方不修正：343 = 7³",
                    "a floating-point cube root not corrected: 343 = 7³",
                    n(343),
                ),
                trap(
                    "把 p = q 算进去：n = 25 以内的 4、9、25 只有 3 个因子",
                    "counting p = q: 4, 9 and 25 have only 3 divisors",
                    n(25),
                ),
                trap("n = 991·1009", "n = 991·1009", n(991 * 1009)),
            ]
        },
        limits: |_| {
            let c = 4639u64.pow(3);
            vec![
                ("n = 10^11", n(N_MAX)),
                ("n = 4639³", n(c)),
                ("n = 4639³ − 1", n(c - 1)),
            ]
        },
    }
}
