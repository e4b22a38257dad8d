//! Chapter “全尺寸的二项式变换” (Library Checker
//! stirling_number_of_the_second_kind and polynomial_taylor_shift).
//!
//! A Stirling case is `[[N]]`; `valid` keeps 0 ≤ N ≤ 500000. A Taylor-shift
//! case is `[[c], [a_0], [a_1], …]`, one group per coefficient, so that
//! shrinking drops coefficients; `valid` keeps 1 ≤ N ≤ 524288 and c, a_i
//! below the modulus. The oracles (the recurrence, the binomial expansion)
//! are O(n²), so the small cases and traps stay small.

use crate::problem::{same_tokens, trap, Case, Problem};
use testkit::convolutions::binomial_transforms::{
    random_coefficients, random_shift, stirling_row_by_recurrence, taylor_input,
    taylor_shift_by_binomials, MOD,
};

pub fn problems() -> Vec<Problem> {
    vec![stirling_second(), taylor_shift()]
}

fn words(v: &[u64]) -> String {
    let w: Vec<String> = v.iter().map(|x| x.to_string()).collect();
    format!("{}\n", w.join(" "))
}

fn stirling_second() -> Problem {
    Problem {
        listing: "library-checker-stirling-second",
        time_limit_ms: 5000,
        limits_by_check: false,
        small: |r| vec![vec![r.range(0, 60)]],
        input: |c| format!("{}\n", c[0][0]),
        valid: |c| c.len() == 1 && c[0].len() == 1 && c[0][0] <= 500_000,
        check: |c, out| same_tokens(&words(&stirling_row_by_recurrence(c[0][0] as usize)), out),
        traps: || {
            vec![
                trap(
                    "忘了 0^0 = 1：N = 0 时答案是 1",
                    "forgetting 0^0 = 1: for N = 0 the answer is 1",
                    vec![vec![0]],
                ),
                trap(
                    "丢了 (−1)^j：N = 2 时输出 0 1 3 而不是 0 1 1",
                    "(−1)^j dropped: for N = 2 it prints 0 1 3 instead of 0 1 1",
                    vec![vec![2]],
                ),
                trap(
                    "卷积长度不够：N = 1023，2N + 1 比 1024 大",
                    "a convolution too short: N = 1023, where 2N + 1 exceeds 1024",
                    vec![vec![1023]],
                ),
                trap(
                    "输出了整个乘积而不是前 N + 1 项：N = 7",
                    "the whole product printed instead of its first N + 1 terms: N = 7",
                    vec![vec![7]],
                ),
            ]
        },
        limits: |_| {
            vec![
                ("N = 500000", vec![vec![500_000]]),
                ("N = 262143", vec![vec![262_143]]),
            ]
        },
    }
}

fn taylor_of(c: &Case) -> (Vec<u64>, u64) {
    (c[1..].iter().map(|g| g[0]).collect(), c[0][0])
}

fn taylor_case(a: &[u64], c: u64) -> Case {
    let mut case = vec![vec![c]];
    case.extend(a.iter().map(|&x| vec![x]));
    case
}

fn taylor_shift() -> Problem {
    Problem {
        listing: "library-checker-taylor-shift",
        time_limit_ms: 5000,
        limits_by_check: false,
        small: |r| {
            let n = r.range(1, 40) as usize;
            let a = random_coefficients(r, n);
            let c = random_shift(r);
            taylor_case(&a, c)
        },
        input: |c| {
            let (a, shift) = taylor_of(c);
            taylor_input(&a, shift)
        },
        valid: |c| {
            c.len() >= 2
                && c.len() - 1 <= 524_288
                && c.iter().all(|g| g.len() == 1 && g[0] < MOD)
        },
        check: |c, out| {
            let (a, shift) = taylor_of(c);
            same_tokens(&words(&taylor_shift_by_binomials(&a, shift)), out)
        },
        traps: || {
            vec![
                trap(
                    "把 c 对 p − 1 取模：c = p − 1 时得到 f(x) 而不是 f(x − 1)",
                    "c reduced modulo p − 1: for c = p − 1 it gives f(x) instead of f(x − 1)",
                    taylor_case(&[0, 0, 1], MOD - 1),
                ),
                trap(
                    "阶乘乘反了：N = 3 起出错",
                    "factorials the wrong way round: wrong from N = 3 on",
                    taylor_case(&[1, 2, 3, 4], 3),
                ),
                trap(
                    "c = 0：答案就是 f 本身",
                    "c = 0: the answer is f itself",
                    taylor_case(&[5, 0, MOD - 1, 7, 1], 0),
                ),
                trap(
                    "N = 1：只有常数项",
                    "N = 1: only the constant term",
                    taylor_case(&[MOD - 1], MOD - 1),
                ),
                trap(
                    "卷积长度不够：N = 64 是 2 的幂，完整乘积有 127 项",
                    "a convolution too short: N = 64 is a power of two, the whole product has 127 terms",
                    taylor_case(&(1..=64).collect::<Vec<u64>>(), 2),
                ),
                trap(
                    "卷积长度不够：N = 37 不是 2 的幂",
                    "a convolution too short: N = 37 is not a power of two",
                    taylor_case(&(0..37).map(|i| MOD - 1 - i).collect::<Vec<u64>>(), 12345),
                ),
            ]
        },
        limits: |r| {
            let n = 524_288;
            let a: Vec<u64> = (0..n).map(|_| r.range(0, MOD - 1)).collect();
            let c = r.range(0, MOD - 1);
            let all_max = vec![MOD - 1; n];
            vec![
                ("N = 524288, random a and c", taylor_case(&a, c)),
                ("N = 524288, every a_i = c = p − 1", taylor_case(&all_max, MOD - 1)),
            ]
        },
    }
}
