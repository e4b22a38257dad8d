// CSES 1098 Nim Game II — 《博弈论与容斥原理》第“SG 值的计算：公式与打表”章 (src/sg/closed-forms.md) (en/src/sg/closed-forms.md)
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

/// The SG value of one heap of `x` when a move takes 1, 2 or 3 sticks:
/// x mod 4 (the chapter proves it by induction on x).
fn sg(x: u64) -> u64 {
    x % 4
}

/// One line per test. By the SG theorem the player to move loses exactly when
/// the xor of the heaps' SG values is 0. Heaps are folded into the xor as they
/// are read, so nothing is stored but the answers.
fn solve(input: &str) -> Result<String, String> {
    let mut tokens = input.split_ascii_whitespace();
    let t = number(&mut tokens, || "t".to_string())?;
    let mut out = String::new();
    for case in 1..=t {
        let n = number(&mut tokens, || format!("n of test {case}"))?;
        let mut total = 0u64;
        for i in 1..=n {
            total ^= sg(number(&mut tokens, || format!("heap {i} of test {case}"))?);
        }
        out.push_str(if total != 0 { "first\n" } else { "second\n" });
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
