// Moore 的 Nim-k（本书自定格式） (Moore's Nim_k: decide, and give a winning move; this book's own format) — 《博弈论与容斥原理》第“Moore 的 Nim-k：一次动至多 k 堆”章 (src/sums/moore-nim-k.md) (en/src/sums/moore-nim-k.md)
use std::fmt::Write as _;
use std::io::{self, Read, Write};

/// One case: the heaps and k (a move lowers at least 1 and at most k heaps).
struct Case {
    k: u64,
    heaps: Vec<u64>,
}

/// A winning move, as (heap index, new size) pairs sorted by index; `None`
/// exactly at a P-position, i.e. when in every binary digit the number of heaps
/// with a 1 there is divisible by k + 1 (Moore's theorem). A move touches at
/// most min(k, n) heaps, so k is capped at n (and k + 1 cannot overflow). Built digit by digit from the top (the proof
/// in the chapter). Invariants after each digit `bit`:
/// - every chosen heap is already strictly smaller than before (its highest
///   changed digit went from 1 to 0), so its lower digits are free;
/// - at most min(k, n) heaps are chosen;
/// - in every digit ≥ `bit` the count of 1s (new sizes for chosen heaps,
///   old sizes for the others) is divisible by m = min(k, n) + 1.
fn winning_move(heaps: &[u64], k: u64) -> Option<Vec<(usize, u64)>> {
    let limit = k.min(heaps.len() as u64) as usize;
    let m = limit + 1;
    let mut chosen: Vec<usize> = Vec::new();
    let mut is_chosen = vec![false; heaps.len()];
    let mut new_size = heaps.to_vec();
    for bit in (0..64).rev() {
        let ones = (0..heaps.len())
            .filter(|&i| !is_chosen[i] && heaps[i] >> bit & 1 == 1)
            .count();
        let r = ones % m;
        if r == 0 {
            continue;
        }
        if m - r <= chosen.len() {
            // Enough free heaps: give m − r of them a 1 here (adding 2^bit,
            // as their digit `bit` is still 0).
            for &i in &chosen[..m - r] {
                new_size[i] += 1 << bit;
            }
        } else {
            // chosen.len() + r ≤ limit: lower r more heaps that have a 1 here.
            let fresh: Vec<usize> = (0..heaps.len())
                .filter(|&i| !is_chosen[i] && heaps[i] >> bit & 1 == 1)
                .take(r)
                .collect();
            for i in fresh {
                is_chosen[i] = true;
                chosen.push(i);
                // Keep the digits above `bit`, clear `bit` and everything below.
                new_size[i] = heaps[i] & !(u64::MAX >> (63 - bit));
            }
        }
    }
    if chosen.is_empty() {
        return None;
    }
    chosen.sort_unstable();
    Some(chosen.into_iter().map(|i| (i, new_size[i])).collect())
}

/// Parse "T", then T cases "n k" and n heap sizes. `Err` names what is wrong.
fn parse(input: &str) -> Result<Vec<Case>, String> {
    let mut tokens = input.split_ascii_whitespace();
    let mut next = |what: &str| -> Result<u64, String> {
        let t = tokens
            .next()
            .ok_or_else(|| format!("expected {what}, found the end of the input"))?;
        t.parse()
            .map_err(|_| format!("{what} ({t:?}) is not an integer in 0..=18446744073709551615"))
    };
    let t = next("the number of cases T")?;
    let mut cases = Vec::new();
    for c in 1..=t {
        let n = next(&format!("case {c}: n"))?;
        let k = next(&format!("case {c}: k"))?;
        if n == 0 {
            return Err(format!("case {c}: n must be at least 1"));
        }
        if k == 0 {
            return Err(format!("case {c}: k must be at least 1"));
        }
        let mut heaps = Vec::new();
        for i in 1..=n {
            heaps.push(next(&format!("case {c}: heap {i}"))?);
        }
        cases.push(Case { k, heaps });
    }
    Ok(cases)
}

/// Read all of stdin as UTF-8 text; `Err` explains why not.
fn read_input() -> Result<String, String> {
    let mut bytes = Vec::new();
    io::stdin()
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read stdin: {e}"))?;
    String::from_utf8(bytes).map_err(|_| "stdin is not valid UTF-8 text".to_string())
}

fn main() {
    let cases = match read_input().and_then(|s| parse(&s)) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let mut out = String::new();
    for case in &cases {
        match winning_move(&case.heaps, case.k) {
            None => out.push_str("Lose"),
            Some(moves) => {
                out.push_str("Win");
                for (i, b) in moves {
                    // Writing to a String cannot fail.
                    let _ = write!(out, " {}:{}", i + 1, b);
                }
            }
        }
        out.push('\n');
    }
    io::stdout()
        .lock()
        .write_all(out.as_bytes())
        .expect("failed to write stdout");
}
