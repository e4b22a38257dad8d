//! Library Checker counting_primes the textbook way: a segmented sieve of
//! Eratosthenes over [2, N] in blocks of 2^18 numbers, crossing out the
//! multiples of every prime up to √N in each block and counting what is
//! left: about N log log N steps, N = 10^9 in about a second.
use bench::Scanner;

fn main() {
    let mut sc = Scanner::default();
    let n: u64 = sc.token();
    let mut r = (n as f64).sqrt() as u64;
    while r * r > n {
        r -= 1;
    }
    while (r + 1) * (r + 1) <= n {
        r += 1;
    }
    let r = r as usize;
    let mut small = vec![true; r + 1];
    let mut base: Vec<u64> = Vec::new();
    for p in 2..=r {
        if small[p] {
            base.push(p as u64);
            for m in (p * p..=r).step_by(p) {
                small[m] = false;
            }
        }
    }
    const BLOCK: u64 = 1 << 18;
    let mut block = vec![true; BLOCK as usize];
    let mut count = 0u64;
    let mut lo = 2u64;
    while lo <= n {
        let hi = (lo + BLOCK - 1).min(n);
        block.iter_mut().for_each(|b| *b = true);
        for &p in &base {
            if p * p > hi {
                break;
            }
            let start = (p * p).max(lo.div_ceil(p) * p);
            for m in (start..=hi).step_by(p as usize) {
                block[(m - lo) as usize] = false;
            }
        }
        count += block[..(hi - lo + 1) as usize]
            .iter()
            .filter(|&&b| b)
            .count() as u64;
        lo = hi + 1;
    }
    println!("{count}");
}
