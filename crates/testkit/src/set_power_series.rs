//! Part 10: set power series. Oracles that share no code with the listings.
//!
//! Each chapter keeps its own section below; a section names its chapter.

// ---------------------------------------------------------------------------
// Exp and log of a set power series (src/set-power-series/exp-log.md):
// Library Checker exp_of_set_power_series and log_of_set_power_series.
// ---------------------------------------------------------------------------

/// The modulus of both problems.
pub const MOD: u64 = 998_244_353;

/// Every set partition of the set `s` (a bit mask), each as its list of
/// blocks (bit masks), by restricted growth strings: the i-th element of `s`
/// goes to block a_i, where a_0 = 0 and a_i ≤ 1 + max(a_0, …, a_{i−1}).
/// The empty set has one partition, with no blocks.
pub fn set_partitions(s: usize) -> Vec<Vec<usize>> {
    let elems: Vec<usize> = (0..usize::BITS as usize)
        .filter(|&i| s >> i & 1 == 1)
        .collect();
    let m = elems.len();
    if m == 0 {
        return vec![vec![]];
    }
    let mut out = Vec::new();
    let mut a = vec![0usize; m];
    loop {
        let blocks = a.iter().max().map_or(0, |&x| x + 1);
        let mut part = vec![0usize; blocks];
        for (i, &e) in elems.iter().enumerate() {
            part[a[i]] |= 1 << e;
        }
        out.push(part);
        // The next string: raise the last a_i that may grow, zero the rest.
        let mut i = m;
        loop {
            if i == 1 {
                return out;
            }
            i -= 1;
            let prefix_max = a[..i].iter().copied().max().unwrap_or(0);
            if a[i] <= prefix_max {
                a[i] += 1;
                for x in &mut a[i + 1..] {
                    *x = 0;
                }
                break;
            }
        }
    }
}

/// exp(b)_S = Σ over the set partitions {B_1, …, B_k} of S of Π b_{B_i}
/// mod MOD, straight from the definition (b_∅ is never used: no block is
/// empty). Meant for N ≤ 10.
pub fn exp_by_partitions(b: &[u64]) -> Vec<u64> {
    (0..b.len())
        .map(|s| {
            set_partitions(s).iter().fold(0, |acc, part| {
                let prod = part.iter().fold(1, |p, &blk| p * (b[blk] % MOD) % MOD);
                (acc + prod) % MOD
            })
        })
        .collect()
}

/// log(b) mod MOD for b_∅ = 1: the c with c_∅ = 0 and exp(c) = b, from the
/// partition sums: b_S = c_S + Σ over the partitions of S into two or more
/// blocks of Π c_{B_i}, and every such block is a proper subset of S (so a
/// smaller number). Meant for N ≤ 10.
pub fn log_by_partitions(b: &[u64]) -> Vec<u64> {
    let mut c = vec![0u64; b.len()];
    for s in 1..b.len() {
        let mut rest = 0;
        for part in set_partitions(s).iter().filter(|p| p.len() >= 2) {
            rest = (rest + part.iter().fold(1, |p, &blk| p * c[blk] % MOD)) % MOD;
        }
        c[s] = (b[s] % MOD + MOD - rest) % MOD;
    }
    c
}

/// exp(b) mod MOD by the block that holds the lowest element of S:
/// g_S = Σ_{T ⊆ S, min S ∈ T} b_T g_{S∖T}, O(3^N).
pub fn exp_by_lowest_block(b: &[u64]) -> Vec<u64> {
    let mut g = vec![0u64; b.len()];
    g[0] = 1;
    for s in 1..b.len() {
        let low = s & s.wrapping_neg();
        let rest = s ^ low;
        // T = low ∪ U for every U ⊆ rest.
        let mut u = rest;
        let mut acc = 0;
        loop {
            acc = (acc + b[low | u] % MOD * g[rest ^ u]) % MOD;
            if u == 0 {
                break;
            }
            u = (u - 1) & rest;
        }
        g[s] = acc;
    }
    g
}

/// log(b) mod MOD for b_∅ = 1 by the same split: b_S = Σ_{T ∋ min S} c_T
/// b_{S∖T}, so c_S = b_S − Σ_{T ∋ min S, T ≠ S} c_T b_{S∖T}, O(3^N).
pub fn log_by_lowest_block(b: &[u64]) -> Vec<u64> {
    let mut c = vec![0u64; b.len()];
    for s in 1..b.len() {
        let low = s & s.wrapping_neg();
        let rest = s ^ low;
        let mut acc = 0;
        // T = low ∪ U for every proper subset U of rest.
        let mut u = rest;
        while u != 0 {
            u = (u - 1) & rest;
            acc = (acc + c[low | u] * (b[rest ^ u] % MOD)) % MOD;
        }
        c[s] = (b[s] % MOD + MOD - acc) % MOD;
    }
    c
}

/// The sub-series of `b` on the subsets of `s`, renumbered: bit i of the
/// new index is the i-th element of `s`. exp and log at `s` are the last
/// entry of exp and log of this series.
pub fn restrict(b: &[u64], s: usize) -> Vec<u64> {
    let elems: Vec<usize> = (0..usize::BITS as usize)
        .filter(|&i| s >> i & 1 == 1)
        .collect();
    (0..1usize << elems.len())
        .map(|t| {
            let mask = elems
                .iter()
                .enumerate()
                .filter(|(i, _)| t >> i & 1 == 1)
                .fold(0, |m, (_, &e)| m | 1 << e);
            b[mask]
        })
        .collect()
}

/// The input "N\nb_0 … b_{2^N−1}\n" of both problems.
pub fn input_series(b: &[u64]) -> String {
    let n = b.len().trailing_zeros();
    format!("{n}\n{}\n", crate::lattices::join(b))
}

/// Which of the two problems.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Series {
    /// exp_of_set_power_series: b_0 = 0.
    Exp,
    /// log_of_set_power_series: b_0 = 1.
    Log,
}

impl Series {
    /// The value the statement fixes at the empty set.
    pub fn b0(self) -> u64 {
        match self {
            Series::Exp => 0,
            Series::Log => 1,
        }
    }

    /// The answer by the partition sums (N ≤ 10).
    pub fn by_partitions(self, b: &[u64]) -> Vec<u64> {
        match self {
            Series::Exp => exp_by_partitions(b),
            Series::Log => log_by_partitions(b),
        }
    }

    /// The answer by the O(3^N) recurrence on the lowest element's block.
    pub fn by_lowest_block(self, b: &[u64]) -> Vec<u64> {
        match self {
            Series::Exp => exp_by_lowest_block(b),
            Series::Log => log_by_lowest_block(b),
        }
    }

    /// The answer at the one set `s`, by the partition sums of its subsets.
    pub fn entry(self, b: &[u64], s: usize) -> u64 {
        *self.by_partitions(&restrict(b, s)).last().unwrap_or(&0)
    }

    /// A random series on 2^n sets with the statement's b_0: a third uniform
    /// values, a third mostly MOD − 1, a third small.
    pub fn random(self, rng: &mut crate::rng::Rng, n: u32) -> Vec<u64> {
        let mut b = crate::lattices::random_arrays(rng, n).0;
        b[0] = self.b0();
        b
    }
}

/// A listing's binary against the partition sums on `cases` random inputs
/// with N ≤ 8 (every N from 0 to 8 first).
pub fn check_small_cases(bin: &std::path::Path, what: Series, cases: u32, seed: u64) {
    let mut rng = crate::rng::Rng::new(seed);
    for case in 0..cases {
        let n = if case < 9 {
            case
        } else {
            rng.range(0, 8) as u32
        };
        let b = what.random(&mut rng, n);
        let out = crate::run::output_of(bin, &input_series(&b));
        assert_eq!(
            out.trim(),
            crate::lattices::join(&what.by_partitions(&b)),
            "{what:?}, b = {b:?} (TEST_SEED={seed})"
        );
    }
}

/// The sets whose answers the limit tests check at N = 20 by the partition
/// sums: every set of at most two elements, some of three to six, and sets
/// with the top element.
pub fn cheap_sets() -> Vec<usize> {
    let mut v: Vec<usize> = (0..1usize << 20).filter(|s| s.count_ones() <= 2).collect();
    v.extend([
        0b111,
        0b1011_0001,
        0b1111,
        0x8_4021,
        0xF_0000 | 1,
        0x3F,
        0x8_0000 | 0x1F,
    ]);
    v
}

/// A listing's binary at N = 20 (uniform values, and all MOD − 1 beside the
/// statement's b_0) under a 1 MiB stack within `limit_ms`, with the answers
/// at [`cheap_sets`] checked by the partition sums.
pub fn check_limit_cases(bin: &std::path::Path, what: Series, limit_ms: u128, seed: u64) {
    let mut rng = crate::rng::Rng::new(seed);
    let len = 1usize << 20;
    let mut uniform: Vec<u64> = (0..len).map(|_| rng.range(0, MOD - 1)).collect();
    let mut top = vec![MOD - 1; len];
    uniform[0] = what.b0();
    top[0] = what.b0();
    for (name, b) in [("uniform", uniform), ("all MOD − 1", top)] {
        let out = crate::run::run_limited(bin, &input_series(&b));
        assert!(out.success, "{}", out.stderr);
        out.assert_within_ms(limit_ms, &format!("{what:?}, N = 20, {name}"));
        let got: Vec<&str> = out.stdout.split_ascii_whitespace().collect();
        assert_eq!(got.len(), len, "{what:?}, N = 20, {name}");
        for s in cheap_sets() {
            assert_eq!(
                got[s],
                what.entry(&b, s).to_string(),
                "{what:?}, N = 20, {name}, set {s:#b} (TEST_SEED={seed})"
            );
        }
    }
}

/// The bad inputs both listings must refuse with their message.
pub fn check_rejects(bin: &std::path::Path, what: Series) {
    use crate::run::{assert_rejects, assert_rejects_bytes};
    crate::lattices::check_rejects_absurd_n(bin);
    assert_rejects(bin, "21\n", "N (\"21\")");
    let b0 = what.b0();
    assert_rejects(
        bin,
        &format!("1\n{b0}\n"),
        "expected 2 values of b, found 1",
    );
    assert_rejects(bin, &format!("1\n{b0} 998244353\n"), "b_1 (\"998244353\")");
    assert_rejects(bin, "1\nx 4\n", "b_0 (\"x\")");
    let wrong = 1 - b0;
    assert_rejects(
        bin,
        &format!("1\n{wrong} 4\n"),
        &format!("b_0 is {wrong}, but the statement requires b_0 = {b0}"),
    );
    assert_rejects(bin, "0\n7\n", "b_0 is 7");
    assert_rejects_bytes(bin, b"1\n1 2\n\xff\xfe\n", "not UTF-8");
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The number of set partitions of an m-set is the Bell number B_m.
    #[test]
    fn set_partitions_are_counted_by_the_bell_numbers() {
        let bell = [1usize, 1, 2, 5, 15, 52, 203, 877, 4140];
        for (m, &count) in bell.iter().enumerate() {
            let s = (1usize << m) - 1;
            let parts = set_partitions(s);
            assert_eq!(parts.len(), count, "m = {m}");
            for p in &parts {
                assert_eq!(p.iter().fold(0, |a, &b| a | b), s);
                assert_eq!(p.iter().map(|b| b.count_ones()).sum::<u32>(), m as u32);
                assert!(p.iter().all(|&b| b != 0));
            }
        }
    }

    /// The partition sums and the lowest-block recurrences agree for both
    /// problems on random series, N ≤ 8, and log undoes exp.
    #[test]
    fn the_two_oracles_agree_up_to_n_8() {
        let mut rng = crate::rng::Rng::new(crate::rng::seed(1001));
        for n in 0..=8 {
            for _ in 0..3 {
                for what in [Series::Exp, Series::Log] {
                    let b = what.random(&mut rng, n);
                    assert_eq!(
                        what.by_partitions(&b),
                        what.by_lowest_block(&b),
                        "{what:?} {b:?}"
                    );
                }
                let b = Series::Exp.random(&mut rng, n);
                assert_eq!(log_by_lowest_block(&exp_by_lowest_block(&b)), b);
            }
        }
    }

    /// The statement's sample, by hand: the partitions of {0, 1, 2}.
    #[test]
    fn the_sample_by_hand() {
        let b = [0, 6, 7, 8, 9, 10, 11, 12];
        let want = [1, 6, 7, 50, 9, 64, 74, 598];
        assert_eq!(exp_by_partitions(&b), want);
        assert_eq!(log_by_partitions(&want), b);
        assert_eq!(restrict(&b, 0b101), vec![0, 6, 9, 10]);
    }
}

/// Chapters “连通子图计数” (src/set-power-series/connected.md, AtCoder ABC213 G)
/// and “按源点数 DAG” (src/set-power-series/dag-sources.md, AtCoder ABC306 H).
///
/// Every oracle here counts directly (every edge set, every orientation,
/// every outcome string, every set partition) or by a textbook O(3^N)
/// recurrence written without set power series; none shares code with a
/// listing. Graphs are given as a vertex count and 0-based edges (a, b),
/// a < b; the input text is 1-based, as the judges print it.
pub mod graphs {

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
        if set == 0 {
            return vec![vec![]];
        }
        let low = set & set.wrapping_neg();
        let rest = set ^ low;
        let mut out = Vec::new();
        // The block of the lowest vertex: low plus any subset of the rest.
        let mut sub = rest;
        loop {
            let block = low | sub;
            for mut p in set_partitions(rest ^ sub) {
                p.insert(0, block);
                out.push(p);
            }
            if sub == 0 {
                break;
            }
            sub = (sub - 1) & rest;
        }
        out
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
            (acc + binom[s - 2] * c[s] % MOD
                * pow_mod(2, (rest * rest.saturating_sub(1) / 2) as u64))
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
}
