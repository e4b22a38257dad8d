//! Chapter “k 着色与色数” (src/ie-algorithms/chromatic-number.md, Library
//! Checker chromatic_number).
//!
//! Every oracle here counts directly (every colouring, every tuple of colour
//! sets, every subset) or by the textbook O(3^N) recurrence over the subsets
//! of each set; none shares code with the listing. Graphs are a vertex count
//! and 0-based edges (a, b), a < b, as Library Checker prints them.

use crate::rng::Rng;
pub use crate::set_power_series::graphs::{complete_graph, graph_from_code, random_graph};

/// "N M" and the M edges "u v", 0-based, one per line.
pub fn input_graph(n: usize, edges: &[(usize, usize)]) -> String {
    let mut s = format!("{n} {}\n", edges.len());
    for &(a, b) in edges {
        s.push_str(&format!("{a} {b}\n"));
    }
    s
}

/// Does the colouring `colour` give two ends of some edge the same colour?
fn clashes(colour: &[usize], edges: &[(usize, usize)]) -> bool {
    edges.iter().any(|&(a, b)| colour[a] == colour[b])
}

/// The number of proper colourings with colours 0..q, by trying all q^n.
pub fn proper_colourings_by_trying(n: usize, edges: &[(usize, usize)], q: usize) -> u64 {
    if n == 0 {
        return 1;
    }
    if q == 0 {
        return 0;
    }
    let mut colour = vec![0usize; n];
    let mut count = 0;
    loop {
        if !clashes(&colour, edges) {
            count += 1;
        }
        // The next colouring in the odometer order.
        let mut i = 0;
        while i < n && colour[i] == q - 1 {
            colour[i] = 0;
            i += 1;
        }
        if i == n {
            return count;
        }
        colour[i] += 1;
    }
}

/// The chromatic number by brute force: the least q ≥ 1 such that one of the
/// q^n colourings is proper (n ≤ 8 or so).
pub fn chromatic_by_colourings(n: usize, edges: &[(usize, usize)]) -> usize {
    (1..=n.max(1))
        .find(|&q| proper_colourings_by_trying(n, edges, q) > 0)
        .expect("n colours always suffice")
}

/// Is the vertex set `set` (a bit mask) independent?
pub fn independent(edges: &[(usize, usize)], set: u32) -> bool {
    edges
        .iter()
        .all(|&(a, b)| set >> a & 1 == 0 || set >> b & 1 == 0)
}

/// The number of k-tuples (I_1, …, I_k) of independent sets whose union is V,
/// by trying, for every vertex, every non-empty set of the k indices of the
/// sets that contain it ((2^k − 1)^n tuples).
pub fn covers_by_tuples(n: usize, edges: &[(usize, usize)], k: usize) -> u64 {
    if k == 0 {
        return u64::from(n == 0);
    }
    let top = (1usize << k) - 1;
    let mut member = vec![1usize; n];
    let mut count = 0;
    loop {
        let ok = (0..k).all(|j| {
            let set = (0..n)
                .filter(|&v| member[v] >> j & 1 == 1)
                .fold(0u32, |s, v| s | 1 << v);
            independent(edges, set)
        });
        count += u64::from(ok);
        let mut i = 0;
        while i < n && member[i] == top {
            member[i] = 1;
            i += 1;
        }
        if i == n {
            return count;
        }
        member[i] += 1;
    }
}

/// i(S): the number of independent subsets of `set`, by listing them.
pub fn independent_subsets_of(edges: &[(usize, usize)], set: u32) -> u64 {
    let mut count = 0;
    let mut sub = set;
    loop {
        count += u64::from(independent(edges, sub));
        if sub == 0 {
            return count;
        }
        sub = (sub - 1) & set;
    }
}

/// Σ_{S ⊆ V} (−1)^{n−|S|} i(S)^k in exact integers, with i(S) listed subset
/// by subset (no transform); i128 holds it for n ≤ 6, k ≤ 6.
pub fn covers_by_formula(n: usize, edges: &[(usize, usize)], k: u32) -> i128 {
    (0..1u32 << n)
        .map(|s| {
            let term = i128::from(independent_subsets_of(edges, s)).pow(k);
            if (n - s.count_ones() as usize) & 1 == 0 {
                term
            } else {
                -term
            }
        })
        .sum()
}

/// The chromatic number by the textbook O(3^n) recurrence: colours(∅) = 0 and
/// colours(S) = 1 + min over the non-empty independent T ⊆ S that contain the
/// lowest vertex of S of colours(S ∖ T).
pub fn chromatic_by_subsets(n: usize, edges: &[(usize, usize)]) -> usize {
    let full = 1usize << n;
    let ind: Vec<bool> = (0..full).map(|s| independent(edges, s as u32)).collect();
    let mut colours = vec![0usize; full];
    for s in 1..full {
        let low = s & s.wrapping_neg();
        let rest = s ^ low;
        let mut best = usize::MAX;
        // T = low ∪ U for every U ⊆ rest.
        let mut u = rest;
        loop {
            let t = low | u;
            if ind[t] {
                best = best.min(1 + colours[s ^ t]);
            }
            if u == 0 {
                break;
            }
            u = (u - 1) & rest;
        }
        colours[s] = best;
    }
    colours[full - 1]
}

/// A graph whose count of covers by χ independent sets is divisible by the
/// prime [`FALSE_ZERO_PRIME`]: a program that tests c_χ ≠ 0 modulo that one
/// prime answers χ + 1 or more. See the chapter's section on moduli.
pub fn false_zero_graph() -> (usize, Vec<(usize, usize)>) {
    (FALSE_ZERO_N, FALSE_ZERO_EDGES.to_vec())
}

/// A random graph on `lo..=hi` vertices, each pair an edge with a random
/// probability.
pub fn random_case(rng: &mut Rng, lo: u64, hi: u64) -> (usize, Vec<(usize, usize)>) {
    let n = rng.range(lo, hi) as usize;
    let percent = rng.range(0, 100);
    (n, random_graph(rng, n, percent))
}

/// Can the vertices `from..n` be coloured with colours 0..q, given the
/// colours of 0..from, so that no edge clashes? Each vertex tries the colours
/// up to one more than the largest used so far (colour names are symmetric).
fn extend(adj: &[u32], colour: &mut [usize], from: usize, used: usize, q: usize) -> bool {
    if from == colour.len() {
        return true;
    }
    for c in 0..q.min(used + 1) {
        let clash = (0..from).any(|u| adj[from] >> u & 1 == 1 && colour[u] == c);
        if !clash {
            colour[from] = c;
            if extend(adj, colour, from + 1, used.max(c + 1), q) {
                return true;
            }
        }
    }
    false
}

/// The chromatic number by backtracking over colourings (exact; fast on the
/// sparse and on the very dense graphs of the tests, up to n = 20).
pub fn chromatic_by_backtracking(n: usize, edges: &[(usize, usize)]) -> usize {
    let mut adj = vec![0u32; n];
    for &(a, b) in edges {
        adj[a] |= 1 << b;
        adj[b] |= 1 << a;
    }
    let mut colour = vec![0usize; n];
    (1..=n.max(1))
        .find(|&q| extend(&adj, &mut colour, 0, 0, q))
        .expect("n colours always suffice")
}

/// The graph of [`false_zero_graph`]: K_4 on 0..4, a tree that hangs 16 more
/// vertices from it and four more edges; χ = 4.
const FALSE_ZERO_N: usize = 20;
const FALSE_ZERO_EDGES: [(usize, usize); 26] = [
    (0, 1),
    (0, 2),
    (0, 3),
    (1, 2),
    (1, 3),
    (2, 3),
    (3, 4),
    (2, 5),
    (4, 6),
    (0, 7),
    (7, 8),
    (4, 9),
    (6, 10),
    (5, 11),
    (11, 12),
    (10, 13),
    (13, 14),
    (14, 15),
    (15, 16),
    (11, 17),
    (5, 18),
    (13, 19),
    (2, 17),
    (3, 18),
    (10, 14),
    (12, 13),
];

/// A prime between 2^29 and 2^30 that divides c_4 of [`false_zero_graph`].
pub const FALSE_ZERO_PRIME: u64 = 1_062_149_947;

/// i(S) for every S ⊆ V, computed set by set from the smaller sets: i(S) =
/// i(S ∖ v) + i(S ∖ N[v]) for v the lowest vertex of S (the independent
/// subsets without v, and those with v, which avoid v's neighbours).
pub fn independent_subset_counts(n: usize, edges: &[(usize, usize)]) -> Vec<u64> {
    let mut closed = (0..n).map(|v| 1u32 << v).collect::<Vec<u32>>();
    for &(a, b) in edges {
        closed[a] |= 1 << b;
        closed[b] |= 1 << a;
    }
    let mut i = vec![1u64; 1 << n];
    for s in 1..1usize << n {
        let v = s.trailing_zeros() as usize;
        i[s] = i[s & (s - 1)] + i[s & !(closed[v] as usize)];
    }
    i
}

/// c_k = Σ_{S ⊆ V} (−1)^{n−|S|} i(S)^k in exact integers, with i(S) from
/// [`independent_subset_counts`]; i128 holds every term for n ≤ 20, k ≤ 6.
pub fn covers_exact(n: usize, edges: &[(usize, usize)], k: u32) -> i128 {
    independent_subset_counts(n, edges)
        .iter()
        .enumerate()
        .map(|(s, &i)| {
            let term = i128::from(i).pow(k);
            if (n - s.count_ones() as usize) & 1 == 0 {
                term
            } else {
                -term
            }
        })
        .sum()
}
