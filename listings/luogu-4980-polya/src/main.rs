// 洛谷 P4980 【模板】Pólya 定理 (Luogu P4980 Template: Pólya's theorem) — 《博弈论与容斥原理》第“伯恩赛德引理与项链计数（CSES 2209）”章 (src/primes-orbits/burnside.md) (en/src/primes-orbits/burnside.md)
use std::io::{self, Read, Write};

/// The modulus of the answer, a prime.
const MOD: u64 = 1_000_000_007;

/// The largest n the problem gives.
const MAX_N: u64 = 1_000_000_000;

/// The most test cases the problem gives.
const MAX_T: usize = 1000;

/// `a^e mod MOD` by repeated squaring; both factors stay below MOD < 2^30,
/// so every product fits in u64.
fn pow_mod(a: u64, mut e: u64) -> u64 {
    let mut base = a % MOD;
    let mut acc = 1;
    while e > 0 {
        if e & 1 == 1 {
            acc = acc * base % MOD;
        }
        base = base * base % MOD;
        e >>= 1;
    }
    acc
}

/// The prime factorisation of n ≥ 1 as (prime, exponent) pairs, by trial
/// division up to √n (at most 31 623 steps for n ≤ 10^9).
fn factorise(mut n: u64) -> Vec<(u64, u32)> {
    let mut factors = Vec::new();
    let mut p = 2;
    while p * p <= n {
        if n % p == 0 {
            let mut e = 0;
            while n % p == 0 {
                n /= p;
                e += 1;
            }
            factors.push((p, e));
        }
        p += 1;
    }
    if n > 1 {
        factors.push((n, 1));
    }
    factors
}

/// Every divisor d of n with φ(d), built prime by prime from the
/// factorisation: a divisor times p^k (k ≥ 1) gets φ multiplied by
/// (p − 1)·p^(k−1), since φ is multiplicative and φ(p^k) = p^k − p^(k−1).
/// n ≤ 10^9 has at most 1344 divisors.
fn divisors_with_phi(factors: &[(u64, u32)]) -> Vec<(u64, u64)> {
    let mut out = vec![(1, 1)];
    for &(p, e) in factors {
        let before = out.len();
        for i in 0..before {
            let (mut d, mut phi) = out[i];
            for k in 1..=e {
                d *= p;
                phi *= if k == 1 { p - 1 } else { p };
                out.push((d, phi));
            }
        }
    }
    out
}

/// Colourings of an n-cycle in n colours up to rotation, modulo MOD:
/// (1/n) Σ_{d|n} φ(d)·n^(n/d) by Burnside's lemma. n ≤ 10^9 < MOD and MOD is
/// prime, so n is invertible; φ(d) ≤ 10^9 < MOD.
fn colourings(n: u64) -> u64 {
    let sum = divisors_with_phi(&factorise(n))
        .into_iter()
        .fold(0, |acc, (d, phi)| (acc + phi * pow_mod(n, n / d)) % MOD);
    sum * pow_mod(n, MOD - 2) % MOD
}

/// Parse "t" and then t values of n, 1 ≤ t ≤ 1000, 1 ≤ n ≤ 10^9.
fn parse(input: &str) -> Result<Vec<u64>, String> {
    let mut tokens = input.split_ascii_whitespace();
    let t = tokens.next().ok_or("empty input: expected t")?;
    let t = match t.parse::<usize>() {
        Ok(t) if (1..=MAX_T).contains(&t) => t,
        _ => return Err(format!("t = {t:?} is not an integer in 1..=1000")),
    };
    let mut ns = Vec::with_capacity(t);
    for i in 1..=t {
        let s = tokens.next().ok_or(format!(
            "the input ended after {} of {t} values of n",
            i - 1
        ))?;
        match s.parse::<u64>() {
            Ok(n) if (1..=MAX_N).contains(&n) => ns.push(n),
            _ => {
                return Err(format!(
                    "n number {i} = {s:?} is not an integer in 1..=1000000000"
                ))
            }
        }
    }
    if let Some(s) = tokens.next() {
        return Err(format!("unexpected {s:?} after the {t} values of n"));
    }
    Ok(ns)
}

fn main() {
    let mut bytes = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut bytes) {
        eprintln!("bad input: cannot read stdin: {e}");
        std::process::exit(1);
    }
    let parsed = std::str::from_utf8(&bytes)
        .map_err(|_| "stdin is not UTF-8 text".to_string())
        .and_then(parse);
    let ns = match parsed {
        Ok(ns) => ns,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let mut out = String::with_capacity(ns.len() * 11);
    for n in ns {
        out.push_str(&colourings(n).to_string());
        out.push('\n');
    }
    io::stdout()
        .lock()
        .write_all(out.as_bytes())
        .expect("failed to write stdout");
}
