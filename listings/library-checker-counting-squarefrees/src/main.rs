// Library Checker counting_squarefrees — 《博弈论与容斥原理》第“无平方因子数的计数：N ≤ 10^18（Library Checker）”章 (src/lattices/squarefree.md) (en/src/lattices/squarefree.md)
use std::io::{self, Read, Write};

/// The largest N accepted (the statement's limit).
const N_MAX: u64 = 1_000_000_000_000_000_000;

/// ⌊√n⌋ exactly: the floating-point root, corrected by at most a few steps.
fn isqrt(n: u64) -> u64 {
    let mut r = (n as f64).sqrt() as u64;
    while r * r > n {
        r -= 1;
    }
    while (r + 1) * (r + 1) <= n {
        r += 1;
    }
    r
}

/// μ(d) for d in 0..=m (μ(0) = 0) by a linear sieve: every composite d is
/// reached once, as p·q with p its smallest prime factor; μ(p·q) = 0 if p
/// divides q, else −μ(q).
fn mobius_table(m: usize) -> Vec<i8> {
    let mut mu = vec![0i8; m + 1];
    let mut composite = vec![false; m + 1];
    let mut primes: Vec<usize> = Vec::new();
    if m >= 1 {
        mu[1] = 1;
    }
    for q in 2..=m {
        if !composite[q] {
            primes.push(q);
            mu[q] = -1;
        }
        for &p in &primes {
            let d = p * q;
            if d > m {
                break;
            }
            composite[d] = true;
            if q % p == 0 {
                break;
            }
            mu[d] = -mu[q];
        }
    }
    mu
}

/// The number of square-free n ≤ N, as Σ_{d² ≤ N} μ(d) ⌊N/d²⌋ split at D:
/// the terms d ≤ D one by one (μ from a sieve), and the terms d > D grouped
/// by i = ⌊N/d²⌋ < I, which gives Σ_{i<I} (M(x_i) − M(D)) with M the
/// Mertens function and x_i = ⌊√(N/i)⌋. I = ⌊N^{1/5}⌋ and D = x_I make both
/// parts O(N^{2/5}). M(x_i) > D comes from M(x) = 1 − Σ_{j=2}^{x} M(⌊x/j⌋),
/// where ⌊x_i/j⌋ = x_{i·j²} is either in the table or an x_k with k < I
/// computed earlier (i runs down from I − 1).
/// |Σ| ≤ N·π²/6 < 2^61 and |M(x)| ≤ x ≤ 10^9, so i64 holds every sum;
/// the table of M up to D ≤ 1.6·10^7 fits i32.
fn count_squarefree(n: u64) -> u64 {
    let mut big_i: u64 = 1;
    while (big_i + 1).pow(5) <= n {
        big_i += 1;
    }
    let x = |k: u64| isqrt(n / k);
    let d_max = x(big_i) as usize;
    let mu = mobius_table(d_max);
    let mut mertens = vec![0i32; d_max + 1];
    let mut s1: i64 = 0;
    for d in 1..=d_max {
        mertens[d] = mertens[d - 1] + i32::from(mu[d]);
        if mu[d] != 0 {
            let q = (n / (d as u64 * d as u64)) as i64;
            s1 += i64::from(mu[d]) * q;
        }
    }
    // big[k] = M(x_k) for 1 ≤ k < I (only those with x_k > D are read).
    let mut big = vec![0i64; big_i as usize];
    let mut s2: i64 = 0;
    for i in (1..big_i).rev() {
        let xi = x(i);
        let m_of = |k: u64, v: u64| -> i64 {
            if v as usize <= d_max {
                i64::from(mertens[v as usize])
            } else {
                big[k as usize]
            }
        };
        let r = isqrt(xi);
        let mut m = 1i64;
        for j in 2..=xi / (r + 1) {
            m -= m_of(i * j * j, xi / j);
        }
        for v in 1..=r {
            m -= i64::from(mertens[v as usize]) * (xi / v - xi / (v + 1)) as i64;
        }
        big[i as usize] = m;
        s2 += m - i64::from(mertens[d_max]);
    }
    (s1 + s2) as u64
}

fn main() {
    let mut bytes = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut bytes) {
        eprintln!("bad input: cannot read stdin: {e}");
        std::process::exit(1);
    }
    let parsed = std::str::from_utf8(&bytes)
        .map_err(|_| "the input is not UTF-8 text".to_string())
        .and_then(|text| {
            let t = text
                .split_ascii_whitespace()
                .next()
                .ok_or("empty input: expected N")?;
            t.parse::<u64>()
                .ok()
                .filter(|n| (1..=N_MAX).contains(n))
                .ok_or_else(|| format!("N ({t:?}) is not an integer in 1..=10^18"))
        });
    let n = match parsed {
        Ok(n) => n,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let mut out = io::stdout().lock();
    writeln!(out, "{}", count_squarefree(n)).expect("failed to write stdout");
}
