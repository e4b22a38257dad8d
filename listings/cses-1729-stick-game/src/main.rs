// CSES 1729 Stick Game — 《博弈论与容斥原理》第“集合-Nim 游戏”章 (src/sg/set-nim.md)
use std::io::{self, Read, Write};
use std::str::SplitAsciiWhitespace;

/// The largest n this program answers: the table, which is also the output,
/// takes about n bytes, 100 MB here (the judge's n is at most 10^6).
const MAX_N: u64 = 100_000_000;

/// The next token as an unsigned integer; `what` names it in the error.
fn number(tokens: &mut SplitAsciiWhitespace, what: impl Fn() -> String) -> Result<u64, String> {
    let t = tokens
        .next()
        .ok_or_else(|| format!("input ended before {}", what()))?;
    t.parse()
        .map_err(|_| format!("{} ({t:?}) is not a non-negative integer", what()))
}

/// The table for 0..=n sticks, `W` or `L`, when a move takes exactly p sticks,
/// p in `moves` (ascending, distinct, each ≥ 1). Position x is winning exactly
/// when some move p ≤ x leads to a losing x − p; 0 is losing (no move).
/// Forward marking: only smaller positions decide x, so when the scan reaches
/// x its mark is final; if x is losing, every x + p is winning. Only losing
/// positions look at the moves. Nothing assumes 1 is a move.
fn outcomes(n: usize, moves: &[usize]) -> Vec<u8> {
    let mut table = vec![b'L'; n + 1];
    for x in 0..=n {
        if table[x] == b'L' {
            for &p in moves {
                match table.get_mut(x + p) {
                    Some(t) => *t = b'W',
                    None => break,
                }
            }
        }
    }
    table
}

/// Parse "n k p_1 … p_k"; the moves come back sorted, duplicates removed.
fn parse(input: &str) -> Result<(usize, Vec<usize>), String> {
    let mut tokens = input.split_ascii_whitespace();
    let n = number(&mut tokens, || "n".to_string())?;
    if n > MAX_N {
        return Err(format!("n is {n}; this program handles n ≤ {MAX_N}"));
    }
    let k = number(&mut tokens, || "k".to_string())?;
    let mut moves = Vec::with_capacity(k.min(1 << 16) as usize);
    for i in 1..=k {
        let p = number(&mut tokens, || format!("move p_{i}"))?;
        if p == 0 {
            return Err(format!("move p_{i} is 0; a move takes at least one stick"));
        }
        // A move larger than n is never possible; keep it out of the table.
        moves.push(p.min(n + 1) as usize);
    }
    moves.sort_unstable();
    moves.dedup();
    Ok((n as usize, moves))
}

fn main() {
    let mut bytes = Vec::new();
    let read = io::stdin().read_to_end(&mut bytes);
    let parsed = match (read, std::str::from_utf8(&bytes)) {
        (Err(e), _) => Err(format!("cannot read the input: {e}")),
        (Ok(_), Err(_)) => Err("the input is not text (UTF-8)".to_string()),
        (Ok(_), Ok(text)) => parse(text),
    };
    let (n, moves) = match parsed {
        Ok(v) => v,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let mut table = outcomes(n, &moves);
    table.push(b'\n');
    io::stdout()
        .lock()
        .write_all(&table[1..])
        .expect("failed to write stdout");
}
