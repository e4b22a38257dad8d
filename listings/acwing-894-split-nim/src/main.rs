// AcWing 894 拆分-Nim游戏 — 《博弈论与容斥原理》第“拆分-Nim 游戏”章 (src/sg/split-nim.md)
use std::io::{self, Read, Write};

/// The largest heap this program accepts (the statement's limit is 100; the
/// table costs O(a^3) time).
const MAX_HEAP: usize = 1000;

/// SG values of one heap of 0..=limit. A move replaces a heap of a by heaps of
/// i and j with 0 ≤ j ≤ i < a; by the SG theorem that option has the value
/// g[i] ^ g[j].
///
/// Sizing the mex buffer: the values g[i] (i < a) are all below
/// `top` = (largest g so far + 1) rounded up to a power of two, so every xor
/// of two of them is below `top` too. That bound, not a nor the largest SG
/// value, is what the buffer must hold: g grows like 2a, and the xors reach
/// top − 1. The mex is at most `top`, so `seen` has top + 1 entries; an entry
/// counts as marked for heap a only if it holds the stamp a + 1.
fn sg_table(limit: usize) -> Vec<usize> {
    let mut g = vec![0usize; limit + 1];
    let mut seen: Vec<usize> = Vec::new();
    let mut largest = 0usize;
    for a in 0..=limit {
        let top = (largest + 1).next_power_of_two();
        if seen.len() < top + 1 {
            seen.resize(top + 1, 0);
        }
        let stamp = a + 1;
        for i in 0..a {
            for j in 0..=i {
                seen[g[i] ^ g[j]] = stamp;
            }
        }
        let mut mex = 0;
        while seen[mex] == stamp {
            mex += 1;
        }
        g[a] = mex;
        largest = largest.max(mex);
    }
    g
}

/// Parse "n a_1 … a_n"; `Err` names what is missing or malformed.
fn parse(input: &str) -> Result<Vec<usize>, String> {
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
        let a: usize = t
            .parse()
            .map_err(|_| format!("heap {i} ({t:?}) is not a non-negative integer"))?;
        if a > MAX_HEAP {
            return Err(format!("heap {i} ({a}) is larger than {MAX_HEAP}"));
        }
        heaps.push(a);
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
    let g = sg_table(heaps.iter().copied().max().unwrap_or(0));
    let total = heaps.iter().fold(0, |acc, &a| acc ^ g[a]);
    let answer = if total != 0 { "Yes" } else { "No" };
    let mut out = io::stdout().lock();
    writeln!(out, "{answer}").expect("failed to write stdout");
}
