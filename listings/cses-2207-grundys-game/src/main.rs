// CSES 2207 Grundy's Game — 《博弈论与容斥原理》第“Grundy 游戏”章 (src/more-games/grundy-game.md) (en/src/more-games/grundy-game.md)
use std::io::{self, Read, Write};

/// The largest heap with SG value 0 below 10^6. Heaps up to it are solved
/// here from the definition; that no heap in (1222, 10^6] has SG value 0 is a
/// computed fact (the chapter's test checks it up to 10^5, its slow test up
/// to 10^6, and published computations go much further).
const LAST_P_POSITION: usize = 1222;

/// The largest heap this program answers: the judge's limit, and the range
/// in which the fact above has been checked.
const MAX_N: u64 = 1_000_000;

/// `lost[n]` for n ≤ 1222: whether a heap of n is lost for the player to move,
/// i.e. SG(n) = 0, where SG(n) = mex{ SG(a) xor SG(n − a) : 1 ≤ a < n − a }.
/// About 1222²/4 ≈ 3.7·10^5 xors; `seen[v] == n` marks v as an option's value.
fn lost_up_to_last_p_position() -> Vec<bool> {
    let len = LAST_P_POSITION + 1;
    let mut sg = vec![0usize; len];
    let mut seen = vec![usize::MAX; len];
    for n in 3..len {
        for a in 1..(n + 1) / 2 {
            // a < n - a: the two heaps differ. A heap of n has fewer than
            // n/2 options, so its mex is below len and larger values can be
            // skipped without changing it.
            let v = sg[a] ^ sg[n - a];
            if v < len {
                seen[v] = n;
            }
        }
        let mut mex = 0;
        while seen[mex] == n {
            mex += 1;
        }
        sg[n] = mex;
    }
    sg.iter().map(|&v| v == 0).collect()
}

/// "first" if the player to move wins from one heap of `n` ≤ `MAX_N`, else
/// "second". Above `LAST_P_POSITION` every such heap is won (computed fact).
fn winner(lost: &[bool], n: u64) -> &'static str {
    if n <= LAST_P_POSITION as u64 && lost[n as usize] {
        "second"
    } else {
        "first"
    }
}

/// Parse "t n_1 … n_t" and answer each heap, streaming (nothing is stored).
fn solve(input: &str) -> Result<String, String> {
    let mut tokens = input.split_ascii_whitespace();
    let t: u64 = tokens
        .next()
        .ok_or("empty input: expected t")?
        .parse()
        .map_err(|_| "t is not a non-negative integer below 2^64")?;
    let lost = lost_up_to_last_p_position();
    let mut out = String::new();
    for i in 1..=t {
        let tok = tokens
            .next()
            .ok_or_else(|| format!("expected {t} heaps, found {}", i - 1))?;
        let n: u64 = tok
            .parse()
            .map_err(|_| format!("heap {i} ({tok:?}) is not a non-negative integer"))?;
        if n > MAX_N {
            return Err(format!(
                "heap {i} = {n} is above {MAX_N}, the range this program has checked"
            ));
        }
        out.push_str(winner(&lost, n));
        out.push('\n');
    }
    if let Some(extra) = tokens.next() {
        return Err(format!("unexpected {extra:?} after the {t} heaps"));
    }
    Ok(out)
}

fn main() {
    let mut bytes = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut bytes) {
        eprintln!("bad input: cannot read stdin: {e}");
        std::process::exit(1);
    }
    let result = match std::str::from_utf8(&bytes) {
        Ok(text) => solve(text),
        Err(_) => Err("the input is not UTF-8 text".to_string()),
    };
    match result {
        Ok(answer) => {
            let mut out = io::stdout().lock();
            out.write_all(answer.as_bytes())
                .expect("failed to write stdout");
        }
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    }
}
