// AtCoder ABC212 H Nim Counting — 《博弈论与容斥原理》第“Nim Counting：博弈与计数相遇（AtCoder ABC212 H）”章 (src/lattices/nim-counting.md) (en/src/lattices/nim-counting.md)
use std::io::{self, Read, Write};

const MOD: u64 = 998_244_353;
/// Heap sizes are below 2^BITS.
const BITS: u32 = 16;
const N_MAX: u64 = 200_000;

/// x^e mod MOD by repeated squaring (x < MOD, so products stay below 2^60).
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

/// y + y^2 + … + y^n mod MOD for a residue y: n if y = 1, else
/// y(y^n − 1)/(y − 1), with the inverse of y − 1 by Fermat (MOD is prime).
fn geometric(y: u64, n: u64) -> u64 {
    if y == 1 {
        return n % MOD;
    }
    let top = y * ((power(y, n) + MOD - 1) % MOD) % MOD;
    top * power((y + MOD - 1) % MOD, MOD - 2) % MOD
}

/// The Walsh–Hadamard transform over the integers, in place:
/// afterwards f[s] = Σ_x (−1)^{|s ∩ x|} f_old[x]. For a 0/1 vector with K
/// ones every entry stays in −K..=K, so i32 is exact.
fn walsh_hadamard(f: &mut [i32]) {
    let mut half = 1;
    while half < f.len() {
        for block in f.chunks_exact_mut(2 * half) {
            let (without, with) = block.split_at_mut(half);
            for (o, w) in without.iter_mut().zip(with.iter_mut()) {
                let (x, y) = (*o, *w);
                *o = x + y;
                *w = x - y;
            }
        }
        half *= 2;
    }
}

/// The number of sequences of length 1..=n over `heaps` whose xor is not 0,
/// mod MOD. With F the transform of the indicator of the heaps, the number
/// of length-m sequences with xor 0 is 2^{−16} Σ_s F(s)^m, so the sum over
/// m is 2^{−16} Σ_s G(F(s)), G(y) = y + … + y^n; F(s) is a sum of K terms ±1,
/// so it has K's parity and takes at most K + 1 values: G is evaluated once
/// per value.
fn nim_counting(n: u64, heaps: &[u32]) -> u64 {
    let size = 1usize << BITS;
    let mut f = vec![0i32; size];
    for &a in heaps {
        f[a as usize] = 1;
    }
    walsh_hadamard(&mut f);
    let k = heaps.len() as i64;
    // how_many[v + K] = the number of s with F(s) = v, for v in −K..=K.
    let mut how_many = vec![0u64; 2 * heaps.len() + 1];
    for &v in &f {
        how_many[(i64::from(v) + k) as usize] += 1;
    }
    let mut zero = 0;
    for (i, &c) in how_many.iter().enumerate() {
        if c > 0 {
            let v = i as i64 - k;
            let y = v.rem_euclid(MOD as i64) as u64;
            zero = (zero + c % MOD * geometric(y, n)) % MOD;
        }
    }
    let inverse_size = power((MOD + 1) / 2, u64::from(BITS));
    let zero = zero * inverse_size % MOD;
    let all = geometric(heaps.len() as u64 % MOD, n);
    (all + MOD - zero) % MOD
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

/// Parse "N K A_1 … A_K": 1 ≤ N ≤ 2·10^5, 1 ≤ K < 2^16, 1 ≤ A_i < 2^16,
/// the A_i distinct.
fn parse(input: &[u8]) -> Result<(u64, Vec<u32>), String> {
    let text = |t: &[u8]| String::from_utf8_lossy(t).into_owned();
    let limit = (1u64 << BITS) - 1;
    let mut pos = 0;
    let t = token(input, &mut pos).ok_or("empty input: expected N")?;
    let n = number(t, 1, N_MAX)
        .ok_or_else(|| format!("N ({:?}) is not an integer in 1..=200000", text(t)))?;
    let t = token(input, &mut pos).ok_or("expected K after N")?;
    let k = number(t, 1, limit)
        .ok_or_else(|| format!("K ({:?}) is not an integer in 1..=65535", text(t)))?;
    let mut seen = vec![false; 1 << BITS];
    let mut heaps = Vec::with_capacity(k as usize);
    for i in 1..=k {
        let t = token(input, &mut pos)
            .ok_or_else(|| format!("expected {k} values A_i, found {}", i - 1))?;
        let a = number(t, 1, limit)
            .ok_or_else(|| format!("A_{i} ({:?}) is not an integer in 1..=65535", text(t)))?;
        if seen[a as usize] {
            return Err(format!("A_{i} = {a} appears twice (the A_i are distinct)"));
        }
        seen[a as usize] = true;
        heaps.push(a as u32);
    }
    Ok((n, heaps))
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
    let (n, heaps) = match parsed {
        Ok(v) => v,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let mut out = io::stdout().lock();
    writeln!(out, "{}", nim_counting(n, &heaps)).expect("failed to write stdout");
}
