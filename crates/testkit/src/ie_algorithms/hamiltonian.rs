//! Chapter “多项式空间的哈密顿回路计数” (src/ie-algorithms/hamiltonian.md,
//! ext-hamiltonian-cycles).
//!
//! Three oracles that share no code with the listing (which sums closed walks
//! by inclusion–exclusion): every cyclic order of the vertices tried in turn,
//! every sequence of vertices tried as a walk (for the chapter's theorems),
//! and the textbook bitmask DP over the paths from vertex 0 (Bellman; Held and
//! Karp). Graphs are a vertex count and 0-based edges (a, b); the graph
//! helpers of Part 10 (`input_graph`, `complete_graph`, `random_graph`,
//! `graph_from_code`) make and print them.

pub const MOD: u64 = 998_244_353;

/// The adjacency matrix of a graph on `n` vertices.
fn matrix(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<bool>> {
    let mut a = vec![vec![false; n]; n];
    for &(u, v) in edges {
        a[u][v] = true;
        a[v][u] = true;
    }
    a
}

/// Rearrange `p` into the next permutation in lexicographic order; false
/// (and `p` left sorted) after the last one.
fn next_permutation(p: &mut [usize]) -> bool {
    let Some(i) = (1..p.len()).rev().find(|&i| p[i - 1] < p[i]) else {
        p.reverse();
        return false;
    };
    let j = (i..p.len())
        .rev()
        .find(|&j| p[j] > p[i - 1])
        .expect("a larger element");
    p.swap(i - 1, j);
    p[i..].reverse();
    true
}

/// The Hamiltonian cycles of the graph, exactly, by trying every cyclic
/// order: vertex 0 first, the others in every order, each cycle once by
/// taking only the orders whose second vertex is below the last (the
/// other direction of the same cycle has them swapped). 0 for n ≤ 2.
/// Meant for n ≤ 10 (9! orders).
pub fn cycles_by_orders(n: usize, edges: &[(usize, usize)]) -> u64 {
    if n < 3 {
        return 0;
    }
    let a = matrix(n, edges);
    let mut order: Vec<usize> = (1..n).collect();
    let mut count = 0;
    loop {
        if order[0] < order[n - 2]
            && a[0][order[0]]
            && a[order[n - 2]][0]
            && order.windows(2).all(|w| a[w[0]][w[1]])
        {
            count += 1;
        }
        if !next_permutation(&mut order) {
            return count;
        }
    }
}

/// The Hamiltonian cycles modulo MOD by the textbook bitmask DP:
/// paths[S][v] = the paths that start at vertex 0, visit exactly the
/// vertices of S (a mask holding bit 0) and end at v; a cycle is a path
/// through all n vertices closed by an edge back to 0, met once from each
/// end, so the sum is halved. O(2^n·n²) time, O(2^n·n) memory; n ≤ 20.
pub fn cycles_by_paths(n: usize, edges: &[(usize, usize)]) -> u64 {
    if n < 3 {
        return 0;
    }
    let a = matrix(n, edges);
    let mut paths = vec![vec![0u64; n]; 1 << n];
    paths[1][0] = 1;
    for s in 1..1usize << n {
        if s & 1 == 0 {
            continue;
        }
        for v in 0..n {
            let p = paths[s][v];
            if p == 0 {
                continue;
            }
            for w in 0..n {
                if a[v][w] && s >> w & 1 == 0 {
                    let t = s | 1 << w;
                    paths[t][w] = (paths[t][w] + p) % MOD;
                }
            }
        }
    }
    let full = (1 << n) - 1;
    let closed = (1..n)
        .filter(|&v| a[v][0])
        .fold(0, |acc, v| (acc + paths[full][v]) % MOD);
    closed * MOD.div_ceil(2) % MOD
}

/// (n − 1)!/2 modulo MOD for n ≥ 3, the Hamiltonian cycles of K_n; 0 for n ≤ 2.
pub fn complete_graph_cycles(n: usize) -> u64 {
    if n < 3 {
        return 0;
    }
    (3..n).fold(1, |acc, k| acc * k as u64 % MOD)
}

/// Every closed walk of length n from vertex 0 inside the vertex set `keep`
/// (a mask), tried as every sequence x_1, …, x_{n−1} of vertices of `keep`
/// (x_0 = x_n = 0): returns (the walks, those that visit every vertex).
/// Exact; meant for n ≤ 6.
pub fn closed_walks_by_sequences(n: usize, edges: &[(usize, usize)], keep: u32) -> (u64, u64) {
    let a = matrix(n, edges);
    let inside: Vec<usize> = (0..n).filter(|&v| keep >> v & 1 == 1).collect();
    let (mut walks, mut spanning) = (0, 0);
    let mut digits = vec![0usize; n.saturating_sub(1)];
    let mut seq = Vec::with_capacity(n + 1);
    loop {
        seq.clear();
        seq.push(0);
        seq.extend(digits.iter().map(|&d| inside[d]));
        seq.push(0);
        if seq.windows(2).all(|w| a[w[0]][w[1]]) {
            walks += 1;
            let seen = seq.iter().fold(0u32, |m, &v| m | 1 << v);
            if seen == (1u32 << n) - 1 {
                spanning += 1;
            }
        }
        // The next sequence, as a counter in base |keep|.
        let mut i = 0;
        while i < digits.len() && digits[i] + 1 == inside.len() {
            digits[i] = 0;
            i += 1;
        }
        if i == digits.len() {
            return (walks, spanning);
        }
        digits[i] += 1;
    }
}

/// Σ over the sets K with 0 ∈ K ⊆ V of (−1)^{n−|K|} times the closed walks
/// of length n from 0 inside K, each counted by trying every sequence:
/// the chapter's inclusion–exclusion sum, in exact integers (n ≤ 6).
pub fn inclusion_exclusion_by_sequences(n: usize, edges: &[(usize, usize)]) -> i64 {
    (0..1u32 << n)
        .filter(|k| k & 1 == 1)
        .map(|k| {
            let w = closed_walks_by_sequences(n, edges, k).0 as i64;
            if (n - k.count_ones() as usize).is_multiple_of(2) {
                w
            } else {
                -w
            }
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use crate::set_power_series::graphs::{complete_graph, graph_from_code, random_graph};

    #[test]
    fn complete_graphs_have_n_minus_1_factorial_over_2_cycles() {
        for n in 1..=9 {
            let want = complete_graph_cycles(n);
            assert_eq!(cycles_by_orders(n, &complete_graph(n)), want, "K_{n}");
            assert_eq!(cycles_by_paths(n, &complete_graph(n)), want, "K_{n}");
        }
        assert_eq!(complete_graph_cycles(8), 2520);
    }

    /// Theorems 1 and 2 of the chapter on one graph: the closed walks of
    /// length n from 0 that visit every vertex are twice the Hamiltonian
    /// cycles, and the inclusion–exclusion sum counts them; the DP agrees.
    fn check_theorems(n: usize, edges: &[(usize, usize)]) {
        let (_, spanning) = closed_walks_by_sequences(n, edges, (1 << n) - 1);
        let cycles = cycles_by_orders(n, edges);
        assert_eq!(spanning, 2 * cycles, "theorem 1, n = {n}, {edges:?}");
        assert_eq!(
            inclusion_exclusion_by_sequences(n, edges),
            spanning as i64,
            "theorem 2, n = {n}, {edges:?}"
        );
        assert_eq!(cycles_by_paths(n, edges), cycles, "DP, n = {n}, {edges:?}");
    }

    #[test]
    fn both_theorems_hold_on_every_graph_up_to_5_vertices_and_40_of_6() {
        for n in 3..=5 {
            for code in 0..1u64 << (n * (n - 1) / 2) {
                check_theorems(n, &graph_from_code(n, code));
            }
        }
        let mut rng = Rng::new(116);
        for _ in 0..40 {
            let percent = rng.range(30, 100);
            check_theorems(6, &random_graph(&mut rng, 6, percent));
        }
        check_theorems(6, &complete_graph(6));
    }

    #[test]
    fn the_path_dp_agrees_with_every_order_on_random_graphs_up_to_9_vertices() {
        let mut rng = Rng::new(114);
        for _ in 0..200 {
            let n = rng.range(1, 9) as usize;
            let percent = rng.range(0, 100);
            let edges = random_graph(&mut rng, n, percent);
            assert_eq!(
                cycles_by_paths(n, &edges),
                cycles_by_orders(n, &edges),
                "n = {n}, {edges:?}"
            );
        }
    }
}
