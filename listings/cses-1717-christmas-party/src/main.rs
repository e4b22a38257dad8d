// CSES 1717 Christmas Party — 《博弈论与容斥原理》第“错排（CSES 1717）”章 (src/inclusion-exclusion/derangements.md) (en/src/inclusion-exclusion/derangements.md)
use std::io::{self, Read, Write};

/// The modulus of the answer.
const MOD: u64 = 1_000_000_007;

/// The largest n accepted (the judge gives at most 10^6). The loop below takes
/// n steps, about 20 ms per million (2 s at the limit); the bound also keeps
/// the product in `derangements_mod` within u64.
const MAX_N: u64 = 100_000_000;

/// D(n) mod 10^9+7, the number of permutations of n items with no fixed point,
/// by D(0) = 1, D(1) = 0, D(i) = (i − 1)(D(i − 1) + D(i − 2)) for i >= 2.
/// Invariant of the loop: `prev2` = D(i − 2) mod p and `prev1` = D(i − 1) mod p,
/// both below p, so their sum is below 2p; with i − 1 < n <= 10^8 the product
/// is below 10^8 · 2p < 2.1 · 10^17 < 2^64: no u64 overflow.
fn derangements_mod(n: u64) -> u64 {
    if n == 0 {
        return 1;
    }
    let (mut prev2, mut prev1) = (1u64, 0u64);
    for i in 2..=n {
        let next = (i - 1) * (prev1 + prev2) % MOD;
        prev2 = prev1;
        prev1 = next;
    }
    prev1
}

/// Parse "n" (0 <= n <= 10^8; the judge's n is at least 1).
fn parse(input: &str) -> Result<u64, String> {
    let t = input
        .split_ascii_whitespace()
        .next()
        .ok_or("empty input: expected n")?;
    match t.parse::<u64>() {
        Ok(n) if n <= MAX_N => Ok(n),
        Ok(n) => Err(format!(
            "n = {n}: this program takes n steps and accepts n <= 10^8"
        )),
        Err(_) => Err(format!("n ({t:?}) is not a non-negative integer")),
    }
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
    let n = match parsed {
        Ok(n) => n,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let mut out = io::stdout().lock();
    writeln!(out, "{}", derangements_mod(n)).expect("failed to write stdout");
}
