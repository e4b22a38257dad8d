// Library Checker stirling_number_of_the_second_kind — 《博弈论与容斥原理》第“全尺寸的二项式变换：斯特林数与泰勒平移”章 (src/convolutions/binomial-transforms.md) (en/src/convolutions/binomial-transforms.md)
use std::io::{self, Read, Write};

const MOD: u64 = 998_244_353;
/// 3 generates the multiplicative group mod MOD = 119 · 2^23 + 1.
const ROOT: u64 = 3;
/// The limit of the statement.
const N_MAX: u64 = 500_000;

fn pow_mod(mut b: u64, mut e: u64) -> u64 {
    let mut r = 1;
    b %= MOD;
    while e > 0 {
        if e & 1 == 1 {
            r = r * b % MOD;
        }
        b = b * b % MOD;
        e >>= 1;
    }
    r
}

/// y · t mod MOD for y < 2^32 and t < MOD, given t_shoup = ⌊t · 2^32 / MOD⌋:
/// the quotient q is ⌊y·t/MOD⌋ or one less, so y·t − q·MOD lies in [0, 2·MOD)
/// and is computed exactly with wrapping u32 arithmetic.
fn mul_shoup(y: u32, t: u32, t_shoup: u32) -> u32 {
    let m = MOD as u32;
    let q = ((u64::from(y) * u64::from(t_shoup)) >> 32) as u32;
    let r = y.wrapping_mul(t).wrapping_sub(q.wrapping_mul(m));
    if r >= m {
        r - m
    } else {
        r
    }
}

/// In-place number-theoretic transform of `a` (length a power of two, at
/// most 2^23, entries below MOD): the values at the powers of a primitive
/// len-th root of unity, or of its inverse when `invert` (then divided by the
/// length, so that the inverse transform undoes the forward one).
fn ntt(a: &mut [u32], invert: bool) {
    let n = a.len();
    let m = MOD as u32;
    let mut j = 0;
    for i in 1..n {
        let mut bit = n >> 1;
        while j & bit != 0 {
            j ^= bit;
            bit >>= 1;
        }
        j ^= bit;
        if i < j {
            a.swap(i, j);
        }
    }
    let mut twiddle = vec![(1u32, 0u32); n / 2];
    let mut len = 2;
    while len <= n {
        let half = len / 2;
        let mut w = pow_mod(ROOT, (MOD - 1) / len as u64);
        if invert {
            w = pow_mod(w, MOD - 2);
        }
        let mut power = 1u64;
        for t in twiddle[..half].iter_mut() {
            *t = (power as u32, ((power << 32) / MOD) as u32);
            power = power * w % MOD;
        }
        for block in a.chunks_exact_mut(len) {
            let (lo, hi) = block.split_at_mut(half);
            for ((x, y), &(t, ts)) in lo.iter_mut().zip(hi.iter_mut()).zip(&twiddle[..half]) {
                let u = *x;
                let v = mul_shoup(*y, t, ts);
                *x = if u + v >= m { u + v - m } else { u + v };
                *y = if u >= v { u - v } else { u + m - v };
            }
        }
        len <<= 1;
    }
    if invert {
        let inv_n = pow_mod(n as u64, MOD - 2);
        for x in a.iter_mut() {
            *x = (u64::from(*x) * inv_n % MOD) as u32;
        }
    }
}

/// The first `keep` coefficients of the product of two polynomials mod MOD
/// (coefficients below MOD, lowest degree first).
fn convolve(a: &[u64], b: &[u64], keep: usize) -> Vec<u64> {
    let size = (a.len() + b.len() - 1).next_power_of_two();
    let mut fa = vec![0u32; size];
    let mut fb = vec![0u32; size];
    for (f, &x) in fa.iter_mut().zip(a) {
        *f = x as u32;
    }
    for (f, &x) in fb.iter_mut().zip(b) {
        *f = x as u32;
    }
    ntt(&mut fa, false);
    ntt(&mut fb, false);
    for (x, &y) in fa.iter_mut().zip(&fb) {
        *x = (u64::from(*x) * u64::from(y) % MOD) as u32;
    }
    ntt(&mut fa, true);
    fa[..keep].iter().map(|&x| u64::from(x)).collect()
}

/// 1/i! mod MOD for 0 ≤ i ≤ n (n < MOD).
fn inverse_factorials(n: usize) -> Vec<u64> {
    let mut fact = 1;
    for i in 1..=n as u64 {
        fact = fact * i % MOD;
    }
    let mut inv = vec![0u64; n + 1];
    inv[n] = pow_mod(fact, MOD - 2);
    for i in (1..=n).rev() {
        inv[i - 1] = inv[i] * i as u64 % MOD;
    }
    inv
}

/// i^n mod MOD for 0 ≤ i ≤ n, with 0^0 = 1. i ↦ i^n is multiplicative, so a
/// sieve of smallest prime factors needs a power only at the primes.
fn powers(n: usize) -> Vec<u64> {
    let mut pw = vec![0u64; n + 1];
    pw[0] = u64::from(n == 0);
    if n == 0 {
        return pw;
    }
    pw[1] = 1;
    let mut spf = vec![0u32; n + 1];
    let mut primes = Vec::new();
    for i in 2..=n {
        if spf[i] == 0 {
            spf[i] = i as u32;
            primes.push(i);
            pw[i] = pow_mod(i as u64, n as u64);
        }
        for &p in &primes {
            if p > spf[i] as usize || i * p > n {
                break;
            }
            spf[i * p] = p as u32;
            pw[i * p] = pw[i] * pw[p] % MOD;
        }
    }
    pw
}

/// S(n, 0), …, S(n, n) mod MOD by one convolution:
/// S(n, k) = Σ_{j=0}^{k} (−1)^j / j! · (k − j)^n / (k − j)!.
fn stirling_row(n: usize) -> Vec<u64> {
    let inv_fact = inverse_factorials(n);
    let signs: Vec<u64> = inv_fact
        .iter()
        .enumerate()
        .map(|(j, &f)| if j % 2 == 1 && f != 0 { MOD - f } else { f })
        .collect();
    let pw = powers(n);
    let scaled: Vec<u64> = pw.iter().zip(&inv_fact).map(|(p, f)| p * f % MOD).collect();
    convolve(&signs, &scaled, n + 1)
}

/// The whole input as the integer N, 0 ≤ N ≤ 500000.
fn parse(input: &[u8]) -> Result<usize, String> {
    let text = std::str::from_utf8(input).map_err(|_| "the input is not UTF-8 text")?;
    let mut tokens = text.split_ascii_whitespace();
    let t = tokens.next().ok_or("empty input: expected N")?;
    let n = t
        .bytes()
        .try_fold(0u64, |v, c| {
            c.is_ascii_digit()
                .then(|| v.checked_mul(10)?.checked_add(u64::from(c - b'0')))
                .flatten()
        })
        .filter(|&v| v <= N_MAX)
        .ok_or_else(|| format!("N ({t:?}) is not an integer in 0..=500000"))?;
    if let Some(extra) = tokens.next() {
        return Err(format!("unexpected {extra:?} after N"));
    }
    Ok(n as usize)
}

/// The numbers separated by spaces, then a newline.
fn write_line(values: &[u64]) -> Vec<u8> {
    let mut out = Vec::with_capacity(values.len() * 10 + 1);
    let mut digits = [0u8; 20];
    for (i, &v) in values.iter().enumerate() {
        if i > 0 {
            out.push(b' ');
        }
        let (mut v, mut len) = (v, 0);
        loop {
            digits[len] = b'0' + (v % 10) as u8;
            len += 1;
            v /= 10;
            if v == 0 {
                break;
            }
        }
        out.extend(digits[..len].iter().rev());
    }
    out.push(b'\n');
    out
}

fn main() {
    let mut bytes = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut bytes) {
        eprintln!("bad input: cannot read stdin: {e}");
        std::process::exit(1);
    }
    let n = match parse(&bytes) {
        Ok(n) => n,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    io::stdout()
        .lock()
        .write_all(&write_line(&stirling_row(n)))
        .expect("failed to write stdout");
}
