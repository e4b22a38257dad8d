// AcWing 892 台阶-Nim游戏 (AcWing 892 Staircase Nim game) — 《博弈论与容斥原理》第“台阶 Nim”章 (src/games/staircase.md) (en/src/games/staircase.md)
use std::io::{self, Read, Write};

/// The Nim sum of the odd steps. `steps[0]` is step 1 (the one next to the
/// ground), so the odd steps 1, 3, 5, … are the even indices 0, 2, 4, ….
/// The player to move loses exactly when this is 0; even steps do not count.
fn odd_step_nim_sum(steps: &[u64]) -> u64 {
    steps.iter().step_by(2).fold(0, |acc, &a| acc ^ a)
}

/// Parse "n a_1 … a_n"; `Err` names what is missing or malformed.
fn parse(input: &str) -> Result<Vec<u64>, String> {
    let mut tokens = input.split_ascii_whitespace();
    let n: usize = tokens
        .next()
        .ok_or("empty input: expected n")?
        .parse()
        .map_err(|_| "n is not a non-negative integer")?;
    let mut steps = Vec::with_capacity(n.min(1 << 16));
    for i in 1..=n {
        let t = tokens
            .next()
            .ok_or_else(|| format!("expected {n} step sizes, found {}", i - 1))?;
        steps.push(
            t.parse()
                .map_err(|_| format!("step {i} ({t:?}) is not a non-negative integer"))?,
        );
    }
    Ok(steps)
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
    let steps = match read_input().and_then(|input| parse(&input)) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let answer = if odd_step_nim_sum(&steps) != 0 {
        "Yes"
    } else {
        "No"
    };
    let mut out = io::stdout().lock();
    writeln!(out, "{answer}").expect("failed to write stdout");
}
