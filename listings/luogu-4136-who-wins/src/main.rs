// 洛谷 P4136 谁能赢呢？ (Luogu P4136 Who wins?) — 《博弈论与容斥原理》第“二分图博弈（洛谷 P4055）”章 (src/nimbers/bipartite-game.md) (en/src/nimbers/bipartite-game.md)
use std::io::{self, Read, Write};

/// The player to move first wins iff the corner is in every maximum matching
/// of the n × n grid graph. For even n the grid has a perfect matching (pair
/// the cells of each row two by two), so every maximum matching covers the
/// corner: Alice wins. For odd n the board minus the corner is tiled by
/// dominoes (the first row and column in pairs, the rest in row pairs), a
/// maximum matching that misses the corner: Bob wins (for n = 1 at once).
fn first_player_wins(n: u32) -> bool {
    n % 2 == 0
}

/// Parse the board sizes up to the closing 0; `Err` says what is wrong.
fn parse(input: &str) -> Result<Vec<u32>, String> {
    let mut sizes = Vec::new();
    let mut tokens = input.split_ascii_whitespace();
    loop {
        let t = tokens
            .next()
            .ok_or("the input ended before the closing 0")?;
        let n: u32 = match t.parse() {
            Ok(n) if n <= 10_000 => n,
            _ => return Err(format!("{t:?} is not a board size in 0..=10000")),
        };
        if n == 0 {
            break;
        }
        sizes.push(n);
    }
    if let Some(t) = tokens.next() {
        return Err(format!("unexpected {t:?} after the closing 0"));
    }
    Ok(sizes)
}

fn main() {
    let mut bytes = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut bytes) {
        eprintln!("bad input: cannot read stdin: {e}");
        std::process::exit(1);
    }
    let parsed = std::str::from_utf8(&bytes)
        .map_err(|_| "stdin is not UTF-8 text".to_string())
        .and_then(parse);
    let sizes = match parsed {
        Ok(s) => s,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let mut out = String::with_capacity(sizes.len() * 6);
    for n in sizes {
        out.push_str(if first_player_wins(n) {
            "Alice\n"
        } else {
            "Bob\n"
        });
    }
    io::stdout()
        .lock()
        .write_all(out.as_bytes())
        .expect("failed to write stdout");
}
