//! Chapter “积和式：Ryser 公式” (AtCoder EDPC O Matching, ext-permanent).
//!
//! A case is the matrix itself, one group per row: `valid` keeps it square
//! (1 ≤ n ≤ the format's limit) with every entry inside the format's range,
//! so shrinking lowers entries (towards 0) inside the same n.

use crate::problem::{line, same_tokens, trap, Case, Problem};
use testkit::ie_algorithms::permanent::{
    constant_matrix, permanent_by_columns, permanent_by_permutations, random_01_matrix,
    random_matrix, MOD_MATCHING, MOD_PERMANENT,
};
use testkit::rng::Rng;

pub fn problems() -> Vec<Problem> {
    vec![matching(), permanent()]
}

/// "n" and the rows.
fn matrix_text(c: &Case) -> String {
    let mut s = format!("{}\n", c.len());
    for row in c {
        s.push_str(&line(row));
        s.push('\n');
    }
    s
}

/// Is `c` an n×n matrix, 1 ≤ n ≤ `n_max`, every entry ≤ `top`?
fn valid_matrix(c: &Case, n_max: usize, top: u64) -> bool {
    (1..=n_max).contains(&c.len())
        && c.iter()
            .all(|row| row.len() == c.len() && row.iter().all(|&x| x <= top))
}

/// The permanent mod p by testkit: every permutation up to 8×8, else the
/// bitmask DP over used columns.
fn oracle(c: &Case, p: u64) -> String {
    let v = if c.len() <= 8 {
        permanent_by_permutations(c, p)
    } else {
        permanent_by_columns(c, p)
    };
    format!("{v}\n")
}

/// The n×n identity matrix times `x`.
fn diagonal(n: usize, x: u64) -> Case {
    (0..n)
        .map(|i| (0..n).map(|j| if i == j { x } else { 0 }).collect())
        .collect()
}

// ---------------------------------------------------------------------------
// AtCoder EDPC O Matching: 0/1, N ≤ 21, modulo 10^9 + 7
// ---------------------------------------------------------------------------

fn matching() -> Problem {
    Problem {
        listing: "atcoder-dp-o-matching",
        time_limit_ms: 2000,
        limits_by_check: false,
        small: |r| {
            let n = r.range(1, 6) as usize;
            let percent = r.range(20, 100);
            random_01_matrix(r, n, percent)
        },
        input: matrix_text,
        valid: |c| valid_matrix(c, 21, 1),
        check: |c, out| same_tokens(&oracle(c, MOD_MATCHING), out),
        traps: || {
            let mut zero_row = constant_matrix(5, 1);
            zero_row[2] = vec![0; 5];
            vec![
                trap(
                    "N = 1，唯一的男女相合：答案 1",
                    "N = 1, the only pair compatible: the answer is 1",
                    vec![vec![1]],
                ),
                trap(
                    "Ryser 公式的符号写成 (−1)^{|S|}：N 为奇数时差一个负号，全 1 的 3×3 应为 6",
                    "Ryser's sign written (−1)^{|S|}: off by a sign for odd N; the all-ones 3×3 is 6",
                    constant_matrix(3, 1),
                ),
                trap(
                    "按消元求了行列式：全 1 的 2×2 的行列式是 0，积和式是 2",
                    "the determinant by elimination instead: the all-ones 2×2 has determinant 0, permanent 2",
                    constant_matrix(2, 1),
                ),
                trap(
                    "一行全是 0：没有完美匹配",
                    "a zero row: no perfect matching",
                    zero_row,
                ),
                trap(
                    "全 1 的 21×21：答案是 21! 模 10^9 + 7，乘积要取模",
                    "the all-ones 21×21: the answer is 21! modulo 10^9 + 7, products reduced",
                    constant_matrix(21, 1),
                ),
                trap(
                    "21×21 的单位矩阵：恰好一种配对，其余的项全部相消",
                    "the 21×21 identity: exactly one matching, every other term cancels",
                    diagonal(21, 1),
                ),
            ]
        },
        limits: |r| {
            vec![
                ("N = 21, every a_{i,j} = 1", constant_matrix(21, 1)),
                ("N = 21, half the entries 1", random_01_matrix(r, 21, 50)),
            ]
        },
    }
}

// ---------------------------------------------------------------------------
// ext-permanent: n ≤ 20, entries below 998244353
// ---------------------------------------------------------------------------

fn permanent() -> Problem {
    Problem {
        listing: "ext-permanent",
        time_limit_ms: 1000,
        limits_by_check: false,
        small: |r| {
            let n = r.range(1, 6) as usize;
            match r.range(0, 2) {
                0 => random_matrix(r, n, 0, MOD_PERMANENT - 1),
                1 => random_matrix(r, n, 0, 3),
                _ => random_matrix(r, n, MOD_PERMANENT - 3, MOD_PERMANENT - 1),
            }
        },
        input: matrix_text,
        valid: |c| valid_matrix(c, 20, MOD_PERMANENT - 1),
        check: |c, out| same_tokens(&oracle(c, MOD_PERMANENT), out),
        traps: || {
            let mut zero_row = random_matrix(&mut Rng::new(1114), 6, 1, MOD_PERMANENT - 1);
            zero_row[4] = vec![0; 6];
            vec![
                trap(
                    "n = 1：积和式就是那个数",
                    "n = 1: the permanent is the entry itself",
                    vec![vec![MOD_PERMANENT - 1]],
                ),
                trap(
                    "Ryser 公式的符号写成 (−1)^{|S|}：n 为奇数时差一个负号",
                    "Ryser's sign written (−1)^{|S|}: off by a sign for odd n",
                    constant_matrix(3, 1),
                ),
                trap(
                    "按消元求了行列式：全 1 的 2×2 的行列式是 0，积和式是 2",
                    "the determinant by elimination instead: the all-ones 2×2 has determinant 0, permanent 2",
                    constant_matrix(2, 1),
                ),
                trap(
                    "一行全是 0：积和式为 0",
                    "a zero row: the permanent is 0",
                    zero_row,
                ),
                trap(
                    "全是 p − 1 的 19×19：行和超过 2^32，积和式是 −19!",
                    "every entry p − 1 at 19×19: row sums pass 2^32, the permanent is −19!",
                    constant_matrix(19, MOD_PERMANENT - 1),
                ),
                trap(
                    "全 1 的 20×20：答案是 20! 模 998244353",
                    "the all-ones 20×20: the answer is 20! modulo 998244353",
                    constant_matrix(20, 1),
                ),
            ]
        },
        limits: |r| {
            vec![
                (
                    "n = 20, every entry p − 1",
                    constant_matrix(20, MOD_PERMANENT - 1),
                ),
                (
                    "n = 20, random entries",
                    random_matrix(r, 20, 0, MOD_PERMANENT - 1),
                ),
            ]
        },
    }
}
