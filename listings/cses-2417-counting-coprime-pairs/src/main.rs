// CSES 2417 Counting Coprime Pairs — 《博弈论与容斥原理》第“互质计数与欧拉函数（CSES 2417）”章 (src/inclusion-exclusion/coprime.md) (en/src/inclusion-exclusion/coprime.md)
use std::io::{self, Read, Write};

/// The largest value accepted (the judge gives at most 10^6); the tables below
/// have one entry per value up to the largest one in the input.
const MAX_X: usize = 10_000_000;

/// μ(d) for d in 0..=m (μ(0) unused, set to 0) by a linear sieve: every
/// composite d is reached once, as d = p · q with p its smallest prime factor.
/// μ(1) = 1; μ(p·q) = 0 if p divides q (a square divides d), else −μ(q).
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
                mu[d] = 0;
                break;
            }
            mu[d] = -mu[q];
        }
    }
    mu
}

/// The number of pairs i < j with gcd(x_i, x_j) = 1, given `count[v]` = how
/// many x_i equal v. With c(d) = how many x_i are multiples of d, the pairs
/// whose gcd is a multiple of d number c(d)(c(d) − 1)/2, and by
/// inclusion–exclusion over the primes dividing both numbers of a pair,
/// answer = Σ_d μ(d) · c(d)(c(d) − 1)/2 (d = 1 is all pairs; square-free d are
/// the intersections, μ(d) their signs; d with a square factor get 0).
/// c(d) <= n, and n is below the input's length (far below 2^40), so each pair
/// count is below 2^80 in u128 and at most 10^7 of them sum below 2^104 in i128.
fn coprime_pairs(count: &[u64]) -> u64 {
    let m = count.len() - 1;
    let mu = mobius_table(m);
    let mut total: i128 = 0;
    for (d, &sign) in mu.iter().enumerate().skip(1) {
        if sign == 0 {
            continue;
        }
        let mut c: u128 = 0;
        let mut v = d;
        while v <= m {
            c += u128::from(count[v]);
            v += d;
        }
        let pairs = (c * c.saturating_sub(1) / 2) as i128;
        total += i128::from(sign) * pairs;
    }
    total as u64
}

/// Parse "n x_1 … x_n" into counts per value (the list itself is not kept).
fn parse(input: &str) -> Result<Vec<u64>, String> {
    let mut tokens = input.split_ascii_whitespace();
    let t = tokens.next().ok_or("empty input: expected n")?;
    let n: u64 = t
        .parse()
        .map_err(|_| format!("n ({t:?}) is not a non-negative integer"))?;
    let mut values: Vec<usize> = Vec::with_capacity(n.min(1 << 16) as usize);
    let mut largest = 1;
    for i in 1..=n {
        let t = tokens
            .next()
            .ok_or_else(|| format!("expected {n} values, found {}", i - 1))?;
        match t.parse::<usize>() {
            Ok(x) if (1..=MAX_X).contains(&x) => {
                largest = largest.max(x);
                values.push(x);
            }
            _ => return Err(format!("x_{i} ({t:?}) is not an integer in 1..=10^7")),
        }
    }
    let mut count = vec![0u64; largest + 1];
    for x in values {
        count[x] += 1;
    }
    Ok(count)
}

fn main() {
    let mut bytes = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut bytes) {
        eprintln!("bad input: cannot read stdin: {e}");
        std::process::exit(1);
    }
    let parsed = std::str::from_utf8(&bytes)
        .map_err(|_| "the input is not UTF-8 text".to_string())
        .and_then(parse);
    let count = match parsed {
        Ok(c) => c,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let mut out = io::stdout().lock();
    writeln!(out, "{}", coprime_pairs(&count)).expect("failed to write stdout");
}
