// AcWing 893 集合-Nim游戏 (AcWing 893 Set-Nim game) — 《博弈论与容斥原理》第“集合-Nim 游戏”章 (src/sg/set-nim.md) (en/src/sg/set-nim.md)
use std::io::{self, Read, Write};

/// The largest heap this program accepts: the SG table has one entry per size.
const MAX_HEAP: usize = 10_000_000;

/// SG values of one heap of 0..=limit when a move takes exactly s ∈ `set`
/// stones. Bottom-up: g[x] needs only g[x - s] for s ≤ x, already computed.
///
/// A heap has at most k = |set| options, so its SG value is at most k and
/// every option value indexes `seen` (length k + 1). Instead of clearing
/// `seen` for every x, an entry counts as marked only if it holds the stamp
/// x + 1 of the current state: O(k) per state, O(limit · k) in all.
fn sg_table(set: &[usize], limit: usize) -> Vec<usize> {
    let k = set.len();
    let mut g = vec![0usize; limit + 1];
    let mut seen = vec![0usize; k + 1];
    for x in 0..=limit {
        let stamp = x + 1;
        for &s in set {
            if s <= x {
                seen[g[x - s]] = stamp;
            }
        }
        let mut mex = 0;
        while seen[mex] == stamp {
            mex += 1;
        }
        g[x] = mex;
    }
    g
}

/// Parse "k s_1 … s_k n h_1 … h_n"; `Err` names what is missing or malformed.
fn parse(input: &str) -> Result<(Vec<usize>, Vec<usize>), String> {
    let mut tokens = input.split_ascii_whitespace();
    let mut next = |what: &str| -> Result<usize, String> {
        let t = tokens
            .next()
            .ok_or_else(|| format!("input ended early: expected {what}"))?;
        t.parse()
            .map_err(|_| format!("{what} ({t:?}) is not a non-negative integer"))
    };
    let k = next("k")?;
    let mut set = Vec::with_capacity(k.min(1 << 16));
    for i in 1..=k {
        let s = next(&format!("s_{i}"))?;
        if s == 0 {
            return Err(format!("s_{i} is 0: a move must take at least one stone"));
        }
        set.push(s);
    }
    let n = next("n")?;
    let mut heaps = Vec::with_capacity(n.min(1 << 16));
    for i in 1..=n {
        let h = next(&format!("heap {i}"))?;
        if h > MAX_HEAP {
            return Err(format!("heap {i} ({h}) is larger than {MAX_HEAP}"));
        }
        heaps.push(h);
    }
    Ok((set, heaps))
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
    let (set, heaps) = match read_input().and_then(|input| parse(&input)) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let limit = heaps.iter().copied().max().unwrap_or(0);
    let g = sg_table(&set, limit);
    let total = heaps.iter().fold(0, |acc, &h| acc ^ g[h]);
    let answer = if total != 0 { "Yes" } else { "No" };
    let mut out = io::stdout().lock();
    writeln!(out, "{answer}").expect("failed to write stdout");
}
