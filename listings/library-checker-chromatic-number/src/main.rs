// Library Checker chromatic_number — 《博弈论与容斥原理》第“k 着色与色数（Library Checker）”章 (src/ie-algorithms/chromatic-number.md) (en/src/ie-algorithms/chromatic-number.md)
use std::io::{self, Read, Write};

/// The largest N of the statement.
const N_MAX: u64 = 20;
/// Fourteen primes between 2^29 and 2^30: a product of two residues fits in
/// a u64, and any j of them multiply to more than 2^{29 j}. Fourteen suffice
/// to certify a zero count for every k < N ≤ 20, since 29 · 14 ≥ 20 · 19.
const PRIMES: [u64; 14] = [
    1_073_741_789,
    1_073_741_783,
    1_073_741_741,
    1_073_741_723,
    1_073_741_719,
    1_073_741_717,
    1_073_741_689,
    1_073_741_671,
    1_073_741_663,
    1_073_741_651,
    1_073_741_621,
    1_073_741_567,
    1_073_741_561,
    1_073_741_527,
];

/// ind[S] = the number of independent subsets of S, for every S ⊆ V.
/// First ind[S] = 1 exactly when S is independent (S minus its lowest vertex
/// v is independent and v has no neighbour in it); then the subset zeta
/// transform sums it over the subsets of each S (at most 2^20, fits a u32).
fn independent_subsets(n: usize, adj: &[u32]) -> Vec<u32> {
    let mut ind = vec![0u32; 1 << n];
    ind[0] = 1;
    for s in 1..ind.len() {
        let v = s.trailing_zeros() as usize;
        let rest = s & (s - 1);
        ind[s] = u32::from(ind[rest] == 1 && adj[v] as usize & rest == 0);
    }
    let mut half = 1;
    while half < ind.len() {
        for block in ind.chunks_exact_mut(2 * half) {
            let (without, with) = block.split_at_mut(half);
            for (w, o) in with.iter_mut().zip(without.iter()) {
                *w += *o;
            }
        }
        half *= 2;
    }
    ind
}

/// x^e mod p for x < p < 2^30.
fn pow_mod(mut x: u64, mut e: u32, p: u64) -> u64 {
    let mut r = 1;
    while e > 0 {
        if e & 1 == 1 {
            r = r * x % p;
        }
        x = x * x % p;
        e >>= 1;
    }
    r
}

/// c_k mod p, where c_k = Σ_{S ⊆ V} (−1)^{n−|S|} i(S)^k is the number of
/// k-tuples of independent sets whose union is V.
fn covers_mod(ind: &[u32], n: usize, k: u32, p: u64) -> u64 {
    let (mut plus, mut minus) = (0u64, 0u64);
    for (s, &i) in ind.iter().enumerate() {
        let t = pow_mod(u64::from(i), k, p);
        if (n - s.count_ones() as usize) % 2 == 0 {
            plus += t;
        } else {
            minus += t;
        }
    }
    (plus % p + p - minus % p) % p
}

/// Is c_k > 0? A residue that is not zero proves c_k ≠ 0. If c_k is zero
/// modulo primes whose product exceeds 2^{nk} > (2^k − 1)^n ≥ c_k ≥ 0, the
/// product divides c_k, so c_k = 0.
fn covers_exist(ind: &[u32], n: usize, k: u32) -> bool {
    for (j, &p) in PRIMES.iter().enumerate() {
        if covers_mod(ind, n, k, p) != 0 {
            return true;
        }
        if 29 * (j + 1) >= n * k as usize {
            return false;
        }
    }
    unreachable!("14 primes certify every k < n ≤ 20")
}

/// The chromatic number: the least k with c_k > 0 (c_k > 0 exactly when V
/// is covered by k independent sets, that is when k colours suffice).
/// `hi` always satisfies c_hi > 0: first the least k whose count is not zero
/// modulo one prime (or n, as n colours always suffice); then it moves down
/// while c_{hi−1} > 0, and stops once c_{hi−1} = 0 is certified.
fn chromatic_number(n: usize, adj: &[u32]) -> u32 {
    let ind = independent_subsets(n, adj);
    let p = PRIMES[0];
    let mut power: Vec<u64> = vec![1; ind.len()];
    let mut hi = n as u32;
    for k in 1..n as u32 {
        let (mut plus, mut minus) = (0u64, 0u64);
        for (s, (x, &i)) in power.iter_mut().zip(ind.iter()).enumerate() {
            *x = *x * u64::from(i) % p;
            if (n - s.count_ones() as usize) % 2 == 0 {
                plus += *x;
            } else {
                minus += *x;
            }
        }
        if plus % p != minus % p {
            hi = k;
            break;
        }
    }
    while hi > 1 && covers_exist(&ind, n, hi - 1) {
        hi -= 1;
    }
    hi
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

/// Parse "N M" and M edges "u v" of a simple graph: 1 ≤ N ≤ 20,
/// 0 ≤ M ≤ N(N−1)/2, 0 ≤ u, v < N, u ≠ v, no edge twice. Returns N and the
/// neighbours of each vertex as a bit mask.
fn parse(input: &[u8]) -> Result<(usize, Vec<u32>), String> {
    let text = |t: &[u8]| String::from_utf8_lossy(t).into_owned();
    let mut pos = 0;
    let mut next = |what: &str| token(input, &mut pos).ok_or(format!("expected {what}"));
    let t = next("N")?;
    let n = number(t, N_MAX)
        .filter(|&n| n >= 1)
        .ok_or_else(|| format!("N ({:?}) is not an integer in 1..=20", text(t)))?
        as usize;
    let max_m = (n * (n - 1) / 2) as u64;
    let t = next("M")?;
    let m = number(t, max_m)
        .ok_or_else(|| format!("M ({:?}) is not an integer in 0..={max_m}", text(t)))?;
    let mut adj = vec![0u32; n];
    for i in 0..m {
        let mut end = || {
            let t = next(&format!("edge {i} (found {i} of {m} edges)"))?;
            number(t, n as u64 - 1)
                .map(|v| v as usize)
                .ok_or_else(|| format!("a vertex of edge {i} ({:?}) is not in 0..{n}", text(t)))
        };
        let (u, v) = (end()?, end()?);
        if u == v {
            return Err(format!("edge {i} is a loop at vertex {u}"));
        }
        if adj[u] >> v & 1 == 1 {
            return Err(format!("edge {i} ({u}, {v}) appears twice"));
        }
        adj[u] |= 1 << v;
        adj[v] |= 1 << u;
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
    let answer = chromatic_number(n, &adj);
    writeln!(io::stdout().lock(), "{answer}").expect("failed to write stdout");
}
