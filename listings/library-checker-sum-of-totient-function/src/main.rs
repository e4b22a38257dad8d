// Library Checker sum_of_totient_function — 《博弈论与容斥原理》第“无平方因子数的计数：N ≤ 10^18（Library Checker）”章 (src/lattices/squarefree.md) (en/src/lattices/squarefree.md)
use std::io::{self, Read, Write};

const MOD: u64 = 998_244_353;
/// The largest N accepted (the statement's limit).
const N_MAX: u64 = 10_000_000_000;

/// φ(k) for k in 0..=m (φ(0) = 0) by a linear sieve: for k = p·q with p the
/// smallest prime factor of k, φ(k) = φ(q)·p if p divides q, else φ(q)·(p − 1).
fn totient_table(m: usize) -> Vec<u32> {
    let mut phi = vec![0u32; m + 1];
    let mut primes: Vec<usize> = Vec::new();
    if m >= 1 {
        phi[1] = 1;
    }
    for q in 2..=m {
        if phi[q] == 0 {
            primes.push(q);
            phi[q] = (q - 1) as u32;
        }
        for &p in &primes {
            let k = p * q;
            if k > m {
                break;
            }
            if q % p == 0 {
                phi[k] = phi[q] * p as u32;
                break;
            }
            phi[k] = phi[q] * (p as u32 - 1);
        }
    }
    phi
}

/// n(n + 1)/2 mod MOD, exactly (n ≤ 10^10, so the product fits in u128).
fn triangle(n: u64) -> u64 {
    (u128::from(n) * u128::from(n + 1) / 2 % u128::from(MOD)) as u64
}

/// Φ(N) = Σ_{k ≤ N} φ(k) mod MOD. Since Σ_{k | m} φ(k) = m, summing over
/// m ≤ x gives Σ_{d=1}^{x} Φ(⌊x/d⌋) = x(x + 1)/2. Φ is tabulated up to
/// L ≈ N^{2/3}; the values Φ(⌊N/i⌋) above L (i < N/L) come from the
/// identity in increasing order of ⌊N/i⌋ (i from the top down), with the d of
/// equal ⌊x/d⌋ grouped; ⌊⌊N/i⌋/d⌋ = ⌊N/(i·d)⌋ is either in the table or an
/// earlier value. O(N^{2/3}) in all.
fn totient_sum(n: u64) -> u64 {
    // L = ⌊N^{2/3}⌋ (the largest L with L³ ≤ N², in u128), at most N.
    let square = u128::from(n) * u128::from(n);
    let mut l = ((n as f64).powf(2.0 / 3.0) as u64).max(1);
    while u128::from(l).pow(3) > square {
        l -= 1;
    }
    while u128::from(l + 1).pow(3) <= square {
        l += 1;
    }
    let l = l.min(n);
    // The table of φ becomes, in place, the table of Φ mod MOD (residues
    // below 2^30 fit in u32): one array of 4(L + 1) bytes, 18.6 MB at 10^10.
    let mut prefix = totient_table(l as usize);
    for k in 1..=l as usize {
        let s = prefix[k - 1] + prefix[k];
        prefix[k] = if s >= MOD as u32 { s - MOD as u32 } else { s };
    }
    if n <= l {
        return u64::from(prefix[n as usize]);
    }
    let top = (n / (l + 1)) as usize; // ⌊N/i⌋ > L exactly when i ≤ top
    let mut big = vec![0u64; top + 1];
    for i in (1..=top).rev() {
        let x = n / i as u64;
        let mut s = triangle(x);
        let mut d = 2;
        while d <= x {
            let q = x / d;
            let last = x / q;
            let value = if q <= l {
                u64::from(prefix[q as usize])
            } else {
                big[i * d as usize]
            };
            s = (s + MOD - (last - d + 1) % MOD * value % MOD) % MOD;
            d = last + 1;
        }
        big[i] = s;
    }
    big[1]
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
                .ok_or_else(|| format!("N ({t:?}) is not an integer in 1..=10^10"))
        });
    let n = match parsed {
        Ok(n) => n,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let mut out = io::stdout().lock();
    writeln!(out, "{}", totient_sum(n)).expect("failed to write stdout");
}
