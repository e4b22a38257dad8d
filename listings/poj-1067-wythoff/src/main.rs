// POJ 1067 取石子游戏（威佐夫博弈）— 《博弈论与容斥原理》第“威佐夫博弈”章 (src/wythoff/wythoff.md)
use std::io::{self, Read, Write};

/// ⌊√5·k⌋ for every u64 k, with no floating point and no overflow.
/// Write the root as 2k + t: (2k + t)² ≤ 5k² ⇔ t·(4k + t) ≤ k², and k² < 2^128.
/// The largest such t is built bit by bit (the condition is monotone in t);
/// t ≤ k/4 + 1 < 2^63, and a product that overflows u128 is certainly > k².
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

/// a_k = ⌊kφ⌋ = ⌊(k + √5·k)/2⌋ = ⌊(k + ⌊√5·k⌋)/2⌋ (dropping the fraction of
/// √5·k cannot change the floor of a half). Below 2^65, so u128 holds it.
fn floor_k_phi(k: u64) -> u128 {
    (k as u128 + floor_sqrt5_times(k)) / 2
}

/// The player to move wins unless {a, b} = {a_k, a_k + k} with k = |a − b|.
fn first_player_wins(a: u64, b: u64) -> bool {
    let (small, large) = if a <= b { (a, b) } else { (b, a) };
    floor_k_phi(large - small) != small as u128
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
    let mut out = String::with_capacity(pairs.len() * 2);
    for (a, b) in pairs {
        out.push(if first_player_wins(a, b) { '1' } else { '0' });
        out.push('\n');
    }
    io::stdout()
        .lock()
        .write_all(out.as_bytes())
        .expect("failed to write stdout");
}
