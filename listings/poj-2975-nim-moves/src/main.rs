// POJ 2975 Nim（数必胜的第一步）— 《博弈论与容斥原理》第“数一数必胜的第一步”章 (src/games/nim-moves.md)
use std::io::{self, Read, Write};

/// The number of winning first moves. With s the Nim sum, moving heap i to a
/// new size v wins iff v = s ^ a_i; that is a legal move iff (s ^ a_i) < a_i.
/// So each heap gives at most one winning move, and the answer is the number
/// of heaps with (s ^ a_i) < a_i (zero when s = 0).
fn winning_moves(heaps: &[u64]) -> usize {
    let s = heaps.iter().fold(0, |acc, &h| acc ^ h);
    heaps.iter().filter(|&&a| (s ^ a) < a).count()
}

/// Parse the cases: each is `n` and n heap sizes; a lone `0` (or the end of
/// the input) ends the list. `Err` names what is missing or malformed.
fn parse(input: &str) -> Result<Vec<Vec<u64>>, String> {
    let mut tokens = input.split_ascii_whitespace();
    let mut cases = Vec::new();
    while let Some(t) = tokens.next() {
        let case = cases.len() + 1;
        let n: usize = t
            .parse()
            .map_err(|_| format!("case {case}: n ({t:?}) is not a non-negative integer"))?;
        if n == 0 {
            break;
        }
        let mut heaps = Vec::with_capacity(n.min(1 << 16));
        for i in 1..=n {
            let h = tokens
                .next()
                .ok_or_else(|| format!("case {case}: expected {n} heap sizes, found {}", i - 1))?;
            heaps.push(h.parse().map_err(|_| {
                format!("case {case}: heap {i} ({h:?}) is not a non-negative integer")
            })?);
        }
        cases.push(heaps);
    }
    Ok(cases)
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
    let cases = match read_input().and_then(|input| parse(&input)) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let mut out = String::new();
    for heaps in &cases {
        out.push_str(&winning_moves(heaps).to_string());
        out.push('\n');
    }
    io::stdout()
        .lock()
        .write_all(out.as_bytes())
        .expect("failed to write stdout");
}
