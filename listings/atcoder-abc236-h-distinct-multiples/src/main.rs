// AtCoder ABC236 H Distinct Multiples — 《博弈论与容斥原理》第“集合划分格上的莫比乌斯函数（AtCoder ABC236 H）”章 (src/set-power-series/partition-mobius.md) (en/src/set-power-series/partition-mobius.md)
use std::io::{self, Read, Write};

const MOD: u64 = 998_244_353;
const N_MAX: u64 = 16;
const VALUE_MAX: u64 = 1_000_000_000_000_000_000;

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// x^e mod MOD (x < MOD, so every product stays below 2^60).
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

/// For every set S of indices (a bit mask), lcm(D_i : i ∈ S) if it is at most
/// m, and m + 1 otherwise (lcm(∅) = 1). Capping is safe: S ⊆ T gives
/// lcm(S) | lcm(T), so a set above m has only supersets above m, and every
/// value above m yields ⌊m / L⌋ = 0 alike. The product a / gcd · d is taken in
/// u128: a ≤ m ≤ 10^18 and d ≤ 10^18, so it is below 10^36 < 2^128.
fn capped_lcms(m: u64, d: &[u64]) -> Vec<u64> {
    let mut lcm = vec![1u64; 1 << d.len()];
    for s in 1..lcm.len() {
        let low = s.trailing_zeros() as usize;
        let rest = lcm[s & (s - 1)];
        lcm[s] = if rest > m {
            m + 1
        } else {
            let l = u128::from(rest / gcd(rest, d[low])) * u128::from(d[low]);
            if l > u128::from(m) {
                m + 1
            } else {
                l as u64
            }
        };
    }
    lcm
}

/// The weight of a block B: μ_{|B|} · ⌊m / lcm(D_B)⌋ mod MOD, where
/// μ_k = (−1)^{k−1} (k−1)! is the Möbius function of the lattice of set
/// partitions of a k-set from bottom to top; the empty set weighs 0.
fn block_weights(m: u64, lcm: &[u64], n: usize) -> Vec<u64> {
    let mut mu = vec![0u64; n + 1];
    let mut factorial = 1u64;
    for (k, mu_k) in mu.iter_mut().enumerate().skip(1) {
        *mu_k = if k % 2 == 1 {
            factorial
        } else {
            (MOD - factorial) % MOD
        };
        factorial = factorial * k as u64 % MOD;
    }
    lcm.iter()
        .enumerate()
        .map(|(s, &l)| (m / l) % MOD * mu[s.count_ones() as usize] % MOD)
        .collect()
}

/// Σ over the set partitions π of {0, …, n−1} of Π_{B ∈ π} w(B) mod MOD: the
/// top coefficient of exp(w) as a set power series (w(∅) = 0). The ranked
/// zeta transform gives each S the polynomial P_S(z) = Σ_{T ⊆ S} w(T) z^{|T|};
/// the answer is Σ_S (−1)^{n−|S|} [z^n] exp(P_S(z)), the Möbius transform read
/// at the full set only.
fn exp_top(w: &[u64], n: usize) -> u64 {
    let width = n + 1;
    let size = 1usize << n;
    // ranked[s * width + k] = Σ_{T ⊆ s, |T| = k} w(T).
    let mut ranked = vec![0u64; size * width];
    for (s, &ws) in w.iter().enumerate() {
        ranked[s * width + s.count_ones() as usize] = ws;
    }
    for bit in 0..n {
        let half = 1usize << bit;
        for s in 0..size {
            if s & half != 0 {
                let (lo, hi) = ranked.split_at_mut(s * width);
                let t = (s ^ half) * width;
                let from = &lo[t..t + width];
                for (x, &y) in hi[..width].iter_mut().zip(from) {
                    *x += y;
                    if *x >= MOD {
                        *x -= MOD;
                    }
                }
            }
        }
    }
    let inverse: Vec<u64> = (0..=n as u64).map(|k| power(k.max(1), MOD - 2)).collect();
    let mut answer = 0u64;
    let mut e = vec![0u64; width];
    let mut b = vec![0u64; width];
    for s in 0..size {
        let a = &ranked[s * width..(s + 1) * width];
        let ones = s.count_ones() as usize;
        // b_j = j a_j, and k e_k = Σ_{j=1}^{k} b_j e_{k−j} for e = exp(a),
        // with a_j = 0 for j > |s|. At most 16 products below 2^60 each: their
        // sum stays below 2^64.
        for j in 1..=ones {
            b[j] = a[j] * j as u64 % MOD;
        }
        e[0] = 1;
        for k in 1..width {
            let mut sum = 0u64;
            for j in 1..=k.min(ones) {
                sum += b[j] * e[k - j];
            }
            e[k] = sum % MOD * inverse[k] % MOD;
        }
        answer = if (n - ones) % 2 == 0 {
            (answer + e[n]) % MOD
        } else {
            (answer + MOD - e[n]) % MOD
        };
    }
    answer
}

/// The number of sequences A with 1 ≤ A_i ≤ m, D_i | A_i and the A_i pairwise
/// distinct, mod MOD: Σ over set partitions π of Π_{B ∈ π} μ_{|B|} ⌊m / lcm(D_B)⌋.
fn distinct_multiples(m: u64, d: &[u64]) -> u64 {
    let lcm = capped_lcms(m, d);
    let w = block_weights(m, &lcm, d.len());
    exp_top(&w, d.len())
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

/// Parse "N M D_1 … D_N": 1 ≤ N ≤ 16, 1 ≤ M ≤ 10^18, 1 ≤ D_i ≤ 10^18 (the
/// statement has N ≥ 2 and D_i ≤ M; N = 1 and D_i > M are answered too).
fn parse(input: &[u8]) -> Result<(u64, Vec<u64>), String> {
    let text = |t: &[u8]| String::from_utf8_lossy(t).into_owned();
    let mut pos = 0;
    let t = token(input, &mut pos).ok_or("empty input: expected N")?;
    let n = number(t, 1, N_MAX)
        .ok_or_else(|| format!("N ({:?}) is not an integer in 1..=16", text(t)))?;
    let t = token(input, &mut pos).ok_or("expected M after N")?;
    let m = number(t, 1, VALUE_MAX)
        .ok_or_else(|| format!("M ({:?}) is not an integer in 1..=10^18", text(t)))?;
    let mut d = Vec::with_capacity(n as usize);
    for i in 1..=n {
        let t = token(input, &mut pos)
            .ok_or_else(|| format!("expected {n} values D_i, found {}", i - 1))?;
        let v = number(t, 1, VALUE_MAX)
            .ok_or_else(|| format!("D_{i} ({:?}) is not an integer in 1..=10^18", text(t)))?;
        d.push(v);
    }
    Ok((m, d))
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
    let (m, d) = match parsed {
        Ok(v) => v,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let mut out = io::stdout().lock();
    writeln!(out, "{}", distinct_multiples(m, &d)).expect("failed to write stdout");
}
