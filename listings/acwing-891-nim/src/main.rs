// AcWing 891 Nim游戏 — 《博弈论与容斥原理》第“Nim 游戏”章 (src/games/nim.md)
use std::io::{self, Read, Write};

/// The Nim sum (xor of all heap sizes). By the Nim theorem the player to move
/// loses exactly when it is 0.
fn nim_sum(heaps: &[u64]) -> u64 {
    heaps.iter().fold(0, |acc, &h| acc ^ h)
}

/// Parse "n a_1 … a_n"; `Err` names what is missing or malformed.
fn parse(input: &str) -> Result<Vec<u64>, String> {
    let mut tokens = input.split_ascii_whitespace();
    let n: usize = tokens
        .next()
        .ok_or("empty input: expected n")?
        .parse()
        .map_err(|_| "n is not a non-negative integer")?;
    let mut heaps = Vec::with_capacity(n);
    for i in 1..=n {
        let t = tokens
            .next()
            .ok_or_else(|| format!("expected {n} heap sizes, found {}", i - 1))?;
        heaps.push(
            t.parse()
                .map_err(|_| format!("heap {i} ({t:?}) is not a non-negative integer"))?,
        );
    }
    Ok(heaps)
}

fn main() {
    let mut input = String::new();
    io::stdin()
        .read_to_string(&mut input)
        .expect("failed to read stdin");
    let heaps = match parse(&input) {
        Ok(h) => h,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let answer = if nim_sum(&heaps) != 0 { "Yes" } else { "No" };
    let mut out = io::stdout().lock();
    writeln!(out, "{answer}").expect("failed to write stdout");
}
