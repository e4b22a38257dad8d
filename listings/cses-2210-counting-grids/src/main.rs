// CSES 2210 Counting Grids — 《博弈论与容斥原理》第“伯恩赛德引理与项链计数（CSES 2209）”章 (src/primes-orbits/burnside.md) (en/src/primes-orbits/burnside.md)
use std::io::{self, Read, Write};

/// The modulus of the answer, a prime.
const MOD: u64 = 1_000_000_007;

/// The largest n the problem gives.
const LIMIT: u64 = 1_000_000_000;

/// `a^e mod MOD` by repeated squaring; e may be up to 10^18 (it is n²), the
/// factors stay below MOD < 2^30, so every product fits in u64.
fn pow_mod(a: u64, mut e: u64) -> u64 {
    let mut base = a % MOD;
    let mut acc = 1;
    while e > 0 {
        if e & 1 == 1 {
            acc = acc * base % MOD;
        }
        base = base * base % MOD;
        e >>= 1;
    }
    acc
}

/// Black/white n×n grids up to the four rotations, modulo MOD, by Burnside's
/// lemma. A rotation fixes a grid iff the grid is constant on each of its
/// cycles of cells: the identity has n² cycles; the half turn pairs each cell
/// with its mirror through the centre, ⌈n²/2⌉ cycles (the centre alone when n
/// is odd); each quarter turn moves cells in fours, ⌈n²/4⌉ cycles. The sum
/// of the four fixed-point counts is divided by 4 through its inverse
/// (4 and MOD are coprime). n² ≤ 10^18 fits in u64.
fn grids(n: u64) -> u64 {
    let cells = n * n;
    let identity = pow_mod(2, cells);
    let half_turn = pow_mod(2, (cells + 1) / 2);
    let quarter_turn = pow_mod(2, (cells + 3) / 4);
    let sum = (identity + half_turn + 2 * quarter_turn) % MOD;
    sum * pow_mod(4, MOD - 2) % MOD
}

/// Parse "n", 1 ≤ n ≤ 10^9; `Err` says what is wrong.
fn parse(input: &str) -> Result<u64, String> {
    let mut tokens = input.split_ascii_whitespace();
    let t = tokens.next().ok_or("empty input: expected n")?;
    let n = match t.parse::<u64>() {
        Ok(n) if (1..=LIMIT).contains(&n) => n,
        _ => return Err(format!("n = {t:?} is not an integer in 1..=1000000000")),
    };
    if let Some(t) = tokens.next() {
        return Err(format!("unexpected {t:?} after n"));
    }
    Ok(n)
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
    let n = match parsed {
        Ok(n) => n,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let mut out = io::stdout().lock();
    writeln!(out, "{}", grids(n)).expect("failed to write stdout");
}
