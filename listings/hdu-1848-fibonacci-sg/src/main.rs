// HDU 1848 Fibonacci again and again — 《博弈论与容斥原理》第“斐波那契取石子”章 (src/sg/fibonacci-sg.md)
use std::io::{self, Read, Write};

/// The largest heap this program accepts (the statement's limit is 1000).
const MAX_HEAP: usize = 1_000_000;

/// The distinct Fibonacci numbers 1, 2, 3, 5, 8, … that are at most `limit`:
/// the amounts one move may take. Built in `usize`, stopping before the first
/// value above `limit`, so nothing overflows.
fn fibonacci_moves(limit: usize) -> Vec<usize> {
    let mut f = vec![1usize];
    let (mut a, mut b) = (1usize, 2usize);
    while b <= limit {
        f.push(b);
        let c = a + b;
        a = b;
        b = c;
    }
    f
}

/// SG values of one heap of 0..=limit, bottom-up. A heap has at most
/// |moves| options, so every SG value is at most |moves| and indexes `seen`;
/// an entry of `seen` is marked for state x only when it holds the stamp x + 1.
fn sg_table(moves: &[usize], limit: usize) -> Vec<usize> {
    let mut g = vec![0usize; limit + 1];
    let mut seen = vec![0usize; moves.len() + 1];
    for x in 0..=limit {
        let stamp = x + 1;
        for &f in moves.iter().take_while(|&&f| f <= x) {
            seen[g[x - f]] = stamp;
        }
        let mut mex = 0;
        while seen[mex] == stamp {
            mex += 1;
        }
        g[x] = mex;
    }
    g
}

/// Parse lines "m n p" up to the line "0 0 0" (or the end of the input).
fn parse(input: &str) -> Result<Vec<[usize; 3]>, String> {
    let mut tokens = input.split_ascii_whitespace();
    let mut cases = Vec::new();
    loop {
        let mut case = [0usize; 3];
        for (i, slot) in case.iter_mut().enumerate() {
            let t = match tokens.next() {
                Some(t) => t,
                None if i == 0 => return Ok(cases),
                None => {
                    return Err(format!(
                        "case {}: expected 3 heap sizes, found {i}",
                        cases.len() + 1
                    ))
                }
            };
            let h: usize = t.parse().map_err(|_| {
                format!(
                    "case {}: {t:?} is not a non-negative integer",
                    cases.len() + 1
                )
            })?;
            if h > MAX_HEAP {
                return Err(format!(
                    "case {}: heap {h} exceeds {MAX_HEAP}",
                    cases.len() + 1
                ));
            }
            *slot = h;
        }
        if case == [0, 0, 0] {
            return Ok(cases);
        }
        cases.push(case);
    }
}

/// All of stdin as text; `Err` if it cannot be read or is not UTF-8.
fn read_input() -> Result<String, String> {
    let mut bytes = Vec::new();
    io::stdin()
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read stdin: {e}"))?;
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        format!("the input is not UTF-8 text (at byte {at})")
    })
}

fn main() {
    let cases = match read_input().and_then(|input| parse(&input)) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let limit = cases.iter().flatten().copied().max().unwrap_or(0);
    let g = sg_table(&fibonacci_moves(limit), limit);
    let mut out = String::with_capacity(cases.len() * 6);
    for [m, n, p] in cases {
        out.push_str(if g[m] ^ g[n] ^ g[p] != 0 {
            "Fibo\n"
        } else {
            "Nacci\n"
        });
    }
    io::stdout()
        .lock()
        .write_all(out.as_bytes())
        .expect("failed to write stdout");
}
