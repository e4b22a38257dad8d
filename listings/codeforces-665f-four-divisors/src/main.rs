// Codeforces 665F Four Divisors — 《博弈论与容斥原理》第“素数计数：勒让德公式、Lucy 的 DP 与梅塞尔–莱默方法（Library Checker、Codeforces 665F）”章 (src/primes-orbits/prime-counting.md) (en/src/primes-orbits/prime-counting.md)
use std::io::{self, Read, Write};

/// The largest n accepted (the statement's limit).
const N_MAX: u64 = 100_000_000_000;

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

/// ⌊∛n⌋ exactly, corrected the same way.
fn icbrt(n: u64) -> u64 {
    let mut r = (n as f64).cbrt() as u64;
    while r * r * r > n {
        r -= 1;
    }
    while (r + 1) * (r + 1) * (r + 1) <= n {
        r += 1;
    }
    r
}

/// π at every value ⌊n/k⌋ by Lucy's DP: returns (small, large) with
/// small[i] = π(i) for i ≤ v = ⌊√n⌋ and large[i] = π(⌊n/i⌋) for 1 ≤ i ≤ v.
/// Before the round of prime p, an entry for x counts 2 ≤ m ≤ x that are
/// prime or have no prime factor below p; the round removes those whose
/// least prime factor is p and m ≥ p²: S(x) −= S(⌊x/p⌋) − S(p − 1) for x ≥ p²,
/// where ⌊⌊n/i⌋/p⌋ = ⌊n/(ip)⌋ is again a stored value.
fn prime_pi_table(n: u64) -> (Vec<u64>, Vec<u64>) {
    let v = isqrt(n) as usize;
    let mut small: Vec<u64> = (0..=v as u64).map(|i| i.saturating_sub(1)).collect();
    let mut large: Vec<u64> = (0..=v as u64).map(|i| (n / i.max(1)) - 1).collect();
    for p in 2..=v {
        if small[p] == small[p - 1] {
            continue;
        }
        let sp = small[p - 1];
        let p2 = p * p;
        let lim = v.min((n / p2 as u64) as usize);
        for i in 1..=lim {
            let d = i * p;
            let s = if d <= v {
                large[d]
            } else {
                small[(n / d as u64) as usize]
            };
            large[i] -= s - sp;
        }
        for j in (p2..=v).rev() {
            small[j] -= small[j / p] - sp;
        }
    }
    (small, large)
}

/// D(n): the m ≤ n with exactly four divisors, which are p³ (p prime) and
/// p·q (primes p < q). For each prime p ≤ ⌊√n⌋ the q run over the primes in
/// (p, ⌊n/p⌋], π(⌊n/p⌋) − π(p) of them; the cubes are π(⌊∛n⌋).
fn four_divisors(n: u64) -> u64 {
    let (small, large) = prime_pi_table(n);
    let v = small.len() - 1;
    let mut count = small[icbrt(n) as usize];
    for p in 2..=v {
        if small[p] != small[p - 1] {
            count += large[p] - small[p];
        }
    }
    count
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
                .ok_or("empty input: expected n")?;
            t.parse::<u64>()
                .ok()
                .filter(|n| (1..=N_MAX).contains(n))
                .ok_or_else(|| format!("n ({t:?}) is not an integer in 1..=10^11"))
        });
    let n = match parsed {
        Ok(n) => n,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let mut out = io::stdout().lock();
    writeln!(out, "{}", four_divisors(n)).expect("failed to write stdout");
}
