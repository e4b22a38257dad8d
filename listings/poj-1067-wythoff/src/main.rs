// POJ 1067 取石子游戏（威佐夫博弈） (POJ 1067 Taking stones) — 《博弈论与容斥原理》第“威佐夫博弈”章 (src/wythoff/wythoff.md) (en/src/wythoff/wythoff.md)
use std::io::{self, BufRead, BufWriter, Write};

/// Is (a, b) a P-position (the player to move loses)? With s = min, k = |a − b|
/// it is one exactly when s = ⌊kφ⌋ = k + ⌊k/φ⌋. For k ≥ 1 write s = k + m:
/// m = ⌊k/φ⌋ ⇔ m(m + k) < k² < (m + 1)(m + 1 + k), because x(x + k) grows
/// with x ≥ 0 and equals k² at x = k/φ. In u128 nothing overflows:
/// m·s < 2^128, and (m + 1)(s + 1) ≤ (2^64 − 1)·2^64 since m < s ≤ 2^64 − 1.
fn is_p_position(a: u64, b: u64) -> bool {
    let (s, l) = if a <= b { (a, b) } else { (b, a) };
    let k = l - s;
    if k == 0 {
        return s == 0;
    }
    if s < k {
        return false; // ⌊kφ⌋ ≥ k
    }
    let (m, s, k) = ((s - k) as u128, s as u128, k as u128);
    m * s < k * k && k * k < (m + 1) * (s + 1)
}

/// One heap size; `pair` numbers the pair it belongs to in the message.
fn number(t: &str, pair: u64) -> Result<u64, String> {
    t.parse()
        .map_err(|_| format!("pair {pair}: {t:?} is not an integer in 0..=18446744073709551615"))
}

/// Answer every pair `a b` up to the end of the input, one line each (`1` if
/// the player to move wins, else `0`). The input is read a line at a time and
/// a pair may span lines, so memory is one line, whatever the number of lines.
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
                    let answer = if is_p_position(a, v) { b"0\n" } else { b"1\n" };
                    out.write_all(answer).expect("failed to write stdout");
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
