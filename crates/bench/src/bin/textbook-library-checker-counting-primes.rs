//! Library Checker counting_primes the textbook way: a segmented sieve of
//! Eratosthenes over [2, N] in blocks of 2^18 numbers, crossing out the
//! multiples of every prime up to √N in each block and counting what is
//! left: about N log log N steps, N = 10^9 in about a second.
use bench::Scanner;

fn main() {
    let mut sc = Scanner::default();
    let n: u64 = sc.token();
    let base = bench::base_primes(bench::isqrt(n) as usize);
    const BLOCK: u64 = 1 << 18;
    let mut block = vec![true; BLOCK as usize];
    let mut count = 0u64;
    let mut lo = 2u64;
    while lo <= n {
        let hi = (lo + BLOCK - 1).min(n);
        bench::sieve_block(&mut block, lo, hi, &base);
        count += block[..(hi - lo + 1) as usize]
            .iter()
            .filter(|&&b| b)
            .count() as u64;
        lo = hi + 1;
    }
    println!("{count}");
}
