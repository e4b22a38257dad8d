// Codeforces 348D Turtles — 《博弈论与容斥原理》第“LGV 引理：不相交路径组与行列式（Codeforces 348D）”章 (src/convolutions/lgv.md) (en/src/convolutions/lgv.md)
use std::io::{self, Read, Write};

const MOD: u64 = 1_000_000_007;

/// The table: `free[r * m + c]` says whether cell (r + 1, c + 1) is empty.
struct Table {
    n: usize,
    m: usize,
    free: Vec<bool>,
}

/// The number of right/down paths through empty cells from the 0-based cell
/// `start` to the cells `end_a` and `end_b`, modulo MOD. One row of counts is
/// kept: after row r is done, `ways[c]` counts the paths to (r, c).
fn paths_to(
    t: &Table,
    start: (usize, usize),
    end_a: (usize, usize),
    end_b: (usize, usize),
) -> (u64, u64) {
    let (mut to_a, mut to_b) = (0, 0);
    let mut ways = vec![0u64; t.m];
    for r in start.0..t.n {
        let row = &t.free[r * t.m..(r + 1) * t.m];
        let mut left = 0u64;
        for c in 0..t.m {
            let here = if !row[c] {
                0
            } else if (r, c) == start {
                1
            } else {
                // ways[c] still holds the count of the cell above.
                (ways[c] + left) % MOD
            };
            ways[c] = here;
            left = here;
            if (r, c) == end_a {
                to_a = here;
            }
            if (r, c) == end_b {
                to_b = here;
            }
        }
    }
    (to_a, to_b)
}

/// Pairs of paths from (1, 1) to (n, m) that share only their ends. One
/// leaves by (1, 2) and the other by (2, 1), one arrives from (n − 1, m) and
/// the other from (n, m − 1); by the LGV lemma the pairs are the 2 × 2
/// determinant of the path counts between these four cells, because a path
/// from (1, 2) to (n, m − 1) always meets a path from (2, 1) to (n − 1, m).
fn turtle_pairs(t: &Table) -> u64 {
    let (n, m) = (t.n, t.m);
    let (sink_1, sink_2) = ((n - 2, m - 1), (n - 1, m - 2));
    let (e11, e12) = paths_to(t, (0, 1), sink_1, sink_2);
    let (e21, e22) = paths_to(t, (1, 0), sink_1, sink_2);
    (e11 * e22 % MOD + MOD - e12 * e21 % MOD) % MOD
}

/// Parse "n m" and n rows of m characters `.` or `#`, with (1, 1) and
/// (n, m) empty; `Err` says what is wrong.
fn parse(input: &str) -> Result<Table, String> {
    let mut tokens = input.split_ascii_whitespace();
    let mut size = |name: &str| -> Result<usize, String> {
        let t = tokens
            .next()
            .ok_or_else(|| format!("expected {name}, found the end of the input"))?;
        match t.parse::<usize>() {
            Ok(v) if (2..=3000).contains(&v) => Ok(v),
            _ => Err(format!("{name} ({t:?}) is not an integer in 2..=3000")),
        }
    };
    let n = size("n")?;
    let m = size("m")?;
    let mut free = Vec::with_capacity(n * m);
    for r in 1..=n {
        let row = tokens
            .next()
            .ok_or_else(|| format!("expected {n} rows, found {}", r - 1))?;
        if row.len() != m {
            return Err(format!(
                "row {r} has {} characters, expected {m}",
                row.len()
            ));
        }
        for (c, b) in row.bytes().enumerate() {
            match b {
                b'.' => free.push(true),
                b'#' => free.push(false),
                _ => {
                    return Err(format!(
                        "row {r}, column {}: {:?} is not '.' or '#'",
                        c + 1,
                        b as char
                    ))
                }
            }
        }
    }
    if let Some(t) = tokens.next() {
        return Err(format!("unexpected {t:?} after the {n} rows"));
    }
    if !free[0] || !free[n * m - 1] {
        return Err("the cells (1, 1) and (n, m) must be empty".to_string());
    }
    Ok(Table { n, m, free })
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
    let table = match parsed {
        Ok(t) => t,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let mut out = io::stdout().lock();
    writeln!(out, "{}", turtle_pairs(&table)).expect("failed to write stdout");
}
