// AtCoder ABC213 G Connectivity 2 — 《博弈论与容斥原理》第“连通子图计数（AtCoder ABC213 G）”章 (src/set-power-series/connected.md) (en/src/set-power-series/connected.md)
use std::io::{self, Read, Write};

const MOD: u32 = 998_244_353;
const N_MAX: u64 = 17;

/// x^e mod MOD by repeated squaring.
fn power(x: u32, mut e: u64) -> u32 {
    let (mut x, mut r) = (u64::from(x), 1u64);
    while e > 0 {
        if e & 1 == 1 {
            r = r * x % u64::from(MOD);
        }
        x = x * x % u64::from(MOD);
        e >>= 1;
    }
    r as u32
}

/// inside[S] = the number of edges of G with both ends in S. S is S' plus its
/// lowest vertex v, and the edges of S not in S' are those from v into S.
fn edges_inside(adj: &[u32]) -> Vec<u32> {
    let mut inside = vec![0u32; 1 << adj.len()];
    for s in 1..inside.len() {
        let v = s.trailing_zeros() as usize;
        let rest = s & (s - 1);
        inside[s] = inside[rest] + (adj[v] & rest as u32).count_ones();
    }
    inside
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

/// Ranked subset Möbius transform in place, the inverse of `zeta_subsets`.
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

/// The logarithm of the polynomial `p` (p[0] = 1) modulo z^{p.len()}, in
/// place: q[0] = 0 and, from p' = p·q', k·q_k = k·p_k − Σ_{j=1}^{k−1} j·q_j·p_{k−j}.
/// `jq` is scratch for j·q_j; `inv[k]` is 1/k mod MOD.
fn log_in_place(p: &mut [u32], jq: &mut [u64], inv: &[u64]) {
    let m = u64::from(MOD);
    jq[0] = 0;
    for k in 1..p.len() {
        let mut acc = k as u64 * u64::from(p[k]) % m;
        let mut minus = 0u64;
        for j in 1..k {
            minus += jq[j] * u64::from(p[k - j]) % m;
        }
        acc = (acc + m - minus % m) % m;
        jq[k] = acc;
    }
    for k in 1..p.len() {
        p[k] = (jq[k] * inv[k] % m) as u32;
    }
    p[0] = 0;
}

/// connected[S] = the number of edge sets of G[S] that connect S (0 for the
/// empty set), from all[S] = 2^{edges inside S}, the number of every edge set
/// of G[S]: all = exp(connected) (an edge set splits S into its components),
/// so connected = ln all: ranked zeta transform, a polynomial logarithm in
/// every row, ranked Möbius transform, rank |S| of row S.
fn connected_counts(all: &[u32], n: usize) -> Vec<u32> {
    let r = n + 1;
    let mut f = vec![0u32; r << n];
    for (s, &x) in all.iter().enumerate() {
        f[s * r + s.count_ones() as usize] = x;
    }
    zeta_subsets(&mut f, r);
    // inv[k] = 1/k: inv[k] = −⌊MOD/k⌋ · inv[MOD mod k].
    let m = u64::from(MOD);
    let mut inv = vec![1u64; r];
    for k in 2..r {
        inv[k] = (m - m / k as u64) * inv[(m % k as u64) as usize] % m;
    }
    let mut jq = vec![0u64; r];
    for row in f.chunks_exact_mut(r) {
        log_in_place(row, &mut jq, &inv);
    }
    mobius_subsets(&mut f, r);
    (0..1usize << n)
        .map(|s| f[s * r + s.count_ones() as usize])
        .collect()
}

/// answer[k] for vertex k (0-based, k ≥ 1): the edge sets of G in which
/// vertex 0 reaches k. Sum over the component S of vertex 0: S connected by
/// its own edges, any edges inside the other vertices, none between.
fn answers(adj: &[u32]) -> Vec<u32> {
    let n = adj.len();
    let pow2: Vec<u32> = (0..=n * (n - 1) / 2).map(|e| power(2, e as u64)).collect();
    let all: Vec<u32> = edges_inside(adj)
        .iter()
        .map(|&e| pow2[e as usize])
        .collect();
    let connected = connected_counts(&all, n);
    let full = (1usize << n) - 1;
    let m = u64::from(MOD);
    let mut answer = vec![0u64; n];
    for s in (1..=full).step_by(2) {
        let w = u64::from(connected[s]) * u64::from(all[full ^ s]) % m;
        let mut rest = s & (s - 1);
        while rest != 0 {
            let k = rest.trailing_zeros() as usize;
            answer[k] = (answer[k] + w) % m;
            rest &= rest - 1;
        }
    }
    answer.iter().map(|&x| x as u32).collect()
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

/// Parse "N M a_1 b_1 … a_M b_M": 2 ≤ N ≤ 17, 0 ≤ M ≤ N(N−1)/2,
/// 1 ≤ a_i < b_i ≤ N, no edge twice. Returns the adjacency masks (0-based).
fn parse(input: &[u8]) -> Result<Vec<u32>, String> {
    let text = |t: &[u8]| String::from_utf8_lossy(t).into_owned();
    let mut pos = 0;
    let t = token(input, &mut pos).ok_or("empty input: expected N")?;
    let n = number(t, 2, N_MAX)
        .ok_or_else(|| format!("N ({:?}) is not an integer in 2..=17", text(t)))?;
    let most = n * (n - 1) / 2;
    let t = token(input, &mut pos).ok_or("expected M after N")?;
    let m = number(t, 0, most)
        .ok_or_else(|| format!("M ({:?}) is not an integer in 0..={most}", text(t)))?;
    let mut adj = vec![0u32; n as usize];
    for i in 1..=m {
        let mut ends = [0u64; 2];
        for (end, name) in ends.iter_mut().zip(["a", "b"]) {
            let t = token(input, &mut pos)
                .ok_or_else(|| format!("expected {m} edges, found {}", i - 1))?;
            *end = number(t, 1, n).ok_or_else(|| {
                format!("{name}_{i} ({:?}) is not an integer in 1..={n}", text(t))
            })?;
        }
        let [a, b] = ends;
        if a >= b {
            return Err(format!("edge {i}: a_{i} = {a} is not below b_{i} = {b}"));
        }
        let (a, b) = (a as usize - 1, b as usize - 1);
        if adj[a] >> b & 1 == 1 {
            return Err(format!("edge {i}: {} {} appears twice", a + 1, b + 1));
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
    let mut out = String::new();
    for a in &answers(&adj)[1..] {
        out.push_str(&a.to_string());
        out.push('\n');
    }
    io::stdout()
        .lock()
        .write_all(out.as_bytes())
        .expect("failed to write stdout");
}
