// 斐波那契 Nim（本书自定格式） (Fibonacci Nim: the fewest stones the first player can take; this book's own format) — 《博弈论与容斥原理》第“斐波那契 Nim 与齐肯多夫定理”章 (src/sums/fibonacci-nim.md) (en/src/sums/fibonacci-nim.md)
use std::fmt::Write as _;
use std::io::{self, Read, Write};

/// The Fibonacci numbers 1, 2, 3, 5, 8, … that fit in u64, increasing
/// (92 of them; the next one overflows, which `checked_add` reports).
fn fibonacci_table() -> Vec<u64> {
    let mut f = vec![1u64, 2];
    while let Some(next) = f[f.len() - 1].checked_add(f[f.len() - 2]) {
        f.push(next);
    }
    f
}

/// The smallest term of the Zeckendorf representation of n ≥ 1. Greedy from
/// the largest Fibonacci number: after taking F_i ≤ rest < F_{i+1}, the rest
/// is below F_{i+1} − F_i = F_{i−1}, so the next term taken is at most F_{i−2}
/// (no two consecutive terms), and the terms are exactly the representation.
fn smallest_zeckendorf_term(n: u64, fib: &[u64]) -> u64 {
    let mut rest = n;
    let mut smallest = n;
    for &f in fib.iter().rev() {
        if f <= rest {
            rest -= f;
            smallest = f;
        }
    }
    smallest
}

/// The answer for a heap of n ≥ 1 whose first move may take 1..=n−1 stones:
/// `None` if the first player loses (n is a Fibonacci number), else the
/// smallest winning first take, the smallest Zeckendorf term of n.
fn first_take(n: u64, fib: &[u64]) -> Option<u64> {
    let z = smallest_zeckendorf_term(n, fib);
    if z == n {
        None
    } else {
        Some(z)
    }
}

/// Read all of stdin as UTF-8 text; `Err` explains why not.
fn read_input() -> Result<String, String> {
    let mut bytes = Vec::new();
    io::stdin()
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read stdin: {e}"))?;
    String::from_utf8(bytes).map_err(|_| "stdin is not valid UTF-8 text".to_string())
}

/// Answer every heap size in `input`, one line each; `Err` names the first
/// bad number (nothing is printed then).
fn solve(input: &str) -> Result<String, String> {
    let fib = fibonacci_table();
    let mut out = String::new();
    for (i, t) in input.split_ascii_whitespace().enumerate() {
        let n: u64 = t.parse().map_err(|_| {
            format!(
                "number {}: {t:?} is not an integer in 1..=18446744073709551615",
                i + 1
            )
        })?;
        if n == 0 {
            return Err(format!(
                "number {}: a heap must have at least 1 stone",
                i + 1
            ));
        }
        // Writing to a String cannot fail.
        let _ = match first_take(n, &fib) {
            None => writeln!(out, "Second"),
            Some(x) => writeln!(out, "First {x}"),
        };
    }
    Ok(out)
}

fn main() {
    match read_input().and_then(|s| solve(&s)) {
        Ok(out) => io::stdout()
            .lock()
            .write_all(out.as_bytes())
            .expect("failed to write stdout"),
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    }
}
