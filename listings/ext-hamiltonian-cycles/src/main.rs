// 哈密顿回路计数（本书自定格式 ext-hamiltonian-cycles） (Counting Hamiltonian cycles; this book's own format) — 《博弈论与容斥原理》第“多项式空间的哈密顿回路计数”章 (src/ie-algorithms/hamiltonian.md) (en/src/ie-algorithms/hamiltonian.md)
use std::io::{self, Read, Write};

const MOD: u64 = 998_244_353;
/// The format allows n ≤ 16; the program accepts n ≤ 20.
const N_MAX: u64 = 20;

/// Advance the walks from vertex 0 inside the vertex set `keep` by one step:
/// if `ways[u]` counts the walks of length k from 0 to u for every u in
/// `keep`, then afterwards `next[u]` counts those of length k + 1.
fn step(adj: &[u32], keep: u32, ways: &[u64], next: &mut [u64]) {
    let mut rest = keep;
    while rest != 0 {
        let u = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let mut sum = 0u64;
        let mut from = adj[u] & keep;
        while from != 0 {
            sum += ways[from.trailing_zeros() as usize];
            from &= from - 1;
        }
        next[u] = sum % MOD;
    }
}

/// The closed walks of length n = adj.len() ≥ 2 from vertex 0 back to 0 that
/// never leave the vertex set `keep` (bit v for vertex v; bit 0 set), modulo
/// MOD. Such a walk splits at step ⌊n/2⌋, at some u, into a walk 0 → u and a
/// walk u → 0 of length ⌈n/2⌉, which read backwards is a walk 0 → u: so the
/// count is Σ_u low[u]·ways[u] with the walks from 0 of both lengths.
fn closed_walks(
    adj: &[u32],
    keep: u32,
    ways: &mut Vec<u64>,
    next: &mut Vec<u64>,
    low: &mut [u64],
) -> u64 {
    let n = adj.len();
    ways.iter_mut().for_each(|w| *w = 0);
    ways[0] = 1;
    for k in 1..=n - n / 2 {
        step(adj, keep, ways, next);
        std::mem::swap(ways, next);
        if k == n / 2 {
            low.copy_from_slice(ways);
        }
    }
    let mut total = 0u64;
    let mut rest = keep;
    while rest != 0 {
        let u = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        total = (total + low[u] * ways[u]) % MOD;
    }
    total
}

/// The Hamiltonian cycles of the graph (`adj[v]`: the neighbours of v as
/// bits), each counted once whatever its start and direction, modulo MOD.
/// By inclusion–exclusion over the vertices a walk avoids, the closed walks
/// of length n from vertex 0 that visit every vertex are
/// Σ_{0 ∈ K ⊆ V} (−1)^{n−|K|} walks(K); for n ≥ 3 each cycle is two of them.
fn hamiltonian_cycles(adj: &[u32]) -> u64 {
    let n = adj.len();
    if n < 3 {
        return 0;
    }
    let (mut ways, mut next, mut low) = (vec![0u64; n], vec![0u64; n], vec![0u64; n]);
    let mut total = 0u64;
    for others in 0..1u32 << (n - 1) {
        let keep = others << 1 | 1;
        let w = closed_walks(adj, keep, &mut ways, &mut next, &mut low);
        let avoided = n - 1 - others.count_ones() as usize;
        total = if avoided % 2 == 0 {
            (total + w) % MOD
        } else {
            (total + MOD - w) % MOD
        };
    }
    // Halve: multiply by the inverse of 2, (MOD + 1) / 2.
    total * ((MOD + 1) / 2) % MOD
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

/// Parse "n m u_1 v_1 … u_m v_m": 1 ≤ n ≤ 20, 0 ≤ m ≤ n(n−1)/2,
/// 1 ≤ u_i, v_i ≤ n, no loop, no edge twice (in either order).
/// Returns the adjacency masks (0-based).
fn parse(input: &[u8]) -> Result<Vec<u32>, String> {
    let text = |t: &[u8]| String::from_utf8_lossy(t).into_owned();
    let mut pos = 0;
    let t = token(input, &mut pos).ok_or("empty input: expected n")?;
    let n = number(t, 1, N_MAX)
        .ok_or_else(|| format!("n ({:?}) is not an integer in 1..={N_MAX}", text(t)))?;
    let most = n * (n - 1) / 2;
    let t = token(input, &mut pos).ok_or("expected m after n")?;
    let m = number(t, 0, most)
        .ok_or_else(|| format!("m ({:?}) is not an integer in 0..={most}", text(t)))?;
    let mut adj = vec![0u32; n as usize];
    for i in 1..=m {
        let mut ends = [0u64; 2];
        for (end, name) in ends.iter_mut().zip(["u", "v"]) {
            let t = token(input, &mut pos)
                .ok_or_else(|| format!("expected {m} edges, found {}", i - 1))?;
            *end = number(t, 1, n).ok_or_else(|| {
                format!("{name}_{i} ({:?}) is not an integer in 1..={n}", text(t))
            })?;
        }
        let [u, v] = ends;
        if u == v {
            return Err(format!("edge {i}: {u} {v} is a loop"));
        }
        let (a, b) = (u as usize - 1, v as usize - 1);
        if adj[a] >> b & 1 == 1 {
            return Err(format!("edge {i}: {u} {v} appears twice"));
        }
        adj[a] |= 1 << b;
        adj[b] |= 1 << a;
    }
    if let Some(t) = token(input, &mut pos) {
        return Err(format!("unexpected {:?} after the {m} edges", text(t)));
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
    let out = format!("{}\n", hamiltonian_cycles(&adj));
    io::stdout()
        .lock()
        .write_all(out.as_bytes())
        .expect("failed to write stdout");
}
