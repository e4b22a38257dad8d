// Lasker 的 Nim：可拿可分（本书自定格式 ext-lasker-nim，同 HDU 3032 的格式） (Lasker's Nim: take or split; this book's own format) — 《博弈论与容斥原理》第“Multi-SG 与 Lasker 的 Nim”章 (src/sums/lasker-nim.md) (en/src/sums/lasker-nim.md)
use std::io::{self, Read, Write};

/// SG value of one heap of `h` when a move takes any positive number of
/// stones or splits the heap into two nonempty heaps (proved in the chapter):
/// 4k+1 ↦ 4k+1, 4k+2 ↦ 4k+2, 4k+3 ↦ 4k+4, 4k+4 ↦ 4k+3, 0 ↦ 0.
/// u128 because h = 2^64 − 1 (≡ 3 mod 4) has value 2^64.
fn lasker_sg(h: u64) -> u128 {
    let h = u128::from(h);
    match h % 4 {
        3 => h + 1,
        0 if h > 0 => h - 1,
        _ => h,
    }
}

/// Parse "T", then T cases "n a_1 … a_n", and answer each as it is read: the
/// player to move (Alice) wins iff the xor of the heaps' SG values is nonzero
/// (SG theorem). `Err` names what is missing or malformed.
fn solve(input: &str) -> Result<String, String> {
    let mut tokens = input.split_ascii_whitespace();
    let mut next = |what: &dyn Fn() -> String| -> Result<u64, String> {
        let t = tokens
            .next()
            .ok_or_else(|| format!("input ended early: expected {}", what()))?;
        t.parse().map_err(|_| {
            format!(
                "{} ({t:?}) is not an integer in 0..=18446744073709551615",
                what()
            )
        })
    };
    let cases = next(&|| "T".to_string())?;
    let mut out = String::new();
    for case in 1..=cases {
        let n = next(&|| format!("n of case {case}"))?;
        let mut xor = 0u128;
        for i in 1..=n {
            xor ^= lasker_sg(next(&|| format!("heap {i} of case {case}"))?);
        }
        out.push_str(if xor != 0 { "Alice\n" } else { "Bob\n" });
    }
    Ok(out)
}

fn main() {
    let mut bytes = Vec::new();
    let answer = io::stdin()
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read stdin: {e}"))
        .and_then(|_| std::str::from_utf8(&bytes).map_err(|_| "input is not UTF-8 text".into()))
        .and_then(solve);
    match answer {
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
