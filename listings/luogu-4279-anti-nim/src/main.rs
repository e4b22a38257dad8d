// 洛谷 P4279 [SHOI2008] 小约翰的游戏（反 Nim） (Luogu P4279 Little John's game) — 《博弈论与容斥原理》第“反 Nim”章 (src/games/misere.md) (en/src/games/misere.md)
use std::io::{self, Read, Write};

/// Misère Nim (whoever takes the last stone loses): does the player to move win?
/// If every heap has at most one stone, the stones go one per move and the
/// player to move wins iff the number of nonempty heaps is even (zero included:
/// facing an empty table means the opponent took the last stone). Otherwise the
/// player to move wins iff the Nim sum is nonzero, exactly as in normal play.
fn first_player_wins(heaps: &[u64]) -> bool {
    if heaps.iter().all(|&h| h <= 1) {
        let nonempty = heaps.iter().filter(|&&h| h == 1).count();
        nonempty % 2 == 0
    } else {
        heaps.iter().fold(0, |acc, &h| acc ^ h) != 0
    }
}

/// Parse `T`, then T cases, each `n` and n heap sizes. `Err` names what is
/// missing or malformed.
fn parse(input: &str) -> Result<Vec<Vec<u64>>, String> {
    let mut tokens = input.split_ascii_whitespace();
    let t: usize = tokens
        .next()
        .ok_or("empty input: expected T")?
        .parse()
        .map_err(|_| "T is not a non-negative integer")?;
    let mut cases = Vec::with_capacity(t.min(1 << 16));
    for case in 1..=t {
        let n: usize = tokens
            .next()
            .ok_or_else(|| format!("expected {t} cases, found {}", case - 1))?
            .parse()
            .map_err(|_| format!("case {case}: n is not a non-negative integer"))?;
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
        out.push_str(if first_player_wins(heaps) {
            "John\n"
        } else {
            "Brother\n"
        });
    }
    io::stdout()
        .lock()
        .write_all(out.as_bytes())
        .expect("failed to write stdout");
}
