//! Part 9, beyond impartial games: CSES 1097 Removal Game.
//!
//! A case is one group: the list, each value x stored zigzag-coded (0, −1,
//! 1, −2, 2, … as 0, 1, 2, 3, 4, …), so that shrinking, which lowers the
//! stored numbers, walks the values toward 0 from both sides.
//! Lists up to 14 numbers go to the exhaustive minimax of `testkit::scores`;
//! longer ones to its recurrence by length (checked against the minimax on
//! every small list in that module's tests).

use super::games::heaps;
use super::{same_tokens, trap, Case, Problem};
use testkit::scores::{input_1097, removal_by_length, removal_exhaustive};

const E9: u64 = 1_000_000_000;

/// The list a case stands for.
fn list(c: &Case) -> Vec<i64> {
    c[0].iter()
        .map(|&v| {
            if v % 2 == 0 {
                (v / 2) as i64
            } else {
                -(v.div_ceil(2) as i64)
            }
        })
        .collect()
}

/// A case from real values (|x| ≤ 10^9).
fn case(x: &[i64]) -> Case {
    vec![x
        .iter()
        .map(|&v| {
            if v >= 0 {
                2 * v as u64
            } else {
                2 * v.unsigned_abs() - 1
            }
        })
        .collect()]
}

pub fn problems() -> Vec<Problem> {
    vec![Problem {
        listing: "cses-1097-removal-game",
        time_limit_ms: 1000,
        limits_by_check: false,
        // Small values only: a failure then shrinks quickly to a few small
        // numbers. The full range is covered by the traps and the limits.
        small: |r| vec![heaps(r, 1, 10, 0, 14)],
        input: |c| input_1097(&list(c)),
        valid: |c| {
            c.len() == 1 && (1..=5000).contains(&c[0].len()) && c[0].iter().all(|&v| v <= 2 * E9)
        },
        check: |c, out| {
            let x = list(c);
            let want = if x.len() <= 14 {
                removal_exhaustive(&x)
            } else {
                removal_by_length(&x)
            };
            same_tokens(&want.to_string(), out)
        },
        traps: || {
            vec![
                trap(
                    "贪心地拿两端较大的数：1 1 3 2 先拿 2 只得 3 分",
                    case(&[1, 1, 3, 2]),
                ),
                trap(
                    "只比较奇数位之和与偶数位之和：2 1 2 3 的答案是 5 不是 4",
                    case(&[2, 1, 2, 3]),
                ),
                trap("负数：把“最好的分数”初始化为 0", case(&[-1, -2])),
                trap("全是负数、n 为奇数", case(&[-5, -1, -3])),
                trap(
                    "5000 个 10^9：分数 2.5·10^12 超出 32 位",
                    case(&vec![1_000_000_000; 5000]),
                ),
                trap(
                    "5000 个 −10^9：递归 5000 层、或用二维 i64 表",
                    case(&vec![-1_000_000_000; 5000]),
                ),
            ]
        },
        limits: |r| {
            vec![
                (
                    "n = 5000, values in ±10^9",
                    vec![heaps(r, 5000, 5000, 0, 2 * E9)],
                ),
                (
                    "n = 5000, values in −1..=1 (many ties)",
                    vec![heaps(r, 5000, 5000, 0, 2)],
                ),
            ]
        },
    }]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zigzag_code_round_trips_and_covers_the_judge_range() {
        let x = [0, -1, 1, -2, 2, 1_000_000_000, -1_000_000_000];
        assert_eq!(case(&x), vec![vec![0, 1, 2, 3, 4, 2 * E9, 2 * E9 - 1]]);
        assert_eq!(list(&case(&x)), x.to_vec());
    }
}
