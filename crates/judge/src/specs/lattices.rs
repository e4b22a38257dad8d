//! Part 7, second half: AtCoder ABC212 H (Nim Counting: enumeration, a
//! table over the xor value, or a recurrence when every size is a heap),
//! CSES 1654 (subset and superset sums) and the Library Checker bitwise and/xor convolutions, subset convolution, gcd and lcm
//! convolutions, and counting square-free numbers (a crossed-out table, or
//! the plain Σ μ(d) ⌊N/d²⌋ up to N = 10^14).
//!
//! Small cases and traps go to the sums by definition of `testkit::lattices`
//! (every pair (x, y); every pair (i, j) of indices, O(4^N)); the subset
//! convolution's bigger traps to its entries one by one (Σ over the subsets
//! of each k, O(3^N) in all).
//!
//! Case shapes: 1654 is `[x_1..x_n]`; a convolution is `[a, b]` with
//! N = log2 of the common length (gcd and lcm: N = the length; a gcd per
//! pair checks them, O(N^2)). Dropping a number of a convolution breaks
//! the power-of-two length and is refused by `valid`, so only lowering values
//! shrinks it.

use crate::problem::{same_tokens, trap, Case, Problem, Trap};
use testkit::lattices::{
    bit_problem_direct, convolution_direct, derangements_exact, derangements_mod_other_recurrence,
    divisor_convolution_direct, input_1654, input_convolution, join, squarefree_by_mu_sum,
    squarefree_flags, subset_convolution_entry_direct, totient_sum_memo, BitOp, Convolution, MOD,
};
use testkit::lattices::{
    input_nim_counting, nim_counting_all_sizes, nim_counting_by_table, nim_counting_direct,
};
use testkit::rng::Rng;

const E6: u64 = 1_000_000;
const E18: u64 = 1_000_000_000_000_000_000;

/// The number of square-free n ≤ `n`: the published values at 10^15 … 10^18
/// (OEIS A071172; 10^18 − 1 has the count of 10^18, which is not
/// square-free), the crossed-out table up to 10^7, the plain
/// Σ μ(d) ⌊n/d²⌋ beyond (meant for n ≤ 10^14).
fn squarefree(n: u64) -> u64 {
    let published = [
        (E18 / 1000, 607_927_101_854_103),
        (E18 / 100, 6_079_271_018_540_405),
        (E18 / 10, 60_792_710_185_403_794),
        (E18, 607_927_101_854_022_750),
        (E18 - 1, 607_927_101_854_022_750),
    ];
    if let Some(&(_, q)) = published.iter().find(|&&(m, _)| m == n) {
        return q;
    }
    if n <= 10_000_000 {
        squarefree_flags(n as usize).iter().filter(|&&f| f).count() as u64
    } else {
        squarefree_by_mu_sum(n)
    }
}

pub fn problems() -> Vec<Problem> {
    vec![
        Problem {
            listing: "atcoder-abc212-h-nim-counting",
            time_limit_ms: 2000,
            limits_by_check: false,
            small: |r| {
                let max = [3, 15, 255][r.range(0, 2) as usize];
                let k = r.range(1, 4.min(max));
                let mut heaps: Vec<u64> = Vec::new();
                while (heaps.len() as u64) < k {
                    let a = r.range(1, max);
                    if !heaps.contains(&a) {
                        heaps.push(a);
                    }
                }
                vec![vec![r.range(1, 6)], heaps]
            },
            input: |c| input_nim_counting(c[0][0], &c[1]),
            valid: |c| {
                c.len() == 2
                    && c[0].len() == 1
                    && (1..=200_000).contains(&c[0][0])
                    && !c[1].is_empty()
                    && c[1].iter().all(|&a| (1..1 << 16).contains(&a))
                    && c[1]
                        .iter()
                        .enumerate()
                        .all(|(i, a)| !c[1][..i].contains(a))
            },
            check: |c, out| same_tokens(&nim_count(c[0][0], &c[1]).to_string(), out),
            traps: || {
                let all: Vec<u64> = (1..1 << 16).collect();
                vec![
                    trap("公比为 1 没有单独处理：A = {1}，N = 1", "common ratio 1 not handled on its own: A = {1}, N = 1", vec![vec![1], vec![1]]),
                    trap("公比为 1 没有单独处理：A = {1}，N = 2·10^5", "common ratio 1 not handled on its own: A = {1}, N = 2·10^5", vec![vec![200_000], vec![1]]),
                    trap(
                        "s ≠ 0 处 F(s) = 1：A = {1, 2, 3}，N = 2·10^5", "F(s) = 1 at some s ≠ 0: A = {1, 2, 3}, N = 2·10^5",
                        vec![vec![200_000], vec![1, 2, 3]],
                    ),
                    trap("F(s) 为负时取模：A = {1, 2}，N = 3", "taking the remainder of a negative F(s): A = {1, 2}, N = 3", vec![vec![3], vec![1, 2]]),
                    trap(
                        "把空序列也算进去，或只数长度恰为 N 的：A = {1, 2, 3}，N = 3", "counting the empty sequence too, or only the sequences of length exactly N: A = {1, 2, 3}, N = 3",
                        vec![vec![3], vec![1, 2, 3]],
                    ),
                    trap(
                        "全部 2^16 − 1 种堆大小（F(0) = K，K^N 要取模）：N = 2·10^5", "all 2^16 − 1 pile sizes (F(0) = K, K^N must be reduced modulo): N = 2·10^5",
                        vec![vec![200_000], all],
                    ),
                ]
            },
            limits: |r| {
                let all: Vec<u64> = (1..1 << 16).collect();
                let mut some: Vec<u64> = all.iter().copied().filter(|_| r.range(0, 1) == 1).collect();
                if some.is_empty() {
                    some.push(1);
                }
                vec![
                    ("N = 2·10^5, K = 65535", vec![vec![200_000], all]),
                    ("N = 2·10^5, a random half of the pile sizes", vec![vec![200_000], some]),
                ]
            },
        },
        Problem {
            listing: "cses-1654-bit-problem",
            time_limit_ms: 1000,
            limits_by_check: false,
            small: |r| {
                let n = r.range(1, 30);
                let top = [31, 1023, E6][r.range(0, 2) as usize];
                vec![(0..n).map(|_| r.range(1, top)).collect()]
            },
            input: |c| input_1654(&c[0]),
            valid: |c| {
                c.len() == 1
                    && (1..=200_000).contains(&c[0].len())
                    && c[0].iter().all(|x| (1..=E6).contains(x))
            },
            check: |c, out| {
                let rows: Vec<String> = bit_problem_direct(&c[0]).iter().map(|r| join(r)).collect();
                same_tokens(&rows.join("\n"), out)
            },
            traps: || {
                vec![
                    trap(
                        "循环套反（先枚举集合再枚举位）：7 的子集 1、2、4 被加了两次", "loops nested the wrong way (sets outside, bits inside): the subsets 1, 2, 4 of 7 are added twice",
                        vec![vec![1, 2, 4, 7]],
                    ),
                    trap("补集没有限制在 20 位内", "the complement not restricted to 20 bits", vec![vec![E6, 3, 524_288]]),
                    trap("第三问当成超集：3 与 9 只有最低位相同", "the third query taken as supersets: 3 and 9 share only the lowest bit", vec![vec![3, 9]]),
                    trap("漏数自己或重复的值", "missing the number itself, or repeated values", vec![vec![2, 2, 2]]),
                ]
            },
            limits: |r| {
                let n = 200_000;
                vec![
                    (
                        "n = 2·10^5, values up to 10^6",
                        vec![(0..n).map(|_| r.range(1, E6)).collect()],
                    ),
                    (
                        "n = 2·10^5, all 786431 (19 bits set)",
                        vec![vec![786_431; n]],
                    ),
                ]
            },
        },
        convolution(
            "library-checker-bitwise-and-convolution",
            5000,
            |c, out| same_tokens(&join(&convolution_direct(&c[0], &c[1], BitOp::And)), out),
            || bitwise_traps("变换方向写错：用了子集（或卷积）而不是超集", "wrong transform direction: subsets (or a convolution) instead of supersets"),
        ),
        convolution(
            "library-checker-bitwise-xor-convolution",
            5000,
            |c, out| same_tokens(&join(&convolution_direct(&c[0], &c[1], BitOp::Xor)), out),
            || bitwise_traps("逆变换忘了除以 2^N，或用整数除法", "the inverse transform does not divide by 2^N, or divides with integer division"),
        ),
        convolution(
            "library-checker-subset-convolution",
            10_000,
            |c, out| {
                let want: Vec<u64> = (0..c[0].len())
                    .map(|k| subset_convolution_entry_direct(&c[0], &c[1], k))
                    .collect();
                same_tokens(&join(&want), out)
            },
            subset_traps,
        ),
        Problem {
            listing: "library-checker-counting-squarefrees",
            time_limit_ms: 5000,
            limits_by_check: false,
            small: |r| {
                let top = [100, 100_000][r.range(0, 1) as usize];
                vec![vec![r.range(1, top)]]
            },
            input: |c| format!("{}\n", c[0][0]),
            valid: |c| c.len() == 1 && c[0].len() == 1 && (1..=E18).contains(&c[0][0]),
            check: |c, out| same_tokens(&squarefree(c[0][0]).to_string(), out),
            traps: || {
                vec![
                    trap("把 1 排除在外", "leaving 1 out", vec![vec![1]]),
                    trap("分组的边界差一：N = 3^5 − 1", "a group boundary off by one: N = 3^5 − 1", vec![vec![242]]),
                    trap("分组的边界差一：N = 3^5", "a group boundary off by one: N = 3^5", vec![vec![243]]),
                    trap("分组的边界差一：N = 40^5 + 1", "a group boundary off by one: N = 40^5 + 1", vec![vec![102_400_001]]),
                    trap(
                        "浮点数开方不修正：10^18 − 1 转成浮点数就是 10^18，平方根是 10^9", "a floating-point square root not corrected: 10^18 − 1 becomes 10^18 as a float, whose square root is 10^9",
                        vec![vec![E18 - 1]],
                    ),
                ]
            },
            limits: |_| {
                vec![
                    ("N = 10^18", vec![vec![E18]]),
                    ("N = 10^18 − 1", vec![vec![E18 - 1]]),
                    ("N = 3981^5", vec![vec![3981u64.pow(5)]]),
                ]
            },
        },
        Problem {
            listing: "library-checker-montmort-number-mod",
            time_limit_ms: 10_000,
            limits_by_check: false,
            small: |r| {
                let m =
                    [1, 2, 4, 12, 998_244_353, r.range(1, 1_000_000_000)][r.range(0, 5) as usize];
                vec![vec![r.range(1, 34), m]]
            },
            input: |c| format!("{} {}\n", c[0][0], c[0][1]),
            valid: |c| {
                c.len() == 1
                    && c[0].len() == 2
                    && (1..=1_000_000).contains(&c[0][0])
                    && (1..=1_000_000_000).contains(&c[0][1])
            },
            check: |c, out| {
                let (n, m) = (c[0][0] as usize, c[0][1]);
                let want: Vec<u64> = if n <= 34 {
                    (1..=n)
                        .map(|k| (derangements_exact(k) % u128::from(m)) as u64)
                        .collect()
                } else {
                    derangements_mod_other_recurrence(n, m)
                };
                same_tokens(&join(&want), out)
            },
            traps: || {
                vec![
                    trap(
                        "M = 1：初值 D(0) 也要取模，所有余数都是 0", "M = 1: the initial D(0) must be reduced too, every remainder is 0",
                        vec![vec![5, 1]],
                    ),
                    trap("用阶乘的逆元：M = 4 时 2! 没有逆元", "inverses of factorials: at M = 4, 2! has no inverse", vec![vec![10, 4]]),
                    trap(
                        "在 32 位整数里相乘：M 接近 10^9", "multiplying in 32-bit integers: M near 10^9",
                        vec![vec![30, 999_999_937]],
                    ),
                    trap("边界写错：D(1) = 0、D(2) = 1", "wrong base cases: D(1) = 0, D(2) = 1", vec![vec![2, 1_000_000_000]]),
                ]
            },
            limits: |_| {
                vec![
                    ("N = 10^6, M = 10^9", vec![vec![1_000_000, 1_000_000_000]]),
                    (
                        "N = 10^6, M = 999999937",
                        vec![vec![1_000_000, 999_999_937]],
                    ),
                ]
            },
        },
        Problem {
            listing: "library-checker-sum-of-totient-function",
            time_limit_ms: 5000,
            limits_by_check: false,
            small: |r| {
                let top = [100, 1_000_000][r.range(0, 1) as usize];
                vec![vec![r.range(1, top)]]
            },
            input: |c| format!("{}\n", c[0][0]),
            valid: |c| c.len() == 1 && c[0].len() == 1 && (1..=10_000_000_000).contains(&c[0][0]),
            check: |c, out| same_tokens(&totient_sum_memo(c[0][0]).to_string(), out),
            traps: || {
                vec![
                    trap("L 的立方溢出：N = 10^10", "the cube of L overflows: N = 10^10", vec![vec![10_000_000_000]]),
                    trap(
                        "N(N+1)/2 在 u64 里溢出：N = 9999999999", "N(N+1)/2 overflows u64: N = 9999999999",
                        vec![vec![9_999_999_999]],
                    ),
                    trap("L 的边界：N = 1000^3", "the bound of L: N = 1000^3", vec![vec![1_000_000_000]]),
                    trap("N = 1", "N = 1", vec![vec![1]]),
                    trap(
                        "x(x+1)/2 先取模再除以 2：N = 31595", "x(x+1)/2 reduced modulo before halving: N = 31595",
                        vec![vec![31_595]],
                    ),
                ]
            },
            limits: |_| vec![("N = 10^10", vec![vec![10_000_000_000]])],
        },
        divisor("library-checker-gcd-convolution", Convolution::Gcd, || {
            divisor_traps("gcd 卷积用了约数上的变换（或 lcm 的方向）", "the gcd convolution with the transform over divisors (or in the lcm direction)")
        }),
        divisor("library-checker-lcm-convolution", Convolution::Lcm, || {
            divisor_traps("lcm 超过 N 的对也算进去，或用了倍数上的变换", "pairs with lcm above N counted too, or the transform over multiples used")
        }),
    ]
}

/// A Library Checker gcd or lcm convolution: 1 ≤ N ≤ 10^6, a_1 … a_N and
/// b_1 … b_N below 998244353; small cases N ≤ 40, checked by a gcd per pair.
/// ABC212 H by testkit: the recurrence when every size below 2^16 is a
/// heap, the enumeration when there are at most 10^5 sequences, else the
/// table over the xor value (its cost N·K·2^b bounded by what the traps use).
fn nim_count(n: u64, heaps: &[u64]) -> u64 {
    let k = heaps.len() as u64;
    if k == (1 << 16) - 1 {
        return nim_counting_all_sizes(n);
    }
    let sequences = (1..=n).try_fold(0u64, |s, m| s.checked_add(k.checked_pow(m as u32)?));
    match sequences {
        Some(s) if s <= 100_000 => nim_counting_direct(n, heaps),
        _ => nim_counting_by_table(n, heaps),
    }
}

fn divisor(listing: &'static str, what: Convolution, traps: fn() -> Vec<Trap>) -> Problem {
    Problem {
        listing,
        time_limit_ms: 5000,
        limits_by_check: false,
        small: |r| {
            let n = r.range(1, 40);
            let top = [9, MOD - 1][r.range(0, 1) as usize];
            let mut v = || (0..n).map(|_| r.range(0, top)).collect::<Vec<u64>>();
            vec![v(), v()]
        },
        input: |c| format!("{}\n{}\n{}\n", c[0].len(), join(&c[0]), join(&c[1])),
        valid: |c| {
            c.len() == 2
                && (1..=1_000_000).contains(&c[0].len())
                && c[1].len() == c[0].len()
                && c.iter().flatten().all(|&v| v < MOD)
        },
        check: match what {
            Convolution::Gcd => |c: &Case, out: &str| {
                same_tokens(
                    &join(&divisor_convolution_direct(&c[0], &c[1], Convolution::Gcd)),
                    out,
                )
            },
            _ => |c: &Case, out: &str| {
                same_tokens(
                    &join(&divisor_convolution_direct(&c[0], &c[1], Convolution::Lcm)),
                    out,
                )
            },
        },
        traps,
        limits: |r: &mut Rng| {
            let n = 1_000_000;
            let mut v = || (0..n).map(|_| r.range(0, MOD - 1)).collect::<Vec<u64>>();
            vec![
                ("N = 10^6, uniform values", vec![v(), v()]),
                ("N = 10^6, all 998244352", vec![vec![MOD - 1; n]; 2]),
            ]
        },
    }
}

/// The gcd and lcm convolutions' traps: values at MOD − 1 (N = 300 keeps the
/// O(N^2) check fast), N = 1, and the chapter's mistake `why` on N = 12.
fn divisor_traps(why: &'static str, why_en: &'static str) -> Vec<Trap> {
    vec![
        trap(
            "和或积忘了取模：全是 998244352", "sums or products not reduced modulo: every value 998244352",
            vec![vec![MOD - 1; 300]; 2],
        ),
        trap("N = 1：只有 c_1 = a_1 b_1", "N = 1: only c_1 = a_1 b_1", vec![vec![5], vec![7]]),
        trap(why, why_en, vec![(1..=12).collect(), (13..=24).collect()]),
    ]
}

/// A Library Checker convolution problem: N ≤ 20, both arrays of length 2^N
/// with values below 998244353; small cases up to N = 6, traps up to N = 10
/// (O(4^N) check) or N = 16 (the subset convolution's O(3^N) check).
fn convolution(
    listing: &'static str,
    time_limit_ms: u64,
    check: fn(&Case, &str) -> Result<(), String>,
    traps: fn() -> Vec<Trap>,
) -> Problem {
    Problem {
        listing,
        time_limit_ms,
        limits_by_check: false,
        small: |r| {
            let n = r.range(0, 6);
            let top = [9, MOD - 1][r.range(0, 1) as usize];
            let mut v = || {
                (0..1u64 << n)
                    .map(|_| r.range(0, top))
                    .collect::<Vec<u64>>()
            };
            vec![v(), v()]
        },
        input: |c| input_convolution(c[0].len().trailing_zeros(), &c[0], &c[1]),
        valid: |c| {
            c.len() == 2
                && c[0].len().is_power_of_two()
                && c[0].len() <= 1 << 20
                && c[1].len() == c[0].len()
                && c.iter().flatten().all(|&v| v < MOD)
        },
        check,
        traps,
        limits: |r: &mut Rng| {
            let n = 20;
            let mut v = || {
                (0..1u64 << n)
                    .map(|_| r.range(0, MOD - 1))
                    .collect::<Vec<u64>>()
            };
            vec![
                ("N = 20, uniform values", vec![v(), v()]),
                ("N = 20, all 998244352", vec![vec![MOD - 1; 1 << n]; 2]),
            ]
        },
    }
}

/// The traps of both bitwise convolutions: values at MOD − 1 (every sum and
/// product wraps; N = 10 keeps the O(4^N) check fast), N = 0, and the sample
/// for the chapter's mistake `why` about the transform.
fn bitwise_traps(why: &'static str, why_en: &'static str) -> Vec<Trap> {
    vec![
        trap(
            "和或积忘了取模：全是 998244352", "sums or products not reduced modulo: every value 998244352",
            vec![vec![MOD - 1; 1 << 10]; 2],
        ),
        trap("N = 0：数组只有一个数", "N = 0: the array has one number", vec![vec![5], vec![7]]),
        trap(
            why,
            why_en,
            vec![
                vec![1, 2, 3, 4, 5, 6, 7, 8],
                vec![9, 10, 11, 12, 13, 14, 15, 16],
            ],
        ),
    ]
}

/// The subset convolution's traps: N = 16 with every value MOD − 1 (ranks up
/// to 16, each a sum of up to 17 products below p²), N = 0, and overlapping
/// pairs that the or-convolution would count.
fn subset_traps() -> Vec<Trap> {
    vec![
        trap(
            "和或积忘了取模：N = 16、全是 998244352", "sums or products not reduced modulo: N = 16, every value 998244352",
            vec![vec![MOD - 1; 1 << 16]; 2],
        ),
        trap("N = 0：数组只有一个数", "N = 0: the array has one number", vec![vec![5], vec![7]]),
        trap(
            "没有按集合大小分层（算成了或卷积）：重叠的两个集合也被算进去", "not layered by set size (an OR convolution instead): overlapping pairs of sets counted too",
            vec![vec![1; 4], vec![1; 4]],
        ),
    ]
}
