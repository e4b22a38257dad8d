//! Library Checker exp_of_set_power_series by adding one element at a time,
//! the other O(N^2 2^N) algorithm of src/set-power-series/exp-log.md: with
//! g = exp(b) known on the subsets of {0, …, v−1}, the block that holds v
//! gives g_{S ∪ {v}} = Σ_{T ⊆ S} b_{T ∪ {v}} g_{S∖T}, one subset convolution
//! of length 2^v (ranked zeta transforms, products by rank, Möbius
//! transform). Σ_v v^2 2^v = O(N^2 2^N). Input read at once and output
//! written at once, as the listing does, so that only the algorithms differ.
use std::io::{Read, Write};

const MOD: u64 = 998_244_353;

/// Ranked zeta (`sign` = false) or Möbius (`sign` = true) transform over
/// subsets of rows of `r` entries; entries stay below MOD (one conditional
/// subtraction, as in the listing).
fn transform(f: &mut [u64], r: usize, sign: bool) {
    let mut half = r;
    while half < f.len() {
        for block in f.chunks_exact_mut(2 * half) {
            let (without, with) = block.split_at_mut(half);
            for (w, o) in with.iter_mut().zip(without.iter()) {
                let x = if sign { *w + MOD - *o } else { *w + *o };
                *w = if x >= MOD { x - MOD } else { x };
            }
        }
        half *= 2;
    }
}

/// c_S = Σ_{T ⊆ S} a_T b_{S∖T} mod MOD, ranked; 16 products below 2^60
/// are added before each reduction.
fn subset_convolution(a: &[u64], b: &[u64]) -> Vec<u64> {
    let r = a.len().trailing_zeros() as usize + 1;
    let ranked = |x: &[u64]| {
        let mut f = vec![0u64; x.len() * r];
        for (s, &v) in x.iter().enumerate() {
            f[s * r + s.count_ones() as usize] = v;
        }
        transform(&mut f, r, false);
        f
    };
    let (mut f, g) = (ranked(a), ranked(b));
    let mut h = vec![0u64; r];
    for (fs, gs) in f.chunks_exact_mut(r).zip(g.chunks_exact(r)) {
        for (k, hk) in h.iter_mut().enumerate() {
            let mut acc = 0u64;
            for l in 0..=k {
                acc += fs[l] * gs[k - l];
                if l % 16 == 15 {
                    acc %= MOD;
                }
            }
            *hk = acc % MOD;
        }
        fs.copy_from_slice(&h);
    }
    transform(&mut f, r, true);
    (0..a.len())
        .map(|s| f[s * r + s.count_ones() as usize])
        .collect()
}

fn main() {
    let mut text = String::new();
    std::io::stdin()
        .read_to_string(&mut text)
        .expect("read stdin");
    let mut it = text
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().expect("a number"));
    let n = it.next().expect("N") as u32;
    let b: Vec<u64> = (0..1usize << n).map(|_| it.next().expect("b_i")).collect();
    let mut g = vec![1u64];
    for v in 0..n as usize {
        let upper = subset_convolution(&b[1 << v..2 << v], &g);
        g.extend(upper);
    }
    let mut out = String::with_capacity(g.len() * 11);
    for (i, x) in g.iter().enumerate() {
        out.push_str(&x.to_string());
        out.push(if i + 1 == g.len() { '\n' } else { ' ' });
    }
    std::io::stdout()
        .lock()
        .write_all(out.as_bytes())
        .expect("write stdout");
}
