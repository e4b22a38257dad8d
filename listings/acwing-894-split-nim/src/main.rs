// AcWing 894 拆分-Nim游戏 (AcWing 894 Split-Nim game) — 《博弈论与容斥原理》第“拆分-Nim 游戏”章 (src/sg/split-nim.md) (en/src/sg/split-nim.md)
use std::io::{self, Read, Write};

/// The largest heap this program accepts (the statement's limit is 100).
const MAX_HEAP: usize = 1000;

/// SG values of one heap of 0..=limit. A move replaces a heap of a by heaps of
/// i and j with 0 ≤ j ≤ i < a; by the SG theorem that option has the value
/// g[i] ^ g[j].
///
/// The options of a + 1 are those of a and the pairs with i = a, so one set
/// `seen` of the option values met so far serves every a: step a adds a
/// values, O(limit²) in all. The set only grows, so its mex only grows too and
/// `mex` never moves back. `seen` is lengthened whenever a value does not fit.
fn sg_table(limit: usize) -> Vec<usize> {
    let mut g = vec![0usize; limit + 1];
    let mut seen: Vec<bool> = Vec::new();
    let mut mex = 0;
    for a in 1..=limit {
        let i = a - 1;
        for j in 0..=i {
            let v = g[i] ^ g[j];
            if v >= seen.len() {
                seen.resize(v + 1, false);
            }
            seen[v] = true;
        }
        while mex < seen.len() && seen[mex] {
            mex += 1;
        }
        g[a] = mex;
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
