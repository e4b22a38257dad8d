// Library Checker bitwise_and_convolution — 《博弈论与容斥原理》第“与、或、异或卷积（Library Checker）”章 (src/lattices/bitwise-convolution.md) (en/src/lattices/bitwise-convolution.md)
use std::io::{self, Read, Write};

const MOD: u32 = 998_244_353;
/// The largest N of the statement: the arrays have 2^N entries.
const N_MAX: u64 = 20;

/// Superset zeta transform mod MOD in place: afterwards f[S] = Σ_{T ⊇ S} f_old[T].
/// Invariant: after the pass for bit i, f[S] sums f_old[T] over the T ⊇ S
/// that agree with S on every bit above i. Entries stay below MOD.
fn zeta_supersets(f: &mut [u32]) {
    let mut half = 1;
    while half < f.len() {
        for block in f.chunks_exact_mut(2 * half) {
            let (without, with) = block.split_at_mut(half);
            for (o, w) in without.iter_mut().zip(with.iter()) {
                let s = *o + *w;
                *o = if s >= MOD { s - MOD } else { s };
            }
        }
        half *= 2;
    }
}

/// Superset Möbius transform mod MOD, the inverse of `zeta_supersets`: the
/// same passes, each undone by subtracting what it added (the passes commute).
fn mobius_supersets(f: &mut [u32]) {
    let mut half = 1;
    while half < f.len() {
        for block in f.chunks_exact_mut(2 * half) {
            let (without, with) = block.split_at_mut(half);
            for (o, w) in without.iter_mut().zip(with.iter()) {
                *o = if *o >= *w { *o - *w } else { *o + MOD - *w };
            }
        }
        half *= 2;
    }
}

/// c_k = Σ_{i & j = k} a_i b_j mod MOD: the superset zeta transform turns the
/// and-convolution into a pointwise product (ĉ(S) = â(S) · b̂(S)).
fn and_convolution(mut a: Vec<u32>, mut b: Vec<u32>) -> Vec<u32> {
    zeta_supersets(&mut a);
    zeta_supersets(&mut b);
    for (x, y) in a.iter_mut().zip(&b) {
        *x = (u64::from(*x) * u64::from(*y) % u64::from(MOD)) as u32;
    }
    mobius_supersets(&mut a);
    a
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

/// Parse "N a_0 … a_{2^N−1} b_0 … b_{2^N−1}" with N ≤ 20 and every value below MOD.
fn parse(input: &[u8]) -> Result<(Vec<u32>, Vec<u32>), String> {
    let text = |t: &[u8]| String::from_utf8_lossy(t).into_owned();
    let mut pos = 0;
    let t = token(input, &mut pos).ok_or("empty input: expected N")?;
    let n =
        number(t, N_MAX).ok_or_else(|| format!("N ({:?}) is not an integer in 0..=20", text(t)))?;
    let len = 1usize << n;
    let mut arrays = [Vec::with_capacity(len), Vec::with_capacity(len)];
    for (name, v) in ["a", "b"].iter().zip(arrays.iter_mut()) {
        for i in 0..len {
            let t = token(input, &mut pos)
                .ok_or_else(|| format!("expected {len} values of {name}, found {i}"))?;
            let x = number(t, u64::from(MOD) - 1).ok_or_else(|| {
                format!(
                    "{name}_{i} ({:?}) is not an integer in 0..998244353",
                    text(t)
                )
            })?;
            v.push(x as u32);
        }
    }
    let [a, b] = arrays;
    Ok((a, b))
}

/// The decimal digits of `v` and a separator, appended to `out`.
fn push_number(out: &mut Vec<u8>, mut v: u32, sep: u8) {
    let mut digits = [0u8; 10];
    let mut i = digits.len();
    loop {
        i -= 1;
        digits[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    out.extend_from_slice(&digits[i..]);
    out.push(sep);
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
    let (a, b) = match parsed {
        Ok(ab) => ab,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let c = and_convolution(a, b);
    let mut out = Vec::with_capacity(c.len() * 11);
    for (k, &v) in c.iter().enumerate() {
        push_number(&mut out, v, if k + 1 == c.len() { b'\n' } else { b' ' });
    }
    io::stdout()
        .lock()
        .write_all(&out)
        .expect("failed to write stdout");
}
