// 洛谷 P3175 [HAOI2015] 按位或 (Luogu P3175 Bitwise OR) — 《博弈论与容斥原理》第“min-max 容斥（洛谷 P3175）”章 (src/inclusion-exclusion-2/min-max.md) (en/src/inclusion-exclusion-2/min-max.md)
use std::io::{self, Read, Write};

/// The largest n accepted (the judge's limit): 2^20 probabilities.
const MAX_N: u32 = 20;

/// One probability: a plain decimal ("0.25", "1", "3e-7" also accepted) in
/// [0, 1]. Rust's parser would also take "inf" and "NaN"; those are refused.
fn probability(t: &str, i: usize) -> Result<f64, String> {
    let plain = !t.is_empty()
        && t.bytes().any(|b| b.is_ascii_digit())
        && t.bytes()
            .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'+' | b'-'));
    match t.parse::<f64>() {
        Ok(p) if plain && (0.0..=1.0).contains(&p) => Ok(p),
        _ => Err(format!("p_{i} ({t:?}) is not a number in [0, 1]")),
    }
}

/// `f[s]` becomes Σ_{i ⊆ s} p_i (the subset-sum, or zeta, transform): after
/// the pass for bit b, f[s] sums p_i over the i that agree with s on the
/// bits above b and lie inside s on bits 0..=b. Each f[s] is a sum of
/// nonnegative terms, and each term meets at most n roundings on its way (one
/// addition per pass), so f[s] is within a relative γ_n of the exact sum.
fn subset_sums(f: &mut [f64], n: u32) {
    for b in 0..n {
        let bit = 1usize << b;
        for s in 0..f.len() {
            if s & bit != 0 {
                f[s] += f[s ^ bit];
            }
        }
    }
}

/// The expected number of seconds until the OR is 2^n − 1, or None (INF)
/// when some bit is set by no number of positive probability.
/// min–max inclusion–exclusion: E[max_b t_b] = Σ_{T ≠ ∅} (−1)^{|T|+1}
/// E[min_{b∈T} t_b], where t_b is the second bit b is first set; the first
/// of the bits of T is set at a geometric time with success probability
/// q_T = Σ_{i ∩ T ≠ ∅} p_i = f[full] − f[full ^ T], so E[min] = 1 / q_T.
/// The 2^n − 1 terms are added pairwise (a tree of depth n), so each term
/// passes through at most n additions.
fn expected_seconds(p: &[f64], n: u32) -> Option<f64> {
    let full = p.len() - 1;
    let reach = p
        .iter()
        .enumerate()
        .filter(|&(_, &x)| x > 0.0)
        .fold(0, |acc, (i, _)| acc | i);
    if reach != full {
        return None;
    }
    let mut f = p.to_vec();
    subset_sums(&mut f, n);
    let mut terms = vec![0f64; p.len()];
    for t in 1..=full {
        let q = f[full] - f[full ^ t];
        terms[t] = if t.count_ones() % 2 == 1 {
            1.0 / q
        } else {
            -1.0 / q
        };
    }
    let mut len = terms.len();
    while len > 1 {
        len /= 2;
        for i in 0..len {
            terms[i] += terms[i + len];
        }
    }
    Some(terms[0])
}

/// Parse "n" and the 2^n probabilities p_0 … p_{2^n − 1}.
fn parse(input: &str) -> Result<(u32, Vec<f64>), String> {
    let mut tokens = input.split_ascii_whitespace();
    let t = tokens.next().ok_or("input ended before n")?;
    let n = match t.parse::<u32>() {
        Ok(n) if n <= MAX_N => n,
        _ => return Err(format!("n ({t:?}) is not an integer in 0..={MAX_N}")),
    };
    let size = 1usize << n;
    let mut p = Vec::with_capacity(size);
    for i in 0..size {
        let t = tokens
            .next()
            .ok_or_else(|| format!("input ended before p_{i} (2^n = {size} are needed)"))?;
        p.push(probability(t, i)?);
    }
    if tokens.next().is_some() {
        return Err(format!("more than 2^n = {size} probabilities"));
    }
    Ok((n, p))
}

fn main() {
    let mut bytes = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut bytes) {
        eprintln!("bad input: cannot read stdin: {e}");
        std::process::exit(1);
    }
    let parsed = std::str::from_utf8(&bytes)
        .map_err(|_| "the input is not UTF-8 text".to_string())
        .and_then(parse);
    let (n, p) = match parsed {
        Ok(v) => v,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let out = match expected_seconds(&p, n) {
        Some(e) => format!("{e:.10}\n"),
        None => "INF\n".to_string(),
    };
    io::stdout()
        .lock()
        .write_all(out.as_bytes())
        .expect("failed to write stdout");
}
