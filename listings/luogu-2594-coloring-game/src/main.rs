// 洛谷 P2594 [ZJOI2009] 染色游戏 — 《博弈论与容斥原理》第“翻硬币游戏”章 (src/nimbers/coin-turning.md)
use std::io::{self, Read, Write};

/// The bit a single 'T' at 0-based (i, j) sets in the SG value of the board:
/// on the first row or column the game is Ruler, value lowbit(i + j + 1);
/// elsewhere the value is 2^(i+j). Either way a power of two, below 2^(i+j+1).
fn single_cell_bit(i: usize, j: usize) -> usize {
    if i == 0 || j == 0 {
        (i + j + 1).trailing_zeros() as usize
    } else {
        i + j
    }
}

/// Does the first player win? The board's SG value is the xor of the values
/// of its 'T' cells (coin-turning theorem); it has up to n + m − 1 bits
/// (2^198 on a 100 × 100 board), so it is kept as a row of 64-bit words.
fn first_player_wins(rows: &[&[u8]], m: usize) -> bool {
    let mut value = vec![0u64; (rows.len() + m) / 64 + 1];
    for (i, row) in rows.iter().enumerate() {
        for (j, &c) in row.iter().enumerate() {
            if c == b'T' {
                let bit = single_cell_bit(i, j);
                value[bit / 64] ^= 1u64 << (bit % 64);
            }
        }
    }
    value.iter().any(|&w| w != 0)
}

/// The next token as a non-negative integer; `what` names it in the message.
fn number<'a>(tokens: &mut impl Iterator<Item = &'a str>, what: &str) -> Result<usize, String> {
    let tok = tokens.next().ok_or(format!("missing {what}"))?;
    tok.parse::<usize>()
        .map_err(|_| format!("{what} ({tok:?}) is not a non-negative integer"))
}

/// Parse "T, then T boards (n m, then n rows of m letters H or T)".
fn solve(input: &str) -> Result<String, String> {
    let mut tokens = input.split_ascii_whitespace();
    let t = number(&mut tokens, "T")?;
    let mut out = String::new();
    for game in 1..=t {
        let n = number(&mut tokens, &format!("n of game {game} (of T = {t})"))?;
        let m = number(&mut tokens, &format!("m of game {game}"))?;
        if n == 0 || m == 0 {
            return Err(format!(
                "game {game}: n = {n}, m = {m}; both must be at least 1"
            ));
        }
        let mut rows: Vec<&[u8]> = Vec::with_capacity(n.min(1 << 10));
        for i in 1..=n {
            let row = tokens
                .next()
                .ok_or(format!("game {game}: expected {n} rows, found {}", i - 1))?
                .as_bytes();
            if row.len() != m || row.iter().any(|&c| c != b'H' && c != b'T') {
                return Err(format!("game {game}, row {i}: expected {m} letters H or T"));
            }
            rows.push(row);
        }
        out.push_str(if first_player_wins(&rows, m) {
            "-_-\n"
        } else {
            "=_=\n"
        });
    }
    if let Some(extra) = tokens.next() {
        return Err(format!("unexpected {extra:?} after the {t} games"));
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
