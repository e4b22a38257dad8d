//! Exp and log of a set power series (src/set-power-series/exp-log.md).

use crate::problem::{same_tokens, trap, Case, Problem, Trap};
use testkit::lattices::join;
use testkit::rng::Rng;
use testkit::set_power_series::{input_series, Series, MOD};

pub fn problems() -> Vec<Problem> {
    let mut v = Vec::new();
    v.extend(exp_log());
    v
}

// ---------------------------------------------------------------------------
// Exp and log of a set power series (src/set-power-series/exp-log.md):
// Library Checker exp_of_set_power_series and log_of_set_power_series.
//
// A case is `[b]` with N = log2 of its length and b_0 as the statement fixes
// it (0 for exp, 1 for log). Small cases and traps up to N = 8 go to the sums
// over set partitions of `testkit::set_power_series`; bigger traps to its
// O(3^N) recurrence on the block of the lowest element. Dropping a value
// breaks the power-of-two length and is refused by `valid`, so only lowering
// values (b_0 kept) shrinks a case.
// ---------------------------------------------------------------------------

/// The answer by the partition sums up to N = 8, by the lowest-block
/// recurrence beyond.
fn expected(what: Series, b: &[u64]) -> String {
    if b.len() <= 1 << 8 {
        join(&what.by_partitions(b))
    } else {
        join(&what.by_lowest_block(b))
    }
}

fn exp_log() -> Vec<Problem> {
    vec![
        Problem {
            listing: "library-checker-exp-of-set-power-series",
            time_limit_ms: 10_000,
            limits_by_check: false,
            small: small::<0>,
            input: |c| input_series(&c[0]),
            valid: valid::<0>,
            check: |c, out| same_tokens(&expected(Series::Exp, &c[0]), out),
            traps: exp_traps,
            limits: limits::<0>,
        },
        Problem {
            listing: "library-checker-log-of-set-power-series",
            time_limit_ms: 10_000,
            limits_by_check: false,
            small: small::<1>,
            input: |c| input_series(&c[0]),
            valid: valid::<1>,
            check: |c, out| same_tokens(&expected(Series::Log, &c[0]), out),
            traps: log_traps,
            limits: limits::<1>,
        },
    ]
}

/// A series on N ≤ 6 elements with b_0 = `B0`: values below 10 or below MOD.
fn small<const B0: u64>(r: &mut Rng) -> Case {
    let n = r.range(0, 6);
    let top = [9, MOD - 1][r.range(0, 1) as usize];
    let mut b: Vec<u64> = (0..1u64 << n).map(|_| r.range(0, top)).collect();
    b[0] = B0;
    vec![b]
}

/// One series of length 2^N, N ≤ 20, values below MOD, b_0 = `B0`.
fn valid<const B0: u64>(c: &Case) -> bool {
    c.len() == 1
        && c[0].len().is_power_of_two()
        && c[0].len() <= 1 << 20
        && c[0][0] == B0
        && c[0].iter().all(|&v| v < MOD)
}

/// N = 20: uniform values, and every value MOD − 1 (b_0 = `B0`).
fn limits<const B0: u64>(r: &mut Rng) -> Vec<(&'static str, Case)> {
    let mut uniform: Vec<u64> = (0..1u64 << 20).map(|_| r.range(0, MOD - 1)).collect();
    uniform[0] = B0;
    let mut top = vec![MOD - 1; 1 << 20];
    top[0] = B0;
    vec![
        ("N = 20, uniform values", vec![uniform]),
        ("N = 20, all 998244352", vec![top]),
    ]
}

/// b_S = 1 on every non-empty S ⊆ {0, …, n−1}: exp gives the Bell numbers.
fn ones(n: u32) -> Vec<u64> {
    let mut b = vec![1; 1 << n];
    b[0] = 0;
    b
}

/// The traps of exp: N = 0; 1/k! left out or taken by integer division
/// (all ones: the Bell numbers need k! = 2, 6, 24 divided exactly); a
/// product or sum not reduced (N = 14, every value MOD − 1).
fn exp_traps() -> Vec<Trap> {
    let mut top = vec![MOD - 1; 1 << 14];
    top[0] = 0;
    vec![
        trap("N = 0：只有空集，exp 是 1", "N = 0: only the empty set, whose exp is 1", vec![vec![0]]),
        trap(
            "除以 k! 写错（漏掉、整数除法、或对 k! 以外的数求逆）：全 1 的级数给出 Bell 数",
            "the division by k! wrong (left out, integer division, or the inverse of something else): the all-ones series gives the Bell numbers",
            vec![ones(5)],
        ),
        trap(
            "和或积忘了取模：N = 14、全是 998244352",
            "sums or products not reduced modulo: N = 14, every value 998244352",
            vec![top],
        ),
        trap(
            "只数了有序的拆分（没有除以 k!）：官方样例",
            "ordered splits counted (no division by k!): the official sample",
            vec![vec![0, 6, 7, 8, 9, 10, 11, 12]],
        ),
    ]
}

/// The traps of log: N = 0; the Bell numbers back to all ones; the number of
/// graphs 2^{C(|S|,2)} to the connected ones; N = 14 with every value
/// MOD − 1 (b_0 = 1).
fn log_traps() -> Vec<Trap> {
    let mut top = vec![MOD - 1; 1 << 14];
    top[0] = 1;
    let graphs: Vec<u64> = (0..1u32 << 5)
        .map(|s| {
            let m = s.count_ones();
            1 << (m * m.saturating_sub(1) / 2)
        })
        .collect();
    let bell: Vec<u64> = (0..1u32 << 5)
        .map(|s| [1, 1, 2, 5, 15, 52][s.count_ones() as usize])
        .collect();
    vec![
        trap("N = 0：只有空集，ln 是 0", "N = 0: only the empty set, whose log is 0", vec![vec![1]]),
        trap(
            "除以 k 写错：Bell 数的 ln 是全 1（空集除外）",
            "the division by k wrong: the log of the Bell numbers is all ones (but the empty set)",
            vec![bell],
        ),
        trap(
            "符号或除法写错：图的个数 2^{C(|S|,2)} 的 ln 是连通图的个数",
            "a sign or a division wrong: the log of the number of graphs 2^{C(|S|,2)} counts the connected ones",
            vec![graphs],
        ),
        trap(
            "和或积忘了取模：N = 14、全是 998244352",
            "sums or products not reduced modulo: N = 14, every value 998244352",
            vec![top],
        ),
    ]
}
