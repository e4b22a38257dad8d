// CSES 1097 Removal Game — 《博弈论与容斥原理》第“有分数的零和游戏”章 (src/partizan/scores.md) (en/src/partizan/scores.md)
use std::io::{self, Read, Write};

/// The largest list the judge gives.
const MAX_N: usize = 5000;
/// The largest |x_i| the judge gives. Every sum below is at most
/// MAX_N · MAX_ABS = 5·10^12 in absolute value, far inside i64.
const MAX_ABS: i64 = 1_000_000_000;

/// The first player's best score on the whole list.
///
/// `d[j]` after the round for `i` holds D(i, j): the mover's score minus the
/// other player's score on the part x_i..x_j when both play optimally, where
/// D(i, i) = x_i and D(i, j) = max(x_i − D(i+1, j), x_j − D(i, j−1)).
/// Before the round for `i`, `d[j]` still holds D(i+1, j), and `d[j − 1]`
/// already holds D(i, j − 1), so one row of memory is enough.
/// The first player's score is (sum + D(0, n−1)) / 2: the two scores add up
/// to the sum and differ by D. |D| ≤ Σ|x_i| ≤ 5·10^12.
fn first_player_score(x: &[i64]) -> i64 {
    let n = x.len();
    let mut d = vec![0i64; n];
    for i in (0..n).rev() {
        d[i] = x[i];
        for j in i + 1..n {
            let take_left = x[i] - d[j];
            let take_right = x[j] - d[j - 1];
            d[j] = take_left.max(take_right);
        }
    }
    let sum: i64 = x.iter().sum();
    (sum + d[n - 1]) / 2
}

/// Parse "n x_1 … x_n" with 1 ≤ n ≤ 5000 and |x_i| ≤ 10^9.
fn parse(input: &str) -> Result<Vec<i64>, String> {
    let mut tokens = input.split_ascii_whitespace();
    let n_tok = tokens.next().ok_or("empty input: expected n")?;
    let n: u64 = n_tok
        .parse()
        .map_err(|_| format!("n ({n_tok:?}) is not a non-negative integer below 2^64"))?;
    if n == 0 || n > MAX_N as u64 {
        return Err(format!("n = {n} is outside 1..={MAX_N}"));
    }
    let n = n as usize;
    let mut x = Vec::with_capacity(n);
    for i in 1..=n {
        let tok = tokens
            .next()
            .ok_or_else(|| format!("expected {n} numbers, found {}", i - 1))?;
        let v: i64 = tok
            .parse()
            .map_err(|_| format!("x_{i} ({tok:?}) is not an integer"))?;
        if !(-MAX_ABS..=MAX_ABS).contains(&v) {
            return Err(format!("x_{i} = {v} is outside -10^9..=10^9"));
        }
        x.push(v);
    }
    if let Some(extra) = tokens.next() {
        return Err(format!("unexpected {extra:?} after the {n} numbers"));
    }
    Ok(x)
}

fn main() {
    let mut bytes = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut bytes) {
        eprintln!("bad input: cannot read stdin: {e}");
        std::process::exit(1);
    }
    let parsed = match std::str::from_utf8(&bytes) {
        Ok(text) => parse(text),
        Err(_) => Err("the input is not UTF-8 text".to_string()),
    };
    match parsed {
        Ok(x) => {
            let answer = format!("{}\n", first_player_score(&x));
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
