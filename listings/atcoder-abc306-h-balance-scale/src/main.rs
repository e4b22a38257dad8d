// AtCoder ABC306 H Balance Scale — 《博弈论与容斥原理》第“按源点数 DAG（AtCoder ABC306 H）”章 (src/set-power-series/dag-sources.md) (en/src/set-power-series/dag-sources.md)
use std::io::{self, Read, Write};

const MOD: u32 = 998_244_353;
const N_MAX: u64 = 17;

/// odd[T] = whether G[T] has an odd number of connected components. The
/// component C of T's lowest vertex is found by a flood fill inside T, and
/// c(T) = c(T ∖ C) + 1.
fn odd_components(adj: &[u32]) -> Vec<bool> {
    let mut odd = vec![false; 1 << adj.len()];
    for t in 1..odd.len() {
        let t32 = t as u32;
        let low = t32 & t32.wrapping_neg();
        let (mut reached, mut frontier) = (low, low);
        while frontier != 0 {
            let v = frontier.trailing_zeros() as usize;
            frontier &= frontier - 1;
            let new = adj[v] & t32 & !reached;
            reached |= new;
            frontier |= new;
        }
        odd[t] = !odd[(t32 & !reached) as usize];
    }
    odd
}

/// Ranked subset zeta transform in place: 2^n rows of `r` entries (row S,
/// entry k); afterwards row S is the entrywise sum of the old rows T ⊆ S.
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

/// The number of outcome strings the scale can show on the comparisons of G.
/// With u(T) = (−1)^{c(T)}, c(T) the number of components of G[T], the count
/// R(S) on G[S] satisfies R(S) = Σ_{∅ ≠ T ⊆ S} (−1)^{c(T)+1} R(S ∖ T) (T: the
/// lightest weights), that is R * u = [S = ∅] for the subset convolution: R
/// is the inverse of u. Ranked zeta transform of u; in row S the inverse of
/// the polynomial (its constant term is u(∅) = 1) up to z^n; R(V) is the
/// Möbius transform at V of rank n: Σ_S (−1)^{n−|S|} row_S[n].
fn outcomes(adj: &[u32]) -> u32 {
    let n = adj.len();
    let r = n + 1;
    let odd = odd_components(adj);
    let mut f = vec![0u32; r << n];
    for (t, &o) in odd.iter().enumerate() {
        f[t * r + t.count_ones() as usize] = if o { MOD - 1 } else { 1 };
    }
    zeta_subsets(&mut f, r);
    let m = u64::from(MOD);
    let mut inverse = vec![0u64; r];
    let mut total = 0u64;
    for (s, row) in f.chunks_exact(r).enumerate() {
        // row[j] = 0 for j > |S|: no T ⊆ S has more than |S| elements.
        let size = s.count_ones() as usize;
        inverse[0] = 1;
        for k in 1..r {
            let mut acc = 0u64;
            for j in 1..=k.min(size) {
                acc += u64::from(row[j]) * inverse[k - j] % m;
            }
            inverse[k] = (m - acc % m) % m;
        }
        total += if (n - size) % 2 == 0 {
            inverse[n]
        } else {
            m - inverse[n]
        };
    }
    (total % m) as u32
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

/// Parse "N M A_1 B_1 … A_M B_M": 2 ≤ N ≤ 17, 1 ≤ M ≤ N(N−1)/2,
/// 1 ≤ A_i < B_i ≤ N, no pair twice. Returns the adjacency masks (0-based).
fn parse(input: &[u8]) -> Result<Vec<u32>, String> {
    let text = |t: &[u8]| String::from_utf8_lossy(t).into_owned();
    let mut pos = 0;
    let t = token(input, &mut pos).ok_or("empty input: expected N")?;
    let n = number(t, 2, N_MAX)
        .ok_or_else(|| format!("N ({:?}) is not an integer in 2..=17", text(t)))?;
    let most = n * (n - 1) / 2;
    let t = token(input, &mut pos).ok_or("expected M after N")?;
    let m = number(t, 1, most)
        .ok_or_else(|| format!("M ({:?}) is not an integer in 1..={most}", text(t)))?;
    let mut adj = vec![0u32; n as usize];
    for i in 1..=m {
        let mut ends = [0u64; 2];
        for (end, name) in ends.iter_mut().zip(["A", "B"]) {
            let t = token(input, &mut pos)
                .ok_or_else(|| format!("expected {m} comparisons, found {}", i - 1))?;
            *end = number(t, 1, n).ok_or_else(|| {
                format!("{name}_{i} ({:?}) is not an integer in 1..={n}", text(t))
            })?;
        }
        let [a, b] = ends;
        if a >= b {
            return Err(format!(
                "comparison {i}: A_{i} = {a} is not below B_{i} = {b}"
            ));
        }
        let (a, b) = (a as usize - 1, b as usize - 1);
        if adj[a] >> b & 1 == 1 {
            return Err(format!("comparison {i}: {} {} appears twice", a + 1, b + 1));
        }
        adj[a] |= 1 << b;
        adj[b] |= 1 << a;
    }
    Ok(adj)
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
    let adj = match parsed {
        Ok(v) => v,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let mut out = io::stdout().lock();
    writeln!(out, "{}", outcomes(&adj)).expect("failed to write stdout");
}
