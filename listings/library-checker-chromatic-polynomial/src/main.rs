// Library Checker chromatic_polynomial — 《博弈论与容斥原理》第“色多项式（Library Checker）”章 (src/ie-algorithms/chromatic-polynomial.md) (en/src/ie-algorithms/chromatic-polynomial.md)
use std::io::{self, Read, Write};

const MOD: u32 = 998_244_353;
/// The limits of the statement.
const N_MAX: u64 = 20;
const M_MAX: u64 = 500;

/// independent[S] = 1 when no edge (and no loop) has both ends in S.
/// S is independent iff S without its lowest vertex v is, and v has no
/// neighbour in S; a loop at v puts v in its own neighbourhood.
fn independent_sets(n: usize, adj: &[u32]) -> Vec<u32> {
    let mut ind = vec![0u32; 1 << n];
    ind[0] = 1;
    for s in 1..1usize << n {
        let v = s.trailing_zeros() as usize;
        if ind[s & (s - 1)] == 1 && adj[v] as usize & s == 0 {
            ind[s] = 1;
        }
    }
    ind
}

/// Ranked subset zeta transform mod MOD in place: `f` holds rows of `r`
/// entries, row X becomes Σ_{Y ⊆ X} row Y, entry by entry.
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

/// Ranked subset Möbius transform mod MOD, the inverse of `zeta_subsets`.
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

/// Subset convolution on j bits: returns h with h[X] = Σ_{Y ⊆ X} f[Y] g[X∖Y]
/// mod MOD. Row X of the ranked zeta transforms holds polynomials of degree
/// at most |X|; their product is needed only from degree |X| on, because the
/// Möbius transform reads degree |Z| at every Z ⊇ X.
fn subset_convolution(f: &[u32], g: &[u32], j: usize) -> Vec<u32> {
    let r = j + 1;
    let (mut rf, mut rg) = (vec![0u32; f.len() * r], vec![0u32; f.len() * r]);
    for x in 0..f.len() {
        let c = x.count_ones() as usize;
        rf[x * r + c] = f[x];
        rg[x * r + c] = g[x];
    }
    zeta_subsets(&mut rf, r);
    zeta_subsets(&mut rg, r);
    let md = u64::from(MOD);
    let mut row = vec![0u32; r];
    for x in 0..f.len() {
        let c = x.count_ones() as usize;
        let (a, b) = (&rf[x * r..x * r + r], &rg[x * r..x * r + r]);
        for d in c..=j.min(2 * c) {
            // Products are below 2^60, so 16 of them fit in a u64.
            let mut acc: u64 = 0;
            for (t, i) in (d - c..=c).enumerate() {
                acc += u64::from(a[i]) * u64::from(b[d - i]);
                if t % 16 == 15 {
                    acc %= md;
                }
            }
            row[d] = (acc % md) as u32;
        }
        for d in c..=j.min(2 * c) {
            rf[x * r + d] = row[d];
        }
        for d in (2 * c + 1)..=j {
            rf[x * r + d] = 0;
        }
    }
    mobius_subsets(&mut rf, r);
    (0..f.len())
        .map(|x| rf[x * r + x.count_ones() as usize])
        .collect()
}

/// blocks[k] = the number of partitions of the vertex set into k nonempty
/// independent sets, mod MOD. dp[T] counts the ways to reach T from V by
/// removing k blocks, each an independent set holding the highest vertex
/// left; after k steps every such T lies inside the lowest n − k vertices.
fn partitions_into_independent_sets(n: usize, ind: &[u32]) -> Vec<u32> {
    let mut blocks = vec![0u32; n + 1];
    let full = (1usize << n) - 1;
    // One step from V: the block of vertex n − 1 is V ∖ T.
    let mut dp: Vec<u32> = (0..1usize << (n - 1)).map(|t| ind[full ^ t]).collect();
    blocks[1] = dp[0];
    for (k, block) in blocks.iter_mut().enumerate().skip(2) {
        let m = n - k + 1; // dp lives on the subsets of the lowest m vertices
        let mut next = vec![0u32; 1 << (m - 1)];
        for j in 0..m {
            // Sets S whose highest vertex is j: S = {j} ∪ (U ∖ X) for X ⊆ U,
            // U = the lowest j vertices; the block removed is {j} ∪ B with
            // B ⊆ U ∖ T, leaving T. With X = U ∖ S∖{j} and Z = U ∖ T,
            // next[T] += Σ_{X ⊆ Z} dp[S] · ind[{j} ∪ (Z ∖ X)].
            let u = (1usize << j) - 1;
            let f: Vec<u32> = (0..=u).map(|x| dp[(u ^ x) | (1 << j)]).collect();
            let g: Vec<u32> = (0..=u).map(|b| ind[b | (1 << j)]).collect();
            let h = subset_convolution(&f, &g, j);
            for (t, slot) in next[..=u].iter_mut().enumerate() {
                let s = *slot + h[u ^ t];
                *slot = if s >= MOD { s - MOD } else { s };
            }
        }
        *block = next[0];
        dp = next;
    }
    blocks
}

/// The coefficients p_0, …, p_n of P(x) = Σ_k blocks[k] · x(x−1)⋯(x−k+1).
fn falling_to_monomial(blocks: &[u32]) -> Vec<u32> {
    let md = u64::from(MOD);
    let n = blocks.len() - 1;
    let mut p = vec![0u64; n + 1];
    let mut falling = vec![0u64; n + 1]; // x(x−1)⋯(x−k+1)
    falling[0] = 1;
    for (k, &b) in blocks.iter().enumerate() {
        for (pi, &fi) in p.iter_mut().zip(falling.iter()) {
            *pi = (*pi + u64::from(b) * fi) % md;
        }
        if k == n {
            break;
        }
        // Multiply by (x − k).
        let minus_k = (md - k as u64) % md;
        for i in (0..=k + 1).rev() {
            let lower = if i > 0 { falling[i - 1] } else { 0 };
            falling[i] = (lower + falling[i] * minus_k) % md;
        }
    }
    p.into_iter().map(|v| v as u32).collect()
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

/// Parse "N M" and M edges "u v" (0 ≤ u, v < N; loops and repeated edges
/// allowed) into N and each vertex's neighbours as a bit mask.
fn parse(input: &[u8]) -> Result<(usize, Vec<u32>), String> {
    let text = |t: &[u8]| String::from_utf8_lossy(t).into_owned();
    let mut pos = 0;
    let t = token(input, &mut pos).ok_or("empty input: expected N")?;
    let n = number(t, N_MAX)
        .filter(|&n| n >= 1)
        .ok_or_else(|| format!("N ({:?}) is not an integer in 1..=20", text(t)))?
        as usize;
    let t = token(input, &mut pos).ok_or("expected M after N")?;
    let m = number(t, M_MAX)
        .ok_or_else(|| format!("M ({:?}) is not an integer in 0..=500", text(t)))?;
    let mut adj = vec![0u32; n];
    for i in 0..m {
        let mut end = || -> Result<usize, String> {
            let t =
                token(input, &mut pos).ok_or_else(|| format!("expected {m} edges, found {i}"))?;
            number(t, n as u64 - 1)
                .map(|v| v as usize)
                .ok_or_else(|| format!("edge {i}: {:?} is not a vertex in 0..={}", text(t), n - 1))
        };
        let (u, v) = (end()?, end()?);
        adj[u] |= 1 << v;
        adj[v] |= 1 << u;
    }
    if let Some(t) = token(input, &mut pos) {
        return Err(format!("unexpected {:?} after the {m} edges", text(t)));
    }
    Ok((n, adj))
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
    let (n, adj) = match parsed {
        Ok(g) => g,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let ind = independent_sets(n, &adj);
    let p = falling_to_monomial(&partitions_into_independent_sets(n, &ind));
    let line: Vec<String> = p.iter().map(|v| v.to_string()).collect();
    io::stdout()
        .lock()
        .write_all(format!("{}\n", line.join(" ")).as_bytes())
        .expect("failed to write stdout");
}
