// CSES 2209 Counting Necklaces — 《博弈论与容斥原理》第“伯恩赛德引理与项链计数（CSES 2209）”章 (src/primes-orbits/burnside.md) (en/src/primes-orbits/burnside.md)
use std::io::{self, Read, Write};

/// The modulus of the answer, a prime.
const MOD: u64 = 1_000_000_007;

/// The largest n and m the problem gives.
const LIMIT: u64 = 1_000_000;

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
/// division up to √n.
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

/// Necklaces of n pearls in m colours up to rotation, modulo MOD:
/// (1/n) Σ_{d|n} φ(d)·m^(n/d) by Burnside's lemma. The division is by the
/// inverse n^(MOD−2): n ≤ 10^6 < MOD and MOD is prime, so n is invertible.
fn necklaces(n: u64, m: u64) -> u64 {
    let sum = divisors_with_phi(&factorise(n))
        .into_iter()
        .fold(0, |acc, (d, phi)| {
            (acc + phi % MOD * pow_mod(m, n / d)) % MOD
        });
    sum * pow_mod(n, MOD - 2) % MOD
}

/// Parse "n m", 1 ≤ n, m ≤ 10^6; `Err` says what is wrong.
fn parse(input: &str) -> Result<(u64, u64), String> {
    let mut tokens = input.split_ascii_whitespace();
    let mut number = |name: &str| -> Result<u64, String> {
        let t = tokens
            .next()
            .ok_or(format!("the input ended before {name}"))?;
        match t.parse::<u64>() {
            Ok(x) if (1..=LIMIT).contains(&x) => Ok(x),
            _ => Err(format!("{name} = {t:?} is not an integer in 1..=1000000")),
        }
    };
    let n = number("n")?;
    let m = number("m")?;
    if let Some(t) = tokens.next() {
        return Err(format!("unexpected {t:?} after n and m"));
    }
    Ok((n, m))
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
    let (n, m) = match parsed {
        Ok(v) => v,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let mut out = io::stdout().lock();
    writeln!(out, "{}", necklaces(n, m)).expect("failed to write stdout");
}
