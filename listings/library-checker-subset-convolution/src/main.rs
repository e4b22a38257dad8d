// Library Checker subset_convolution — 《博弈论与容斥原理》第“子集卷积（Library Checker）”章 (src/lattices/subset-convolution.md) (en/src/lattices/subset-convolution.md)
use std::io::{self, Read, Write};

const MOD: u32 = 998_244_353;
/// The largest N of the statement: the arrays have 2^N entries.
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

/// The rows of `a` split by rank: row S of the result is a_S at entry |S| and
/// 0 elsewhere (r = n + 1 entries per row).
fn ranked(a: &[u32], r: usize) -> Vec<u32> {
    let mut f = vec![0u32; a.len() * r];
    for (s, &x) in a.iter().enumerate() {
        f[s * r + s.count_ones() as usize] = x;
    }
    f
}

/// c_S = Σ_{T ⊆ S} a_T b_{S∖T} mod MOD. With â_k(S) = Σ_{T ⊆ S, |T| = k} a_T,
/// the polynomial product ĥ_k(S) = Σ_l â_l(S) b̂_{k−l}(S) counts pairs
/// T, U ⊆ S with |T| + |U| = k; its Möbius transform at rank |S| keeps the
/// pairs with T ∪ U = S, and |T| + |U| = |T ∪ U| forces T ∩ U = ∅.
/// Products are below 2^60, so 16 of them fit in a u64 before reducing.
/// Rows keep garbage below rank |S| after the product: the Möbius transform
/// never mixes ranks, and no answer reads those entries.
fn subset_convolution(a: &[u32], b: &[u32]) -> Vec<u32> {
    let r = a.len().trailing_zeros() as usize + 1;
    let mut f = ranked(a, r);
    let mut g = ranked(b, r);
    zeta_subsets(&mut f, r);
    zeta_subsets(&mut g, r);
    let m = u64::from(MOD);
    let mut h = vec![0u32; r];
    for (s, (fs, gs)) in f.chunks_exact_mut(r).zip(g.chunks_exact(r)).enumerate() {
        // Entries above rank p = |S| are 0 in both rows, and the answer at
        // every S' ⊇ S reads rank |S'| ≥ p: only ĥ_p(S), …, ĥ_n(S) matter.
        let p = s.count_ones() as usize;
        for (k, hk) in h.iter_mut().enumerate().skip(p) {
            let mut acc: u64 = 0;
            for (i, l) in (k - p..=p).enumerate() {
                acc += u64::from(fs[l]) * u64::from(gs[k - l]);
                if i % 16 == 15 {
                    acc %= m;
                }
            }
            *hk = (acc % m) as u32;
        }
        fs.copy_from_slice(&h);
    }
    mobius_subsets(&mut f, r);
    (0..a.len())
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
    let c = subset_convolution(&a, &b);
    let mut out = Vec::with_capacity(c.len() * 11);
    for (k, &v) in c.iter().enumerate() {
        push_number(&mut out, v, if k + 1 == c.len() { b'\n' } else { b' ' });
    }
    io::stdout()
        .lock()
        .write_all(&out)
        .expect("failed to write stdout");
}
