// Library Checker exp_of_set_power_series — 《博弈论与容斥原理》第“集合幂级数的 exp 与 ln（Library Checker）”章 (src/set-power-series/exp-log.md) (en/src/set-power-series/exp-log.md)
use std::io::{self, Read, Write};

const MOD: u32 = 998_244_353;
/// The largest N of the statement: the series has 2^N coefficients.
const N_MAX: u64 = 20;

/// Ranked subset zeta transform mod MOD in place. `f` holds 2^n rows of `r`
/// entries (row S, entry k); afterwards row S is Σ_{T ⊆ S} of the old rows T,
/// entry by entry. Invariant: after the pass for bit i, row S sums the old
/// rows T ⊆ S that agree with S on every bit above i. Entries stay below MOD.
fn zeta_subsets(f: &mut [u32], r: usize) {
    let mut half = r;
    while half < f.len() {
        for block in f.chunks_exact_mut(2 * half) {
            let (without, with) = block.split_at_mut(half);
            for (w, o) in with.iter_mut().zip(without.iter()) {
                let s = *w + *o;
                *w = if s >= MOD { s - MOD } else { s };
            }
        }
        half *= 2;
    }
}

/// Ranked subset Möbius transform mod MOD, the inverse of `zeta_subsets`:
/// each pass subtracts what the zeta pass for its bit added.
fn mobius_subsets(f: &mut [u32], r: usize) {
    let mut half = r;
    while half < f.len() {
        for block in f.chunks_exact_mut(2 * half) {
            let (without, with) = block.split_at_mut(half);
            for (w, o) in with.iter_mut().zip(without.iter()) {
                *w = if *w >= *o { *w - *o } else { *w + MOD - *o };
            }
        }
        half *= 2;
    }
}

/// inv[k] = k^{-1} mod MOD for 1 ≤ k < len (MOD is a prime above len):
/// MOD = q·k + t gives k^{-1} = −q·t^{-1} with t < k.
fn inverses(len: usize) -> Vec<u64> {
    let m = u64::from(MOD);
    let mut inv = vec![1u64; len.max(2)];
    for k in 2..len {
        inv[k] = (m - m / k as u64) * inv[(m % k as u64) as usize] % m;
    }
    inv
}

/// exp of the polynomial row[0] + row[1] x + … + row[n] x^n modulo x^{n+1},
/// in place, where row[0] = 0 and row[j] = 0 for j > m. With g = exp(row),
/// g' = row' · g gives k g_k = Σ_{j=1}^{min(k,m)} j row_j g_{k−j}: only
/// k ≤ n ≤ 20 is divided by, and every such k is invertible mod MOD.
/// `jf` and `g` are scratch rows of the same length.
fn exp_row(row: &mut [u32], m: usize, inv: &[u64], jf: &mut [u64], g: &mut [u64]) {
    let md = u64::from(MOD);
    for j in 1..=m {
        jf[j] = j as u64 * u64::from(row[j]) % md;
    }
    g[0] = 1;
    for k in 1..row.len() {
        // Products are below 2^60, so 16 of them fit in a u64.
        let mut acc: u64 = 0;
        for (i, j) in (1..=k.min(m)).enumerate() {
            acc += jf[j] * g[k - j];
            if i % 16 == 15 {
                acc %= md;
            }
        }
        g[k] = acc % md * inv[k] % md;
    }
    for (x, &y) in row.iter_mut().zip(g.iter()) {
        *x = y as u32;
    }
}

/// exp(b)_S = Σ over set partitions {B_1, …, B_k} of S of Π b_{B_i}, mod MOD
/// (b_∅ = 0). Row S of the ranked zeta transform is the polynomial
/// b̂(S, x) = Σ_{T ⊆ S} b_T x^{|T|}; the answer at S is entry |S| of the
/// Möbius transform of the rows exp(b̂(S, x)) mod x^{n+1}.
fn exp_set_power_series(b: &[u32]) -> Vec<u32> {
    let r = b.len().trailing_zeros() as usize + 1;
    let mut f = vec![0u32; b.len() * r];
    for (s, &x) in b.iter().enumerate() {
        f[s * r + s.count_ones() as usize] = x;
    }
    zeta_subsets(&mut f, r);
    let inv = inverses(r);
    let (mut jf, mut g) = (vec![0u64; r], vec![0u64; r]);
    for (s, row) in f.chunks_exact_mut(r).enumerate() {
        exp_row(row, s.count_ones() as usize, &inv, &mut jf, &mut g);
    }
    mobius_subsets(&mut f, r);
    (0..b.len())
        .map(|s| f[s * r + s.count_ones() as usize])
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

/// Parse "N b_0 … b_{2^N−1}" with N ≤ 20, every value below MOD and b_0 = 0.
fn parse(input: &[u8]) -> Result<Vec<u32>, String> {
    let text = |t: &[u8]| String::from_utf8_lossy(t).into_owned();
    let mut pos = 0;
    let t = token(input, &mut pos).ok_or("empty input: expected N")?;
    let n =
        number(t, N_MAX).ok_or_else(|| format!("N ({:?}) is not an integer in 0..=20", text(t)))?;
    let len = 1usize << n;
    let mut b = Vec::with_capacity(len);
    for i in 0..len {
        let t = token(input, &mut pos)
            .ok_or_else(|| format!("expected {len} values of b, found {i}"))?;
        let x = number(t, u64::from(MOD) - 1)
            .ok_or_else(|| format!("b_{i} ({:?}) is not an integer in 0..998244353", text(t)))?;
        b.push(x as u32);
    }
    if b[0] != 0 {
        return Err(format!(
            "b_0 is {}, but the statement requires b_0 = 0",
            b[0]
        ));
    }
    Ok(b)
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
    let b = match parsed {
        Ok(b) => b,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let c = exp_set_power_series(&b);
    let mut out = Vec::with_capacity(c.len() * 11);
    for (k, &v) in c.iter().enumerate() {
        push_number(&mut out, v, if k + 1 == c.len() { b'\n' } else { b' ' });
    }
    io::stdout()
        .lock()
        .write_all(&out)
        .expect("failed to write stdout");
}
