// 洛谷 P1450 [HAOI2008] 硬币购物 (Luogu P1450 Coin shopping) — 《博弈论与容斥原理》第“有上界的计数（洛谷 P1450）”章 (src/inclusion-exclusion/bounded-counts.md) (en/src/inclusion-exclusion/bounded-counts.md)
use std::io::{self, Read, Write};

/// The largest amount s accepted (the judge gives at most 10^5); the table
/// below has one entry per amount up to the largest s asked.
const MAX_S: u64 = 1_000_000;

/// `ways[v]` = the number of (x_1, …, x_4) >= 0 with Σ c_i x_i = v, for v in
/// 0..=limit: the unbounded knapsack, one coin value at a time (after coin i,
/// `ways[v]` counts the solutions using coins 1..=i; adding one more coin i to
/// a solution for v − c_i is the only way to end with x_i >= 1). Each entry is
/// at most (v + 1)^3 < 2^60 for v <= 10^6 (x_1, x_2, x_3 fix x_4), so u128
/// has room to spare and no addition can overflow.
fn unbounded_ways(coins: &[u64; 4], limit: usize) -> Vec<u128> {
    let mut ways = vec![0u128; limit + 1];
    ways[0] = 1;
    for &c in coins {
        let c = c as usize;
        for v in c..=limit {
            ways[v] += ways[v - c];
        }
    }
    ways
}

/// The solutions with x_i <= d_i for every i. "Bad" property i is x_i > d_i,
/// i.e. x_i >= d_i + 1; the solutions with every i of a set S bad are, after
/// x_i' = x_i − (d_i + 1), the unbounded solutions for s − Σ_{i∈S} c_i (d_i + 1)
/// (none if that is negative). Inclusion–exclusion over the 16 sets S, the
/// empty one included with sign +. Partial sums lie within ±16 · 2^60: i128.
fn bounded_ways(ways: &[u128], coins: &[u64; 4], bounds: &[u64; 4], s: u64) -> u128 {
    let mut total: i128 = 0;
    for mask in 0u32..16 {
        let mut rest = Some(s);
        for i in 0..4 {
            if mask >> i & 1 == 1 {
                // c_i (d_i + 1) < 2^64 · 2^64 fits u128; compare before subtracting.
                let cut = coins[i] as u128 * (bounds[i] as u128 + 1);
                rest = rest.and_then(|r| {
                    if cut <= r as u128 {
                        Some(r - cut as u64)
                    } else {
                        None
                    }
                });
            }
        }
        if let Some(r) = rest {
            let term = ways[r as usize] as i128;
            if mask.count_ones() % 2 == 0 {
                total += term;
            } else {
                total -= term;
            }
        }
    }
    total as u128
}

/// Read one token as a u64 within `range`; `what` names it in the error message.
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

/// One query: the bounds d_1..d_4 and the amount s.
type Query = ([u64; 4], u64);

/// Parse "c_1 c_2 c_3 c_4 n", then n lines "d_1 d_2 d_3 d_4 s".
fn parse(input: &str) -> Result<([u64; 4], Vec<Query>), String> {
    let mut tokens = input.split_ascii_whitespace();
    let mut coins = [0u64; 4];
    for (i, c) in coins.iter_mut().enumerate() {
        *c = number(&mut tokens, &format!("c_{}", i + 1), 1, u64::MAX)?;
    }
    let n = number(&mut tokens, "n", 0, u64::MAX)?;
    let mut queries: Vec<Query> = Vec::with_capacity(n.min(1 << 16) as usize);
    for q in 1..=n {
        let mut d = [0u64; 4];
        for (i, b) in d.iter_mut().enumerate() {
            *b = number(
                &mut tokens,
                &format!("d_{} of query {q}", i + 1),
                0,
                u64::MAX,
            )?;
        }
        let s = number(&mut tokens, &format!("s of query {q}"), 0, MAX_S)?;
        queries.push((d, s));
    }
    Ok((coins, queries))
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
    let (coins, queries) = match parsed {
        Ok(v) => v,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let limit = queries.iter().map(|&(_, s)| s).max().unwrap_or(0) as usize;
    let ways = unbounded_ways(&coins, limit);
    let mut out = String::new();
    for (d, s) in &queries {
        out.push_str(&bounded_ways(&ways, &coins, d, *s).to_string());
        out.push('\n');
    }
    io::stdout()
        .lock()
        .write_all(out.as_bytes())
        .expect("failed to write stdout");
}
