//! Library Checker counting_primes by Meissel's formula:
//! π(x) = φ(x, a) + a − 1 − P₂(x, a) with a = π(∛x), where
//! P₂ = Σ_{a < k ≤ b} (π(x/p_k) − (k − 1)) and b = π(√x). A plain sieve to
//! L = x^{2/3} gives π(y) for y ≤ L; φ(x, a) = φ(x, a − 1) − φ(x/p_a, a − 1)
//! is expanded recursively (depth ≤ a), cut off by φ(y, 0) = y, by a table of
//! φ(y, 6) over one period 2·3·5·7·11·13 = 30030, and by
//! φ(y, k) = π(y) − k + 1 once y < p_{k+1}² (y ≤ L).
use bench::Scanner;

struct Meissel {
    primes: Vec<u64>,
    pi: Vec<u32>,
    phi6: Vec<u32>,
}

const P6: u64 = 30030;

impl Meissel {
    fn new(limit: usize) -> Meissel {
        let mut sieve = vec![true; limit + 1];
        sieve[0] = false;
        sieve[1] = false;
        let mut p = 2;
        while p * p <= limit {
            if sieve[p] {
                for m in (p * p..=limit).step_by(p) {
                    sieve[m] = false;
                }
            }
            p += 1;
        }
        let mut pi = vec![0u32; limit + 1];
        let mut primes = Vec::new();
        let mut c = 0;
        for (m, &is) in sieve.iter().enumerate() {
            if is {
                c += 1;
                primes.push(m as u64);
            }
            pi[m] = c;
        }
        let mut phi6 = vec![0u32; P6 as usize + 1];
        for y in 1..=P6 as usize {
            let coprime = [2, 3, 5, 7, 11, 13].iter().all(|q| y % q != 0);
            phi6[y] = phi6[y - 1] + u32::from(coprime);
        }
        Meissel { primes, pi, phi6 }
    }

    fn phi(&self, y: u64, k: usize) -> u64 {
        if k == 0 || y == 0 {
            return y;
        }
        if k == 6 {
            return (y / P6) * u64::from(self.phi6[P6 as usize])
                + u64::from(self.phi6[(y % P6) as usize]);
        }
        if (y as usize) < self.pi.len() && y < self.primes[k] * self.primes[k] {
            let p = u64::from(self.pi[y as usize]);
            return if p >= k as u64 { p - k as u64 + 1 } else { 1 };
        }
        self.phi(y, k - 1) - self.phi(y / self.primes[k - 1], k - 1)
    }
}

fn iroot(n: u64, k: u32) -> u64 {
    let mut r = (n as f64).powf(1.0 / f64::from(k)) as u64;
    while r > 0 && r.checked_pow(k).is_none_or(|v| v > n) {
        r -= 1;
    }
    while (r + 1).checked_pow(k).is_some_and(|v| v <= n) {
        r += 1;
    }
    r
}

fn main() {
    let mut sc = Scanner::default();
    let x: u64 = sc.token();
    let c = iroot(x, 3);
    let limit = (x / c.max(1)).max(100) as usize;
    let m = Meissel::new(limit);
    if (x as usize) <= limit {
        println!("{}", m.pi[x as usize]);
        return;
    }
    let a = m.pi[c as usize] as usize;
    let b = m.pi[iroot(x, 2) as usize] as usize;
    let mut result = m.phi(x, a) + a as u64 - 1;
    for k in a + 1..=b {
        let q = x / m.primes[k - 1];
        result -= u64::from(m.pi[q as usize]) - (k as u64 - 1);
    }
    println!("{result}");
}
