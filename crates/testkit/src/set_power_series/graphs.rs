//! Chapters “连通子图计数” (src/set-power-series/connected.md, AtCoder ABC213 G)
//! and “按源点数 DAG” (src/set-power-series/dag-sources.md, AtCoder ABC306 H).
//!
//! Every oracle here counts directly (every edge set, every orientation,
//! every outcome string, every set partition) or by a textbook O(3^N)
//! recurrence written without set power series; none shares code with a
//! listing. Graphs are given as a vertex count and 0-based edges (a, b),
//! a < b; the input text is 1-based, as the judges print it.

use crate::rng::Rng;

pub const MOD: u64 = 998_244_353;

// ---------------------------------------------------------------------------
// Graphs shared by chapters 2 and 3 (connected.md, dag-sources.md)
// ---------------------------------------------------------------------------

/// "N M" and the M edges, 1-based, one per line (ABC213 G and ABC306 H alike).
pub fn input_graph(n: usize, edges: &[(usize, usize)]) -> String {
    let mut s = format!("{n} {}\n", edges.len());
    for &(a, b) in edges {
        s.push_str(&format!("{} {}\n", a + 1, b + 1));
    }
    s
}

/// Every pair a < b of `n` vertices.
pub fn complete_graph(n: usize) -> Vec<(usize, usize)> {
    (0..n)
        .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
        .collect()
}

/// Each pair a < b an edge with probability `percent` / 100, in a shuffled order.
pub fn random_graph(rng: &mut Rng, n: usize, percent: u64) -> Vec<(usize, usize)> {
    let mut edges: Vec<(usize, usize)> = complete_graph(n)
        .into_iter()
        .filter(|_| rng.range(1, 100) <= percent)
        .collect();
    for i in (1..edges.len()).rev() {
        let j = rng.range(0, i as u64) as usize;
        edges.swap(i, j);
    }
    edges
}

/// The graph on `n` ≤ 6 vertices whose edges are the bits of `code` over
/// `complete_graph(n)` (every graph once, as code runs over 0..2^(n(n−1)/2)).
pub fn graph_from_code(n: usize, code: u64) -> Vec<(usize, usize)> {
    complete_graph(n)
        .into_iter()
        .enumerate()
        .filter(|(i, _)| code >> i & 1 == 1)
        .map(|(_, e)| e)
        .collect()
}

/// The representative of `x` in a union–find array (path halving).
fn find(parent: &mut [usize], mut x: usize) -> usize {
    while parent[x] != x {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    x
}

/// The number of connected components of the graph on the vertices of
/// `set` (a bit mask) with the edges of `edges` inside it, by union–find.
pub fn components(n: usize, edges: &[(usize, usize)], set: u32) -> usize {
    let mut parent: Vec<usize> = (0..n).collect();
    for &(a, b) in edges {
        if set >> a & 1 == 1 && set >> b & 1 == 1 {
            let (x, y) = (find(&mut parent, a), find(&mut parent, b));
            parent[x] = y;
        }
    }
    (0..n)
        .filter(|&v| set >> v & 1 == 1 && find(&mut parent.clone(), v) == v)
        .count()
}

/// Is the directed graph on `n` vertices with arcs (from, to) free of cycles?
/// Kahn's algorithm: repeatedly remove a vertex with no arc coming in.
pub fn is_acyclic(n: usize, arcs: &[(usize, usize)]) -> bool {
    let mut indegree = vec![0usize; n];
    for &(_, t) in arcs {
        indegree[t] += 1;
    }
    let mut ready: Vec<usize> = (0..n).filter(|&v| indegree[v] == 0).collect();
    let mut removed = 0;
    while let Some(v) = ready.pop() {
        removed += 1;
        for &(f, t) in arcs {
            if f == v {
                indegree[t] -= 1;
                if indegree[t] == 0 {
                    ready.push(t);
                }
            }
        }
    }
    removed == n
}

/// x^e mod MOD.
pub fn pow_mod(mut x: u64, mut e: u64) -> u64 {
    let mut r = 1;
    x %= MOD;
    while e > 0 {
        if e & 1 == 1 {
            r = r * x % MOD;
        }
        x = x * x % MOD;
        e >>= 1;
    }
    r
}

/// The number of edges with both ends in `set`.
pub fn edges_in(edges: &[(usize, usize)], set: u32) -> u32 {
    edges
        .iter()
        .filter(|&&(a, b)| set >> a & 1 == 1 && set >> b & 1 == 1)
        .count() as u32
}

/// Every set partition of the vertex set `set` (bit mask), each as a list of
/// blocks; the block holding the lowest vertex comes first.
pub fn set_partitions(set: u32) -> Vec<Vec<u32>> {
    super::set_partitions(set as usize)
        .into_iter()
        .map(|p| p.into_iter().map(|b| b as u32).collect())
        .collect()
}

// ---------------------------------------------------------------------------
// Chapter 2: counting connected subgraphs (AtCoder ABC213 G)
// ---------------------------------------------------------------------------

/// For every vertex set S (index = bit mask), the number of edge sets of
/// G[S] under which S is connected (0 for S = ∅), by trying every edge set
/// of G[S] (at most 2^15 for n ≤ 6).
pub fn connected_by_edge_sets(n: usize, edges: &[(usize, usize)]) -> Vec<u64> {
    (0..1u32 << n)
        .map(|s| {
            if s == 0 {
                return 0;
            }
            let inner: Vec<(usize, usize)> = edges
                .iter()
                .copied()
                .filter(|&(a, b)| s >> a & 1 == 1 && s >> b & 1 == 1)
                .collect();
            (0..1u64 << inner.len())
                .filter(|&pick| {
                    let chosen: Vec<(usize, usize)> = inner
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| pick >> i & 1 == 1)
                        .map(|(_, &e)| e)
                        .collect();
                    components(n, &chosen, s) == 1
                })
                .count() as u64
        })
        .collect()
}

/// ABC213 G by trying every edge set of G (2^M of them): for k = 2..=n, how
/// many edge sets join vertex 1 and vertex k (exact, no modulus).
pub fn connectivity_by_edge_sets(n: usize, edges: &[(usize, usize)]) -> Vec<u64> {
    let mut count = vec![0u64; n];
    for pick in 0..1u64 << edges.len() {
        let mut parent: Vec<usize> = (0..n).collect();
        for (i, &(a, b)) in edges.iter().enumerate() {
            if pick >> i & 1 == 1 {
                let (x, y) = (find(&mut parent, a), find(&mut parent, b));
                parent[x] = y;
            }
        }
        let root = find(&mut parent, 0);
        for (k, c) in count.iter_mut().enumerate().skip(1) {
            if find(&mut parent, k) == root {
                *c += 1;
            }
        }
    }
    count[1..].to_vec()
}

/// ABC213 G by the textbook O(3^N) recurrence, mod MOD: with all(S) =
/// 2^{edges in S} and v the lowest vertex of S,
/// connected(S) = all(S) − Σ_{v ∈ T ⊊ S} connected(T)·all(S ∖ T).
pub fn connectivity_by_recurrence(n: usize, edges: &[(usize, usize)]) -> Vec<u64> {
    let size = 1usize << n;
    let all: Vec<u64> = (0..size)
        .map(|s| pow_mod(2, u64::from(edges_in(edges, s as u32))))
        .collect();
    let mut connected = vec![0u64; size];
    for s in 1..size {
        let low = s & s.wrapping_neg();
        let rest = s ^ low;
        let mut total = all[s];
        // T = low ∪ sub for every proper subset sub of rest.
        let mut sub = rest;
        while sub != 0 {
            sub = (sub - 1) & rest;
            let t = low | sub;
            total = (total + MOD - connected[t] * all[s ^ t] % MOD) % MOD;
        }
        connected[s] = total;
    }
    let full = size - 1;
    (1..n)
        .map(|k| {
            (0..size)
                .filter(|&s| s & 1 == 1 && s >> k & 1 == 1)
                .fold(0, |acc, s| (acc + connected[s] * all[full ^ s]) % MOD)
        })
        .collect()
}

/// The number C_m of connected spanning subgraphs of the complete graph
/// K_m, m = 0..=n, mod MOD (C_0 = 0), by the same lowest-vertex split
/// counted by sizes: C_m = 2^{m(m−1)/2} − Σ_{j<m} binom(m−1, j−1) C_j 2^{(m−j)(m−j−1)/2}.
pub fn connected_complete(n: usize) -> Vec<u64> {
    let mut binom = vec![vec![0u64; n + 1]; n + 1];
    for i in 0..=n {
        binom[i][0] = 1;
        for j in 1..=i {
            binom[i][j] = (binom[i - 1][j - 1] + if j < i { binom[i - 1][j] } else { 0 }) % MOD;
        }
    }
    let all = |m: usize| pow_mod(2, (m * m.saturating_sub(1) / 2) as u64);
    let mut c = vec![0u64; n + 1];
    for m in 1..=n {
        let mut v = all(m);
        for j in 1..m {
            v = (v + MOD - binom[m - 1][j - 1] * c[j] % MOD * all(m - j) % MOD) % MOD;
        }
        c[m] = v;
    }
    c
}

/// ABC213 G on the complete graph K_n: by symmetry every k has the same
/// answer Σ_s binom(n−2, s−2) C_s 2^{(n−s)(n−s−1)/2} (s: the size of
/// vertex 1's component, which holds vertex k and s − 2 of the others).
pub fn connectivity_complete(n: usize) -> Vec<u64> {
    let c = connected_complete(n);
    let mut binom = vec![1u64; n.max(2) - 1];
    // binom[j] = binom(n − 2, j), by the row's own recurrence.
    for j in 1..binom.len() {
        binom[j] =
            binom[j - 1] * ((n - 2 - (j - 1)) as u64) % MOD * pow_mod(j as u64, MOD - 2) % MOD;
    }
    let one: u64 = (2..=n).fold(0, |acc, s| {
        let rest = n - s;
        (acc + binom[s - 2] * c[s] % MOD * pow_mod(2, (rest * rest.saturating_sub(1) / 2) as u64))
            % MOD
    });
    vec![one; n - 1]
}

// ---------------------------------------------------------------------------
// Chapter 3: DAGs by their sources (AtCoder ABC306 H)
// ---------------------------------------------------------------------------

/// The acyclic orientations of G, by trying all 2^M orientations (exact).
pub fn acyclic_orientations_by_trying(n: usize, edges: &[(usize, usize)]) -> u64 {
    (0..1u64 << edges.len())
        .filter(|&dir| {
            let arcs: Vec<(usize, usize)> = edges
                .iter()
                .enumerate()
                .map(|(i, &(a, b))| if dir >> i & 1 == 1 { (b, a) } else { (a, b) })
                .collect();
            is_acyclic(n, &arcs)
        })
        .count() as u64
}

/// The DAGs whose arcs are edges of G, each used at most once and in either
/// direction, by trying all 3^M choices (exact).
pub fn dag_subgraphs_by_trying(n: usize, edges: &[(usize, usize)]) -> u64 {
    let m = edges.len() as u32;
    (0..3u64.pow(m))
        .filter(|&code| {
            let mut arcs = Vec::new();
            let mut c = code;
            for &(a, b) in edges {
                match c % 3 {
                    1 => arcs.push((a, b)),
                    2 => arcs.push((b, a)),
                    _ => {}
                }
                c /= 3;
            }
            is_acyclic(n, &arcs)
        })
        .count() as u64
}

/// Can the scale show `outcome` (per edge: 0 for '<', 1 for '=', 2 for '>')?
/// The '=' edges merge their ends into classes; no '<' or '>' may join two
/// weights of one class, and the arcs from lighter to heavier class must
/// have no cycle (then weights by a topological order realise it).
pub fn realisable(n: usize, edges: &[(usize, usize)], outcome: &[u8]) -> bool {
    let mut parent: Vec<usize> = (0..n).collect();
    for (&(a, b), &o) in edges.iter().zip(outcome) {
        if o == 1 {
            let (x, y) = (find(&mut parent, a), find(&mut parent, b));
            parent[x] = y;
        }
    }
    let mut arcs = Vec::new();
    for (&(a, b), &o) in edges.iter().zip(outcome) {
        let (x, y) = (find(&mut parent, a), find(&mut parent, b));
        match o {
            0 | 2 if x == y => return false,
            0 => arcs.push((x, y)),
            2 => arcs.push((y, x)),
            _ => {}
        }
    }
    is_acyclic(n, &arcs)
}

/// ABC306 H by trying all 3^M outcome strings (exact).
pub fn outcomes_by_strings(n: usize, edges: &[(usize, usize)]) -> u64 {
    let m = edges.len() as u32;
    let mut outcome = vec![0u8; edges.len()];
    (0..3u64.pow(m))
        .filter(|&code| {
            let mut c = code;
            for o in outcome.iter_mut() {
                *o = (c % 3) as u8;
                c /= 3;
            }
            realisable(n, edges, &outcome)
        })
        .count() as u64
}

/// ABC306 H as a sum over the set partitions of the vertices into blocks
/// that each induce a connected subgraph, of the acyclic orientations of the
/// quotient graph (blocks joined where an edge joins them), tried one by one.
pub fn outcomes_by_partitions(n: usize, edges: &[(usize, usize)]) -> u64 {
    let full = (1u32 << n) - 1;
    set_partitions(full)
        .iter()
        .filter(|p| p.iter().all(|&b| components(n, edges, b) == 1))
        .map(|p| {
            let block_of = |v: usize| p.iter().position(|&b| b >> v & 1 == 1).unwrap_or(0);
            let mut quotient: Vec<(usize, usize)> = edges
                .iter()
                .map(|&(a, b)| (block_of(a), block_of(b)))
                .filter(|(x, y)| x != y)
                .map(|(x, y)| (x.min(y), x.max(y)))
                .collect();
            quotient.sort_unstable();
            quotient.dedup();
            acyclic_orientations_by_trying(p.len(), &quotient)
        })
        .sum()
}

/// r(V) for the recurrence r(∅) = 1, r(S) = Σ_{∅ ≠ T ⊆ S} sign(T) r(S ∖ T)
/// mod MOD, where `sign(T)` is Some(true) for +1, Some(false) for −1 and
/// None for a T that does not count. O(3^N).
fn signed_recurrence(n: usize, sign: impl Fn(usize) -> Option<bool>) -> u64 {
    let size = 1usize << n;
    let mut r = vec![0u64; size];
    r[0] = 1;
    for s in 1..size {
        let mut total = 0u64;
        let mut t = s;
        while t != 0 {
            match sign(t) {
                Some(true) => total = (total + r[s ^ t]) % MOD,
                Some(false) => total = (total + MOD - r[s ^ t]) % MOD,
                None => {}
            }
            t = (t - 1) & s;
        }
        r[s] = total;
    }
    r[size - 1]
}

/// ABC306 H by the textbook O(3^N) recurrence, mod MOD: T runs over the
/// non-empty sets of lightest weights, R(S) = Σ_T (−1)^{c(T)+1} R(S ∖ T),
/// with c(T) the number of components of G[T] (by union–find).
pub fn outcomes_by_recurrence(n: usize, edges: &[(usize, usize)]) -> u64 {
    let odd: Vec<bool> = (0..1u32 << n)
        .map(|t| components(n, edges, t) % 2 == 1)
        .collect();
    signed_recurrence(n, |t| Some(odd[t]))
}

/// The acyclic orientations of G by the independent-set recurrence, mod MOD:
/// a(S) = Σ_{∅ ≠ T ⊆ S independent} (−1)^{|T|+1} a(S ∖ T) (T: the sources).
/// On ABC306 H this is the wrong count (ties are not orientations).
pub fn acyclic_orientations_by_recurrence(n: usize, edges: &[(usize, usize)]) -> u64 {
    signed_recurrence(n, |t| {
        (edges_in(edges, t as u32) == 0).then_some(t.count_ones() % 2 == 1)
    })
}

/// The number of proper colourings of G with q colours, by trying all q^n.
pub fn proper_colourings(n: usize, edges: &[(usize, usize)], q: u64) -> u64 {
    let total = q.pow(n as u32);
    (0..total)
        .filter(|&code| {
            let colour = |v: usize| code / q.pow(v as u32) % q;
            edges.iter().all(|&(a, b)| colour(a) != colour(b))
        })
        .count() as u64
}

/// The chromatic polynomial at −1, P(G, −1), from the colouring counts
/// P(0), …, P(n) (a polynomial of degree n) by Newton's forward
/// differences: P(x) = Σ_k binom(x, k) Δ^k P(0) and binom(−1, k) = (−1)^k.
pub fn chromatic_at_minus_one(n: usize, edges: &[(usize, usize)]) -> i64 {
    let mut row: Vec<i64> = (0..=n as u64)
        .map(|q| proper_colourings(n, edges, q) as i64)
        .collect();
    let mut value = 0i64;
    let mut sign = 1i64;
    while !row.is_empty() {
        value += sign * row[0];
        sign = -sign;
        row = row.windows(2).map(|w| w[1] - w[0]).collect();
    }
    value
}

/// The ordered Bell (Fubini) numbers mod MOD, up to n: the weak orders of n
/// labelled items, a(m) = Σ_{k=1}^{m} binom(m, k) a(m − k) (k: the lightest).
pub fn fubini(n: usize) -> Vec<u64> {
    let mut binom = vec![vec![0u64; n + 1]; n + 1];
    for i in 0..=n {
        binom[i][0] = 1;
        for j in 1..=i {
            binom[i][j] = (binom[i - 1][j - 1] + if j < i { binom[i - 1][j] } else { 0 }) % MOD;
        }
    }
    let mut a = vec![1u64; n + 1];
    for m in 1..=n {
        a[m] = (1..=m).fold(0, |acc, k| (acc + binom[m][k] * a[m - k]) % MOD);
    }
    a
}
