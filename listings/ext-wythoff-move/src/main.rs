// 威佐夫博弈的必胜走法（本书自定格式）— 《博弈论与容斥原理》第“威佐夫博弈：给出必胜走法”章 (src/wythoff/wythoff-move.md)
use std::io::{self, Read, Write};

/// ⌊√5·k⌋ for every u64 k, with no floating point and no overflow.
/// Write the root as 2k + t: (2k + t)² ≤ 5k² ⇔ t·(4k + t) ≤ k², and k² < 2^128.
/// The largest such t is built bit by bit (the condition is monotone in t);
/// a product that overflows u128 is certainly > k².
fn floor_sqrt5_times(k: u64) -> u128 {
    let k = k as u128;
    let k2 = k * k;
    let mut t: u128 = 0;
    for bit in (0..64).rev() {
        // Bit `bit` of t is still 0 here, so `|` and `^` (or `+`) agree.
        let c = t | 1 << bit;
        if c.checked_mul(4 * k + c).is_some_and(|p| p <= k2) {
            t = c;
        }
    }
    2 * k + t
}

/// a_k = ⌊kφ⌋ = ⌊(k + ⌊√5·k⌋)/2⌋. Below 2^65, so u128 holds it.
fn floor_k_phi(k: u64) -> u128 {
    (k as u128 + floor_sqrt5_times(k)) / 2
}

/// The partner of x ≥ 0 in the P-positions: the y with {x, y} = {a_j, b_j}.
/// The A-numbers ≤ x are a_0..a_n with n = ⌊(x + 1)/φ⌋ = a_{x+1} − (x + 1).
/// If a_n = x then x = a_n and the partner is b_n = x + n; otherwise x is the
/// (x − n)-th B-number b_i, i = x − n, and its partner is a_i = x − i = n.
/// Needs x < u64::MAX (so that x + 1 fits).
fn partner(x: u64) -> u128 {
    let n = floor_k_phi(x + 1) - (x as u128 + 1);
    if floor_k_phi(n as u64) == x as u128 {
        x as u128 + n
    } else {
        n
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
    // a_k = s returned above, so `<` and `<=` agree here.
    let (s2, l2) = if ak < s as u128 {
        let t = s - ak as u64;
        (s - t, l - t)
    } else {
        // s < a_k ≤ l, so s < u64::MAX; the partner of s is below l (see the chapter).
        (s, partner(s) as u64)
    };
    Some(if a <= b { (s2, l2) } else { (l2, s2) })
}

/// Parse the pairs `a b` up to end of input; `Err` names the bad pair.
fn parse(input: &str) -> Result<Vec<(u64, u64)>, String> {
    let tokens: Vec<&str> = input.split_ascii_whitespace().collect();
    if tokens.len() % 2 == 1 {
        return Err(format!(
            "pair {}: found a but no b at the end of the input",
            tokens.len() / 2 + 1
        ));
    }
    let mut pairs = Vec::with_capacity(tokens.len() / 2);
    for (i, ab) in tokens.chunks(2).enumerate() {
        let num = |t: &str| {
            t.parse::<u64>().map_err(|_| {
                format!(
                    "pair {}: {t:?} is not an integer in 0..=18446744073709551615",
                    i + 1
                )
            })
        };
        pairs.push((num(ab[0])?, num(ab[1])?));
    }
    Ok(pairs)
}

fn main() {
    let mut input = String::new();
    if io::stdin().read_to_string(&mut input).is_err() {
        eprintln!("bad input: stdin is not valid UTF-8 text");
        std::process::exit(1);
    }
    let pairs = match parse(&input) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let mut out = String::with_capacity(pairs.len() * 24);
    for (a, b) in pairs {
        match winning_move(a, b) {
            Some((x, y)) => {
                out.push_str(&x.to_string());
                out.push(' ');
                out.push_str(&y.to_string());
            }
            None => out.push_str("none"),
        }
        out.push('\n');
    }
    io::stdout()
        .lock()
        .write_all(out.as_bytes())
        .expect("failed to write stdout");
}
