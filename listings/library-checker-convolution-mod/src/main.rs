// Library Checker convolution_mod — 《博弈论与容斥原理》第“数论变换（Library Checker）”章 (src/convolutions/ntt.md) (en/src/convolutions/ntt.md)
use std::io::{self, Read, Write};

/// The modulus, 119 · 2^23 + 1, a prime.
const P: u32 = 998_244_353;
/// A primitive root modulo P: 3^((P−1)/2^k) has order exactly 2^k for k ≤ 23.
const G: u32 = 3;
/// 3^{−1} mod P (3 · 332748118 = P + 1): the inverse transform's root.
const G_INV: u32 = 332_748_118;
/// The largest N and M accepted (the judge gives N, M ≤ 524288 = 2^19).
const LEN_MAX: u64 = 524_288;

/// −P^{−1} mod 2^32, by Newton's iteration x ← x(2 − Px), which doubles the
/// number of correct low bits (P is odd, so x = P is right to 3 bits).
const P_NEG_INV: u32 = {
    let mut x = P;
    let mut i = 0;
    while i < 4 {
        x = x.wrapping_mul(2u32.wrapping_sub(P.wrapping_mul(x)));
        i += 1;
    }
    x.wrapping_neg()
};
/// 2^64 mod P: multiplying by it in Montgomery form converts x to x · 2^32.
const R2: u32 = ((1u128 << 64) % P as u128) as u32;

/// Montgomery reduction: for t < P · 2^32, returns t · 2^{−32} mod P in [0, P).
/// The added multiple m · P makes the low 32 bits zero; the sum stays below
/// 2P · 2^32 < 2^63, and the quotient below 2P.
#[inline]
fn reduce(t: u64) -> u32 {
    let m = (t as u32).wrapping_mul(P_NEG_INV);
    let u = ((t + u64::from(m) * u64::from(P)) >> 32) as u32;
    if u >= P {
        u - P
    } else {
        u
    }
}

/// The Montgomery product: for x = a · 2^32 and y = b · 2^32 (mod P), both in
/// [0, P), returns a · b · 2^32 mod P.
#[inline]
fn mul(x: u32, y: u32) -> u32 {
    reduce(u64::from(x) * u64::from(y))
}

/// x + y mod P for x, y in [0, P) (the sum is below 2^31, no overflow).
#[inline]
fn add(x: u32, y: u32) -> u32 {
    let s = x + y;
    if s >= P {
        s - P
    } else {
        s
    }
}

/// x − y mod P for x, y in [0, P).
#[inline]
fn sub(x: u32, y: u32) -> u32 {
    if x >= y {
        x - y
    } else {
        x + P - y
    }
}

/// a in [0, P) into Montgomery form a · 2^32 mod P.
fn to_mont(a: u32) -> u32 {
    mul(a, R2)
}

/// Out of Montgomery form: x = a · 2^32 gives a.
fn from_mont(x: u32) -> u32 {
    reduce(u64::from(x))
}

/// base^e in Montgomery form (base in Montgomery form), by squaring.
fn pow(mut base: u32, mut e: u32) -> u32 {
    let mut r = to_mont(1);
    while e > 0 {
        if e & 1 == 1 {
            r = mul(r, base);
        }
        base = mul(base, base);
        e >>= 1;
    }
    r
}

/// The twiddle table for transforms of length n (a power of two, n ≥ 2), in
/// Montgomery form: for every half-length h = 1, 2, …, n/2 and j < h,
/// table[h + j] = w^j with w = g^((P−1)/(2h)) of order exactly 2h.
fn twiddles(n: usize, g: u32) -> Vec<u32> {
    let mut table = vec![0u32; n.max(2)];
    let mut h = 1;
    while h < n {
        let w = pow(to_mont(g), (P - 1) / (2 * h as u32));
        let mut x = to_mont(1);
        for t in &mut table[h..2 * h] {
            *t = x;
            x = mul(x, w);
        }
        h *= 2;
    }
    table
}

/// The forward transform by decimation in frequency (Gentleman–Sande): in
/// place, natural order in, bit-reversed order out. Invariant: before the
/// pass with half-length h, every block of 2h entries holds its own
/// sub-problem in natural order; the pass splits it into the even outputs
/// (u + v) and the odd ones ((u − v) · w^j).
fn forward(a: &mut [u32], table: &[u32]) {
    let n = a.len();
    let mut h = n / 2;
    while h >= 1 {
        let w = &table[h..2 * h];
        for block in a.chunks_exact_mut(2 * h) {
            let (lo, hi) = block.split_at_mut(h);
            for ((x, y), &t) in lo.iter_mut().zip(hi.iter_mut()).zip(w) {
                let (u, v) = (*x, *y);
                *x = add(u, v);
                *y = mul(sub(u, v), t);
            }
        }
        h /= 2;
    }
}

/// The inverse transform without the 1/n, by decimation in time
/// (Cooley–Tukey) with the inverse roots: bit-reversed order in, natural order
/// out, so neither transform needs a bit-reversal pass. Invariant: after the
/// pass with half-length h, every block of 2h entries holds the transform of
/// its own sub-sequence in natural order.
fn inverse(a: &mut [u32], table: &[u32]) {
    let n = a.len();
    let mut h = 1;
    while h < n {
        let w = &table[h..2 * h];
        for block in a.chunks_exact_mut(2 * h) {
            let (lo, hi) = block.split_at_mut(h);
            for ((x, y), &t) in lo.iter_mut().zip(hi.iter_mut()).zip(w) {
                let (u, v) = (*x, mul(*y, t));
                *x = add(u, v);
                *y = sub(u, v);
            }
        }
        h *= 2;
    }
}

/// c_k = Σ_{i+j=k} a_i b_j mod P, of length |a| + |b| − 1: both padded to a
/// power of two n ≥ |a| + |b| − 1, so the cyclic convolution of length n
/// wraps nothing; transformed, multiplied pointwise, transformed back and
/// scaled by 1/n.
fn convolve(a: &[u32], b: &[u32]) -> Vec<u32> {
    let len = a.len() + b.len() - 1;
    let n = len.next_power_of_two();
    let mut fa = vec![0u32; n];
    let mut fb = vec![0u32; n];
    for (f, &x) in fa.iter_mut().zip(a) {
        *f = to_mont(x);
    }
    for (f, &x) in fb.iter_mut().zip(b) {
        *f = to_mont(x);
    }
    let roots = twiddles(n, G);
    forward(&mut fa, &roots);
    forward(&mut fb, &roots);
    // 1/n in Montgomery form, folded into the pointwise products.
    let n_inv = pow(to_mont(n as u32), P - 2);
    for (x, &y) in fa.iter_mut().zip(&fb) {
        *x = mul(mul(*x, y), n_inv);
    }
    drop(fb);
    let inverse_roots = twiddles(n, G_INV);
    inverse(&mut fa, &inverse_roots);
    fa.truncate(len);
    for x in &mut fa {
        *x = from_mont(*x);
    }
    fa
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

/// Parse "N M a_0 … a_{N−1} b_0 … b_{M−1}" with 1 ≤ N, M ≤ 524288 and every
/// value below P; nothing may follow.
fn parse(input: &[u8]) -> Result<(Vec<u32>, Vec<u32>), String> {
    let text = |t: &[u8]| String::from_utf8_lossy(t).into_owned();
    let mut pos = 0;
    let mut lens = [0usize; 2];
    for (name, len) in ["N", "M"].iter().zip(lens.iter_mut()) {
        let t = token(input, &mut pos).ok_or_else(|| format!("empty input: expected {name}"))?;
        *len = number(t, LEN_MAX)
            .filter(|&v| v >= 1)
            .ok_or_else(|| format!("{name} ({:?}) is not an integer in 1..=524288", text(t)))?
            as usize;
    }
    let mut arrays = [Vec::with_capacity(lens[0]), Vec::with_capacity(lens[1])];
    for ((name, v), &len) in ["a", "b"].iter().zip(arrays.iter_mut()).zip(&lens) {
        for i in 0..len {
            let t = token(input, &mut pos)
                .ok_or_else(|| format!("expected {len} values of {name}, found {i}"))?;
            let x = number(t, u64::from(P) - 1).ok_or_else(|| {
                format!(
                    "{name}_{i} ({:?}) is not an integer in 0..998244353",
                    text(t)
                )
            })?;
            v.push(x as u32);
        }
    }
    if let Some(t) = token(input, &mut pos) {
        return Err(format!("unexpected {:?} after the values", text(t)));
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
    let c = convolve(&a, &b);
    let mut out = Vec::with_capacity(c.len() * 11);
    for (k, &v) in c.iter().enumerate() {
        push_number(&mut out, v, if k + 1 == c.len() { b'\n' } else { b' ' });
    }
    io::stdout()
        .lock()
        .write_all(&out)
        .expect("failed to write stdout");
}
