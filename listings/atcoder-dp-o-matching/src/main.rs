// AtCoder Educational DP Contest O Matching — 《博弈论与容斥原理》第“积和式：Ryser 公式（AtCoder EDPC O）”章 (src/ie-algorithms/permanent.md) (en/src/ie-algorithms/permanent.md)
use std::io::{self, Read, Write};

const MOD: u64 = 1_000_000_007;
const N_MAX: u64 = 21;

/// The permanent of the 0/1 matrix with columns `cols` (cols[j][i] = a_{i,j})
/// modulo MOD, by Ryser's formula
///   perm A = Σ_{S ⊆ columns} (−1)^{n−|S|} Π_i Σ_{j ∈ S} a_{i,j},
/// with S running through the subsets in Gray-code order: the k-th set
/// differs from the (k−1)-th in column trailing_zeros(k), so the row sums
/// change by one column per step. Invariant: sum[i] = Σ_{j ∈ S} a_{i,j}, an
/// integer of at most 21, so no reduction is needed there.
fn permanent(cols: &[Vec<u32>]) -> u64 {
    let n = cols.len();
    let mut sum = vec![0u32; n];
    // plus and minus: the terms with (−1)^{n−|S|} = +1 and −1.
    let (mut plus, mut minus) = (0u64, 0u64);
    for k in 1u32..1 << n {
        let j = k.trailing_zeros() as usize;
        let gray = k ^ (k >> 1);
        if gray >> j & 1 == 1 {
            for (s, &x) in sum.iter_mut().zip(&cols[j]) {
                *s += x;
            }
        } else {
            for (s, &x) in sum.iter_mut().zip(&cols[j]) {
                *s -= x;
            }
        }
        // The product of the row sums: each factor is at most 21, so a
        // running product below 2^59 may take one more factor in u64
        // (21 · 2^59 < 2^64); reduce only when it reaches 2^59.
        let mut term = 1u64;
        for &s in &sum {
            term *= u64::from(s);
            if term >= 1 << 59 {
                term %= MOD;
            }
        }
        let term = term % MOD;
        if (n as u32 - gray.count_ones()) % 2 == 0 {
            plus += term;
        } else {
            minus += term;
        }
        // Both stay below 2^63: reduce them now and then.
        if k & 0xfff == 0 {
            plus %= MOD;
            minus %= MOD;
        }
    }
    (plus % MOD + MOD - minus % MOD) % MOD
}

/// The next whitespace-separated token of `bytes` from `*pos`.
fn token<'a>(bytes: &'a [u8], pos: &mut usize) -> Option<&'a [u8]> {
    while *pos < bytes.len() && bytes[*pos].is_ascii_whitespace() {
        *pos += 1;
    }
    let start = *pos;
    while *pos < bytes.len() && !bytes[*pos].is_ascii_whitespace() {
        *pos += 1;
    }
    (start < *pos).then(|| &bytes[start..*pos])
}

/// A token of decimal digits as a number in `lo..=hi`.
fn number(t: &[u8], lo: u64, hi: u64) -> Option<u64> {
    let mut v: u64 = 0;
    for &c in t {
        if !c.is_ascii_digit() {
            return None;
        }
        v = v.checked_mul(10)?.checked_add(u64::from(c - b'0'))?;
    }
    (!t.is_empty() && (lo..=hi).contains(&v)).then_some(v)
}

/// Parse "N a_{1,1} … a_{N,N}": 1 ≤ N ≤ 21, every a_{i,j} 0 or 1. Returns
/// the matrix by columns: cols[j][i] = a_{i,j}.
fn parse(input: &[u8]) -> Result<Vec<Vec<u32>>, String> {
    let text = |t: &[u8]| String::from_utf8_lossy(t).into_owned();
    let mut pos = 0;
    let t = token(input, &mut pos).ok_or("empty input: expected N")?;
    let n = number(t, 1, N_MAX)
        .ok_or_else(|| format!("N ({:?}) is not an integer in 1..=21", text(t)))?
        as usize;
    let mut cols = vec![vec![0u32; n]; n];
    for i in 0..n {
        for (j, col) in cols.iter_mut().enumerate() {
            let t = token(input, &mut pos)
                .ok_or_else(|| format!("expected {} entries, found {}", n * n, i * n + j))?;
            col[i] = number(t, 0, 1)
                .ok_or_else(|| format!("a_{{{},{}}} ({:?}) is not 0 or 1", i + 1, j + 1, text(t)))?
                as u32;
        }
    }
    if let Some(t) = token(input, &mut pos) {
        return Err(format!("unexpected {:?} after the matrix", text(t)));
    }
    Ok(cols)
}

fn main() {
    let mut bytes = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut bytes) {
        eprintln!("bad input: cannot read stdin: {e}");
        std::process::exit(1);
    }
    let parsed = std::str::from_utf8(&bytes)
        .map_err(|_| "the input is not UTF-8 text".to_string())
        .and_then(|_| parse(&bytes));
    let cols = match parsed {
        Ok(v) => v,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    writeln!(io::stdout().lock(), "{}", permanent(&cols)).expect("failed to write stdout");
}
