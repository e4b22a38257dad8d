// 洛谷 P2594 [ZJOI2009] 染色游戏 (Luogu P2594 The coloring game) — 《博弈论与容斥原理》第“翻硬币游戏”章 (src/nimbers/coin-turning.md) (en/src/nimbers/coin-turning.md)
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

/// XOR the values of row `i`'s 'T' cells into `bits`, the board's SG value
/// kept one bit per byte: `bits[k]` is the parity (0 or 1) of the 'T' cells
/// of value 2^k so far. The value has up to n + m − 1 bits (2^198 on a
/// 100 × 100 board, beyond u128). Needs `bits.len() ≥ i + row.len()`, the
/// row nonempty and all 'H'/'T'. Off the first row and column cell (i, j)
/// sets bit i + j, so row i ≥ 1 adds its cells 1.. to bits[i + 1..] in one
/// straight pass of byte XORs, which the compiler vectorizes (a row of
/// 64-bit words would need shifts across words instead).
fn add_row(bits: &mut [u8], i: usize, row: &[u8]) {
    if i == 0 {
        for (j, &c) in row.iter().enumerate() {
            bits[single_cell_bit(0, j)] ^= (c == b'T') as u8;
        }
    } else {
        bits[single_cell_bit(i, 0)] ^= (row[0] == b'T') as u8;
        let inner = &mut bits[i + 1..i + row.len()];
        for (bit, &c) in inner.iter_mut().zip(&row[1..]) {
            *bit ^= (c == b'T') as u8;
        }
    }
}

/// The input's tokens, split as `str::split_ascii_whitespace` splits them,
/// read in place: `pos` is the first byte not yet read.
struct Tokens<'a> {
    text: &'a str,
    pos: usize,
}

/// The next token when a board row of `m` letters is expected.
enum Row<'a> {
    /// The token is exactly `m` letters, each 'H' or 'T'.
    Letters(&'a [u8]),
    /// The input has ended.
    Missing,
    /// Any other token.
    Wrong,
}

impl<'a> Tokens<'a> {
    /// Skip whitespace; false at the end of the input.
    fn at_token(&mut self) -> bool {
        let bytes = self.text.as_bytes();
        while self.pos < bytes.len() && bytes[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        self.pos < bytes.len()
    }

    /// The next token as a board row of `m` letters. It is one iff its first
    /// `m` bytes are 'H' or 'T' and whitespace or the end follows them, so
    /// the row is checked in one pass that does not look for its end first.
    fn row(&mut self, m: usize) -> Row<'a> {
        if !self.at_token() {
            return Row::Missing;
        }
        let bytes = self.text.as_bytes();
        // `m` comes from the input and may be near usize::MAX: no `pos + m`
        // until the row is known to fit.
        let Some(row) = bytes[self.pos..].get(..m) else {
            return Row::Wrong;
        };
        // `&` and `|`, not `&&` and `||`: no early exit, so the loop vectorizes.
        let letters = row
            .iter()
            .fold(true, |ok, &c| ok & ((c == b'H') | (c == b'T')));
        let end = self.pos + m;
        let ends = end == bytes.len() || bytes[end].is_ascii_whitespace();
        if !letters || !ends {
            return Row::Wrong;
        }
        self.pos = end;
        Row::Letters(row)
    }
}

impl<'a> Iterator for Tokens<'a> {
    type Item = &'a str;

    /// The next token, or `None` at the end of the input.
    fn next(&mut self) -> Option<&'a str> {
        if !self.at_token() {
            return None;
        }
        let bytes = self.text.as_bytes();
        let start = self.pos;
        while self.pos < bytes.len() && !bytes[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        // Both ends sit next to ASCII whitespace or the text's ends: char boundaries.
        Some(&self.text[start..self.pos])
    }
}

/// The next token as a non-negative integer; `what` names it in the message
/// (built only when there is one).
fn number<'a>(
    tokens: &mut impl Iterator<Item = &'a str>,
    what: impl Fn() -> String,
) -> Result<usize, String> {
    let tok = tokens.next().ok_or_else(|| format!("missing {}", what()))?;
    tok.parse::<usize>()
        .map_err(|_| format!("{} ({tok:?}) is not a non-negative integer", what()))
}

/// Parse "T, then T boards (n m, then n rows of m letters H or T)"; for each
/// board, does the first player win (is its SG value, the xor of its 'T'
/// cells' values by the coin-turning theorem, not 0)?
fn solve(input: &str) -> Result<String, String> {
    let mut tokens = Tokens {
        text: input,
        pos: 0,
    };
    let t = number(&mut tokens, || "T".to_string())?;
    let mut out = String::new();
    // One buffer for every board: it grows only as far as the rows read
    // (index i + m for a row i of m letters), never from an unchecked n.
    let mut bits: Vec<u8> = Vec::new();
    for game in 1..=t {
        let n = number(&mut tokens, || format!("n of game {game} (of T = {t})"))?;
        let m = number(&mut tokens, || format!("m of game {game}"))?;
        if n == 0 || m == 0 {
            return Err(format!(
                "game {game}: n = {n}, m = {m}; both must be at least 1"
            ));
        }
        bits.clear();
        for i in 0..n {
            let row = match tokens.row(m) {
                Row::Letters(row) => row,
                Row::Missing => {
                    return Err(format!("game {game}: expected {n} rows, found {i}"));
                }
                Row::Wrong => {
                    let row = i + 1;
                    return Err(format!(
                        "game {game}, row {row}: expected {m} letters H or T"
                    ));
                }
            };
            if bits.len() < i + m {
                bits.resize(i + m, 0);
            }
            add_row(&mut bits, i, row);
        }
        out.push_str(if bits.iter().any(|&b| b != 0) {
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
