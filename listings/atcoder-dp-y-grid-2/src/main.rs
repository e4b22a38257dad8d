// AtCoder Educational DP Contest Y Grid 2 — 《博弈论与容斥原理》第“绕开障碍的路径（AtCoder EDPC Y）”章 (src/inclusion-exclusion-2/grid-obstacles.md)
use std::io::{self, Read, Write};

/// The judge's modulus, a prime.
const P: u64 = 1_000_000_007;
/// The largest H and W accepted (the judge gives at most 10^5): factorials
/// are tabled up to H + W − 2 < 2 · 10^6.
const MAX_SIDE: u64 = 1_000_000;
/// The largest N accepted (the judge gives at most 3000): the recurrence
/// does N(N+1)/2 steps, 5 · 10^7 at N = 10^4.
const MAX_WALLS: u64 = 10_000;

/// a^e mod P; products of two residues stay below P^2 < 2^60.
fn power(mut a: u64, mut e: u64) -> u64 {
    let mut r = 1;
    while e > 0 {
        if e & 1 == 1 {
            r = r * a % P;
        }
        a = a * a % P;
        e >>= 1;
    }
    r
}

/// i! and 1/i! mod P for i ≤ top (top < P, so every i! is invertible).
fn factorials(top: usize) -> (Vec<u64>, Vec<u64>) {
    let mut fact = vec![1u64; top + 1];
    for i in 1..=top {
        fact[i] = fact[i - 1] * i as u64 % P;
    }
    let mut inv = vec![1u64; top + 1];
    inv[top] = power(fact[top], P - 2);
    for i in (1..=top).rev() {
        inv[i - 1] = inv[i] * i as u64 % P;
    }
    (fact, inv)
}

/// The monotone paths (steps down and right) from (r1, c1) to (r2, c2),
/// ignoring walls: C(dr + dc, dr), or 0 when (r2, c2) is not below-right.
fn paths(f: &(Vec<u64>, Vec<u64>), from: (u64, u64), to: (u64, u64)) -> u64 {
    if to.0 < from.0 || to.1 < from.1 {
        return 0;
    }
    let (dr, dc) = ((to.0 - from.0) as usize, (to.1 - from.1) as usize);
    f.0[dr + dc] * f.1[dr] % P * f.1[dc] % P
}

/// The paths from (1, 1) to (h, w) through no wall. With the walls sorted by
/// (row, column) and (h, w) appended last, `first[i]` = the paths from (1, 1)
/// to point i whose first wall is point i: all paths to it, minus, for each
/// earlier point j, those whose first wall is j continued anyhow from j to i.
/// Every path to i through some wall has exactly one first wall, and that
/// wall comes before i in the order, so the subtraction removes each such path
/// once. The answer is `first` of (h, w), which is no wall.
pub fn avoid(h: u64, w: u64, mut walls: Vec<(u64, u64)>) -> u64 {
    walls.sort_unstable();
    walls.push((h, w));
    let f = factorials((h + w - 2) as usize);
    let mut first: Vec<u64> = Vec::with_capacity(walls.len());
    for (i, &to) in walls.iter().enumerate() {
        let mut v = paths(&f, (1, 1), to);
        for (j, &from) in walls[..i].iter().enumerate() {
            let through = first[j] * paths(&f, from, to) % P;
            v = (v + P - through) % P;
        }
        first.push(v);
    }
    first[walls.len() - 1]
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

/// A grid: H, W and the wall cells (row, column), 1-based.
type Grid = (u64, u64, Vec<(u64, u64)>);

/// Parse "H W N" and N lines "r c": distinct cells, neither (1, 1) nor (H, W).
fn parse(input: &str) -> Result<Grid, String> {
    let mut tokens = input.split_ascii_whitespace();
    let h = number(&mut tokens, "H", 1, MAX_SIDE)?;
    let w = number(&mut tokens, "W", 1, MAX_SIDE)?;
    let n = number(&mut tokens, "N", 0, MAX_WALLS)?;
    let mut walls = Vec::with_capacity(n as usize);
    for i in 1..=n {
        let r = number(&mut tokens, &format!("r_{i}"), 1, h)?;
        let c = number(&mut tokens, &format!("c_{i}"), 1, w)?;
        if (r, c) == (1, 1) || (r, c) == (h, w) {
            return Err(format!("wall {i} ({r}, {c}) is the start or the goal"));
        }
        walls.push((r, c));
    }
    if tokens.next().is_some() {
        return Err("more numbers than N walls".into());
    }
    let mut sorted = walls.clone();
    sorted.sort_unstable();
    if let Some(d) = sorted.windows(2).find(|d| d[0] == d[1]) {
        return Err(format!("the wall ({}, {}) is given twice", d[0].0, d[0].1));
    }
    Ok((h, w, walls))
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
    let (h, w, walls) = match parsed {
        Ok(v) => v,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let out = format!("{}\n", avoid(h, w, walls));
    io::stdout()
        .lock()
        .write_all(out.as_bytes())
        .expect("failed to write stdout");
}
