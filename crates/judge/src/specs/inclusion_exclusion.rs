//! Part 1's problems: AcWing 890 and `ext-divisible-lcm`. Small cases are
//! counted directly (test every x); bigger ones by the plain 2^m bitmask
//! inclusion–exclusion in u128 of `testkit::divisible`.

use super::{line, same_tokens, trap, Problem};
use testkit::divisible::{
    count_bitmask, count_direct, first_primes, is_prime, primes_at_most, random_divisor,
};

const E9: u64 = 1_000_000_000;
const E18: u64 = 1_000_000_000_000_000_000;

pub fn problems() -> Vec<Problem> {
    vec![
        Problem {
            listing: "acwing-890-divisible",
            time_limit_ms: 1000,
            limits_by_check: false,
            small: |r| {
                let pool = first_primes(12);
                let m = r.range(1, 4) as usize;
                let mut ps: Vec<u64> = Vec::new();
                while ps.len() < m {
                    let p = pool[r.range(0, 11) as usize];
                    if !ps.contains(&p) {
                        ps.push(p);
                    }
                }
                vec![vec![r.range(1, 2000)], ps]
            },
            input: |c| format!("{} {}\n{}\n", c[0][0], c[1].len(), line(&c[1])),
            valid: |c| {
                c.len() == 2
                    && c[0].len() == 1
                    && (1..=E9).contains(&c[0][0])
                    && (1..=16).contains(&c[1].len())
                    && c[1].iter().all(|&p| p <= E9 && is_prime(p))
                    && distinct(&c[1])
            },
            check: |c, out| same_tokens(&count(c[0][0], &c[1]).to_string(), out),
            traps: || {
                vec![
                    trap(
                        "乘积用 32 位整数：两个接近 10^9 的质数", "products in 32-bit integers: two primes near 10^9",
                        vec![vec![E9], primes_at_most(E9, 2)],
                    ),
                    trap(
                        "64 位乘积不提前停下：16 个接近 10^9 的质数之积溢出", "64-bit products without stopping early: the product of 16 primes near 10^9 overflows",
                        vec![vec![E9], primes_at_most(E9, 16)],
                    ),
                    trap(
                        "把“超过 n”写成“不小于 n”：n = 2·3·5·…·23", "\"greater than n\" written as \"at least n\": n = 2·3·5·…·23",
                        vec![vec![223_092_870], first_primes(9)],
                    ),
                    trap("奇偶写反", "the signs of odd and even terms swapped", vec![vec![10], vec![2, 3]]),
                ]
            },
            limits: |r| {
                let pool = primes_at_most(2000, 300);
                let mut ps: Vec<u64> = Vec::new();
                while ps.len() < 16 {
                    let p = pool[r.range(0, pool.len() as u64 - 1) as usize];
                    if !ps.contains(&p) {
                        ps.push(p);
                    }
                }
                vec![
                    (
                        "n = 10^9, the first 16 primes",
                        vec![vec![E9], first_primes(16)],
                    ),
                    ("n = 10^9, 16 primes below 2000", vec![vec![E9], ps]),
                ]
            },
        },
        Problem {
            listing: "ext-divisible-lcm",
            time_limit_ms: 1000,
            limits_by_check: false,
            small: |r| {
                (0..10)
                    .map(|_| {
                        let m = r.range(1, 5) as usize;
                        let mut g = vec![r.range(1, 500)];
                        g.extend((0..m).map(|_| random_divisor(r, 60)));
                        g
                    })
                    .collect()
            },
            input: |c| {
                c.iter()
                    .map(|g| format!("{} {}\n{}\n", g[0], g.len() - 1, line(&g[1..])))
                    .collect()
            },
            valid: |c| {
                !c.is_empty()
                    && c.iter().all(|g| {
                        (2..=25).contains(&g.len()) && g.iter().all(|v| (1..=E18).contains(v))
                    })
            },
            check: |c, out| {
                let want: Vec<String> =
                    c.iter().map(|g| count(g[0], &g[1..]).to_string()).collect();
                same_tokens(&want.join("\n"), out)
            },
            traps: || {
                vec![
                    trap("用乘积代替最小公倍数", "the product instead of the least common multiple", vec![vec![20, 2, 4]]),
                    trap(
                        "先乘后除求最小公倍数：a·b 超出 u64", "lcm by multiplying before dividing: a·b does not fit in u64",
                        vec![vec![E18, 999_999_999_989, 999_999_999_959, 6]],
                    ),
                    trap(
                        "按 a_j 排序并在 lcm > n 时中断循环", "sorting by a_j and breaking out of the loop when lcm > n",
                        vec![vec![20, 6, 5, 9]],
                    ),
                ]
            },
            limits: |_| {
                vec![
                    (
                        "n = 10^18, the first 16 primes",
                        vec![with_n(E18, first_primes(16))],
                    ),
                    (
                        "n = 10^18, the first 20 primes",
                        vec![with_n(E18, first_primes(20))],
                    ),
                    (
                        "n = 10^18, the 36 products p·q of primes p < q ≤ 23",
                        vec![with_n(E18, products_of_two(&first_primes(9)))],
                    ),
                ]
            },
        },
    ]
}

fn with_n(n: u64, a: Vec<u64>) -> Vec<u64> {
    let mut g = vec![n];
    g.extend(a);
    g
}

/// Direct counting where it is cheap, the 2^m bitmask in u128 otherwise.
fn count(n: u64, a: &[u64]) -> u64 {
    if n <= 1_000_000 {
        count_direct(n, a)
    } else {
        count_bitmask(n, a)
    }
}

fn distinct(v: &[u64]) -> bool {
    let mut s = v.to_vec();
    s.sort_unstable();
    s.windows(2).all(|w| w[0] != w[1])
}

/// Every product p·q of two of the distinct primes `ps` (p before q).
fn products_of_two(ps: &[u64]) -> Vec<u64> {
    let mut out = Vec::new();
    for (i, &p) in ps.iter().enumerate() {
        out.extend(ps[i + 1..].iter().map(|&q| p * q));
    }
    out
}
