// 洛谷 P4859 已经没有什么好害怕的了 (Luogu P4859 Nothing to fear any more) — 《博弈论与容斥原理》第“恰好 k 个与二项式反演（洛谷 P4859）”章 (src/inclusion-exclusion-2/binomial-inversion.md) (en/src/inclusion-exclusion-2/binomial-inversion.md)
use std::io::{self, Read, Write};

/// The judge's modulus, a prime (so every 1..p−1 has an inverse mod p).
const P: u64 = 1_000_000_009;
/// The largest n accepted (the judge gives at most 2000): the DP below does
/// n(n+1)/2 steps, about 1.25 · 10^7 at n = 5000.
const MAX_N: u64 = 5000;

/// a^e mod P by repeated squaring; every product of two residues is below
/// P^2 < 1.1 · 10^18 < 2^64.
fn power(mut a: u64, mut e: u64) -> u64 {
    let mut r = 1;
    a %= P;
    while e > 0 {
        if e & 1 == 1 {
            r = r * a % P;
        }
        a = a * a % P;
        e >>= 1;
    }
    r
}

/// `at_least[j]` = g(j): the pairings counted once for each set of j pairs
/// chosen among their candy-larger pairs, i.e. Σ_t C(t, j) f(t), where f(t)
/// counts the pairings with exactly t candy-larger pairs. With the candies
/// sorted ascending, candy i has `smaller[i]` pills below it, and the j − 1
/// candies chosen before it took j − 1 of those same pills (each lies below an
/// earlier, smaller candy), so it has smaller[i] − (j − 1) choices left.
/// `ways[j]` after candy i = choices of j candies among the first i with
/// distinct smaller pills; the other n − j candies take the n − j remaining
/// pills in any of (n − j)! orders (`fact[i]` = i! mod P).
fn at_least(candies: &[u64], pills: &[u64], fact: &[u64]) -> Vec<u64> {
    let n = candies.len();
    let mut ways = vec![0u64; n + 1];
    ways[0] = 1;
    let mut below = 0usize;
    for (i, &c) in candies.iter().enumerate() {
        while below < n && pills[below] < c {
            below += 1;
        }
        for j in (1..=i + 1).rev() {
            if below >= j {
                let free = (below - (j - 1)) as u64;
                ways[j] = (ways[j] + ways[j - 1] * free) % P;
            }
        }
    }
    (0..=n).map(|j| ways[j] * fact[n - j] % P).collect()
}

/// f(m) = Σ_{j ≥ m} (−1)^{j−m} C(j, m) g(j) (binomial inversion), mod P;
/// `fact[i]` = i! mod P.
/// C(j, m) = j! / (m! (j−m)!) with inverses by Fermat (P is prime, and every
/// factorial up to 5000! is a product of numbers below P, so nonzero mod P).
fn exactly(g: &[u64], m: usize, fact: &[u64]) -> u64 {
    let inv_fact: Vec<u64> = fact.iter().map(|&f| power(f, P - 2)).collect();
    let mut total = 0u64;
    for (j, &gj) in g.iter().enumerate().skip(m) {
        let binom = fact[j] * inv_fact[m] % P * inv_fact[j - m] % P;
        let term = binom * gj % P;
        total = if (j - m) % 2 == 0 {
            (total + term) % P
        } else {
            (total + P - term) % P
        };
    }
    total
}

/// The answer: the pairings where candy-larger pairs outnumber pill-larger
/// pairs by exactly k. With t candy-larger pairs, t − (n − t) = k, so
/// t = (n + k) / 2, and there is none when n + k is odd.
fn solve(mut candies: Vec<u64>, mut pills: Vec<u64>, k: u64) -> u64 {
    let n = candies.len() as u64;
    if (n + k) % 2 == 1 {
        return 0;
    }
    candies.sort_unstable();
    pills.sort_unstable();
    let mut fact = vec![1u64; candies.len() + 1];
    for i in 1..fact.len() {
        fact[i] = fact[i - 1] * i as u64 % P;
    }
    let g = at_least(&candies, &pills, &fact);
    exactly(&g, ((n + k) / 2) as usize, &fact)
}

/// Read one token as a u64 within `lo..=hi`; `what` names it in the error message.
fn number<'a>(
    tokens: &mut impl Iterator<Item = &'a str>,
    what: &str,
    lo: u64,
    hi: u64,
) -> Result<u64, String> {
    let t = tokens
        .next()
        .ok_or_else(|| format!("input ended before {what}"))?;
    match t.parse::<u64>() {
        Ok(v) if (lo..=hi).contains(&v) => Ok(v),
        _ => Err(format!("{what} ({t:?}) is not an integer in {lo}..={hi}")),
    }
}

/// Parse "n k", the n candies, the n pills; all 2n values distinct.
fn parse(input: &str) -> Result<(Vec<u64>, Vec<u64>, u64), String> {
    let mut tokens = input.split_ascii_whitespace();
    let n = number(&mut tokens, "n", 1, MAX_N)?;
    let k = number(&mut tokens, "k", 0, n)?;
    let mut read = |what: &str| -> Result<Vec<u64>, String> {
        (1..=n)
            .map(|i| number(&mut tokens, &format!("{what} {i}"), 0, u64::MAX))
            .collect()
    };
    let candies = read("candy")?;
    let pills = read("pill")?;
    if tokens.next().is_some() {
        return Err("more numbers than 2n after n and k".into());
    }
    let mut all: Vec<u64> = candies.iter().chain(&pills).copied().collect();
    all.sort_unstable();
    if let Some(w) = all.windows(2).find(|w| w[0] == w[1]) {
        return Err(format!(
            "the value {} appears twice (all 2n must differ)",
            w[0]
        ));
    }
    Ok((candies, pills, k))
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
    let (candies, pills, k) = match parsed {
        Ok(v) => v,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let out = format!("{}\n", solve(candies, pills, k));
    io::stdout()
        .lock()
        .write_all(out.as_bytes())
        .expect("failed to write stdout");
}
