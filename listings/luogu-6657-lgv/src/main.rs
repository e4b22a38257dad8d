// 洛谷 P6657 【模板】LGV 引理 (Luogu P6657 [Template] The LGV lemma) — 《博弈论与容斥原理》第“LGV 引理：不相交路径组与行列式（Codeforces 348D）”章 (src/convolutions/lgv.md) (en/src/convolutions/lgv.md)
use std::io::{self, Read, Write};

const MOD: u64 = 998_244_353;

/// x^e modulo MOD.
fn power(mut x: u64, mut e: u64) -> u64 {
    let mut r = 1;
    while e > 0 {
        if e & 1 == 1 {
            r = r * x % MOD;
        }
        x = x * x % MOD;
        e >>= 1;
    }
    r
}

/// Factorials and inverse factorials modulo MOD up to `top`.
struct Binomials {
    fact: Vec<u64>,
    inv_fact: Vec<u64>,
}

impl Binomials {
    fn new(top: usize) -> Self {
        let mut fact = vec![1u64; top + 1];
        for i in 1..=top {
            fact[i] = fact[i - 1] * i as u64 % MOD;
        }
        let mut inv_fact = vec![1u64; top + 1];
        inv_fact[top] = power(fact[top], MOD - 2);
        for i in (1..=top).rev() {
            inv_fact[i - 1] = inv_fact[i] * i as u64 % MOD;
        }
        Binomials { fact, inv_fact }
    }

    /// C(n, k) modulo MOD, for k ≤ n ≤ top.
    fn choose(&self, n: usize, k: usize) -> u64 {
        self.fact[n] * self.inv_fact[k] % MOD * self.inv_fact[n - k] % MOD
    }
}

/// The determinant modulo MOD by Gaussian elimination: each row swap flips
/// the sign, each elimination step keeps the determinant.
fn determinant(mut a: Vec<Vec<u64>>) -> u64 {
    let k = a.len();
    let mut det = 1u64;
    for col in 0..k {
        let Some(pivot) = (col..k).find(|&r| a[r][col] != 0) else {
            return 0;
        };
        if pivot != col {
            a.swap(pivot, col);
            det = MOD - det;
        }
        det = det * a[col][col] % MOD;
        let inv = power(a[col][col], MOD - 2);
        let (upper, lower) = a.split_at_mut(col + 1);
        let pivot_row = &upper[col];
        for row in lower.iter_mut() {
            let f = row[col] * inv % MOD;
            if f == 0 {
                continue;
            }
            for (x, &y) in row[col..].iter_mut().zip(&pivot_row[col..]) {
                *x = (*x + MOD - f * y % MOD) % MOD;
            }
        }
    }
    det % MOD
}

/// One test: an n × n board and pieces from (a_i, 1) to (b_i, n), both lists
/// non-decreasing.
struct Case {
    n: usize,
    starts: Vec<usize>,
    ends: Vec<usize>,
}

/// The vertex-disjoint families, modulo MOD. A path from (a, 1) to (b, n)
/// makes b − a steps in x and n − 1 in y: C(b − a + n − 1, n − 1) of them when
/// b ≥ a. With both lists sorted only the identity pairing can be disjoint,
/// so by the LGV lemma the determinant of these counts is the answer.
fn families(case: &Case, binom: &Binomials) -> u64 {
    let n = case.n;
    let matrix = case
        .starts
        .iter()
        .map(|&a| {
            case.ends
                .iter()
                .map(|&b| {
                    if b >= a {
                        binom.choose(b - a + n - 1, n - 1)
                    } else {
                        0
                    }
                })
                .collect()
        })
        .collect();
    determinant(matrix)
}

/// Parse "T" and T tests of "n m" and m lines "a_i b_i"; `Err` says what is
/// wrong.
fn parse(input: &str) -> Result<Vec<Case>, String> {
    let mut tokens = input.split_ascii_whitespace();
    let mut number = |name: &str, lo: usize, hi: usize| -> Result<usize, String> {
        let t = tokens
            .next()
            .ok_or_else(|| format!("expected {name}, found the end of the input"))?;
        match t.parse::<usize>() {
            Ok(v) if (lo..=hi).contains(&v) => Ok(v),
            _ => Err(format!("{name} ({t:?}) is not an integer in {lo}..={hi}")),
        }
    };
    let tests = number("T", 1, 1_000_000)?;
    let mut cases = Vec::with_capacity(tests.min(1 << 10));
    for test in 1..=tests {
        let n = number("n", 2, 1_000_000)?;
        let m = number("m", 1, 100)?;
        let mut starts = Vec::with_capacity(m);
        let mut ends = Vec::with_capacity(m);
        for _ in 0..m {
            starts.push(number("a_i", 1, n)?);
            ends.push(number("b_i", 1, n)?);
        }
        if starts.windows(2).any(|w| w[0] > w[1]) || ends.windows(2).any(|w| w[0] > w[1]) {
            return Err(format!("test {test}: a_i and b_i must be non-decreasing"));
        }
        cases.push(Case { n, starts, ends });
    }
    if let Some(t) = tokens.next() {
        return Err(format!("unexpected {t:?} after the {tests} tests"));
    }
    Ok(cases)
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
    let cases = match parsed {
        Ok(c) => c,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let top = cases.iter().map(|c| 2 * c.n - 2).max().unwrap_or(0);
    let binom = Binomials::new(top);
    let mut out = io::BufWriter::new(io::stdout().lock());
    for case in &cases {
        writeln!(out, "{}", families(case, &binom)).expect("failed to write stdout");
    }
}
