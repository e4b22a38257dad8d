//! Chapter “数论变换” (Library Checker convolution_mod).
//!
//! A case is `[a, b]`: 1 ≤ N, M ≤ 524288 values below 998244353 each;
//! shrinking drops values from either row. Small cases N, M ≤ 12, checked by
//! testkit's O(N·M) double loop; the traps stay small enough for it too.

use crate::problem::{same_tokens, trap, Problem};
use testkit::convolutions::ntt::{convolution_naive, input, output, random_array, LEN_MAX, MOD};

pub fn problems() -> Vec<Problem> {
    vec![convolution_mod()]
}

fn convolution_mod() -> Problem {
    Problem {
        listing: "library-checker-convolution-mod",
        time_limit_ms: 5000,
        limits_by_check: false,
        small: |r| {
            let (n, m) = (r.range(1, 12) as usize, r.range(1, 12) as usize);
            vec![random_array(r, n), random_array(r, m)]
        },
        input: |c| input(&c[0], &c[1]),
        valid: |c| {
            c.len() == 2
                && c.iter().all(|v| (1..=LEN_MAX).contains(&v.len()))
                && c.iter().flatten().all(|&v| v < MOD)
        },
        check: |c, out| same_tokens(&output(&convolution_naive(&c[0], &c[1])), out),
        traps: || {
            vec![
                trap(
                    "变换长度取 max(N, M) 向上的 2 的幂：N = M = 3 时长度 4 < 5，c_4 绕回 c_0",
                    "the transform length rounded up from max(N, M): N = M = 3 gives length 4 < 5, and c_4 wraps onto c_0",
                    vec![vec![1, 2, 3], vec![4, 5, 6]],
                ),
                trap(
                    "长度差一：N + M − 1 = 17 要长度 32，取 16 就绕回",
                    "the length off by one: N + M − 1 = 17 needs length 32, and 16 wraps",
                    vec![(1..=9).collect(), (11..=19).collect()],
                ),
                trap(
                    "逆变换忘了乘 1/n：N = M = 2",
                    "the inverse without the 1/n: N = M = 2",
                    vec![vec![1, 1], vec![1, 1]],
                ),
                trap(
                    "N = M = 1，两个值都是 998244352：答案 1",
                    "N = M = 1, both values 998244352: the answer is 1",
                    vec![vec![MOD - 1], vec![MOD - 1]],
                ),
                trap(
                    "乘积在 u32 里溢出：N = M = 300，全是 998244352",
                    "a product overflowing u32: N = M = 300, every value 998244352",
                    vec![vec![MOD - 1; 300]; 2],
                ),
                trap(
                    "长度不是 2 的幂，且 N ≠ M：N = 5，M = 7",
                    "lengths that are not powers of two and N ≠ M: N = 5, M = 7",
                    vec![vec![3, 1, 4, 1, 5], vec![9, 2, 6, 5, 3, 5, 8]],
                ),
            ]
        },
        limits: |r| {
            let mut v = |len: usize| (0..len).map(|_| r.range(0, MOD - 1)).collect::<Vec<u64>>();
            vec![
                ("N = M = 524288, uniform values", vec![v(LEN_MAX), v(LEN_MAX)]),
                ("N = M = 524288, all 998244352", vec![vec![MOD - 1; LEN_MAX]; 2]),
                ("N = 1, M = 524288", vec![v(1), v(LEN_MAX)]),
            ]
        },
    }
}
