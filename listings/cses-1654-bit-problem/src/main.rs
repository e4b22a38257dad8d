// CSES 1654 Bit Problem — 《博弈论与容斥原理》第“子集上的 zeta 变换与莫比乌斯变换（CSES 1654）”章 (src/lattices/subset-zeta.md) (en/src/lattices/subset-zeta.md)
use std::fmt::Write as _;
use std::io::{self, Read, Write};

/// Values are bit sets of at most this many bits (the judge's x ≤ 10^6 < 2^20).
const BITS: u32 = 20;

/// Subset zeta transform in place: afterwards f[S] = Σ_{T ⊆ S} f_old[T].
/// Invariant: after the pass for bit i, f[S] sums f_old[T] over the T ⊆ S
/// that agree with S on every bit above i (bits 0..=i are free below S).
fn zeta_subsets(f: &mut [u32]) {
    let mut half = 1;
    while half < f.len() {
        for block in f.chunks_exact_mut(2 * half) {
            let (without, with) = block.split_at_mut(half);
            for (w, o) in with.iter_mut().zip(without.iter()) {
                *w += *o;
            }
        }
        half *= 2;
    }
}

/// Superset zeta transform in place: afterwards f[S] = Σ_{T ⊇ S} f_old[T]
/// (the same sweep with the roles of "bit set" and "bit clear" exchanged).
fn zeta_supersets(f: &mut [u32]) {
    let mut half = 1;
    while half < f.len() {
        for block in f.chunks_exact_mut(2 * half) {
            let (without, with) = block.split_at_mut(half);
            for (o, w) in without.iter_mut().zip(with.iter()) {
                *o += *w;
            }
        }
        half *= 2;
    }
}

/// For each x: #{y : x | y = x} (y ⊆ x), #{y : x & y = x} (y ⊇ x), and
/// #{y : x & y ≠ 0} = n − #{y ⊆ complement of x}. Counts are at most n,
/// and n < 2^32 because the input holds n numbers (see `parse`).
fn answer(xs: &[u32]) -> Vec<[u32; 3]> {
    let size = 1usize << BITS;
    let full = (size - 1) as u32;
    let mut sub = vec![0u32; size];
    for &x in xs {
        sub[x as usize] += 1;
    }
    let mut sup = sub.clone();
    zeta_subsets(&mut sub);
    zeta_supersets(&mut sup);
    let n = xs.len() as u32;
    xs.iter()
        .map(|&x| {
            [
                sub[x as usize],
                sup[x as usize],
                n - sub[(x ^ full) as usize],
            ]
        })
        .collect()
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

/// A token of decimal digits as a number at most `max`.
fn number(t: &[u8], max: u64) -> Option<u64> {
    let mut v: u64 = 0;
    for &c in t {
        if !c.is_ascii_digit() {
            return None;
        }
        v = v.checked_mul(10)?.checked_add(u64::from(c - b'0'))?;
    }
    (v <= max).then_some(v)
}

/// Parse "n x_1 … x_n" with 0 ≤ x_i < 2^20 (the judge gives 1 ≤ x_i ≤ 10^6).
fn parse(input: &[u8]) -> Result<Vec<u32>, String> {
    let text = |t: &[u8]| String::from_utf8_lossy(t).into_owned();
    let mut pos = 0;
    let t = token(input, &mut pos).ok_or("empty input: expected n")?;
    let n = number(t, u64::MAX)
        .ok_or_else(|| format!("n ({:?}) is not a non-negative integer", text(t)))?;
    let mut xs = Vec::with_capacity(n.min(1 << 16) as usize);
    for i in 1..=n {
        let t = token(input, &mut pos)
            .ok_or_else(|| format!("expected {n} values, found {}", i - 1))?;
        let x = number(t, (1 << BITS) - 1)
            .ok_or_else(|| format!("x_{i} ({:?}) is not an integer in 0..2^20", text(t)))?;
        xs.push(x as u32);
    }
    Ok(xs)
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
    let xs = match parsed {
        Ok(xs) => xs,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let mut out = String::with_capacity(xs.len() * 22);
    for [a, b, c] in answer(&xs) {
        writeln!(out, "{a} {b} {c}").expect("writing to a String cannot fail");
    }
    io::stdout()
        .lock()
        .write_all(out.as_bytes())
        .expect("failed to write stdout");
}
