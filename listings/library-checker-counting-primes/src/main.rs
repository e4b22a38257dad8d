// Library Checker counting_primes — 《博弈论与容斥原理》第“素数计数：勒让德公式、Lucy 的 DP 与梅塞尔–莱默方法（Library Checker、Codeforces 665F）”章 (src/primes-orbits/prime-counting.md) (en/src/primes-orbits/prime-counting.md)
use std::io::{self, Read, Write};

/// The largest N accepted (the statement's limit).
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

/// π(n) by Lucy's DP over the odd numbers. S(x) counts the odd m with
/// 3 ≤ m ≤ x that are prime or have no prime factor up to the last sieving
/// prime; it starts as ⌊(x − 1)/2⌋ and each odd prime p ≤ √n removes the
/// odd m ≤ x whose least prime factor is p and m ≥ p²: S(x) −= S(⌊x/p⌋) − S(p − 1)
/// for every x ≥ p². small[i] = S(i) for i ≤ v = ⌊√n⌋; large[i] = S(⌊n/i⌋)
/// for odd i ≤ v only, since ⌊n/i⌋ with i odd needs ⌊n/(ip)⌋ with ip odd.
/// ⌊n/d⌋ is a float division: a quotient of integers below 2^53 is rounded
/// correctly, and a non-integer a/b lies at least 1/b from an integer, more
/// than its rounding error, so the truncation is exact.
fn count_primes(n: u64) -> u64 {
    if n < 2 {
        return 0;
    }
    let v = isqrt(n) as usize;
    let nf = n as f64;
    let mut small: Vec<u32> = (0..=v).map(|i| (i.max(1) as u32 - 1) / 2).collect();
    let mut large: Vec<u64> = vec![0; v + 1];
    for i in (1..=v).step_by(2) {
        large[i] = (n / i as u64 - 1) / 2;
    }
    for p in (3..=v).step_by(2) {
        if small[p] == small[p - 1] {
            continue;
        }
        let sp = small[p - 1];
        let p2 = p * p;
        let lim = v.min((n / p2 as u64) as usize);
        for i in (1..=lim).step_by(2) {
            let d = i * p;
            let s = if d <= v {
                large[d]
            } else {
                u64::from(small[(nf / d as f64) as usize])
            };
            large[i] -= s - u64::from(sp);
        }
        for j in (p2..=v).rev() {
            small[j] -= small[j / p] - sp;
        }
    }
    large[1] + 1
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
                .ok_or_else(|| format!("N ({t:?}) is not an integer in 1..=10^11"))
        });
    let n = match parsed {
        Ok(n) => n,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let mut out = io::stdout().lock();
    writeln!(out, "{}", count_primes(n)).expect("failed to write stdout");
}
