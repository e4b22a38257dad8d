// 威佐夫博弈的必胜走法（本书自定格式） (A winning move in Wythoff's game; this book's own format) — 《博弈论与容斥原理》第“威佐夫博弈：给出必胜走法”章 (src/wythoff/wythoff-move.md) (en/src/wythoff/wythoff-move.md)
use std::io::{self, BufRead, BufWriter, Write};

/// ⌊2^64/φ⌋: 2^64/φ − 1 < C < 2^64/φ, checked in the chapter.
const C: u128 = 0x9E37_79B9_7F4A_7C15;

/// ⌊k/φ⌋ for every u64 k, with no floating point. With x = k/φ and k < 2^64,
/// k·C/2^64 lies in (x − 1, x], so its floor m is ⌊x⌋ or ⌊x⌋ − 1. Since
/// f(y) = y(y + k) grows with y ≥ 0 and f(x) = k², m = ⌊x⌋ exactly when
/// f(m + 1) > k², i.e. when 2m + 1 + k ≥ k² − f(m) (f(m + 1) − f(m) = 2m + 1 + k).
/// f(m) ≤ k² < 2^128, so the subtraction and every product fit in u128.
fn floor_k_over_phi(k: u64) -> u64 {
    let k = k as u128;
    let m = (k * C) >> 64;
    let room = k * k - m * (m + k);
    (if 2 * m + 1 + k < room { m + 1 } else { m }) as u64
}

/// a_k = ⌊kφ⌋ = k + ⌊k/φ⌋ (kφ = k + k/φ). Below 2^65, so u128 holds it.
fn floor_k_phi(k: u64) -> u128 {
    k as u128 + floor_k_over_phi(k) as u128
}

/// The partner of x in the P-positions: the y with {x, y} = {a_j, b_j}.
/// The A-numbers ≤ x are a_0..a_n with n = ⌊(x + 1)/φ⌋. If a_n = x then x = a_n
/// and the partner is b_n = x + n; otherwise x is the B-number b_i, i = x − n,
/// and its partner is a_i = x − i = n. Needs x < u64::MAX (so that x + 1 fits).
fn partner(x: u64) -> u128 {
    let n = floor_k_over_phi(x + 1);
    if floor_k_phi(n) == x as u128 {
        x as u128 + n as u128
    } else {
        n as u128
    }
}

/// The position after a winning move from (a, b), heaps in input order, or
/// `None` at a P-position. Rule: with s = min, k = |a − b|, if a_k < s take
/// s − a_k from both heaps; otherwise lower the larger heap to the partner of s.
fn winning_move(a: u64, b: u64) -> Option<(u64, u64)> {
    let (s, l) = if a <= b { (a, b) } else { (b, a) };
    let k = l - s;
    let ak = floor_k_phi(k);
    if ak == s as u128 {
        return None;
    }
    let (s2, l2) = if ak < s as u128 {
        let t = s - ak as u64;
        (s - t, l - t)
    } else {
        // s < a_k ≤ l, so s < u64::MAX; the partner of s is below l (see the chapter).
        (s, partner(s) as u64)
    };
    Some(if a <= b { (s2, l2) } else { (l2, s2) })
}

/// One heap size; `pair` numbers the pair it belongs to in the message.
fn number(t: &str, pair: u64) -> Result<u64, String> {
    t.parse()
        .map_err(|_| format!("pair {pair}: {t:?} is not an integer in 0..=18446744073709551615"))
}

/// Answer every pair `a b` up to the end of the input, one line each. The
/// input is read a line at a time and a pair may span lines, so memory is one
/// line, whatever the number of lines.
fn answer_all(mut input: impl BufRead, out: &mut impl Write) -> Result<(), String> {
    let mut line = Vec::new();
    let mut first: Option<u64> = None;
    let mut pair = 1;
    loop {
        line.clear();
        match input.read_until(b'\n', &mut line) {
            Ok(0) => break,
            Ok(_) => {}
            Err(e) => return Err(format!("cannot read stdin: {e}")),
        }
        let text = std::str::from_utf8(&line)
            .map_err(|_| format!("pair {pair}: the input is not UTF-8 text"))?;
        for t in text.split_ascii_whitespace() {
            let v = number(t, pair)?;
            match first.take() {
                None => first = Some(v),
                Some(a) => {
                    let written = match winning_move(a, v) {
                        Some((x, y)) => writeln!(out, "{x} {y}"),
                        None => out.write_all(b"none\n"),
                    };
                    written.expect("failed to write stdout");
                    pair += 1;
                }
            }
        }
    }
    match first {
        Some(_) => Err(format!(
            "pair {pair}: found a but no b at the end of the input"
        )),
        None => Ok(()),
    }
}

fn main() {
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    if let Err(e) = answer_all(io::stdin().lock(), &mut out) {
        eprintln!("bad input: {e}");
        std::process::exit(1);
    }
    out.flush().expect("failed to write stdout");
}
