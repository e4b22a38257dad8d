// AcWing 891 Nim游戏 (AcWing 891 Nim game) — 《博弈论与容斥原理》第“Nim 游戏”章 (src/games/nim.md) (en/src/games/nim.md)
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
    let mut heaps = Vec::with_capacity(n.min(1 << 16));
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

/// All of stdin as text; `Err` if it cannot be read or is not UTF-8.
fn read_input() -> Result<String, String> {
    let mut bytes = Vec::new();
    io::stdin()
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read stdin: {e}"))?;
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        format!("the input is not UTF-8 text (at byte {at})")
    })
}

fn main() {
    let heaps = match read_input().and_then(|input| parse(&input)) {
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
