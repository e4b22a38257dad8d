//! Library Checker convolution_mod with every product reduced by `%`: the
//! listing's algorithm step for step (decimation in frequency forward,
//! decimation in time back, the same twiddle table, input read at once and
//! output written at once), with `x * y % P` on u64 in place of the
//! Montgomery product, so that the row measures the reduction alone.
use std::io::{Read, Write};

const P: u64 = 998_244_353;

fn pow(mut x: u64, mut e: u64) -> u64 {
    let mut r = 1;
    while e > 0 {
        if e & 1 == 1 {
            r = r * x % P;
        }
        x = x * x % P;
        e >>= 1;
    }
    r
}

/// table[h + j] = w_{2h}^j for every half-length h and j < h.
fn twiddles(n: usize, g: u64) -> Vec<u32> {
    let mut table = vec![0u32; n.max(2)];
    let mut h = 1;
    while h < n {
        let w = pow(g, (P - 1) / (2 * h as u64));
        let mut x = 1u64;
        for t in &mut table[h..2 * h] {
            *t = x as u32;
            x = x * w % P;
        }
        h *= 2;
    }
    table
}

fn forward(a: &mut [u32], table: &[u32]) {
    let mut h = a.len() / 2;
    while h >= 1 {
        let w = &table[h..2 * h];
        for block in a.chunks_exact_mut(2 * h) {
            let (lo, hi) = block.split_at_mut(h);
            for ((x, y), &t) in lo.iter_mut().zip(hi.iter_mut()).zip(w) {
                let (u, v) = (*x, *y);
                let s = u + v;
                *x = if s >= P as u32 { s - P as u32 } else { s };
                let d = if u >= v { u - v } else { u + P as u32 - v };
                *y = (u64::from(d) * u64::from(t) % P) as u32;
            }
        }
        h /= 2;
    }
}

fn inverse(a: &mut [u32], table: &[u32]) {
    let mut h = 1;
    while h < a.len() {
        let w = &table[h..2 * h];
        for block in a.chunks_exact_mut(2 * h) {
            let (lo, hi) = block.split_at_mut(h);
            for ((x, y), &t) in lo.iter_mut().zip(hi.iter_mut()).zip(w) {
                let u = *x;
                let v = (u64::from(*y) * u64::from(t) % P) as u32;
                let s = u + v;
                *x = if s >= P as u32 { s - P as u32 } else { s };
                *y = if u >= v { u - v } else { u + P as u32 - v };
            }
        }
        h *= 2;
    }
}

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s
        .split_ascii_whitespace()
        .map(|t| t.parse::<u32>().unwrap());
    let (n, m) = (it.next().unwrap() as usize, it.next().unwrap() as usize);
    let len = n + m - 1;
    let size = len.next_power_of_two();
    let mut a = vec![0u32; size];
    let mut b = vec![0u32; size];
    for x in &mut a[..n] {
        *x = it.next().unwrap();
    }
    for x in &mut b[..m] {
        *x = it.next().unwrap();
    }
    let roots = twiddles(size, 3);
    forward(&mut a, &roots);
    forward(&mut b, &roots);
    let n_inv = pow(size as u64, P - 2);
    for (x, &y) in a.iter_mut().zip(&b) {
        *x = (u64::from(*x) * u64::from(y) % P * n_inv % P) as u32;
    }
    inverse(&mut a, &twiddles(size, pow(3, P - 2)));
    let mut out = String::with_capacity(len * 11);
    for (k, x) in a[..len].iter().enumerate() {
        out.push_str(&x.to_string());
        out.push(if k + 1 == len { '\n' } else { ' ' });
    }
    std::io::stdout().lock().write_all(out.as_bytes()).unwrap();
}
