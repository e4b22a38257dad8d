//! Möbius on the lattice of set partitions (src/set-power-series/partition-mobius.md).

use crate::problem::{same_tokens, trap, Case, Problem};

// ───────── Möbius on the lattice of set partitions (AtCoder ABC236 H) ─────────
//
// Case shape: `[[M], [D_1, …, D_N]]` with 2 ≤ N ≤ 16, 1 ≤ M ≤ 10^18 and
// 1 ≤ D_i ≤ M, as the statement has it. The oracle is testkit's O(3^N)
// recurrence over the block of the lowest index (itself checked against the
// enumeration of every sequence and against inclusion–exclusion over the
// edges of the complete graph); its lcm is built with `checked_mul`, none of
// the listing's code.

use testkit::set_power_series::{distinct_multiples_by_subsets, input_distinct_multiples};

const E18: u64 = 1_000_000_000_000_000_000;

/// The first 16 primes: their product 32 589 158 477 190 044 730 exceeds 2^64.
const PRIMES_16: [u64; 16] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53];

fn distinct_multiples_valid(c: &Case) -> bool {
    c.len() == 2
        && c[0].len() == 1
        && (1..=E18).contains(&c[0][0])
        && (2..=16).contains(&c[1].len())
        && c[1].iter().all(|&d| (1..=c[0][0]).contains(&d))
}

fn distinct_multiples() -> Problem {
    Problem {
        listing: "atcoder-abc236-h-distinct-multiples",
        time_limit_ms: 2000,
        limits_by_check: false,
        small: |r| {
            let n = r.range(2, 6) as usize;
            let m = [r.range(1, 12), r.range(1, 60), r.range(1, E18)][r.range(0, 2) as usize];
            let top = [m.min(4), m.min(30), m][r.range(0, 2) as usize];
            vec![vec![m], (0..n).map(|_| r.range(1, top)).collect()]
        },
        input: |c| input_distinct_multiples(c[0][0], &c[1]),
        valid: distinct_multiples_valid,
        check: |c, out| {
            same_tokens(
                &distinct_multiples_by_subsets(c[0][0], &c[1]).to_string(),
                out,
            )
        },
        traps: || {
            vec![
                trap(
                    "lcm 在 u64 中溢出并绕回 1：274177 × 67280421310721 = 2^64 + 1，M = 10^18",
                    "an lcm that overflows u64 and wraps to 1: 274177 × 67280421310721 = 2^64 + 1, M = 10^18",
                    vec![vec![E18], vec![274_177, 67_280_421_310_721]],
                ),
                trap(
                    "lcm 先乘后除：5·10^17 × 10^18 溢出，而 lcm = 10^18 ≤ M",
                    "lcm multiplied before dividing by the gcd: 5·10^17 × 10^18 overflows, though lcm = 10^18 ≤ M",
                    vec![vec![E18], vec![500_000_000_000_000_000, E18]],
                ),
                trap(
                    "前 16 个质数的乘积超过 2^64：lcm 要在超过 M 时截住",
                    "the product of the first 16 primes exceeds 2^64: the lcm must be capped once it passes M",
                    vec![vec![E18], PRIMES_16.to_vec()],
                ),
                trap(
                    "μ 的符号：D = (1, 1, 1)，M = 3，答案 3! = 6（不带符号得 3·4·5 = 60）",
                    "the sign of μ: D = (1, 1, 1), M = 3, the answer is 3! = 6 (without the sign 3·4·5 = 60)",
                    vec![vec![3], vec![1, 1, 1]],
                ),
                trap(
                    "相等的 D_i：16 个 D_i = 1，M = 10^18，答案是下降阶乘 M(M−1)⋯(M−15)",
                    "equal D_i: sixteen D_i = 1, M = 10^18, the answer is the falling factorial M(M−1)⋯(M−15)",
                    vec![vec![E18], vec![1; 16]],
                ),
                trap(
                    "相等的 D_i 且只有一个倍数：D = (7, 7, 7)，M = 7",
                    "equal D_i with a single multiple: D = (7, 7, 7), M = 7",
                    vec![vec![7], vec![7, 7, 7]],
                ),
                trap(
                    "最小的 N = 2 与最小的 M = 1",
                    "the smallest N = 2 and the smallest M = 1",
                    vec![vec![1], vec![1, 1]],
                ),
                trap(
                    "D_i = M（题目允许的最大 D_i，只有一个倍数）",
                    "D_i = M (the largest D_i the statement allows: a single multiple)",
                    vec![vec![E18], vec![E18, 1]],
                ),
            ]
        },
        limits: |r| {
            let small: Vec<u64> = (0..16).map(|_| r.range(1, 30)).collect();
            let large: Vec<u64> = (0..16).map(|_| r.range(1, E18)).collect();
            let mixed: Vec<u64> = (0..16)
                .map(|i| {
                    if i % 2 == 0 {
                        r.range(1, 12)
                    } else {
                        r.range(1, 1_000_000)
                    }
                })
                .collect();
            vec![
                ("N = 16, M = 10^18, D_i ≤ 30", vec![vec![E18], small]),
                ("N = 16, M = 10^18, D_i ≤ 10^18", vec![vec![E18], large]),
                (
                    "N = 16, M = 10^18, D_i ≤ 12 or ≤ 10^6",
                    vec![vec![E18], mixed],
                ),
            ]
        },
    }
}

pub fn problems() -> Vec<Problem> {
    vec![distinct_multiples()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use testkit::set_power_series::falling_factorial;

    /// Every D_i = 1: the answer is the falling factorial, by the oracle too.
    #[test]
    fn the_oracle_gives_the_falling_factorial_when_every_d_is_one() {
        for n in 2..=16 {
            assert_eq!(
                distinct_multiples_by_subsets(E18, &vec![1; n]),
                falling_factorial(E18, n),
                "N = {n}"
            );
        }
    }
}
