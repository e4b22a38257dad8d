// CSES 1730 Nim Game I — 《博弈论与容斥原理》第“Nim 游戏”章 (src/games/nim.md) (en/src/games/nim.md)
use std::io::{self, Read, Write};
use std::str::SplitAsciiWhitespace;

/// The next token as an unsigned integer; `what` names it in the error.
fn number(tokens: &mut SplitAsciiWhitespace, what: impl Fn() -> String) -> Result<u64, String> {
    let t = tokens
        .next()
        .ok_or_else(|| format!("input ended before {}", what()))?;
    t.parse()
        .map_err(|_| format!("{} ({t:?}) is not a non-negative integer", what()))
}

/// One line per test. By the Nim theorem the player to move loses exactly when
/// the xor of the heap sizes (the Nim sum) is 0. Heaps are folded into the xor
/// as they are read, so nothing is stored but the answers.
fn solve(input: &str) -> Result<String, String> {
    let mut tokens = input.split_ascii_whitespace();
    let t = number(&mut tokens, || "t".to_string())?;
    let mut out = String::new();
    for case in 1..=t {
        let n = number(&mut tokens, || format!("n of test {case}"))?;
        let mut nim_sum = 0u64;
        for i in 1..=n {
            nim_sum ^= number(&mut tokens, || format!("heap {i} of test {case}"))?;
        }
        out.push_str(if nim_sum != 0 { "first\n" } else { "second\n" });
    }
    Ok(out)
}

fn main() {
    let mut bytes = Vec::new();
    let read = io::stdin().read_to_end(&mut bytes);
    let result = match (read, std::str::from_utf8(&bytes)) {
        (Err(e), _) => Err(format!("cannot read the input: {e}")),
        (Ok(_), Err(_)) => Err("the input is not text (UTF-8)".to_string()),
        (Ok(_), Ok(text)) => solve(text),
    };
    match result {
        Ok(out) => io::stdout()
            .lock()
            .write_all(out.as_bytes())
            .expect("failed to write stdout"),
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    }
}
