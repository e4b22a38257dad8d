//! Library Checker counting_squarefrees the textbook way: Σ_{d ≤ √N} μ(d)
//! ⌊N/d²⌋ with μ from a plain sieve up to √N (for every prime p, flip the
//! sign of its multiples and zero the multiples of p²): √N = 10^9 entries at
//! N = 10^18.
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
    let mut mu = vec![1i8; r + 1];
    let mut prime = vec![true; r + 1];
    for p in 2..=r {
        if !prime[p] {
            continue;
        }
        for m in (p..=r).step_by(p) {
            if m > p {
                prime[m] = false;
            }
            mu[m] = -mu[m];
        }
        if p <= r / p {
            for m in (p * p..=r).step_by(p * p) {
                mu[m] = 0;
            }
        }
    }
    let mut total: i64 = 0;
    for d in 1..=r as u64 {
        total += i64::from(mu[d as usize]) * (n / (d * d)) as i64;
    }
    println!("{total}");
}
