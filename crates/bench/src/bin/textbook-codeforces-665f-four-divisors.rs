//! Codeforces 665F Four Divisors the textbook way: every prime up to n/2 by
//! a segmented sieve of Eratosthenes (blocks of 2^18 numbers), counting the
//! cubes p³ ≤ n and, for each prime p ≤ √n, the primes q in (p, n/p]: the
//! points n/p are sorted and read off the running count as the sieve passes
//! them. About (n/2) log log n steps.
use bench::Scanner;

fn main() {
    let mut sc = Scanner::default();
    let n: u64 = sc.token();
    let top = (n / 2).max(2);
    let base = bench::base_primes(bench::isqrt(top) as usize);
    let s = bench::isqrt(n);
    // (n/p, π(p)) for every prime p ≤ √n, found as the sieve passes p.
    let mut points: Vec<(u64, u64)> = Vec::new();
    let mut answers = 0u64;
    let mut count = 0u64;
    let mut next = 0usize;
    const BLOCK: u64 = 1 << 18;
    let mut block = vec![true; BLOCK as usize];
    let mut lo = 2u64;
    while lo <= top {
        let hi = (lo + BLOCK - 1).min(top);
        bench::sieve_block(&mut block, lo, hi, &base);
        for m in lo..=hi {
            if block[(m - lo) as usize] {
                count += 1;
                if m <= s {
                    points.push((n / m, count));
                    if m * m * m <= n {
                        answers += 1;
                    }
                }
            }
            if next == 0 && m == s.max(1) {
                points.sort_unstable();
            }
            while m >= s && next < points.len() && points[next].0 == m {
                answers += count - points[next].1;
                next += 1;
            }
        }
        lo = hi + 1;
    }
    println!("{answers}");
}
