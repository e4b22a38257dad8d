// 洛谷 P3455 [POI2007] ZAP-Queries — 《博弈论与容斥原理》第“莫比乌斯反演（洛谷 P3455）”章 (src/inclusion-exclusion/mobius.md) (en/src/inclusion-exclusion/mobius.md)
use std::io::{self, Read, Write};

/// The largest a and b accepted (the judge gives at most 50 000); the table
/// of μ runs up to the largest ⌊min(a, b) / d⌋ asked.
const MAX_AB: u64 = 10_000_000;

/// Prefix sums M(k) = μ(1) + … + μ(k) for k in 0..=m. μ comes from a linear
/// sieve: every composite q·p is reached once, with p its smallest prime
/// factor; μ(p·q) = 0 if p divides q (a square divides it), else −μ(q).
/// |M(k)| <= k <= 10^7 fits i32.
fn mobius_prefix(m: usize) -> Vec<i32> {
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
    let mut prefix = vec![0i32; m + 1];
    for k in 1..=m {
        prefix[k] = prefix[k - 1] + i32::from(mu[k]);
    }
    prefix
}

/// Coprime pairs (x, y) with 1 <= x <= a and 1 <= y <= b:
/// Σ_{k=1}^{min(a,b)} μ(k) ⌊a/k⌋ ⌊b/k⌋, summed by blocks. On k..=r both
/// ⌊a/k⌋ and ⌊b/k⌋ are constant, where r = min(⌊a/⌊a/k⌋⌋, ⌊b/⌊b/k⌋⌋) is the
/// last k' with the same two quotients; the block adds (M(r) − M(k−1)) times
/// their product. There are at most 2(√a + √b) blocks. Every index is at most
/// min(a, b), which must be below the table's length. a, b <= 10^7 < 2^32, so
/// the quotients are taken in u32 (faster than u64 division). |Σ| <= Σ_k ⌊a/k⌋⌊b/k⌋ <= a·b·π²/6 < 2·10^14: i64.
fn coprime_pairs(a: u32, b: u32, prefix: &[i32]) -> u64 {
    let top = a.min(b);
    let mut total: i64 = 0;
    let mut k = 1;
    while k <= top {
        let (qa, qb) = (a / k, b / k);
        let r = (a / qa).min(b / qb);
        let mu_sum = i64::from(prefix[r as usize] - prefix[k as usize - 1]);
        total += mu_sum * i64::from(qa) * i64::from(qb);
        k = r + 1;
    }
    total as u64
}

/// Parse "n", then n lines "a b d" (a, b in 1..=10^7, d >= 1).
fn parse(input: &str) -> Result<Vec<(u64, u64, u64)>, String> {
    let mut tokens = input.split_ascii_whitespace();
    let mut next = |what: &str, hi: u64| -> Result<u64, String> {
        let t = tokens
            .next()
            .ok_or_else(|| format!("input ended before {what}"))?;
        match t.parse::<u64>() {
            Ok(v) if (1..=hi).contains(&v) => Ok(v),
            _ => Err(format!("{what} ({t:?}) is not an integer in 1..={hi}")),
        }
    };
    let n = next("n", u64::MAX)?;
    let mut queries = Vec::with_capacity(n.min(1 << 16) as usize);
    for q in 1..=n {
        let a = next(&format!("a of query {q}"), MAX_AB)?;
        let b = next(&format!("b of query {q}"), MAX_AB)?;
        let d = next(&format!("d of query {q}"), u64::MAX)?;
        queries.push((a, b, d));
    }
    Ok(queries)
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
    let queries = match parsed {
        Ok(q) => q,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    // gcd(x, y) = d exactly when d divides both and gcd(x/d, y/d) = 1.
    // a, b <= 10^7, so the quotients fit u32.
    let reduced: Vec<(u32, u32)> = queries
        .iter()
        .map(|&(a, b, d)| ((a / d) as u32, (b / d) as u32))
        .collect();
    let m = reduced.iter().map(|&(a, b)| a.min(b)).max().unwrap_or(0);
    let prefix = mobius_prefix(m as usize);
    let mut out = String::new();
    for &(a, b) in &reduced {
        out.push_str(&coprime_pairs(a, b, &prefix).to_string());
        out.push('\n');
    }
    io::stdout()
        .lock()
        .write_all(out.as_bytes())
        .expect("failed to write stdout");
}
