// CSES 1099 Stair Game — 《博弈论与容斥原理》第“台阶 Nim”章 (src/games/staircase.md) (en/src/games/staircase.md)
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

/// One line per test. Stair 1 is final here (its balls never move), so it
/// plays the part of the ground: the chapter's theorem, with every stair one
/// step higher, says the player to move loses exactly when the xor of the
/// balls on the EVEN stairs 2, 4, 6, … is 0. Stairs are folded in as read.
fn solve(input: &str) -> Result<String, String> {
    let mut tokens = input.split_ascii_whitespace();
    let t = number(&mut tokens, || "t".to_string())?;
    let mut out = String::new();
    for case in 1..=t {
        let n = number(&mut tokens, || format!("n of test {case}"))?;
        let mut even_sum = 0u64;
        for i in 1..=n {
            let balls = number(&mut tokens, || format!("stair {i} of test {case}"))?;
            if i % 2 == 0 {
                even_sum ^= balls;
            }
        }
        out.push_str(if even_sum != 0 { "first\n" } else { "second\n" });
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
