//! Part 8: nimbers. Library Checker nim_product_64.
//!
//! A nim_product_64 case is a list of pairs `[a, b]`. Small values are judged
//! by the mex definition itself (`nim_mul_mex_table`, below 64), the rest by
//! testkit's bit-pair product (checked against the mex definition).

use super::{same_tokens, trap, Problem};
use crate::nimbers::{nim_mul_mex_table, NimBits};
use crate::rng::Rng;

/// Values below this are judged by the mex definition.
const MEX: u64 = 64;

pub fn problems() -> Vec<Problem> {
    vec![Problem {
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
    }]
}
