// 洛谷 P5675 [GZOI2017] 取石子游戏 (Luogu P5675 Taking stones) — 《博弈论与容斥原理》第“Nim 游戏与异或定理”章 (src/games/nim.md) (en/src/games/nim.md)
use std::io::{self, Read, Write};

const MOD: u64 = 1_000_000_007;
/// Piles hold at most 200 stones, so every XOR of piles is below 256.
const XORS: usize = 256;

/// `count[x]`: how many subsets of `piles` have XOR x, modulo MOD (the empty
/// subset has XOR 0).
fn subset_xors(piles: &[usize]) -> [u64; XORS] {
    let mut count = [0u64; XORS];
    count[0] = 1;
    for &a in piles {
        let before = count;
        for x in 0..XORS {
            count[x ^ a] = (count[x ^ a] + before[x]) % MOD;
        }
    }
    count
}

/// The choices (piles kept, pile i where Alice must move first) Alice cannot
/// win. With X the XOR of the other kept piles, Alice wins iff she can make
/// the nim sum 0 by a move on pile i, i.e. iff X < a_i (she leaves X stones
/// there); so count, for each i, the subsets of the others with XOR ≥ a_i.
fn losing_choices(piles: &[usize]) -> u64 {
    let mut total = 0u64;
    for i in 0..piles.len() {
        let others: Vec<usize> = piles
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, &a)| a)
            .collect();
        let count = subset_xors(&others);
        for &c in &count[piles[i]..] {
            total = (total + c) % MOD;
        }
    }
    total
}

/// Parse "N" and N piles of 1..=200 stones; `Err` says what is wrong.
fn parse(input: &str) -> Result<Vec<usize>, String> {
    let mut tokens = input.split_ascii_whitespace();
    let first = tokens.next().ok_or("empty input: expected N")?;
    let n: usize = match first.parse() {
        Ok(n) if (1..=200).contains(&n) => n,
        _ => return Err(format!("N ({first:?}) is not an integer in 1..=200")),
    };
    let mut piles = Vec::with_capacity(n);
    for i in 1..=n {
        let t = tokens
            .next()
            .ok_or_else(|| format!("expected {n} piles, found {}", i - 1))?;
        match t.parse::<usize>() {
            Ok(a) if (1..=200).contains(&a) => piles.push(a),
            _ => return Err(format!("pile {i}: {t:?} is not an integer in 1..=200")),
        }
    }
    if let Some(t) = tokens.next() {
        return Err(format!("unexpected {t:?} after the {n} piles"));
    }
    Ok(piles)
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
    let piles = match parsed {
        Ok(p) => p,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let mut out = io::stdout().lock();
    writeln!(out, "{}", losing_choices(&piles)).expect("failed to write stdout");
}
